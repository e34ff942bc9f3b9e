//===- Translations.cpp - tile-translate's own translations ---------------===//
#include "TileIR/Translate/Translations.h"

#include "TileIR/Bytecode/Reader.h"
#include "TileIR/Bytecode/Writer.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "TileIR/Import/Loader.h"
#include "TileIR/Tools/Preview.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::tileir;
namespace cl = llvm::cl;

cl::OptionCategory &mlir::tileir::translateOptionCategory() {
  static cl::OptionCategory category("tile-translate options");
  return category;
}

namespace {
struct TranslateOptions {
  cl::opt<std::string> bytecodeVersion{
      "bytecode-version", cl::cat(translateOptionCategory()),
      cl::desc("Bytecode version --mlir-to-cudatilebc writes (13.1 to 13.5)"),
      cl::init("13.3")};
  cl::opt<bool> cutileRsText{
      "cutile-rs-text", cl::cat(translateOptionCategory()),
      cl::desc("Read IR text as cutile-rs's own printer writes it")};
  // Hints no chip or op takes are ignored unless asked for, as NVIDIA's
  // tools do; the same two flags.
  cl::opt<bool> warnUnsupportedHints{
      "Wunsupported-hints", cl::cat(translateOptionCategory()),
      cl::desc("Warn about unknown or invalid optimization hints")};
  cl::opt<bool> errorOnHints{
      "Werr-hints", cl::cat(translateOptionCategory()),
      cl::desc("With -Wunsupported-hints, fail the op that carries them")};
  // 13.5's public-preview features, by name as NVIDIA's tools take them.
  cl::list<std::string> preview{
      "preview", cl::cat(translateOptionCategory()), cl::CommaSeparated,
      cl::desc("Enable one or more named preview features (simt: "
               "preview$func, preview$call, preview$extern_impl)"),
      cl::value_desc("feature[,feature...]")};
};
} // namespace

static TranslateOptions &options() {
  static TranslateOptions o;
  return o;
}

OwningOpRef<cuda_tile::ModuleOp>
mlir::tileir::loadTranslationInput(llvm::SourceMgr &mgr, MLIRContext *ctx) {
  TranslateOptions &o = options();
  auto *dialect = ctx->getOrLoadDialect<cuda_tile::CudaTileDialect>();
  dialect->setWarnUnsupportedHints(o.warnUnsupportedHints);
  dialect->setErrorOnHints(o.errorOnHints);
  const llvm::MemoryBuffer *in = mgr.getMemoryBuffer(mgr.getMainFileID());
  std::string unknown = unknownPreviewFeature(o.preview);
  if (!unknown.empty()) {
    emitError(FileLineColLoc::get(ctx, in->getBufferIdentifier(), 0, 0))
        << unknown;
    return nullptr;
  }
  dialect->setPreviewSimt(hasSimtPreview(o.preview));
  // The text the parser reads may differ from the input (cutile-rs
  // spellings, a module put around bare entries) but keeps its name and
  // line numbers, so the driver's handler shows the input's own lines.
  TileLoadOptions load;
  load.cutileRsText = o.cutileRsText;
  llvm::SourceMgr prepared;
  prepared.AddNewSourceBuffer(
      prepareTileInput(llvm::MemoryBuffer::getMemBuffer(in->getMemBufferRef()),
                       load),
      llvm::SMLoc());
  return loadTileModule(prepared, *ctx);
}

LogicalResult mlir::tileir::checkBinaryOutput(cuda_tile::ModuleOp module,
                                              llvm::raw_ostream &os) {
  if (!os.is_displayed())
    return success();
  return module.emitError("refusing to write binary output to a terminal "
                          "(name a file with -o)");
}

static void registerCudaTile(DialectRegistry &registry) {
  registry.insert<cuda_tile::CudaTileDialect>();
}

/// The input's module as the op TranslateToMLIRRegistration prints.
static OwningOpRef<Operation *> loadAsOperation(llvm::SourceMgr &mgr,
                                                MLIRContext *ctx) {
  return OwningOpRef<Operation *>(loadTranslationInput(mgr, ctx).release());
}

void mlir::tileir::registerTileTranslations() {
  (void)options();
  TranslateToMLIRRegistration importBytecode(
      "cudatilebc-to-mlir", "Tile IR bytecode to cuda_tile text",
      [](llvm::SourceMgr &mgr, MLIRContext *ctx) -> OwningOpRef<Operation *> {
        // Bytecode only: other input goes to the reader, which names the
        // bad magic at offset 0.
        const llvm::MemoryBuffer *in = mgr.getMemoryBuffer(mgr.getMainFileID());
        if (!isTileIRBytecode(in->getBuffer()))
          return OwningOpRef<Operation *>(
              readTileIRBytecode(in->getMemBufferRef(), ctx).release());
        return loadAsOperation(mgr, ctx);
      },
      registerCudaTile);
  TranslateToMLIRRegistration anyToText(
      "cudatile-to-mlir",
      "Bytecode or text (bare entries too) to the verified cuda_tile.module",
      TranslateRawSourceMgrToMLIRFunction(loadAsOperation), registerCudaTile);
  TranslateRegistration exportBytecode(
      "mlir-to-cudatilebc",
      "cuda_tile text (or bytecode) to bytecode of --bytecode-version",
      [](const std::shared_ptr<llvm::SourceMgr> &mgr, llvm::raw_ostream &os,
         MLIRContext *ctx) -> LogicalResult {
        std::optional<BytecodeVersion> version =
            BytecodeVersion::parse(options().bytecodeVersion);
        if (!version || !version->isSupported()) {
          std::string known;
          llvm::raw_string_ostream ks(known);
          llvm::interleaveComma(supportedBytecodeVersions(), ks,
                                [&](BytecodeVersion v) { ks << v.str(); });
          return emitError(UnknownLoc::get(ctx))
                 << "unsupported --bytecode-version '"
                 << options().bytecodeVersion << "' (supported: " << known
                 << ")";
        }
        OwningOpRef<cuda_tile::ModuleOp> module =
            loadTranslationInput(*mgr, ctx);
        if (!module || failed(checkBinaryOutput(*module, os)))
          return failure();
        return writeTileIRBytecode(*module, os, *version);
      });
  TranslateRegistration verifyOnly(
      "cudatile-verify", "Read and verify the input; write nothing",
      [](const std::shared_ptr<llvm::SourceMgr> &mgr, llvm::raw_ostream &,
         MLIRContext *ctx) -> LogicalResult {
        return success(bool(loadTranslationInput(*mgr, ctx)));
      });
}
