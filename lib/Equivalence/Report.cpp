//===- Report.cpp - text and JSON output of a diff report -----------------===//
#include "TileIR/Equivalence/Diff.h"

#include "llvm/Support/JSON.h"

using namespace mlir::tileir;

llvm::StringRef mlir::tileir::stringifyDiffVerdict(DiffVerdict verdict) {
  switch (verdict) {
  case DiffVerdict::Pass:
    return "PASS";
  case DiffVerdict::PassWithNotes:
    return "PASS_WITH_NOTES";
  case DiffVerdict::Fail:
    return "FAIL";
  }
  return "FAIL";
}

int mlir::tileir::diffExitCode(DiffVerdict verdict) {
  return verdict == DiffVerdict::Pass            ? 0
         : verdict == DiffVerdict::PassWithNotes ? 2
                                                 : 1;
}

bool mlir::tileir::isDiffFormat(llvm::StringRef format) {
  return format == "text" || format == "json";
}

int mlir::tileir::reportDiff(Operation *port, Operation *reference,
                             llvm::StringRef format, llvm::raw_ostream &os,
                             llvm::StringRef target) {
  FailureOr<DiffReport> report = diffModules(port, reference, target);
  if (failed(report))
    return 1;
  printDiffReport(os, *report, format == "json");
  return diffExitCode(report->verdict);
}

void mlir::tileir::printDiffReport(llvm::raw_ostream &os,
                                   const DiffReport &report, bool json) {
  if (json) {
    llvm::json::Array reasons;
    for (const DiffReason &r : report.reasons)
      reasons.push_back(llvm::json::Object{
          {"severity", r.fail ? "fail" : "note"},
          {"category", r.category},
          {"message", r.message},
          {"port", r.portLoc},
          {"reference", r.referenceLoc}});
    llvm::json::Object out{{"verdict", stringifyDiffVerdict(report.verdict)},
                           {"reasons", std::move(reasons)}};
    os << llvm::formatv("{0:2}", llvm::json::Value(std::move(out))) << "\n";
    return;
  }
  os << "verdict: " << stringifyDiffVerdict(report.verdict) << "\n";
  for (const DiffReason &r : report.reasons) {
    os << (r.fail ? "fail" : "note") << ": [" << r.category << "] ";
    if (!r.portLoc.empty())
      os << r.portLoc << ": ";
    os << r.message;
    if (!r.referenceLoc.empty())
      os << " (reference " << r.referenceLoc << ")";
    os << "\n";
  }
}
