//===- LoopUtils.h - facts about K loops the matrix passes move code in ---===//
#ifndef TILEIR_LIB_DIALECT_TILESIMT_TRANSFORMS_LOOPUTILS_H
#define TILEIR_LIB_DIALECT_TILESIMT_TRANSFORMS_LOOPUTILS_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::tileir::simt {

/// Adds to `slice` the ops of `loop`'s body that `v` is computed from, when
/// they are all pure and single-block and reach only the induction variable
/// and values defined outside the loop; fails otherwise.
LogicalResult addressSlice(scf::ForOp loop, Value v,
                           llvm::SetVector<Operation *> &slice);

/// Clones `slice` (in body order) and then `op` with `iv` mapped to `at`;
/// returns the clone of `op`.
Operation *cloneAt(OpBuilder &b, const llvm::SetVector<Operation *> &slice,
                   Operation *op, Value iv, Value at);

/// True when nothing in the body writes memory.
bool writesNothing(scf::ForOp loop);

} // namespace mlir::tileir::simt

#endif
