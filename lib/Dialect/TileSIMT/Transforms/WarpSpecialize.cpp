//===- WarpSpecialize.cpp - a K loop split between producer and consumer warps
//-===//
//
// tile-simt-pipeline-mma's warp-specialize option (see the pass description
// in Passes.td): the kernel's lone K loop becomes a producer loop on extra
// warps that copy trips into ring slots and the kernel's own loop that
// multiplies from them, the two handing slots over through mbarriers.
//
//===----------------------------------------------------------------------===//
#include "PipelineMma.h"

#include "LoopUtils.h"
#include "TileIR/Dialect/TileSIMT/IR/Layout.h"
#include "TileIR/Target/Chip.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::simt;
using namespace mlir::tileir::simt::pipeline;

/// (slot, phase) of the next trip: the slot advances around the ring and
/// the phase parity flips each time it wraps.
static SmallVector<Value> advanceSlot(OpBuilder &b, Location loc, Value slot,
                                      Value phase, int64_t stages) {
  auto [next, wrap] = nextSlot(b, loc, slot, stages);
  Value one = arith::ConstantIntOp::create(b, loc, b.getI32Type(), 1);
  return {next, arith::SelectOp::create(
                    b, loc, wrap, arith::XOrIOp::create(b, loc, phase, one),
                    phase)};
}

/// Whether `loop` (the kernel's only pipelined loop) may be split between
/// producer and consumer warps, which `consumers` threads (the CTA before
/// the split) are: the loop is in the kernel's body, and nothing before it
/// touches memory or other threads (the producer warps run that code too,
/// with thread coordinates no layout was made for).
bool pipeline::canSpecialize(const Chip &target, scf::ForOp loop,
                             int64_t consumers, int64_t producers) {
  auto fn = dyn_cast<gpu::GPUFuncOp>(loop->getParentOp());
  if (!fn || !target.has(ChipFeature::Wgmma) || consumers % 128 ||
      consumers + producers > target.maxThreadsPerBlock)
    return false;
  for (Operation &op : *loop->getBlock()) {
    if (&op == loop)
      return true;
    if (isa<AllocSharedOp>(op))
      continue;
    bool distributedIn = llvm::any_of(
        op.getOperandTypes(), [](Type t) { return isDistributedTensor(t); });
    if (op.getNumRegions() || !isMemoryEffectFree(&op) || distributedIn)
      return false;
  }
  return false;
}

