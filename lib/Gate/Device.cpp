//===- Device.cpp - gate (c): both kernels compiled, run and timed on a GPU -===//
//
// Both kernels are compiled by TileIR (the C API's in-process compile, ptxas
// for the cubin) for the GPU at hand, launched on the same bytes as the
// numeric gate, their outputs compared, and each timed with CUDA events
// (best of N single launches, after warm-up). The verdict is the geometric
// mean over configurations of port time over reference time.
//
// The CUDA driver is opened at run time (dlopen of libcuda.so.1), so the
// tool builds and runs on machines without one: there the gate reports
// COULD_NOT_RUN (exit 3) instead of failing.
//
//===----------------------------------------------------------------------===//
#include "Binding.h"
#include "TileIR/Gate/Gate.h"

#include "TileIR-c/Compiler.h"
#include "TileIR/Interpreter/Tile.h"
#include "llvm/Support/JSON.h"

#include <cmath>
#include <cstring>
#include <dlfcn.h>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::gate;
namespace json = llvm::json;

namespace {

using CUresult = int;
using CUdeviceptr = unsigned long long;
using Handle = void *;

/// The few driver entry points the gate uses.
struct Driver {
  void *lib = nullptr;
  CUresult (*init)(unsigned);
  CUresult (*deviceGet)(int *, int);
  CUresult (*deviceGetAttribute)(int *, int, int);
  CUresult (*primaryCtxRetain)(Handle *, int);
  CUresult (*ctxSetCurrent)(Handle);
  CUresult (*ctxSynchronize)();
  CUresult (*moduleLoadData)(Handle *, const void *);
  CUresult (*moduleUnload)(Handle);
  CUresult (*moduleGetFunction)(Handle *, Handle, const char *);
  CUresult (*funcSetAttribute)(Handle, int, int);
  CUresult (*memAlloc)(CUdeviceptr *, size_t);
  CUresult (*memFree)(CUdeviceptr);
  CUresult (*memcpyHtoD)(CUdeviceptr, const void *, size_t);
  CUresult (*memcpyDtoH)(void *, CUdeviceptr, size_t);
  CUresult (*launchKernel)(Handle, unsigned, unsigned, unsigned, unsigned,
                           unsigned, unsigned, unsigned, Handle, void **,
                           void **);
  CUresult (*eventCreate)(Handle *, unsigned);
  CUresult (*eventDestroy)(Handle);
  CUresult (*eventRecord)(Handle, Handle);
  CUresult (*eventSynchronize)(Handle);
  CUresult (*eventElapsedTime)(float *, Handle, Handle);
  CUresult (*getErrorString)(CUresult, const char **);

  std::string open() {
    lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib)
      return "no CUDA driver on this machine (libcuda.so.1 not found)";
    bool ok = true;
    auto sym = [&](auto &fn, const char *name, const char *alt = nullptr) {
      void *p = dlsym(lib, name);
      if (!p && alt)
        p = dlsym(lib, alt);
      ok &= p != nullptr;
      fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(p);
    };
    sym(init, "cuInit");
    sym(deviceGet, "cuDeviceGet");
    sym(deviceGetAttribute, "cuDeviceGetAttribute");
    sym(primaryCtxRetain, "cuDevicePrimaryCtxRetain");
    sym(ctxSetCurrent, "cuCtxSetCurrent");
    sym(ctxSynchronize, "cuCtxSynchronize");
    sym(moduleLoadData, "cuModuleLoadData");
    sym(moduleUnload, "cuModuleUnload");
    sym(moduleGetFunction, "cuModuleGetFunction");
    sym(funcSetAttribute, "cuFuncSetAttribute");
    sym(memAlloc, "cuMemAlloc_v2");
    sym(memFree, "cuMemFree_v2");
    sym(memcpyHtoD, "cuMemcpyHtoD_v2");
    sym(memcpyDtoH, "cuMemcpyDtoH_v2");
    sym(launchKernel, "cuLaunchKernel");
    sym(eventCreate, "cuEventCreate");
    sym(eventDestroy, "cuEventDestroy_v2", "cuEventDestroy");
    sym(eventRecord, "cuEventRecord");
    sym(eventSynchronize, "cuEventSynchronize");
    sym(eventElapsedTime, "cuEventElapsedTime_v2", "cuEventElapsedTime");
    sym(getErrorString, "cuGetErrorString");
    return ok ? "" : "the CUDA driver lacks an entry point the gate needs";
  }

