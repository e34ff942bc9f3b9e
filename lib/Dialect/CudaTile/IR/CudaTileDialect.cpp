//===- CudaTileDialect.cpp - the cuda_tile dialect ------------------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.cpp.inc"
#include "TileIR/Dialect/CudaTile/IR/CudaTileEnums.cpp.inc"

void CudaTileDialect::initialize() {
  registerTypes();
  registerAttributes();
  registerOps();
}

void CudaTileDialect::registerOps() {
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/CudaTile/IR/CudaTileCoreOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/CudaTile/IR/CudaTileIntOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/CudaTile/IR/CudaTileFloatOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/CudaTile/IR/CudaTileConversionOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/CudaTile/IR/CudaTileShapeOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/CudaTile/IR/CudaTileMemoryOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/CudaTile/IR/CudaTileControlOps.cpp.inc"
      >();
#ifdef TILEIR_INCLUDE_TESTS
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/CudaTile/IR/CudaTileTestingOps.cpp.inc"
      >();
#endif
}
