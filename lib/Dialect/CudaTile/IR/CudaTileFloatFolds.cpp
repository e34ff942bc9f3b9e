//===- CudaTileFloatFolds.cpp - folders of the float ops -------------------===//
//
// Folds must give the bits the device would. So:
// - only ops the device computes exactly or correctly rounded are folded (no
//   exp, sin, pow, ...: the device's approximations differ from the host's);
// - rounded ops fold only with rounding nearest_even and no flush_to_zero;
// - a fold whose result would be NaN is not done (the device's NaN bits are
//   its own);
// - identities are the IEEE-exact ones only: x * 1.0, x / 1.0, x + -0.0,
//   x - +0.0. Never x + 0.0 (-0.0 + 0.0 is +0.0), x * 0.0, nor reassociation.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

#include "CudaTileArithFoldUtils.h"

#include <cmath>

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::fold_utils;

using MaybeFloat = std::optional<APFloat>;
static constexpr auto kRNE = APFloat::rmNearestTiesToEven;

/// Element-wise fold; a NaN result, like nullopt, means no fold.
template <typename Fn>
static Attribute foldFloats(ArrayRef<Attribute> operands, Type resultType,
                            Fn &&fn) {
  return foldElementwise<APFloat, APFloat>(
      operands, resultType, [&](ArrayRef<APFloat> v) -> MaybeFloat {
        MaybeFloat r = fn(v);
        if (!r || r->isNaN())
          return std::nullopt;
        return r;
      });
}

/// An IEEE binary op of APFloat (add, subtract, ...) at round-to-nearest-even.
using APFloatBinary = APFloat::opStatus (APFloat::*)(const APFloat &,
                                                     APFloat::roundingMode);
static Attribute foldBinaryRNE(ArrayRef<Attribute> operands, Type resultType,
                               APFloatBinary op) {
  return foldFloats(operands, resultType, [op](ArrayRef<APFloat> v) {
    APFloat r = v[0];
    (r.*op)(v[1], kRNE);
    return MaybeFloat(r);
  });
}

static bool isNegZero(Attribute a) {
  return allFloats(a, [](const APFloat &v) { return v.isNegZero(); });
}
static bool isPosZero(Attribute a) {
  return allFloats(a, [](const APFloat &v) { return v.isPosZero(); });
}
static bool isOne(Attribute a) {
  return allFloats(a, [](const APFloat &v) { return v.isExactlyValue(1.0); });
}

/// Rounded ops fold only as IEEE round-to-nearest-even without flushing.
template <typename OpT>
static bool isPlainIEEE(OpT op) {
  return op.getRoundingMode() == RoundingMode::nearest_even &&
         !op.getFlushToZero();
}

//===----------------------------------------------------------------------===//
// Rounded arithmetic
//===----------------------------------------------------------------------===//

OpFoldResult AddFOp::fold(FoldAdaptor adaptor) {
  if (!isPlainIEEE(*this))
    return {};
  if (isNegZero(adaptor.getRhs()))
    return getLhs();
  if (isNegZero(adaptor.getLhs()))
    return getRhs();
  return foldBinaryRNE(adaptor.getOperands(), getType(), &APFloat::add);
}

OpFoldResult SubFOp::fold(FoldAdaptor adaptor) {
  if (!isPlainIEEE(*this))
    return {};
  if (isPosZero(adaptor.getRhs()))
    return getLhs();
  return foldBinaryRNE(adaptor.getOperands(), getType(), &APFloat::subtract);
}

OpFoldResult MulFOp::fold(FoldAdaptor adaptor) {
  if (!isPlainIEEE(*this))
    return {};
  if (isOne(adaptor.getRhs()))
    return getLhs();
  if (isOne(adaptor.getLhs()))
    return getRhs();
  return foldBinaryRNE(adaptor.getOperands(), getType(), &APFloat::multiply);
}

OpFoldResult DivFOp::fold(FoldAdaptor adaptor) {
  if (!isPlainIEEE(*this))
    return {};
  if (isOne(adaptor.getRhs()))
    return getLhs();
  return foldBinaryRNE(adaptor.getOperands(), getType(), &APFloat::divide);
}

OpFoldResult FmaOp::fold(FoldAdaptor adaptor) {
  if (!isPlainIEEE(*this))
    return {};
  return foldFloats(adaptor.getOperands(), getType(),
                    [](ArrayRef<APFloat> v) -> MaybeFloat {
                      APFloat r = v[0];
                      r.fusedMultiplyAdd(v[1], v[2], kRNE);
                      return r;
                    });
}

OpFoldResult SqrtOp::fold(FoldAdaptor adaptor) {
  if (!isPlainIEEE(*this))
    return {};
  return foldFloats(
      adaptor.getOperands(), getType(), [](ArrayRef<APFloat> v) -> MaybeFloat {
        const llvm::fltSemantics &sem = v[0].getSemantics();
        if (&sem == &APFloat::IEEEdouble())
          return APFloat(std::sqrt(v[0].convertToDouble()));
        // f16/bf16/f32 widen to f64 exactly; f64 carries more than twice
        // their precision plus two bits, so rounding sqrt twice is exact.
        bool lost;
        APFloat wide = v[0];
        wide.convert(APFloat::IEEEdouble(), kRNE, &lost);
        APFloat r(std::sqrt(wide.convertToDouble()));
        r.convert(sem, kRNE, &lost);
        return r;
      });
}

//===----------------------------------------------------------------------===//
// Exact ops
//===----------------------------------------------------------------------===//

