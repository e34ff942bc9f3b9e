//===- TileToPTX.cpp - the tile-to-ptx pipeline and its driver ------------===//
#include "TileIR/Pipelines/Pipelines.h"

#include "TileIR/Conversion/Passes.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h"
#include "TileIR/Dialect/TileSIMT/IR/Layout.h"
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h"
#include "TileIR/Target/Chip.h"
#include "TileIR/Target/PTX/CubinInfo.h"
#include "TileIR/Target/PTX/PTXEmitter.h"
#include "TileIR/Target/PTX/Passes.h"

#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/LLVMIR/Transforms/Passes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/JSON.h"

using namespace mlir;
using namespace mlir::tileir;

void mlir::tileir::buildTileToPTXPipeline(OpPassManager &pm,
                                          const TileToPTXOptions &opts) {
  ConvertTileToSIMTOptions simt;
  simt.numWarps = opts.numWarps;
  simt.chip = opts.chip;
  simt.vectorizeGathers = opts.vectorizeGathers;
  simt.spreadReusedRows = opts.spreadReusedRows;
  // The launch ABI (tensor arguments as ptr, shapes, strides) is named
  // while the views that show it are still there; the kernel carries it to
  // the manifest.
  pm.addPass(createTileNormalizeAbi(
      TileNormalizeAbiOptions{/*reorder=*/false, /*gatheredArrays=*/true}));
  pm.addPass(createTileExpandViews());
  pm.addPass(createTileRaisePointerAccesses());
  if (opts.splitClusters && opts.launch == "reqntid")
    pm.addPass(createTileSplitClusters(
        TileSplitClustersOptions{opts.chip, opts.fitClusters}));
  pm.addPass(createConvertTileToSIMT(simt));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createTileSIMTRemoveLayoutConversions(
      TileSIMTRemoveLayoutConversionsOptions{/*rematerializeLoads=*/true,
                                             opts.narrowFirst}));
  pm.addPass(createTileSIMTFoldAccessGuards());
  TileSIMTPipelineMmaOptions pipeline;
  pipeline.numStages = opts.numStages;
  pipeline.maxStages = opts.maxStages;
  pipeline.ringBytes = opts.ringBytes;
  pipeline.warpSpecialize = opts.warpSpecialize;
  pipeline.tma = opts.tma;
  pipeline.releaseSlots = opts.releaseSlots;
  pipeline.releaseSlotsAlone = opts.releaseSlotsAlone;
  pipeline.acrossTiles = opts.acrossTiles;
  pipeline.multicast = opts.tmaMulticast;
  pipeline.tileLoopStages = opts.tileLoopStages;
  pipeline.tmaPermuted = opts.tmaPermuted;
  pipeline.inFlight = opts.mmaInFlight;
  pipeline.sharedA = opts.sharedA;
  pipeline.producerWarps = opts.producerWarps;
  pipeline.chip = opts.chip;
  pm.addPass(createTileSIMTPipelineMma(pipeline));
  if (opts.overlapScores) {
    pm.addPass(createTileSIMTOverlapScores());
    if (opts.overlapValues)
      pm.addPass(createTileSIMTOverlapValues());
  }
  if (opts.tma && opts.tmaStore)
    pm.addPass(createTileSIMTTmaStore(TileSIMTTmaStoreOptions{opts.chip}));
  TileSIMTPrefetchLoadsOptions prefetch;
  prefetch.distance = opts.prefetchDistance;
  pm.addPass(createTileSIMTPrefetchLoads(prefetch));
  if (opts.loadsTogether)
    pm.addPass(createTileSIMTIssueLoadsTogether());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  OpPassManager &gm = pm.nest<gpu::GPUModuleOp>();
  TileAttachNVVMTargetOptions target;
  target.chip = opts.chip;
  target.optLevel = opts.optLevel;
  gm.addPass(createTileAttachNVVMTarget(target));
  TileSetLaunchBoundsOptions bounds;
  bounds.maxRegisters = opts.maxRegisters;
  gm.addPass(createTileSetLaunchBounds(bounds));
  gm.addPass(createTileSIMTRenewRegisterOperands());
  gm.addPass(createConvertTileSIMTToNVVM());
  gm.addPass(createCanonicalizerPass());
  gm.addPass(createSCFToControlFlowPass());
  ConvertGpuOpsToNVVMOpsOptions nvvm;
  nvvm.indexBitwidth = 32;
  gm.addPass(createConvertGpuOpsToNVVMOps(nvvm));
  TileSetLaunchConventionOptions convention;
  convention.launch = opts.launch;
  gm.addPass(createTileSetLaunchConvention(convention));
  gm.addPass(createCanonicalizerPass());
  gm.addPass(createCSEPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  // A subprogram on every llvm.func makes the LLVM translation keep each
  // op's file:line:col; directives only, as ptxas -lineinfo wants them.
  if (opts.lineInfo) {
    pm.addPass(createTileBuiltinLocations());
    pm.addPass(LLVM::createDIScopeForLLVMFuncOpPass(
        {LLVM::DIEmissionKind::DebugDirectivesOnly}));
  }
}

