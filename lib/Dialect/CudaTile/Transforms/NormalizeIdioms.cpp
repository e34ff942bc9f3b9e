//===- NormalizeIdioms.cpp - min/max, ceil-division, rounding, hints ------===//
//
// tile-normalize-idioms: each rewrite's legality argument is in Passes.td.
//
//===----------------------------------------------------------------------===//
#include "NormalizeUtils.h"
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILENORMALIZEIDIOMS
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::tileir::normalize;

namespace {

bool isScalar(Type t) {
  auto tile = dyn_cast<TileType>(t);
  return tile && tile.getRank() == 0;
}

/// (1) `if c { yield a } else { yield b }` -> `select c, a, b`.
struct IfToSelect : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op, PatternRewriter &rewriter) const override {
    Block *elseBlock = op.getElseBlock();
    if (!elseBlock || op.getNumResults() == 0 ||
        !isScalar(op.getCondition().getType()) ||
        !llvm::all_of(op.getResultTypes(), [](Type t) { return isa<TileType>(t); }))
      return failure();
    // Only yields and constants: nothing with an effect, nothing that could
    // fail if evaluated on the branch not taken.
    for (Block *b : {op.getThenBlock(), elseBlock})
      for (Operation &inner : *b)
        if (!isa<YieldOp, ConstantOp>(inner))
          return failure();
    for (Block *b : {op.getThenBlock(), elseBlock})
      for (Operation &inner : llvm::make_early_inc_range(*b))
        if (isa<ConstantOp>(inner))
          rewriter.moveOpBefore(&inner, op);
    auto thenYield = cast<YieldOp>(op.getThenBlock()->getTerminator());
    auto elseYield = cast<YieldOp>(elseBlock->getTerminator());
    SmallVector<Value> results;
    for (unsigned i = 0; i < op.getNumResults(); ++i) {
      Value a = thenYield->getOperand(i), b = elseYield->getOperand(i);
      Value cond = op.getCondition();
      // select wants the condition in the value's shape.
      if (!isScalar(a.getType()))
        return failure();
      results.push_back(
          rewriter.create<SelectOp>(op.getLoc(), a.getType(), cond, a, b));
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// (2) `select (cmpi P a, b), a, b` -> mini / maxi.
struct SelectToMinMax : OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SelectOp op, PatternRewriter &rewriter) const override {
    auto cmp = op.getCond().getDefiningOp<CmpIOp>();
    if (!cmp)
      return failure();
    Value a = cmp.getLhs(), b = cmp.getRhs();
    Value x = op.getValIfTrue(), y = op.getValIfFalse();
    bool direct = x == a && y == b, swapped = x == b && y == a;
    if (!direct && !swapped)
      return failure();
    bool less;
    switch (cmp.getComparisonPredicate()) {
    case ComparisonPredicate::less_than:
    case ComparisonPredicate::less_than_or_equal: less = true; break;
    case ComparisonPredicate::greater_than:
    case ComparisonPredicate::greater_than_or_equal: less = false; break;
    default: return failure();
    }
    bool min = less == direct;
    auto sign = SignednessAttr::get(op.getContext(), cmp.getSignedness());
    Value r = min ? rewriter.create<MinIOp>(op.getLoc(), op.getType(), a, b, sign)
                        .getResult()
                  : rewriter.create<MaxIOp>(op.getLoc(), op.getType(), a, b, sign)
                        .getResult();
    rewriter.replaceOp(op, r);
    return success();
  }
};

/// `v` as a + c with c constant (c = 0 when v is no such sum).
std::pair<Value, int64_t> splitConstant(Value v) {
  int64_t c = 0;
  while (true) {
    Operation *def = stripAssumes(v).getDefiningOp();
    if (auto add = dyn_cast_or_null<AddIOp>(def)) {
      if (auto k = getConstInt(add.getRhs())) {
        c += *k, v = add.getLhs();
        continue;
      }
      if (auto k = getConstInt(add.getLhs())) {
        c += *k, v = add.getRhs();
        continue;
      }
    }
    if (auto sub = dyn_cast_or_null<SubIOp>(def))
      if (auto k = getConstInt(sub.getRhs())) {
        c -= *k, v = sub.getLhs();
        continue;
      }
    return {v, c};
  }
}

/// (3) `(a + B - 1) / B` -> `divi a, B rounding<positive_inf>`.
struct CeilDivision : OpRewritePattern<DivIOp> {
  // Before NonNegativeFloor, which would otherwise settle the rounding first.
  CeilDivision(MLIRContext *ctx) : OpRewritePattern(ctx, /*benefit=*/2) {}
  LogicalResult matchAndRewrite(DivIOp op, PatternRewriter &rewriter) const override {
    RoundingMode mode = op.getRounding();
    if (mode != RoundingMode::zero && mode != RoundingMode::negative_inf)
      return failure();
    std::optional<int64_t> divisor = getConstInt(op.getRhs());
    if (!divisor || *divisor <= 1)
      return failure();
    auto [a, k] = splitConstant(op.getLhs());
    if (k != *divisor - 1 || a == op.getLhs() || !provablyNonNegative(a))
      return failure();
    unsigned width = cast<TileType>(op.getType()).getElementType().getIntOrFloatBitWidth();
    int64_t limit = width >= 64 ? INT64_MAX : (int64_t)llvm::maxIntN(width);
    limit -= *divisor - 1;
    auto div = rewriter.create<DivIOp>(
        op.getLoc(), op.getType(), a, op.getRhs(), op.getSignednessAttr(),
        RoundingModeAttr::get(op.getContext(), RoundingMode::positive_inf));
    div->setAttr("tileir.note",
                 rewriter.getStringAttr(
                     "(a + " + std::to_string(*divisor - 1) + ") / " +
                     std::to_string(*divisor) + " is read as cdiv(a, " +
                     std::to_string(*divisor) + "): equal for 0 <= a <= " +
                     std::to_string(limit) + "; above that the sum wraps"));
    rewriter.replaceOp(op, div.getResult());
    return success();
  }
};

