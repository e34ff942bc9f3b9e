//===- Emitters.h - output formats of tile-translate ------------*- C++ -*-===//
//
// tile-translate writes MLIR text or bytecode itself; other libraries add
// formats (PTX, cubin) with one registration call made from its main().
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_TRANSLATE_EMITTERS_H
#define TILEIR_TRANSLATE_EMITTERS_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"
#include <functional>
#include <string>

namespace llvm {
class raw_ostream;
namespace cl {
class OptionCategory;
} // namespace cl
} // namespace llvm

namespace mlir {
class Operation;
namespace tileir {

/// Writes a verified cuda_tile.module in some output format.
using ModuleEmitFn =
    std::function<LogicalResult(Operation *module, llvm::raw_ostream &os)>;

struct TranslateEmitter {
  std::string name;        // value of --emit=
  std::string description; // shown in --help
  ModuleEmitFn emit;
  bool binary = false;     // refuse to write it to a terminal
};

/// Adds `--emit=<name>` to tile-translate.
void registerTranslateEmitter(TranslateEmitter emitter);
/// The emitter named `name`, or null.
const TranslateEmitter *lookupTranslateEmitter(llvm::StringRef name);
/// Names of all registered emitters, for messages.
std::string listTranslateEmitters();
/// The --help category of tile-translate's options and of those the
/// emitters add (tile-translate hides every other category).
llvm::cl::OptionCategory &translateOptionCategory();

} // namespace tileir
} // namespace mlir

#endif // TILEIR_TRANSLATE_EMITTERS_H
