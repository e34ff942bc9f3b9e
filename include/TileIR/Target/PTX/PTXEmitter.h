//===- PTXEmitter.h - PTX, cubin and the launch manifest --------*- C++ -*-===//
//
// The last stage of tile-to-ptx: a gpu.module in the LLVM/NVVM dialects
// goes through LLVM's NVPTX back end to PTX text; ptxas (when installed)
// turns PTX into a cubin; the manifest tells a launcher how to call each
// kernel without reading the IR.
//
// Against upstream (measured in session 18, BENCHMARKS.md): MLIR's
// gpu-module-to-binary (#nvvm.target, format=isa) turns the same lowered
// gpu.modules into the same PTX for 42 of 51 cuTile Python fixtures (the
// others differ in register numbering and instruction order) in about the
// same time once tool start-up is set apart (its in-process LLVM-IR-to-PTX
// median 28 ms). Speed does not justify this file. What does is the ptxas
// step: assemblePTX reads ptxas's log (spills, failures under a bound) to
// relax occupancy bounds and to choose warps (compileToPTX), which
// upstream's binary format does not return; and libdevice is linked only
// where a kernel calls it, without a path in the target attribute.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_TARGET_PTX_PTXEMITTER_H
#define TILEIR_TARGET_PTX_PTXEMITTER_H

#include "TileIR/Target/Chip.h"
#include "TileIR/Target/PTX/Toolkit.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringMap.h"
#include <string>

namespace mlir {
class Operation;
namespace gpu {
class GPUModuleOp;
} // namespace gpu
namespace tileir {

struct PTXTargetOptions {
  std::string chip = kDefaultChip; // a name of the chip table (Chip.h)
  std::string features;  // e.g. +ptx81; empty: the chip table's PTX ISA
  unsigned optLevel = 3;       // LLVM optimisation level 0-3
  std::string libdevicePath;   // empty: $CUDA_HOME or /usr/local/cuda
};

/// Rewrites every location under `root` (ops and block arguments) into the
/// builtin locations LLVM's debug-info export understands (tile-builtin-
/// locations). `flattenCalls`: a call site (a front end's inlined helper)
/// becomes the callee's own line.
void useBuiltinLocations(Operation *root, bool flattenCalls = false);

/// PTX text for a gpu.module whose body is in the LLVM/NVVM dialects.
/// Links libdevice when the module calls __nv_* math functions.
FailureOr<std::string> translateGPUModuleToPTX(gpu::GPUModuleOp module,
                                               const PTXTargetOptions &opts);

/// How ptxas is run (there is no in-process ptxas: it is a subprocess).
struct PtxasOptions {
  std::string path;      // empty: findPtxas()
  unsigned optLevel = 3; // ptxas -O
  bool lineInfo = false; // -lineinfo
  bool deviceDebug = false; // -g
  /// Assemble a kernel with no bound of its own a second time, with the
  /// .minnctapersm its first assembly's registers already reach (see
  /// assemblePTX).
  bool boundAtOccupancy = false;
};

/// What ptxas -v says about one kernel of the cubin it wrote.
struct KernelResources {
  int64_t registers = 0;   // per thread
  int64_t spillStores = 0; // bytes
  int64_t spillLoads = 0;  // bytes
  int64_t stackFrame = 0;  // bytes of local memory per thread
  /// The .minnctapersm the kernel was assembled under (0: none): an
  /// occupancy hint's, as far as it went without spills, or
  /// bound-at-occupancy's.
  int64_t minBlocksPerSM = 0;
  /// ptxas serialized the kernel's wgmma instructions (C751x "Potential
  /// Performance Loss: wgmma.mma_async instructions are serialized"): each
  /// waits for the previous, whatever the PTX leaves in flight.
  bool wgmmaSerialized = false;
};
/// Per kernel symbol.
using PtxasReport = llvm::StringMap<KernelResources>;

/// The per-kernel resources of a ptxas -v log.
PtxasReport parsePtxasLog(llvm::StringRef log);

/// The spill-store bytes of a report, summed over its kernels.
int64_t spillStoreBytes(const PtxasReport &report);

/// Assembles PTX into a cubin for `chip` with ptxas; reports errors at `op`.
/// `report`, when given, receives what ptxas -v says about each kernel of
/// the cubin returned.
FailureOr<std::string> assemblePTX(Operation *op, llvm::StringRef ptx,
                                   const Chip &chip,
                                   const PtxasOptions &ptxas = {},
                                   PtxasReport *report = nullptr);

/// The launch manifest (JSON) of every kernel in the lowered module; with
/// `resources` (the cubin's ptxas report), each kernel's registers and
/// local memory too.
std::string buildLaunchManifest(gpu::GPUModuleOp module, const Chip &chip,
                                const PtxasReport *resources = nullptr);

} // namespace tileir
} // namespace mlir

#endif
