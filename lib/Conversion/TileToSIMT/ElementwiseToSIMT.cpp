//===- ElementwiseToSIMT.cpp - number ops onto arith/math -----------------===//
//
// Elementwise cuda_tile ops become the arith/math op of the same meaning on
// the lowered values (scalars or tensors with a layout); operands in other
// layouts are first moved into the layout of the operand that is dearest to
// move (unifyLayouts), and the result keeps that layout.
//
//===----------------------------------------------------------------------===//
#include "TileToSIMTImpl.h"

#include "mlir/IR/Matchers.h"
#include "llvm/ADT/STLExtras.h"
#include <cmath>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::detail;
namespace ct = mlir::cuda_tile;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Moves every tensor of `operands` into one layout, the one of the operand
/// with the highest layoutWeight (the first of them); returns that layout
/// (null when all are scalars).
static Attribute unifyLayouts(OpBuilder &b, Location loc,
                              MutableArrayRef<Value> operands) {
  Attribute enc;
  int best = -1;
  for (Value v : operands)
    if (auto rt = dyn_cast<RankedTensorType>(v.getType())) {
      int w = layoutWeight(v);
      if (w > best) {
        best = w;
        enc = rt.getEncoding();
      }
    }
  for (Value &v : operands)
    if (auto rt = dyn_cast<RankedTensorType>(v.getType()))
      v = toType(b, v,
                 RankedTensorType::get(rt.getShape(), rt.getElementType(), enc),
                 loc);
  return enc;
}

template <typename Op>
using FlushToZeroT = decltype(std::declval<Op>().getFlushToZero());
template <typename Op>
using RoundingModeT = decltype(std::declval<Op>().getRoundingMode());

/// Refuses float semantics the lowering does not implement yet, so they
/// fail loudly instead of silently computing round-to-nearest results.
template <typename Op> static LogicalResult checkFloatSemantics(Op op) {
  if constexpr (llvm::is_detected<RoundingModeT, Op>::value) {
    ct::RoundingMode m = op.getRoundingMode();
    bool ok;
    if constexpr (std::is_same_v<Op, ct::FToIOp>) {
      ok = m == ct::RoundingMode::nearest_int_to_zero; // fptosi truncates
    } else {
      bool widening = false;
      if constexpr (std::is_same_v<Op, ct::FToFOp>)
        widening = getElementTypeOrSelf(scalarElementType(op.getFrom().getType()))
                       .getIntOrFloatBitWidth() <
                   getElementTypeOrSelf(scalarElementType(op.getTo().getType()))
                       .getIntOrFloatBitWidth();
      // Widening is exact under every mode; a correctly rounded result is
      // also a valid `approx` / `full` one.
      ok = widening || m == ct::RoundingMode::nearest_even ||
           m == ct::RoundingMode::approx || m == ct::RoundingMode::full;
    }
    if (!ok)
      return op.emitError("rounding mode '")
             << ct::stringifyRoundingMode(m) << "' of '" << op->getName()
             << "' has no SIMT lowering yet";
  }
  return success();
}

static bool isSigned(ct::Signedness s) { return s == ct::Signedness::Signed; }

template <typename Op> static bool flushesToZero(Op op) {
  if constexpr (llvm::is_detected<FlushToZeroT, Op>::value)
    return op.getFlushToZero();
  return false;
}

/// `x` with every subnormal element replaced by a zero of its sign: the
/// spec's flush_to_zero, applied to an op's float inputs and results (as
/// PTX's .ftz). One .ftz instruction for f32 (the only type the spec lets
/// flush); an exact emulation otherwise. NaN and normal values pass
/// unchanged.
static Value flushSubnormals(OpBuilder &b, Location loc, Value x) {
  Type ty = x.getType();
  auto ft = dyn_cast<FloatType>(getElementTypeOrSelf(ty));
  if (!ft)
    return x;
  if (ft.isF32())
    return simt::FloatOp::create(b, loc, ty, simt::FloatKind::flush,
                                 ValueRange{x}, /*ftz=*/true,
                                 /*approx=*/false);
  auto splat = [&](const llvm::APFloat &v) -> Value {
    TypedAttr a = b.getFloatAttr(ft, v);
    if (auto st = dyn_cast<ShapedType>(ty))
      a = DenseElementsAttr::get(st, cast<Attribute>(a));
    return arith::ConstantOp::create(b, loc, ty, a);
  };
  const llvm::fltSemantics &sem = ft.getFloatSemantics();
  Value smallest = splat(llvm::APFloat::getSmallestNormalized(sem));
  Value mag = math::AbsFOp::create(b, loc, x);
  Value sub = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, mag,
                                    smallest);
  Value zero = math::CopySignOp::create(b, loc, splat(llvm::APFloat::getZero(sem)), x);
  return arith::SelectOp::create(b, loc, sub, zero, x);
}

static Type withElement(Type like, Type elt) {
  if (auto rt = dyn_cast<RankedTensorType>(like))
    return rt.clone(elt);
  return elt;
}

