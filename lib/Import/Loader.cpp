//===- Loader.cpp - one cuda_tile.module from bytecode or text ------------===//
#include "TileIR/Import/Loader.h"

#include "TileIR/Bytecode/Reader.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

OwningOpRef<Operation *> mlir::tileir::loadTileModule(llvm::SourceMgr &mgr,
                                                      MLIRContext &ctx) {
  const llvm::MemoryBuffer *buf = mgr.getMemoryBuffer(mgr.getMainFileID());
  if (isTileIRBytecode(buf->getBuffer()))
    return readTileIRBytecode(buf->getMemBufferRef(), &ctx);
  Block block;
  // Verified once below, after unwrapping (warnings would print twice).
  ParserConfig config(&ctx, /*verifyAfterParse=*/false);
  if (failed(parseSourceFile(mgr, &block, config)))
    return nullptr;
  Operation *top = llvm::hasSingleElement(block) ? &block.front() : nullptr;
  // A builtin module wrapping exactly one cuda_tile.module is accepted.
  if (auto m = llvm::dyn_cast_or_null<ModuleOp>(top))
    top = llvm::hasSingleElement(*m.getBody()) ? &m.getBody()->front()
                                               : nullptr;
  if (!top || top->getName().getStringRef() != "cuda_tile.module") {
    emitError(FileLineColLoc::get(&ctx, buf->getBufferIdentifier(), 0, 0))
        << "expected exactly one cuda_tile.module in the input";
    return nullptr;
  }
  top->remove();
  OwningOpRef<Operation *> module(top);
  if (failed(verify(top)))
    return nullptr;
  return module;
}
