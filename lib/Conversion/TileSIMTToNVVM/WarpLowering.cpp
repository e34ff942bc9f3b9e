//===- WarpLowering.cpp - warp roles, named barriers, mbarriers -----------===//
//
// tile_simt.warps keeps its region through the conversion (only its result
// types change), so that the patterns of the ops inside see it: their thread
// coordinates count from its first thread (lowering::threadId). Once shared
// memory is placed, and with it every barrier, lowerWarpRoles turns each
// into an scf.if on the thread index and gives the CTA barriers inside a
// named barrier of its threads only: the other warps never reach them.
// The tensor memory accelerator's copies (tma_load_tile) complete on
// mbarriers too, so they are lowered here.
//
//===----------------------------------------------------------------------===//
#include "Common.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::lowering;

namespace {

/// Only the result types change; the body is converted in place.
struct WarpsLowering : OpConversionPattern<simt::WarpsOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::WarpsOp op, OpAdaptor,
                  ConversionPatternRewriter &b) const override {
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), types)))
      return failure();
    auto w = simt::WarpsOp::create(b, op.getLoc(), types, op.getFirst(),
                                   op.getCount(), op.getMaxRegistersAttr());
    b.inlineRegionBefore(op.getBody(), w.getBody(), w.getBody().end());
    b.replaceOp(op, w.getResults());
    return success();
  }
};

struct WarpsYieldLowering : OpConversionPattern<simt::YieldOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::YieldOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    if (!isa<simt::WarpsOp>(op->getParentOp()))
      return failure();
    b.replaceOpWithNewOp<simt::YieldOp>(op, a.getValues());
    return success();
  }
};

/// The address of mbarrier `index` of `bars`.
Value barrierAddress(OpBuilder &b, Location loc, Value bars, Value buf,
                     Value index) {
  auto ty = cast<simt::SharedBufferType>(bars.getType());
  return slotStart(b, loc, ty, buf, index);
}

/// Whether this is thread 0 (of the CTA, or of the warps region): the one
/// that initializes, arms and invalidates mbarriers for all.
static Value isFirstThread(OpBuilder &b, Location loc) {
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                               threadId(b, loc), i32Const(b, loc, 0));
}

/// PTX with side effects and no results (the compiler must keep it where it
/// is: it synchronizes or copies).
static void emitAsm(OpBuilder &b, Location loc, ValueRange ins, StringRef text,
                    StringRef constraints) {
  LLVM::InlineAsmOp::create(b, loc, TypeRange(), ins, text, constraints,
                            /*has_side_effects=*/true, /*is_align_stack=*/false,
                            LLVM::TailCallKind::None, LLVM::AsmDialectAttr(),
                            ArrayAttr());
}

