//===- Help.h - what a tool's --help lists --------------------------------===//
//
// Header-only, for tools: LLVM's back ends and the libraries register
// hundreds of cl::opts before main; a tool's --help lists its own.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_TOOLS_HELP_H
#define TILEIR_TOOLS_HELP_H

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CommandLine.h"

namespace mlir::tileir {

/// Moves every option registered so far, except those of `own` and the
/// --help*/--version ones, to --help-hidden: they stay usable and listed
/// there (cl::HideUnrelatedOptions would drop them from --help-hidden
/// too). Options registered later (a driver's, the pass list) stay listed.
inline void hideOptionsOutside(llvm::cl::OptionCategory &own) {
  for (auto &entry : llvm::cl::getRegisteredOptions()) {
    llvm::cl::Option *opt = entry.second;
    llvm::StringRef name = opt->ArgStr;
    if (llvm::is_contained(opt->Categories, &own) ||
        name.starts_with("help") || name == "version")
      continue;
    if (opt->getOptionHiddenFlag() == llvm::cl::NotHidden)
      opt->setHiddenFlag(llvm::cl::Hidden);
  }
}

} // namespace mlir::tileir

#endif
