//===- Arith.cpp - integer and float element-wise arithmetic --------------===//
//
// Floats narrower than f32 are computed in f32 and rounded back (the spec
// computes half precision in f32; one f32 step then a rounding to f16/bf16
// equals a direct correctly-rounded op for + - * / since f32 has more than
// twice their precision). Non-default rounding modes use APFloat in the
// element's own format.
//
//===----------------------------------------------------------------------===//
#include "Executor.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "llvm/ADT/APFloat.h"
#include <cmath>

using namespace mlir;
using namespace mlir::tileir::interp;
namespace interp = mlir::tileir::interp;

using cuda_tile::ComparisonPredicate;
using cuda_tile::IntegerOverflow;
using cuda_tile::RoundingMode;

/// no_wrap is both flags.
static bool noSignedWrap(IntegerOverflow o) {
  return o == IntegerOverflow::no_signed_wrap || o == IntegerOverflow::no_wrap;
}
static bool noUnsignedWrap(IntegerOverflow o) {
  return o == IntegerOverflow::no_unsigned_wrap ||
         o == IntegerOverflow::no_wrap;
}

Tile interp::resultLike(Value res, ArrayRef<const Tile *> inputs) {
  auto tt = cast<cuda_tile::TileType>(res.getType());
  const Tile *big = inputs[0];
  for (const Tile *t : inputs)
    if (t->numElements() > big->numElements())
      big = t;
  return Tile(tt.getElementType(), big->shape);
}

static float ftz(float v) {
  return std::fpclassify(v) == FP_SUBNORMAL ? std::copysign(0.0f, v) : v;
}

static llvm::RoundingMode apMode(RoundingMode r) {
  switch (r) {
  case RoundingMode::zero: return llvm::RoundingMode::TowardZero;
  case RoundingMode::negative_inf: return llvm::RoundingMode::TowardNegative;
  case RoundingMode::positive_inf: return llvm::RoundingMode::TowardPositive;
  default: return llvm::RoundingMode::NearestTiesToEven;
  }
}

static bool isDirected(RoundingMode r) {
  return r == RoundingMode::zero || r == RoundingMode::negative_inf ||
         r == RoundingMode::positive_inf;
}

//===----------------------------------------------------------------------===//
// Float binary ops
//===----------------------------------------------------------------------===//

enum class FBin { Add, Sub, Mul, Div, Max, Min, Rem, Pow, Atan2 };

template <typename T> static T applyBin(FBin k, T a, T b, bool propagateNan) {
  switch (k) {
  case FBin::Add: return a + b;
  case FBin::Sub: return a - b;
  case FBin::Mul: return a * b;
  case FBin::Div: return a / b;
  case FBin::Rem: return std::fmod(a, b);
  case FBin::Pow: return std::pow(a, b);
  case FBin::Atan2: return std::atan2(a, b);
  case FBin::Max:
  case FBin::Min: {
    bool an = std::isnan(a), bn = std::isnan(b);
    if (an || bn) {
      if (propagateNan || (an && bn))
        return std::numeric_limits<T>::quiet_NaN();
      return an ? b : a;
    }
    if (a == b) // +0 and -0: max takes +0, min takes -0
      return (k == FBin::Max) == std::signbit(a) ? b : a;
    return (k == FBin::Max) == (a > b) ? a : b;
  }
  }
  return a;
}