/// Thread 0 initializes every barrier; the CTA barrier after it publishes
/// them (mbarrier.init is a plain shared-memory write). Where the tensor
/// memory accelerator may write, every thread fences the async proxy first.
/// Buffers initialized one after the other (a ring's full and empty
/// barriers) share the last one's fences and CTA barrier: thread 0's fence
/// orders all its earlier inits, and no thread reads a barrier before the
/// CTA barrier after the last.
struct InitMBarriersLowering : TargetPattern<simt::InitMBarriersOp> {
  using TargetPattern::TargetPattern;
  LogicalResult
  matchAndRewrite(simt::InitMBarriersOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    // (an allocation between them only names shared bytes)
    Operation *next = op->getNextNode();
    while (isa_and_nonnull<simt::AllocSharedOp>(next))
      next = next->getNextNode();
    bool publishedByNext = isa_and_nonnull<simt::InitMBarriersOp>(next);
    Value first = isFirstThread(b, loc);
    auto guard = scf::IfOp::create(b, loc, first, /*withElse=*/false);
    {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(guard.thenBlock());
      for (auto [i, n] : llvm::enumerate(op.getArrivals())) {
        Value addr =
            barrierAddress(b, loc, op.getBars(), a.getBars(), i32Const(b, loc, i));
        NVVM::MBarrierInitOp::create(b, loc, addr, i32Const(b, loc, n),
                                     Value());
      }
      // The tensor memory accelerator completes transactions on them
      // through the async proxy, which must see them initialized.
      if (target.getChip().has(ChipFeature::Tma) && !publishedByNext)
        NVVM::FenceMbarrierInitOp::create(b, loc);
    }
    if (!publishedByNext) {
      // Its copies write slots through the async proxy too: every thread's
      // earlier generic writes to those bytes (scratch that shared them
      // before the ring was live) must be ordered before them.
      if (target.getChip().has(ChipFeature::Tma))
        fenceAsyncProxy(b, loc);
      if (op.getCluster()) {
        // Other CTAs arrive and copy into this one: all of them wait until
        // every CTA initialized its barriers and is done with its bytes.
        NVVM::ClusterArriveOp::create(b, loc, /*aligned=*/b.getUnitAttr());
        NVVM::ClusterWaitOp::create(b, loc, /*aligned=*/b.getUnitAttr());
      } else {
        gpu::BarrierOp::create(b, loc);
      }
    }
    b.eraseOp(op);
    return success();
  }
};