void mlir::tileir::registerTileToPTXPipeline() {
  // PassPipelineRegistration, plus the chip check: an unsupported chip is
  // refused when the pipeline is parsed, before any pass runs.
  registerPassPipeline(
      "tile-to-ptx",
      "cuda_tile -> tile_simt -> gpu/NVVM/LLVM, ready for PTX emission",
      [](OpPassManager &pm, StringRef text,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        TileToPTXOptions opts;
        if (failed(opts.parseFromString(text)))
          return failure();
        if (!lookupChip(opts.chip))
          return errorHandler(unsupportedChipMessage(opts.chip));
        buildTileToPTXPipeline(pm, opts);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> optHandler) {
        optHandler(TileToPTXOptions());
      });
}

/// One lowering of `module` (in place) to PTX, the manifest and, with
/// `withCubin`, a cubin; `spill` gets ptxas's spill-store bytes and
/// `serialized` whether ptxas serialized any kernel's wgmma instructions.
/// Where the PTX is `unlike`'s (a search variant the options did not
/// change), it fails before ptxas: that kernel is compiled already.
static FailureOr<CompiledKernel>
compileOnce(ModuleOp module, const TileToPTXOptions &opts, const Chip &chip,
            bool withCubin, const PtxasOptions &ptxas, int64_t &spill,
            bool &serialized, const CompiledKernel *unlike = nullptr) {
  PassManager pm(module.getContext());
  buildTileToPTXPipeline(pm, opts);
  if (failed(pm.run(module)))
    return failure();
  auto gms = llvm::to_vector(module.getOps<gpu::GPUModuleOp>());
  if (gms.size() != 1)
    return module.emitError("expected one kernel module after lowering, got ")
           << gms.size();
  PTXTargetOptions t;
  t.chip = opts.chip;
  t.optLevel = opts.optLevel;
  FailureOr<std::string> ptx = translateGPUModuleToPTX(gms[0], t);
  if (failed(ptx))
    return failure();
  if (unlike && *ptx == unlike->ptx)
    return failure();
  CompiledKernel k;
  k.ptx = std::move(*ptx);
  spill = 0;
  serialized = false;
  PtxasReport resources;
  if (withCubin) {
    PtxasOptions assemble = ptxas;
    assemble.boundAtOccupancy = opts.boundAtOccupancy;
    FailureOr<std::string> cubin =
        assemblePTX(gms[0], k.ptx, chip, assemble, &resources);
    if (failed(cubin))
      return failure();
    spill = spillStoreBytes(resources);
    serialized = llvm::any_of(
        resources, [](const auto &k) { return k.second.wgmmaSerialized; });
    k.cubin = std::move(*cubin);
    // tileiras's cubins name their kernels' language (EIATTR_LANGUAGE
    // TILEIR); ours do too where they follow its launch convention.
    if (opts.launch == "reqntid") {
      llvm::Expected<std::string> marked = markTileIRLanguage(k.cubin);
      if (!marked)
        return module.emitError(llvm::toString(marked.takeError()));
      k.cubin = std::move(*marked);
    }
  }
  k.manifest = buildLaunchManifest(gms[0], chip, withCubin ? &resources : nullptr);
  return k;
}

/// The warps per CTA the lowering gave `module`'s kernels (0 if unknown).
static unsigned loweredWarps(ModuleOp module) {
  unsigned warps = 0;
  module.walk([&](Operation *op) {
    if (auto w = op->getAttrOfType<IntegerAttr>("tile_simt.num_warps"))
      warps = std::max<unsigned>(warps, w.getInt());
  });
  return warps;
}

