//===- Passes.h - TileIR conversions ----------------------------*- C++ -*-===//
#ifndef TILEIR_CONVERSION_PASSES_H
#define TILEIR_CONVERSION_PASSES_H

#include "TileIR/Dialect/TileSIMT/IR/TileSIMT.h"
#include "TileIR/Target/Chip.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::tileir {
#define GEN_PASS_DECL
#include "TileIR/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "TileIR/Conversion/Passes.h.inc"

/// The warps per CTA that `top`'s entries ask for on `chip` (their
/// num_worker_warps_per_cta hint, the largest), if any asks.
std::optional<unsigned> getHintedNumWarps(ModuleOp top, llvm::StringRef chip);
} // namespace mlir::tileir

#endif