/// Every thread's last wait, then thread 0 invalidates each barrier. Of
/// buffers invalidated one after the other, the first's CTA barrier is the
/// one that waits: no thread waits on any of them after it.
struct InvalMBarriersLowering : OpConversionPattern<simt::InvalMBarriersOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::InvalMBarriersOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    // The conversion erases a converted op only when it ends, so the
    // previous inval is still there (were it gone, the barrier would only
    // be redundant).
    if (!isa_and_nonnull<simt::InvalMBarriersOp>(op->getPrevNode()))
      gpu::BarrierOp::create(b, loc);
    Value first = isFirstThread(b, loc);
    auto guard = scf::IfOp::create(b, loc, first, /*withElse=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(guard.thenBlock());
    auto ty = cast<simt::SharedBufferType>(op.getBars().getType());
    for (int64_t i = 0; i < ty.getNumSlots(); ++i)
      NVVM::MBarrierInvalOp::create(
          b, loc,
          barrierAddress(b, loc, op.getBars(), a.getBars(), i32Const(b, loc, i)));
    b.eraseOp(op);
    return success();
  }
};

/// A copy's element coordinates as the descriptor numbers its dims:
/// innermost first, in i32.
static SmallVector<Value> boxCoords(OpBuilder &b, Location loc,
                                    ValueRange coords) {
  SmallVector<Value> out;
  for (Value c : llvm::reverse(coords))
    out.push_back(c.getType().isInteger(32)
                      ? c
                      : arith::TruncIOp::create(b, loc, b.getI32Type(), c)
                            .getResult());
  return out;
}

/// Thread 0 (of the CTA, or of the warps region) arms the slot's barrier
/// with the slot's bytes and issues one copy per swizzle block: a block is
/// `rows` x pitch elements, the box the descriptor was encoded with, and
/// blocks follow each other along the innermost coordinate. Rows permuted
/// for wgmma (mmaWarps) go as 8-row boxes, each to its stored rows. With
/// `multicast` = C, the CTA of rank r in its cluster issues blocks r, r + C,
/// .. only, each to all C CTAs (ctaMask 2^C - 1).
struct TmaLoadTileLowering : OpConversionPattern<simt::TmaLoadTileOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::TmaLoadTileOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto ring = cast<simt::SharedBufferType>(op.getDest().getType());
    Type i32 = b.getI32Type();
    Value issue = isFirstThread(b, loc);
    if (a.getPred())
      issue = arith::AndIOp::create(b, loc, issue, a.getPred());
    auto guard = scf::IfOp::create(b, loc, issue, /*withElse=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(guard.thenBlock());
    Value bar = LLVM::PtrToIntOp::create(
        b, loc, i32,
        barrierAddress(b, loc, op.getBars(), a.getBars(), a.getSlot()));
    emitAsm(b, loc, {bar, i32Const(b, loc, op.getSlotBytes())},
            "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;",
            "r,r,~{memory}");
    SmallVector<Value> coords = boxCoords(b, loc, a.getCoords());
    Value start = slotStart(b, loc, ring, a.getDest(), a.getSlot());
    int64_t pitch = ring.getPitch(), rows = ring.getTileShape()[0];
    int64_t dims = coords.size();
    std::string text = "cp.async.bulk.tensor." + std::to_string(dims) +
                       "d.shared::cluster.global.tile.mbarrier::complete_tx"
                       "::bytes [$0], [$1, {";
    for (int64_t d = 0; d < dims; ++d)
      text += (d ? ", $" : "$") + std::to_string(2 + d);
    text += "}], [$" + std::to_string(2 + dims) + "];";
    std::string cons = "r,l";
    for (int64_t d = 0; d < dims; ++d)
      cons += ",r";
    cons += ",r";
    int64_t ctas = op.getMulticast().value_or(1);
    Value mask;
    if (ctas > 1) {
      text.insert(text.find(" ["), ".multicast::cluster");
      text.insert(text.size() - 1, ", $" + std::to_string(3 + dims));
      cons += ",h";
      mask = arith::ConstantIntOp::create(b, loc, b.getI16Type(),
                                          (1 << ctas) - 1);
    }
    cons += ",~{memory}";
    Type elt = ring.getElementType();
    int64_t boxRows = ring.getTmaBoxRows();
    unsigned warps = ring.getLayout().getMmaWarps();
    int64_t groups = rows / boxRows;
    // Block `k` (in issue order), copied from `ob`'s insertion point.
    auto issueBlock = [&](OpBuilder &ob, int64_t k) {
      int64_t j = k / groups, g = k % groups;
      // Rows permuted for wgmma: each group of 8 to its stored place.
      int64_t at = warps ? 8 * simt::getMmaWarpsRowGroup(g, warps) : 0;
      Value dst = LLVM::GEPOp::create(
          ob, loc, start.getType(), elt, start,
          ArrayRef<LLVM::GEPArg>{(int32_t)((j * rows + at) * pitch)});
      SmallVector<Value> ins{LLVM::PtrToIntOp::create(ob, loc, i32, dst),
                             a.getDesc()};
      SmallVector<Value> c = coords;
      if (j)
        c[0] = arith::AddIOp::create(ob, loc, c[0],
                                     i32Const(ob, loc, j * pitch));
      if (g)
        c[1] = arith::AddIOp::create(ob, loc, c[1],
                                     i32Const(ob, loc, g * boxRows));
      ins.append(c);
      ins.push_back(bar);
      if (mask)
        ins.push_back(mask);
      emitAsm(ob, loc, ins, text, cons);
    };
    int64_t blocks = ring.getTileShape()[1] / pitch * groups;
    if (ctas == 1) {
      for (int64_t k = 0; k < blocks; ++k)
        issueBlock(b, k);
    } else {
      // Each rank its share, under a branch of its own.
      Value rank = NVVM::BlockInClusterIdXOp::create(b, loc, i32);
      for (int64_t r = 0; r < std::min(ctas, blocks); ++r) {
        Value mine = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                           rank, i32Const(b, loc, r));
        auto share = scf::IfOp::create(b, loc, mine, /*withElse=*/false);
        OpBuilder sb = OpBuilder::atBlockBegin(share.thenBlock());
        for (int64_t k = r; k < blocks; k += ctas)
          issueBlock(sb, k);
      }
    }
    b.eraseOp(op);
    return success();
  }
};

