//===- Translations.h - tile-translate's translations -----------*- C++ -*-===//
//
// tile-translate is mlir-translate's driver (mlirTranslateMain) over
// translations registered with MLIR's TranslateRegistration: those here
// (bytecode to text and back, read-and-verify) and those the libraries
// adding output formats register (lib/Pipelines/Emitters: PTX, cubin,
// manifest). Every one reads its input as the other tools do (lib/Import:
// bytecode by its magic bytes, else MLIR text, bare entries or cutile-rs
// spellings), with the dialect switches below applied to its context.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_TRANSLATE_TRANSLATIONS_H
#define TILEIR_TRANSLATE_TRANSLATIONS_H

#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/OwningOpRef.h"

namespace llvm {
class SourceMgr;
class raw_ostream;
namespace cl {
class OptionCategory;
} // namespace cl
} // namespace llvm

namespace mlir {
class MLIRContext;
namespace tileir {

/// The --help category of tile-translate's options and of those the
/// translations add (tile-translate hides every other library's).
llvm::cl::OptionCategory &translateOptionCategory();

/// Registers cudatilebc-to-mlir, mlir-to-cudatilebc, cudatile-to-mlir and
/// cudatile-verify, with the options every translation reads its input
/// with (--preview, -Wunsupported-hints, -Werr-hints, --cutile-rs-text)
/// and --bytecode-version.
void registerTileTranslations();

/// The verified cuda_tile.module of a translation's input (the main buffer
/// of `mgr`), read with the options above; null after an error reported to
/// `ctx`'s handler, located in the text or at a byte offset.
OwningOpRef<cuda_tile::ModuleOp> loadTranslationInput(llvm::SourceMgr &mgr,
                                                      MLIRContext *ctx);

/// Refuses (at `module`) to write binary output to a terminal.
LogicalResult checkBinaryOutput(cuda_tile::ModuleOp module,
                                llvm::raw_ostream &os);

} // namespace tileir
} // namespace mlir

#endif // TILEIR_TRANSLATE_TRANSLATIONS_H
