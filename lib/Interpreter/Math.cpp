//===- Math.cpp - unary float math and element type conversions -----------===//
//
// Math functions use the host libm in f32 (f64 for f64 tiles); the device's
// approximations may differ in the last bits, which the spec allows, so
// comparisons against a GPU need a tolerance.
//
//===----------------------------------------------------------------------===//
#include "Executor.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APSInt.h"
#include <cfenv>
#include <cmath>

using namespace mlir;
using namespace mlir::tileir::interp;
namespace interp = mlir::tileir::interp;
using cuda_tile::IntegerOverflow;
using cuda_tile::RoundingMode;

static float ftz(float v) {
  return std::fpclassify(v) == FP_SUBNORMAL ? std::copysign(0.0f, v) : v;
}

enum class FUn { Abs, Neg, Ceil, Floor, Sqrt, Rsqrt, Exp, Exp2, Log, Log2, Sin,
                 Cos, Tan, Sinh, Cosh, Tanh };

template <typename T> static T applyUn(FUn k, T x) {
  switch (k) {
  case FUn::Abs: return std::fabs(x);
  case FUn::Neg: return -x;
  case FUn::Ceil: return std::ceil(x);
  case FUn::Floor: return std::floor(x);
  case FUn::Sqrt: return std::sqrt(x);
  case FUn::Rsqrt: return T(1) / std::sqrt(x);
  case FUn::Exp: return std::exp(x);
  case FUn::Exp2: return std::exp2(x);
  case FUn::Log: return std::log(x);
  case FUn::Log2: return std::log2(x);
  case FUn::Sin: return std::sin(x);
  case FUn::Cos: return std::cos(x);
  case FUn::Tan: return std::tan(x);
  case FUn::Sinh: return std::sinh(x);
  case FUn::Cosh: return std::cosh(x);
  case FUn::Tanh: return std::tanh(x);
  }
  return x;
}

/// sqrt under a directed rounding mode: the FPU honours the mode for the
/// one correctly rounded instruction (volatile keeps it at run time).
template <typename T> static T sqrtRounded(T x, RoundingMode mode) {
  int old = fegetround();
  fesetround(mode == RoundingMode::zero           ? FE_TOWARDZERO
             : mode == RoundingMode::negative_inf ? FE_DOWNWARD
                                                  : FE_UPWARD);
  volatile T in = x;
  volatile T out = std::sqrt((T)in);
  fesetround(old);
  return out;
}

