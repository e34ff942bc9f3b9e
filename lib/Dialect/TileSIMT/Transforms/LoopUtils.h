//===- LoopUtils.h - facts the tile_simt passes share ---------------------===//
#ifndef TILEIR_LIB_DIALECT_TILESIMT_TRANSFORMS_LOOPUTILS_H
#define TILEIR_LIB_DIALECT_TILESIMT_TRANSFORMS_LOOPUTILS_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::tileir::simt {

/// The step `s` of `arg` when it counts the trips of `loop`: an iter arg
/// whose next value is `arg + s`, `s` defined outside the loop (so on trip
/// t it is init + t * s); null otherwise.
Value counterStep(scf::ForOp loop, BlockArgument arg);

/// Adds to `slice` the ops of `loop`'s body that `v` is computed from, when
/// they are all pure and single-block and reach only the induction variable,
/// trip counters (counterStep, unless `counters` is false) and values defined
/// outside the loop; fails otherwise. With `loads`, the slice may also read
/// memory (a page table's entry), through load_tile (bounds-checked at any
/// offsets) or a weak, masked load_ptr (whose mask cloneAt narrows to the
/// trips that run); the caller must know the loop writes nothing, so that a
/// trip's loads read the same values earlier.
LogicalResult addressSlice(scf::ForOp loop, Value v,
                           llvm::SetVector<Operation *> &slice,
                           bool loads = false, bool counters = true);

/// Clones `slice` (in body order) and then `op` with `iv` mapped to `at`;
/// returns the clone of `op`. With `live` (an i1: the trip runs), every
/// load_ptr of the slice reads only where `live` holds, so a trip past the
/// loop's end touches no address the loop never would. `seed` maps values
/// from outside the loop (another tile's coordinates) before cloning.
Operation *cloneAt(OpBuilder &b, const llvm::SetVector<Operation *> &slice,
                   Operation *op, Value iv, Value at, Value live = {},
                   const IRMapping *seed = nullptr);

/// Clones `slice` (pure ops of the body of `iv`'s loop, as addressSlice
/// gathers them) with `iv` mapped to `at` into `map`. With `safeDivisors`,
/// every integer division and remainder of the clone divides by 1 where
/// its divisor is 0: the clone computes a trip that may not run (a
/// persistent loop's next tile), where the original never divided by 0.
void cloneSliceAt(OpBuilder &b, const llvm::SetVector<Operation *> &slice,
                  Value iv, Value at, IRMapping &map,
                  bool safeDivisors = false);

/// True when nothing in the body writes memory.
bool writesNothing(scf::ForOp loop);

/// True when `op` or an op nested in it may write memory (a write or free
/// effect, or effects it does not declare: barriers, calls).
bool mayWrite(Operation *op);

/// True when `op` computes its one tensor result element by element: an
/// arith, math or tile_simt.float op free of memory effects, every tensor
/// operand of the result's shape and layout.
bool isElementwise(Operation *op);

/// Bytes of a tensor's elements (a byte at least for each).
int64_t tensorBytes(Type t);

} // namespace mlir::tileir::simt

#endif
