//===- LaunchBounds.cpp - kernel block and register bounds per chip -------===//
#include "TileIR/Conversion/Passes.h"
#include "TileIR/Target/Chip.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILESETLAUNCHBOUNDS
#define GEN_PASS_DEF_TILESETLAUNCHCONVENTION
#include "TileIR/Conversion/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::tileir;

namespace {
struct TileSetLaunchBoundsPass
    : public tileir::impl::TileSetLaunchBoundsBase<TileSetLaunchBoundsPass> {
  using Base::Base;
  void runOnOperation() override {
    FailureOr<const Chip *> chip = getTargetChip(getOperation());
    if (failed(chip))
      return signalPassFailure();
    const Chip &c = **chip;
    unsigned maxRegs = maxRegisters;
    if (maxRegs > c.maxRegistersPerThread) {
      getOperation().emitError("max-registers=")
          << maxRegs << " is more than " << c.name << " gives a thread ("
          << c.maxRegistersPerThread << ")";
      return signalPassFailure();
    }
    auto maxnreg =
        StringAttr::get(&getContext(), NVVM::NVVMDialect::getMaxnregAttrName());
    for (auto fn : getOperation().getOps<gpu::GPUFuncOp>()) {
      if (!fn.isKernel())
        continue;
      int64_t threads = 0;
      if (std::optional<ArrayRef<int32_t>> b = fn.getKnownBlockSize()) {
        threads = 1;
        for (int32_t d : *b)
          threads *= d;
      }
      if (threads > c.maxThreadsPerBlock) {
        fn.emitError("a block of ")
            << threads << " threads is more than " << c.name << " runs ("
            << c.maxThreadsPerBlock << ")";
        return signalPassFailure();
      }
      // The occupancy hint (CTAs per SM) as .minnctapersm: ptxas then keeps
      // registers low enough for that many blocks. More blocks than the
      // chip can hold at this block size is the most it can hold.
      if (auto occ = fn->getAttrOfType<IntegerAttr>("tile_simt.occupancy")) {
        int64_t n = occ.getInt();
        if (n < 1) {
          fn.emitError("occupancy hint ") << n << " is not a positive number "
                                          << "of CTAs per SM";
          return signalPassFailure();
        }
        if (threads > 0)
          n = std::min<int64_t>(n, c.maxThreadsPerSM / threads);
        n = std::min<int64_t>(std::max<int64_t>(n, 1), c.maxBlocksPerSM);
        fn->setAttr(NVVM::NVVMDialect::getMinctasmAttrName(),
                    IntegerAttr::get(IntegerType::get(&getContext(), 32), n));
        fn->removeAttr("tile_simt.occupancy");
      }
      if (maxRegs == 0)
        continue;
      if (threads * maxRegs > c.maxRegistersPerBlock) {
        fn.emitError("max-registers=")
            << maxRegs << " for " << threads << " threads needs "
            << threads * maxRegs << " registers, more than " << c.name
            << " gives a block (" << c.maxRegistersPerBlock << ")";
        return signalPassFailure();
      }
      fn->setAttr(maxnreg, IntegerAttr::get(
                               IntegerType::get(&getContext(), 32), maxRegs));
    }
  }
};

struct TileSetLaunchConventionPass
    : public tileir::impl::TileSetLaunchConventionBase<
          TileSetLaunchConventionPass> {
  using Base::Base;
  void runOnOperation() override {
    if (launch != "reqntid" && launch != "maxntid") {
      getOperation().emitError("unknown launch convention '")
          << launch << "' (expected reqntid or maxntid)";
      return signalPassFailure();
    }
    if (launch == "maxntid")
      return;
    StringRef maxntid = NVVM::NVVMDialect::getMaxntidAttrName();
    StringRef reqntid = NVVM::NVVMDialect::getReqntidAttrName();
    for (auto fn : getOperation().getOps<LLVM::LLVMFuncOp>()) {
      if (!fn->hasAttr(NVVM::NVVMDialect::getKernelFuncAttrName()))
        continue;
      if (Attribute bound = fn->removeAttr(maxntid))
        fn->setAttr(reqntid, bound);
    }
  }
};
} // namespace