static LogicalResult floatUn(Executor &ex, Operation *op, FUn kind,
                             const OpFlags &f) {
  const Tile &a = ex.tile(op->getOperand(0));
  Tile r = resultLike(op->getResult(0), {&a});
  int64_t n = r.numElements();
  bool useFtz = f.flushToZero && r.elem == Elem::F32;
  RoundingMode rounding = f.rounding;
  bool directedSqrt = kind == FUn::Sqrt && (rounding == RoundingMode::zero ||
                                            rounding == RoundingMode::negative_inf ||
                                            rounding == RoundingMode::positive_inf);
  if (r.elem == Elem::F64) {
    for (int64_t k = 0; k < n; ++k)
      r.d[k] = directedSqrt ? sqrtRounded(a.d[k], rounding) : applyUn(kind, a.d[k]);
  } else {
    for (int64_t k = 0; k < n; ++k) {
      float x = useFtz ? ftz(a.f[k]) : a.f[k];
      float v = directedSqrt && r.elem == Elem::F32 ? sqrtRounded(x, rounding)
                                                    : applyUn(kind, x);
      r.f[k] = useFtz ? ftz(v) : v;
    }
    if (r.elem != Elem::F32)
      for (float &v : r.f)
        v = roundToElem(r.elem, v);
  }
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

/// x ** n for an integer n: square-and-multiply from the low bit, every
/// product rounded to the element type, and 1 / x**|n| for a negative n (the
/// order of LLVM's powi expansion, which the SIMT lowering emits too, so CPU
/// and GPU agree bit for bit). n == 0 gives 1, also for NaN.
template <typename T, typename RoundFn>
static T powiByParts(T x, int64_t n, unsigned width, RoundFn round) {
  uint64_t m = n < 0 ? uint64_t(0) - uint64_t(n) : uint64_t(n);
  T r = T(1), b = x;
  for (unsigned bit = 0; bit < width && (m >> bit); ++bit) {
    if ((m >> bit) & 1)
      r = round(r * b);
    b = round(b * b);
  }
  return n < 0 ? round(T(1) / r) : r;
}

static LogicalResult runFPowI(Executor &ex, Operation *op) {
  const Tile &a = ex.tile(op->getOperand(0));
  const Tile &e = ex.tile(op->getOperand(1));
  Tile r = resultLike(op->getResult(0), {&a});
  unsigned w = e.width();
  Elem elem = r.elem;
  for (int64_t k = 0; k < r.numElements(); ++k) {
    if (r.elem == Elem::F64) {
      r.d[k] = powiByParts<double>(a.d[k], e.i[k], w,
                                   [](double v) { return v; });
      continue;
    }
    r.f[k] = powiByParts<float>(a.f[k], e.i[k], w,
                                [&](float v) { return roundToElem(elem, v); });
  }
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

static LogicalResult runExtTrunc(Executor &ex, Operation *op, bool ext,
                                 const OpFlags &f) {
  const Tile &a = ex.tile(op->getOperand(0));
  Tile r = resultLike(op->getResult(0), {&a});
  unsigned win = a.width(), w = r.width();
  bool isSigned = f.isSigned();
  IntegerOverflow ovf = f.overflow;
  bool nsw = ovf == IntegerOverflow::no_signed_wrap || ovf == IntegerOverflow::no_wrap;
  bool nuw = ovf == IntegerOverflow::no_unsigned_wrap || ovf == IntegerOverflow::no_wrap;
  for (int64_t k = 0; k < r.numElements(); ++k) {
    int64_t x = a.i[k];
    if (ext) {
      r.i[k] = wrapInt(w, isSigned ? x : (int64_t)asUnsigned(win, x));
      continue;
    }
    r.i[k] = wrapInt(w, x);
    if ((nsw && r.i[k] != x) ||
        (nuw && asUnsigned(w, r.i[k]) != asUnsigned(win, x)))
      return ex.fail(op, "trunci: value " + std::to_string(x) +
                             " does not fit the result type, which its "
                             "overflow flag promises (element " +
                             std::to_string(k) + ")");
  }
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

static llvm::RoundingMode apMode(RoundingMode r) {
  switch (r) {
  case RoundingMode::zero:
  case RoundingMode::nearest_int_to_zero:
    return llvm::RoundingMode::TowardZero;
  case RoundingMode::negative_inf: return llvm::RoundingMode::TowardNegative;
  case RoundingMode::positive_inf: return llvm::RoundingMode::TowardPositive;
  default: return llvm::RoundingMode::NearestTiesToEven;
  }
}

/// Converts an APFloat to the tile's storage and writes element k.
static void storeAP(Tile &r, int64_t k, llvm::APFloat ap) {
  bool lost;
  ap.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
             &lost);
  double v = ap.convertToDouble();
  if (r.elem == Elem::F64) r.d[k] = v;
  else r.f[k] = (float)v; // exact: v is already a value of the narrow kind
}

static LogicalResult runIToF(Executor &ex, Operation *op) {
  const Tile &a = ex.tile(op->getOperand(0));
  Tile r = resultLike(op->getResult(0), {&a});
  auto itof = cast<cuda_tile::IToFOp>(op);
  bool isSigned = itof.getSignedness() == cuda_tile::Signedness::Signed;
  RoundingMode rounding = itof.getRoundingMode();
  unsigned w = a.width();
  for (int64_t k = 0; k < r.numElements(); ++k) {
    int64_t x = a.i[k];
    if (w <= 32 && rounding == RoundingMode::nearest_even) { // exact in double, then one rounding
      double v = isSigned ? (double)x : (double)asUnsigned(w, x);
      r.setFromDouble(k, v);
      continue;
    }
    llvm::APFloat ap(semanticsOf(r.elem));
    llvm::APSInt ai(llvm::APInt(64, isSigned ? x : asUnsigned(w, x), isSigned),
                    !isSigned);
    ap.convertFromAPInt(ai, isSigned, apMode(rounding));
    storeAP(r, k, ap);
  }
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

static LogicalResult runFToI(Executor &ex, Operation *op) {
  const Tile &a = ex.tile(op->getOperand(0));
  Tile r = resultLike(op->getResult(0), {&a});
  bool isSigned = cast<cuda_tile::FToIOp>(op).getSignedness() ==
                  cuda_tile::Signedness::Signed;
  unsigned w = r.width();
  // NaN, inf and out-of-range inputs are undefined; saturate (NaN -> 0).
  double lo = isSigned ? -std::ldexp(1.0, w - 1) : 0;
  double hi = isSigned ? std::ldexp(1.0, w - 1) - 1 : std::ldexp(1.0, w) - 1;
  for (int64_t k = 0; k < r.numElements(); ++k) {
    double x = std::trunc(a.getAsDouble(k));
    if (std::isnan(x)) x = 0;
    x = std::min(std::max(x, lo), hi);
    int64_t v = isSigned ? (int64_t)x
                         : (int64_t)(x >= 9.2e18 ? (uint64_t)(x / 2) * 2
                                                 : (uint64_t)x);
    r.i[k] = wrapInt(w, v);
  }
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

/// ftof to e4m3/e5m2 saturates to finite (cuda_tile spec 5.1.3, "Floating-
/// Point Conversion Semantics"): out-of-range values and +-Inf become
/// +-MAX_NORM; NaN stays NaN for e5m2 and becomes +MAX_NORM for e4m3.
/// Clamping first is the same as rounding then saturating: every value
/// beyond MAX_NORM rounds to MAX_NORM or past it.
static double satFinite(Elem e, double v) {
  double max = e == Elem::F8E4M3FN ? 448.0 : 57344.0;
  if (std::isnan(v))
    return e == Elem::F8E4M3FN ? max : v;
  return v < -max ? -max : v > max ? max : v;
}

static LogicalResult runFToF(Executor &ex, Operation *op) {
  const Tile &a = ex.tile(op->getOperand(0));
  Tile r = resultLike(op->getResult(0), {&a});
  RoundingMode rounding = cast<cuda_tile::FToFOp>(op).getRoundingMode();
  bool sat = r.elem == Elem::F8E4M3FN || r.elem == Elem::F8E5M2;
  for (int64_t k = 0; k < r.numElements(); ++k) {
    if (r.elem == Elem::F64) { r.d[k] = a.getAsDouble(k); continue; }
    if (rounding == RoundingMode::nearest_even && a.elem != Elem::F64) {
      r.f[k] = roundToElem(r.elem, sat ? (float)satFinite(r.elem, a.f[k])
                                       : a.f[k]);
      continue;
    }
    // From f64 or with a directed mode: one rounding from the exact value.
    bool lost;
    llvm::APFloat ap(sat ? satFinite(r.elem, a.getAsDouble(k))
                         : a.getAsDouble(k));
    ap.convert(semanticsOf(r.elem), apMode(rounding), &lost);
    storeAP(r, k, ap);
  }
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

static LogicalResult runBitcast(Executor &ex, Operation *op) {
  const Tile &a = ex.tile(op->getOperand(0));
  Tile r = resultLike(op->getResult(0), {&a});
  for (int64_t k = 0; k < r.numElements(); ++k) {
    uint64_t bits = isFloatElem(a.elem) ? floatToBits(a.elem, a.getAsDouble(k))
                                        : asUnsigned(a.width(), a.i[k]);
    if (isFloatElem(r.elem)) {
      double v = bitsToFloat(r.elem, bits);
      if (r.elem == Elem::F64) r.d[k] = v;
      else r.f[k] = (float)v;
    } else {
      r.i[k] = wrapInt(r.width(), (int64_t)bits);
    }
  }
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

static LogicalResult runPtrCast(Executor &ex, Operation *op) {
  const Tile &a = ex.tile(op->getOperand(0));
  Tile r = resultLike(op->getResult(0), {&a});
  r.i = a.i;
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

#define UN(kind)                                                               \
  [](Executor &ex, Operation *op, const OpFlags &f) {                          \
    return floatUn(ex, op, FUn::kind, f);                                      \
  }

void interp::registerMathHandlers(HandlerMap &m) {
  m.add<cuda_tile::AbsFOp>(UN(Abs));
  m.add<cuda_tile::NegFOp>(UN(Neg));
  m.add<cuda_tile::CeilOp>(UN(Ceil));
  m.add<cuda_tile::FloorOp>(UN(Floor));
  m.add<cuda_tile::SqrtOp>(UN(Sqrt));
  m.add<cuda_tile::RsqrtOp>(UN(Rsqrt));
  m.add<cuda_tile::ExpOp>(UN(Exp));
  m.add<cuda_tile::Exp2Op>(UN(Exp2));
  m.add<cuda_tile::LogOp>(UN(Log));
  m.add<cuda_tile::Log2Op>(UN(Log2));
  m.add<cuda_tile::SinOp>(UN(Sin));
  m.add<cuda_tile::CosOp>(UN(Cos));
  m.add<cuda_tile::TanOp>(UN(Tan));
  m.add<cuda_tile::SinHOp>(UN(Sinh));
  m.add<cuda_tile::CosHOp>(UN(Cosh));
  m.add<cuda_tile::TanHOp>(UN(Tanh));
  m.add<cuda_tile::ExtIOp>([](Executor &ex, Operation *op, const OpFlags &f) {
    return runExtTrunc(ex, op, true, f);
  });
  m.add<cuda_tile::TruncIOp>([](Executor &ex, Operation *op, const OpFlags &f) {
    return runExtTrunc(ex, op, false, f);
  });
  m.add<cuda_tile::IToFOp>(runIToF);
  m.add<cuda_tile::FToIOp>(runFToI);
  m.add<cuda_tile::FPowIOp>(runFPowI);
  m.add<cuda_tile::FToFOp>(runFToF);
  m.add<cuda_tile::BitcastOp>(runBitcast);
  m.add<cuda_tile::IntToPtrOp>(runPtrCast);
  m.add<cuda_tile::PtrToIntOp>(runPtrCast);
  m.add<cuda_tile::PtrToPtrOp>(runPtrCast);
}