static LogicalResult floatBin(Executor &ex, Operation *op, FBin kind,
                              const OpFlags &f) {
  const Tile &a = ex.tile(op->getOperand(0)), &b = ex.tile(op->getOperand(1));
  Tile r = resultLike(op->getResult(0), {&a, &b});
  int64_t n = r.numElements(), sa = stepOf(a, r), sb = stepOf(b, r);
  RoundingMode rounding = f.rounding;
  bool useFtz = f.flushToZero && r.elem == Elem::F32;
  bool nanProp = f.propagateNan;
  bool isMinMax = kind == FBin::Max || kind == FBin::Min;
  if (isDirected(rounding) && !isMinMax) {
    const llvm::fltSemantics &sem = semanticsOf(r.elem);
    for (int64_t k = 0; k < n; ++k) {
      double x = a.getAsDouble(k * sa), y = b.getAsDouble(k * sb);
      if (useFtz) { x = ftz((float)x); y = ftz((float)y); }
      bool lost;
      llvm::APFloat ax(x), ay(y);
      ax.convert(sem, llvm::APFloat::rmNearestTiesToEven, &lost);
      ay.convert(sem, llvm::APFloat::rmNearestTiesToEven, &lost);
      switch (kind) {
      case FBin::Add: ax.add(ay, apMode(rounding)); break;
      case FBin::Sub: ax.subtract(ay, apMode(rounding)); break;
      case FBin::Mul: ax.multiply(ay, apMode(rounding)); break;
      case FBin::Div: ax.divide(ay, apMode(rounding)); break;
      default: break;
      }
      ax.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
                 &lost);
      double v = ax.convertToDouble();
      if (r.elem == Elem::F64) r.d[k] = v;
      else r.f[k] = useFtz ? ftz((float)v) : (float)v;
    }
    ex.setTile(op->getResult(0), std::move(r));
    return success();
  }
  if (r.elem == Elem::F64) {
    for (int64_t k = 0; k < n; ++k)
      r.d[k] = applyBin(kind, a.d[k * sa], b.d[k * sb], nanProp);
  } else if (useFtz) {
    for (int64_t k = 0; k < n; ++k)
      r.f[k] = ftz(applyBin(kind, ftz(a.f[k * sa]), ftz(b.f[k * sb]), nanProp));
  } else if (sa && sb && kind == FBin::Add) { // the hot loops, kept simple
    for (int64_t k = 0; k < n; ++k) r.f[k] = a.f[k] + b.f[k];
  } else if (sa && sb && kind == FBin::Mul) {
    for (int64_t k = 0; k < n; ++k) r.f[k] = a.f[k] * b.f[k];
  } else {
    for (int64_t k = 0; k < n; ++k)
      r.f[k] = applyBin(kind, a.f[k * sa], b.f[k * sb], nanProp);
  }
  if (r.elem != Elem::F32 && r.elem != Elem::F64)
    for (float &v : r.f)
      v = roundToElem(r.elem, v);
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

static LogicalResult runFma(Executor &ex, Operation *op, const OpFlags &f) {
  const Tile &a = ex.tile(op->getOperand(0)), &b = ex.tile(op->getOperand(1)),
             &c = ex.tile(op->getOperand(2));
  Tile r = resultLike(op->getResult(0), {&a, &b, &c});
  int64_t n = r.numElements(), sa = stepOf(a, r), sb = stepOf(b, r),
          sc = stepOf(c, r);
  RoundingMode rounding = f.rounding;
  bool useFtz = f.flushToZero && r.elem == Elem::F32;
  for (int64_t k = 0; k < n; ++k) {
    double x = a.getAsDouble(k * sa), y = b.getAsDouble(k * sb),
           z = c.getAsDouble(k * sc);
    if (useFtz) { x = ftz((float)x); y = ftz((float)y); z = ftz((float)z); }
    if (r.elem == Elem::F64 || isDirected(rounding) || r.elem != Elem::F32) {
      // One rounding: do the fused op in the element's own format.
      bool lost;
      const llvm::fltSemantics &sem = semanticsOf(r.elem);
      llvm::APFloat ax(x), ay(y), az(z);
      ax.convert(sem, llvm::APFloat::rmNearestTiesToEven, &lost);
      ay.convert(sem, llvm::APFloat::rmNearestTiesToEven, &lost);
      az.convert(sem, llvm::APFloat::rmNearestTiesToEven, &lost);
      ax.fusedMultiplyAdd(ay, az, apMode(rounding));
      ax.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
                 &lost);
      r.setFromDouble(k, ax.convertToDouble());
    } else {
      r.f[k] = std::fma((float)x, (float)y, (float)z);
    }
    if (useFtz) r.f[k] = ftz(r.f[k]);
  }
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

