//===- tile-translate.cpp - Tile IR bytecode, text, PTX and cubins --------===//
//
// mlir-translate's driver over the translations TileIR registers:
//   tile-translate --cudatilebc-to-mlir k.tileirbc      bytecode -> text
//   tile-translate --mlir-to-cudatilebc k.mlir -o k.bc  text -> bytecode
//   tile-translate --cudatile-to-ptx|cubin|manifest k   either -> PTX, ...
// with the driver's own -o, --split-input-file, --verify-diagnostics, and
// translations chained in the order given.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Bytecode/Version.h"
#include "TileIR/Pipelines/Pipelines.h"
#include "TileIR/Target/Chip.h"
#include "TileIR/Tools/Help.h"
#include "TileIR/Translate/Translations.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/Timing.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace mlir;
using namespace mlir::tileir;
namespace cl = llvm::cl;

// Listings print and exit while the command line is read, as --version
// does: they need no input and no translation.
static cl::opt<bool> listChips(
    "list-chips", cl::cat(translateOptionCategory()), cl::ValueDisallowed,
    cl::desc("Print the supported chips with their PTX ISA, shared memory "
             "per block and instruction families, and exit"),
    cl::callback([](const bool &) {
      printChipTable(llvm::outs());
      llvm::outs().flush();
      std::exit(0);
    }));

static cl::opt<bool> listVersions(
    "list-versions", cl::cat(translateOptionCategory()), cl::ValueDisallowed,
    cl::desc("Print the bytecode versions this tool reads and writes, one a "
             "line, and exit"),
    cl::callback([](const bool &) {
      for (BytecodeVersion v : supportedBytecodeVersions())
        llvm::outs() << v.str() << "\n";
      llvm::outs().flush();
      std::exit(0);
    }));

int main(int argc, char **argv) {
  llvm::InitLLVM y(argc, argv);
  registerTileTranslations();
  registerPTXTranslations();
  // The driver registers these too; registered first, they move to
  // --help-hidden with every other library's options.
  registerAsmPrinterCLOptions();
  registerMLIRContextCLOptions();
  registerTranslationCLOptions();
  registerDefaultTimingManagerCLOptions();
  hideOptionsOutside(translateOptionCategory());
  return failed(mlirTranslateMain(
      argc, argv,
      "Tile IR translation tool: name one translation (or several, applied "
      "in turn), e.g. --cudatilebc-to-mlir\n"));
}