/// Whether `module`'s kernels take CUtensorMap parameters (rings the
/// tensor memory accelerator fills).
static bool loweredTensorMaps(ModuleOp module) {
  bool any = false;
  module.walk([&](Operation *op) {
    any |= op->hasAttr(simt::kTensorMapsAttrName);
  });
  return any;
}

/// The kernel objects of `k`'s launch manifest (none where it does not
/// parse).
static SmallVector<llvm::json::Object> manifestKernels(const CompiledKernel &k) {
  SmallVector<llvm::json::Object> kernels;
  llvm::Expected<llvm::json::Value> manifest = llvm::json::parse(k.manifest);
  if (!manifest) {
    llvm::consumeError(manifest.takeError());
    return kernels;
  }
  if (const llvm::json::Object *o = manifest->getAsObject())
    if (const llvm::json::Array *all = o->getArray("kernels"))
      for (const llvm::json::Value &kv : *all)
        if (const llvm::json::Object *kernel = kv.getAsObject())
          kernels.push_back(*kernel);
  return kernels;
}

/// The most shared memory one of `k`'s kernels takes per CTA (static and
/// dynamic, from its launch manifest).
static int64_t sharedBytes(const CompiledKernel &k) {
  int64_t most = 0;
  for (const llvm::json::Object &kernel : manifestKernels(k))
    most = std::max(most,
                    kernel.getInteger("dynamic_shared_memory").value_or(0) +
                        kernel.getInteger("static_shared_memory").value_or(0));
  return most;
}

/// The fewest threads one SM of `chip` keeps resident of any of `k`'s
/// kernels, from the block shape and the registers ptxas gave it (its
/// launch manifest); 0 where the manifest does not say.
static int64_t residentThreads(const CompiledKernel &k, const Chip &chip) {
  int64_t fewest = 0;
  for (const llvm::json::Object &kernel : manifestKernels(k)) {
    const llvm::json::Array *block = kernel.getArray("block");
    const llvm::json::Object *ptxas = kernel.getObject("ptxas");
    std::optional<int64_t> registers =
        ptxas ? ptxas->getInteger("registers") : std::nullopt;
    if (!block || !registers || *registers < 1)
      return 0;
    int64_t threads = 1;
    for (const llvm::json::Value &d : *block)
      threads *= d.getAsInteger().value_or(1);
    int64_t resident = chip.residentBlocks(threads, *registers) * threads;
    fewest = fewest ? std::min(fewest, resident) : resident;
  }
  return fewest;
}

/// Whether no kernel of `ptx` uses shared memory or a CTA barrier: each
/// thread's data goes from its loads to its stores in registers alone.
static bool streamsThroughRegisters(StringRef ptx) {
  return !ptx.contains(".shared") && !ptx.contains("bar.sync") &&
         !ptx.contains("barrier.") && !ptx.contains("bar.arrive");
}

/// The CTAs per SM `module`'s entries ask for on `chip` (occupancy), if any.
static std::optional<int64_t> hintedOccupancy(ModuleOp module, StringRef chip) {
  std::optional<int64_t> most;
  module.walk([&](cuda_tile::EntryOp entry) {
    if (auto hints = entry.getOptimizationHintsAttr())
      if (auto n = dyn_cast_or_null<IntegerAttr>(hints.lookup(chip, "occupancy")))
        most = std::max(most.value_or(0), n.getInt());
  });
  return most;
}

/// Whether `module` holds exactly one matrix product (mmaf), with an
/// accumulator of 128 rows or more and at most 128 x 128 elements: a GEMM
/// tile one warpgroup can hold (128 accumulator registers a thread).
static bool loneWarpgroupProduct(ModuleOp module) {
  int64_t products = 0;
  bool fits = false;
  module.walk([&](cuda_tile::MmaFOp mma) {
    auto acc = cast<cuda_tile::TileType>(mma.getAcc().getType());
    ++products;
    fits = acc.getRank() == 2 && acc.getShape()[0] >= 128 &&
           acc.getNumElements() <= 128 * 128;
  });
  return products == 1 && fits;
}

