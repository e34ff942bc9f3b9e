//===- Preview.h - the --preview option of the tools ----------------------===//
//
// Header-only, for tools: NVIDIA's 13.5 tools enable public-preview
// features by name (`--preview=simt`); ours take the same option.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_TOOLS_PREVIEW_H
#define TILEIR_TOOLS_PREVIEW_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace mlir::tileir {

/// Whether every name in `features` is a preview feature (only `simt`
/// exists); otherwise prints NVIDIA's message and returns false.
/// NVIDIA's message for the first feature no tool knows, or "" when all
/// are known.
inline std::string unknownPreviewFeature(llvm::ArrayRef<std::string> features) {
  for (const std::string &f : features)
    if (f != "simt")
      return "unknown preview feature '" + f + "'; supported features: simt";
  return "";
}

inline bool checkPreviewFeatures(llvm::ArrayRef<std::string> features) {
  std::string error = unknownPreviewFeature(features);
  if (!error.empty())
    llvm::errs() << "error: " << error << "\n";
  return error.empty();
}

/// Whether `features` turns on the `simt` preview.
inline bool hasSimtPreview(llvm::ArrayRef<std::string> features) {
  return llvm::is_contained(features, "simt");
}

} // namespace mlir::tileir

#endif
