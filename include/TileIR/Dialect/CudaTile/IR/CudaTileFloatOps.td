//===- CudaTileFloatOps.td ------------------------------------*- tablegen -*-===//
#ifndef TILEIR_CUDATILE_FLOATOPS_TD
#define TILEIR_CUDATILE_FLOATOPS_TD

include "TileIR/Dialect/CudaTile/IR/CudaTileOpBase.td"

#endif
