//===- CudaTileConversionOps.td ------------------------------------*- tablegen -*-===//
#ifndef TILEIR_CUDATILE_CONVERSIONOPS_TD
#define TILEIR_CUDATILE_CONVERSIONOPS_TD

include "TileIR/Dialect/CudaTile/IR/CudaTileOpBase.td"

#endif
