//===- CudaTileOps.h - every op of cuda_tile --------------------*- C++ -*-===//
#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILEOPS_H
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILEOPS_H

#include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_OP_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileCoreOps.h.inc"
#define GET_OP_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileIntOps.h.inc"
#define GET_OP_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileFloatOps.h.inc"
#define GET_OP_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileConversionOps.h.inc"
#define GET_OP_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileShapeOps.h.inc"
#define GET_OP_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileMatrixOps.h.inc"
#define GET_OP_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileMemoryOps.h.inc"
#define GET_OP_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileControlOps.h.inc"
#ifdef TILEIR_INCLUDE_TESTS
#define GET_OP_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileTestingOps.h.inc"
#endif

#endif
