//===- CudaTilePreview.h - Tile IR 13.5's SIMT public preview ---*- C++ -*-===//
//
// The preview's attributes, types and ops (preview$func, preview$call,
// preview$extern_impl). Included only where the preview is handled: the
// dialect, the bytecode reader and writer, and the passes that refuse it.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILEPREVIEW_H
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILEPREVIEW_H

#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

#include "TileIR/Dialect/CudaTile/IR/CudaTilePreviewEnums.h.inc"
#define GET_ATTRDEF_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTilePreviewAttrs.h.inc"
#define GET_TYPEDEF_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTilePreviewTypes.h.inc"
#define GET_OP_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTilePreviewOps.h.inc"

namespace mlir::cuda_tile {

/// The name of the argument attribute that gives an argument's access.
inline constexpr llvm::StringLiteral kPreviewAccessAttrName =
    "cuda_tile.preview$access";

/// A symbolic expression: expr_int, expr_var, the arithmetic ones,
/// expr_builtin or expr_const_str.
bool isPreviewExpr(Attribute attr);
/// An expression with an integer value: no exact division (expr_div), no
/// string, as NVIDIA's verifier takes for an index parameter.
bool isPreviewIntegerExpr(Attribute attr);
/// An expression or a tuple of them (nested), as layouts and shapes hold.
bool isPreviewExprOrTuple(Attribute attr);
/// The name of the first variable `attr` refers to, if any.
std::optional<StringRef> findPreviewVar(Attribute attr);
/// The value of an expression without variables or builtins.
std::optional<int64_t> evaluatePreviewExpr(Attribute attr);

/// The compact spelling of an expression or tuple inside another preview
/// attribute or type: `4`, `k`, `(a, b)`, or the attribute itself.
ParseResult parsePreviewCompact(AsmParser &p, Attribute &out);
void printPreviewCompact(AsmPrinter &p, Attribute attr);

/// preview$fragment, preview$sym_t, preview$Datatype, preview$shape or
/// preview$string.
bool isPreviewType(Type type);
/// Whether `op` or anything in it belongs to the preview (its ops, or a
/// type or attribute of it): passes that cannot compile it refuse it.
bool isPreviewContent(Operation *op);
/// Emits "... is a Tile IR 13.5 public preview ..." at the first preview
/// content under `root`; success when there is none.
LogicalResult refusePreviewContent(Operation *root, StringRef what);

} // namespace mlir::cuda_tile

#endif // TILEIR_DIALECT_CUDATILE_IR_CUDATILEPREVIEW_H
