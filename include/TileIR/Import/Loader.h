//===- Loader.h - one cuda_tile.module from bytecode or text ----*- C++ -*-===//
//
// The tools and the C API read kernels the same way: bytecode when the bytes
// start with the Tile IR magic, MLIR text otherwise (one cuda_tile.module,
// bare or inside a builtin module), verified before it is returned.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_IMPORT_LOADER_H
#define TILEIR_IMPORT_LOADER_H

#include "mlir/IR/OwningOpRef.h"

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir {
class MLIRContext;
class Operation;
namespace tileir {

/// The cuda_tile.module in the main buffer of `mgr`, or null after an error
/// reported to `ctx`'s diagnostic handler (located in the text, or at a byte
/// offset for bytecode, or at the buffer's name when the input holds no
/// single module).
OwningOpRef<Operation *> loadTileModule(llvm::SourceMgr &mgr, MLIRContext &ctx);

} // namespace tileir
} // namespace mlir

#endif
