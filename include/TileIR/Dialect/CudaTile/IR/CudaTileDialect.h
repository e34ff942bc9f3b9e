//===- CudaTileDialect.h - the cuda_tile dialect ----------------*- C++ -*-===//
#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILEDIALECT_H
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILEDIALECT_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"

#include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.h.inc"
#include "TileIR/Dialect/CudaTile/IR/CudaTileEnums.h.inc"

#include "TileIR/Dialect/CudaTile/IR/CudaTileAttrInterfaces.h.inc"
#define GET_ATTRDEF_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileAttrs.h.inc"

namespace mlir::cuda_tile {
class TensorViewType;
class TileType;
} // namespace mlir::cuda_tile
#include "TileIR/Dialect/CudaTile/IR/CudaTileTypeInterfaces.h.inc"
#define GET_TYPEDEF_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileTypes.h.inc"

namespace mlir::cuda_tile {

/// Element-type classes of the reference.
bool isIntegerElement(Type t);      // i1, i4, i8, i16, i32, i64
bool isFloatElement(Type t);        // every float type a tile may hold
bool isArithFloatElement(Type t);   // f16, bf16, f32, f64
bool isTileElement(Type t);         // numbers and pointers
/// The float a padding value names, in `sem`.
llvm::APFloat getPaddingFloat(PaddingValue pad, const llvm::fltSemantics &sem);
/// Size in bits of a tile element (pointers are 64).
unsigned getElementBitWidth(Type t);

/// Types inside cuda_tile ops may drop the `!cuda_tile.` prefix; these parse
/// and print them that way (and anything else as a normal type).
ParseResult parseCudaTileType(AsmParser &p, Type &type);
ParseResult parseCudaTileTypes(AsmParser &p, SmallVectorImpl<Type> &types);
void printCudaTileType(AsmPrinter &p, Type type);
void printCudaTileTypes(AsmPrinter &p, TypeRange types);
// Forms usable from ODS `custom<CudaTileType>(type($x))`.
inline ParseResult parseCudaTileType(OpAsmParser &p, Type &type) {
  return parseCudaTileType(static_cast<AsmParser &>(p), type);
}
inline void printCudaTileType(OpAsmPrinter &p, Operation *, Type type) {
  printCudaTileType(static_cast<AsmPrinter &>(p), type);
}
inline ParseResult parseCudaTileTypes(OpAsmParser &p,
                                      SmallVectorImpl<Type> &types) {
  return parseCudaTileTypes(static_cast<AsmParser &>(p), types);
}
inline void printCudaTileTypes(OpAsmPrinter &p, Operation *, TypeRange types) {
  printCudaTileTypes(static_cast<AsmPrinter &>(p), types);
}

/// 13.5's public-preview types and attributes (CudaTilePreview.cpp), after
/// their mnemonic was read: std::nullopt when `mnemonic` names none of them.
OptionalParseResult parsePreviewType(AsmParser &p, StringRef mnemonic,
                                     Type &type);
OptionalParseResult parsePreviewAttr(AsmParser &p, StringRef mnemonic,
                                     Type type, Attribute &attr);
/// Prints a preview type or attribute without its dialect prefix; failure
/// when it is not one.
LogicalResult printPreviewType(Type type, AsmPrinter &p);
LogicalResult printPreviewAttr(Attribute attr, AsmPrinter &p);

} // namespace mlir::cuda_tile

namespace mlir::OpTrait {
/// Marks ops whose regions hold cuda_tile ops (prefix may be omitted).
template <typename ConcreteType>
class CudaTileDefaultDialect
    : public TraitBase<ConcreteType, CudaTileDefaultDialect> {};
} // namespace mlir::OpTrait

#endif