static LogicalResult runCmpf(Executor &ex, Operation *op, const OpFlags &f) {
  const Tile &a = ex.tile(op->getOperand(0)), &b = ex.tile(op->getOperand(1));
  Tile r = resultLike(op->getResult(0), {&a, &b});
  ComparisonPredicate pred = f.predicate;
  bool ordered = f.ordering == cuda_tile::ComparisonOrdering::ordered;
  int64_t n = r.numElements(), sa = stepOf(a, r), sb = stepOf(b, r);
  for (int64_t k = 0; k < n; ++k) {
    double x = a.getAsDouble(k * sa), y = b.getAsDouble(k * sb);
    bool v = false;
    if (std::isnan(x) || std::isnan(y)) {
      v = !ordered;
    } else {
      switch (pred) {
      case ComparisonPredicate::equal: v = x == y; break;
      case ComparisonPredicate::not_equal: v = x != y; break;
      case ComparisonPredicate::less_than: v = x < y; break;
      case ComparisonPredicate::less_than_or_equal: v = x <= y; break;
      case ComparisonPredicate::greater_than: v = x > y; break;
      case ComparisonPredicate::greater_than_or_equal: v = x >= y; break;
      }
    }
    r.i[k] = v ? -1 : 0;
  }
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

//===----------------------------------------------------------------------===//
// Integer ops
//===----------------------------------------------------------------------===//

enum class IBin { Add, Sub, Mul, And, Or, Xor, Shl, Shr, Div, Rem, Max, Min,
                  MulHi };

static LogicalResult intBin(Executor &ex, Operation *op, IBin kind,
                            const OpFlags &f) {
  const Tile &a = ex.tile(op->getOperand(0)), &b = ex.tile(op->getOperand(1));
  Tile r = resultLike(op->getResult(0), {&a, &b});
  unsigned w = r.width();
  int64_t n = r.numElements(), sa = stepOf(a, r), sb = stepOf(b, r);
  bool isSigned = f.isSigned();
  IntegerOverflow ovf = f.overflow;
  RoundingMode rounding = f.divRounding;
  int64_t smin = w >= 64 ? INT64_MIN : -(int64_t(1) << (w - 1));
  for (int64_t k = 0; k < n; ++k) {
    int64_t x = a.i[k * sa], y = b.i[k * sb];
    uint64_t ux = asUnsigned(w, x), uy = asUnsigned(w, y);
    int64_t v = 0;
    switch (kind) {
    case IBin::Add: case IBin::Sub: case IBin::Mul: {
      __int128 sx = x, sy = y, ix = ux, iy = uy, s, u;
      if (kind == IBin::Add) { s = sx + sy; u = ix + iy; }
      else if (kind == IBin::Sub) { s = sx - sy; u = ix - iy; }
      else { s = sx * sy; u = ix * iy; }
      v = (int64_t)(uint64_t)s;
      if (noSignedWrap(ovf) && (__int128)wrapInt(w, v) != s)
        return ex.fail(op, "integer overflow of a no_signed_wrap op (element " +
                               std::to_string(k) + ")");
      if (noUnsignedWrap(ovf) && (u < 0 || (__int128)asUnsigned(w, (int64_t)(uint64_t)u) != u))
        return ex.fail(op, "integer overflow of a no_unsigned_wrap op "
                           "(element " + std::to_string(k) + ")");
      break;
    }
    case IBin::And: v = x & y; break;
    case IBin::Or: v = x | y; break;
    case IBin::Xor: v = x ^ y; break;
    case IBin::Shl: v = uy >= w ? 0 : (int64_t)(ux << uy); break;
    case IBin::Shr:
      if (isSigned) v = uy >= w ? (x < 0 ? -1 : 0) : x >> uy;
      else v = uy >= w ? 0 : (int64_t)(ux >> uy);
      break;
    case IBin::Div: case IBin::Rem: {
      if (uy == 0)
        return ex.fail(op, "integer division by zero (element " +
                               std::to_string(k) + ")");
      if (isSigned && x == smin && y == -1)
        return ex.fail(op, "signed integer division overflow (element " +
                               std::to_string(k) + ")");
      if (isSigned) {
        int64_t q = x / y, rem = x % y;
        if (kind == IBin::Rem) { v = rem; break; }
        if (rem != 0 && rounding == RoundingMode::negative_inf && ((rem < 0) != (y < 0))) --q;
        if (rem != 0 && rounding == RoundingMode::positive_inf && ((rem < 0) == (y < 0))) ++q;
        v = q;
      } else {
        uint64_t q = ux / uy, rem = ux % uy;
        if (kind == IBin::Rem) { v = (int64_t)rem; break; }
        if (rem != 0 && rounding == RoundingMode::positive_inf) ++q;
        v = (int64_t)q;
      }
      break;
    }
    case IBin::Max: v = isSigned ? std::max(x, y) : (int64_t)std::max(ux, uy); break;
    case IBin::Min: v = isSigned ? std::min(x, y) : (int64_t)std::min(ux, uy); break;
    case IBin::MulHi: {
      unsigned __int128 p = (unsigned __int128)ux * uy;
      v = (int64_t)(uint64_t)(p >> w);
      break;
    }
    }
    r.i[k] = wrapInt(w, v);
  }
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

static LogicalResult runCmpi(Executor &ex, Operation *op, const OpFlags &f) {
  const Tile &a = ex.tile(op->getOperand(0)), &b = ex.tile(op->getOperand(1));
  Tile r = resultLike(op->getResult(0), {&a, &b});
  ComparisonPredicate pred = f.predicate;
  bool isSigned = f.isSigned();
  unsigned w = a.width();
  int64_t n = r.numElements(), sa = stepOf(a, r), sb = stepOf(b, r);
  for (int64_t k = 0; k < n; ++k) {
    int64_t x = a.i[k * sa], y = b.i[k * sb];
    int c;
    if (isSigned) c = x < y ? -1 : x > y;
    else {
      uint64_t ux = asUnsigned(w, x), uy = asUnsigned(w, y);
      c = ux < uy ? -1 : ux > uy;
    }
    bool v = false;
    switch (pred) {
    case ComparisonPredicate::equal: v = c == 0; break;
    case ComparisonPredicate::not_equal: v = c != 0; break;
    case ComparisonPredicate::less_than: v = c < 0; break;
    case ComparisonPredicate::less_than_or_equal: v = c <= 0; break;
    case ComparisonPredicate::greater_than: v = c > 0; break;
    case ComparisonPredicate::greater_than_or_equal: v = c >= 0; break;
    }
    r.i[k] = v ? -1 : 0;
  }
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

static LogicalResult intUnary(Executor &ex, Operation *op, bool isAbs,
                              const OpFlags &f) {
  const Tile &a = ex.tile(op->getOperand(0));
  Tile r = resultLike(op->getResult(0), {&a});
  unsigned w = r.width();
  IntegerOverflow ovf = f.overflow;
  int64_t smin = w >= 64 ? INT64_MIN : -(int64_t(1) << (w - 1));
  for (int64_t k = 0; k < r.numElements(); ++k) {
    int64_t x = a.i[k];
    if (!isAbs && noSignedWrap(ovf) && x == smin)
      return ex.fail(op, "integer overflow of a no_signed_wrap negi (element " +
                             std::to_string(k) + ")");
    // Both wrap at the minimum: absi reads the result as unsigned.
    r.i[k] = wrapInt(w, (int64_t)(0 - (uint64_t)((isAbs && x >= 0) ? -x : x)));
  }
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

#define BIN(kind)                                                              \
  [](Executor &ex, Operation *op, const OpFlags &f) {                          \
    return floatBin(ex, op, FBin::kind, f);                                    \
  }
#define IBIN(kind)                                                             \
  [](Executor &ex, Operation *op, const OpFlags &f) {                          \
    return intBin(ex, op, IBin::kind, f);                                      \
  }

void interp::registerArithHandlers(HandlerMap &m) {
  m.add<cuda_tile::AddFOp>(BIN(Add));
  m.add<cuda_tile::SubFOp>(BIN(Sub));
  m.add<cuda_tile::MulFOp>(BIN(Mul));
  m.add<cuda_tile::DivFOp>(BIN(Div));
  m.add<cuda_tile::MaxFOp>(BIN(Max));
  m.add<cuda_tile::MinFOp>(BIN(Min));
  m.add<cuda_tile::RemFOp>(BIN(Rem));
  m.add<cuda_tile::PowOp>(BIN(Pow));
  m.add<cuda_tile::Atan2Op>(BIN(Atan2));
  m.add<cuda_tile::FmaOp>(runFma);
  m.add<cuda_tile::CmpFOp>(runCmpf);
  m.add<cuda_tile::AddIOp>(IBIN(Add));
  m.add<cuda_tile::SubIOp>(IBIN(Sub));
  m.add<cuda_tile::MulIOp>(IBIN(Mul));
  m.add<cuda_tile::AndIOp>(IBIN(And));
  m.add<cuda_tile::OrIOp>(IBIN(Or));
  m.add<cuda_tile::XOrIOp>(IBIN(Xor));
  m.add<cuda_tile::ShLIOp>(IBIN(Shl));
  m.add<cuda_tile::ShRIOp>(IBIN(Shr));
  m.add<cuda_tile::DivIOp>(IBIN(Div));
  m.add<cuda_tile::RemIOp>(IBIN(Rem));
  m.add<cuda_tile::MaxIOp>(IBIN(Max));
  m.add<cuda_tile::MinIOp>(IBIN(Min));
  m.add<cuda_tile::MulhiIOp>(IBIN(MulHi));
  m.add<cuda_tile::CmpIOp>(runCmpi);
  m.add<cuda_tile::AbsIOp>([](Executor &ex, Operation *op, const OpFlags &f) {
    return intUnary(ex, op, true, f);
  });
  m.add<cuda_tile::NegIOp>([](Executor &ex, Operation *op, const OpFlags &f) {
    return intUnary(ex, op, false, f);
  });
}