/// The bytes of an fp8 -> f32 (exact: f32 holds every fp8 value; NaN stays
/// NaN). The arith.extf from the fp8 type is lowered per chip.
Value mlir::tileir::detail::decodeF8(OpBuilder &b, Location loc, Value bits,
                                    Type f8) {
  Value t = arith::BitcastOp::create(b, loc, withElement(bits.getType(), f8),
                                     bits);
  return arith::ExtFOp::create(b, loc,
                               withElement(bits.getType(), b.getF32Type()), t);
}

/// `op` as one tile_simt.float op where PTX has one f32 instruction for it
/// and arith cannot say it: flush_to_zero (.ftz), and division, square
/// root, tanh or exp rounded approx (div.approx, sqrt.approx, tanh.approx,
/// ex2.approx of x * log2(e): the instructions the front ends ask for with
/// it; tanh and exp otherwise expand into several). Null otherwise. Other
/// ops rounded approx, and every op rounded full, are computed correctly
/// rounded: no mode is more precise, so each allows it.
template <typename Op>
static Value nativeFloat(Op op, Type ty, ArrayRef<Value> operands,
                         OpBuilder &b) {
  if (!getElementTypeOrSelf(ty).isF32())
    return {};
  std::optional<simt::FloatKind> kind;
  if constexpr (std::is_same_v<Op, ct::AddFOp>)
    kind = simt::FloatKind::add;
  else if constexpr (std::is_same_v<Op, ct::SubFOp>)
    kind = simt::FloatKind::sub;
  else if constexpr (std::is_same_v<Op, ct::MulFOp>)
    kind = simt::FloatKind::mul;
  else if constexpr (std::is_same_v<Op, ct::DivFOp>)
    kind = simt::FloatKind::div;
  else if constexpr (std::is_same_v<Op, ct::FmaOp>)
    kind = simt::FloatKind::fma;
  else if constexpr (std::is_same_v<Op, ct::SqrtOp>)
    kind = simt::FloatKind::sqrt;
  else if constexpr (std::is_same_v<Op, ct::RsqrtOp>)
    kind = simt::FloatKind::rsqrt;
  else if constexpr (std::is_same_v<Op, ct::Exp2Op>)
    kind = simt::FloatKind::exp2;
  else if constexpr (std::is_same_v<Op, ct::TanHOp>)
    kind = simt::FloatKind::tanh;
  else if constexpr (std::is_same_v<Op, ct::ExpOp>)
    kind = simt::FloatKind::exp;
  if (!kind)
    return {};
  bool approx = false;
  if constexpr (llvm::is_detected<RoundingModeT, Op>::value)
    approx = op.getRoundingMode() == ct::RoundingMode::approx &&
             simt::hasApproxForm(*kind);
  bool ftz = flushesToZero(op);
  if ((!ftz && !approx) || (simt::isApproxOnly(*kind) && (!approx || ftz)))
    return {};
  return simt::FloatOp::create(b, op.getLoc(), ty, *kind, operands, ftz,
                               approx);
}

namespace {
/// Shared shape of the elementwise patterns: operands as found, one layout,
/// the result type in that layout; `build` makes the new value.
template <typename SrcOp>
struct ElementwisePattern : TileOpConversion<SrcOp> {
  using TileOpConversion<SrcOp>::TileOpConversion;
  using Adaptor = typename SrcOp::Adaptor;

  virtual Value build(SrcOp op, Type ty, ArrayRef<Value> operands,
                      ConversionPatternRewriter &rewriter) const = 0;

  LogicalResult
  matchAndRewrite(SrcOp op, Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkFloatSemantics(op)))
      return failure();
    SmallVector<Value> operands;
    for (Value v : adaptor.getOperands())
      operands.push_back(actual(v));
    Attribute enc = unifyLayouts(rewriter, op.getLoc(), operands);
    Type ty = this->tc().convertTileOrError(op->getResult(0).getType(),
                                            op.getLoc(), enc);
    if (!ty)
      return failure();
    if (Value r = nativeFloat(op, ty, operands, rewriter)) {
      rewriter.replaceOp(op, r);
      return success();
    }
    bool ftz = flushesToZero(op);
    if (ftz)
      for (Value &v : operands)
        v = flushSubnormals(rewriter, op.getLoc(), v);
    Value r = build(op, ty, operands, rewriter);
    if (!r)
      return failure();
    if (ftz)
      r = flushSubnormals(rewriter, op.getLoc(), r);
    rewriter.replaceOp(op, r);
    return success();
  }
};

/// cuda_tile op -> the arith/math op of the same meaning.
template <typename SrcOp, typename DstOp>
struct Direct : ElementwisePattern<SrcOp> {
  using ElementwisePattern<SrcOp>::ElementwisePattern;
  Value build(SrcOp op, Type ty, ArrayRef<Value> operands,
              ConversionPatternRewriter &rewriter) const override {
    return DstOp::create(rewriter, op.getLoc(), TypeRange{ty}, operands)
        ->getResult(0);
  }
};

