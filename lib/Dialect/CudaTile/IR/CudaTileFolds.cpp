//===- CudaTileFolds.cpp - folders and canonicalization patterns ----------===//
//
// Every fold here keeps results bit-exact: no float reassociation, NaN and
// signed zero respected.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

using namespace mlir;
using namespace mlir::cuda_tile;
