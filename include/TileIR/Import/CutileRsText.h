//===- CutileRsText.h - tolerant import of cutile-rs IR dumps ---*- C++ -*-===//
//
// cutile-rs prints its IR (CUTILE_DUMP=ir, Module::to_mlir_text) with its own
// printer, which differs from NVIDIA's in a few spellings. This rewrites those
// spellings into NVIDIA's syntax so a dump parses unchanged otherwise.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_IMPORT_CUTILERSTEXT_H
#define TILEIR_IMPORT_CUTILERSTEXT_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace mlir::tileir {

/// One rewrite applied to the text: 1-based line and what was accepted.
struct CutileRsRewrite {
  unsigned line;
  std::string what;
};

/// Rewrites cutile-rs printer spellings into NVIDIA's cuda_tile syntax:
///  - block headers `^bb0(%a: tile<f32>)` get the `!cuda_tile.` type prefix
///    (MLIR parses block-argument types without a default dialect);
///  - untyped reduce/scan identities `identities=[-inf]` get the element type
///    of the matching operand (`[0xFF800000 : f32]`);
///  - `{rounding_mode = 0}` (the default, nearest_even) is dropped;
///  - `atomic_rmw_tko ... %p, %v {mode = N}` moves the mode into the operand
///    list as its keyword (`%p, add, %v`).
/// Text that already uses NVIDIA's syntax is returned unchanged.
std::string rewriteCutileRsText(llvm::StringRef text,
                                llvm::SmallVectorImpl<CutileRsRewrite> *log = nullptr);

} // namespace mlir::tileir

#endif
