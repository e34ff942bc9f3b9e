//===- Chip.h - the one description of the chips we compile for -*- C++ -*-===//
//
// Every pass and the emitter ask this table what a chip is and has (as
// Triton's TargetInfoBase): the names tile-translate --chip, the tile-to-ptx
// pipeline's `chip` and tile-attach-nvvm-target accept, the PTX ISA and LLVM
// cpu the back end is given, the instructions a lowering may use and the
// limits it must respect. On the IR, the chip travels as the gpu.module's
// #nvvm.target (chip and +ptxNN features); getTargetChip reads it back.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_TARGET_CHIP_H
#define TILEIR_TARGET_CHIP_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/LogicalResult.h"
#include <cstdint>
#include <string>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace mlir {
class MLIRContext;
class Operation;
namespace NVVM {
class NVVMTargetAttr;
} // namespace NVVM
namespace tileir {

/// Instruction families a lowering may ask for. Which chip has which was
/// checked by assembling one instruction of each with ptxas 13.0
/// (test/Target/Chip/capabilities-ptxas.test keeps it so); mma.fp8 is
/// narrower than what ptxas takes: only chips that run it in hardware.
enum class ChipFeature : unsigned {
  MmaSync,        // mma.sync (sm_80+)
  LdMatrix,       // ldmatrix (sm_80+)
  CpAsync,        // cp.async (sm_80+)
  Fp8Convert,     // cvt to/from e4m3x2/e5m2x2 in hardware (sm_89+)
  MmaFp8,         // mma.sync m16n8k32 on e4m3/e5m2 into f32 on fp8 tensor
                  // cores (sm_89, sm_120; Hopper's ptxas emulates it: no)
  Tma,            // cp.async.bulk.tensor (sm_90+)
  Multimem,       // multimem.* on multicast objects (sm_90+)
  GridDepControl, // griddepcontrol (programmatic dependent launch, sm_90+)
  AtomicAddBF16,  // atom.add.noftz.bf16 (sm_90+)
  Wgmma,          // wgmma.mma_async (sm_90a only)
  SetMaxNReg,     // setmaxnreg (sm_90a, sm_100a)
  Tcgen05,        // tcgen05.* (sm_100a)
};
inline constexpr unsigned kNumChipFeatures = 12;

/// A chip the compiler targets.
struct Chip {
  /// "sm_90a": also the LLVM NVPTX cpu and ptxas's -arch.
  llvm::StringLiteral name;
  /// Compute capability as major * 10 + minor (90 for sm_90 and sm_90a).
  unsigned computeCapability;
  /// `a` chips: code runs only on exactly this compute capability.
  bool archSpecific;
  /// PTX ISA as major * 10 + minor: the lowest in which ptxas accepts every
  /// instruction this table gives the chip (a lowering never has to raise it).
  unsigned ptxVersion;
  /// Bit i set: the chip has ChipFeature(i).
  uint32_t features;
  /// Shared memory one block may use (static + dynamic) once the kernel opts
  /// in with cuFuncSetAttribute (CUDA programming guide, compute
  /// capabilities table).
  int64_t maxSharedBytesPerBlock;
  /// 32-bit registers one thread may use (ptxas's .maxnreg ceiling).
  unsigned maxRegistersPerThread;
  /// 32-bit registers of one block (the SM's register file).
  unsigned maxRegistersPerBlock;
  unsigned maxThreadsPerBlock;
  /// Resident threads and blocks of one SM (occupancy's ceilings).
  unsigned maxThreadsPerSM;
  unsigned maxBlocksPerSM;

  bool has(ChipFeature f) const {
    return features & (1u << static_cast<unsigned>(f));
  }
  /// The LLVM NVPTX cpu.
  llvm::StringRef llvmCpu() const { return name; }
  /// The LLVM NVPTX feature string that selects ptxVersion ("+ptx81").
  std::string ptxFeatures() const;
  /// ptxVersion as PTX writes it after .version ("8.1").
  std::string ptxIsa() const;
  /// The CTAs of `threads` threads using `registers` each that fit one SM
  /// at once (registers are given a warp 256 at a time).
  int64_t residentBlocks(int64_t threads, int64_t registers) const;
};

/// The chip tools and passes use when none is given.
inline constexpr const char kDefaultChip[] = "sm_90";

/// Every supported chip, oldest first.
llvm::ArrayRef<Chip> getSupportedChips();

/// The chip named `name`, or nullptr.
const Chip *lookupChip(llvm::StringRef name);
const Chip &getDefaultChip();

/// The one message for a name that is not a supported chip:
/// "unsupported chip 'sm_75' (supported: sm_80, sm_86, ...)".
std::string unsupportedChipMessage(llvm::StringRef name);

/// lookupChip that reports unsupportedChipMessage through `report`.
FailureOr<const Chip *>
parseChip(llvm::StringRef name,
          llvm::function_ref<void(const llvm::Twine &)> report);

llvm::StringRef stringifyChipFeature(ChipFeature f);

/// "sm_90" for the oldest chip of the table with `f` (for messages such as
/// "needs sm_90 or newer").
llvm::StringRef oldestChipWith(ChipFeature f);

/// The table, one chip a line (tile-translate --list-chips):
/// "sm_90 cc=9.0 ptx=8.1 smem=232448 regs=255 features=mma.sync,...".
void printChipTable(llvm::raw_ostream &os);

/// #nvvm.target for `chip`: its name and +ptxNN features.
NVVM::NVVMTargetAttr getNVVMTarget(MLIRContext *ctx, const Chip &chip,
                                   unsigned optLevel);

/// The chip of the #nvvm.target on `op`'s gpu.module (`op` itself or its
/// closest one); the default chip when there is none. An unsupported chip
/// there is reported at the module.
FailureOr<const Chip *> getTargetChip(Operation *op);

} // namespace tileir
} // namespace mlir

#endif
