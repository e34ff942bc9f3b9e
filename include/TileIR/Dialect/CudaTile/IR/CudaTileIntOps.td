//===- CudaTileIntOps.td ------------------------------------*- tablegen -*-===//
#ifndef TILEIR_CUDATILE_INTOPS_TD
#define TILEIR_CUDATILE_INTOPS_TD

include "TileIR/Dialect/CudaTile/IR/CudaTileOpBase.td"

#endif
