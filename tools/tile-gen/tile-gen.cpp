//===- tile-gen.cpp - random valid cuda_tile kernels ------------------------===//
//
//   tile-gen --seed=N -o kernel.mlir --spec-out=kernel.json
//            [--max-ops=K] [--types=f32,f16,i32] [--no-loops] [--no-ifs]
//            [--no-reductions] [--no-transcendentals] [--coverage]
//
// Writes one cuda_tile module (verified: a module that does not verify is a
// generator bug, reported with exit 2) and a tile-gate launch spec for it.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "TileIR/Gen/Generator.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;
namespace cl = llvm::cl;

static cl::OptionCategory genCat("tile-gen options");
static cl::opt<uint64_t> seed("seed", cl::desc("generator seed"), cl::init(0),
                              cl::cat(genCat));
static cl::opt<std::string> outputPath("o", cl::desc("kernel output (MLIR text)"),
                                       cl::value_desc("file"), cl::init("-"),
                                       cl::cat(genCat));
static cl::opt<std::string> specPath("spec-out",
                                     cl::desc("launch spec output (tile-gate JSON)"),
                                     cl::value_desc("file"), cl::cat(genCat));
static cl::opt<unsigned> maxOps("max-ops", cl::desc("most ops in the expression"),
                                cl::init(12), cl::cat(genCat));
static cl::list<std::string> types("types", cl::desc("element types to draw from"),
                                   cl::CommaSeparated, cl::cat(genCat));
static cl::opt<bool> noLoops("no-loops", cl::desc("no loops over column tiles"),
                             cl::cat(genCat));
static cl::opt<bool> noIfs("no-ifs", cl::desc("no branches"), cl::cat(genCat));
static cl::opt<bool> noReductions("no-reductions", cl::desc("no reductions"),
                                  cl::cat(genCat));
static cl::opt<bool> noTranscendentals("no-transcendentals",
                                       cl::desc("no exp/tanh/sin/cos"),
                                       cl::cat(genCat));
static cl::opt<double> matmulShare(
    "matmul-share",
    cl::desc("share of kernels that are matrix multiplies (mmaf/mmai), 0 to 1"),
    cl::init(0.2), cl::cat(genCat));
static cl::opt<bool> coverage("coverage",
                              cl::desc("print the ops the kernel uses to stderr"),
                              cl::cat(genCat));

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(genCat);
  cl::ParseCommandLineOptions(argc, argv, "random valid cuda_tile kernels\n");
  tileir::gen::GenOptions options;
  options.seed = seed;
  options.maxOps = maxOps;
  if (!types.empty()) {
    options.types.assign(types.begin(), types.end());
    for (const std::string &t : options.types)
      if (t != "f32" && t != "f16" && t != "i32") {
        llvm::errs() << "tile-gen: error: unknown type '" << t << "' (f32, f16, i32)\n";
        return 1;
      }
  }
  options.loops = !noLoops;
  options.ifs = !noIfs;
  options.reductions = !noReductions;
  options.transcendentals = !noTranscendentals;
  if (!(matmulShare >= 0 && matmulShare <= 1)) {
    llvm::errs() << "tile-gen: error: --matmul-share=" << llvm::formatv("{0}", matmulShare.getValue())
                 << " is not a share (0 to 1)\n";
    return 1;
  }
  options.matmulShare = matmulShare;
  tileir::gen::GeneratedKernel k = tileir::gen::generateKernel(options);

  DialectRegistry registry;
  registry.insert<cuda_tile::CudaTileDialect>();
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();
  std::string diagnostics;
  {
    llvm::raw_string_ostream ds(diagnostics);
    ScopedDiagnosticHandler h(&ctx, [&](Diagnostic &d) {
      ds << d.getLocation() << ": " << d.str() << "\n";
      return success();
    });
    OwningOpRef<ModuleOp> m = parseSourceString<ModuleOp>(k.module, &ctx);
    if (!m || failed(verify(*m))) {
      llvm::errs() << "tile-gen: error: seed " << seed
                   << " made a kernel that does not verify (a generator bug):\n"
                   << diagnostics << k.module;
      return 2;
    }
  }
  std::string err;
  auto out = openOutputFile(outputPath, &err);
  if (!out) {
    llvm::errs() << "tile-gen: error: " << err << "\n";
    return 1;
  }
  out->os() << "// tile-gen --seed=" << seed << ": " << k.summary << "\n" << k.module;
  out->keep();
  if (!specPath.empty()) {
    auto spec = openOutputFile(specPath, &err);
    if (!spec) {
      llvm::errs() << "tile-gen: error: " << err << "\n";
      return 1;
    }
    spec->os() << k.spec;
    spec->keep();
  }
  if (coverage) {
    for (const std::string &op : k.opsUsed)
      llvm::errs() << op << " ";
    llvm::errs() << "\n";
  }
  return 0;
}