/// Whether shared memory may be used after `op`: anything but pure ops
/// follows it up to the kernel's end (or it runs again, in a loop).
static bool sharedUsedAfter(Operation *op) {
  if (!isa<gpu::GPUFuncOp>(op->getParentOp()))
    return true;
  for (Operation *next = op->getNextNode(); next; next = next->getNextNode())
    if (!next->hasTrait<OpTrait::IsTerminator>() && !isMemoryEffectFree(next))
      return true;
  return false;
}

/// Every thread's writes of the slot are fenced to the async proxy and
/// meet at a CTA barrier; thread 0 then issues one copy per swizzle block
/// (the box the descriptor was encoded with: the slot's rows by one block,
/// blocks one after the other along the innermost coordinate), commits
/// them as a bulk group and waits until they have read the slot. Where
/// shared memory is used afterwards, a CTA barrier keeps every thread from
/// it until then.
struct TmaStoreTileLowering : OpConversionPattern<simt::TmaStoreTileOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::TmaStoreTileOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto slot = cast<simt::SharedBufferType>(op.getSrc().getType());
    bool barrierAfter = sharedUsedAfter(op);
    fenceAsyncProxy(b, loc);
    gpu::BarrierOp::create(b, loc);
    auto guard = scf::IfOp::create(b, loc, isFirstThread(b, loc),
                                   /*withElse=*/false);
    {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(guard.thenBlock());
      SmallVector<Value> coords = boxCoords(b, loc, a.getCoords());
      Value start = slotStart(b, loc, slot, a.getSrc(), a.getSlot());
      int64_t pitch = slot.getPitch(), rows = slot.getTileShape()[0];
      for (int64_t j = 0; j < slot.getTileShape()[1] / pitch; ++j) {
        Value src = LLVM::GEPOp::create(
            b, loc, start.getType(), slot.getElementType(), start,
            ArrayRef<LLVM::GEPArg>{(int32_t)(j * rows * pitch)});
        SmallVector<Value> c = coords;
        if (j)
          c[0] = arith::AddIOp::create(b, loc, c[0],
                                       i32Const(b, loc, j * pitch));
        NVVM::CpAsyncBulkTensorSharedCTAToGlobalOp::create(
            b, loc, a.getDesc(), src, c, /*l2CacheHint=*/Value(),
            NVVM::TMAStoreMode::TILE, /*predicate=*/Value());
      }
      NVVM::CpAsyncBulkCommitGroupOp::create(b, loc);
      NVVM::CpAsyncBulkWaitGroupOp::create(b, loc, 0, /*read=*/b.getUnitAttr());
    }
    if (barrierAfter)
      gpu::BarrierOp::create(b, loc);
    b.eraseOp(op);
    return success();
  }
};

struct MBarrierArriveLowering : OpConversionPattern<simt::MBarrierArriveOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::MBarrierArriveOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    Value addr = barrierAddress(b, loc, op.getBars(), a.getBars(),
                                a.getIndex());
    // One arrival here, or one on this barrier in each CTA of the cluster
    // (mapa gives its address there). The arrival keeps mbarrier.arrive's
    // own release at CTA scope: what it must order is this warp's reads of
    // its own CTA's slot before a peer's copy into that slot, and the slot
    // lies in this CTA. A release at cluster scope puts a fence before
    // every arrival: measured on the H100, 71% of the multicast GEMM's
    // stalls were on it (1.64 ms against 0.61 without multicast).
    auto arrive = [&](OpBuilder &ob) {
      std::optional<uint64_t> ctas = op.getCluster();
      if (!ctas) {
        NVVM::MBarrierArriveOp::create(ob, loc, Type(), addr, Value());
        return;
      }
      Value local = LLVM::PtrToIntOp::create(ob, loc, ob.getI32Type(), addr);
      for (uint64_t r = 0; r < *ctas; ++r)
        emitAsm(ob, loc, {local, i32Const(ob, loc, r)},
                "{\n.reg .b32 remote;\n"
                "mapa.shared::cluster.u32 remote, $0, $1;\n"
                "mbarrier.arrive.shared::cluster.b64 _, "
                "[remote];\n}",
                "r,r,~{memory}");
    };
    if (!op.getPerWarp()) {
      arrive(b);
      b.eraseOp(op);
      return success();
    }
    // The warp's threads meet first (bar.warp.sync orders their earlier
    // accesses before lane 0's arrival, which releases them all).
    NVVM::SyncWarpOp::create(b, loc, i32Const(b, loc, -1));
    Value lane0 = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::eq,
        arith::AndIOp::create(b, loc, threadId(b, loc), i32Const(b, loc, 31)),
        i32Const(b, loc, 0));
    auto guard = scf::IfOp::create(b, loc, lane0, /*withElse=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(guard.thenBlock());
    arrive(b);
    b.eraseOp(op);
    return success();
  }
};

struct AsyncArriveLowering : OpConversionPattern<simt::AsyncArriveOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::AsyncArriveOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Value addr = barrierAddress(b, op.getLoc(), op.getBars(), a.getBars(),
                                a.getIndex());
    NVVM::CpAsyncMBarrierArriveOp::create(b, op.getLoc(), addr,
                                          /*noinc=*/true);
    b.eraseOp(op);
    return success();
  }
};

