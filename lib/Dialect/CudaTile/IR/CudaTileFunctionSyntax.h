//===- CudaTileFunctionSyntax.h - signatures of function-like ops (private) -===//
//
// `(%a: tile<f32> {attrs}, ...) [-> type | -> (types)]`, as entry,
// testing$func, preview$func and preview$extern_impl spell their signatures
// (definitions in CudaTileCoreOps.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_LIB_DIALECT_CUDATILE_IR_CUDATILEFUNCTIONSYNTAX_H
#define TILEIR_LIB_DIALECT_CUDATILE_IR_CUDATILEFUNCTIONSYNTAX_H

#include "mlir/IR/OpImplementation.h"

namespace mlir::cuda_tile {
/// The arguments, their types, and one dictionary per argument when any
/// argument has attributes (else null).
ParseResult parseFunctionArguments(OpAsmParser &p,
                                   SmallVectorImpl<OpAsmParser::Argument> &args,
                                   SmallVectorImpl<Type> &types,
                                   ArrayAttr &argAttrs);
/// An optional `-> type` or `-> (types)`.
ParseResult parseFunctionResults(OpAsmParser &p, SmallVectorImpl<Type> &results);
/// The arguments, named by `body`'s entry block or `%argN` without one.
void printFunctionArguments(OpAsmPrinter &p, ArrayRef<Type> types,
                            ArrayAttr argAttrs, Region *body);
/// One result bare (`-> tile<i32>`), as NVIDIA's printer does; none: nothing.
void printFunctionResults(OpAsmPrinter &p, ArrayRef<Type> results);
} // namespace mlir::cuda_tile

#endif
