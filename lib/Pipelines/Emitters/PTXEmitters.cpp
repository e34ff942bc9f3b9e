//===- PTXEmitters.cpp - tile-translate --cudatile-to-ptx|cubin|manifest --===//
#include "TileIR/Pipelines/Pipelines.h"
#include "TileIR/Target/PTX/CubinInfo.h"
#include "TileIR/Translate/Translations.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::tileir;

namespace {
struct EmitterOptions {
  // Every option of the pipeline is a flag of the same name.
#define TILEIR_TILE_TO_PTX_OPTION(TYPE, FIELD, FLAG, DEFAULT, DESCRIPTION)     \
  llvm::cl::opt<TYPE> FIELD{FLAG, llvm::cl::cat(translateOptionCategory()),   \
                            llvm::cl::desc(DESCRIPTION),                       \
                            llvm::cl::init(DEFAULT)};
#include "TileIR/Pipelines/TileToPTXOptions.def"
  // One compile for both products a launcher needs (cubin + manifest).
  llvm::cl::opt<std::string> manifestOut{
      "manifest-out",
      llvm::cl::cat(translateOptionCategory()),
      llvm::cl::desc("With --cudatile-to-ptx|cubin: also write the launch "
                     "manifest to this file")};
};
} // namespace

static EmitterOptions &options() {
  static EmitterOptions o;
  return o;
}

/// What one translation writes of the compiled kernel.
enum class Product { PTX, Cubin, Manifest };

/// Lowers the input's cuda_tile.module and writes one product.
static LogicalResult emit(llvm::SourceMgr &mgr, MLIRContext *ctx,
                          llvm::raw_ostream &os, Product what) {
  // The lowering's dialects and their to-LLVM interfaces, before any IR.
  DialectRegistry registry;
  registerLoweringDialects(registry);
  ctx->appendDialectRegistry(registry);
  OwningOpRef<cuda_tile::ModuleOp> tileModule = loadTranslationInput(mgr, ctx);
  if (!tileModule ||
      (what == Product::Cubin && failed(checkBinaryOutput(*tileModule, os))))
    return failure();
  Location loc = tileModule->getLoc();
  OwningOpRef<ModuleOp> wrapper = ModuleOp::create(loc);
  wrapper->getBody()->push_back(tileModule.release());
  TileToPTXOptions opts;
#define TILEIR_TILE_TO_PTX_OPTION(TYPE, FIELD, FLAG, DEFAULT, DESCRIPTION)     \
  opts.FIELD = options().FIELD;
#include "TileIR/Pipelines/TileToPTXOptions.def"
  PtxasOptions ptxas;
  ptxas.lineInfo = options().lineInfo;
  FailureOr<CompiledKernel> k =
      compileToPTX(*wrapper, opts, /*assemble=*/what == Product::Cubin, ptxas);
  if (failed(k))
    return failure();
  if (what != Product::Manifest && !options().manifestOut.empty()) {
    std::error_code ec;
    llvm::raw_fd_ostream mf(options().manifestOut, ec);
    if (ec)
      return emitError(loc, "cannot write manifest '")
             << options().manifestOut << "': " << ec.message();
    mf << k->manifest;
  }
  switch (what) {
  case Product::PTX:
    os << k->ptx;
    break;
  case Product::Cubin:
    os << k->cubin;
    break;
  case Product::Manifest:
    os << k->manifest;
    break;
  }
  return success();
}

/// A translation writing `what`.
static TranslateFunction emitter(Product what) {
  return [what](const std::shared_ptr<llvm::SourceMgr> &mgr,
                llvm::raw_ostream &os, MLIRContext *ctx) {
    return emit(*mgr, ctx, os, what);
  };
}

void mlir::tileir::registerPTXTranslations() {
  (void)options();
  TranslateRegistration ptx("cudatile-to-ptx", "PTX text for --chip",
                            emitter(Product::PTX));
  TranslateRegistration cubin("cudatile-to-cubin",
                              "cubin for --chip (runs ptxas)",
                              emitter(Product::Cubin));
  TranslateRegistration manifest("cudatile-to-manifest",
                                 "launch manifest JSON for --chip",
                                 emitter(Product::Manifest));
  // For tests of the marking --cudatile-to-cubin does.
  TranslateRegistration mark(
      "mark-cubin",
      "cubin in, the same with EIATTR_LANGUAGE TILEIR in each kernel's "
      ".nv.info (testing)",
      [](const std::shared_ptr<llvm::SourceMgr> &mgr, llvm::raw_ostream &os,
         MLIRContext *ctx) -> LogicalResult {
        const llvm::MemoryBuffer *in = mgr->getMemoryBuffer(mgr->getMainFileID());
        llvm::Expected<std::string> marked =
            markTileIRLanguage(in->getBuffer());
        if (!marked)
          return emitError(FileLineColLoc::get(ctx, in->getBufferIdentifier(),
                                               0, 0))
                 << llvm::toString(marked.takeError());
        os << *marked;
        return success();
      });
}
