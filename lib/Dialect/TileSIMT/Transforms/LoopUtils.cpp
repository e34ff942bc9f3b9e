//===- LoopUtils.cpp - facts about K loops the matrix passes move code in -===//
#include "LoopUtils.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;

LogicalResult mlir::tileir::simt::addressSlice(
    scf::ForOp loop, Value v, llvm::SetVector<Operation *> &slice) {
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    if (arg.getOwner()->getParentOp() != loop)
      return success(); // defined above the loop
    return success(arg == loop.getInductionVar());
  }
  Operation *def = v.getDefiningOp();
  if (!loop->isProperAncestor(def))
    return success();
  if (def->getBlock() != loop.getBody() || def->getNumRegions() ||
      !isMemoryEffectFree(def))
    return failure();
  for (Value o : def->getOperands())
    if (failed(addressSlice(loop, o, slice)))
      return failure();
  slice.insert(def);
  return success();
}

Operation *mlir::tileir::simt::cloneAt(OpBuilder &b,
                                       const llvm::SetVector<Operation *> &slice,
                                       Operation *op, Value iv, Value at) {
  IRMapping map;
  map.map(iv, at);
  // Slice ops keep their body order, so operands are mapped first.
  SmallVector<Operation *> ops(slice.begin(), slice.end());
  llvm::sort(ops, [](Operation *x, Operation *y) { return x->isBeforeInBlock(y); });
  for (Operation *o : ops)
    b.clone(*o, map);
  return b.clone(*op, map);
}

bool mlir::tileir::simt::writesNothing(scf::ForOp loop) {
  bool writes = false;
  loop.getBody()->walk([&](Operation *op) {
    auto mem = dyn_cast<MemoryEffectOpInterface>(op);
    if (!mem) {
      if (!op->hasTrait<OpTrait::HasRecursiveMemoryEffects>() &&
          !isa<scf::YieldOp>(op))
        writes = true; // unknown effects
      return;
    }
    if (mem.hasEffect<MemoryEffects::Write>() ||
        mem.hasEffect<MemoryEffects::Free>())
      writes = true;
  });
  return !writes;
}
