//===- Loader.h - one cuda_tile.module from bytecode or text ----*- C++ -*-===//
//
// Every tool and the C API read kernels the same way: bytecode when the bytes
// start with the Tile IR magic, MLIR text otherwise (one cuda_tile.module,
// bare or inside a builtin module, or bare entries as tileirdisasm prints
// them), verified before it is returned.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_IMPORT_LOADER_H
#define TILEIR_IMPORT_LOADER_H

#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/OwningOpRef.h"

#include <memory>

namespace llvm {
class MemoryBuffer;
class SourceMgr;
} // namespace llvm

namespace mlir {
class MLIRContext;
namespace tileir {

struct TileLoadOptions {
  /// Accept IR text as cutile-rs's own printer writes it
  /// (rewriteCutileRsText); NVIDIA's spellings are left as they are.
  bool cutileRsText = false;
  /// Put bare top-level entries inside a cuda_tile.module (off where the
  /// caller splits the input into chunks of its own).
  bool wrapBareOps = true;
};

/// The input as the MLIR parser should see it: bytecode as it is; text with
/// cutile-rs's spellings rewritten (when asked) and top-level entries, globals
/// or testing functions with no module around them (tileirdisasm's output)
/// put inside a cuda_tile.module on their first line, so that line numbers
/// in messages stay those of the file. The buffer keeps its name.
std::unique_ptr<llvm::MemoryBuffer>
prepareTileInput(std::unique_ptr<llvm::MemoryBuffer> input,
                 const TileLoadOptions &options = {});

/// The cuda_tile.module in the main buffer of `mgr` (prepared by
/// prepareTileInput when it is text), or null after an error reported to
/// `ctx`'s diagnostic handler (located in the text, or at a byte offset for
/// bytecode, or at the buffer's name when the input holds no single module).
OwningOpRef<cuda_tile::ModuleOp> loadTileModule(llvm::SourceMgr &mgr,
                                                MLIRContext &ctx);

/// Opens `path` ("-" is stdin), prepares it, makes it `mgr`'s main buffer and
/// loads it; a file that cannot be opened is reported at its name.
OwningOpRef<cuda_tile::ModuleOp>
loadTileFile(llvm::StringRef path, llvm::SourceMgr &mgr, MLIRContext &ctx,
             const TileLoadOptions &options = {});

} // namespace tileir
} // namespace mlir

#endif