  /// "" on success, else "what: CUDA_ERROR_..." for the verdict.
  std::string check(CUresult r, const char *what) const {
    if (r == 0)
      return "";
    const char *s = nullptr;
    getErrorString(r, &s);
    return std::string(what) + ": " + (s ? s : "error " + std::to_string(r));
  }
};

struct Compiled {
  std::string cubin;
  json::Object kernel; // the manifest's record of the entry
  Handle module = nullptr, function = nullptr;
};

std::string compile(llvm::ArrayRef<char> bytes, const std::string &chip,
                    const DeviceOptions &options, const std::string &entry,
                    Compiled &out) {
  TileIRCompileOptions o;
  tileirCompileOptionsInit(&o);
  o.chip = chip.c_str();
  o.emitCubin = true;
  o.ptxasPath = options.ptxas.empty() ? nullptr : options.ptxas.c_str();
  o.loweringOptions = options.lowering.c_str();
  TileIRCompileResult *r = tileirCompile(bytes.data(), bytes.size(), &o);
  std::string error;
  if (tileirCompileResultGetStatus(r) != TileIRCompileSuccess) {
    error = "TileIR did not compile it for " + chip;
    for (size_t i = 0; i < tileirCompileResultGetNumDiagnostics(r); ++i) {
      TileIRDiagnostic d = tileirCompileResultGetDiagnostic(r, i);
      if (d.severity == TileIRDiagnosticError) {
        error += ": " + std::string(d.message.data, d.message.length);
        break;
      }
    }
  } else {
    MlirStringRef c = tileirCompileResultGetCubin(r);
    out.cubin.assign(c.data, c.length);
    MlirStringRef m = tileirCompileResultGetManifest(r);
    auto manifest = json::parse(llvm::StringRef(m.data, m.length));
    if (!manifest) {
      error = "unreadable launch manifest: " + llvm::toString(manifest.takeError());
    } else if (const json::Array *ks = manifest->getAsObject()->getArray("kernels")) {
      for (const json::Value &k : *ks)
        if (k.getAsObject()->getString("symbol") == entry)
          out.kernel = *k.getAsObject();
      if (out.kernel.empty())
        error = "the manifest has no kernel @" + entry;
    }
  }
  tileirCompileResultDestroy(r);
  return error;
}

} // namespace

