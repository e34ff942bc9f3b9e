//===- PipelineMma.cpp - a K loop's operand tiles through a shared ring ---===//
//
// See the pass description in Passes.td: the two loads that feed a K loop's
// tensor-core multiply become cp.async copies into S shared slots, S-1
// trips ahead, and the multiply reads its slot.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h"

#include "LoopUtils.h"
#include "TileIR/Dialect/TileSIMT/IR/Layout.h"
#include "TileIR/Target/Chip.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILESIMTPIPELINEMMA
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::simt;

namespace {

/// One operand load of the multiply, with what its copies need.
struct Operand {
  LoadTileOp load;
  llvm::SetVector<Operation *> slice; // its address computation in the body
  SharedBufferType ring;
};

static bool isZero(Value v) {
  return matchPattern(v, m_AnyZeroFloat()) || matchPattern(v, m_Zero());
}

static bool isConstOne(Value v) {
  APInt c;
  return matchPattern(v, m_ConstantInt(&c)) && c == 1;
}

/// The operand of `mma` loaded in `loop`'s body in a form cp.async can copy
/// (see the pass description), or failure.
static FailureOr<Operand> matchOperand(scf::ForOp loop, Value v) {
  auto ld = v.getDefiningOp<LoadTileOp>();
  if (!ld || ld->getBlock() != loop.getBody() || !ld->hasOneUse())
    return failure();
  auto t = cast<RankedTensorType>(ld.getType());
  if (t.getRank() != 2 || (ld.getPadding() && !isZero(ld.getPadding())) ||
      !isConstOne(ld.getStrides().back()) ||
      !getAsyncCopyBytes(t, ld.getShapeDiv(), ld.getStrideDiv(),
                         ld.getBaseAlign()))
    return failure();
  Operand o;
  o.load = ld;
  for (Value x : ld->getOperands())
    if (failed(addressSlice(loop, x, o.slice)))
      return failure();
  // Rows padded by 16 bytes: ldmatrix's eight rows of a phase, and the
  // fragment loads of one instruction, fall in distinct banks.
  int64_t eltBytes = t.getElementTypeBitWidth() / 8;
  auto layout = SharedAttr::get(loop.getContext(), 1, 1, 1, 16 / eltBytes,
                                ArrayRef<unsigned>{1, 0});
  o.ring = SharedBufferType::get(loop.getContext(), {1, t.getDimSize(0),
                                                     t.getDimSize(1)},
                                 t.getElementType(), layout);
  return o;
}

static SharedBufferType withSlots(SharedBufferType t, int64_t slots) {
  SmallVector<int64_t> shape(t.getShape());
  shape[0] = slots;
  return SharedBufferType::get(t.getContext(), shape, t.getElementType(),
                               t.getLayout());
}

struct PipelineMmaPass
    : tileir::impl::TileSIMTPipelineMmaBase<PipelineMmaPass> {
  using Base::Base;

  void runOnOperation() override {
    const Chip *target = lookupChip(chip);
    if (!target) {
      getOperation()->emitError(unsupportedChipMessage(chip));
      return signalPassFailure();
    }
    if (numStages < 2 || !target->has(ChipFeature::CpAsync) ||
        !target->has(ChipFeature::MmaSync))
      return;
    SmallVector<std::pair<scf::ForOp, MmaOp>> work;
    getOperation()->walk([&](scf::ForOp loop) {
      if (!writesNothing(loop))
        return;
      for (auto mma : loop.getBody()->getOps<MmaOp>())
        work.push_back({loop, mma});
    });
    // One multiply per loop: the loop is rebuilt around it.
    llvm::DenseSet<Operation *> done;
    for (auto [loop, mma] : work)
      if (done.insert(loop).second && !pipeline(*target, loop, mma))
        done.erase(loop);
  }

  /// Rewrites `loop` around `mma`; false when it does not qualify.
  bool pipeline(const Chip &target, scf::ForOp loop, MmaOp mma) {
    auto acc = cast<RankedTensorType>(mma.getType());
    auto aTy = cast<RankedTensorType>(mma.getLhs().getType());
    Type elt = aTy.getElementType();
    if (acc.getRank() != 2 || mma.getRhsTransposed() ||
        !isMmaAccumulator(acc) ||
        !usesMmaSync(acc.getShape(), aTy.getDimSize(1), elt, mma.getTf32()) ||
        (elt.getIntOrFloatBitWidth() == 16 &&
         !target.has(ChipFeature::LdMatrix)))
      return false;
    FailureOr<Operand> a = matchOperand(loop, mma.getLhs());
    FailureOr<Operand> b = matchOperand(loop, mma.getRhs());
    if (failed(a) || failed(b)) // one load for both would have two uses
      return false;

    // As many slots as asked for and the chip's shared memory holds.
    int64_t eltBytes = elt.getIntOrFloatBitWidth() / 8;
    int64_t slotBytes =
        (a->ring.getSlotElements() + b->ring.getSlotElements()) * eltBytes;
    int64_t stages = numStages;
    while (stages > 2 && stages * slotBytes > target.maxSharedBytesPerBlock)
      --stages;
    if (stages * slotBytes > target.maxSharedBytesPerBlock)
      return false;
    a->ring = withSlots(a->ring, stages);
    b->ring = withSlots(b->ring, stages);

    Location loc = loop.getLoc();
    OpBuilder bld(loop);
    Value lb = loop.getLowerBound(), ub = loop.getUpperBound();
    Value step = loop.getStep();
    Type ivTy = lb.getType();
    auto ivConst = [&](OpBuilder &ob, int64_t v) -> Value {
      return arith::ConstantOp::create(ob, loc, ivTy,
                                       ob.getIntegerAttr(ivTy, v));
    };
    auto i32 = [&](OpBuilder &ob, int64_t v) -> Value {
      return arith::ConstantIntOp::create(ob, loc, ob.getI32Type(), v);
    };
    auto pred = loop.getUnsignedCmp() ? arith::CmpIPredicate::ult
                                      : arith::CmpIPredicate::slt;
    Value bufA = AllocSharedOp::create(bld, loc, a->ring);
    Value bufB = AllocSharedOp::create(bld, loc, b->ring);

    // Copies of the trip at induction value `at` into `slot`, if `at < ub`;
    // `iv` is the induction variable the loads' address slices use.
    auto copyTrip = [&](OpBuilder &ob, Value iv, Value at, Value slot) {
      Value live = arith::CmpIOp::create(ob, loc, pred, at, ub);
      for (auto [op, buf] : {std::pair{&*a, bufA}, std::pair{&*b, bufB}}) {
        auto ld = cast<LoadTileOp>(
            cloneAt(ob, op->slice, op->load, iv, at));
        AsyncLoadTileOp::create(
            ob, loc, ld.getBase(), ld.getOffsets(), ld.getShape(),
            ld.getStrides(), buf, slot, live, TypeAttr::get(ld.getType()),
            ld.getShapeDivAttr(), ld.getStrideDivAttr(), ld.getBaseAlignAttr());
        ld.erase();
      }
      AsyncCommitOp::create(ob, loc);
    };

    for (int64_t s = 0; s + 1 < stages; ++s) {
      Value at = arith::AddIOp::create(
          bld, loc, lb, arith::MulIOp::create(bld, loc, step, ivConst(bld, s)));
      copyTrip(bld, loop.getInductionVar(), at, i32(bld, s));
    }

    // The slot this trip reads travels with the loop: 0, 1, .., S-1, 0, ..
    IRRewriter rw(loop.getContext());
    auto nextSlot = [&](OpBuilder &ob, Location l,
                        ArrayRef<BlockArgument> args) -> SmallVector<Value> {
      Value slot = args[0];
      Value inc = arith::AddIOp::create(ob, l, slot, i32(ob, 1));
      Value wrap = arith::CmpIOp::create(ob, l, arith::CmpIPredicate::eq, inc,
                                         i32(ob, stages));
      return {arith::SelectOp::create(ob, l, wrap, i32(ob, 0), inc)};
    };
    FailureOr<LoopLikeOpInterface> grown = loop.replaceWithAdditionalYields(
        rw, ValueRange{i32(bld, 0)}, /*replaceInitOperandUsesInLoop=*/false,
        nextSlot);
    if (failed(grown))
      return false; // cannot happen for scf.for; the IR is still valid
    auto newLoop = cast<scf::ForOp>(grown->getOperation());
    Value slot = newLoop.getRegionIterArgs().back();
    Value iv = newLoop.getInductionVar();

    OpBuilder body = OpBuilder::atBlockBegin(newLoop.getBody());
    AsyncWaitOp::create(body, loc, stages - 2);
    gpu::BarrierOp::create(body, loc);
    Value ahead = arith::AddIOp::create(
        body, loc, iv,
        arith::MulIOp::create(body, loc, step, ivConst(body, stages - 1)));
    // The slot the previous trip read: (slot + S - 1) mod S.
    Value isFirst = arith::CmpIOp::create(body, loc, arith::CmpIPredicate::eq,
                                          slot, i32(body, 0));
    Value fill = arith::SelectOp::create(
        body, loc, isFirst, i32(body, stages - 1),
        arith::SubIOp::create(body, loc, slot, i32(body, 1)));
    copyTrip(body, iv, ahead, fill);

    OpBuilder at(mma);
    auto shared = MmaSharedOp::create(
        at, mma.getLoc(), mma.getType(), bufA, slot, bufB, slot, mma.getAcc(),
        mma.getLhsSignedAttr(), mma.getRhsSignedAttr(), mma.getTf32Attr());
    mma.replaceAllUsesWith(shared.getResult());
    mma.erase();
    a->load.erase();
    b->load.erase();

    OpBuilder after(newLoop->getContext());
    after.setInsertionPointAfter(newLoop);
    AsyncWaitOp::create(after, loc, 0);
    return true;
  }
};
} // namespace
