//===- NonNegative.cpp - which integer values are provably >= 0 -----------===//
#include "NormalizeUtils.h"

#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {
/// The values being proven on the current path (a loop-carried value met
/// again is the induction hypothesis) and a bound on the work: the walk
/// does not memoize, so a DAG may be walked more than once.
struct Walk {
  llvm::SmallPtrSet<void *, 16> onPath;
  unsigned budget = 4096;
};
} // namespace

/// `v` on the path while `prove` runs: only a cycle back to it (a loop-
/// carried value reaching itself) may assume what is being proven. A value
/// merely met before on another branch proves nothing.
static bool onPath(Value v, Walk &walk, llvm::function_ref<bool()> prove) {
  void *key = v.getAsOpaquePointer();
  if (walk.onPath.contains(key))
    return true; // the induction hypothesis
  if (walk.budget == 0)
    return false;
  --walk.budget;
  walk.onPath.insert(key);
  bool result = prove();
  walk.onPath.erase(key);
  return result;
}

static bool nonNegativeDef(Value v, Walk &assumed);

static bool nonNegative(Value v, Walk &assumed) {
  while (auto a = v.getDefiningOp<AssumeOp>()) {
    if (auto b = dyn_cast<BoundedAttr>(a.getPredicate()))
      if (b.getLb() && *b.getLb() >= 0)
        return true;
    v = a.getValue();
  }
  if (std::optional<int64_t> c = tileir::normalize::getConstInt(v))
    return *c >= 0;
  return onPath(v, assumed, [&] { return nonNegativeDef(v, assumed); });
}

static bool nonNegativeDef(Value v, Walk &assumed) {
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    auto loop = dyn_cast<ForOp>(arg.getOwner()->getParentOp());
    if (!loop)
      return false;
    if (arg.getArgNumber() == 0)
      return nonNegative(loop.getLowerBound(), assumed) &&
             nonNegative(loop.getStep(), assumed);
    unsigned i = arg.getArgNumber() - 1;
    if (!nonNegative(loop.getInitValues()[i], assumed))
      return false;
    bool ok = true;
    loop.getRegion().walk([&](ContinueOp c) {
      if (c->getParentOfType<ForOp>() == loop)
        ok = ok && nonNegative(c->getOperand(i), assumed);
    });
    return ok;
  }
  Operation *def = v.getDefiningOp();
  if (!def)
    return false;
  if (isa<GetTileBlockIdOp, GetNumTileBlocksOp>(def))
    return true;
  if (auto e = dyn_cast<ExtIOp>(def))
    return e.getSignedness() == Signedness::Unsigned ||
           nonNegative(e.getFrom(), assumed);
  if (isa<AddIOp, MulIOp, MinIOp>(def))
    return nonNegative(def->getOperand(0), assumed) &&
           nonNegative(def->getOperand(1), assumed);
  if (isa<MaxIOp>(def))
    return nonNegative(def->getOperand(0), assumed) ||
           nonNegative(def->getOperand(1), assumed);
  // Signed quotient and remainder of non-negatives are non-negative (the
  // remainder of truncated division takes the dividend's sign).
  if (isa<DivIOp>(def))
    return nonNegative(def->getOperand(0), assumed) &&
           nonNegative(def->getOperand(1), assumed);
  if (isa<RemIOp>(def))
    return nonNegative(def->getOperand(0), assumed);
  if (auto sel = dyn_cast<SelectOp>(def))
    return nonNegative(sel->getOperand(1), assumed) &&
           nonNegative(sel->getOperand(2), assumed);
  if (isa<BroadcastOp, ReshapeOp>(def))
    return nonNegative(def->getOperand(0), assumed);
  if (auto ifOp = dyn_cast<IfOp>(def)) {
    unsigned i = cast<OpResult>(v).getResultNumber();
    bool ok = true;
    for (Region *r : {&ifOp.getThenRegion(), &ifOp.getElseRegion()})
      r->walk([&](YieldOp y) {
        if (y->getParentOp() == ifOp)
          ok = ok && nonNegative(y->getOperand(i), assumed);
      });
    return ok;
  }
  if (auto loop = dyn_cast<ForOp>(def)) {
    unsigned i = cast<OpResult>(v).getResultNumber();
    return nonNegative(loop.getRegion().getArgument(i + 1), assumed);
  }
  return false;
}

bool mlir::tileir::normalize::provablyNonNegative(Value v) {
  Walk walk;
  return nonNegative(v, walk);
}
