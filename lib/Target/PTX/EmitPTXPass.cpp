//===- EmitPTXPass.cpp - tile-emit-ptx ------------------------------------===//
#include "TileIR/Target/PTX/Passes.h"
#include "TileIR/Target/PTX/PTXEmitter.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/ToolOutputFile.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILEEMITPTX
#include "TileIR/Target/PTX/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::tileir;

static LogicalResult writeFile(Operation *op, StringRef path, StringRef data) {
  if (path.empty())
    return success();
  std::string err;
  auto f = openOutputFile(path, &err);
  if (!f)
    return op->emitError("cannot write '") << path << "': " << err;
  f->os() << data;
  f->keep();
  return success();
}

namespace {
struct TileEmitPTXPass
    : public tileir::impl::TileEmitPTXBase<TileEmitPTXPass> {
  using Base::Base;
  void runOnOperation() override {
    for (auto gm : getOperation().getOps<gpu::GPUModuleOp>()) {
      PTXTargetOptions opts;
      opts.chip = chip;
      if (opts.chip.empty()) {
        opts.chip = "sm_90";
        if (auto targets = gm.getTargetsAttr())
          for (Attribute t : targets)
            if (auto nv = dyn_cast<NVVM::NVVMTargetAttr>(t)) {
              opts.chip = nv.getChip().str();
              opts.optLevel = nv.getO();
            }
      }
      FailureOr<std::string> ptx = translateGPUModuleToPTX(gm, opts);
      if (failed(ptx))
        return signalPassFailure();
      if (failed(writeFile(gm, output, *ptx)) ||
          failed(writeFile(gm, manifest, buildLaunchManifest(gm, opts.chip))))
        return signalPassFailure();
      if (!cubin.empty()) {
        FailureOr<std::string> bin = assemblePTX(gm, *ptx, opts.chip);
        if (failed(bin) || failed(writeFile(gm, cubin, *bin)))
          return signalPassFailure();
      }
    }
    markAllAnalysesPreserved();
  }
};
} // namespace
