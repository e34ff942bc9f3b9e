//===- tile-diff.cpp - structural diff of two cuda_tile modules -----------===//
//
// Compares a port with its reference after tile-normalize and prints a
// verdict: PASS (exit 0), PASS_WITH_NOTES (exit 2) or FAIL (exit 1); an
// input that cannot be read or normalized is an error (exit 1, no verdict).
//   tile-diff REFERENCE PORT
//   tile-diff PORT --diff-against=REFERENCE     (tile-translate's spelling)
//
//===----------------------------------------------------------------------===//
#include "TileIR/Equivalence/Diff.h"
#include "TileIR/Import/Loader.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
namespace cl = llvm::cl;

static cl::OptionCategory diffCategory("tile-diff options");
static cl::list<std::string> inputs(cl::Positional, cl::OneOrMore,
                                    cl::desc("[REFERENCE] PORT"),
                                    cl::cat(diffCategory));
static cl::opt<std::string>
    against("diff-against", cl::value_desc("file"), cl::init(""),
            cl::desc("The reference (instead of a first positional file)"),
            cl::cat(diffCategory));
static cl::alias againstShort("against", cl::aliasopt(against),
                              cl::desc("Alias for --diff-against"),
                              cl::cat(diffCategory));
static cl::opt<std::string> format("diff-format", cl::init("text"),
                                   cl::desc("Report format: text or json"),
                                   cl::cat(diffCategory));
static cl::alias formatShort("format", cl::aliasopt(format),
                             cl::desc("Alias for --diff-format"),
                             cl::cat(diffCategory));
static cl::opt<std::string>
    target("target", cl::init(""), cl::value_desc("chip"),
           cl::desc("Compare optimization hints as this chip reads them "
                    "(e.g. sm_90); default: every chip's entry"),
           cl::cat(diffCategory));
static cl::opt<bool> cutileRsText(
    "cutile-rs-text", cl::init(false),
    cl::desc("Accept IR text printed by cutile-rs (CUTILE_DUMP=ir)"),
    cl::cat(diffCategory));

static int usage(const llvm::Twine &msg) {
  llvm::errs() << "tile-diff: error: " << msg << "\n";
  return 1;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(diffCategory);
  cl::ParseCommandLineOptions(
      argc, argv,
      "Structural diff of two cuda_tile modules (bytecode or text): verdict "
      "PASS (exit 0), PASS_WITH_NOTES (2) or FAIL (1)\n");
  std::string referencePath, portPath;
  if (inputs.size() == 2 && against.empty()) {
    referencePath = inputs[0];
    portPath = inputs[1];
  } else if (inputs.size() == 1 && !against.empty()) {
    referencePath = against;
    portPath = inputs[0];
  } else {
    return usage("give REFERENCE PORT, or PORT --diff-against=REFERENCE");
  }
  if (!tileir::isDiffFormat(format))
    return usage("unknown --diff-format '" + format + "' (text or json)");

  DialectRegistry registry;
  registry.insert<cuda_tile::CudaTileDialect>();
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();
  tileir::TileLoadOptions load;
  load.cutileRsText = cutileRsText;
  // Each file its own source manager, so locations name their file.
  llvm::SourceMgr portMgr, refMgr;
  SourceMgrDiagnosticHandler portDiag(portMgr, &ctx);
  OwningOpRef<cuda_tile::ModuleOp> port =
      tileir::loadTileFile(portPath, portMgr, ctx, load);
  if (!port)
    return 1;
  OwningOpRef<cuda_tile::ModuleOp> reference;
  {
    SourceMgrDiagnosticHandler refDiag(refMgr, &ctx);
    reference = tileir::loadTileFile(referencePath, refMgr, ctx, load);
  }
  if (!reference)
    return 1;
  return tileir::reportDiff(port.get(), reference.get(), format, llvm::outs(),
                            target);
}
