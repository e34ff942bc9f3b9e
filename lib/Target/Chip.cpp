//===- Chip.cpp - the table of supported chips ----------------------------===//
#include "TileIR/Target/Chip.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::tileir;

static constexpr uint32_t bit(ChipFeature f) {
  return 1u << static_cast<unsigned>(f);
}

// Instruction sets grow by generation; `a` chips add what only they run.
static constexpr uint32_t kAmpere = bit(ChipFeature::MmaSync) |
                                    bit(ChipFeature::LdMatrix) |
                                    bit(ChipFeature::CpAsync);
static constexpr uint32_t kAda = kAmpere | bit(ChipFeature::Fp8Convert);
static constexpr uint32_t kHopper =
    kAda | bit(ChipFeature::Tma) | bit(ChipFeature::Multimem) |
    bit(ChipFeature::GridDepControl) | bit(ChipFeature::AtomicAddBF16);
static constexpr uint32_t kHopperA =
    kHopper | bit(ChipFeature::Wgmma) | bit(ChipFeature::SetMaxNReg);
static constexpr uint32_t kBlackwellA =
    kHopper | bit(ChipFeature::SetMaxNReg) | bit(ChipFeature::Tcgen05);
// mma.fp8 is not a generation's: ptxas takes fp8 mma.sync on every chip from
// sm_89 (PTX 8.4), but only Ada (sm_89) and consumer Blackwell (sm_120) run
// it on fp8 tensor cores. On Hopper ptxas 13.0 emulates it (conversions and
// f16 HMMA, no QMMA): the matmul_fp8 GEMM ran at 176 TFLOP/s on an H200
// against 326 with the operands decoded to f16 (BENCHMARKS.md, session 12),
// so sm_90/sm_90a decode. sm_100/sm_100a decode too (not measured; no
// fp8 mma.sync hardware is claimed for them).
static constexpr uint32_t kSm89 = kAda | bit(ChipFeature::MmaFp8);
static constexpr uint32_t kSm120 = kHopper | bit(ChipFeature::MmaFp8);

// Shared memory per block with the opt-in: 163 KB on sm_80/87, 99 KB on
// sm_86/89/120, 227 KB on sm_90/100. The PTX ISA is the lowest LLVM 22 and
// ptxas 13.0 accept for the chip and its instructions: sm_89's fp8 cvt
// needs 8.1, as does sm_90's multimem; mma.sync on fp8 needs 8.4 (sm_89:
// only the chips with mma.fp8 are raised for it).
static constexpr int64_t KB = 1024;
static const Chip kChips[] = {
    // name  cc  a   ptx features smem/block regs/thr regs/block thr/block
    // thr/SM blocks/SM (CUDA programming guide, compute capabilities)
    {"sm_80", 80, false, 70, kAmpere, 163 * KB, 255, 65536, 1024, 2048, 32},
    {"sm_86", 86, false, 71, kAmpere, 99 * KB, 255, 65536, 1024, 1536, 16},
    {"sm_87", 87, false, 74, kAmpere, 163 * KB, 255, 65536, 1024, 2048, 32},
    {"sm_89", 89, false, 84, kSm89, 99 * KB, 255, 65536, 1024, 1536, 24},
    {"sm_90", 90, false, 81, kHopper, 227 * KB, 255, 65536, 1024, 2048, 32},
    {"sm_90a", 90, true, 81, kHopperA, 227 * KB, 255, 65536, 1024, 2048, 32},
    {"sm_100", 100, false, 86, kHopper, 227 * KB, 255, 65536, 1024, 2048, 32},
    {"sm_100a", 100, true, 86, kBlackwellA, 227 * KB, 255, 65536, 1024, 2048, 32},
    {"sm_120", 120, false, 87, kSm120, 99 * KB, 255, 65536, 1024, 1536, 32},
};

std::string Chip::ptxFeatures() const {
  return "+ptx" + std::to_string(ptxVersion);
}

int64_t Chip::residentBlocks(int64_t threads, int64_t registers) const {
  int64_t warps = llvm::divideCeil(threads, 32);
  int64_t perWarp = llvm::alignTo(registers * 32, 256);
  int64_t byRegisters = maxRegistersPerBlock / perWarp / warps;
  return std::min<int64_t>(
      {byRegisters, maxThreadsPerSM / threads, (int64_t)maxBlocksPerSM});
}

