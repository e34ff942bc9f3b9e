//===- NormalizePipeline.cpp - the tile-normalize pipeline ----------------===//
#include "TileIR/Dialect/CudaTile/Transforms/Normalize.h"
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace {
struct PipelineOptions : public PassPipelineOptions<PipelineOptions> {
  Option<bool> reorderAbi{*this, "reorder-abi",
                          llvm::cl::desc("Drop unused arguments and order "
                                         "parameters by first use"),
                          llvm::cl::init(false)};
  Option<bool> noAlias{*this, "no-alias",
                       llvm::cl::desc("Distinct pointer arguments never alias"),
                       llvm::cl::init(true)};
  Option<std::string> target{*this, "target",
                             llvm::cl::desc("Resolve optimization hints for "
                                            "this target (e.g. sm_90)")};
};
} // namespace

void mlir::tileir::buildNormalizePipeline(OpPassManager &pm,
                                          const NormalizeOptions &options) {
  // Removal first, so merging sees one copy of each idiom; then respelling;
  // cse merges what became identical; placement and ABI last.
  pm.addPass(createTileNormalizeDeadCode());
  pm.addPass(createTileNormalizeBlockIds());
  pm.addPass(createTileNormalizeTokens(TileNormalizeTokensOptions{options.noAlias}));
  pm.addPass(createTileNormalizeAsserts());
  pm.addPass(createTileNormalizeIndexWidth());
  pm.addPass(createTileNormalizeTileCount());
  pm.addPass(createTileNormalizeStaticExtents());
  pm.addPass(createTileNormalizeIdioms(TileNormalizeIdiomsOptions{options.target}));
  // The dialect's folds turn splat idioms (constant -> reshape ->
  // broadcast) into one constant, as NVIDIA's gate canonicalizes too.
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createTileNormalizeBlockIds());
  pm.addPass(createTileNormalizeDeadCode());
  pm.addPass(createTileNormalizeSchedule());
  pm.addPass(createTileNormalizeAbi(TileNormalizeAbiOptions{options.reorderAbi}));
}

void mlir::tileir::registerNormalizePasses() {
  registerTileNormalizeDeadCode();
  registerTileNormalizeBlockIds();
  registerTileNormalizeTokens();
  registerTileNormalizeAsserts();
  registerTileNormalizeIndexWidth();
  registerTileNormalizeTileCount();
  registerTileNormalizeStaticExtents();
  registerTileNormalizeIdioms();
  registerTileNormalizeSchedule();
  registerTileNormalizeAbi();
  PassPipelineRegistration<PipelineOptions>(
      "tile-normalize",
      "Bring cuTile Python and cutile-rs idioms to one canonical form",
      [](OpPassManager &pm, const PipelineOptions &o) {
        buildNormalizePipeline(pm, NormalizeOptions{o.reorderAbi, o.noAlias, o.target});
      });
}
