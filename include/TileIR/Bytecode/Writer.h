//===- Writer.h - Tile IR bytecode writer -----------------------*- C++ -*-===//
#ifndef TILEIR_BYTECODE_WRITER_H
#define TILEIR_BYTECODE_WRITER_H

#include "TileIR/Bytecode/Version.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "mlir/Support/LLVM.h"

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace mlir {
namespace tileir {

/// Writes `module` as Tile IR bytecode of `version`.
/// Fails with a diagnostic naming the op when the module uses something the
/// version cannot express; nothing is written to `os` in that case.
LogicalResult writeTileIRBytecode(cuda_tile::ModuleOp module,
                                  llvm::raw_ostream &os,
                                  BytecodeVersion version =
                                      BytecodeVersion::defaultWrite());

} // namespace tileir
} // namespace mlir

#endif // TILEIR_BYTECODE_WRITER_H
