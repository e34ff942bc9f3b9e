//===- Common.h - helpers of the tile_simt -> NVVM lowering ------*- C++ -*-===//
#ifndef TILEIR_LIB_CONVERSION_TILESIMTTONVVM_COMMON_H
#define TILEIR_LIB_CONVERSION_TILESIMTTONVVM_COMMON_H

#include "TileIR/Conversion/Passes.h"
#include "TileIR/Dialect/TileSIMT/IR/Layout.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::tileir::lowering {

Value i32Const(OpBuilder &b, Location loc, int64_t v);

/// Per-dim coordinate of the first element this thread holds in each
/// spt-sized block: (lane index + tpw * warp index) * spt, in i32.
SmallVector<Value> threadCoords(OpBuilder &b, Location loc,
                                const simt::DistView &v);

/// Coordinates of register `r`: threadCoords + its static part, wrapped
/// into the shape where the layout is larger than the tile.
SmallVector<Value> regCoords(OpBuilder &b, Location loc,
                             const simt::DistView &v,
                             ArrayRef<Value> thread, int64_t r);

/// Warp index along dim d, wrapped to the distinct warps.
Value warpIndexAlong(OpBuilder &b, Location loc, const simt::DistView &v,
                     unsigned d);

/// gpu.shuffle of any scalar int/float (narrow ones travel widened to 32
/// bits, 64-bit ones as two halves) over the full warp.
Value shuffle(OpBuilder &b, Location loc, Value v, Value offset,
              gpu::ShuffleMode mode);

/// Clones the single-block combiner with (a, b) bound to its arguments.
Value combine(OpBuilder &b, Region &combiner, Value lhs, Value rhs);

/// What the patterns ask of the target (as Triton's TargetInfo): the chip,
/// and how much shared memory each kernel has taken so far.
class LoweringTarget {
public:
  explicit LoweringTarget(const Chip &chip) : chip(chip) {}
  const Chip &getChip() const { return chip; }

  /// Takes `count` x `elt` of shared memory for `op`'s own buffer; called
  /// before the pattern builds any IR. Fails with an error at `op` naming
  /// the bytes when the kernel's buffers would exceed what the chip gives a
  /// block: the lowering refuses instead of ptxas or the launch.
  LogicalResult reserveShared(Operation *op, Type elt, int64_t count);

private:
  const Chip &chip;
  DenseMap<Operation *, int64_t> kernelBytes; // per gpu.func
};

/// Bytes a shared buffer of `count` x `elt` takes, 16-byte aligned as
/// allocShared aligns it.
int64_t sharedBufferBytes(Type elt, int64_t count);

/// A fresh static shared-memory array of `count` elements in the gpu.module
/// enclosing `anchor`; returns its address (!llvm.ptr<3>). The pattern has
/// reserved it (LoweringTarget::reserveShared).
Value allocShared(OpBuilder &b, Operation *anchor, Type elt, int64_t count);

/// Once every buffer exists: a kernel whose buffers exceed the 48 KiB
/// static cap gets them at disjoint offsets of one extern (dynamic) .shared
/// array and records the size (tile_simt.dynamic_shared_memory).
void placeSharedMemory(gpu::GPUModuleOp module);

/// A barrier after (or before) an op's use of its shared buffer, needed
/// only when the op sits in a loop: a later trip writes the same buffer.
void barrierIfInLoop(OpBuilder &b, Location loc, Operation *op);

/// Row-major index of coordinates `c` in `shape`, the fastest row padded by
/// `pad` elements.
Value linearIndex(OpBuilder &b, Location loc, ArrayRef<Value> c,
                  ArrayRef<int64_t> shape, int64_t pad);

/// Splits a vector into scalars / builds one from scalars.
SmallVector<Value> unpack(OpBuilder &b, Location loc, Value vec);
Value pack(OpBuilder &b, Location loc, VectorType ty, ArrayRef<Value> elems);

/// A pattern that asks the target (chip, shared memory).
template <typename Op>
struct TargetPattern : OpConversionPattern<Op> {
  TargetPattern(TypeConverter &tc, MLIRContext *ctx, LoweringTarget &target)
      : OpConversionPattern<Op>(tc, ctx), target(target) {}
  LoweringTarget &target;
};

void populateMemoryLowering(TypeConverter &tc, RewritePatternSet &patterns);
void populatePointerLowering(TypeConverter &tc, RewritePatternSet &patterns,
                             LoweringTarget &target);
void populateReduceLowering(TypeConverter &tc, RewritePatternSet &patterns,
                            LoweringTarget &target);
void populateScanLowering(TypeConverter &tc, RewritePatternSet &patterns,
                          LoweringTarget &target);
void populateLayoutLowering(TypeConverter &tc, RewritePatternSet &patterns,
                            LoweringTarget &target);
void populateSliceLowering(TypeConverter &tc, RewritePatternSet &patterns,
                           LoweringTarget &target);
/// fp8 truncf/extf per chip (FloatLowering.cpp); `involvesF8` says which
/// ops those are, illegal scalars included.
void populateFloatLowering(TypeConverter &tc, RewritePatternSet &patterns);
bool involvesF8(Operation *op);

} // namespace mlir::tileir::lowering

#endif
