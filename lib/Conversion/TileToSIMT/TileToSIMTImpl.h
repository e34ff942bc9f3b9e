//===- TileToSIMTImpl.h - state shared by the tile-to-simt files -*- C++ -*-===//
//
// The conversion rebuilds each entry as a gpu.func, op by op, mapping every
// cuda_tile value to its SIMT counterpart. Views have no SIMT value: their
// base pointer, extents, strides and known divisors live in ViewInfo.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_LIB_CONVERSION_TILETOSIMT_IMPL_H
#define TILEIR_LIB_CONVERSION_TILETOSIMT_IMPL_H

#include "TileIR/Conversion/Passes.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "TileIR/Dialect/TileSIMT/IR/Layout.h"

#include "mlir/IR/Builders.h"

namespace mlir::tileir::detail {

struct ViewInfo {
  Value base;                  // !llvm.ptr<1>
  Type elementType;            // converted element type
  SmallVector<Value> shape;    // i32, tensor dims
  SmallVector<Value> strides;  // i32, elements
  SmallVector<int64_t> shapeDiv, strideDiv;
  int64_t baseAlign = 1;       // bytes
  // Set for partition views.
  SmallVector<int64_t> tile;
  SmallVector<int32_t> dimMap; // tile dim i walks tensor dim dimMap[i]
  Attribute padding;           // cuda_tile padding attr, or null
};

class KernelLowering {
public:
  KernelLowering(OpBuilder &b, unsigned numWarps) : b(b), numWarps(numWarps) {}

  /// Lowers the ops of `block` at the builder's insertion point; the
  /// terminator's mapped operands are handed to `onTerminator`.
  LogicalResult
  lowerBlock(Block &block,
             function_ref<LogicalResult(Operation *, ValueRange)> onTerminator);

  /// Maps a cuda_tile value (must already be lowered).
  Value lookup(Value v) const { return map.lookup(v); }
  void setMapping(Value from, Value to) { map[from] = to; }

  /// tile<S x T> -> tensor<S x T', layout> (rank 0: the scalar T').
  /// Returns null and reports at `loc` when T has no lowering.
  Type convertType(Type t, Location loc, Attribute layout = {});
  Type convertElementType(Type t, Location loc);
  Attribute defaultLayout(ArrayRef<int64_t> shape, Type elt);
  /// Moves `v` into the type `to` (same shape and element type).
  Value toType(Value v, Type to, Location loc);

  /// Known power-of-two divisor of a lowered integer or pointer value.
  int64_t getDivisor(Value cudaTileValue) const;

  OpBuilder &b;
  unsigned numWarps;
  DenseMap<Value, Value> map;
  DenseMap<Value, int64_t> divisors;  // keyed by cuda_tile values
  DenseMap<Value, ViewInfo> views;    // keyed by cuda_tile view values

  // Per-group lowerings; each returns failure() with a diagnostic, or
  // success() with `handled` telling whether it knew the op.
  LogicalResult lowerOp(Operation *op);
  LogicalResult lowerElementwise(Operation *op, bool &handled);
  LogicalResult lowerMemory(Operation *op, bool &handled);
  LogicalResult lowerPointer(Operation *op, bool &handled); // from lowerMemory
  LogicalResult lowerShape(Operation *op, bool &handled);
  LogicalResult lowerControl(Operation *op, bool &handled);
  /// `loop`, and `for` with `continue` inside `if`s (ControlToSIMT.cpp).
  LogicalResult lowerLoops(Operation *op, bool &handled);
};

/// The LLVM atomicrmw operation of atomic `mode` on `elt`; reports at `op`
/// when there is none (PointerToSIMT.cpp).
FailureOr<LLVM::AtomicBinOp> atomicBinOp(Operation *op,
                                         cuda_tile::AtomicRMWMode mode,
                                         Type elt);

/// Creates an i32 constant.
Value constI32(OpBuilder &b, Location loc, int64_t v);

} // namespace mlir::tileir::detail

#endif
