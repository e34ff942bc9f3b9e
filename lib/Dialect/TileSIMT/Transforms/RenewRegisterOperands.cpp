//===- RenewRegisterOperands.cpp - a wgmma's register A carried ----------===//
//
// tile-simt-renew-register-operands (see Passes.td for why it is legal and
// needed): a register-A operand of a product in an scf.for, made before the
// loop, becomes an iter_arg renewed once per trip by tile_simt.renew; in a
// loop but not directly in an scf.for, it is renewed where it is read.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h"

#include "TileIR/Dialect/TileSIMT/IR/Layout.h"
#include "TileIR/Dialect/TileSIMT/IR/TileSIMT.h"
#include "TileIR/Target/Chip.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

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
  return simt::getNumRegisterWords(tensor);
}

/// The loop whose next trip reads `op`'s A again: the closest loop around
/// the product, where A is made outside it (else null).
static LoopLikeOpInterface loopReadingAgain(simt::MmaOp op) {
  auto loop = op->getParentOfType<LoopLikeOpInterface>();
  if (!loop || loop->isAncestor(op.getLhs().getParentBlock()->getParentOp()))
    return {};
  return loop;
}

/// Whether `op`'s A is read from its slot by matrix descriptor (shared-a's
/// Q), not from registers: then no register of it is live in the loop.
static bool readByDescriptor(simt::MmaOp op) {
  auto c = cast<RankedTensorType>(op.getAcc().getType());
  auto layout = dyn_cast<simt::BlockedAttr>(c.getEncoding());
  return layout &&
         simt::getDescriptorSlot(op.getLhs(), layout.getWarpsPerCTA()[0]);
}

/// Whether ptxas has registers for `op`'s A (`copies` of it) beside the
/// product's accumulator and `loop`'s carried values (the other products'
/// accumulators) at once. Where it does not, ptxas keeps A in local memory
/// between trips anyway (and with A renewed it failed to allocate:
/// TileGym's bnsd attention at 256 x 128 tiles over 16 warps).
static bool fits(simt::MmaOp op, LoopLikeOpInterface loop, int64_t copies) {
  auto acc = cast<RankedTensorType>(op.getAcc().getType());
  int64_t budget = simt::getRegisterBudget(
      simt::getNumThreads(cast<simt::BlockedAttr>(acc.getEncoding())));
  int64_t need = threadWords(acc) +
                 copies * threadWords(op.getLhs().getType()) +
                 simt::kWgmmaRegisterReserve;
  for (Value v : loop.getInits())
    need += threadWords(v.getType());
  return need <= budget;
}

/// Carries `op`'s A (made before `loop`, which holds the product directly)
/// through the loop, renewed before its first reader in the body; later
/// readers of A after the loop read the loop's result.
static LogicalResult carry(IRRewriter &rewriter, simt::MmaOp op,
                           scf::ForOp loop) {
  Value a = op.getLhs();
  // The loop yields its new iter_arg for now; the renewal is put in once the
  // users of `a` in the body read the iter_arg.
  FailureOr<LoopLikeOpInterface> rebuilt = loop.replaceWithAdditionalYields(
      rewriter, a, /*replaceInitOperandUsesInLoop=*/true,
      [](OpBuilder &, Location, ArrayRef<BlockArgument> args) {
        return SmallVector<Value>{args[0]};
      });
  if (failed(rebuilt))
    return failure();
  auto carried = cast<scf::ForOp>(rebuilt->getOperation());
  BlockArgument arg = carried.getRegionIterArgs().back();
  auto yield = cast<scf::YieldOp>(carried.getBody()->getTerminator());
  Operation *first = nullptr;
  for (Operation *user : arg.getUsers())
    if (user != yield)
      if (Operation *at = carried.getBody()->findAncestorOpInBlock(*user))
        if (!first || at->isBeforeInBlock(first))
          first = at;
  rewriter.setInsertionPoint(first);
  auto renewed = simt::RenewOp::create(rewriter, op.getLoc(), arg);
  rewriter.replaceAllUsesExcept(arg, renewed, renewed);
  // Later readers of `a` in this block (the next loop over the same Q: an
  // attention's unmasked trips, then its masked ones) read the loop's
  // result, which holds the same value: `a` need not stay alive beside the
  // loop's copy.
  Value result = carried.getResults().back();
  rewriter.replaceUsesWithIf(a, result, [&](OpOperand &use) {
    Operation *at =
        carried->getBlock()->findAncestorOpInBlock(*use.getOwner());
    return at && carried->isBeforeInBlock(at);
  });
  return success();
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
    // The products whose A is read from registers and made outside a loop
    // around them; collected first, the loops are rebuilt.
    SmallVector<simt::MmaOp> products;
    getOperation()->walk([&](simt::MmaOp op) {
      auto a = cast<RankedTensorType>(op.getLhs().getType());
      auto c = cast<RankedTensorType>(op.getAcc().getType());
      if (!op.getLhsTransposed() && simt::isRegisterOperandA(a, c) &&
          !readByDescriptor(op) && loopReadingAgain(op))
        products.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (simt::MmaOp op : products) {
      // Already carried for an earlier product of this loop.
      LoopLikeOpInterface loop = loopReadingAgain(op);
      if (!loop)
        continue;
      auto forOp = dyn_cast<scf::ForOp>(loop.getOperation());
      if (forOp && op->getParentOp() == forOp) {
        if (fits(op, loop, 1) && failed(carry(rewriter, op, forOp)))
          return signalPassFailure();
        continue;
      }
      // Not directly in an scf.for (in an if of the loop, or a while):
      // renewed where it is read, A staying alive beside its copy.
      if (!fits(op, loop, 2))
        continue;
      rewriter.setInsertionPoint(op);
      auto renewed =
          simt::RenewOp::create(rewriter, op.getLoc(), op.getLhs());
      rewriter.modifyOpInPlace(
          op, [&] { op.getLhsMutable().assign(renewed.getResult()); });
    }
  }
};
} // namespace
