//===- tile-translate.cpp - Tile IR bytecode <-> MLIR text ----------------===//
//
//   tile-translate --import-bytecode k.tileirbc        bytecode -> MLIR text
//   tile-translate --export-bytecode k.mlir -o k.bc    MLIR -> bytecode 13.3
//   tile-translate k.tileirbc | k.mlir                 picks by the magic bytes
//   tile-translate --emit=<format> ...                 any registered format
//
//===----------------------------------------------------------------------===//
#include "TileIR/Tools/Help.h"
#include "TileIR/Tools/Preview.h"
#include "TileIR/Translate/Emitters.h"
#include "TileIR/Pipelines/Pipelines.h"
#include "TileIR/Bytecode/Reader.h"
#include "TileIR/Bytecode/Writer.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "TileIR/Equivalence/Diff.h"
#include "TileIR/Import/Loader.h"
#include "TileIR/Target/Chip.h"
#include "TileIR/Target/PTX/CubinInfo.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/Block.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;
using namespace mlir::tileir;
namespace cl = llvm::cl;

static cl::opt<std::string> inputFile(cl::Positional, cl::cat(translateOptionCategory()), cl::desc("<input>"),
                                      cl::init("-"));
static cl::opt<std::string> outputFile("o", cl::cat(translateOptionCategory()), cl::desc("Output file"),
                                       cl::value_desc("file"), cl::init("-"));
static cl::opt<bool> importBytecode("import-bytecode",
                                    cl::cat(translateOptionCategory()), cl::desc("Read bytecode, print MLIR"));
static cl::alias importAlias("cudatilebc-to-mlir", cl::NotHidden,
                             cl::cat(translateOptionCategory()), cl::desc("Alias for --import-bytecode"),
                             cl::aliasopt(importBytecode));
static cl::opt<bool> exportBytecode("export-bytecode",
                                    cl::cat(translateOptionCategory()), cl::desc("Read MLIR, write bytecode"));
static cl::alias exportAlias("mlir-to-cudatilebc", cl::NotHidden,
                             cl::cat(translateOptionCategory()), cl::desc("Alias for --export-bytecode"),
                             cl::aliasopt(exportBytecode));
static cl::opt<std::string>
    bytecodeVersion("bytecode-version",
                    cl::cat(translateOptionCategory()), cl::desc("Bytecode version to write (13.1 to 13.5)"),
                    cl::init("13.3"));
static cl::opt<std::string>
    emitFormat("emit", cl::cat(translateOptionCategory()), cl::desc("Output format: mlir, bytecode, none (read "
                                "and verify only), or one a library "
                                "registered"),
               cl::init(""));

static cl::opt<bool> markCubin(
    "mark-cubin", cl::Hidden,
    cl::cat(translateOptionCategory()), cl::desc("Read a cubin and write it with EIATTR_LANGUAGE TILEIR in each "
             "kernel's .nv.info (what --emit=cubin does; for testing)"));

static cl::opt<bool> listChips(
    "list-chips",
    cl::cat(translateOptionCategory()), cl::desc("Print the supported chips with their PTX ISA, shared memory "
             "per block and instruction families, and exit"));

static cl::opt<std::string> diffAgainst(
    "diff-against",
    cl::cat(translateOptionCategory()), cl::desc("Compare the input (the port) with this reference module after "
             "tile-normalize, as tile-diff does; exit 0 PASS, 2 "
             "PASS_WITH_NOTES, 1 FAIL"),
    cl::value_desc("file"), cl::init(""));
static cl::opt<std::string> diffFormat("diff-format",
                                       cl::cat(translateOptionCategory()), cl::desc("Diff report: text or json"),
                                       cl::init("text"));

// NVIDIA's cuda-tile-translate spelling; the output is always the
// cuda_tile.module itself, never wrapped in a builtin module.
static cl::opt<bool> noImplicitModule(
    "no-implicit-module", cl::Hidden,
    cl::cat(translateOptionCategory()), cl::desc("Accepted for NVIDIA's command line (no effect)"));

static cl::opt<bool> listVersions(
    "list-versions",
    cl::cat(translateOptionCategory()), cl::desc("Print the bytecode versions this tool reads and writes, one a "
             "line, and exit"));

// Hints no chip or op takes are ignored unless asked for, as NVIDIA's
// tools do; the same two flags.
static cl::opt<bool> warnUnsupportedHints(
    "Wunsupported-hints",
    cl::cat(translateOptionCategory()), cl::desc("Warn about unknown or invalid optimization hints"),
    cl::init(false));
static cl::opt<bool> errorOnHints(
    "Werr-hints",
    cl::cat(translateOptionCategory()), cl::desc("With -Wunsupported-hints, fail the op that carries them"),
    cl::init(false));

// 13.5's public-preview features, by name as NVIDIA's tools take them.
static cl::list<std::string> previewFeatures(
    "preview", cl::cat(translateOptionCategory()), cl::CommaSeparated,
    cl::desc("Enable one or more named preview features (simt: "
             "preview$func, preview$call, preview$extern_impl)"),
    cl::value_desc("feature[,feature...]"));