/// fpowi: square-and-multiply from the exponent's low bit, every product
/// rounded to the element type, and 1 / x**|n| for n < 0 (the order of
/// LLVM's powi expansion; the interpreter uses the same). Not llvm.powi:
/// NVPTX has no instruction for it and would call __powisf2, which no PTX
/// link provides; not libdevice's __nv_powif either, which would make every
/// such kernel need libdevice. A constant splat exponent unrolls to its set
/// bits; otherwise each bit of the exponent's width is tested with selects,
/// so lanes with different exponents take one path.
struct FPowI : ElementwisePattern<ct::FPowIOp> {
  using ElementwisePattern::ElementwisePattern;
  static Value splat(OpBuilder &b, Location loc, Type ty, TypedAttr scalar) {
    if (auto st = dyn_cast<ShapedType>(ty)) {
      Attribute elem = scalar;
      return arith::ConstantOp::create(b, loc, st,
                                       DenseElementsAttr::get(st, elem));
    }
    return arith::ConstantOp::create(b, loc, scalar);
  }
  static std::optional<int64_t> constantExponent(ct::FPowIOp op, Value n) {
    APInt c;
    if (matchPattern(n, m_ConstantInt(&c)))
      return c.getSExtValue();
    if (auto cst = op.getExponent().getDefiningOp<ct::ConstantOp>())
      if (auto d = dyn_cast<DenseIntElementsAttr>(cst.getValue());
          d && d.isSplat())
        return d.getSplatValue<APInt>().getSExtValue();
    return std::nullopt;
  }
  Value build(ct::FPowIOp op, Type ty, ArrayRef<Value> operands,
              ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    Value x = operands[0], n = operands[1];
    Type fe = getElementTypeOrSelf(ty);
    Value one = splat(b, loc, ty, b.getFloatAttr(fe, 1.0));
    auto mul = [&](Value l, Value r) -> Value {
      return arith::MulFOp::create(b, loc, l, r);
    };
    if (std::optional<int64_t> e = constantExponent(op, n)) {
      uint64_t m = *e < 0 ? uint64_t(0) - uint64_t(*e) : uint64_t(*e);
      Value r, base = x;
      while (m) {
        if (m & 1)
          r = r ? mul(r, base) : base;
        m >>= 1;
        if (m)
          base = mul(base, base);
      }
      if (!r)
        return one;
      return *e < 0 ? Value(arith::DivFOp::create(b, loc, one, r)) : r;
    }
    Type nt = n.getType();
    auto ie = cast<IntegerType>(getElementTypeOrSelf(nt));
    unsigned w = ie.getWidth();
    auto iconst = [&](uint64_t v) {
      return splat(b, loc, nt, b.getIntegerAttr(ie, APInt(w, v)));
    };
    Value zero = iconst(0);
    Value neg = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, n, zero);
    // |n| as an unsigned number (the most negative n included).
    Value m = arith::SelectOp::create(
        b, loc, neg, arith::SubIOp::create(b, loc, zero, n), n);
    Value r = one, base = x;
    for (unsigned bit = 0; bit < w; ++bit) {
      Value set = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::ne,
          arith::AndIOp::create(b, loc, m, iconst(uint64_t(1) << bit)), zero);
      r = arith::SelectOp::create(b, loc, set, mul(r, base), r);
      if (bit + 1 < w)
        base = mul(base, base);
    }
    return arith::SelectOp::create(b, loc, neg,
                                   arith::DivFOp::create(b, loc, one, r), r);
  }
};

/// ftoi truncates (fptosi / fptoui). `saturating` (13.4) clamps out-of-range
/// inputs to the integer range and maps NaN to 0: LLVM makes those poison,
/// so the clamp is explicit. The bounds are powers of two, exact in every
/// source type or +-inf where the type cannot reach them. fp8 sources keep
/// the plain conversion (their range fits every result but i4 anyway).
struct FToI : ElementwisePattern<ct::FToIOp> {
  using ElementwisePattern::ElementwisePattern;
  Value build(ct::FToIOp op, Type ty, ArrayRef<Value> operands,
              ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    Value x = operands[0];
    bool sgn = isSigned(op.getSignedness());
    Value r = sgn ? Value(arith::FPToSIOp::create(b, loc, ty, x))
                  : Value(arith::FPToUIOp::create(b, loc, ty, x));
    auto fe = dyn_cast<FloatType>(getElementTypeOrSelf(x.getType()));
    if (!op.getSaturating() || !fe || fe.getWidth() < 16)
      return r;
    auto ie = cast<IntegerType>(getElementTypeOrSelf(ty));
    unsigned w = ie.getWidth();
    auto fconst = [&](double v) {
      return FPowI::splat(b, loc, x.getType(), b.getFloatAttr(fe, v));
    };
    auto iconst = [&](const APInt &v) {
      return FPowI::splat(b, loc, ty, b.getIntegerAttr(ie, v));
    };
    auto cmp = [&](arith::CmpFPredicate p, Value l, Value rhs) -> Value {
      return arith::CmpFOp::create(b, loc, p, l, rhs);
    };
    double hi = std::ldexp(1.0, sgn ? int(w) - 1 : int(w));
    Value tooHigh = cmp(arith::CmpFPredicate::OGE, x, fconst(hi));
    Value tooLow = cmp(arith::CmpFPredicate::OLE, x, fconst(sgn ? -hi : 0.0));
    Value nan = cmp(arith::CmpFPredicate::UNO, x, x);
    r = arith::SelectOp::create(
        b, loc, tooHigh,
        iconst(sgn ? APInt::getSignedMaxValue(w) : APInt::getMaxValue(w)), r);
    r = arith::SelectOp::create(
        b, loc, tooLow,
        iconst(sgn ? APInt::getSignedMinValue(w) : APInt::getZero(w)), r);
    return arith::SelectOp::create(b, loc, nan, iconst(APInt::getZero(w)), r);
  }
};