/// Whether a memory op of `module` carries a latency hint for `chip`.
static bool hasLatencyHints(ModuleOp module, StringRef chip) {
  return module
      .walk([&](Operation *op) {
        auto hints = op->getAttrOfType<cuda_tile::OptimizationHintsAttr>(
            "optimization_hints");
        return hints && !isa<cuda_tile::EntryOp>(op) &&
                       hints.lookup(chip, "latency")
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// Whether tile-split-clusters shared the lowered kernel's tile blocks
/// among the CTAs of clusters.
static bool splitOverClusters(ModuleOp module) {
  return module
      ->walk([](Operation *op) {
        return op->hasAttr(simt::kClusterSplitAttrName)
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

FailureOr<CompiledKernel>
mlir::tileir::compileToPTX(ModuleOp module, const TileToPTXOptions &opts,
                           bool withCubin, const PtxasOptions &ptxas) {
  FailureOr<const Chip *> chip = parseChip(
      opts.chip, [&](const Twine &msg) { module.emitError(msg); });
  if (failed(chip))
    return failure();
  DialectRegistry registry;
  registerLoweringDialects(registry);
  module.getContext()->appendDialectRegistry(registry);
  // The register budget: where the warps are the compiler's choice (no
  // --num-warps, no num_worker_warps_per_cta hint) and ptxas spills, the
  // kernel is lowered again with twice the warps (up to 16), each thread
  // holding half as much of every tile, and the variant that spills less
  // is kept. A wider CTA changes only how threads share the tiles. Before
  // that, a spilling kernel whose rings the tensor memory accelerator fills
  // is lowered with cp.async rings too (the descriptors and their
  // coordinates hold registers the cp.async addresses may not), and the one
  // that spills less is kept: either copy fills the same slots.
  // Rings of permuted views the accelerator fills (tma-permuted) that make
  // the kernel spill are first left to the default rule.
  // An attention loop whose P V overlap-values leaves in flight needs more
  // registers at once; where ptxas then serializes the kernel's wgmma
  // instructions (every product waited for at once, the overlap lost and
  // more), the kernel is lowered again without it and that one is kept if
  // ptxas does not serialize it and it spills no more.
  bool search = withCubin && opts.numWarps == 0 &&
                !getHintedNumWarps(module, opts.chip);
  bool searchTma = withCubin && opts.tma;
  bool searchOverlap = withCubin && opts.overlapValues;
  bool searchPermuted = withCubin && opts.tma && opts.tmaPermuted;
  bool searchTmaStore = withCubin && opts.tma && opts.tmaStore;
  bool searchSharedA = withCubin && opts.sharedA;
  // Shared memory: a ring's slots are sized beside the scratch its own loop
  // uses, but a loop nested in another (a grouped GEMM's loop over groups)
  // keeps its rings live through the outer loop's scratch too (the
  // epilogue's layout change), which only the placement of shared memory
  // sees. Where the kernel then does not fit (more slots asked for by
  // num-stages or latency hints than fit), it is lowered again with at
  // most one slot fewer per ring (max-stages, down to 2) until it compiles;
  // if none does, the first attempt's errors are the ones reported.
  unsigned stageCap = opts.maxStages ? opts.maxStages
                                     : std::max<unsigned>(opts.numStages, 5u);
  bool searchStages = stageCap > 2;
  OwningOpRef<ModuleOp> pristine = search || searchTma || searchOverlap ||
                                           searchPermuted || searchTmaStore ||
                                           searchSharedA || searchStages
                                       ? module.clone()
                                       : nullptr;
  int64_t spill = 0;
  bool serialized = false;
  TileToPTXOptions kept;
  kept.copyOptionValuesFrom(opts);
  SmallVector<Diagnostic> said;
  auto quietly = [&](ModuleOp m, const TileToPTXOptions &o) {
    ScopedDiagnosticHandler quiet(module.getContext(), [&](Diagnostic &d) {
      said.push_back(std::move(d));
      return success();
    });
    return compileOnce(m, o, **chip, withCubin, ptxas, spill, serialized);
  };
  FailureOr<CompiledKernel> k = quietly(module, opts);
  SmallVector<Diagnostic> firstSaid;
  bool capped = false;
  while (failed(k) && stageCap > 2) {
    if (!capped)
      firstSaid = std::move(said);
    said.clear();
    kept.maxStages = --stageCap;
    OwningOpRef<ModuleOp> variant = pristine->clone();
    k = quietly(*variant, kept);
    capped = true;
    if (succeeded(k)) {
      module.getBody()->getOperations().clear();
      module.getBody()->getOperations().splice(
          module.getBody()->end(), variant->getBody()->getOperations());
    }
  }
  if (failed(k)) {
    for (Diagnostic &d : capped ? firstSaid : said)
      module.getContext()->getDiagEngine().emit(std::move(d));
    return k;
  }
  // What an attempt says (remarks such as a relaxed occupancy bound) is
  // said once the search is over, and only for the attempt that is kept: a
  // variant that replaces the kernel replaces its remarks too.
  SmallVector<Diagnostic> keptSaid = std::move(said);
  auto sayKept = llvm::make_scope_exit([&] {
    for (Diagnostic &d : keptSaid)
      module.getContext()->getDiagEngine().emit(std::move(d));
  });
  if (capped) {
    Location kernelLoc = module.getLoc();
    module.walk([&](FunctionOpInterface fn) {
      kernelLoc = fn.getLoc();
      return WalkResult::interrupt();
    });
    mlir::emitRemark(kernelLoc, "shared memory: the operand rings fit ")
        << "beside the scratch used with them at " << stageCap
        << " slots each at most (max-stages)";
  }
  // Compiles the pristine module with the kept options as `edit` changes
  // them; keeps it (the module, the kernel, its spills and options) where
  // `better` says so of its spills and serialization: by default where it
  // spills less without being serialized where the kept one is not. A
  // variant the lowering or ptxas refuses is no error: the kept kernel
  // stands.
  auto tryVariant = [&](llvm::function_ref<void(TileToPTXOptions &)> edit,
                        llvm::function_ref<bool(int64_t, bool,
                                                const CompiledKernel &)>
                            better = nullptr) {
    TileToPTXOptions alt;
    alt.copyOptionValuesFrom(kept);
    edit(alt);
    OwningOpRef<ModuleOp> variant = pristine->clone();
    int64_t altSpill = 0;
    bool altSerialized = false;
    FailureOr<CompiledKernel> altKernel;
    SmallVector<Diagnostic> said;
    {
      ScopedDiagnosticHandler quiet(module.getContext(), [&](Diagnostic &d) {
        said.push_back(std::move(d));
        return success();
      });
      altKernel = compileOnce(*variant, alt, **chip, withCubin, ptxas,
                              altSpill, altSerialized, &*k);
    }
    if (failed(altKernel) ||
        !(better ? better(altSpill, altSerialized, *altKernel)
                 : altSpill < spill && (serialized || !altSerialized)))
      return false;
    keptSaid = std::move(said);
    k = std::move(altKernel);
    spill = altSpill;
    serialized = altSerialized;
    kept.copyOptionValuesFrom(alt);
    // The caller sees the module that was compiled.
    module.getBody()->getOperations().clear();
    module.getBody()->getOperations().splice(
        module.getBody()->end(), variant->getBody()->getOperations());
    return true;
  };
  // A store through the accelerator holds its descriptor and coordinates
  // where the conversion it replaced held none (TileGym's fna backward: 8
  // bytes of spill with it, none without): where the kernel the search
  // keeps spills, it is lowered with plain stores too, and the one that
  // spills less is kept. (Last: the other variants decide the warps.)
  auto plainStoresIfSpilling = [&] {
    if (spill && searchTmaStore && kept.tmaStore &&
        StringRef(k->ptx).contains("global.shared::cta.tile.bulk_group"))
      tryVariant([](TileToPTXOptions &o) { o.tmaStore = false; });
  };
  if (serialized && searchOverlap)
    tryVariant([](TileToPTXOptions &o) { o.overlapValues = false; },
               [&](int64_t altSpill, bool altSerialized,
                   const CompiledKernel &) {
                 return !altSerialized && altSpill <= spill;
               });
  // Permuted rings hold K on the accelerator, and overlapped scores the
  // next trip's product in registers: where both spill, the overlap goes
  // first (TileGym's causal attention at 128-row tiles: 254 registers and
  // no spill with permuted rings alone, 1.12x over K by cp.async on the
  // H100), then the permuted rings.
  if (spill && searchPermuted && kept.overlapScores)
    tryVariant([](TileToPTXOptions &o) { o.overlapScores = false; });
  if (spill && searchPermuted)
    tryVariant([](TileToPTXOptions &o) { o.tmaPermuted = false; });
  if (spill && searchTma && loweredTensorMaps(module))
    tryVariant([](TileToPTXOptions &o) { o.tma = false; });
  // Q copied to shared memory frees its registers but adds the copy's
  // addresses and a slot beside the rings; where the kernel spills anyway,
  // it is lowered without that too, with the accelerator's rings and
  // without them (TileGym's masked-bias bnsd attention spills 164 bytes
  // with both, 200 and 168 without either alone, 156 without both), and
  // the one that spills least is kept.
  if (spill && searchSharedA) {
    tryVariant([](TileToPTXOptions &o) { o.sharedA = false; });
    if (spill && searchTma && kept.tma)
      tryVariant([](TileToPTXOptions &o) {
        o.sharedA = false;
        o.tma = false;
      });
  }
  // A few spilled bytes cost less than the wgmma that more warps along M
  // would give up (measured on the H200: TileGym's 64-row sliding-window
  // attention, 4 bytes of spill, runs 6-11% faster on wgmma at 4 warps than
  // on mma.sync at 8), so a kernel with unserialized wgmma products keeps
  // its warps up to kWgmmaSpillSlack bytes of spill.
  constexpr int64_t kWgmmaSpillSlack = 16;
  auto hasWgmma = [&] {
    return StringRef(k->ptx).contains("wgmma.mma_async");
  };
  // Overlapped scores keep the next trip's scores product in flight beside
  // this trip's softmax: registers a wide attention tile may not have. Where
  // wgmma spills past the slack with them, or ptxas serializes its
  // products, the kernel is lowered without them before more warps
  // (mma.sync) are tried. Measured on the H100: TileGym's gemma attention
  // (D = 256, 4 warps: 32 bytes of spill, serialized) runs 1.67x
  // (0.370 -> 0.222 ms) without them (8 bytes, two CTAs an SM) against the
  // 8 warps of mma.sync that the spill chose before.
  if (kept.overlapScores && hasWgmma() &&
      (serialized || spill > kWgmmaSpillSlack))
    tryVariant([](TileToPTXOptions &o) { o.overlapScores = false; });
  // Shared memory decides how many CTAs share an SM. A CTA of at most 4
  // warps never fills its registers (255 x 128 is half of them), so a
  // second one runs beside it where the memory allows, and an occupancy
  // hint asks for that many. Where the rings took that place, the kernel is
  // lowered again with two slots a ring (max-stages=2), kept if that fits
  // them and spills no more; rings whose depth latency hints chose keep it.
  // Measured on the H100: TileGym's MLA prefill (4 warps, 144 -> 104 KB, two
  // CTAs an SM) 1.44x; SWA (208 -> 144 KB, still one CTA) 0.79x, so a cut
  // that leaves one CTA is not kept. An occupancy hint of two or more
  // outranks latency hints (they size the rings, it says how many CTAs the
  // SM should hold): TileGym's gemma attention (occupancy 2, latency 3, 4
  // warps of wgmma) 148 -> 115 KB, two CTAs an SM, 1.12x more (1.67x
  // against session 40's mma.sync kernel).
  std::optional<int64_t> occupancy = hintedOccupancy(*pristine, opts.chip);
  if (searchStages && withCubin &&
      (!hasLatencyHints(*pristine, opts.chip) || occupancy.value_or(0) > 1)) {
    int64_t want = occupancy.value_or(loweredWarps(module) <= 4 ? 2 : 1);
    int64_t perSM = (*chip)->maxSharedBytesPerBlock + 1024;
    auto fits = [&](const CompiledKernel &c) {
      return want * (sharedBytes(c) + 1024) <= perSM;
    };
    if (want > 1 && !fits(*k))
      tryVariant([](TileToPTXOptions &o) { o.maxStages = 2; },
                 [&](int64_t altSpill, bool altSerialized,
                     const CompiledKernel &alt) {
                   return altSpill <= spill &&
                          (serialized || !altSerialized) && fits(alt);
                 });
  }
  if (!search) {
    plainStoresIfSpilling();
    return k;
  }
  // Rows reused across a loop's trips (a norm's weight and bias broadcast
  // over a block of rows) cost each thread as many registers as it holds
  // columns of the tile; where the kernel spills, it is lowered with its
  // warps put along those columns (spread-reused-rows) and kept where that
  // spills less. Then, where a CTA of more than 8 warps is capped below
  // ptxas's 255 registers a thread by the register file and still spills,
  // half the warps (each thread holding twice the elements, under the full
  // 255) are tried and kept where they spill less. Measured on the H100,
  // TileGym's persistent layer norm (8 x 4096 rows a tile, one CTA an SM):
  // 348 B of spill at 16 warps; 220 B spread (1.07x); 20 B spread at 8
  // warps (1.56x, 0.294 -> 0.189 ms; tileiras 0.182).
  if (spill && !kept.spreadReusedRows)
    tryVariant([](TileToPTXOptions &o) { o.spreadReusedRows = true; });
  bool halved = false;
  if (unsigned warps = loweredWarps(module); spill && warps > 8)
    halved = tryVariant([&](TileToPTXOptions &o) { o.numWarps = warps / 2; });
  // A kernel that streams through registers (no shared memory, no CTA
  // barrier) hides DRAM latency only with the loads its resident threads
  // have in flight. Where its registers keep fewer than half of the SM's
  // threads resident, it is lowered with twice the warps (each thread
  // holding half the elements, and their temporaries) and kept where that
  // keeps more threads resident and spills no more. Measured on the H100:
  // TileGym's tanh GELU (123 registers at 4 warps, 62 at 8) 1.18x, the
  // cross-entropy backward (80 -> 40) 1.21x.
  if (!spill && streamsThroughRegisters(k->ptx)) {
    int64_t resident = residentThreads(*k, **chip);
    unsigned warps = loweredWarps(module);
    if (resident && 2 * resident < (*chip)->maxThreadsPerSM && warps &&
        warps < 16)
      tryVariant([&](TileToPTXOptions &o) { o.numWarps = warps * 2; },
                 [&](int64_t altSpill, bool, const CompiledKernel &alt) {
                   return altSpill == 0 &&
                          residentThreads(alt, **chip) > resident;
                 });
  }
  // one-warpgroup: a lone wgmma GEMM tile of 128 rows gets two warpgroups
  // (64 rows each) from the lowering's rule; one warpgroup issuing both
  // halves' wgmma from each K-loop trip keeps the tensor cores as busy with
  // half the threads meeting at every trip's barriers. Kept where it spills
  // nothing and ptxas does not serialize its products. Measured (TileGym's
  // 128 x 128 x 32 GEMM, TMA rings): H200 8192^3 2.00 -> 1.76 ms, 4096^3
  // 0.266 -> 0.238; H100 4096^3 1.05x; but at the GPU suite's test shapes
  // (a wave or less) 0.92x over 7 GEMMs, half the warps per CTA: off by
  // default. Where the operands are cp.async rings, their per-thread
  // addresses make one warpgroup spill.
  if (opts.oneWarpgroup && !spill && !serialized &&
      loweredWarps(module) == 8 && hasWgmma() &&
      loneWarpgroupProduct(*pristine))
    tryVariant([](TileToPTXOptions &o) { o.numWarps = 4; },
               [&](int64_t altSpill, bool altSerialized,
                   const CompiledKernel &) {
                 return altSpill == 0 && !altSerialized;
               });
  int64_t slack = !serialized && hasWgmma() ? kWgmmaSpillSlack : 0;
  // (Twice the warps of a kernel whose warps were just halved is the one
  // that spilled more.)
  for (unsigned warps = halved ? 0 : loweredWarps(module) * 2;
       spill > slack && warps && warps <= 16; warps *= 2)
    if (!tryVariant([&](TileToPTXOptions &o) { o.numWarps = warps; }))
      break;
  // A tile block too large for one CTA's registers even at the most warps
  // (TileGym's attention at 256-row tiles: 1.7 KB of spill at 16 warps of
  // 128 registers) is shared by the two CTAs of a cluster, each holding
  // half of every split tile: lowered with the options the kernel was
  // given (what the remedies above gave up for the whole block, such as
  // permuted views by TMA, may fit its half), kept where it spills less.
  // Where that half still spills at the warps the options give it, the
  // block's warps as the search above left them are shared by the two
  // CTAs instead (half in each): TileGym's persistent tf32 GEMM with A
  // transposed (256 x 512 at 16 warps: 196 B) spills as much split at 4
  // warps a CTA, nothing at 8.
  if (opts.splitSpilling && spill > slack && !kept.fitClusters &&
      opts.splitClusters && opts.launch == "reqntid" &&
      (*chip)->computeCapability >= 90 && !splitOverClusters(module)) {
    unsigned warps = loweredWarps(module);
    tryVariant([&](TileToPTXOptions &o) {
      o.copyOptionValuesFrom(opts);
      o.fitClusters = 2;
    });
    if (spill > slack && warps >= 8)
      tryVariant([&](TileToPTXOptions &o) {
        o.copyOptionValuesFrom(opts);
        o.fitClusters = 2;
        o.numWarps = warps / 2;
      });
  }
  plainStoresIfSpilling();
  return k;
}
