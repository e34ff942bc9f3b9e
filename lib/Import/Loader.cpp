//===- Loader.cpp - one cuda_tile.module from bytecode or text ------------===//
#include "TileIR/Import/Loader.h"

#include "TileIR/Bytecode/Reader.h"
#include "TileIR/Import/CutileRsText.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::tileir;

/// Where the first op of `text` starts, past blank lines, `//` comments and
/// alias definitions (`#a = ...`, `!t = ...`, which stay outside a module).
static size_t firstOpOffset(StringRef text) {
  size_t pos = 0;
  while (pos < text.size()) {
    StringRef line = text.substr(pos).take_until([](char c) { return c == '\n'; });
    StringRef t = line.ltrim();
    if (!t.empty() && !t.starts_with("//") && !t.starts_with("#") &&
        !t.starts_with("!"))
      return pos + (line.size() - t.size());
    pos += line.size() + 1;
  }
  return text.size();
}

/// Whether the op at `text`'s start belongs inside a cuda_tile.module.
static bool isModuleMember(StringRef text) {
  StringRef word = text.take_until([](char c) {
    return !(llvm::isAlnum(c) || c == '_' || c == '.' || c == '$');
  });
  word.consume_front("cuda_tile.");
  return llvm::StringSwitch<bool>(word)
      .Cases("entry", "global", "testing$func", true)
      .Default(false);
}

std::unique_ptr<llvm::MemoryBuffer>
mlir::tileir::prepareTileInput(std::unique_ptr<llvm::MemoryBuffer> input,
                               const TileLoadOptions &options) {
  if (isTileIRBytecode(input->getBuffer()))
    return input;
  StringRef name = input->getBufferIdentifier();
  std::string text;
  if (options.cutileRsText)
    text = rewriteCutileRsText(input->getBuffer());
  else
    text = input->getBuffer().str();
  size_t first = firstOpOffset(text);
  if (options.wrapBareOps && isModuleMember(StringRef(text).substr(first)))
    text = text.substr(0, first) + "cuda_tile.module @kernels { " +
           text.substr(first) + "\n}\n";
  else if (!options.cutileRsText)
    return input;
  return llvm::MemoryBuffer::getMemBufferCopy(text, name);
}

OwningOpRef<cuda_tile::ModuleOp>
mlir::tileir::loadTileModule(llvm::SourceMgr &mgr, MLIRContext &ctx) {
  const llvm::MemoryBuffer *buf = mgr.getMemoryBuffer(mgr.getMainFileID());
  if (isTileIRBytecode(buf->getBuffer()))
    return readTileIRBytecode(buf->getMemBufferRef(), &ctx);
  Block block;
  // Verified once below, after unwrapping (warnings would print twice).
  ParserConfig config(&ctx, /*verifyAfterParse=*/false);
  if (failed(parseSourceFile(mgr, &block, config)))
    return nullptr;
  Operation *op = llvm::hasSingleElement(block) ? &block.front() : nullptr;
  // A builtin module wrapping exactly one cuda_tile.module is accepted.
  if (auto m = llvm::dyn_cast_or_null<ModuleOp>(op))
    op = llvm::hasSingleElement(*m.getBody()) ? &m.getBody()->front()
                                              : nullptr;
  auto module = llvm::dyn_cast_or_null<cuda_tile::ModuleOp>(op);
  if (!module) {
    emitError(FileLineColLoc::get(&ctx, buf->getBufferIdentifier(), 0, 0))
        << "expected exactly one cuda_tile.module in the input";
    return nullptr;
  }
  module->remove();
  OwningOpRef<cuda_tile::ModuleOp> owned(module);
  if (failed(verify(module)))
    return nullptr;
  return owned;
}

OwningOpRef<cuda_tile::ModuleOp>
mlir::tileir::loadTileFile(StringRef path, llvm::SourceMgr &mgr,
                           MLIRContext &ctx, const TileLoadOptions &options) {
  std::string err;
  std::unique_ptr<llvm::MemoryBuffer> file = openInputFile(path, &err);
  if (!file) {
    emitError(FileLineColLoc::get(&ctx, path, 0, 0)) << err;
    return nullptr;
  }
  mgr.AddNewSourceBuffer(prepareTileInput(std::move(file), options),
                         llvm::SMLoc());
  return loadTileModule(mgr, ctx);
}
