//===- OverlapValues.cpp - this trip's P V beside the next trip's softmax -===//
//
// tile-simt-overlap-values: in an attention loop tile-simt-overlap-scores
// has rotated, the trip's P V product is left in flight and waited for in
// the next trip, after that trip's softmax; the slot refill moves after
// that wait (Passes.td says why that is legal).
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h"

#include "PipelineMma.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILESIMTOVERLAPVALUES
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::simt;

namespace {

/// What overlapValues changes.
struct Values {
  MmaWaitOp scoresWait; // this trip's scores (carried), waited for
  MmaOp scores;         // the next trip's scores, issued in flight
  MmaOp values;         // the trip's P V product
  unsigned accArg = 0;  // the iter_arg P V accumulates into
  Operation *firstRead = nullptr; // the first op reading that iter_arg
  SmallVector<Operation *> refill; // slot hand-back and refill, in order
};

static std::optional<Values> matchValues(scf::ForOp loop) {
  Block *body = loop.getBody();
  auto yield = cast<scf::YieldOp>(body->getTerminator());
  SmallVector<MmaOp> mmas;
  loop.walk([&](MmaOp m) { mmas.push_back(m); });
  if (mmas.size() != 2 || mmas[0]->getBlock() != body ||
      mmas[1]->getBlock() != body)
    return std::nullopt;
  Values v;
  v.scores = mmas[0];
  v.values = mmas[1];
  if (!v.scores.getInFlight() || v.scores.getIssueOnly() ||
      v.values.getInFlight())
    return std::nullopt;
  // overlap-scores' form: the scores the previous trip issued are carried
  // and waited for before the next ones are issued.
  for (auto w : body->getOps<MmaWaitOp>()) {
    auto arg = dyn_cast<BlockArgument>(w.getAcc());
    if (arg && arg.getOwner() == body && arg.getArgNumber() > 0 &&
        yield.getOperand(arg.getArgNumber() - 1) == v.scores.getResult() &&
        w.getPending() == 0 && w.getKeep().empty())
      v.scoresWait = w;
  }
  if (!v.scoresWait || !v.scoresWait->isBeforeInBlock(v.scores) ||
      !v.scores->isBeforeInBlock(v.values) ||
      !v.scores.getResult().hasOneUse())
    return std::nullopt;
  // P V: read only by the yield, into the carried accumulator, from the
  // values ring's slot of this trip; a ring of 3 or more slots.
  if (!v.values->hasOneUse() || v.values->use_begin()->getOwner() != yield)
    return std::nullopt;
  v.accArg = v.values->use_begin()->getOperandNumber();
  auto vals = v.values.getRhs().getDefiningOp<ReadSlotOp>();
  auto slot = vals ? dyn_cast<BlockArgument>(vals.getSlot()) : BlockArgument();
  if (!vals || vals->getBlock() != body || !slot ||
      slot.getOwner() != body || slot.getArgNumber() == 0 ||
      !loop.isDefinedOutsideOfLoop(vals.getSrc()))
    return std::nullopt;
  int64_t stages =
      cast<SharedBufferType>(vals.getSrc().getType()).getNumSlots();
  if (stages < 3)
    return std::nullopt;
  // The carried accumulator is first read after the next scores are issued
  // (its wait, placed there, comes after the softmax both products run
  // beside). P comes from registers: a product reading it from a slot has
  // no registers to keep.
  BlockArgument acc = body->getArgument(1 + v.accArg);
  for (Operation *user : acc.getUsers()) {
    Operation *op = body->findAncestorOpInBlock(*user);
    if (!v.firstRead || op->isBeforeInBlock(v.firstRead))
      v.firstRead = op;
  }
  if (!v.firstRead || !v.scores->isBeforeInBlock(v.firstRead) ||
      v.values->isBeforeInBlock(v.firstRead) ||
      v.values.getLhs().getDefiningOp<ReadSlotOp>())
    return std::nullopt;
  // Before the scores' wait only the hand-back and refill of the previous
  // trip's slot touch memory or barriers.
  for (Operation &op : *body) {
    if (&op == v.scoresWait.getOperation())
      break;
    if (isPure(&op))
      continue;
    if (auto t = dyn_cast<TmaLoadTileOp>(op)) {
      if (!pipeline::isSlotBefore(t.getSlot(), slot, 1, stages))
        return std::nullopt;
    } else if (auto a = dyn_cast<MBarrierArriveOp>(op)) {
      if (!pipeline::isSlotBefore(a.getIndex(), slot, 1, stages))
        return std::nullopt;
    } else if (auto w = dyn_cast<MBarrierWaitOp>(op)) {
      if (!w.getFirstThread() || !pipeline::isSlotBefore(w.getIndex(), slot, 1, stages))
        return std::nullopt;
    } else if (!isa<gpu::BarrierOp>(op)) {
      return std::nullopt;
    }
    v.refill.push_back(&op);
  }
  if (llvm::none_of(v.refill, [](Operation *op) {
        return isa<TmaLoadTileOp>(op);
      }))
    return std::nullopt;
  return v;
}

static void overlapValues(scf::ForOp loop, Values v) {
  Location loc = v.values.getLoc();
  IRRewriter rewriter(loop.getContext());
  OpBuilder b(loop);
  // P, carried into the next trip, whose wait keeps its registers: zeros
  // before the first trip (no product reads them).
  auto pType = cast<RankedTensorType>(v.values.getLhs().getType());
  Value noP = arith::ConstantOp::create(
      b, loc, pType, cast<TypedAttr>(b.getZeroAttr(pType)));
  Value lhs = v.values.getLhs();
  auto grown = loop.replaceWithAdditionalYields(
      rewriter, noP, /*replaceInitOperandUsesInLoop=*/false,
      [&](OpBuilder &, Location, ArrayRef<BlockArgument>) {
        return SmallVector<Value>{lhs};
      });
  if (failed(grown))
    return;
  auto newLoop = cast<scf::ForOp>(grown->getOperation());
  Block *body = newLoop.getBody();
  BlockArgument acc = body->getArgument(1 + v.accArg);
  BlockArgument prevP = body->getArguments().back();

  // The next scores and this trip's P V are issued without waiting for any
  // group. The scores pass through a wait at the end of the trip that
  // leaves that P V running (and finds the scores done: the accumulator's
  // wait below waited for them). Read only in the next trip, they would be
  // copied into the carried value's registers with no wait between: the
  // trip reads its own scores after the next ones are issued, so the two
  // cannot share registers, and ptxas serializes every wgmma on a read of
  // registers a product may still be writing.
  v.scores.setIssueOnly(true);
  v.values.setInFlight(true);
  v.values.setIssueOnly(true);
  v.scoresWait.getResult().replaceAllUsesWith(v.scoresWait.getAcc());
  v.scoresWait.erase();
  auto yield = cast<scf::YieldOp>(body->getTerminator());
  b.setInsertionPoint(yield);
  auto scoresDone = MmaWaitOp::create(b, loc, v.scores.getType(),
                                      v.scores.getResult(), ValueRange{},
                                      /*pending=*/1);
  v.scores.getResult().replaceAllUsesExcept(scoresDone.getResult(),
                                            scoresDone);

  // The previous trip's P V, waited for where the trip first reads it, with
  // the next scores issued since (both ran beside the softmax). Leaving the
  // scores running here and waiting for them at the end of the trip would
  // be as correct, but ptxas 13 then serializes every wgmma (C7514).
  b.setInsertionPoint(v.firstRead);
  auto wait = MmaWaitOp::create(b, loc, acc.getType(), acc, ValueRange{prevP},
                                /*pending=*/0);
  acc.replaceAllUsesExcept(wait.getResult(), wait);
  // Only now is the previous trip's slot read by no product: its hand-back
  // and refill follow the wait.
  Operation *after = wait;
  for (Operation *op : v.refill) {
    op->moveAfter(after);
    after = op;
  }
  // P V reads P from registers while it runs, into the next trip: the
  // registers the next trip's wait keeps must be the ones it reads, so the
  // carried P and this trip's must share them. P is written anew after the
  // wait (its last read of the carried P), just before the product, which
  // lets the two live ranges meet without overlapping instead of taking a
  // copy at the loop's end, whose source registers ptxas would be free to
  // reuse in the next trip.
  b.setInsertionPoint(v.values);
  auto renewed = RenewOp::create(b, loc, lhs);
  v.values.getLhsMutable().assign(renewed.getResult());
  yield->setOperand(yield->getNumOperands() - 1, renewed.getResult());

  // After the loop, the last trip's P V.
  b.setInsertionPointAfter(newLoop);
  Value sum = newLoop.getResult(v.accArg);
  auto done = MmaWaitOp::create(b, loc, sum.getType(), sum,
                                ValueRange{newLoop.getResults().back()},
                                /*pending=*/0);
  sum.replaceAllUsesExcept(done.getResult(), done);
}

struct OverlapValuesPass
    : public tileir::impl::TileSIMTOverlapValuesBase<OverlapValuesPass> {
  void runOnOperation() override {
    SmallVector<std::pair<scf::ForOp, Values>> loops;
    getOperation()->walk([&](scf::ForOp loop) {
      if (std::optional<Values> v = matchValues(loop))
        loops.emplace_back(loop, *v);
    });
    for (auto &[loop, v] : loops)
      overlapValues(loop, v);
  }
};

} // namespace
