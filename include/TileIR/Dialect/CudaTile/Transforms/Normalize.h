//===- Normalize.h - front-end normalization pipeline -----------*- C++ -*-===//
//
// `tile-normalize` brings cuTile Python and cutile-rs idioms to one form
// (passes in Passes.td, tile-normalize-*). The structural diff runs it with
// `reorderAbi` so both ABIs compare.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_DIALECT_CUDATILE_TRANSFORMS_NORMALIZE_H
#define TILEIR_DIALECT_CUDATILE_TRANSFORMS_NORMALIZE_H

#include "mlir/Pass/PassManager.h"

namespace mlir::tileir {

struct NormalizeOptions {
  /// Drop unused entry arguments and order parameters by first use.
  bool reorderAbi = false;
  /// Distinct pointer arguments never alias (both front ends' ABI).
  bool noAlias = true;
  /// Resolve optimization hints for this target ("" keeps them as written).
  std::string target;
};

/// Adds the tile-normalize stages to `pm` (anchored on builtin.module).
void buildNormalizePipeline(OpPassManager &pm, const NormalizeOptions &options);

/// Registers every tile-normalize-* pass and the `tile-normalize` pipeline.
void registerNormalizePasses();

} // namespace mlir::tileir

#endif