/// Ops whose meaning depends on the signedness attribute. With
/// `i1IsUnsigned`, an i1 operand is a truth value: true is 1 whatever the
/// signedness (itof, exti).
template <typename SrcOp, typename SignedOp, typename UnsignedOp,
          bool i1IsUnsigned = false>
struct BySignedness : ElementwisePattern<SrcOp> {
  using ElementwisePattern<SrcOp>::ElementwisePattern;
  Value build(SrcOp op, Type ty, ArrayRef<Value> operands,
              ConversionPatternRewriter &rewriter) const override {
    bool truth =
        i1IsUnsigned && getElementTypeOrSelf(operands[0].getType()).isInteger(1);
    if (isSigned(op.getSignedness()) && !truth)
      return SignedOp::create(rewriter, op.getLoc(), TypeRange{ty}, operands)
          ->getResult(0);
    return UnsignedOp::create(rewriter, op.getLoc(), TypeRange{ty}, operands)
        ->getResult(0);
  }
};

/// maxf/minf: IEEE maximum (NaN wins) with propagate_nan, else maxNum.
template <typename SrcOp, typename NanOp, typename NumOp>
struct MinMaxF : ElementwisePattern<SrcOp> {
  using ElementwisePattern<SrcOp>::ElementwisePattern;
  Value build(SrcOp op, Type ty, ArrayRef<Value> operands,
              ConversionPatternRewriter &rewriter) const override {
    if (op.getPropagateNan())
      return NanOp::create(rewriter, op.getLoc(), TypeRange{ty}, operands)
          ->getResult(0);
    return NumOp::create(rewriter, op.getLoc(), TypeRange{ty}, operands)
        ->getResult(0);
  }
};

std::optional<arith::CmpIPredicate> cmpIPred(ct::ComparisonPredicate p,
                                             bool sgn) {
  using P = arith::CmpIPredicate;
  switch (p) {
  case ct::ComparisonPredicate::equal: return P::eq;
  case ct::ComparisonPredicate::not_equal: return P::ne;
  case ct::ComparisonPredicate::less_than: return sgn ? P::slt : P::ult;
  case ct::ComparisonPredicate::less_than_or_equal: return sgn ? P::sle : P::ule;
  case ct::ComparisonPredicate::greater_than: return sgn ? P::sgt : P::ugt;
  case ct::ComparisonPredicate::greater_than_or_equal:
    return sgn ? P::sge : P::uge;
  }
  return std::nullopt;
}

std::optional<arith::CmpFPredicate> cmpFPred(ct::ComparisonPredicate p,
                                             bool ordered) {
  using P = arith::CmpFPredicate;
  switch (p) {
  case ct::ComparisonPredicate::equal: return ordered ? P::OEQ : P::UEQ;
  case ct::ComparisonPredicate::not_equal: return ordered ? P::ONE : P::UNE;
  case ct::ComparisonPredicate::less_than: return ordered ? P::OLT : P::ULT;
  case ct::ComparisonPredicate::less_than_or_equal:
    return ordered ? P::OLE : P::ULE;
  case ct::ComparisonPredicate::greater_than: return ordered ? P::OGT : P::UGT;
  case ct::ComparisonPredicate::greater_than_or_equal:
    return ordered ? P::OGE : P::UGE;
  }
  return std::nullopt;
}

struct CmpI : ElementwisePattern<ct::CmpIOp> {
  using ElementwisePattern::ElementwisePattern;
  Value build(ct::CmpIOp op, Type ty, ArrayRef<Value> v,
              ConversionPatternRewriter &rewriter) const override {
    return arith::CmpIOp::create(
        rewriter, op.getLoc(),
        *cmpIPred(op.getComparisonPredicate(), isSigned(op.getSignedness())),
        v[0], v[1]);
  }
};

struct CmpF : ElementwisePattern<ct::CmpFOp> {
  using ElementwisePattern::ElementwisePattern;
  Value build(ct::CmpFOp op, Type ty, ArrayRef<Value> v,
              ConversionPatternRewriter &rewriter) const override {
    bool ordered =
        op.getComparisonOrdering() == ct::ComparisonOrdering::ordered;
    return arith::CmpFOp::create(
        rewriter, op.getLoc(), *cmpFPred(op.getComparisonPredicate(), ordered),
        v[0], v[1]);
  }
};