int main(int argc, char **argv) {
  llvm::InitLLVM y(argc, argv);
  // Libraries adding output formats register them here.
  tileir::registerPTXEmitters();
  registerAsmPrinterCLOptions();
  registerMLIRContextCLOptions();
  tileir::hideOptionsOutside(translateOptionCategory());
  cl::ParseCommandLineOptions(argc, argv, "Tile IR translation tool\n");
  if (listVersions) {
    for (unsigned minor = BytecodeVersion::oldest().minor;
         minor <= BytecodeVersion::newest().minor; ++minor)
      llvm::outs() << unsigned(BytecodeVersion::oldest().major) << "." << minor
                   << "\n";
    return 0;
  }
  if (listChips) {
    printChipTable(llvm::outs());
    return 0;
  }

  if (markCubin) {
    std::string err;
    std::unique_ptr<llvm::MemoryBuffer> in = openInputFile(inputFile, &err);
    if (!in) {
      llvm::errs() << "error: " << err << "\n";
      return 1;
    }
    llvm::Expected<std::string> marked = markTileIRLanguage(in->getBuffer());
    if (!marked) {
      llvm::errs() << inputFile << ": error: "
                   << llvm::toString(marked.takeError()) << "\n";
      return 1;
    }
    auto out = openOutputFile(outputFile, &err);
    if (!out) {
      llvm::errs() << "error: " << err << "\n";
      return 1;
    }
    out->os() << *marked;
    out->keep();
    return 0;
  }

  if (importBytecode && exportBytecode) {
    llvm::errs() << "error: --import-bytecode and --export-bytecode are "
                    "exclusive\n";
    return 1;
  }
  std::optional<BytecodeVersion> version =
      BytecodeVersion::parse(bytecodeVersion);
  if (!version || !version->isSupported()) {
    llvm::errs() << "error: unsupported --bytecode-version '"
                 << bytecodeVersion << "' (supported: ";
    llvm::interleaveComma(supportedBytecodeVersions(), llvm::errs(),
                          [](BytecodeVersion v) { llvm::errs() << v.str(); });
    llvm::errs() << ")\n";
    return 1;
  }

  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> input =
      openInputFile(inputFile, &errorMessage);
  if (!input) {
    llvm::errs() << "error: " << errorMessage << "\n";
    return 1;
  }
  bool isBytecode = isTileIRBytecode(input->getBuffer());
  if (importBytecode && !isBytecode) {
    llvm::errs() << inputFile << ": error: bytecode offset 0: not a Tile IR "
                 << "bytecode file (bad magic; expected \\x7FTileIR\\0)\n";
    return 1;
  }

  // Output: explicit --emit, else the mode, else the other kind of input.
  std::string format = emitFormat;
  if (format.empty())
    format = exportBytecode ? "bytecode"
             : importBytecode ? "mlir"
             : isBytecode     ? "mlir"
                              : "bytecode";
  const TranslateEmitter *emitter = nullptr;
  if (format != "mlir" && format != "bytecode" && format != "none") {
    emitter = lookupTranslateEmitter(format);
    if (!emitter) {
      llvm::errs() << "error: unknown --emit format '" << format
                   << "' (known: " << listTranslateEmitters() << ")\n";
      return 1;
    }
  }

  // The lowering's dialects and their to-LLVM interfaces are registered up
  // front: --emit=ptx builds IR in them.
  DialectRegistry registry;
  tileir::registerLoweringDialects(registry);
  MLIRContext ctx(registry);
  auto *dialect = ctx.getOrLoadDialect<cuda_tile::CudaTileDialect>();
  dialect->setWarnUnsupportedHints(warnUnsupportedHints);
  dialect->setErrorOnHints(errorOnHints);
  if (!tileir::checkPreviewFeatures(previewFeatures))
    return 1;
  dialect->setPreviewSimt(tileir::hasSimtPreview(previewFeatures));
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(prepareTileInput(std::move(input)),
                               llvm::SMLoc());
  SourceMgrDiagnosticHandler diagHandler(sourceMgr, &ctx);
  OwningOpRef<cuda_tile::ModuleOp> module = loadTileModule(sourceMgr, ctx);
  if (!module)
    return 1;

  if (!diffAgainst.empty()) {
    if (!isDiffFormat(diffFormat)) {
      llvm::errs() << "error: unknown --diff-format '" << diffFormat
                   << "' (text or json)\n";
      return 1;
    }
    // The reference gets its own source manager, so its locations name it.
    llvm::SourceMgr refMgr;
    OwningOpRef<cuda_tile::ModuleOp> reference =
        loadTileFile(diffAgainst, refMgr, ctx);
    if (!reference)
      return 1;
    return reportDiff(module.get(), reference.get(), diffFormat, llvm::outs());
  }

  auto output = openOutputFile(outputFile, &errorMessage);
  if (!output) {
    llvm::errs() << "error: " << errorMessage << "\n";
    return 1;
  }
  LogicalResult result = success();
  if (format == "mlir") {
    module.get()->print(output->os());
    output->os() << "\n";
  } else if (format == "none") {
    // Read and verified: nothing to write.
  } else if (format == "bytecode") {
    result = writeTileIRBytecode(module.get(), output->os(), *version);
  } else {
    result = emitter->emit(module.get(), output->os());
  }
  if (failed(result))
    return 1;
  output->keep();
  return 0;
}
