//===- NormalizeSchedule.cpp - one placement for pure ops -----------------===//
//
// Both front ends build views, constants and assumes in different places;
// this pass gives every pure op one position determined by data flow alone:
// the anchors (ops with effects, regions or terminators) keep their order
// and each pure op is emitted depth-first, operands first, just before the
// first anchor that needs it.
//
//===----------------------------------------------------------------------===//
#include "NormalizeUtils.h"
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILENORMALIZESCHEDULE
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;

namespace {

static bool isMovable(Operation *op) {
  return op->getNumRegions() == 0 && !op->hasTrait<OpTrait::IsTerminator>() &&
         isMemoryEffectFree(op);
}

/// Values `op` reads, its nested regions' captured values included, in a
/// deterministic order.
static SmallVector<Value> usedValues(Operation *op) {
  llvm::SetVector<Value> used;
  for (Value v : op->getOperands())
    used.insert(v);
  op->walk([&](Operation *nested) {
    if (nested == op)
      return;
    for (Value v : nested->getOperands())
      if (!op->isAncestor(v.getParentBlock()->getParentOp()))
        used.insert(v); // defined outside `op`
  });
  return used.takeVector();
}

static void scheduleBlock(Block &block) {
  llvm::SetVector<Operation *> order;
  std::function<void(Operation *)> visit = [&](Operation *op) {
    if (order.contains(op))
      return;
    for (Value v : usedValues(op)) {
      Operation *def = v.getDefiningOp();
      if (def && def->getBlock() == &block && isMovable(def))
        visit(def);
    }
    order.insert(op);
  };
  Operation *terminator =
      block.mightHaveTerminator() ? block.getTerminator() : nullptr;
  for (Operation &op : block)
    if (!isMovable(&op) && &op != terminator)
      visit(&op);
  // Dead pure ops keep their relative order before the terminator.
  for (Operation &op : block)
    if (isMovable(&op) && !order.contains(&op) && op.use_empty())
      visit(&op);
  for (Operation &op : block)
    if (isMovable(&op) && !order.contains(&op))
      visit(&op);
  if (terminator)
    visit(terminator);
  for (Operation *op : order)
    op->moveBefore(&block, block.end());
}

struct Schedule
    : mlir::tileir::impl::TileNormalizeScheduleBase<Schedule> {
  void runOnOperation() override {
    getOperation()->walk([](Operation *op) {
      if (op->getNumRegions() == 0 || !op->getParentOp())
        return;
      for (Region &region : op->getRegions())
        for (Block &block : region)
          scheduleBlock(block);
    });
  }
};

} // namespace