/// mbarrier.try_wait.parity until it succeeds: try_wait may give up after
/// a time the hardware chooses, so it is retried. The braces scope the
/// label and the predicate, as each wait is its own copy of this text.
struct MBarrierWaitLowering : OpConversionPattern<simt::MBarrierWaitOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::MBarrierWaitOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    OpBuilder::InsertionGuard g(b);
    if (op.getFirstThread()) {
      auto guard = scf::IfOp::create(b, loc, isFirstThread(b, loc),
                                     /*withElse=*/false);
      b.setInsertionPointToStart(guard.thenBlock());
    }
    Value addr = barrierAddress(b, loc, op.getBars(), a.getBars(),
                                a.getIndex());
    Value addr32 = LLVM::PtrToIntOp::create(b, loc, b.getI32Type(), addr);
    emitAsm(b, loc, ValueRange{addr32, a.getParity()},
            "{\n.reg .pred p;\nwait:\nmbarrier.try_wait.parity"
            ".shared::cta.b64 p, [$0], $1;\n@!p bra wait;\n}",
            "r,r,~{memory}");
    if (op.getAsyncProxy())
      fenceAsyncProxy(b, loc);
    b.eraseOp(op);
    return success();
  }
};

} // namespace

void mlir::tileir::lowering::populateWarpLowering(TypeConverter &tc,
                                                  RewritePatternSet &ps,
                                                  LoweringTarget &target) {
  ps.add<WarpsLowering, WarpsYieldLowering, MBarrierArriveLowering,
         AsyncArriveLowering, MBarrierWaitLowering, InvalMBarriersLowering,
         TmaLoadTileLowering, TmaStoreTileLowering>(tc, ps.getContext());
  ps.add<InitMBarriersLowering>(tc, ps.getContext(), target);
}

void mlir::tileir::lowering::addWarpLegality(ConversionTarget &target) {
  auto plain = [](Operation *op) {
    auto conv = [](Type t) { return simt::isDistributedTensor(t); };
    return llvm::none_of(op->getOperandTypes(), conv) &&
           llvm::none_of(op->getResultTypes(), conv);
  };
  target.addDynamicallyLegalOp<simt::WarpsOp>(plain);
  target.addDynamicallyLegalOp<simt::YieldOp>([plain](simt::YieldOp op) {
    return isa<simt::WarpsOp>(op->getParentOp()) && plain(op);
  });
}

