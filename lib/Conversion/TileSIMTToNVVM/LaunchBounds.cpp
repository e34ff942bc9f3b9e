//===- LaunchBounds.cpp - kernel block and register bounds per chip -------===//
#include "TileIR/Conversion/Passes.h"
#include "TileIR/Dialect/TileSIMT/IR/Layout.h"
#include "TileIR/Target/Chip.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILESETLAUNCHBOUNDS
#define GEN_PASS_DEF_TILESETLAUNCHCONVENTION
#include "TileIR/Conversion/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::tileir;

namespace {
/// Registers a thread of `fn` needs for its largest wgmma product
/// (simt::getWgmmaThreadRegisters); 0 without one.
int64_t wgmmaRegisters(gpu::GPUFuncOp fn) {
  int64_t most = 0;
  fn.walk([&](simt::MmaOp mma) {
    auto acc = cast<RankedTensorType>(mma.getType());
    if (simt::isWgmmaProduct(acc, mma.getOperandElementType(), mma.getK()))
      most = std::max(most, simt::getWgmmaThreadRegisters(acc));
  });
  return most;
}

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
      if (auto occ = fn->getAttrOfType<IntegerAttr>(simt::kOccupancyAttrName)) {
        int64_t n = occ.getInt();
        if (n < 1) {
          fn.emitError("occupancy hint ") << n << " is not a positive number "
                                          << "of CTAs per SM";
          return signalPassFailure();
        }
        if (threads > 0)
          n = std::min<int64_t>(n, c.maxThreadsPerSM / threads);
        n = std::min<int64_t>(std::max<int64_t>(n, 1), c.maxBlocksPerSM);
        // wgmma keeps its accumulator in registers and ptxas cannot spill
        // it: a bound that leaves a thread fewer registers than the
        // largest such product needs would make ptxas fail, so it is
        // lowered to the most blocks that still leave them.
        // (maxRegistersPerBlock is the SM's whole register file.)
        int64_t need = threads > 0 && c.has(ChipFeature::Wgmma)
                           ? wgmmaRegisters(fn)
                           : 0;
        if (need && n * threads * need > c.maxRegistersPerBlock) {
          int64_t fit = std::max<int64_t>(
              1, c.maxRegistersPerBlock / (threads * need));
          mlir::emitRemark(fn.getLoc(), "occupancy hint: ")
              << n << " blocks per SM leave a thread fewer registers than "
              << "its wgmma accumulators need (" << need << "); bounded for "
              << fit << " instead";
          n = fit;
        }
        fn->setAttr(NVVM::NVVMDialect::getMinctasmAttrName(),
                    IntegerAttr::get(IntegerType::get(&getContext(), 32), n));
        fn->removeAttr(simt::kOccupancyAttrName);
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
    // A CUtensorMap parameter (tile_simt.tensormaps) is 128 bytes passed by
    // value that the tensor memory accelerator reads in place: the kernel
    // takes its address, which only a __grid_constant__ parameter has.
    MLIRContext *ctx = &getContext();
    for (auto fn : getOperation().getOps<LLVM::LLVMFuncOp>()) {
      auto maps = fn->getAttrOfType<ArrayAttr>(simt::kTensorMapsAttrName);
      if (!maps || !fn->hasAttr(NVVM::NVVMDialect::getKernelFuncAttrName()))
        continue;
      for (auto m : maps.getAsRange<DictionaryAttr>()) {
        unsigned i = m.getAs<IntegerAttr>("arg").getInt();
        fn.setArgAttr(i, LLVM::LLVMDialect::getByValAttrName(),
                      TypeAttr::get(LLVM::LLVMArrayType::get(
                          IntegerType::get(ctx, 8), 128)));
        fn.setArgAttr(i, LLVM::LLVMDialect::getAlignAttrName(),
                      IntegerAttr::get(IntegerType::get(ctx, 64), 64));
        fn.setArgAttr(i, NVVM::NVVMDialect::getGridConstantAttrName(),
                      UnitAttr::get(ctx));
      }
      // The first copy through a descriptor would wait for the descriptor
      // itself to be read; thread 0 starts that read on entry, so it
      // overlaps the prologue (prefetch.tensormap: a hint, no effect on
      // what any copy reads).
      Block &entry = fn.getBody().front();
      OpBuilder b(ctx);
      b.setInsertionPointToStart(&entry);
      Location loc = fn.getLoc();
      Value tid = NVVM::ThreadIdXOp::create(b, loc, b.getI32Type());
      for (auto m : maps.getAsRange<DictionaryAttr>()) {
        Value desc = entry.getArgument(m.getAs<IntegerAttr>("arg").getInt());
        LLVM::InlineAsmOp::create(
            b, loc, TypeRange(), ValueRange{desc, tid},
            "{\n.reg .pred p;\nsetp.eq.u32 p, $1, 0;\n"
            "@p prefetch.tensormap [$0];\n}",
            "l,r", /*has_side_effects=*/true, /*is_align_stack=*/false,
            LLVM::TailCallKind::None, LLVM::AsmDialectAttr(), ArrayAttr());
      }
    }
    if (launch == "maxntid") {
      // Without .reqntid there is no .blocksareclusters: a kernel split over
      // a cluster would run each tile block's first slice only.
      for (auto fn : getOperation().getOps<LLVM::LLVMFuncOp>())
        if (fn->hasAttr(simt::kClusterSplitAttrName)) {
          fn.emitError("a kernel split over a cluster (tile-split-clusters) "
                       "needs launch=reqntid");
          return signalPassFailure();
        }
      return;
    }
    StringRef maxntid = NVVM::NVVMDialect::getMaxntidAttrName();
    StringRef reqntid = NVVM::NVVMDialect::getReqntidAttrName();
    for (auto fn : getOperation().getOps<LLVM::LLVMFuncOp>()) {
      if (!fn->hasAttr(NVVM::NVVMDialect::getKernelFuncAttrName()))
        continue;
      if (Attribute bound = fn->removeAttr(maxntid))
        fn->setAttr(reqntid, bound);
      // Split over a cluster (tile-split-clusters): one cluster of C CTAs
      // per tile block, so the launch grid counts clusters, as a caller
      // passing the tile grid expects.
      if (auto ctas =
              fn->getAttrOfType<IntegerAttr>(simt::kClusterSplitAttrName)) {
        fn->setAttr(NVVM::NVVMDialect::getClusterDimAttrName(),
                    DenseI32ArrayAttr::get(ctx, {(int32_t)ctas.getInt(), 1, 1}));
        fn->setAttr(NVVM::NVVMDialect::getBlocksAreClustersAttrName(),
                    UnitAttr::get(ctx));
      }
    }
  }
};
} // namespace
