//===- Emitters.cpp - tile-translate --emit=ptx|cubin|manifest ------------===//
#include "TileIR/Translate/Emitters.h"
#include "TileIR/Pipelines/Pipelines.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::tileir;

namespace {
struct EmitterOptions {
  llvm::cl::opt<std::string> chip{
      "chip", llvm::cl::cat(translateOptionCategory()),
      llvm::cl::desc("Target chip for --emit=ptx|cubin|manifest"),
      llvm::cl::init(kDefaultChip)};
  llvm::cl::opt<unsigned> numWarps{
      "num-warps",
      llvm::cl::cat(translateOptionCategory()),
      llvm::cl::desc("Warps per CTA for --emit=ptx|cubin (0: per module, "
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
  llvm::cl::opt<std::string> launch{
      "launch",
      llvm::cl::cat(translateOptionCategory()),
      llvm::cl::desc("Block shape in the binary: reqntid (required, the Tile "
                     "IR launch convention) or maxntid (an upper bound)"),
      llvm::cl::init("reqntid")};
  llvm::cl::opt<unsigned> optLevel{
      "opt-level", llvm::cl::cat(translateOptionCategory()),
      llvm::cl::desc("LLVM optimisation level for --emit=ptx"),
      llvm::cl::init(3)};
  llvm::cl::opt<bool> lineInfo{
      "line-info",
      llvm::cl::cat(translateOptionCategory()),
      llvm::cl::desc("With --emit=ptx|cubin: source lines in the PTX (.loc), "
                     "and ptxas -lineinfo for the cubin")};
  // One compile for both products a launcher needs (cubin + manifest).
  llvm::cl::opt<std::string> manifestOut{
      "manifest-out",
      llvm::cl::cat(translateOptionCategory()),
      llvm::cl::desc("With --emit=ptx|cubin: also write the launch manifest "
                     "to this file")};
};
} // namespace

static EmitterOptions &options() {
  static EmitterOptions o;
  return o;
}

/// What one --emit format writes of the compiled kernel.
enum class Product { PTX, Cubin, Manifest };

/// Lowers a copy of the cuda_tile.module and writes one product.
static LogicalResult emit(Operation *tileModule, llvm::raw_ostream &os,
                          Product what) {
  OwningOpRef<ModuleOp> wrapper =
      ModuleOp::create(tileModule->getLoc());
  wrapper->getBody()->push_back(tileModule->clone());
  TileToPTXOptions opts;
  opts.chip = options().chip;
  opts.numWarps = options().numWarps;
  opts.maxRegisters = options().maxRegisters;
  opts.numStages = options().numStages;
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
      return tileModule->emitError("cannot write manifest '")
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

void mlir::tileir::registerPTXEmitters() {
  (void)options();
  registerTranslateEmitter({"ptx", "PTX text for --chip",
                            [](Operation *m, llvm::raw_ostream &os) {
                              return emit(m, os, Product::PTX);
                            }});
  registerTranslateEmitter({"cubin", "cubin for --chip (runs ptxas)",
                            [](Operation *m, llvm::raw_ostream &os) {
                              return emit(m, os, Product::Cubin);
                            },
                            /*binary=*/true});
  registerTranslateEmitter({"manifest", "launch manifest JSON",
                            [](Operation *m, llvm::raw_ostream &os) {
                              return emit(m, os, Product::Manifest);
                            }});
}
