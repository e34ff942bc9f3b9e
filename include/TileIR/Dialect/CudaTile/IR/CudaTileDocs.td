//===- CudaTileDocs.td - every op group, for the generated docs -*- tablegen -*-===//
//
// Only `ninja mlir-doc` reads this file (build/docs/CudaTile/CudaTileOps.md):
// the dialect's types, attributes and ops in one page. The op groups keep
// their own .td files for code generation.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_CUDATILE_DOCS_TD
#define TILEIR_CUDATILE_DOCS_TD

include "TileIR/Dialect/CudaTile/IR/CudaTileCoreOps.td"
include "TileIR/Dialect/CudaTile/IR/CudaTileIntOps.td"
include "TileIR/Dialect/CudaTile/IR/CudaTileFloatOps.td"
include "TileIR/Dialect/CudaTile/IR/CudaTileConversionOps.td"
include "TileIR/Dialect/CudaTile/IR/CudaTileShapeOps.td"
include "TileIR/Dialect/CudaTile/IR/CudaTileMatrixOps.td"
include "TileIR/Dialect/CudaTile/IR/CudaTileMemoryOps.td"
include "TileIR/Dialect/CudaTile/IR/CudaTileControlOps.td"
include "TileIR/Dialect/CudaTile/IR/CudaTilePreviewOps.td"

#endif
