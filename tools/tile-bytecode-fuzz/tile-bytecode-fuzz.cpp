//===- tile-bytecode-fuzz.cpp - libFuzzer target for the bytecode reader --===//
//
// Feeds arbitrary bytes to readTileIRBytecode. Any crash, sanitizer report,
// hang or out-of-memory is a bug: bad input must only produce a diagnostic.
// A file the reader accepts is also written back, to fuzz the writer on
// modules the reader can produce.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Bytecode/Reader.h"
#include "TileIR/Bytecode/Writer.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // One context for the whole run: creating one per input is slow, and
  // attributes/types interned by earlier inputs do not change behaviour.
  static mlir::MLIRContext *ctx = [] {
    auto *c = new mlir::MLIRContext(mlir::MLIRContext::Threading::DISABLED);
    // With 13.5's public preview on, so its readers are fuzzed too.
    c->getOrLoadDialect<mlir::cuda_tile::CudaTileDialect>()->setPreviewSimt(
        true);
    return c;
  }();
  mlir::ScopedDiagnosticHandler quiet(ctx, [](mlir::Diagnostic &) {
    return mlir::success();
  });
  llvm::StringRef bytes(reinterpret_cast<const char *>(data), size);
  llvm::MemoryBufferRef buffer(bytes, "fuzz");
  mlir::OwningOpRef<mlir::cuda_tile::ModuleOp> module =
      mlir::tileir::readTileIRBytecode(buffer, ctx);
  if (module) {
    std::string out;
    llvm::raw_string_ostream os(out);
    (void)mlir::tileir::writeTileIRBytecode(module.get(), os);
  }
  return 0;
}
