//===- Pipelines.h - the tile-to-ptx pipeline ------------------*- C++ -*-===//
#ifndef TILEIR_PIPELINES_PIPELINES_H
#define TILEIR_PIPELINES_PIPELINES_H

#include "TileIR/Target/Chip.h"
#include "TileIR/Target/PTX/PTXEmitter.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassOptions.h"
#include <string>

namespace mlir {
class DialectRegistry;
class OpPassManager;
namespace tileir {

struct TileToPTXOptions : public PassPipelineOptions<TileToPTXOptions> {
  PassOptions::Option<std::string> chip{
      *this, "chip",
      llvm::cl::desc("Target chip, e.g. sm_90 (the chip table, "
                     "TileIR/Target/Chip.h, lists the others)"),
      llvm::cl::init(kDefaultChip)};
  PassOptions::Option<unsigned> numWarps{
      *this, "num-warps",
      llvm::cl::desc("Warps per CTA (0: per module, from the kernel's "
                     "num_worker_warps_per_cta hint or its largest tile)"),
      llvm::cl::init(0)};
  PassOptions::Option<unsigned> maxRegisters{
      *this, "max-registers",
      llvm::cl::desc("Registers per thread for every kernel (.maxnreg; 0: "
                     "ptxas chooses)"),
      llvm::cl::init(0)};
  PassOptions::Option<unsigned> numStages{
      *this, "num-stages",
      llvm::cl::desc("Shared slots per operand of a pipelined matrix K loop "
                     "(tile-simt-pipeline-mma; 0 or 1: not pipelined)"),
      llvm::cl::init(3)};
  PassOptions::Option<unsigned> prefetchDistance{
      *this, "prefetch-trips",
      llvm::cl::desc("Trips ahead a row loop's tiles are loaded into "
                     "registers where no latency hint says "
                     "(tile-simt-prefetch-loads)"),
      llvm::cl::init(3)};
  PassOptions::Option<bool> mmaInFlight{
      *this, "mma-in-flight",
      llvm::cl::desc("Leave a K loop's lone wgmma product in flight across "
                     "trips (tile-simt-pipeline-mma in-flight)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> overlapScores{
      *this, "overlap-scores",
      llvm::cl::desc("Issue an attention loop's next scores product before "
                     "this trip's softmax (tile-simt-overlap-scores)"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> tmaPermuted{
      *this, "tma-permuted",
      llvm::cl::desc("With tma, also fill rings whose loads read a tensor's "
                     "dims in another order (tile-simt-pipeline-mma "
                     "tma-permuted)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> overlapValues{
      *this, "overlap-values",
      llvm::cl::desc("With overlap-scores, leave an attention trip's P V "
                     "product in flight through the next trip's softmax "
                     "(tile-simt-overlap-values)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> warpSpecialize{
      *this, "warp-specialize",
      llvm::cl::desc("Split a kernel's matrix K loop between a producer "
                     "warpgroup (copies) and the CTA's warps (products), "
                     "synchronized by mbarriers (sm_90+)"),
      llvm::cl::init(false)};
  PassOptions::Option<unsigned> producerWarps{
      *this, "producer-warps",
      llvm::cl::desc("Warps that copy in a warp-specialized K loop"),
      llvm::cl::init(4)};
  PassOptions::Option<bool> tma{
      *this, "tma",
      llvm::cl::desc("Fill qualifying K-loop operand rings with the tensor "
                     "memory accelerator (sm_90a's wgmma rings); each such "
                     "kernel takes CUtensorMap parameters the launcher "
                     "encodes from the manifest (off for launchers that "
                     "pass only the Tile IR ABI: the C API, the drop-in)"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> vectorizeGathers{
      *this, "vectorize-gathers",
      llvm::cl::desc("Move runs of consecutive, aligned elements of a gather "
                     "or scatter with one vector access "
                     "(convert-tile-to-simt vectorize-gathers)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> releaseSlots{
      *this, "release-slots",
      llvm::cl::desc("Where the tensor memory accelerator fills every ring "
                     "of a K loop, hand slots back through per-slot "
                     "mbarriers instead of a CTA barrier per trip "
                     "(tile-simt-pipeline-mma release-slots)"),
      llvm::cl::init(false)};
  PassOptions::Option<std::string> launch{
      *this, "launch",
      llvm::cl::desc("How the block shape reaches the binary: reqntid "
                     "(required, the Tile IR launch convention) or maxntid "
                     "(an upper bound)"),
      llvm::cl::init("reqntid")};
  PassOptions::Option<unsigned> optLevel{
      *this, "opt-level", llvm::cl::desc("LLVM optimisation level (0-3)"),
      llvm::cl::init(3)};
  PassOptions::Option<bool> lineInfo{
      *this, "line-info",
      llvm::cl::desc("Source lines in the PTX (.file/.loc directives, no "
                     "DWARF sections): what ptxas -lineinfo puts in the "
                     "cubin for profilers and debuggers"),
      llvm::cl::init(false)};
};

/// cuda_tile module -> gpu.module in the LLVM/NVVM dialects (PTX emission
/// is Target/PTX's job, run by compileToPTX or tile-translate --cudatile-to-ptx).
void buildTileToPTXPipeline(OpPassManager &pm, const TileToPTXOptions &opts);

/// Registers `tile-to-ptx` so tile-opt can replay it (or any prefix).
void registerTileToPTXPipeline();

struct CompiledKernel {
  std::string ptx;
  std::string cubin;     // empty when ptxas is absent or not asked for
  std::string manifest;  // JSON
};

/// Runs the pipeline on `module` (a builtin module holding one
/// cuda_tile.module) and emits PTX, optionally a cubin, and the manifest.
FailureOr<CompiledKernel> compileToPTX(ModuleOp module,
                                       const TileToPTXOptions &opts,
                                       bool withCubin,
                                       const PtxasOptions &ptxas = {});

/// Dialects the lowering's intermediate IR uses (for tools parsing it).
void registerLoweringDialects(DialectRegistry &registry);
/// Our lowering passes, the upstream ones the pipeline runs, and tile-to-ptx.
void registerLoweringPasses();

/// Registers tile-translate's --cudatile-to-ptx, --cudatile-to-cubin,
/// --cudatile-to-manifest and --mark-cubin (with --chip, --num-warps,
/// --max-registers, --num-stages, --launch, --opt-level, --line-info,
/// --manifest-out). Defined in TileIRPTXEmitters.
void registerPTXTranslations();

} // namespace tileir
} // namespace mlir

#endif
