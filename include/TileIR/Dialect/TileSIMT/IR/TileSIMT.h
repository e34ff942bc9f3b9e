//===- TileSIMT.h - the tile_simt dialect -----------------------*- C++ -*-===//
#ifndef TILEIR_DIALECT_TILESIMT_IR_TILESIMT_H
#define TILEIR_DIALECT_TILESIMT_IR_TILESIMT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "TileIR/Dialect/TileSIMT/IR/DistView.h"
#include "TileIR/Dialect/TileSIMT/IR/TileSIMTDialect.h.inc"
#include "TileIR/Dialect/TileSIMT/IR/TileSIMTAttrInterfaces.h.inc"

#define GET_ATTRDEF_CLASSES
#include "TileIR/Dialect/TileSIMT/IR/TileSIMTAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "TileIR/Dialect/TileSIMT/IR/TileSIMTTypes.h.inc"

namespace mlir::tileir::simt {
/// A ranked tensor whose encoding is a distributed layout (blocked, slice).
bool isDistributedTensor(Type t);
/// !llvm.ptr<1>, the type of global-memory base pointers.
bool isGlobalPointer(Type t);
} // namespace mlir::tileir::simt

#include "TileIR/Dialect/TileSIMT/IR/TileSIMTEnums.h.inc"

namespace mlir::tileir::simt {
/// Kinds tile_simt.float has only in their approximate form (tanh.approx,
/// ex2.approx of x * log2(e)): 'approx' and no 'ftz'.
inline bool isApproxOnly(FloatKind k) {
  return k == FloatKind::tanh || k == FloatKind::exp;
}
/// Kinds with an approximate form besides their rounded one.
inline bool hasApproxForm(FloatKind k) {
  return k == FloatKind::div || k == FloatKind::sqrt || isApproxOnly(k);
}
} // namespace mlir::tileir::simt

#define GET_OP_CLASSES
#include "TileIR/Dialect/TileSIMT/IR/TileSIMTOps.h.inc"

namespace mlir::tileir::simt {
/// The read of `v` from a slot wgmma reads by matrix descriptor as an
/// operand of a product over `warps` warps along M (B: 0): a swizzled
/// buffer whose rows are in those warps' order (SharedAttr's mmaWarps).
/// Null where `v` is no such read.
ReadSlotOp getDescriptorSlot(Value v, unsigned warps);
} // namespace mlir::tileir::simt

#endif