std::string Chip::ptxIsa() const {
  return std::to_string(ptxVersion / 10) + "." +
         std::to_string(ptxVersion % 10);
}

ArrayRef<Chip> mlir::tileir::getSupportedChips() { return kChips; }

const Chip *mlir::tileir::lookupChip(StringRef name) {
  for (const Chip &c : kChips)
    if (c.name == name)
      return &c;
  return nullptr;
}

const Chip &mlir::tileir::getDefaultChip() { return *lookupChip(kDefaultChip); }

std::string mlir::tileir::unsupportedChipMessage(StringRef name) {
  std::string names = llvm::join(
      llvm::map_range(kChips, [](const Chip &c) { return StringRef(c.name); }),
      ", ");
  // Tile IR 13.4 names sm_107 (a preview) as a hint key; the code generators
  // this project builds on (LLVM 22's NVPTX, ptxas 13.0) do not know it.
  StringRef why = name.starts_with("sm_107")
                      ? "; Tile IR 13.4 names it, but LLVM 22's NVPTX back "
                        "end and ptxas 13.0 cannot target it"
                      : "";
  return ("unsupported chip '" + name + "' (supported: " + names + ")" + why)
      .str();
}

FailureOr<const Chip *>
mlir::tileir::parseChip(StringRef name,
                        function_ref<void(const Twine &)> report) {
  if (const Chip *c = lookupChip(name))
    return c;
  report(unsupportedChipMessage(name));
  return failure();
}

StringRef mlir::tileir::stringifyChipFeature(ChipFeature f) {
  switch (f) {
  case ChipFeature::MmaSync:
    return "mma.sync";
  case ChipFeature::LdMatrix:
    return "ldmatrix";
  case ChipFeature::CpAsync:
    return "cp.async";
  case ChipFeature::Fp8Convert:
    return "fp8-cvt";
  case ChipFeature::MmaFp8:
    return "mma.fp8";
  case ChipFeature::Tma:
    return "tma";
  case ChipFeature::Multimem:
    return "multimem";
  case ChipFeature::GridDepControl:
    return "griddepcontrol";
  case ChipFeature::AtomicAddBF16:
    return "atom.add.bf16";
  case ChipFeature::Wgmma:
    return "wgmma";
  case ChipFeature::SetMaxNReg:
    return "setmaxnreg";
  case ChipFeature::Tcgen05:
    return "tcgen05";
  }
  llvm_unreachable("unknown chip feature");
}

StringRef mlir::tileir::oldestChipWith(ChipFeature f) {
  for (const Chip &c : kChips)
    if (c.has(f))
      return c.name;
  llvm_unreachable("a feature no chip has");
}

void mlir::tileir::printChipTable(raw_ostream &os) {
  for (const Chip &c : kChips) {
    os << c.name << " cc=" << c.computeCapability / 10 << "."
       << c.computeCapability % 10 << " ptx=" << c.ptxIsa()
       << " smem=" << c.maxSharedBytesPerBlock
       << " regs=" << c.maxRegistersPerThread << " features=";
    llvm::ListSeparator sep(",");
    for (unsigned f = 0; f < kNumChipFeatures; ++f)
      if (c.has(ChipFeature(f)))
        os << sep << stringifyChipFeature(ChipFeature(f));
    os << "\n";
  }
}

NVVM::NVVMTargetAttr mlir::tileir::getNVVMTarget(MLIRContext *ctx,
                                                 const Chip &chip,
                                                 unsigned optLevel) {
  return NVVM::NVVMTargetAttr::get(ctx, optLevel, "nvptx64-nvidia-cuda",
                                   chip.name, chip.ptxFeatures());
}

FailureOr<const Chip *> mlir::tileir::getTargetChip(Operation *op) {
  auto mod = dyn_cast<gpu::GPUModuleOp>(op);
  if (!mod)
    mod = op->getParentOfType<gpu::GPUModuleOp>();
  if (mod)
    if (ArrayAttr targets = mod.getTargetsAttr())
      for (Attribute a : targets)
        if (auto t = dyn_cast<NVVM::NVVMTargetAttr>(a))
          return parseChip(t.getChip(),
                           [&](const Twine &msg) { mod.emitError(msg); });
  return &getDefaultChip();
}