struct NegI : ElementwisePattern<ct::NegIOp> {
  using ElementwisePattern::ElementwisePattern;
  Value build(ct::NegIOp op, Type ty, ArrayRef<Value> v,
              ConversionPatternRewriter &rewriter) const override {
    Value zero = arith::ConstantOp::create(rewriter, op.getLoc(), ty,
                                           rewriter.getZeroAttr(ty));
    return arith::SubIOp::create(rewriter, op.getLoc(), zero, v[0]);
  }
};

/// divi with rounding toward +inf or -inf: the truncating quotient, moved
/// by one where the remainder is non-zero and the exact quotient lies on
/// the rounding side (signs of remainder and divisor agree for ceil).
static Value roundedDivision(OpBuilder &b, Location loc, Value x, Value y,
                             bool isSigned, ct::RoundingMode m) {
  Type ty = x.getType();
  auto cst = [&](int64_t v) -> Value {
    Type elt = getElementTypeOrSelf(ty);
    Attribute a = b.getIntegerAttr(elt, v);
    if (auto st = dyn_cast<ShapedType>(ty))
      a = DenseElementsAttr::get(st, a);
    return arith::ConstantOp::create(b, loc, ty, cast<TypedAttr>(a));
  };
  Value zero = cst(0);
  if (!isSigned) {
    Value q = arith::DivUIOp::create(b, loc, x, y);
    if (m != ct::RoundingMode::positive_inf)
      return q; // floor == truncation for unsigned
    Value r = arith::RemUIOp::create(b, loc, x, y);
    Value nz = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, r, zero);
    return arith::AddIOp::create(b, loc, q,
                                 arith::ExtUIOp::create(b, loc, ty, nz));
  }
  Value q = arith::DivSIOp::create(b, loc, x, y);
  Value r = arith::RemSIOp::create(b, loc, x, y);
  Value nz = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, r, zero);
  Value rNeg = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, r, zero);
  Value yNeg = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, y, zero);
  bool ceil = m == ct::RoundingMode::positive_inf;
  Value side = arith::CmpIOp::create(
      b, loc, ceil ? arith::CmpIPredicate::eq : arith::CmpIPredicate::ne,
      rNeg, yNeg);
  Value adjust = arith::ExtUIOp::create(
      b, loc, ty, arith::AndIOp::create(b, loc, nz, side));
  return ceil ? Value(arith::AddIOp::create(b, loc, q, adjust))
              : Value(arith::SubIOp::create(b, loc, q, adjust));
}

struct DivI : ElementwisePattern<ct::DivIOp> {
  using ElementwisePattern::ElementwisePattern;
  Value build(ct::DivIOp op, Type ty, ArrayRef<Value> v,
              ConversionPatternRewriter &rewriter) const override {
    bool sgn = isSigned(op.getSignedness());
    if (op.getRounding() != ct::RoundingMode::zero)
      return roundedDivision(rewriter, op.getLoc(), v[0], v[1], sgn,
                             op.getRounding());
    if (sgn)
      return arith::DivSIOp::create(rewriter, op.getLoc(), v[0], v[1]);
    return arith::DivUIOp::create(rewriter, op.getLoc(), v[0], v[1]);
  }
};

//===----------------------------------------------------------------------===//
// Conversions between element types
//===----------------------------------------------------------------------===//

/// A constant of type `ty` (scalar or tensor) holding `scalar` everywhere.
static Value splatConstant(OpBuilder &b, Location loc, Type ty,
                           TypedAttr scalar) {
  if (auto st = dyn_cast<ShapedType>(ty))
    return arith::ConstantOp::create(b, loc, ty,
                                     DenseElementsAttr::get(st, scalar));
  return arith::ConstantOp::create(b, loc, ty, scalar);
}

static Value intConstant(OpBuilder &b, Location loc, Type ty, int64_t v) {
  return splatConstant(b, loc, ty,
                       b.getIntegerAttr(getElementTypeOrSelf(ty), v));
}

static Value floatConstant(OpBuilder &b, Location loc, Type ty, double v) {
  return splatConstant(b, loc, ty, b.getFloatAttr(getElementTypeOrSelf(ty), v));
}

static bool isF8(Type t) { return isa<Float8E4M3FNType, Float8E5M2Type>(t); }
static bool isF4(Type t) { return isa<Float4E2M1FNType>(t); }

