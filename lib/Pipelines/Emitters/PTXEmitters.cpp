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
  llvm::cl::opt<std::string> chip{
      "chip", llvm::cl::cat(translateOptionCategory()),
      llvm::cl::desc("Target chip of --cudatile-to-ptx|cubin|manifest"),
      llvm::cl::init(kDefaultChip)};
  llvm::cl::opt<unsigned> numWarps{
      "num-warps",
      llvm::cl::cat(translateOptionCategory()),
      llvm::cl::desc("Warps per CTA (0: per module, "
                     "from the num_worker_warps_per_cta hint or the largest "
                     "tile)"),
      llvm::cl::init(0)};
  llvm::cl::opt<unsigned> maxRegisters{
      "max-registers",
      llvm::cl::cat(translateOptionCategory()),
      llvm::cl::desc("Registers per thread for every kernel (.maxnreg; 0: "
                     "ptxas chooses)"),
      llvm::cl::init(0)};
  llvm::cl::opt<unsigned> numStages{
      "num-stages",
      llvm::cl::cat(translateOptionCategory()),
      llvm::cl::desc("Shared slots per operand of a pipelined matrix K loop "
                     "(0 or 1: operands staged through registers)"),
      llvm::cl::init(3)};
  llvm::cl::opt<unsigned> prefetchDistance{
      "prefetch-trips",
      llvm::cl::cat(translateOptionCategory()),
      llvm::cl::desc("Trips ahead a row loop's tiles are loaded into "
                     "registers where no latency hint says"),
      llvm::cl::init(3)};
  llvm::cl::opt<bool> warpSpecialize{
      "warp-specialize",
      llvm::cl::cat(translateOptionCategory()),
      llvm::cl::desc("Split a kernel's matrix K loop between a producer "
                     "warpgroup (copies) and the CTA's warps (products), "
                     "synchronized by mbarriers (sm_90+)"),
      llvm::cl::init(false)};
  llvm::cl::opt<bool> tma{
      "tma",
      llvm::cl::cat(translateOptionCategory()),
      llvm::cl::desc("Fill qualifying K-loop operand rings with the tensor "
                     "memory accelerator (sm_90a's wgmma rings); each such "
                     "kernel takes CUtensorMap parameters the launcher "
                     "encodes from the manifest"),
      llvm::cl::init(true)};
  llvm::cl::opt<bool> overlapScores{
      "overlap-scores",
      llvm::cl::cat(translateOptionCategory()),
      llvm::cl::desc("Issue an attention loop's next scores product before "
                     "this trip's softmax (sm_90a, TMA-filled loops)"),
      llvm::cl::init(true)};
  llvm::cl::opt<bool> tmaPermuted{
      "tma-permuted",
      llvm::cl::cat(translateOptionCategory()),
      llvm::cl::desc("With --tma, also fill rings whose loads read a tensor's "
                     "dims in another order (a permuted view, e.g. an "
                     "attention kernel's K read as [D][L])"),
      llvm::cl::init(false)};
  llvm::cl::opt<bool> overlapValues{
      "overlap-values",
      llvm::cl::cat(translateOptionCategory()),
      llvm::cl::desc("With --overlap-scores, leave an attention trip's P V "
                     "product in flight through the next trip's softmax "
                     "(sm_90a, TMA-filled loops of 3 or more slots)"),
      llvm::cl::init(false)};
  llvm::cl::opt<bool> vectorizeGathers{
      "vectorize-gathers",
      llvm::cl::cat(translateOptionCategory()),
      llvm::cl::desc("Move runs of consecutive, aligned elements of a gather "
                     "or scatter with one vector access"),
      llvm::cl::init(false)};
  llvm::cl::opt<bool> releaseSlots{
      "release-slots",
      llvm::cl::cat(translateOptionCategory()),
      llvm::cl::desc("Where the tensor memory accelerator fills every ring "
                     "of a K loop, hand slots back through per-slot "
                     "mbarriers instead of a CTA barrier per trip"),
      llvm::cl::init(false)};
  llvm::cl::opt<std::string> launch{
      "launch",
      llvm::cl::cat(translateOptionCategory()),
      llvm::cl::desc("Block shape in the binary: reqntid (required, the Tile "
                     "IR launch convention) or maxntid (an upper bound)"),
      llvm::cl::init("reqntid")};
  llvm::cl::opt<unsigned> optLevel{
      "opt-level", llvm::cl::cat(translateOptionCategory()),
      llvm::cl::desc("LLVM optimisation level of the PTX"),
      llvm::cl::init(3)};
  llvm::cl::opt<bool> lineInfo{
      "line-info",
      llvm::cl::cat(translateOptionCategory()),
      llvm::cl::desc("Source lines in the PTX (.loc), "
                     "and ptxas -lineinfo for the cubin")};
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
  opts.chip = options().chip;
  opts.numWarps = options().numWarps;
  opts.maxRegisters = options().maxRegisters;
  opts.numStages = options().numStages;
  opts.prefetchDistance = options().prefetchDistance;
  opts.warpSpecialize = options().warpSpecialize;
  opts.tma = options().tma;
  opts.overlapScores = options().overlapScores;
  opts.overlapValues = options().overlapValues;
  opts.tmaPermuted = options().tmaPermuted;
  opts.releaseSlots = options().releaseSlots;
  opts.vectorizeGathers = options().vectorizeGathers;
  opts.optLevel = options().optLevel;
  opts.launch = options().launch;
  opts.lineInfo = options().lineInfo;
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
