//===- CudaTileIntFolds.cpp - folders of the integer ops -------------------===//
//
// Constant folding and algebraic identities. Values are bit patterns of the
// element width; each op reads them as signed or unsigned as it defines. A
// fold that would decide undefined behaviour (division by zero, a shift of
// the element width or more, a wrap the overflow flag forbids) is not done.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

#include "CudaTileArithFoldUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::fold_utils;

using MaybeInt = std::optional<APInt>;

template <typename Fn>
static Attribute foldInts(ArrayRef<Attribute> operands, Type resultType,
                          Fn &&fn) {
  return foldElementwise<APInt, APInt>(operands, resultType,
                                       std::forward<Fn>(fn));
}

static bool isZero(Attribute a) {
  return allInts(a, [](const APInt &v) { return v.isZero(); });
}
static bool isOne(Attribute a) {
  return allInts(a, [](const APInt &v) { return v.isOne(); });
}
static bool isAllOnes(Attribute a) {
  return allInts(a, [](const APInt &v) { return v.isAllOnes(); });
}

static bool forbidsSignedWrap(IntegerOverflow f) {
  return f == IntegerOverflow::no_signed_wrap || f == IntegerOverflow::no_wrap;
}
static bool forbidsUnsignedWrap(IntegerOverflow f) {
  return f == IntegerOverflow::no_unsigned_wrap || f == IntegerOverflow::no_wrap;
}

/// Result of an op with wrap flags: none if a forbidden wrap happened.
static MaybeInt checked(const APInt &r, bool signedWrap, bool unsignedWrap,
                        IntegerOverflow flag) {
  if ((signedWrap && forbidsSignedWrap(flag)) ||
      (unsignedWrap && forbidsUnsignedWrap(flag)))
    return std::nullopt;
  return r;
}

static bool isSigned(Signedness s) { return s == Signedness::Signed; }

//===----------------------------------------------------------------------===//
// Arithmetic with wrap flags
//===----------------------------------------------------------------------===//

OpFoldResult AddIOp::fold(FoldAdaptor adaptor) {
  if (isZero(adaptor.getRhs()))
    return getLhs();
  if (isZero(adaptor.getLhs()))
    return getRhs();
  IntegerOverflow flag = getOverflow();
  return foldInts(adaptor.getOperands(), getType(),
                  [&](ArrayRef<APInt> v) -> MaybeInt {
                    bool s, u;
                    APInt r = v[0].sadd_ov(v[1], s);
                    (void)v[0].uadd_ov(v[1], u);
                    return checked(r, s, u, flag);
                  });
}

OpFoldResult SubIOp::fold(FoldAdaptor adaptor) {
  if (isZero(adaptor.getRhs()))
    return getLhs();
  // x - x is zero whatever the flags: it never wraps.
  if (getLhs() == getRhs())
    return splatOf(getType(), APInt::getZero(getElementBitWidth(
                                  getType().getElementType())));
  IntegerOverflow flag = getOverflow();
  return foldInts(adaptor.getOperands(), getType(),
                  [&](ArrayRef<APInt> v) -> MaybeInt {
                    bool s, u;
                    APInt r = v[0].ssub_ov(v[1], s);
                    (void)v[0].usub_ov(v[1], u);
                    return checked(r, s, u, flag);
                  });
}

OpFoldResult MulIOp::fold(FoldAdaptor adaptor) {
  if (isOne(adaptor.getRhs()))
    return getLhs();
  if (isOne(adaptor.getLhs()))
    return getRhs();
  // x * 0 is 0 and never wraps; the zero constant is the result.
  if (isZero(adaptor.getRhs()))
    return getRhs();
  if (isZero(adaptor.getLhs()))
    return getLhs();
  IntegerOverflow flag = getOverflow();
  return foldInts(adaptor.getOperands(), getType(),
                  [&](ArrayRef<APInt> v) -> MaybeInt {
                    bool s, u;
                    APInt r = v[0].smul_ov(v[1], s);
                    (void)v[0].umul_ov(v[1], u);
                    return checked(r, s, u, flag);
                  });
}

OpFoldResult ShLIOp::fold(FoldAdaptor adaptor) {
  if (isZero(adaptor.getRhs()))
    return getLhs();
  IntegerOverflow flag = getOverflow();
  return foldInts(adaptor.getOperands(), getType(),
                  [&](ArrayRef<APInt> v) -> MaybeInt {
                    // The amount is unsigned; width or more is undefined.
                    if (v[1].uge(v[0].getBitWidth()))
                      return std::nullopt;
                    bool s, u;
                    APInt r = v[0].sshl_ov(v[1], s);
                    (void)v[0].ushl_ov(v[1], u);
                    return checked(r, s, u, flag);
                  });
}

