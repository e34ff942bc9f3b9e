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

/// The pipeline's options (TileToPTXOptions.def declares each once, for
/// this struct and for tile-translate's flags).
struct TileToPTXOptions : public PassPipelineOptions<TileToPTXOptions> {
#define TILEIR_TILE_TO_PTX_OPTION(TYPE, FIELD, FLAG, DEFAULT, DESCRIPTION)     \
  PassOptions::Option<TYPE> FIELD{*this, FLAG, llvm::cl::desc(DESCRIPTION),    \
                                  llvm::cl::init(DEFAULT)};
#include "TileIR/Pipelines/TileToPTXOptions.def"
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
