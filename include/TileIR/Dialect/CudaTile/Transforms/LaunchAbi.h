//===- LaunchAbi.h - an entry's arguments grouped as launch parameters -*- C++ -*-===//
//
// cuTile Python passes an array as (ptr, shapes, strides); cutile-rs passes
// an input the same way and an output as (ptr, shapes, strides, partition
// shapes, partition strides). A launch parameter is one such group or one
// scalar. tile-normalize-abi records them on the entry as `tileir.abi`; the
// manifest, tile-run --params and the gate read them.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_DIALECT_CUDATILE_TRANSFORMS_LAUNCHABI_H
#define TILEIR_DIALECT_CUDATILE_TRANSFORMS_LAUNCHABI_H

#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

namespace mlir::tileir {

/// One launch parameter.
struct AbiParam {
  bool tensor = false;
  unsigned rank = 0;          // tensors
  SmallVector<unsigned> args; // entry argument numbers, in order
  bool read = false, written = false;

  /// `tileir.abi`'s dictionary: kind, args, and for a tensor rank and access.
  DictionaryAttr toAttr(MLIRContext *ctx) const;
};

/// The parameters of `entry`, ordered by first argument: each tensor_view
/// made from an argument followed by its dynamic extents and strides is a
/// tensor (with cutile-rs's unused partition extents and strides after an
/// output's), and with `gatheredArrays` a pointer reached without a view
/// followed by extents and strides the kernel only assumes facts of (see
/// tile-normalize-abi); every other argument is a scalar.
SmallVector<AbiParam> recogniseLaunchAbi(cuda_tile::EntryOp entry,
                                         bool gatheredArrays);

/// The parameters recorded on `entry` by tile-normalize-abi; failure when
/// it carries no (or a malformed) `tileir.abi`. After `reorder` the record
/// still numbers the arguments of the entry as it was before.
FailureOr<SmallVector<AbiParam>> readLaunchAbi(Operation *entry);

} // namespace mlir::tileir

#endif
