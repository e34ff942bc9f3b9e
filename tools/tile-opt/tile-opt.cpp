//===- tile-opt.cpp - TileIR's pass driver --------------------------------===//
//
// MlirOptMain with the cuda_tile dialect, our passes and pipelines, and only
// the upstream passes the project uses (canonicalize, cse, ...).
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "TileIR/Dialect/CudaTile/Transforms/Normalize.h"

#include "TileIR/Bytecode/Reader.h"
#include "TileIR/Import/Loader.h"
#include "TileIR/Pipelines/Pipelines.h"
#include "TileIR/Tools/Help.h"
#include "TileIR/Tools/Preview.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

static llvm::cl::OptionCategory optCategory("tile-opt options");

// The tolerant import mode: IR text as cutile-rs's own printer writes it
// (CUTILE_DUMP=ir) is rewritten into NVIDIA's spelling before parsing.
static llvm::cl::opt<bool> cutileRsText(
    "cutile-rs-text",
    llvm::cl::cat(optCategory),
    llvm::cl::desc("Accept IR text printed by cutile-rs (CUTILE_DUMP=ir): "
                   "untyped reduce identities, unprefixed block-argument "
                   "types, '{rounding_mode = 0}', '{mode = N}' on atomics"),
    llvm::cl::init(false));

// Hints no chip or op takes are ignored unless asked for, as NVIDIA's
// tools do; the same two flags.
static llvm::cl::opt<bool> warnUnsupportedHints(
    "Wunsupported-hints",
    llvm::cl::cat(optCategory),
    llvm::cl::desc("Warn about unknown or invalid optimization hints"),
    llvm::cl::init(false));
static llvm::cl::opt<bool> errorOnHints(
    "Werr-hints",
    llvm::cl::cat(optCategory),
    llvm::cl::desc("With -Wunsupported-hints, fail the op that carries them"),
    llvm::cl::init(false));

// 13.5's public-preview features, by name as NVIDIA's tools take them.
static llvm::cl::list<std::string> previewFeatures(
    "preview", llvm::cl::cat(optCategory), llvm::cl::CommaSeparated,
    llvm::cl::desc("Enable one or more named preview features (simt: "
                   "preview$func, preview$call, preview$extern_impl)"),
    llvm::cl::value_desc("feature[,feature...]"));

/// The cuda_tile.module of a bytecode file as MLIR text (null after an error,
/// reported at a byte offset of the file).
static std::unique_ptr<llvm::MemoryBuffer>
bytecodeAsText(std::unique_ptr<llvm::MemoryBuffer> input,
               const mlir::DialectRegistry &registry) {
  mlir::MLIRContext ctx(registry);
  llvm::SourceMgr mgr;
  std::string name = input->getBufferIdentifier().str();
  mgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  mlir::SourceMgrDiagnosticHandler diag(mgr, &ctx);
  auto module = mlir::tileir::loadTileModule(mgr, ctx);
  if (!module)
    return nullptr;
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os, mlir::OpPrintingFlags().enableDebugInfo());
  return llvm::MemoryBuffer::getMemBufferCopy(text, name);
}

int main(int argc, char **argv) {
  // LLVM's back-end flags and the libraries' cl::opts go to --help-hidden;
  // --help keeps this tool's own, MLIR's driver options and the pass list
  // (registered after this).
  mlir::tileir::hideOptionsOutside(optCategory);
  mlir::DialectRegistry registry;
  registry.insert<mlir::cuda_tile::CudaTileDialect>();
  registry.addExtension(
      +[](mlir::MLIRContext *, mlir::cuda_tile::CudaTileDialect *dialect) {
        dialect->setWarnUnsupportedHints(warnUnsupportedHints);
        dialect->setErrorOnHints(errorOnHints);
        dialect->setPreviewSimt(mlir::tileir::hasSimtPreview(previewFeatures));
      });
  mlir::registerCanonicalizerPass();
  mlir::registerCSEPass();
  mlir::registerSymbolDCEPass();
  mlir::registerInlinerPass();
  mlir::registerStripDebugInfoPass();
  mlir::tileir::registerNormalizePasses();
  mlir::tileir::registerLoweringDialects(registry);
  mlir::tileir::registerLoweringPasses();
  llvm::InitLLVM init(argc, argv);
  auto [inputFile, outputFile] = mlir::registerAndParseCLIOptions(
      argc, argv, "TileIR optimizer driver\n", registry);
  mlir::MlirOptMainConfig config = mlir::MlirOptMainConfig::createFromCLOptions();
  if (!mlir::tileir::checkPreviewFeatures(previewFeatures))
    return 1;

  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFile, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return 1;
  }
  if (mlir::tileir::isTileIRBytecode(input->getBuffer())) {
    // Tile IR bytecode is read by the same loader as every tool's and handed
    // on as text, its locations printed with it.
    input = bytecodeAsText(std::move(input), registry);
    if (!input)
      return 1;
  } else {
    mlir::tileir::TileLoadOptions load;
    load.cutileRsText = cutileRsText;
    load.wrapBareOps = config.inputSplitMarker().empty();
    input = mlir::tileir::prepareTileInput(std::move(input), load);
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      mlir::openOutputFile(outputFile, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return 1;
  }
  if (mlir::failed(mlir::MlirOptMain(output->os(), std::move(input), registry,
                                     config)))
    return 1;
  output->keep();
  return 0;
}
