//===- Gate.cpp - the three gates and the verdict --------------------------===//
#include "TileIR/Gate/Gate.h"
#include "Binding.h"

#include "TileIR/Equivalence/Diff.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::gate;
namespace json = llvm::json;

llvm::StringRef gate::stringifyStatus(Status s) {
  switch (s) {
  case Status::Pass: return "PASS";
  case Status::PassWithNotes: return "PASS_WITH_NOTES";
  case Status::Fail: return "FAIL";
  case Status::CouldNotRun: return "COULD_NOT_RUN";
  case Status::Skipped: return "SKIPPED";
  }
  return "";
}

int gate::exitCode(Status s) {
  switch (s) {
  case Status::Pass:
  case Status::Skipped: return 0;
  case Status::PassWithNotes: return 2;
  case Status::Fail: return 1;
  case Status::CouldNotRun: return 3;
  }
  return 1;
}

void GateResult::settle() {
  if (status == Status::CouldNotRun)
    return;
  status = Status::Pass;
  for (const Reason &r : reasons) {
    if (r.fail) {
      status = Status::Fail;
      return;
    }
    status = Status::PassWithNotes;
  }
}

GateResult gate::runStructuralGate(Operation *port, Operation *reference,
                                   llvm::StringRef target) {
  GateResult result;
  FailureOr<DiffReport> report = diffModules(port, reference, target);
  if (failed(report)) {
    result.status = Status::CouldNotRun;
    result.add(false, "normalize", "tile-normalize failed (see the errors)");
    return result;
  }
  for (const DiffReason &r : report->reasons)
    result.add(r.fail, r.category, r.message, r.portLoc, r.referenceLoc);
  result.settle();
  return result;
}

Verdict gate::runGates(const GateInputs &in) {
  Verdict v;
  InterpreterOutputs interpreted;
  if (in.structural)
    v.structural = runStructuralGate(in.port, in.reference, in.target);
  if (in.numeric) {
    if (in.spec)
      v.numeric = runNumericGate(in.port, in.reference, *in.spec, &interpreted);
    else {
      v.numeric.status = Status::CouldNotRun;
      v.numeric.add(false, "spec", "the numeric gate needs a launch spec (--spec)");
    }
  }
  if (in.device) {
    if (in.spec)
      v.device = runDeviceGate(in.port, in.reference, in.portBytes,
                               in.referenceBytes, *in.spec, in.deviceOptions,
                               in.numeric ? &interpreted : nullptr);
    else {
      v.device.status = Status::CouldNotRun;
      v.device.add(false, "spec", "the device gate needs a launch spec (--spec)");
    }
  }
  // A contraction difference (one side fuses a*b+c into fma, the other
  // rounds twice) is legal where the numbers agree: the numeric gate, when
  // it passed, has shown they do within the dtype's tolerance.
  if (v.numeric.status == Status::Pass) {
    for (Reason &r : v.structural.reasons)
      if (r.fail && r.category == "op-count" &&
          llvm::StringRef(r.message).contains("FMA contraction")) {
        r.fail = false;
        r.message += "; the numeric gate agrees within tolerance";
      }
    if (v.structural.status != Status::Skipped)
      v.structural.settle();
  }
  // FAIL beats could-not-run (a failing gate decides), which beats notes.
  v.overall = Status::Pass;
  for (const GateResult *g : {&v.structural, &v.numeric, &v.device})
    if (g->status == Status::Fail)
      v.overall = Status::Fail;
  if (v.overall != Status::Fail)
    for (const GateResult *g : {&v.structural, &v.numeric, &v.device})
      if (g->status == Status::CouldNotRun)
        v.overall = Status::CouldNotRun;
  if (v.overall == Status::Pass)
    for (const GateResult *g : {&v.structural, &v.numeric, &v.device})
      if (g->status == Status::PassWithNotes)
        v.overall = Status::PassWithNotes;
  return v;
}

static json::Value gateJSON(const GateResult &g) {
  json::Array reasons;
  for (const Reason &r : g.reasons)
    reasons.push_back(json::Object{{"severity", r.fail ? "fail" : "note"},
                                   {"category", r.category},
                                   {"message", r.message},
                                   {"port", r.port},
                                   {"reference", r.reference}});
  json::Object o{{"status", stringifyStatus(g.status)},
                 {"reasons", std::move(reasons)}};
  if (!g.configs.empty())
    o["configs"] = json::Array(g.configs);
  for (const auto &kv : g.extra)
    o[kv.first] = kv.second;
  return o;
}

json::Value gate::toJSON(const Verdict &v, const GateInputs &in) {
  return json::Object{
      {"schema", "tile-gate-verdict/1"},
      {"verdict", stringifyStatus(v.overall)},
      {"exit_code", exitCode(v.overall)},
      {"reference", json::Object{{"file", in.referenceName}}},
      {"port", json::Object{{"file", in.portName}}},
      {"gates", json::Object{{"structural", gateJSON(v.structural)},
                             {"numeric", gateJSON(v.numeric)},
                             {"device", gateJSON(v.device)}}}};
}