/// An e2m1 (its 4 bits in an i8) -> f32, exact. Bit 3 is the sign; the
/// exponent field e (bits 2..1, bias 1) and mantissa m (bit 0) give
/// 2^(e-1) * (1 + m/2) for e > 0 and m/2 for e == 0: magnitudes 0, 0.5, 1,
/// 1.5, 2, 3, 4, 6.
static Value decodeF4(OpBuilder &b, Location loc, Value bits) {
  Type ity = withElement(bits.getType(), b.getI32Type());
  auto c = [&](int64_t v) { return intConstant(b, loc, ity, v); };
  Value x = arith::ExtUIOp::create(b, loc, ity, bits);
  Value e = arith::AndIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, x, c(1)), c(3));
  Value m = arith::AndIOp::create(b, loc, x, c(1));
  Value exponent = arith::ShLIOp::create(
      b, loc, arith::AddIOp::create(b, loc, e, c(126)), c(23));
  Value mantissa = arith::ShLIOp::create(b, loc, m, c(22));
  Value normal = arith::OrIOp::create(b, loc, exponent, mantissa);
  Value half = arith::MulIOp::create(b, loc, m, c(0x3f000000));
  Value isSub =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, e, c(0));
  Value mag = arith::SelectOp::create(b, loc, isSub, half, normal);
  Value sign = arith::ShLIOp::create(
      b, loc, arith::AndIOp::create(b, loc, x, c(8)), c(28));
  return arith::BitcastOp::create(
      b, loc, withElement(bits.getType(), b.getF32Type()),
      arith::OrIOp::create(b, loc, mag, sign));
}

/// A standard float (f16, bf16, f32, f64) -> the bits of the nearest e2m1,
/// ties to even, saturating at +-6 (the format has no Inf; cuda_tile spec
/// 5.1.3 and the interpreter's APFloat conversion). The magnitude code is
/// the number of rounding boundaries |x| passes: between codes k and k+1 the
/// boundary is their midpoint, which belongs to the even code (so `>` when
/// k is even, `>=` when it is odd). The sign is kept, -0 included; NaN
/// becomes +0 as APFloat converts it. Exact: every boundary is a short
/// binary fraction, so the comparisons are exact in any source format.
static Value encodeF4(OpBuilder &b, Location loc, Value x) {
  Type fty = x.getType();
  unsigned w = getElementTypeOrSelf(fty).getIntOrFloatBitWidth();
  Type wty = withElement(fty, b.getIntegerType(w));
  Type i8ty = withElement(fty, b.getI8Type());
  Value bits = arith::BitcastOp::create(b, loc, wty, x);
  Value absBits = arith::AndIOp::create(
      b, loc, bits,
      intConstant(b, loc, wty, (int64_t)(llvm::APInt::getSignedMaxValue(w)
                                             .getZExtValue())));
  Value a = arith::BitcastOp::create(b, loc, fty, absBits);
  static const double bounds[] = {0.25, 0.75, 1.25, 1.75, 2.5, 3.5, 5.0};
  Value code = intConstant(b, loc, i8ty, 0);
  for (unsigned k = 0; k < 7; ++k) {
    auto pred = k % 2 ? arith::CmpFPredicate::OGE : arith::CmpFPredicate::OGT;
    Value past = arith::CmpFOp::create(b, loc, pred, a,
                                       floatConstant(b, loc, fty, bounds[k]));
    code = arith::AddIOp::create(b, loc, code,
                                 arith::ExtUIOp::create(b, loc, i8ty, past));
  }
  Value sign = arith::TruncIOp::create(
      b, loc, i8ty,
      arith::ShRUIOp::create(b, loc, bits, intConstant(b, loc, wty, w - 1)));
  Value r = arith::OrIOp::create(
      b, loc, code,
      arith::ShLIOp::create(b, loc, sign, intConstant(b, loc, i8ty, 3)));
  Value nan = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
  return arith::SelectOp::create(b, loc, nan, intConstant(b, loc, i8ty, 0), r);
}

/// Between the standard float types (f16, bf16, f32, f64) of the SIMT layer:
/// extension, truncation, or f16 <-> bf16 through f32 (exact: f32 holds
/// both).
static Value convertStandard(OpBuilder &b, Location loc, Value x, Type ty) {
  Type inElt = getElementTypeOrSelf(x.getType());
  Type outElt = getElementTypeOrSelf(ty);
  if (inElt == outElt)
    return x;
  unsigned iw = inElt.getIntOrFloatBitWidth(),
           ow = outElt.getIntOrFloatBitWidth();
  if (iw < ow)
    return arith::ExtFOp::create(b, loc, ty, x);
  if (iw > ow)
    return arith::TruncFOp::create(b, loc, ty, x);
  Value mid = arith::ExtFOp::create(b, loc, withElement(ty, b.getF32Type()), x);
  return arith::TruncFOp::create(b, loc, ty, mid);
}

/// f32 -> tf32 (carried as f32), round to nearest even on the 13 dropped
/// mantissa bits; carries into the exponent give the next binade or Inf as
/// IEEE rounding does, Inf and NaN pass unchanged (cuda_tile spec 5.1.3:
/// "NaN values are preserved", "may produce Inf"). Integer ops, exact on
/// every chip (cvt.rna.tf32.f32 rounds ties away from zero).
static Value roundToTF32(OpBuilder &b, Location loc, Value x) {
  Type ity = withElement(x.getType(), b.getI32Type());
  Value i = arith::BitcastOp::create(b, loc, ity, x);
  Value lsb = arith::AndIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, i, intConstant(b, loc, ity, 13)),
      intConstant(b, loc, ity, 1));
  Value r = arith::AddIOp::create(
      b, loc, arith::AddIOp::create(b, loc, i, intConstant(b, loc, ity, 0xfff)),
      lsb);
  r = arith::AndIOp::create(b, loc, r, intConstant(b, loc, ity, ~0x1fffll));
  Value mag =
      arith::AndIOp::create(b, loc, i, intConstant(b, loc, ity, 0x7fffffff));
  Value special = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, mag,
                                        intConstant(b, loc, ity, 0x7f800000));
  r = arith::SelectOp::create(b, loc, special, i, r);
  return arith::BitcastOp::create(b, loc, x.getType(), r);
}