/// (4) floor division of non-negatives -> truncating division.
struct NonNegativeFloor : OpRewritePattern<DivIOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DivIOp op, PatternRewriter &rewriter) const override {
    if (op.getRounding() != RoundingMode::negative_inf ||
        op.getSignedness() != Signedness::Signed ||
        !provablyNonNegative(op.getLhs()) || !provablyNonNegative(op.getRhs()))
      return failure();
    rewriter.modifyOpInPlace(op, [&] {
      op.setRoundingAttr(RoundingModeAttr::get(op.getContext(), RoundingMode::zero));
    });
    return success();
  }
};

/// (5) `x < c` / `x >= c` with x provably >= 0 and constant c <= 0.
struct NonNegativeCompare : OpRewritePattern<CmpIOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CmpIOp op, PatternRewriter &rewriter) const override {
    ComparisonPredicate p = op.getComparisonPredicate();
    if (op.getSignedness() != Signedness::Signed ||
        (p != ComparisonPredicate::less_than &&
         p != ComparisonPredicate::greater_than_or_equal))
      return failure();
    std::optional<int64_t> c = getConstInt(op.getRhs());
    if (!c || *c > 0 || !provablyNonNegative(op.getLhs()))
      return failure();
    auto type = cast<TileType>(op.getType());
    bool value = p == ComparisonPredicate::greater_than_or_equal;
    rewriter.replaceOpWithNewOp<ConstantOp>(op, type,
                                            DenseElementsAttr::get(type, value));
    return success();
  }
};

/// (6) The padding of a masked pointer load whose lanes reach only stores
/// under the same mask, through ops that keep every lane in place.
struct UnobservedPadding : OpRewritePattern<LoadPtrTkoOp> {
  using OpRewritePattern::OpRewritePattern;

  /// Pure, region-free, every tile operand and result of the load's shape,
  /// and not a permutation (the one lane-moving op that keeps the shape).
  static bool laneWise(Operation *op, ArrayRef<int64_t> shape) {
    if (op->getNumRegions() || !isMemoryEffectFree(op) || isa<PermuteOp>(op))
      return false;
    auto sameShape = [&](Type t) {
      auto tile = dyn_cast<TileType>(t);
      return tile && tile.getShape() == shape;
    };
    return llvm::all_of(op->getResultTypes(), sameShape) &&
           llvm::all_of(op->getOperandTypes(), sameShape);
  }

  LogicalResult matchAndRewrite(LoadPtrTkoOp op, PatternRewriter &rewriter) const override {
    Value mask = op.getMask();
    if (!mask || !op.getPaddingValue())
      return failure();
    ArrayRef<int64_t> shape = op.getResult().getType().getShape();
    SmallVector<Value> work{op.getResult()};
    llvm::DenseSet<Value> seen;
    while (!work.empty()) {
      Value v = work.pop_back_val();
      if (!seen.insert(v).second)
        continue;
      for (OpOperand &use : v.getUses()) {
        Operation *user = use.getOwner();
        if (auto store = dyn_cast<StorePtrTkoOp>(user)) {
          if (use.get() != store.getValue() || store.getDestination() == v ||
              store.getMask() != mask)
            return failure();
          continue;
        }
        if (!laneWise(user, shape))
          return failure();
        for (Value r : user->getResults())
          work.push_back(r);
      }
    }
    rewriter.modifyOpInPlace(op, [&] { op.getPaddingValueMutable().clear(); });
    return success();
  }
};

/// (7) The hints `target` reads, as one `default` dictionary.
OptimizationHintsAttr resolveHints(OptimizationHintsAttr hints, StringRef target) {
  SmallVector<StringRef> keys;
  for (NamedAttribute arch : hints.getValue())
    if (arch.getName() == target || arch.getName() == "default")
      if (auto d = dyn_cast<DictionaryAttr>(arch.getValue()))
        for (NamedAttribute kv : d)
          if (!llvm::is_contained(keys, kv.getName().getValue()))
            keys.push_back(kv.getName().getValue());
  MLIRContext *ctx = hints.getContext();
  SmallVector<NamedAttribute> effective;
  for (StringRef k : keys)
    if (Attribute v = hints.lookup(target, k))
      effective.push_back(NamedAttribute(StringAttr::get(ctx, k), v));
  if (effective.empty())
    return {};
  NamedAttribute def(StringAttr::get(ctx, "default"),
                     DictionaryAttr::get(ctx, effective));
  return OptimizationHintsAttr::get(ctx, DictionaryAttr::get(ctx, {def}));
}

struct Idioms : mlir::tileir::impl::TileNormalizeIdiomsBase<Idioms> {
  using Base::Base;
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<IfToSelect, SelectToMinMax, CeilDivision, NonNegativeFloor,
                 NonNegativeCompare, UnobservedPadding>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
    if (target.empty())
      return;
    getOperation().walk([&](Operation *op) {
      SmallVector<NamedAttribute> attrs(op->getAttrs());
      for (NamedAttribute attr : attrs) {
        auto hints = dyn_cast<OptimizationHintsAttr>(attr.getValue());
        if (!hints)
          continue;
        if (OptimizationHintsAttr r = resolveHints(hints, target))
          op->setAttr(attr.getName(), r);
        else
          op->removeAttr(attr.getName());
      }
    });
  }
};

} // namespace