GateResult gate::runDeviceGate(Operation *port, Operation *reference,
                               llvm::ArrayRef<char> portBytes,
                               llvm::ArrayRef<char> referenceBytes,
                               const LaunchSpec &spec,
                               const DeviceOptions &options,
                               const InterpreterOutputs *interpreter) {
  GateResult result;
  auto couldNotRun = [&](const std::string &category, const std::string &msg) {
    result.status = Status::CouldNotRun;
    result.add(false, category, msg);
    return result;
  };
  KernelBinding pb, rb;
  std::string error;
  if (failed(bindKernels(port, reference, spec, pb, rb, error)))
    return couldNotRun("binding", error);

  Driver cu;
  if (std::string e = cu.open(); !e.empty())
    return couldNotRun("no-gpu", e);
  int dev = 0, major = 0, minor = 0;
  Handle ctx = nullptr;
  if (cu.init(0) != 0 || cu.deviceGet(&dev, 0) != 0)
    return couldNotRun("no-gpu", "the CUDA driver finds no GPU");
  // 75/76: CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR/MINOR. One call
  // after the other: the context must exist before it is made current.
  std::string e;
  if (!(e = cu.check(cu.deviceGetAttribute(&major, 75, dev), "cuDeviceGetAttribute")).empty() ||
      !(e = cu.check(cu.deviceGetAttribute(&minor, 76, dev), "cuDeviceGetAttribute")).empty() ||
      !(e = cu.check(cu.primaryCtxRetain(&ctx, dev), "cuDevicePrimaryCtxRetain")).empty() ||
      !(e = cu.check(cu.ctxSetCurrent(ctx), "cuCtxSetCurrent")).empty())
    return couldNotRun("cuda", e);
  // Hopper's own features (wgmma) need the `a` target, as tileiras builds.
  std::string chip = options.chip;
  if (chip.empty())
    chip = "sm_" + std::to_string(major) + std::to_string(minor) +
           (major == 9 ? "a" : "");
  result.extra["chip"] = chip;
  result.extra["threshold"] = options.threshold;
  result.extra["repeats"] = (int64_t)options.repeats;
  result.extra["min_ms"] = options.minMs;

  // A kernel gated against itself (the fuzzer's use): compiled and run once,
  // checked against the interpreter only.
  bool same = llvm::equal(portBytes, referenceBytes) &&
              pb.entryName == rb.entryName;
  if (same)
    result.add(false, "same-kernel",
               "the port is the reference: checked against the interpreter, "
               "not timed against itself");
  Compiled kp, kr;
  for (auto [bytes, binding, k, role] :
       {std::tuple{portBytes, &pb, &kp, "port"},
        std::tuple{referenceBytes, &rb, &kr, "reference"}}) {
    if (same && k == &kp)
      continue;
    if (!(e = compile(bytes, chip, options, binding->entryName, *k)).empty())
      return couldNotRun("compile", std::string("the ") + role + ": " + e);
    if (!(e = cu.check(cu.moduleLoadData(&k->module, k->cubin.data()),
                       "cuModuleLoadData")).empty() ||
        !(e = cu.check(cu.moduleGetFunction(&k->function, k->module,
                                            binding->entryName.c_str()),
                       "cuModuleGetFunction")).empty())
      return couldNotRun("cuda", std::string("the ") + role + ": " + e);
  }

  Handle start = nullptr, stop = nullptr;
  cu.eventCreate(&start, 0);
  cu.eventCreate(&stop, 0);
  double logSum = 0;
  int timed = 0, tooShort = 0;
  bool anyFail = false;
  for (size_t ci = 0; ci < spec.configs.size(); ++ci) {
    const SpecConfig &config = spec.configs[ci];
    if (!config.device)
      continue;
    json::Object rec{{"name", config.name}};
    std::string where = "configuration '" + config.name + "': ";
    auto inst = instantiate(spec, ci, error);
    if (failed(inst)) {
      result.add(false, "spec", where + error);
      result.status = Status::CouldNotRun;
      continue;
    }
    // One allocation per tensor and kernel; inputs copied before each run.
    struct Side {
      Compiled *k;
      KernelBinding *b;
      std::map<std::string, CUdeviceptr> buffers;
      double best = INFINITY;
      std::string error;
    };
    Side sides[2] = {{&kr, &rb, {}, INFINITY, ""}, {&kp, &pb, {}, INFINITY, ""}};
    unsigned nSides = same ? 1 : 2;
    auto upload = [&](Side &s) {
      for (const Instance::Tensor &t : inst->tensors)
        if (!t.bytes.empty())
          if (std::string e = cu.check(cu.memcpyHtoD(s.buffers[t.arg->name],
                                                     t.bytes.data(), t.bytes.size()),
                                       "cuMemcpyHtoD");
              !e.empty())
            return e;
      return std::string();
    };
    for (unsigned si = 0; si < nSides; ++si) {
      Side &s = sides[si];
      for (const Instance::Tensor &t : inst->tensors) {
        CUdeviceptr p = 0;
        if (s.error.empty())
          s.error = cu.check(cu.memAlloc(&p, std::max<size_t>(t.bytes.size(), 16)),
                             "cuMemAlloc");
        s.buffers[t.arg->name] = p;
      }
    }
    // Parameters: each slot's value in the manifest's parameter type.
    auto launch = [&](Side &s) -> std::string {
      const json::Array *params = s.k->kernel.getArray("params");
      if (!params || params->size() != s.b->slots.size())
        return "the manifest's parameters do not match the entry's arguments";
      std::vector<std::array<uint8_t, 8>> storage(params->size());
      std::vector<void *> ptrs;
      for (size_t i = 0; i < params->size(); ++i) {
        std::string e;
        auto v = evaluateSlot(s.b->slots[i], *inst, e);
        if (failed(v))
          return e;
        llvm::StringRef type =
            (*params)[i].getAsObject()->getString("type").value_or("");
        uint8_t *p = storage[i].data();
        storage[i].fill(0);
        if (type == "ptr") {
          CUdeviceptr a = v->isPointer ? s.buffers[v->tensor] : 0;
          memcpy(p, &a, 8);
        } else if (type == "f32") {
          float f = v->isFloat ? v->f : v->i;
          memcpy(p, &f, 4);
        } else if (type == "f64") {
          double f = v->isFloat ? v->f : v->i;
          memcpy(p, &f, 8);
        } else if (type == "f16" || type == "bf16") {
          // The element's bits, rounded as the interpreter rounds them.
          uint16_t bits = interp::floatToBits(
              type == "f16" ? interp::Elem::F16 : interp::Elem::BF16,
              v->isFloat ? v->f : (double)v->i);
          memcpy(p, &bits, 2);
        } else if (type == "i64" || type == "i32" || type == "i16" ||
                   type == "i8" || type == "i1") {
          memcpy(p, &v->i, 8); // little endian: the low bytes first
        } else {
          return "parameter " + std::to_string(i) + " has type " + type.str() +
                 ", which the gate cannot pass";
        }
        ptrs.push_back(p);
      }
      const json::Array *block = s.k->kernel.getArray("block");
      unsigned bx = 1, by = 1, bz = 1;
      if (block && block->size() == 3)
        bx = *(*block)[0].getAsInteger(), by = *(*block)[1].getAsInteger(),
        bz = *(*block)[2].getAsInteger();
      unsigned smem = s.k->kernel.getInteger("dynamic_shared_memory").value_or(0);
      if (smem > 48 * 1024) // CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
        cu.funcSetAttribute(s.k->function, 8, smem);
      return cu.check(cu.launchKernel(s.k->function, inst->grid[0], inst->grid[1],
                                      inst->grid[2], bx, by, bz, smem, nullptr,
                                      ptrs.data(), nullptr),
                      "cuLaunchKernel");
    };
    for (unsigned si = 0; si < nSides; ++si) {
      Side &s = sides[si];
      if (!s.error.empty())
        continue;
      s.error = upload(s);
      if (s.error.empty())
        s.error = launch(s);
      if (s.error.empty())
        s.error = cu.check(cu.ctxSynchronize(), "kernel run");
    }
    std::string failure;
    if (!sides[0].error.empty()) {
      result.add(false, "reference-run", where + "the reference: " + sides[0].error);
      result.status = Status::CouldNotRun;
    } else if (!same && !sides[1].error.empty()) {
      failure = "the port fails on the GPU: " + sides[1].error;
    } else {
      // The outputs of the first run, compared as the numeric gate does.
      // Where the interpreter ran this configuration, the reference's GPU
      // results must be what it computed: a difference is TileIR's.
      const std::map<std::string, std::vector<uint8_t>> *interp = nullptr;
      if (interpreter) {
        auto it = interpreter->find(config.name);
        if (it != interpreter->end())
          interp = &it->second;
      }
      for (const Instance::Tensor &t : inst->tensors) {
        std::vector<uint8_t> a(t.bytes.size()), b(t.bytes.size());
        if (!b.empty()) {
          cu.memcpyDtoH(b.data(), sides[0].buffers[t.arg->name], b.size());
          if (!same)
            cu.memcpyDtoH(a.data(), sides[1].buffers[t.arg->name], a.size());
        }
        Tolerance tol = spec.toleranceOf(t.arg->dtype);
        if (interp && interp->count(t.arg->name)) {
          TensorDiff d = compareTensor(t, b.data(), interp->at(t.arg->name).data(), tol);
          if (d.mismatches && failure.empty()) {
            // compareTensor names its sides port/reference: here GPU/CPU.
            std::string first = d.first;
            for (auto [from, to] : {std::pair{"port ", "GPU "},
                                    std::pair{"reference ", "interpreter "}})
              if (size_t at = first.find(from); at != std::string::npos)
                first.replace(at, strlen(from), to);
            failure = "the reference compiled by TileIR computes something else "
                      "than the interpreter: '" + t.arg->name + "' differs in " +
                      std::to_string(d.mismatches) + " of " +
                      std::to_string(d.elements) + " elements, first at " + first;
            rec["gpu_vs_interpreter_mismatches"] = d.mismatches;
          }
        }
        if (same)
          continue;
        TensorDiff d = compareTensor(t, a.data(), b.data(), tol);
        if (d.mismatches && failure.empty())
          failure = "on the GPU, '" + t.arg->name + "' differs in " +
                    std::to_string(d.mismatches) + " of " +
                    std::to_string(d.elements) + " elements, first at " + d.first;
      }
      // Timing: warm-up, then best of N single launches, alternating the
      // two kernels so clock and thermal drift hit both alike.
      for (unsigned rep = 0; rep < options.repeats + 3 && failure.empty() && !same; ++rep)
        for (Side &s : sides) {
          float ms = 0;
          std::string e;
          if ((e = cu.check(cu.eventRecord(start, nullptr), "cuEventRecord")).empty() &&
              (e = launch(s)).empty() &&
              (e = cu.check(cu.eventRecord(stop, nullptr), "cuEventRecord")).empty() &&
              (e = cu.check(cu.eventSynchronize(stop), "kernel run")).empty())
            e = cu.check(cu.eventElapsedTime(&ms, start, stop), "cuEventElapsedTime");
          if (!e.empty()) {
            failure = "timing: " + e;
            break;
          }
          if (rep >= 3)
            s.best = std::min(s.best, (double)ms);
        }
      if (failure.empty() && !same) {
        double ratio = sides[1].best / sides[0].best;
        rec["reference_ms"] = sides[0].best;
        rec["port_ms"] = sides[1].best;
        rec["ratio"] = ratio;
        bool counted = sides[0].best >= options.minMs;
        rec["counted"] = counted;
        if (counted) {
          logSum += std::log(ratio);
          ++timed;
        } else {
          ++tooShort;
        }
      }
    }
    if (!failure.empty()) {
      result.add(true, "device", where + failure);
      anyFail = true;
    }
    rec["status"] = !failure.empty() ? "FAIL"
                    : sides[0].error.empty() ? "PASS" : "COULD_NOT_RUN";
    for (Side &s : sides)
      for (auto &kv : s.buffers)
        if (kv.second)
          cu.memFree(kv.second);
    result.configs.push_back(std::move(rec));
  }
  cu.eventDestroy(start);
  cu.eventDestroy(stop);
  if (kp.module)
    cu.moduleUnload(kp.module);
  cu.moduleUnload(kr.module);

  if (timed) {
    double geomean = std::exp(logSum / timed);
    result.extra["geomean_ratio"] = geomean;
    if (geomean > options.threshold) {
      std::string s;
      llvm::raw_string_ostream(s)
          << "the port takes " << llvm::format("%.3f", geomean)
          << "x the reference's time (geometric mean over " << timed
          << " configuration(s) of at least " << llvm::format("%g", options.minMs)
          << " ms), above the threshold "
          << llvm::format("%.2f", options.threshold);
      result.add(true, "perf", s);
      anyFail = true;
    }
  }
  if (!timed && tooShort) {
    std::string s;
    llvm::raw_string_ostream(s)
        << "no configuration runs long enough to judge speed (the reference "
           "takes under "
        << options.minMs << " ms in every one): no perf verdict";
    result.add(false, "perf", s);
  }
  if (anyFail)
    result.status = Status::Fail;
  else if (result.status != Status::CouldNotRun)
    result.settle();
  return result;
}
