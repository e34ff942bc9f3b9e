//===- PipelineMma.h - what tile-simt-pipeline-mma's files share ----------===//
#ifndef TILEIR_LIB_DIALECT_TILESIMT_TRANSFORMS_PIPELINEMMA_H
#define TILEIR_LIB_DIALECT_TILESIMT_TRANSFORMS_PIPELINEMMA_H

#include "TileIR/Dialect/TileSIMT/IR/TileSIMT.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::tileir {
struct Chip;
} // namespace mlir::tileir

namespace mlir::tileir::simt::pipeline {

/// One operand load of a multiply, with what its copies need.
struct Operand {
  LoadTileOp load;   // the operand's load, or null for a gather:
  LoadPtrOp gather;  // a weak load_ptr whose runs (vec) cp.async can copy
  ReshapeOp reshape; // a unit-dim reshape between load and multiply, or null
  ConvertLayoutOp convert; // a gather's (reshaping) layout change, or null
  Value use;         // what the multiply reads: the load or its reshape
  llvm::SetVector<Operation *> slice; // its address computation in the body
  SharedBufferType ring;              // slots of `use`'s shape ([N][K] when
                                      // transposed)
  Value buf;
  /// An operand loaded transposed (its memory contiguous along the load's
  /// second-to-last dim): copied as [N][K] (rhs) or [K][M] (lhs) rows, the
  /// multiply then reads it as rhs_transposed or lhs_transposed.
  /// `copyType` is the copied tile, the load's with its last two dims
  /// swapped; `readType` the tile the multiply reads.
  MmaOp transposedFor;
  RankedTensorType copyType, readType;
  /// Filled by the tensor memory accelerator: the kernel's CUtensorMap
  /// parameter for its tensor and box, and the ring's mbarriers.
  Value desc, bars;
  /// Where every CTA of a cluster of this many copies the same tiles: each
  /// copies a share of them to all (tma_load_tile multicast); else 0.
  int64_t multicast = 0;
};

/// The op `o` copies: its load_tile or its gather.
inline Operation *loadOf(const Operand &o) {
  return o.load ? LoadTileOp(o.load).getOperation()
                : LoadPtrOp(o.gather).getOperation();
}

/// What the launcher encodes for the CUtensorMap through which the tensor
/// memory accelerator copies `o`'s tiles (tensor, dims, box, swizzle), or
/// null where the copy does not read a whole tensor parameter as the
/// descriptor needs (tile-simt-pipeline-mma's `tma` rules). With `permuted`
/// the load may read the tensor's dims in another order (a permuted view).
/// Changes nothing.
DictionaryAttr getTensorMapRecord(gpu::GPUFuncOp fn, const Operand &o,
                                  bool permuted);

/// The record of a descriptor through which the accelerator stores `st`'s
/// tile from a slot of `buf` (rows in order: one box per swizzle block),
/// or null where no descriptor can describe the store.
DictionaryAttr getTensorMapRecord(gpu::GPUFuncOp fn, StoreTileOp st,
                                  SharedBufferType buf);

/// The CUtensorMap parameter of `fn` that `record` describes, added the
/// first time.
Value addTensorMap(gpu::GPUFuncOp fn, DictionaryAttr record);

/// `v` with its last two dims swapped (a 2-d view of a transposed copy).
SmallVector<int64_t> swapLastTwo(ArrayRef<int64_t> v);
SmallVector<Value> swapLastTwo(ValueRange v);

/// The slot after `slot` in a ring of `stages` (0 after the last), and
/// whether it wrapped.
std::pair<Value, Value> nextSlot(OpBuilder &b, Location loc, Value slot,
                                 int64_t stages);

/// The slot `back` (1 to `stages` - 1) trips before `slot` in a ring of
/// `stages`: slot < back ? slot + stages - back : slot - back.
Value slotBefore(OpBuilder &b, Location loc, Value slot, int64_t back,
                 int64_t stages);

/// Whether `v` is slotBefore(slot, back, stages) as that builds it.
bool isSlotBefore(Value v, Value slot, int64_t back, int64_t stages);

/// `t` with `slots` slots.
SharedBufferType withSlots(SharedBufferType t, int64_t slots);

/// Copies `o`'s tile for the trip at induction value `at` (its address
/// slice cloned with `iv` mapped to `at`) into `slot` of its ring, in
/// `layout` (the copy's distribution over the copying threads), predicated
/// on `pred` when given; `seed` maps values from outside the loop first
/// (cloneAt).
void copyIntoSlot(OpBuilder &b, Location loc, const Operand &o, Value iv,
                  Value at, Value slot, Value pred, RankedTensorType layout,
                  const IRMapping *seed = nullptr);

/// Each multiply reads its operands' slots (`slot` of each ring) where it
/// used the loads, which go.
void readFromSlots(MutableArrayRef<Operand> ops, Value slot);

/// Whether `loop` (the kernel's only pipelined loop) may be split between
/// `producers` copying threads and the `consumers` threads of the CTA.
bool canSpecialize(const Chip &target, scf::ForOp loop, int64_t consumers,
                   int64_t producers);

/// Splits `loop` (WarpSpecialize.cpp); false, with nothing changed, when a
/// producer's copy cannot be made in whole groups. With `setMaxRegisters`
/// (sm_90a's setmaxnreg), the producers give up registers the consumers
/// take.
bool specializeWarps(scf::ForOp loop, MutableArrayRef<Operand> ops,
                     int64_t stages, MmaOp lone, int64_t consumers,
                     int64_t producers, bool setMaxRegisters);

} // namespace mlir::tileir::simt::pipeline

#endif