LogicalResult mlir::tileir::lowering::lowerWarpRoles(gpu::GPUModuleOp module) {
  for (auto fn : module.getOps<gpu::GPUFuncOp>()) {
    SmallVector<simt::WarpsOp> roles;
    fn.walk([&](simt::WarpsOp w) { roles.push_back(w); });
    if (roles.empty())
      continue;
    int64_t block = 1;
    if (std::optional<ArrayRef<int32_t>> dims = fn.getKnownBlockSize())
      for (int32_t d : *dims)
        block *= d;
    // Barrier 0 is the CTA's; each thread range gets one of 1 .. 15.
    SmallVector<std::pair<int64_t, int64_t>> ranges;
    for (simt::WarpsOp w : roles) {
      if (w->getParentOfType<simt::WarpsOp>())
        return w.emitOpError("nested in another warps region");
      if (w.getFirst() + w.getCount() > block)
        return w.emitOpError("runs on threads past the block's ") << block;
      Location loc = w.getLoc();
      OpBuilder b(w);
      std::pair<int64_t, int64_t> range{w.getFirst(), w.getCount()};
      if (w.getCount() < block) {
        auto *it = llvm::find(ranges, range);
        int64_t id = 1 + (it - ranges.begin());
        if (it == ranges.end())
          ranges.push_back(range);
        if (id > 15)
          return w.emitOpError("needs a 16th named barrier");
        SmallVector<Operation *> bars;
        w.getBody().walk([&](Operation *op) {
          if (isCTABarrier(op))
            bars.push_back(op);
        });
        for (Operation *bar : bars) {
          OpBuilder bb(bar);
          NVVM::BarrierOp::create(bb, bar->getLoc(), TypeRange(),
                                  i32Const(bb, bar->getLoc(), id),
                                  i32Const(bb, bar->getLoc(), w.getCount()),
                                  {}, Value());
          bar->erase();
        }
      }
      // first <= tid < first + count, as one unsigned compare.
      Value rel = arith::SubIOp::create(b, loc, threadId(b, loc),
                                        i32Const(b, loc, w.getFirst()));
      Value in = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, rel,
                                       i32Const(b, loc, w.getCount()));
      auto ifOp = scf::IfOp::create(b, loc, w.getResultTypes(), in,
                                    /*withElseRegion=*/w.getNumResults() > 0);
      Block &body = w.getBody().front();
      auto yield = cast<simt::YieldOp>(body.getTerminator());
      Block *then = ifOp.thenBlock();
      if (then->mightHaveTerminator())
        then->getTerminator()->erase();
      then->getOperations().splice(then->end(), body.getOperations());
      if (std::optional<int64_t> regs = w.getMaxRegisters()) {
        // Raised or lowered from the launch share every thread gets.
        int64_t share = simt::getLaunchRegisterShare(block);
        OpBuilder rb = OpBuilder::atBlockBegin(then);
        emitAsm(rb, loc, {},
                (Twine("setmaxnreg.") + (*regs > share ? "inc" : "dec") +
                 ".sync.aligned.u32 " + Twine(*regs) + ";")
                    .str(),
                "~{memory}");
      }
      {
        OpBuilder tb = OpBuilder::atBlockEnd(then);
        scf::YieldOp::create(tb, loc, yield.getValues());
        yield->erase();
      }
      if (w.getNumResults()) {
        // The other threads' results are never read: zeros.
        OpBuilder eb = OpBuilder::atBlockBegin(ifOp.elseBlock());
        if (ifOp.elseBlock()->mightHaveTerminator())
          ifOp.elseBlock()->getTerminator()->erase();
        SmallVector<Value> zeros;
        for (Type t : w.getResultTypes()) {
          TypedAttr zero = dyn_cast_or_null<TypedAttr>(eb.getZeroAttr(t));
          if (!zero)
            return w.emitOpError("cannot lower a result of type ") << t;
          zeros.push_back(arith::ConstantOp::create(eb, loc, zero));
        }
        scf::YieldOp::create(eb, loc, zeros);
      }
      w.replaceAllUsesWith(ifOp.getResults());
      w.erase();
    }
  }
  return success();
}
