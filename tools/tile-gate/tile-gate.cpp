//===- tile-gate.cpp - the translation gate's command line -----------------===//
//
//   tile-gate --reference=REF --port=PORT --spec=SPEC.json [--device]
//             [--gates=structural,numeric] [-o VERDICT.json] [--summary]
//
// REF and PORT are Tile IR bytecode or MLIR text from any front end. Prints
// one JSON verdict (docs/tile-gate-verdict.schema.json) and exits 0 (PASS),
// 2 (PASS_WITH_NOTES), 1 (FAIL) or 3 (a gate could not run: bad input, a
// spec that does not fit the kernels, no GPU for --device).
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "TileIR/Gate/Gate.h"
#include "TileIR/Import/Loader.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;
using namespace mlir::tileir::gate;
namespace cl = llvm::cl;

static cl::OptionCategory gateCat("tile-gate options");
static cl::opt<std::string> referencePath("reference", cl::Required,
                                          cl::desc("the reference kernel"),
                                          cl::value_desc("file"), cl::cat(gateCat));
static cl::opt<std::string> portPath("port", cl::Required,
                                     cl::desc("the port to check"),
                                     cl::value_desc("file"), cl::cat(gateCat));
static cl::opt<std::string> specPath("spec",
                                     cl::desc("launch spec (JSON; "
                                              "docs/tile-gate.md)"),
                                     cl::value_desc("file"), cl::cat(gateCat));
static cl::opt<std::string> gatesOpt(
    "gates",
    cl::desc("gates to run: structural, numeric, device (comma-separated; "
             "default structural,numeric, plus device with --device)"),
    cl::init("structural,numeric"), cl::cat(gateCat));
static cl::opt<bool> deviceOpt("device",
                               cl::desc("also run the device gate (needs a GPU)"),
                               cl::cat(gateCat));
static cl::opt<unsigned> repeatsOpt("repeats",
                                    cl::desc("device gate: timed launches per "
                                             "configuration, best taken"),
                                    cl::init(20), cl::cat(gateCat));
static cl::opt<double> thresholdOpt(
    "perf-threshold",
    cl::desc("device gate: highest geometric mean of port/reference time"),
    cl::init(1.05), cl::cat(gateCat));
static cl::opt<double> minMsOpt(
    "perf-min-ms",
    cl::desc("device gate: configurations whose reference runs shorter are "
             "reported but not judged (launch-bound, noisy)"),
    cl::init(0.025), cl::cat(gateCat));
static cl::opt<std::string> chipOpt("chip",
                                    cl::desc("device gate: target chip "
                                             "(default: the GPU's own)"),
                                    cl::cat(gateCat));
static cl::opt<std::string> ptxasOpt("ptxas", cl::desc("device gate: ptxas to run"),
                                     cl::cat(gateCat));
static cl::opt<std::string> loweringOpt(
    "lowering",
    cl::desc("device gate: further lowering options, as --tile-to-ptx takes "
             "them (e.g. \"fit-clusters=2\")"),
    cl::cat(gateCat));
static cl::opt<std::string> targetOpt(
    "target",
    cl::desc("compare optimization hints as this target reads them "
             "(e.g. sm_90; default: as written)"),
    cl::cat(gateCat));
static cl::opt<std::string> outputPath("o", cl::desc("write the verdict here"),
                                       cl::value_desc("file"), cl::init("-"),
                                       cl::cat(gateCat));
static cl::opt<bool> summaryOpt(
    "summary", cl::desc("print a human-readable summary to stderr as well"),
    cl::cat(gateCat));