OpFoldResult NegIOp::fold(FoldAdaptor adaptor) {
  if (auto inner = getSource().getDefiningOp<NegIOp>())
    return inner.getSource();
  bool nsw = forbidsSignedWrap(getOverflow());
  return foldInts(adaptor.getOperands(), getType(),
                  [&](ArrayRef<APInt> v) -> MaybeInt {
                    if (nsw && v[0].isMinSignedValue())
                      return std::nullopt;
                    return -v[0];
                  });
}

//===----------------------------------------------------------------------===//
// Division, remainder, min/max, shifts right
//===----------------------------------------------------------------------===//

/// Quotient rounded as `rounding` says; none on division by zero or signed
/// overflow (minimum / -1), both undefined.
static MaybeInt divide(const APInt &a, const APInt &b, bool isSigned,
                       RoundingMode rounding) {
  if (b.isZero())
    return std::nullopt;
  if (!isSigned) {
    APInt q = a.udiv(b);
    if (rounding == RoundingMode::positive_inf && !a.urem(b).isZero())
      ++q;
    return q;
  }
  if (a.isMinSignedValue() && b.isAllOnes())
    return std::nullopt;
  APInt q = a.sdiv(b), r = a.srem(b);
  if (r.isZero())
    return q;
  // The truncated quotient is below the exact one when the signs agree.
  bool exactAboveQ = r.isNegative() == b.isNegative();
  if (rounding == RoundingMode::positive_inf && exactAboveQ)
    ++q;
  else if (rounding == RoundingMode::negative_inf && !exactAboveQ)
    --q;
  return q;
}

OpFoldResult DivIOp::fold(FoldAdaptor adaptor) {
  bool sgn = isSigned(getSignedness());
  unsigned width = getElementBitWidth(getType().getElementType());
  // In signed i1 the bit pattern 1 is -1, not 1.
  if (isOne(adaptor.getRhs()) && (!sgn || width > 1))
    return getLhs();
  RoundingMode rounding = getRounding();
  return foldInts(adaptor.getOperands(), getType(),
                  [&](ArrayRef<APInt> v) {
                    return divide(v[0], v[1], sgn, rounding);
                  });
}

OpFoldResult RemIOp::fold(FoldAdaptor adaptor) {
  bool sgn = isSigned(getSignedness());
  // x rem 1 (and, signed, x rem -1) is zero.
  if (isOne(adaptor.getRhs()))
    return splatOf(getType(), APInt::getZero(getElementBitWidth(
                                  getType().getElementType())));
  return foldInts(adaptor.getOperands(), getType(),
                  [&](ArrayRef<APInt> v) -> MaybeInt {
                    if (v[1].isZero())
                      return std::nullopt;
                    if (!sgn)
                      return v[0].urem(v[1]);
                    // The remainder of minimum / -1 is left to the target.
                    if (v[0].isMinSignedValue() && v[1].isAllOnes())
                      return std::nullopt;
                    return v[0].srem(v[1]);
                  });
}

OpFoldResult MaxIOp::fold(FoldAdaptor adaptor) {
  if (getLhs() == getRhs())
    return getLhs();
  bool sgn = isSigned(getSignedness());
  return foldInts(adaptor.getOperands(), getType(),
                  [&](ArrayRef<APInt> v) -> MaybeInt {
                    return sgn ? llvm::APIntOps::smax(v[0], v[1])
                               : llvm::APIntOps::umax(v[0], v[1]);
                  });
}

OpFoldResult MinIOp::fold(FoldAdaptor adaptor) {
  if (getLhs() == getRhs())
    return getLhs();
  bool sgn = isSigned(getSignedness());
  return foldInts(adaptor.getOperands(), getType(),
                  [&](ArrayRef<APInt> v) -> MaybeInt {
                    return sgn ? llvm::APIntOps::smin(v[0], v[1])
                               : llvm::APIntOps::umin(v[0], v[1]);
                  });
}

