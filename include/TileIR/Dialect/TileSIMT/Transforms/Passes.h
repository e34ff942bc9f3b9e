//===- Passes.h - tile_simt optimisations -----------------------*- C++ -*-===//
#ifndef TILEIR_DIALECT_TILESIMT_TRANSFORMS_PASSES_H
#define TILEIR_DIALECT_TILESIMT_TRANSFORMS_PASSES_H

#include "TileIR/Dialect/TileSIMT/IR/TileSIMT.h"
#include "mlir/Pass/Pass.h"

namespace mlir::tileir {
#define GEN_PASS_DECL
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h.inc"
} // namespace mlir::tileir

#endif
