//===- CudaTileShapeOps.td ------------------------------------*- tablegen -*-===//
#ifndef TILEIR_CUDATILE_SHAPEOPS_TD
#define TILEIR_CUDATILE_SHAPEOPS_TD

include "TileIR/Dialect/CudaTile/IR/CudaTileOpBase.td"

#endif
