//===- Reader.h - Tile IR bytecode reader -----------------------*- C++ -*-===//
#ifndef TILEIR_BYTECODE_READER_H
#define TILEIR_BYTECODE_READER_H

#include "TileIR/Bytecode/Version.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/MemoryBufferRef.h"

namespace mlir {
class MLIRContext;
namespace tileir {

/// True when `buffer` starts with the Tile IR magic "\x7fTileIR\0".
bool isTileIRBytecode(llvm::StringRef buffer);

/// Reads a Tile IR bytecode file (versions 13.1-13.5) into a verified
/// `cuda_tile.module @kernels`. On malformed input emits one diagnostic that
/// names the byte offset and returns null; never aborts.
OwningOpRef<cuda_tile::ModuleOp> readTileIRBytecode(llvm::MemoryBufferRef buffer,
                                                    MLIRContext *context);

} // namespace tileir
} // namespace mlir

#endif // TILEIR_BYTECODE_READER_H