OpFoldResult ShRIOp::fold(FoldAdaptor adaptor) {
  if (isZero(adaptor.getRhs()))
    return getLhs();
  bool sgn = isSigned(getSignedness());
  return foldInts(adaptor.getOperands(), getType(),
                  [&](ArrayRef<APInt> v) -> MaybeInt {
                    if (v[1].uge(v[0].getBitWidth()))
                      return std::nullopt;
                    return sgn ? v[0].ashr(v[1]) : v[0].lshr(v[1]);
                  });
}

OpFoldResult MulhiIOp::fold(FoldAdaptor adaptor) {
  // The high half of a product with 0 is 0: the zero constant is the result.
  if (isZero(adaptor.getY()))
    return getY();
  if (isZero(adaptor.getX()))
    return getX();
  return foldInts(adaptor.getOperands(), getType(),
                  [&](ArrayRef<APInt> v) -> MaybeInt {
                    unsigned w = v[0].getBitWidth();
                    APInt wide = v[0].zext(2 * w) * v[1].zext(2 * w);
                    return wide.lshr(w).trunc(w);
                  });
}

OpFoldResult AbsIOp::fold(FoldAdaptor adaptor) {
  // |x| read as unsigned: applying it twice changes nothing.
  if (getSource().getDefiningOp<AbsIOp>())
    return getSource();
  return foldInts(adaptor.getOperands(), getType(),
                  [](ArrayRef<APInt> v) -> MaybeInt { return v[0].abs(); });
}

//===----------------------------------------------------------------------===//
// Bitwise
//===----------------------------------------------------------------------===//

OpFoldResult AndIOp::fold(FoldAdaptor adaptor) {
  if (getLhs() == getRhs() || isAllOnes(adaptor.getRhs()) ||
      isZero(adaptor.getLhs()))
    return getLhs();
  if (isAllOnes(adaptor.getLhs()) || isZero(adaptor.getRhs()))
    return getRhs();
  return foldInts(adaptor.getOperands(), getType(),
                  [](ArrayRef<APInt> v) -> MaybeInt { return v[0] & v[1]; });
}

OpFoldResult OrIOp::fold(FoldAdaptor adaptor) {
  if (getLhs() == getRhs() || isZero(adaptor.getRhs()) ||
      isAllOnes(adaptor.getLhs()))
    return getLhs();
  if (isZero(adaptor.getLhs()) || isAllOnes(adaptor.getRhs()))
    return getRhs();
  return foldInts(adaptor.getOperands(), getType(),
                  [](ArrayRef<APInt> v) -> MaybeInt { return v[0] | v[1]; });
}

OpFoldResult XOrIOp::fold(FoldAdaptor adaptor) {
  if (getLhs() == getRhs())
    return splatOf(getType(), APInt::getZero(getElementBitWidth(
                                  getType().getElementType())));
  if (isZero(adaptor.getRhs()))
    return getLhs();
  if (isZero(adaptor.getLhs()))
    return getRhs();
  return foldInts(adaptor.getOperands(), getType(),
                  [](ArrayRef<APInt> v) -> MaybeInt { return v[0] ^ v[1]; });
}

//===----------------------------------------------------------------------===//
// Comparison
//===----------------------------------------------------------------------===//

static bool compare(ComparisonPredicate pred, const APInt &a, const APInt &b,
                    bool sgn) {
  switch (pred) {
  case ComparisonPredicate::equal:
    return a == b;
  case ComparisonPredicate::not_equal:
    return a != b;
  case ComparisonPredicate::less_than:
    return sgn ? a.slt(b) : a.ult(b);
  case ComparisonPredicate::less_than_or_equal:
    return sgn ? a.sle(b) : a.ule(b);
  case ComparisonPredicate::greater_than:
    return sgn ? a.sgt(b) : a.ugt(b);
  case ComparisonPredicate::greater_than_or_equal:
    return sgn ? a.sge(b) : a.uge(b);
  }
  llvm_unreachable("unknown comparison predicate");
}

OpFoldResult CmpIOp::fold(FoldAdaptor adaptor) {
  ComparisonPredicate pred = getComparisonPredicate();
  bool sgn = isSigned(getSignedness());
  if (getLhs() == getRhs()) {
    APInt zero = APInt::getZero(getElementBitWidth(getLhs().getType().getElementType()));
    return splatOf(getType(), APInt(1, compare(pred, zero, zero, sgn)));
  }
  return foldInts(adaptor.getOperands(), getType(),
                  [&](ArrayRef<APInt> v) -> MaybeInt {
                    return APInt(1, compare(pred, v[0], v[1], sgn));
                  });
}
