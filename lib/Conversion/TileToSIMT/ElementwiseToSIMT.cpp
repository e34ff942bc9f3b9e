//===- ElementwiseToSIMT.cpp - number ops onto arith/math -----------------===//
//
// Elementwise cuda_tile ops become the arith/math op of the same meaning on
// the lowered values (scalars or tensors with a layout); operands in other
// layouts are first moved into the layout of the first tensor operand, and
// the result keeps that layout.
//
//===----------------------------------------------------------------------===//
#include "TileToSIMTImpl.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::detail;
namespace ct = mlir::cuda_tile;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Moves every tensor of `operands` into the layout of the first one; returns
/// that layout (null when all are scalars).
static Attribute unifyLayouts(OpBuilder &b, Location loc,
                              MutableArrayRef<Value> operands) {
  Attribute enc;
  for (Value v : operands)
    if (auto rt = dyn_cast<RankedTensorType>(v.getType()); rt && !enc)
      enc = rt.getEncoding();
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
/// PTX's .ftz). Exact on every chip; NaN and normal values pass unchanged.
static Value flushSubnormals(OpBuilder &b, Location loc, Value x) {
  Type ty = x.getType();
  auto ft = dyn_cast<FloatType>(getElementTypeOrSelf(ty));
  if (!ft)
    return x;
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

/// Ops whose meaning depends on the signedness attribute.
template <typename SrcOp, typename SignedOp, typename UnsignedOp>
struct BySignedness : ElementwisePattern<SrcOp> {
  using ElementwisePattern<SrcOp>::ElementwisePattern;
  Value build(SrcOp op, Type ty, ArrayRef<Value> operands,
              ConversionPatternRewriter &rewriter) const override {
    if (isSigned(op.getSignedness()))
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

struct FToF : ElementwisePattern<ct::FToFOp> {
  using ElementwisePattern::ElementwisePattern;
  Value build(ct::FToFOp op, Type ty, ArrayRef<Value> v,
              ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type inElt = getElementTypeOrSelf(v[0].getType());
    Type outElt = getElementTypeOrSelf(ty);
    unsigned iw = inElt.getIntOrFloatBitWidth(),
             ow = outElt.getIntOrFloatBitWidth();
    if (iw < ow)
      return arith::ExtFOp::create(rewriter, loc, ty, v[0]);
    if (iw > ow)
      return arith::TruncFOp::create(rewriter, loc, ty, v[0]);
    if (inElt == outElt)
      return v[0];
    // f16 <-> bf16 through f32 (exact: f32 holds both).
    Type mid = isa<RankedTensorType>(ty)
                   ? Type(cast<RankedTensorType>(ty).clone(rewriter.getF32Type()))
                   : Type(rewriter.getF32Type());
    return arith::TruncFOp::create(
        rewriter, loc, ty, arith::ExtFOp::create(rewriter, loc, mid, v[0]));
  }
};

struct IToF : ElementwisePattern<ct::IToFOp> {
  using ElementwisePattern::ElementwisePattern;
  Value build(ct::IToFOp op, Type ty, ArrayRef<Value> v,
              ConversionPatternRewriter &rewriter) const override {
    // i1 is a truth value: true is 1 whatever the signedness.
    if (isSigned(op.getSignedness()) &&
        !getElementTypeOrSelf(v[0].getType()).isInteger(1))
      return arith::SIToFPOp::create(rewriter, op.getLoc(), ty, v[0]);
    return arith::UIToFPOp::create(rewriter, op.getLoc(), ty, v[0]);
  }
};

struct FToI : ElementwisePattern<ct::FToIOp> {
  using ElementwisePattern::ElementwisePattern;
  Value build(ct::FToIOp op, Type ty, ArrayRef<Value> v,
              ConversionPatternRewriter &rewriter) const override {
    if (isSigned(op.getSignedness()))
      return arith::FPToSIOp::create(rewriter, op.getLoc(), ty, v[0]);
    return arith::FPToUIOp::create(rewriter, op.getLoc(), ty, v[0]);
  }
};

struct ExtI : ElementwisePattern<ct::ExtIOp> {
  using ElementwisePattern::ElementwisePattern;
  Value build(ct::ExtIOp op, Type ty, ArrayRef<Value> v,
              ConversionPatternRewriter &rewriter) const override {
    if (isSigned(op.getSignedness()) &&
        !getElementTypeOrSelf(v[0].getType()).isInteger(1))
      return arith::ExtSIOp::create(rewriter, op.getLoc(), ty, v[0]);
    return arith::ExtUIOp::create(rewriter, op.getLoc(), ty, v[0]);
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
  LogicalResult
  matchAndRewrite(ct::ConstantOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto dense = dyn_cast<DenseElementsAttr>(op.getValue());
    if (!dense)
      return op.emitError("constant without dense elements value");
    Type ty = tc().convertTileOrError(op.getType(), op.getLoc());
    if (!ty)
      return failure();
    if (auto rt = dyn_cast<RankedTensorType>(ty)) {
      if (!dense.isSplat())
        return op.emitError("non-splat constant tiles have no SIMT lowering "
                            "yet");
      rewriter.replaceOpWithNewOp<arith::ConstantOp>(
          op, ty, DenseElementsAttr::get(rt, dense.getSplatValue<Attribute>()));
      return success();
    }
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        op, ty, cast<TypedAttr>(dense.getSplatValue<Attribute>()));
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
      CmpF,
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
      FToF, IToF, FToI, ExtI, Direct<ct::TruncIOp, arith::TruncIOp>, Bitcast,
      Constant>(tc, div, ctx);
}
