//===- CudaTileMemoryOps.td ------------------------------------*- tablegen -*-===//
#ifndef TILEIR_CUDATILE_MEMORYOPS_TD
#define TILEIR_CUDATILE_MEMORYOPS_TD

include "TileIR/Dialect/CudaTile/IR/CudaTileOpBase.td"

#endif
