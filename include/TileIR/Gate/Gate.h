//===- Gate.h - the translation gate: IR, numeric and device verdicts -*- C++ -*-===//
//
// tile-gate decides whether a port of a kernel (say, cutile-rs) computes what
// its reference (say, cuTile Python) computes, with three gates:
//   structural: the normalized IR diff (TileIR/Equivalence/Diff.h);
//   numeric:    both kernels run by the CPU interpreter on the same generated
//               inputs for every configuration of a launch spec, outputs
//               compared with per-dtype tolerances;
//   device:     both compiled by TileIR, run and timed on a GPU; the port's
//               time over the reference's, geometric mean over configurations.
// The verdict is one JSON object (docs/tile-gate-verdict.schema.json).
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_GATE_GATE_H
#define TILEIR_GATE_GATE_H

#include "TileIR/Gate/LaunchSpec.h"
#include "mlir/Support/LLVM.h"
#include "llvm/Support/JSON.h"
#include <map>
#include <string>
#include <vector>

namespace mlir {
class Operation;
namespace tileir::gate {

/// A gate's status; a gate that was not asked for is Skipped.
enum class Status { Pass, PassWithNotes, Fail, CouldNotRun, Skipped };
llvm::StringRef stringifyStatus(Status s);
/// 0 PASS, 2 PASS_WITH_NOTES, 1 FAIL, 3 could not run.
int exitCode(Status s);

struct Reason {
  bool fail = false;
  std::string category, message;
  std::string port, reference; // "file:line:col" or ""
};

struct GateResult {
  Status status = Status::Skipped;
  std::vector<Reason> reasons;
  llvm::json::Array configs; // per-configuration records (numeric, device)
  llvm::json::Object extra;  // gate-specific fields (device: geomean, ...)

  void add(bool fail, std::string category, std::string message,
           std::string port = "", std::string reference = "") {
    reasons.push_back({fail, std::move(category), std::move(message),
                       std::move(port), std::move(reference)});
  }
  /// Pass, PassWithNotes or Fail from the reasons (CouldNotRun kept).
  void settle();
};

struct DeviceOptions {
  unsigned repeats = 20;      // timed launches per configuration (best of)
  double threshold = 1.05;    // geomean of port/reference must not exceed it
  /// Configurations whose reference runs shorter are timed and reported but
  /// left out of the verdict: a few microseconds are launch-bound, and their
  /// noise is larger than the threshold's 5%.
  double minMs = 0.025;
  std::string chip;           // "" = the device's own
  std::string ptxas;          // "" = found as the compiler finds it
  std::string lowering;       // further tile-to-ptx options ("" = none)
};

struct GateInputs {
  Operation *reference = nullptr, *port = nullptr; // cuda_tile.module ops
  std::string referenceName, portName;             // for the verdict
  const LaunchSpec *spec = nullptr;                // null: no numeric/device
  llvm::ArrayRef<char> referenceBytes, portBytes;  // for the device compile
  bool structural = true, numeric = true, device = false;
  /// Compare optimization hints as this target reads them ("" = as written).
  std::string target;
  DeviceOptions deviceOptions;
};

struct Verdict {
  GateResult structural, numeric, device;
  Status overall = Status::Pass;
};

/// Runs the asked gates. Never aborts on bad input: problems become reasons
/// (and CouldNotRun where a gate cannot decide).
Verdict runGates(const GateInputs &inputs);

/// The verdict as the schema's JSON object.
llvm::json::Value toJSON(const Verdict &v, const GateInputs &inputs);

/// What the interpreter left in each tensor after running the reference:
/// configuration name -> tensor name -> bytes. The device gate checks the
/// reference compiled by TileIR against it.
using InterpreterOutputs =
    std::map<std::string, std::map<std::string, std::vector<uint8_t>>>;

/// The gates themselves (Gate.cpp runs them in order).
GateResult runStructuralGate(Operation *port, Operation *reference,
                             llvm::StringRef target);
GateResult runNumericGate(Operation *port, Operation *reference,
                          const LaunchSpec &spec,
                          InterpreterOutputs *outputs = nullptr);
GateResult runDeviceGate(Operation *port, Operation *reference,
                         llvm::ArrayRef<char> portBytes,
                         llvm::ArrayRef<char> referenceBytes,
                         const LaunchSpec &spec, const DeviceOptions &options,
                         const InterpreterOutputs *interpreter = nullptr);

} // namespace tileir::gate
} // namespace mlir

#endif