OpFoldResult NegFOp::fold(FoldAdaptor adaptor) {
  if (auto inner = getSource().getDefiningOp<NegFOp>())
    return inner.getSource();
  return foldFloats(adaptor.getOperands(), getType(),
                    [](ArrayRef<APFloat> v) -> MaybeFloat { return -v[0]; });
}

OpFoldResult AbsFOp::fold(FoldAdaptor adaptor) {
  if (getSource().getDefiningOp<AbsFOp>())
    return getSource();
  // |-x| is |x|: read past the negation.
  if (auto neg = getSource().getDefiningOp<NegFOp>()) {
    getSourceMutable().assign(neg.getSource());
    return getResult();
  }
  return foldFloats(adaptor.getOperands(), getType(),
                    [](ArrayRef<APFloat> v) -> MaybeFloat {
                      return abs(v[0]);
                    });
}

/// ceil and floor results are integral, so either of them applied after one
/// of them is the identity.
static bool isIntegralRounding(Value v) {
  return isa_and_nonnull<CeilOp, FloorOp>(v.getDefiningOp());
}

OpFoldResult CeilOp::fold(FoldAdaptor adaptor) {
  if (isIntegralRounding(getSource()))
    return getSource();
  return foldFloats(adaptor.getOperands(), getType(),
                    [](ArrayRef<APFloat> v) -> MaybeFloat {
                      APFloat r = v[0];
                      r.roundToIntegral(APFloat::rmTowardPositive);
                      return r;
                    });
}

OpFoldResult FloorOp::fold(FoldAdaptor adaptor) {
  if (isIntegralRounding(getSource()))
    return getSource();
  return foldFloats(adaptor.getOperands(), getType(),
                    [](ArrayRef<APFloat> v) -> MaybeFloat {
                      APFloat r = v[0];
                      r.roundToIntegral(APFloat::rmTowardNegative);
                      return r;
                    });
}

// Truncated-division remainder, as C fmod: always exact.
OpFoldResult RemFOp::fold(FoldAdaptor adaptor) {
  return foldFloats(adaptor.getOperands(), getType(),
                    [](ArrayRef<APFloat> v) -> MaybeFloat {
                      APFloat r = v[0];
                      r.mod(v[1]);
                      return r;
                    });
}

/// maxf/minf: +0 is above -0; a NaN operand is dropped unless propagate_nan
/// (then the result is NaN, which is not folded).
static MaybeFloat pickMinMax(const APFloat &a, const APFloat &b, bool isMax,
                             bool propagateNaN) {
  if (a.isNaN() || b.isNaN()) {
    if (propagateNaN)
      return std::nullopt;
    return a.isNaN() ? b : a;
  }
  if (a.isZero() && b.isZero() && a.isNegative() != b.isNegative())
    return (a.isNegative() != isMax) ? a : b;
  bool aBelow = a.compare(b) == APFloat::cmpLessThan;
  return (aBelow != isMax) ? a : b;
}

OpFoldResult MaxFOp::fold(FoldAdaptor adaptor) {
  if (getFlushToZero())
    return {};
  if (getLhs() == getRhs())
    return getLhs();
  bool nan = getPropagateNan();
  return foldFloats(adaptor.getOperands(), getType(),
                    [&](ArrayRef<APFloat> v) {
                      return pickMinMax(v[0], v[1], /*isMax=*/true, nan);
                    });
}

OpFoldResult MinFOp::fold(FoldAdaptor adaptor) {
  if (getFlushToZero())
    return {};
  if (getLhs() == getRhs())
    return getLhs();
  bool nan = getPropagateNan();
  return foldFloats(adaptor.getOperands(), getType(),
                    [&](ArrayRef<APFloat> v) {
                      return pickMinMax(v[0], v[1], /*isMax=*/false, nan);
                    });
}

//===----------------------------------------------------------------------===//
// Comparison
//===----------------------------------------------------------------------===//

/// `ordered` comparisons are false when a NaN is involved, `unordered` true.
static bool compare(ComparisonPredicate pred, ComparisonOrdering ordering,
                    const APFloat &a, const APFloat &b) {
  APFloat::cmpResult c = a.compare(b);
  if (c == APFloat::cmpUnordered)
    return ordering == ComparisonOrdering::unordered;
  switch (pred) {
  case ComparisonPredicate::equal:
    return c == APFloat::cmpEqual;
  case ComparisonPredicate::not_equal:
    return c != APFloat::cmpEqual;
  case ComparisonPredicate::less_than:
    return c == APFloat::cmpLessThan;
  case ComparisonPredicate::less_than_or_equal:
    return c != APFloat::cmpGreaterThan;
  case ComparisonPredicate::greater_than:
    return c == APFloat::cmpGreaterThan;
  case ComparisonPredicate::greater_than_or_equal:
    return c != APFloat::cmpLessThan;
  }
  llvm_unreachable("unknown comparison predicate");
}

OpFoldResult CmpFOp::fold(FoldAdaptor adaptor) {
  ComparisonPredicate pred = getComparisonPredicate();
  ComparisonOrdering ordering = getComparisonOrdering();
  if (getLhs() == getRhs()) {
    // x vs x is "equal" unless x is NaN; some predicates agree either way.
    bool reflexive = pred == ComparisonPredicate::equal ||
                     pred == ComparisonPredicate::less_than_or_equal ||
                     pred == ComparisonPredicate::greater_than_or_equal;
    bool unordered = ordering == ComparisonOrdering::unordered;
    if (reflexive == unordered)
      return splatOf(getType(), APInt(1, reflexive));
  }
  return foldElementwise<APFloat, APInt>(
      adaptor.getOperands(), getType(),
      [&](ArrayRef<APFloat> v) -> std::optional<APInt> {
        return APInt(1, compare(pred, ordering, v[0], v[1]));
      });
}
