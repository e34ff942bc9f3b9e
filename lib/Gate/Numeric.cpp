//===- Numeric.cpp - gate (b): both kernels in the CPU interpreter --------===//
//
// Every configuration of the spec runs the reference and the port on the
// same bytes (inputs from the spec's seed, outputs poisoned with NaN / 0xA5)
// with undefined loaded lanes poisoned too, so a port that reads what the
// reference does not, or leaves unwritten what the reference writes, shows.
// Every tensor is compared afterwards (inputs must stay unchanged as well).
//
//===----------------------------------------------------------------------===//
#include "Binding.h"
#include "TileIR/Gate/Gate.h"

#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "TileIR/Interpreter/Interpreter.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"


using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::gate;
namespace json = llvm::json;

namespace {

std::string formatLoc(Location loc) {
  if (auto fl = llvm::dyn_cast<FileLineColLoc>(loc))
    return fl.getFilename().str() + ":" + std::to_string(fl.getLine()) + ":" +
           std::to_string(fl.getColumn());
  if (auto fused = llvm::dyn_cast<FusedLoc>(loc))
    for (Location l : fused.getLocations())
      if (std::string s = formatLoc(l); !s.empty())
        return s;
  if (auto name = llvm::dyn_cast<NameLoc>(loc))
    return formatLoc(name.getChildLoc());
  if (auto cs = llvm::dyn_cast<CallSiteLoc>(loc))
    return formatLoc(cs.getCallee());
  return "";
}

interp::Elem elemOf(llvm::StringRef dtype) {
  for (int k = 0; k <= (int)interp::Elem::F4E2M1FN; ++k)
    if (interp::elemName((interp::Elem)k) == dtype)
      return (interp::Elem)k;
  return interp::Elem::F32;
}

/// One kernel run on an instance: its memory, with each tensor's buffer.
struct Run {
  interp::Memory memory;
  std::map<std::string, interp::Buffer *> buffers;
  std::string error, errorLoc;
};

LogicalResult runOne(Operation *module, const KernelBinding &binding,
                     const Instance &inst, Run &run) {
  for (const Instance::Tensor &t : inst.tensors) {
    interp::Buffer &b = run.memory.allocate(t.arg->name, elemOf(t.arg->dtype),
                                            {t.storage});
    b.bytes = t.bytes;
    run.buffers[t.arg->name] = &b;
  }
  std::vector<interp::ArgValue> args;
  for (const Slot &slot : binding.slots) {
    auto v = evaluateSlot(slot, inst, run.error);
    if (failed(v))
      return failure();
    interp::ArgValue a;
    if (v->isPointer) {
      a.kind = interp::ArgValue::Pointer;
      a.address = run.buffers.at(v->tensor)->base;
    } else if (v->isFloat) {
      a.kind = interp::ArgValue::Float;
      a.floatValue = v->f;
    } else if (llvm::isa<cuda_tile::PointerType>(slot.type)) {
      a.kind = interp::ArgValue::Pointer; // an unused pointer: null
    } else {
      a.kind = interp::ArgValue::Int;
      a.intValue = v->i;
    }
    args.push_back(a);
  }
  ScopedDiagnosticHandler handler(module->getContext(), [&](Diagnostic &d) {
    if (d.getSeverity() == DiagnosticSeverity::Error && run.error.empty()) {
      run.error = d.str();
      run.errorLoc = formatLoc(d.getLocation());
    }
    return success();
  });
  if (failed(interp::allocateGlobals(module, run.memory)))
    return failure();
  interp::RunOptions options;
  options.grid = inst.grid;
  options.poisonUndefined = true;
  return interp::runKernel(binding.entry, args, run.memory, options);
}

} // namespace

GateResult gate::runNumericGate(Operation *port, Operation *reference,
                                const LaunchSpec &spec,
                                InterpreterOutputs *outputs) {
  GateResult result;
  KernelBinding pb, rb;
  std::string error;
  if (failed(bindKernels(port, reference, spec, pb, rb, error))) {
    result.status = Status::CouldNotRun;
    result.add(false, "binding", error);
    return result;
  }
  bool anyFail = false, couldNotRun = false;
  for (size_t ci = 0; ci < spec.configs.size(); ++ci) {
    const SpecConfig &config = spec.configs[ci];
    if (!config.numeric)
      continue;
    json::Object rec{{"name", config.name}};
    auto inst = instantiate(spec, ci, error);
    if (failed(inst)) {
      result.add(false, "spec", error);
      rec["status"] = "COULD_NOT_RUN";
      result.configs.push_back(std::move(rec));
      couldNotRun = true;
      continue;
    }
    rec["grid"] = json::Array{inst->grid[0], inst->grid[1], inst->grid[2]};
    Run r, p;
    bool refOk = succeeded(runOne(reference, rb, *inst, r));
    bool portOk = succeeded(runOne(port, pb, *inst, p));
    std::string where = "configuration '" + config.name + "': ";
    if (!refOk) {
      // The reference is the oracle: if it cannot run, the spec is wrong.
      result.add(false, "reference-run",
                 where + "the reference fails in the interpreter: " + r.error,
                 "", r.errorLoc);
      rec["status"] = "COULD_NOT_RUN";
      result.configs.push_back(std::move(rec));
      couldNotRun = true;
      continue;
    }
    if (!portOk) {
      result.add(true, "port-run",
                 where + "the port fails in the interpreter where the "
                         "reference runs: " + p.error,
                 p.errorLoc, "");
      rec["status"] = "FAIL";
      result.configs.push_back(std::move(rec));
      anyFail = true;
      continue;
    }
    if (outputs)
      for (const Instance::Tensor &t : inst->tensors)
        (*outputs)[config.name][t.arg->name] = r.buffers.at(t.arg->name)->bytes;
    bool configFail = false;
    json::Array tensorRecords;
    for (const Instance::Tensor &t : inst->tensors) {
      const interp::Buffer &a = *p.buffers.at(t.arg->name);
      const interp::Buffer &b = *r.buffers.at(t.arg->name);
      Tolerance tol = spec.toleranceOf(t.arg->dtype);
      TensorDiff d = compareTensor(t, a.bytes.data(), b.bytes.data(), tol);
      json::Object o{{"name", t.arg->name},
                     {"dtype", t.arg->dtype},
                     {"elements", d.elements},
                     {"mismatches", d.mismatches}};
      if (d.isFloat) {
        o["max_abs_err"] = d.maxAbs;
        o["max_rel_err"] = d.maxRel;
        o["rtol"] = tol.rtol;
        o["atol"] = tol.atol;
      }
      tensorRecords.push_back(std::move(o));
      if (d.mismatches) {
        configFail = true;
        result.add(true, "numeric",
                   where + (t.arg->output ? "output" : "tensor") + " '" +
                       t.arg->name + "' differs in " +
                       std::to_string(d.mismatches) + " of " +
                       std::to_string(d.elements) + " elements, first at " +
                       d.first +
                       (d.isFloat ? " (" + t.arg->dtype + ", rtol " +
                                      std::to_string(tol.rtol) + ", atol " +
                                      std::to_string(tol.atol) + ")"
                                : std::string(" (") + t.arg->dtype + ", exact)"));
      }
    }
    rec["tensors"] = std::move(tensorRecords);
    rec["status"] = configFail ? "FAIL" : "PASS";
    anyFail |= configFail;
    result.configs.push_back(std::move(rec));
  }
  result.status = anyFail       ? Status::Fail
                  : couldNotRun ? Status::CouldNotRun
                                : Status::Pass;
  return result;
}
