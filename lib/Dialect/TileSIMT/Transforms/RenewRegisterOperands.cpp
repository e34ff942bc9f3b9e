//===- RenewRegisterOperands.cpp - a wgmma's register A carried ----------===//
//
// tile-simt-renew-register-operands (see Passes.td for why it is legal and
// needed): a register-A operand of a product in an scf.for, made before the
// loop, becomes an iter_arg renewed once per trip by tile_simt.renew.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h"

#include "TileIR/Dialect/TileSIMT/IR/Layout.h"
#include "TileIR/Dialect/TileSIMT/IR/TileSIMT.h"
#include "TileIR/Target/Chip.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILESIMTRENEWREGISTEROPERANDS
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::tileir;

/// 32-bit registers one thread holds of a value of type `t`.
static int64_t threadWords(Type t) {
  auto tensor = dyn_cast<RankedTensorType>(t);
  if (!tensor || !simt::isDistributedTensor(tensor))
    return t.isIntOrFloat() ? llvm::divideCeil(t.getIntOrFloatBitWidth(), 32)
                            : 0;
  return llvm::divideCeil(simt::getNumRegisters(tensor) *
                              tensor.getElementTypeBitWidth(),
                          32);
}

/// Whether carrying `op`'s A through `loop` leaves ptxas registers to hold
/// it with the product's accumulator and the loop's carried values (the
/// others' accumulators) at once. Where it does not, ptxas keeps A in local
/// memory between trips anyway (and with a renewed A it failed to allocate:
/// TileGym's bnsd attention at 256 x 128 tiles over 16 warps).
static bool fitsCarried(simt::MmaOp op, scf::ForOp loop) {
  auto acc = cast<RankedTensorType>(op.getAcc().getType());
  int64_t threads =
      simt::getNumThreads(cast<simt::BlockedAttr>(acc.getEncoding()));
  int64_t budget = std::min<int64_t>(255, 65536 / threads);
  int64_t need = threadWords(acc) + threadWords(op.getLhs().getType()) +
                 simt::kWgmmaRegisterReserve;
  for (Value v : loop.getInitArgs())
    need += threadWords(v.getType());
  return need <= budget;
}

namespace {
struct RenewRegisterOperands
    : tileir::impl::TileSIMTRenewRegisterOperandsBase<RenewRegisterOperands> {
  void runOnOperation() override {
    FailureOr<const Chip *> chip = getTargetChip(getOperation());
    if (failed(chip))
      return signalPassFailure();
    if (!(*chip)->has(ChipFeature::Wgmma))
      return;
    // The products whose A is read from registers and made before the loop
    // that holds them directly; collected first, the loops are rebuilt.
    SmallVector<simt::MmaOp> products;
    getOperation()->walk([&](simt::MmaOp op) {
      auto loop = dyn_cast<scf::ForOp>(op->getParentOp());
      auto a = cast<RankedTensorType>(op.getLhs().getType());
      auto c = cast<RankedTensorType>(op.getAcc().getType());
      if (loop && !op.getLhsTransposed() && simt::isRegisterOperandA(a, c) &&
          !loop->isAncestor(op.getLhs().getParentBlock()->getParentOp()) &&
          fitsCarried(op, loop))
        products.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (simt::MmaOp op : products) {
      auto loop = cast<scf::ForOp>(op->getParentOp());
      Value a = op.getLhs();
      // Already carried for an earlier product of this loop.
      if (a.getParentBlock() == loop.getBody())
        continue;
      // The loop yields its new iter_arg for now; the renewal is put in once
      // the users of `a` in the body read the iter_arg.
      FailureOr<LoopLikeOpInterface> rebuilt = loop.replaceWithAdditionalYields(
          rewriter, a, /*replaceInitOperandUsesInLoop=*/true,
          [](OpBuilder &, Location, ArrayRef<BlockArgument> args) {
            return SmallVector<Value>{args[0]};
          });
      if (failed(rebuilt))
        return signalPassFailure();
      auto carried = cast<scf::ForOp>(rebuilt->getOperation());
      BlockArgument arg = carried.getRegionIterArgs().back();
      auto yield = cast<scf::YieldOp>(carried.getBody()->getTerminator());
      // Renewed before the first op of the body that reads it.
      Operation *first = nullptr;
      for (Operation *user : arg.getUsers())
        if (user != yield)
          if (Operation *at = carried.getBody()->findAncestorOpInBlock(*user))
            if (!first || at->isBeforeInBlock(first))
              first = at;
      rewriter.setInsertionPoint(first);
      auto renewed = simt::RenewOp::create(rewriter, op.getLoc(), arg);
      rewriter.replaceAllUsesExcept(arg, renewed, renewed);
      // Later readers of `a` in this block (the next loop over the same Q:
      // an attention's unmasked trips, then its masked ones) read the loop's
      // result, which holds the same value: `a` need not stay alive beside
      // the loop's copy.
      Value result = carried.getResults().back();
      rewriter.replaceUsesWithIf(a, result, [&](OpOperand &use) {
        Operation *at = carried->getBlock()->findAncestorOpInBlock(
            *use.getOwner());
        return at && carried->isBeforeInBlock(at);
      });
    }
  }
};
} // namespace
