//===- PrefetchLoads.cpp - issue a loop's loads one trip ahead -------------===//
//
// See the pass description in Passes.td: tile loads addressed by the
// induction variable move one trip ahead and travel as loop-carried values.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h"

#include "TileIR/Dialect/TileSIMT/IR/Layout.h"
#include "LoopUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILESIMTPREFETCHLOADS
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::simt;

static constexpr int64_t kMaxPrefetchRegisters = 64;
/// Registers per thread the tiles live across a trip may take with the
/// prefetched ones, of the `cap` a thread may have (255, or less where the
/// CTA's threads share the SM's 64K): about 4/5, the rest goes to
/// addresses, fragments and temporaries.
static int64_t tripRegisterBudget(scf::ForOp loop) {
  int64_t cap = 255;
  if (auto fn = loop->getParentOfType<gpu::GPUFuncOp>())
    if (std::optional<ArrayRef<int32_t>> block = fn.getKnownBlockSize())
      cap = getRegisterBudget((int64_t)(*block)[0] * (*block)[1] * (*block)[2]);
  return cap * 200 / 255;
}

/// 32-bit registers per thread that tensor `v` takes (0 for scalars).
static int64_t registersOf(Value v) {
  auto t = dyn_cast<RankedTensorType>(v.getType());
  if (!t || !t.getEncoding())
    return 0;
  return getNumRegisterWords(t);
}

/// Registers live through a trip of `loop` before any prefetch: the
/// carried tiles (accumulators, statistics), the tiles made outside and
/// read inside (an attention loop's Q), and the products the body makes
/// besides (its scores) or, without products, its widest tile.
static int64_t tripRegisters(scf::ForOp loop) {
  int64_t regs = 0;
  for (Value arg : loop.getRegionIterArgs())
    regs += registersOf(arg);
  llvm::SetVector<Value> liveIns;
  loop.getBody()->walk([&](Operation *op) {
    for (Value v : op->getOperands())
      if (!loop->isAncestor(v.getParentRegion()->getParentOp()) &&
          v.getParentRegion() != &loop.getRegion())
        liveIns.insert(v);
  });
  for (Value v : liveIns)
    if (!v.getDefiningOp<arith::ConstantOp>()) // rematerialized, not live
      regs += registersOf(v);
  auto yield = loop.getBody()->getTerminator();
  auto mmas = loop.getBody()->getOps<MmaOp>();
  for (MmaOp mma : mmas)
    if (!llvm::is_contained(yield->getOperands(), mma.getResult()))
      regs += registersOf(mma.getResult());
  if (!mmas.empty())
    return regs;
  // A loop without products: the widest tile the trip computes (a row
  // being normalized) instead.
  int64_t widest = 0;
  for (Operation &op : loop.getBody()->without_terminator())
    if (!isa<LoadTileOp>(op))
      for (Value r : op.getResults())
        widest = std::max(widest, registersOf(r));
  return regs + widest;
}

/// Whether `loop` writes nothing and gathers nothing through pointers: next
/// to a gather's latency the prefetch measured slower (H200: TileGym's fp8
/// block GEMMs 7-22%, the paged prefill 9%), so such loops keep their
/// loads in place.
static bool readsOnlyTiles(scf::ForOp loop) {
  return writesNothing(loop) &&
         !loop.getBody()
              ->walk([](LoadPtrOp) { return WalkResult::interrupt(); })
              .wasInterrupted();
}

/// Registers per thread a tile loaded early in its trip may take: it is
/// live from its load to its first use instead of from nothing.
static constexpr int64_t kMaxEarlyRegisters = 32;

