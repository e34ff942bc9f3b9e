//===- Passes.h - PTX emission pass -----------------------------*- C++ -*-===//
#ifndef TILEIR_TARGET_PTX_PASSES_H
#define TILEIR_TARGET_PTX_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::tileir {
#define GEN_PASS_DECL
#include "TileIR/Target/PTX/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "TileIR/Target/PTX/Passes.h.inc"
} // namespace mlir::tileir

#endif
