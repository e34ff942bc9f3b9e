//===- Layout.h - which thread holds which element --------------*- C++ -*-===//
//
// The arithmetic of blocked layouts shared by the conversions: registers per
// thread, the static part of each register's coordinate, and the default
// layout chosen for a tile shape.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_DIALECT_TILESIMT_IR_LAYOUT_H
#define TILEIR_DIALECT_TILESIMT_IR_LAYOUT_H

#include "TileIR/Dialect/TileSIMT/IR/TileSIMT.h"

namespace mlir::tileir::simt {


/// Resolves the encoding of `t` through its DistributedLayoutAttrInterface;
/// fails on tensors without a layout.
FailureOr<DistView> getDistView(RankedTensorType t);

/// Registers each thread holds for `t`.
int64_t getNumRegisters(RankedTensorType t);

/// Default layout: 16-byte vectors along the last dim, lanes fastest-dim
/// first, warps outermost-dim first.
BlockedAttr getDefaultBlocked(MLIRContext *ctx, ArrayRef<int64_t> shape,
                              unsigned elementBits, unsigned numWarps);

/// Threads per CTA a layout was built for.
unsigned getNumThreads(BlockedAttr b);

/// True when `a` and `b` give every thread the same registers in the same
/// order (their shapes may differ by unit dims).
bool haveSameRegisters(RankedTensorType a, RankedTensorType b);

/// A layout for `newShape` (which adds or drops unit dims of `src`'s shape)
/// under which no register moves; null when there is none.
Attribute inferReshapeLayout(RankedTensorType src, ArrayRef<int64_t> newShape);

/// For the `dst`-shaped slice of `src` at element `offsets`: the source
/// register that holds each result register in the same thread (a shuffle
/// mask), or nullopt when some thread lacks part of its slice. Both layouts
/// must be blocked with the same lanes and warps.
std::optional<SmallVector<int64_t>>
getSliceRegisters(RankedTensorType src, RankedTensorType dst,
                  ArrayRef<int64_t> offsets);

/// A blocked layout for a `shape`-sized slice of `src` (at any offset that is
/// a multiple of `shape`) that getSliceRegisters maps without moving data
/// between threads; null when there is none.
Attribute inferSliceLayout(RankedTensorType src, ArrayRef<int64_t> shape);

} // namespace mlir::tileir::simt

#endif