static int couldNotRun(const llvm::Twine &msg) {
  llvm::errs() << "tile-gate: error: " << msg << "\n";
  return 3;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(gateCat);
  cl::ParseCommandLineOptions(argc, argv,
                              "tile-gate: does a port compute what its "
                              "reference computes?\n");
  GateInputs in;
  in.structural = in.numeric = false;
  llvm::SmallVector<llvm::StringRef> names;
  llvm::StringRef(gatesOpt).split(names, ',', -1, false);
  for (llvm::StringRef n : names) {
    n = n.trim();
    if (n == "structural")
      in.structural = true;
    else if (n == "numeric")
      in.numeric = true;
    else if (n == "device")
      in.device = true;
    else
      return couldNotRun("unknown gate '" + n +
                         "' in --gates (structural, numeric, device)");
  }
  in.device |= deviceOpt;
  in.target = targetOpt;
  if (thresholdOpt <= 0)
    return couldNotRun("--perf-threshold must be positive");
  if (repeatsOpt == 0)
    return couldNotRun("--repeats must be at least 1");
  if (minMsOpt < 0)
    return couldNotRun("--perf-min-ms must not be negative");
  in.deviceOptions.repeats = repeatsOpt;
  in.deviceOptions.threshold = thresholdOpt;
  in.deviceOptions.minMs = minMsOpt;
  in.deviceOptions.chip = chipOpt;
  in.deviceOptions.ptxas = ptxasOpt;
  in.deviceOptions.lowering = loweringOpt;

  LaunchSpec spec;
  if (!specPath.empty()) {
    std::string err;
    auto buf = openInputFile(specPath, &err);
    if (!buf)
      return couldNotRun(err);
    auto parsed = parseLaunchSpec(buf->getBuffer());
    if (!parsed)
      return couldNotRun(specPath + ": " + llvm::toString(parsed.takeError()));
    spec = std::move(*parsed);
    in.spec = &spec;
  }

  DialectRegistry registry;
  registry.insert<cuda_tile::CudaTileDialect>();
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();
  // Each kernel its own source manager, so locations name their file.
  llvm::SourceMgr refMgr, portMgr;
  std::string refBytes, portBytes;
  OwningOpRef<cuda_tile::ModuleOp> modules[2];
  std::vector<std::string> loadErrors;
  for (auto [path, mgr, bytes, slot] :
       {std::tuple{&referencePath, &refMgr, &refBytes, &modules[0]},
        std::tuple{&portPath, &portMgr, &portBytes, &modules[1]}}) {
    std::string err;
    auto buf = openInputFile(*path, &err);
    if (!buf)
      return couldNotRun(err);
    *bytes = buf->getBuffer().str();
    mgr->AddNewSourceBuffer(tileir::prepareTileInput(std::move(buf)),
                            llvm::SMLoc());
    SourceMgrDiagnosticHandler diag(*mgr, &ctx);
    // The first error also goes into the verdict (then on to stderr).
    std::string firstError;
    ScopedDiagnosticHandler record(&ctx, [&](Diagnostic &d) {
      if (d.getSeverity() == DiagnosticSeverity::Error && firstError.empty())
        firstError = d.str();
      return failure();
    });
    *slot = tileir::loadTileModule(*mgr, ctx);
    if (!*slot)
      loadErrors.push_back(*path + ": " +
                           (firstError.empty() ? "cannot be read" : firstError));
  }
  in.referenceName = referencePath;
  in.portName = portPath;
  std::string err;
  auto out = openOutputFile(outputPath, &err);
  if (!out)
    return couldNotRun(err);
  auto emit = [&](const Verdict &v) {
    out->os() << llvm::formatv("{0:2}", toJSON(v, in)) << "\n";
    out->keep();
    if (summaryOpt) {
      llvm::errs() << "verdict: " << stringifyStatus(v.overall) << "\n";
      for (auto [name, g] : {std::pair{"structural", &v.structural},
                             std::pair{"numeric", &v.numeric},
                             std::pair{"device", &v.device}}) {
        llvm::errs() << "  " << name << ": " << stringifyStatus(g->status) << "\n";
        for (const Reason &r : g->reasons)
          llvm::errs() << "    " << (r.fail ? "fail" : "note") << ": [" << r.category
                       << "] " << r.message
                       << (r.port.empty() ? "" : " (port " + r.port + ")")
                       << (r.reference.empty() ? "" : " (reference " + r.reference + ")")
                       << "\n";
      }
    }
    return exitCode(v.overall);
  };
  // A kernel that does not load still gets a verdict: no gate can decide.
  if (!loadErrors.empty()) {
    Verdict v;
    v.overall = Status::CouldNotRun;
    for (auto [g, asked] : {std::pair{&v.structural, in.structural},
                            std::pair{&v.numeric, in.numeric},
                            std::pair{&v.device, in.device}}) {
      g->status = asked ? Status::CouldNotRun : Status::Skipped;
      if (asked)
        for (const std::string &e : loadErrors)
          g->add(false, "input", e);
    }
    return emit(v);
  }
  in.reference = modules[0].get();
  in.port = modules[1].get();
  in.referenceBytes = llvm::ArrayRef<char>(refBytes.data(), refBytes.size());
  in.portBytes = llvm::ArrayRef<char>(portBytes.data(), portBytes.size());

  // Diagnostics during the gates (normalization, the interpreter) are
  // collected by the gates into reasons; the rest goes to stderr.
  SourceMgrDiagnosticHandler diag(portMgr, &ctx);
  Verdict v = runGates(in);

  return emit(v);
}