/// Issues each load_tile of `loop`'s body right after the last op it must
/// follow: its operands' definitions and, unless it is unordered, the
/// body's last op before it that may write, and any inner loop (whose
/// registers the budget does not see). A tile whose address is ready
/// early (a paged decode's V, addressed by the page K came from) is then in
/// flight while the trip computes on the one before it; ptxas cannot move a
/// load across the barriers of that work. Loads keep their order.
static void issueLoadsEarly(scf::ForOp loop) {
  Block &body = *loop.getBody();
  int64_t budget = tripRegisterBudget(loop) - tripRegisters(loop);
  Operation *lastWrite = nullptr, *lastLoop = nullptr;
  for (Operation &op : llvm::make_early_inc_range(body.without_terminator())) {
    auto ld = dyn_cast<LoadTileOp>(op);
    if (!ld) {
      if (mayWrite(&op))
        lastWrite = &op;
      if (op.walk([](LoopLikeOpInterface) { return WalkResult::interrupt(); })
              .wasInterrupted())
        lastLoop = &op;
      continue;
    }
    int64_t regs = registersOf(ld.getResult());
    if (regs > kMaxEarlyRegisters || regs > budget)
      continue;
    Operation *after = lastLoop;
    if (!ld.getUnordered() && lastWrite &&
        (!after || after->isBeforeInBlock(lastWrite)))
      after = lastWrite;
    for (Value v : ld->getOperands()) {
      Operation *def = v.getDefiningOp();
      if (def && (def = body.findAncestorOpInBlock(*def)) &&
          (!after || after->isBeforeInBlock(def)))
        after = def;
    }
    // Behind the loads already issued there, so loads keep their order.
    Operation *pos = after ? after->getNextNode() : &body.front();
    while (pos != ld && isa<LoadTileOp>(pos))
      pos = pos->getNextNode();
    if (pos != ld) {
      ld->moveBefore(pos);
      budget -= regs;
    }
  }
}