/// f32 -> the bytes of an fp8 (cuda_tile spec 5.1.3, satfinite): finite
/// values and +-Inf out of range go to +-MAX_NORM (448 for e4m3, 57344 for
/// e5m2), NaN to +MAX_NORM (0x7e) for e4m3 and to NaN (0x7f) for e5m2.
/// The rounding itself (nearest even, of values within +-MAX_NORM) is the
/// arith.truncf to the fp8 type that convert-tile-simt-to-nvvm lowers per
/// chip (cvt.rn.satfinite on sm_89+, integer emulation before).
static Value encodeF8(OpBuilder &b, Location loc, Value x, Type f8) {
  bool e4m3 = isa<Float8E4M3FNType>(f8);
  double maxNorm = e4m3 ? 448.0 : 57344.0;
  Type fty = x.getType();
  Value c = arith::MaximumFOp::create(b, loc, x,
                                      floatConstant(b, loc, fty, -maxNorm));
  c = arith::MinimumFOp::create(b, loc, c, floatConstant(b, loc, fty, maxNorm));
  Value t = arith::TruncFOp::create(b, loc, withElement(fty, f8), c);
  Type i8ty = withElement(fty, b.getI8Type());
  Value bits = arith::BitcastOp::create(b, loc, i8ty, t);
  Value nan = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
  return arith::SelectOp::create(b, loc, nan,
                                 intConstant(b, loc, i8ty, e4m3 ? 0x7e : 0x7f),
                                 bits);
}


/// ftof. f16/bf16/f32/f64 map onto arith.extf/truncf; fp8 (bytes) and tf32
/// (f32) go through f32, where every value of theirs is exact, so each
/// conversion rounds once.
struct FToF : ElementwisePattern<ct::FToFOp> {
  using ElementwisePattern::ElementwisePattern;
  Value build(ct::FToFOp op, Type ty, ArrayRef<Value> v,
              ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type from = scalarElementType(op.getFrom().getType());
    Type to = scalarElementType(op.getTo().getType());
    if (from == to)
      return v[0];
    bool special = isF8(from) || isF8(to) || from.isTF32() || to.isTF32() ||
                   isF4(from) || isF4(to);
    if (!special)
      return convertStandard(rewriter, loc, v[0], ty);
    // e2m1 rounds from any standard float at once (encodeF4), and every e2m1
    // is exact in f32 and in each narrower float type, fp8 included.
    if (isF4(to)) {
      Value x = v[0];
      if (isF8(from))
        x = decodeF8(rewriter, loc, x, from);
      return encodeF4(rewriter, loc, x);
    }
    if (isF4(from)) {
      Value x = decodeF4(rewriter, loc, v[0]);
      if (isF8(to))
        return encodeF8(rewriter, loc, x, to);
      if (to.isTF32())
        return x;
      return convertStandard(rewriter, loc, x, ty);
    }
    if ((isF8(to) || to.isTF32()) && from.isF64()) {
      op.emitError("ftof from f64 to ")
          << to << " has no SIMT lowering yet (it would round twice)";
      return {};
    }
    // The source as a standard float: tf32 already is its f32, fp8 decodes
    // exactly to f32.
    Value x = v[0];
    if (isF8(from))
      x = decodeF8(rewriter, loc, x, from);
    if (isF8(to) || to.isTF32()) {
      Type f32ty = withElement(x.getType(), rewriter.getF32Type());
      x = convertStandard(rewriter, loc, x, f32ty); // exact widening
      if (to.isTF32())
        return from.isF16() || from.isBF16() || isF8(from)
                   ? x // already a tf32 value (10 or fewer mantissa bits)
                   : roundToTF32(rewriter, loc, x);
      return encodeF8(rewriter, loc, x, to);
    }
    return convertStandard(rewriter, loc, x, ty);
  }
};

struct Bitcast : ElementwisePattern<ct::BitcastOp> {
  using ElementwisePattern::ElementwisePattern;
  Value build(ct::BitcastOp op, Type ty, ArrayRef<Value> v,
              ConversionPatternRewriter &rewriter) const override {
    if (getElementTypeOrSelf(v[0].getType()).getIntOrFloatBitWidth() !=
        getElementTypeOrSelf(ty).getIntOrFloatBitWidth()) {
      op.emitError("bitcast between widths has no SIMT lowering");
      return {};
    }
    return arith::BitcastOp::create(rewriter, op.getLoc(), ty, v[0]);
  }
};

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

