//===- Diff.h - structural diff of two cuda_tile modules --------*- C++ -*-===//
//
// Compares a port against a reference after tile-normalize (ABI reordered):
// identical canonical text is PASS; otherwise every difference is a located
// reason, FAIL when it breaks the translation gate (memory op kinds and
// counts, tile shapes, reduce axes and identities, masks and padding, mma
// types, hints, divisibility assumes, rounding and flush-to-zero, constants
// made runtime arguments), else a note (PASS_WITH_NOTES).
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_EQUIVALENCE_DIFF_H
#define TILEIR_EQUIVALENCE_DIFF_H

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace mlir::tileir {

enum class DiffVerdict { Pass, PassWithNotes, Fail };

struct DiffReason {
  bool fail = false;
  std::string category; // e.g. "reduce", "mask", "tile-shape"
  std::string message;
  std::string portLoc, referenceLoc; // "file:line:col" or "" when unknown
};

struct DiffReport {
  DiffVerdict verdict = DiffVerdict::Pass;
  std::vector<DiffReason> reasons;
  std::string portName, referenceName; // for the report header
};

/// Normalizes clones of `port` and `reference` (cuda_tile.module ops) and
/// compares them; with a `target`, optimization hints are compared as that
/// target reads them. Fails (with a diagnostic) only when normalization
/// fails.
FailureOr<DiffReport> diffModules(Operation *port, Operation *reference,
                                  llvm::StringRef target = "");

/// Prints the report as text or JSON.
void printDiffReport(llvm::raw_ostream &os, const DiffReport &report,
                     bool json);

/// 0 pass, 2 pass with notes, 1 fail.
int diffExitCode(DiffVerdict verdict);

/// The report formats: "text" and "json".
bool isDiffFormat(llvm::StringRef format);

/// What tile-diff and tile-translate --diff-against do once both modules
/// are loaded: diffs them, prints the report in `format` to `os` and returns
/// the exit code (diffExitCode; 1 when normalization fails, which has said
/// why).
int reportDiff(Operation *port, Operation *reference, llvm::StringRef format,
               llvm::raw_ostream &os, llvm::StringRef target = "");

llvm::StringRef stringifyDiffVerdict(DiffVerdict verdict);

} // namespace mlir::tileir

#endif