/// `loop` split between producer warps, which copy each trip's
/// tiles into the next ring slot once the consumers have released it,
/// and the CTA's original warps, which multiply from a slot once its
/// copies have landed (see the pass description); false (nothing
/// changed) when a producer's copy cannot be made in whole groups.
bool pipeline::specializeWarps(scf::ForOp loop, MutableArrayRef<Operand> ops,
                               int64_t stages, MmaOp lone, int64_t consumers,
                               int64_t producers, bool setMaxRegisters) {
  MLIRContext *ctx = loop.getContext();
  Location loc = loop.getLoc();
  // Rings the tensor memory accelerator fills (all of them or none): one
  // producer thread issues each trip's copies, which complete on the slot's
  // full barrier.
  bool tmaFill = llvm::all_of(ops, [](const Operand &o) { return bool(o.desc); });
  // The producers' copies, in layouts of their own warps.
  SmallVector<RankedTensorType> copyTypes;
  for (Operand &o : ops) {
    if (tmaFill) {
      copyTypes.push_back({});
      continue;
    }
    auto t =
        o.transposedFor ? o.copyType : cast<RankedTensorType>(o.load.getType());
    auto pt = RankedTensorType::get(
        t.getShape(), t.getElementType(),
        getDefaultBlocked(ctx, t.getShape(), t.getElementTypeBitWidth(),
                          producers / 32));
    bool swap = bool(o.transposedFor);
    ArrayRef<int64_t> sd = o.load.getShapeDiv(), td = o.load.getStrideDiv();
    if (!getAsyncCopyBytes(pt,
                           swap ? swapLastTwo(sd) : SmallVector<int64_t>(sd),
                           swap ? swapLastTwo(td) : SmallVector<int64_t>(td),
                           o.load.getBaseAlign()))
      return false;
    copyTypes.push_back(pt);
  }

  OpBuilder bld(loop);
  auto i32 = [&](OpBuilder &ob, int64_t v) -> Value {
    return arith::ConstantIntOp::create(ob, loc, ob.getI32Type(), v);
  };
  for (Operand &o : ops) {
    o.ring = withSlots(o.ring, stages);
    o.buf = AllocSharedOp::create(bld, loc, o.ring);
  }
  // Slot s is full when barrier s of `full` completes its phase (each
  // producer thread's copies landed, or the accelerator's bytes of each
  // ring arrived), and empty when barrier s of `empty` does (each consumer
  // thread is done multiplying from it). With cp.async both are one buffer
  // (full 0 .. S-1, empty S .. 2S-1); the accelerator's copies need one
  // mbarrier per slot of their ring's buffer, so with it they are two.
  auto barsOf = [&](int64_t n) {
    return SharedBufferType::get(
        ctx, {n, 1, 1}, bld.getI64Type(),
        SharedAttr::get(ctx, 1, 1, 1, 0, ArrayRef<unsigned>{1, 0}));
  };
  Value full, empty;
  int64_t emptyBase = 0; // index of slot 0's empty barrier in `empty`
  if (tmaFill) {
    full = AllocSharedOp::create(bld, loc, barsOf(stages));
    InitMBarriersOp::create(bld, loc, full,
                            SmallVector<int64_t>(stages, ops.size()));
    empty = AllocSharedOp::create(bld, loc, barsOf(stages));
    InitMBarriersOp::create(bld, loc, empty,
                            SmallVector<int64_t>(stages, consumers));
    for (Operand &o : ops)
      o.bars = full;
  } else {
    full = empty = AllocSharedOp::create(bld, loc, barsOf(2 * stages));
    SmallVector<int64_t> arrivals(stages, producers);
    arrivals.append(stages, consumers);
    InitMBarriersOp::create(bld, loc, full, arrivals);
    emptyBase = stages;
  }
  auto emptyIndex = [&](OpBuilder &ob, Location l, Value slot) -> Value {
    if (!emptyBase)
      return slot;
    return arith::AddIOp::create(ob, l, slot, i32(ob, emptyBase));
  };

  // Registers per thread (setmaxnreg): the producers keep 40 where one of
  // their threads issues the accelerator's copies (CUTLASS's figure), 64
  // where each computes cp.async addresses (40 spilled); the consumers take
  // what the CTA's launch share (65536 over its threads, in steps of 8)
  // leaves, where that gives them more. Without it every thread is held to
  // the launch share.
  IntegerAttr producerRegs, consumerRegs;
  int64_t threads = consumers + producers;
  int64_t kept = tmaFill ? 40 : 64;
  int64_t launchRegs = getLaunchRegisterShare(threads);
  int64_t takenRegs = std::min<int64_t>(
      256, (launchRegs * threads - kept * producers) / consumers / 8 * 8);
  if (setMaxRegisters && consumers % 128 == 0 && producers % 128 == 0 &&
      takenRegs >= launchRegs + 8) {
    producerRegs = bld.getI64IntegerAttr(kept);
    consumerRegs = bld.getI64IntegerAttr(takenRegs);
  }
  auto makeWarps = [&](OpBuilder &ob, TypeRange types, int64_t first,
                       int64_t count, IntegerAttr regs) {
    auto w = WarpsOp::create(ob, loc, types, first, count, regs);
    OpBuilder::InsertionGuard g(ob);
    Block *body = ob.createBlock(&w.getBody());
    return std::make_pair(w, body);
  };

  // Producers: wait until the slot is empty (parity phase ^ 1: the first
  // round's wait is on the fresh barrier's previous phase and passes),
  // copy the trip into it, arrive on its full barrier when the copies
  // land.
  auto [prod, prodBody] =
      makeWarps(bld, TypeRange(), consumers, producers, producerRegs);
  {
    OpBuilder pb = OpBuilder::atBlockBegin(prodBody);
    auto ploop = scf::ForOp::create(
        pb, loc, loop.getLowerBound(), loop.getUpperBound(), loop.getStep(),
        ValueRange{i32(pb, 0), i32(pb, 0)},
        [&](OpBuilder &ob, Location l, Value iv, ValueRange args) {
          Value slot = args[0], phase = args[1];
          Value flipped = arith::XOrIOp::create(ob, l, phase, i32(ob, 1));
          MBarrierWaitOp::create(ob, l, empty, emptyIndex(ob, l, slot),
                                 flipped, false);
          for (auto [o, pt] : llvm::zip(ops, copyTypes))
            copyIntoSlot(ob, l, o, loop.getInductionVar(), iv, slot, Value(),
                         pt);
          if (!tmaFill)
            AsyncArriveOp::create(ob, l, full, slot);
          scf::YieldOp::create(ob, l, advanceSlot(ob, l, slot, phase, stages));
        });
    ploop.setUnsignedCmp(loop.getUnsignedCmp());
    // No copy is left in flight when the producers finish (the
    // accelerator's complete on barriers the consumers wait for).
    if (!tmaFill) {
      AsyncCommitOp::create(pb, loc);
      AsyncWaitOp::create(pb, loc, 0);
    }
    YieldOp::create(pb, loc);
  }

  // Consumers: the loop, each trip waiting for its slot's copies and
  // releasing the slot once its products are done.
  IRRewriter rw(ctx);
  unsigned results = loop.getNumResults();
  auto carry = [&](OpBuilder &ob, Location l,
                   ArrayRef<BlockArgument> args) -> SmallVector<Value> {
    return advanceSlot(ob, l, args[0], args[1], stages);
  };
  FailureOr<LoopLikeOpInterface> grown = loop.replaceWithAdditionalYields(
      rw, ValueRange{i32(bld, 0), i32(bld, 0)},
      /*replaceInitOperandUsesInLoop=*/false, carry);
  if (failed(grown))
    return false; // cannot happen for scf.for
  auto newLoop = cast<scf::ForOp>(grown->getOperation());
  Value slot = newLoop.getRegionIterArgs()[results];
  Value phase = newLoop.getRegionIterArgs()[results + 1];
  OpBuilder body = OpBuilder::atBlockBegin(newLoop.getBody());
  // cp.async writes through the generic proxy, which wgmma's reads must
  // be fenced from; the accelerator's writes are the async proxy's.
  MBarrierWaitOp::create(body, loc, full, slot, phase,
                         /*async_proxy=*/!tmaFill);
  readFromSlots(ops, slot);
  MmaOp last;
  for (MmaOp mma : newLoop.getBody()->getOps<MmaOp>())
    last = mma;
  body.setInsertionPointAfter(last);
  if (lone) {
    // Products left in flight: once this trip's are issued, the wait
    // for all but the newest group has finished the previous trip's,
    // whose slot is released (from the second trip on).
    lone.setInFlight(true);
    Value wraps = arith::CmpIOp::create(body, loc, arith::CmpIPredicate::eq,
                                        slot, i32(body, 0));
    Value down = arith::SubIOp::create(body, loc, slot, i32(body, 1));
    Value last = i32(body, stages - 1);
    Value prev = arith::SelectOp::create(body, loc, wraps, last, down);
    Value later = arith::CmpIOp::create(body, loc, arith::CmpIPredicate::ne,
                                        newLoop.getInductionVar(),
                                        newLoop.getLowerBound());
    auto guard = scf::IfOp::create(body, loc, later, /*withElse=*/false);
    OpBuilder gb = OpBuilder::atBlockBegin(guard.thenBlock());
    MBarrierArriveOp::create(gb, loc, empty, emptyIndex(gb, loc, prev),
                             UnitAttr(), IntegerAttr());
  } else {
    // The products wait for their wgmma groups within the trip (the
    // multiply's lowering), so after the last one no thread reads a slot.
    MBarrierArriveOp::create(body, loc, empty, emptyIndex(body, loc, slot),
                             UnitAttr(), IntegerAttr());
  }

  // The consumers' region: the loop and the rest of the kernel (one
  // region, so that no value crosses from it into another, and setmaxnreg
  // holds for all of it).
  OpBuilder at(newLoop);
  auto [cons, consBody] =
      makeWarps(at, TypeRange(), 0, consumers, consumerRegs);
  Block *fnBody = cons->getBlock();
  while (cons->getNextNode() != fnBody->getTerminator())
    cons->getNextNode()->moveBefore(consBody, consBody->end());
  {
    OpBuilder cb = OpBuilder::atBlockEnd(consBody);
    YieldOp::create(cb, loc);
  }
  if (lone) {
    unsigned index = cast<BlockArgument>(lone.getAcc()).getArgNumber() - 1;
    Value sum = newLoop.getResult(index);
    OpBuilder wb(newLoop->getContext());
    wb.setInsertionPointAfter(newLoop);
    auto done = MmaWaitOp::create(wb, loc, sum);
    sum.replaceAllUsesExcept(done.getResult(), done);
  }
  auto fn = cast<gpu::GPUFuncOp>(cons->getParentOp());
  fn.setKnownBlockSizeAttr(
      bld.getDenseI32ArrayAttr({(int32_t)(consumers + producers), 1, 1}));
  return true;
}
