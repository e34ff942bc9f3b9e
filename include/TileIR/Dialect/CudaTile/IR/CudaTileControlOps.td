//===- CudaTileControlOps.td ------------------------------------*- tablegen -*-===//
#ifndef TILEIR_CUDATILE_CONTROLOPS_TD
#define TILEIR_CUDATILE_CONTROLOPS_TD

include "TileIR/Dialect/CudaTile/IR/CudaTileOpBase.td"

#endif
