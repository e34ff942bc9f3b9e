//===- CudaTileFloatOps.cpp - verifiers, parsers and folders ----------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#define GET_OP_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileFloatOps.cpp.inc"