struct Constant : TileOpConversion<ct::ConstantOp> {
  using TileOpConversion::TileOpConversion;
  /// The value of type `ty` (scalar or tensor) holding `a` everywhere: fp8
  /// values become their bytes, tf32 ones the f32 of the same value.
  static TypedAttr lowerScalar(Attribute a, Type ty) {
    Type elt = getElementTypeOrSelf(ty);
    TypedAttr s = cast<TypedAttr>(a);
    if (auto f = dyn_cast<FloatAttr>(a); f && f.getType() != elt) {
      llvm::APFloat v = f.getValue();
      if (auto it = dyn_cast<IntegerType>(elt)) {
        // fp8 and e2m1 values become their bits (e2m1 zero-extended).
        s = IntegerAttr::get(it, v.bitcastToAPInt().zext(it.getWidth()));
      } else {
        bool lost;
        v.convert(cast<FloatType>(elt).getFloatSemantics(),
                  llvm::APFloat::rmNearestTiesToEven, &lost);
        s = FloatAttr::get(elt, v);
      }
    }
    if (auto st = dyn_cast<ShapedType>(ty))
      return DenseElementsAttr::get(st, s);
    return s;
  }
  LogicalResult
  matchAndRewrite(ct::ConstantOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto dense = dyn_cast<DenseElementsAttr>(op.getValue());
    if (!dense)
      return op.emitError("constant without dense elements value");
    Type ty = tc().convertTileOrError(op.getType(), op.getLoc());
    if (!ty)
      return failure();
    if (isa<RankedTensorType>(ty) && !dense.isSplat())
      return op.emitError("non-splat constant tiles have no SIMT lowering "
                          "yet");
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        op, ty, lowerScalar(dense.getSplatValue<Attribute>(), ty));
    return success();
  }
};
} // namespace

void mlir::tileir::detail::populateElementwisePatterns(
    const TileToSIMTTypeConverter &tc, const DivisibilityInfo &div,
    RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<
      // float arithmetic
      Direct<ct::AddFOp, arith::AddFOp>, Direct<ct::SubFOp, arith::SubFOp>,
      Direct<ct::MulFOp, arith::MulFOp>, Direct<ct::DivFOp, arith::DivFOp>,
      Direct<ct::RemFOp, arith::RemFOp>, Direct<ct::NegFOp, arith::NegFOp>,
      MinMaxF<ct::MaxFOp, arith::MaximumFOp, arith::MaxNumFOp>,
      MinMaxF<ct::MinFOp, arith::MinimumFOp, arith::MinNumFOp>,
      Direct<ct::AbsFOp, math::AbsFOp>, Direct<ct::ExpOp, math::ExpOp>,
      Direct<ct::Exp2Op, math::Exp2Op>, Direct<ct::LogOp, math::LogOp>,
      Direct<ct::Log2Op, math::Log2Op>, Direct<ct::SqrtOp, math::SqrtOp>,
      Direct<ct::RsqrtOp, math::RsqrtOp>, Direct<ct::SinOp, math::SinOp>,
      Direct<ct::CosOp, math::CosOp>, Direct<ct::TanOp, math::TanOp>,
      Direct<ct::TanHOp, math::TanhOp>, Direct<ct::SinHOp, math::SinhOp>,
      Direct<ct::CosHOp, math::CoshOp>, Direct<ct::FloorOp, math::FloorOp>,
      Direct<ct::CeilOp, math::CeilOp>, Direct<ct::FmaOp, math::FmaOp>,
      Direct<ct::PowOp, math::PowFOp>, Direct<ct::Atan2Op, math::Atan2Op>,
      FPowI, CmpF,
      // integer arithmetic
      Direct<ct::AddIOp, arith::AddIOp>, Direct<ct::SubIOp, arith::SubIOp>,
      Direct<ct::MulIOp, arith::MulIOp>, Direct<ct::AndIOp, arith::AndIOp>,
      Direct<ct::OrIOp, arith::OrIOp>, Direct<ct::XOrIOp, arith::XOrIOp>,
      Direct<ct::ShLIOp, arith::ShLIOp>, Direct<ct::AbsIOp, math::AbsIOp>,
      BySignedness<ct::RemIOp, arith::RemSIOp, arith::RemUIOp>,
      BySignedness<ct::MaxIOp, arith::MaxSIOp, arith::MaxUIOp>,
      BySignedness<ct::MinIOp, arith::MinSIOp, arith::MinUIOp>,
      BySignedness<ct::ShRIOp, arith::ShRSIOp, arith::ShRUIOp>, DivI, NegI,
      CmpI, Direct<ct::SelectOp, arith::SelectOp>,
      // element type conversions
      FToF, BySignedness<ct::IToFOp, arith::SIToFPOp, arith::UIToFPOp, true>,
      FToI,
      BySignedness<ct::ExtIOp, arith::ExtSIOp, arith::ExtUIOp, true>,
      Direct<ct::TruncIOp, arith::TruncIOp>, Bitcast,
      Constant>(tc, div, ctx);
}