namespace {
struct PrefetchLoadsPass
    : tileir::impl::TileSIMTPrefetchLoadsBase<PrefetchLoadsPass> {
  using Base::Base;
  void runOnOperation() override {
    SmallVector<scf::ForOp> loops;
    getOperation()->walk([&](scf::ForOp loop) {
      auto has = [&](auto pred) {
        return llvm::any_of(loop.getBody()->getOperations(), pred);
      };
      // A ring's copies in flight already hide the latency; prefetched
      // tiles beside them cost registers the loop does not have.
      bool pipelined = has([](Operation &op) { return isa<ReadSlotOp>(op); });
      bool multiplies = has([](Operation &op) { return isa<MmaOp>(op); });
      // Otherwise innermost loops without products anywhere (row loops): an
      // outer loop's tiles would stay live across its inner loops, whose
      // registers the budget below does not see.
      bool nests = loop.getBody()
                       ->walk([](Operation *op) {
                         return isa<LoopLikeOpInterface, MmaOp>(op)
                                    ? WalkResult::interrupt()
                                    : WalkResult::advance();
                       })
                       .wasInterrupted();
      if (pipelined)
        return;
      // Every loop without rings issues its loads early in the trip; the
      // loops chosen here then load theirs a trip ahead.
      issueLoadsEarly(loop);
      if ((multiplies && readsOnlyTiles(loop)) || !nests)
        loops.push_back(loop);
    });
    for (scf::ForOp loop : loops)
      prefetch(loop);
  }

  void prefetch(scf::ForOp loop) {
    // A loop known to run at most once has no next trip to load for.
    std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound()),
                           ub = getConstantIntValue(loop.getUpperBound()),
                           step = getConstantIntValue(loop.getStep());
    std::optional<int64_t> trips;
    if (lb && ub && step && *step > 0)
      trips = *ub > *lb ? llvm::divideCeil(*ub - *lb, *step) : 0;
    if (trips && *trips <= 1)
      return;
    // A load moves ahead of the trip's writes only where nothing orders it
    // after them.
    bool writes = !readsOnlyTiles(loop);
    SmallVector<LoadTileOp> loads;
    SmallVector<llvm::SetVector<Operation *>> slices;
    int64_t ahead = 0; // as far as a latency hint asks
    for (auto ld : loop.getBody()->getOps<LoadTileOp>()) {
      if (writes && !ld.getUnordered())
        continue;
      // Offsets from the induction variable only: with trip counters too
      // (attention decode loops) the prefetch measured 6-10% slower.
      llvm::SetVector<Operation *> slice;
      if (llvm::all_of(ld->getOperands(), [&](Value v) {
            return succeeded(addressSlice(loop, v, slice, /*loads=*/false,
                                          /*counters=*/false));
          })) {
        loads.push_back(ld);
        slices.push_back(std::move(slice));
        if (std::optional<int64_t> l = ld.getLatency())
          ahead = std::max(ahead, getSlotsForLatency(*l) - 1);
      }
    }
    // K loops load one trip ahead unless hinted: more measured 16% slower
    // on TileGym's group GEMM (two 128 x 128 tiles a trip).
    bool multiplies = !loop.getBody()->getOps<MmaOp>().empty();
    int64_t dist = std::max<int64_t>(
        1, ahead ? ahead : multiplies ? 1 : (int64_t)distance);
    if (trips)
      dist = std::min(dist, *trips - 1);
    // The prefetched tiles stay live across the multiply: only as many as
    // 64 registers per thread (two 128 x 64 f16 tiles over 256 threads),
    // and only where the trip's other tiles leave room for them: a spill
    // costs more than the load latency the prefetch hides. Fewer trips
    // ahead where more would not fit.
    int64_t regs = 0;
    for (LoadTileOp ld : loads)
      regs += getNumRegisterWords(cast<RankedTensorType>(ld.getType()));
    auto fits = [&](int64_t d) {
      return regs * d <= kMaxPrefetchRegisters &&
             regs * d + tripRegisters(loop) <= tripRegisterBudget(loop);
    };
    while (dist > 1 && !fits(dist))
      --dist;
    if (loads.empty() || !fits(dist))
      return;

    // The load of a given trip, its address recomputed from `at` in place
    // of the induction variable `iv`.
    auto cloneLoad = [&](OpBuilder &b, unsigned i, Value iv, Value at) {
      return simt::cloneAt(b, slices[i], loads[i], iv, at)->getResult(0);
    };
    // iv + d steps.
    auto stepsAfter = [&](OpBuilder &b, Location loc, Value iv, int64_t d) {
      if (d == 0)
        return iv;
      if (d == 1)
        return arith::AddIOp::create(b, loc, iv, loop.getStep()).getResult();
      Value n = arith::ConstantOp::create(
          b, loc, b.getIntegerAttr(iv.getType(), d));
      return arith::AddIOp::create(
                 b, loc, iv, arith::MulIOp::create(b, loc, loop.getStep(), n))
          .getResult();
    };

    // The tiles of the first `dist` trips, load by load.
    OpBuilder b(loop);
    SmallVector<Value> first;
    for (unsigned i = 0; i < loads.size(); ++i)
      for (int64_t d = 0; d < dist; ++d)
        first.push_back(cloneLoad(
            b, i, loop.getInductionVar(),
            stepsAfter(b, loop.getLoc(), loop.getLowerBound(), d)));

    // `dist` more iter args per load: the tiles of this trip and the next
    // dist - 1. The body reads the first; each trip loads the one `dist`
    // trips ahead and shifts the rest down.
    IRRewriter rw(loop.getContext());
    auto yieldNext = [&](OpBuilder &ib, Location loc,
                         ArrayRef<BlockArgument> newArgs)
        -> SmallVector<Value> {
      // Called with the body still in the old loop, at its yield (the body
      // moves into the new loop afterwards, its arguments replaced).
      Value iv = loop.getInductionVar();
      // Issued first in the body, so they are in flight during its work.
      ib.setInsertionPointToStart(loop.getBody());
      Value next = stepsAfter(ib, loc, iv, dist);
      SmallVector<Value> out;
      for (unsigned i = 0; i < loads.size(); ++i) {
        for (int64_t d = 1; d < dist; ++d)
          out.push_back(newArgs[i * dist + d]);
        out.push_back(cloneLoad(ib, i, iv, next));
      }
      return out;
    };
    FailureOr<LoopLikeOpInterface> grown =
        loop.replaceWithAdditionalYields(rw, first, /*replaceInitOperandUsesInLoop=*/false,
                                         yieldNext);
    if (failed(grown))
      return;
    auto newLoop = cast<scf::ForOp>(grown->getOperation());
    unsigned base = newLoop.getNumRegionIterArgs() - loads.size() * dist;
    for (unsigned i = 0; i < loads.size(); ++i) {
      loads[i].getResult().replaceAllUsesWith(
          newLoop.getRegionIterArgs()[base + i * dist]);
      loads[i].erase();
    }
  }
};
} // namespace
