//===- Passes.h - cuda_tile transforms --------------------------*- C++ -*-===//
#ifndef TILEIR_DIALECT_CUDATILE_TRANSFORMS_PASSES_H
#define TILEIR_DIALECT_CUDATILE_TRANSFORMS_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::tileir {
#define GEN_PASS_DECL
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::tileir

#endif
