//===- EmitPTXPass.cpp - tile-emit-ptx ------------------------------------===//
#include "TileIR/Target/PTX/Passes.h"
#include "TileIR/Target/PTX/PTXEmitter.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/ToolOutputFile.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILEEMITPTX
#define GEN_PASS_DEF_TILEBUILTINLOCATIONS
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
struct TileBuiltinLocationsPass
    : public tileir::impl::TileBuiltinLocationsBase<TileBuiltinLocationsPass> {
  // Line tables name the line an op came from; upstream's DI-scope pass
  // does not build inlined-at chains (and fails on call sites).
  void runOnOperation() override {
    useBuiltinLocations(getOperation(), /*flattenCalls=*/true);
  }
};

struct TileEmitPTXPass
    : public tileir::impl::TileEmitPTXBase<TileEmitPTXPass> {
  using Base::Base;
  void runOnOperation() override {
    for (auto gm : getOperation().getOps<gpu::GPUModuleOp>()) {
      // The chip (and its +ptxNN) from the #nvvm.target unless overridden.
      FailureOr<const Chip *> c =
          chip.empty() ? getTargetChip(gm)
                       : parseChip(chip, [&](const Twine &msg) {
                           gm.emitError(msg);
                         });
      if (failed(c))
        return signalPassFailure();
      PTXTargetOptions opts;
      opts.chip = (*c)->name;
      if (auto targets = gm.getTargetsAttr())
        for (Attribute t : targets)
          if (auto nv = dyn_cast<NVVM::NVVMTargetAttr>(t)) {
            opts.optLevel = nv.getO();
            if (chip.empty())
              opts.features = nv.getFeatures().str();
          }
      FailureOr<std::string> ptx = translateGPUModuleToPTX(gm, opts);
      if (failed(ptx))
        return signalPassFailure();
      if (failed(writeFile(gm, output, *ptx)))
        return signalPassFailure();
      PtxasReport resources;
      if (!cubin.empty()) {
        PtxasOptions assemble;
        assemble.boundAtOccupancy = boundAtOccupancy;
        FailureOr<std::string> bin =
            assemblePTX(gm, *ptx, **c, assemble, &resources);
        if (failed(bin) || failed(writeFile(gm, cubin, *bin)))
          return signalPassFailure();
      }
      if (failed(writeFile(gm, manifest,
                           buildLaunchManifest(gm, **c, cubin.empty()
                                                            ? nullptr
                                                            : &resources))))
        return signalPassFailure();
    }
    markAllAnalysesPreserved();
  }
};
} // namespace
