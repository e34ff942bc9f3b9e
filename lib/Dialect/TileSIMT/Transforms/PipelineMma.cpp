//===- PipelineMma.cpp - a K loop's operand tiles through a shared ring ---===//
//
// See the pass description in Passes.td: the two loads that feed a K loop's
// tensor-core multiply become cp.async copies into S shared slots, S-1
// trips ahead, and the multiply reads its slot.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h"

#include "LoopUtils.h"
#include "PipelineMma.h"
#include "TileIR/Dialect/TileSIMT/IR/Layout.h"
#include "TileIR/Target/Chip.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILESIMTPIPELINEMMA
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::simt;
using namespace mlir::tileir::simt::pipeline;

/// A zero constant, possibly splat, broadcast or reshaped into a tile.
static bool isZero(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (!isa<SplatOp, BroadcastOp, ReshapeOp>(def))
      break;
    v = def->getOperand(0);
  }
  return matchPattern(v, m_AnyZeroFloat()) || matchPattern(v, m_Zero());
}

static bool isConstOne(Value v) {
  APInt c;
  return matchPattern(v, m_ConstantInt(&c)) && c == 1;
}

/// `v` with its last two dims swapped (a 2-d view of a transposed copy).
SmallVector<int64_t> pipeline::swapLastTwo(ArrayRef<int64_t> v) {
  SmallVector<int64_t> r(v);
  if (r.size() >= 2)
    std::swap(r[r.size() - 2], r[r.size() - 1]);
  return r;
}

SmallVector<Value> pipeline::swapLastTwo(ValueRange v) {
  SmallVector<Value> r(v);
  std::swap(r[r.size() - 2], r[r.size() - 1]);
  return r;
}

/// The rows-by-columns slot layout of an operand: swizzled for wgmma (the
/// callback's answer), or null for rows padded by 16 bytes.
using SlotLayoutFn = llvm::function_ref<SharedAttr(int64_t rows, int64_t cols)>;

/// A slot of `rows` x `cols` `elt`s: the layout `layoutFor` gives, or rows
/// padded by 16 bytes.
static SharedBufferType slotFor(MLIRContext *ctx, SlotLayoutFn layoutFor,
                                int64_t rows, int64_t cols, Type elt) {
  // Rows padded by 16 bytes: ldmatrix's eight rows of a phase, and the
  // fragment loads of one instruction, fall in distinct banks.
  int64_t eltBytes = elt.getIntOrFloatBitWidth() / 8;
  SharedAttr layout = layoutFor(rows, cols);
  if (!layout)
    layout = SharedAttr::get(ctx, 1, 1, 1, 16 / eltBytes,
                             ArrayRef<unsigned>{1, 0});
  return SharedBufferType::get(ctx, {1, rows, cols}, elt, layout);
}

/// `o` (its use set) as the copy of a gather: a weak load_ptr of the loop's
/// body whose runs (`vec`) give each thread 4-, 8- or 16-byte pieces, with no
/// padding but zero, its addresses and mask computed from the induction
/// variable, trip counters and values from outside (addressSlice), and the
/// tile the multiply reads its row-major reshape with the same innermost
/// extent (the slot's rows: the gather's outer dims, merged).
static FailureOr<Operand> matchGather(scf::ForOp loop, Operand o,
                                      LoadPtrOp gp, SlotLayoutFn layoutFor) {
  auto t = dyn_cast<RankedTensorType>(gp.getType());
  auto u = cast<RankedTensorType>(o.use.getType());
  if (!t || gp->getBlock() != loop.getBody() || !gp->hasOneUse() ||
      !o.use.hasOneUse() || !gp.getVec() ||
      gp.getOrdering() != LLVM::AtomicOrdering::not_atomic ||
      (gp.getOther() && !isZero(gp.getOther())) || u.getRank() != 2 ||
      u.getNumElements() != t.getNumElements() ||
      u.getDimSize(1) != t.getShape().back())
    return failure();
  auto ptrs = cast<RankedTensorType>(gp.getPtrs().getType());
  int64_t bytes = getThreadRunWidth(ptrs, *gp.getVec()) *
                  (t.getElementTypeBitWidth() / 8);
  if (bytes != 4 && bytes != 8 && bytes != 16)
    return failure();
  for (Value x : gp->getOperands())
    if (failed(addressSlice(loop, x, o.slice, /*loads=*/true)))
      return failure();
  o.gather = gp;
  o.ring = slotFor(loop.getContext(), layoutFor, u.getDimSize(0),
                   u.getDimSize(1), t.getElementType());
  return o;
}

/// The multiply operand `v`, loaded in `loop`'s body (directly or through a
/// reshape that only drops unit dims; a gather also through a layout
/// change, matchGather) in a form cp.async can copy (see the pass
/// description), or failure. Its slots take `layoutFor(rows, cols)`,
/// or rows padded by 16 bytes when that is null. With `transposeFor` (the
/// product whose operand `v` is: 16-bit, or fp8 for its B), a load
/// contiguous along its second-to-last dim is copied transposed instead of
/// failing.
static FailureOr<Operand> matchOperand(scf::ForOp loop, Value v,
                                       SlotLayoutFn layoutFor,
                                       MmaOp transposeFor = {}) {
  Operand o;
  o.use = v;
  Value loaded = v;
  if (auto rs = v.getDefiningOp<ReshapeOp>()) {
    if (!rs->hasOneUse())
      return failure();
    o.reshape = rs;
    loaded = rs.getSource();
  }
  // A gather reaches its multiply through a layout change (reshaping it to
  // the 2-d tile) as often as not: the slot holds the tile either way.
  if (auto cvt = loaded.getDefiningOp<ConvertLayoutOp>();
      cvt && !o.reshape && !cvt.getPermutation() && cvt->hasOneUse())
    if (auto gp = cvt.getSource().getDefiningOp<LoadPtrOp>()) {
      o.convert = cvt;
      return matchGather(loop, o, gp, layoutFor);
    }
  if (auto gp = loaded.getDefiningOp<LoadPtrOp>())
    return matchGather(loop, o, gp, layoutFor);
  auto ld = loaded.getDefiningOp<LoadTileOp>();
  if (!ld || ld->getBlock() != loop.getBody() || !ld->hasOneUse() ||
      !v.hasOneUse())
    return failure();
  auto t = cast<RankedTensorType>(ld.getType());
  auto u = cast<RankedTensorType>(v.getType());
  int64_t rank = t.getRank();
  if (u.getRank() != 2 || !sameRowMajorShape(u.getShape(), t.getShape()) ||
      (ld.getPadding() && !isZero(ld.getPadding())))
    return failure();
  MLIRContext *ctx = loop.getContext();
  int64_t rows = u.getDimSize(0), cols = u.getDimSize(1);
  if (!isConstOne(ld.getStrides().back())) {
    // A [K][N] tile whose K elements are the contiguous ones: copied as the
    // [N][K] tile it is in memory, with a layout whose vectors run along K.
    bool read = transposeFor && (v == transposeFor.getLhs()
                                     ? transposeFor.getLhsTransposed()
                                     : transposeFor.getRhsTransposed());
    // 16-bit operands (ldmatrix transposes them), or an fp8 B (wgmma reads
    // it K-major: the [N][K] copy is what it needs).
    bool fp8B = transposeFor && v == transposeFor.getRhs() &&
                transposeFor.getRhsFp8();
    if (!transposeFor || read || rank < 2 ||
        (t.getElementTypeBitWidth() != 16 && !fp8B) ||
        !isConstOne(ld.getStrides()[rank - 2]))
      return failure();
    auto blocked = dyn_cast<BlockedAttr>(t.getEncoding());
    if (!blocked)
      return failure();
    // Default layouts: the copy's vectors along K; the multiply takes its
    // fragments from the slot, not from the read tile's registers.
    unsigned warps = getNumThreads(blocked) / 32;
    SmallVector<int64_t> shape = swapLastTwo(t.getShape());
    o.copyType = RankedTensorType::get(
        shape, t.getElementType(),
        getDefaultBlocked(ctx, shape, t.getElementTypeBitWidth(), warps));
    SmallVector<int64_t> readShape = swapLastTwo(u.getShape());
    o.readType = RankedTensorType::get(
        readShape, u.getElementType(),
        getDefaultBlocked(ctx, readShape, t.getElementTypeBitWidth(),
                          warps));
    if (!getAsyncCopyBytes(o.copyType, swapLastTwo(ld.getShapeDiv()),
                           swapLastTwo(ld.getStrideDiv()), ld.getBaseAlign()))
      return failure();
    o.transposedFor = transposeFor;
    std::swap(rows, cols);
  } else if (!getAsyncCopyBytes(t, ld.getShapeDiv(), ld.getStrideDiv(),
                                ld.getBaseAlign())) {
    return failure();
  }
  o.load = ld;
  for (Value x : ld->getOperands())
    if (failed(addressSlice(loop, x, o.slice, /*loads=*/true)))
      return failure();
  o.ring = slotFor(ctx, layoutFor, rows, cols, t.getElementType());
  return o;
}

/// A bound on the shared scratch one op of `loop`'s body takes at a time
/// besides the rings: the largest layout change, or the operands of a
/// multiply that are still staged (rows padded by 16 bytes).
static int64_t scratchBytes(scf::ForOp loop, ArrayRef<Operand> ops);

/// True when `mma` runs on tensor cores from shared memory, where a ring
/// slot can feed it.
static bool onTensorCores(const Chip &target, MmaOp mma) {
  auto acc = cast<RankedTensorType>(mma.getType());
  auto aTy = cast<RankedTensorType>(mma.getLhs().getType());
  Type elt = aTy.getElementType();
  return acc.getRank() == 2 && isMmaAccumulator(acc) &&
         usesMmaSync(acc.getShape(), mma.getK(), elt, mma.getTf32()) &&
         (elt.getIntOrFloatBitWidth() != 16 ||
          target.has(ChipFeature::LdMatrix));
}

static int64_t scratchBytes(scf::ForOp loop, ArrayRef<Operand> ops) {
  int64_t most = 0;
  loop.getBody()->walk([&](Operation *op) {
    int64_t bytes = 0;
    if (auto cvt = dyn_cast<ConvertLayoutOp>(op))
      bytes = tensorBytes(cvt.getType());
    if (auto mma = dyn_cast<MmaOp>(op))
      for (Value v : {mma.getLhs(), mma.getRhs()})
        if (!v.getDefiningOp<ReadSlotOp>() &&
            llvm::none_of(ops, [&](const Operand &o) { return o.use == v; })) {
          auto t = cast<RankedTensorType>(v.getType());
          bytes += tensorBytes(v.getType()) + t.getNumElements() / t.getShape().back() * 16;
        }
    most = std::max(most, bytes);
  });
  return most;
}

std::pair<Value, Value> pipeline::nextSlot(OpBuilder &b, Location loc,
                                           Value slot, int64_t stages) {
  auto i32 = [&](int64_t v) -> Value {
    return arith::ConstantIntOp::create(b, loc, b.getI32Type(), v);
  };
  Value inc = arith::AddIOp::create(b, loc, slot, i32(1));
  Value wrap =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, inc, i32(stages));
  return {arith::SelectOp::create(b, loc, wrap, i32(0), inc), wrap};
}

Value pipeline::slotBefore(OpBuilder &b, Location loc, Value slot,
                           int64_t back, int64_t stages) {
  auto i32 = [&](int64_t v) -> Value {
    return arith::ConstantIntOp::create(b, loc, b.getI32Type(), v);
  };
  Value wraps =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, slot, i32(back));
  // Built one by one: C++ leaves argument order open, and the IR must not
  // depend on the host compiler.
  Value down = arith::SubIOp::create(b, loc, slot, i32(back));
  Value up = arith::AddIOp::create(b, loc, slot, i32(stages - back));
  return arith::SelectOp::create(b, loc, wraps, up, down);
}

bool pipeline::isSlotBefore(Value v, Value slot, int64_t back,
                            int64_t stages) {
  auto is = [](Value c, int64_t n) {
    APInt value;
    return matchPattern(c, m_ConstantInt(&value)) && value.getSExtValue() == n;
  };
  auto sel = v.getDefiningOp<arith::SelectOp>();
  auto wraps = sel ? sel.getCondition().getDefiningOp<arith::CmpIOp>()
                   : arith::CmpIOp();
  auto up = sel ? sel.getTrueValue().getDefiningOp<arith::AddIOp>()
                : arith::AddIOp();
  auto down = sel ? sel.getFalseValue().getDefiningOp<arith::SubIOp>()
                  : arith::SubIOp();
  return wraps && up && down &&
         wraps.getPredicate() == arith::CmpIPredicate::ult &&
         wraps.getLhs() == slot && is(wraps.getRhs(), back) &&
         up.getLhs() == slot && is(up.getRhs(), stages - back) &&
         down.getLhs() == slot && is(down.getRhs(), back);
}

SharedBufferType pipeline::withSlots(SharedBufferType t, int64_t slots) {
  SmallVector<int64_t> shape(t.getShape());
  shape[0] = slots;
  return SharedBufferType::get(t.getContext(), shape, t.getElementType(),
                               t.getLayout());
}

/// Whether `mma`, `loop`'s only multiply, may leave its products in flight
/// across trips: its accumulator is a loop-carried value read by it alone,
/// and its result only goes back through the yield to that same value.
static bool canStayInFlight(scf::ForOp loop, MmaOp mma) {
  unsigned products = 0;
  loop.getBody()->walk([&](MmaOp) { ++products; });
  auto acc = dyn_cast<BlockArgument>(mma.getAcc());
  if (products != 1 || !acc || acc.getOwner() != loop.getBody() ||
      acc.getArgNumber() == 0 || !acc.hasOneUse() || !mma->hasOneUse())
    return false;
  OpOperand &use = *mma->getUses().begin();
  return use.getOwner() == loop.getBody()->getTerminator() &&
         use.getOperandNumber() == acc.getArgNumber() - 1;
}

void pipeline::copyIntoSlot(OpBuilder &b, Location loc, const Operand &o,
                            Value iv, Value at, Value slot, Value pred,
                            RankedTensorType layout, const IRMapping *seed) {
  if (o.gather) {
    auto g =
        cast<LoadPtrOp>(cloneAt(b, o.slice, o.gather, iv, at, pred, seed));
    AsyncLoadPtrOp::create(b, loc, g.getPtrs(), g.getMask(), o.buf, slot, pred,
                           *g.getVec());
    g.erase();
    return;
  }
  auto ld = cast<LoadTileOp>(cloneAt(b, o.slice, o.load, iv, at, pred, seed));
  // A transposed copy swaps the last two of everything per dim.
  bool swap = bool(o.transposedFor);
  auto dims = [&](ValueRange v) {
    return swap ? swapLastTwo(v) : SmallVector<Value>(v);
  };
  auto divs = [&](ArrayRef<int64_t> d) {
    return b.getDenseI64ArrayAttr(swap ? swapLastTwo(d)
                                       : SmallVector<int64_t>(d));
  };
  if (o.desc)
    TmaLoadTileOp::create(
        b, loc, o.desc, dims(ld.getOffsets()), o.buf, slot, o.bars, pred,
        o.multicast ? b.getI64IntegerAttr(o.multicast) : IntegerAttr());
  else
    AsyncLoadTileOp::create(
        b, loc, ld.getBase(), dims(ld.getOffsets()), dims(ld.getShape()),
        dims(ld.getStrides()), o.buf, slot, pred, TypeAttr::get(layout),
        divs(ld.getShapeDiv()), divs(ld.getStrideDiv()), ld.getBaseAlignAttr());
  ld.erase();
}

/// Each multiply reads its operands' slots (`slot` of each ring) where it
/// used the loads, which go.
void pipeline::readFromSlots(MutableArrayRef<Operand> ops, Value slot) {
  for (Operand &o : ops) {
    Operation *user = *o.use.getUsers().begin();
    OpBuilder at(user);
    if (MmaOp mma = o.transposedFor) {
      auto rs =
          ReadSlotOp::create(at, user->getLoc(), o.readType, o.buf, slot);
      if (o.use == mma.getLhs()) {
        mma.getLhsMutable().assign(rs.getResult());
        mma.setLhsTransposed(true);
      } else {
        mma.getRhsMutable().assign(rs.getResult());
        mma.setRhsTransposed(true);
      }
    } else {
      auto rs = ReadSlotOp::create(at, user->getLoc(), o.use.getType(), o.buf,
                                   slot);
      o.use.replaceAllUsesWith(rs.getResult());
    }
    if (o.reshape)
      o.reshape.erase();
    if (o.convert)
      o.convert.erase();
    loadOf(o)->erase();
  }
}

/// Whether some layout holds `mma`'s A in the accumulator's distribution
/// (what moveToRegisters makes).
static bool canMoveToRegisters(MmaOp mma) {
  auto a = cast<RankedTensorType>(mma.getLhs().getType());
  auto acc = cast<RankedTensorType>(mma.getType());
  return a.getRank() == 2 && a.getElementTypeBitWidth() == 16 &&
         a.getDimSize(0) == acc.getDimSize(0) && a.getDimSize(1) % 16 == 0 &&
         isMmaAccumulator(acc) &&
         cast<BlockedAttr>(acc.getEncoding()).getWarpsPerCTA()[1] == 1;
}

/// Converts `mma`'s A into the accumulator's distribution (the layout
/// isRegisterOperandA asks for), right after A is made when that is
/// outside `loop`, else just before the product; false, with nothing
/// changed, when no such layout holds A.
static bool moveToRegisters(scf::ForOp loop, MmaOp mma) {
  if (!canMoveToRegisters(mma))
    return false;
  auto a = cast<RankedTensorType>(mma.getLhs().getType());
  auto lc = cast<BlockedAttr>(cast<RankedTensorType>(mma.getType()).getEncoding());
  auto reg = RankedTensorType::get(
      a.getShape(), a.getElementType(),
      BlockedAttr::get(mma.getContext(), lc.getSizePerThread(),
                       lc.getThreadsPerWarp(), lc.getWarpsPerCTA(),
                       lc.getOrder()));
  Value v = mma.getLhs();
  OpBuilder b(mma);
  if (!loop->isAncestor(v.getParentBlock()->getParentOp()))
    b.setInsertionPointAfterValue(v);
  mma.getLhsMutable().assign(
      ConvertLayoutOp::create(b, mma.getLoc(), reg, v).getResult());
  return true;
}

/// True when `v` is a read of a one-slot swizzled buffer allocated before
/// `loop` with A's rows in the order of `warps` warps along M: an lhs
/// shared-a has already put in shared memory (for this loop or one before).
static bool isPinnedA(scf::ForOp loop, Value v, unsigned warps) {
  auto rs = v.getDefiningOp<ReadSlotOp>();
  if (!rs || !loop.isDefinedOutsideOfLoop(rs.getSrc()))
    return false;
  auto buf = cast<SharedBufferType>(rs.getSrc().getType());
  return buf.getNumSlots() == 1 && buf.isSwizzled() &&
         buf.getLayout().getMmaWarps() == warps;
}

/// shared-a's plan for a product's lhs loaded before its loop: the load
/// (and the unit-dim reshape the product reads), the one-slot buffer, the
/// copy's layout, and the first op of the load's block that holds a product
/// reading the lhs.
struct SharedAPlan {
  LoadTileOp load;
  ReshapeOp reshape;
  SharedBufferType buf;
  RankedTensorType copy;
  Operation *first = nullptr;
};

/// The plan for `mma`'s lhs where shared-a can take it: loaded in `loop`'s
/// block before the loop (directly or through a unit-dim reshape), read
/// only as the lhs of products, by a load a whole cp.async copy can replace
/// (matchOperand's rules), into a swizzled `layoutFor(rows, cols)`.
static std::optional<SharedAPlan>
planSharedA(scf::ForOp loop, MmaOp mma, SlotLayoutFn layoutFor) {
  SharedAPlan p;
  Value v = mma.getLhs();
  p.reshape = v.getDefiningOp<ReshapeOp>();
  Value loaded = p.reshape ? p.reshape.getSource() : v;
  p.load = loaded.getDefiningOp<LoadTileOp>();
  if (!p.load || p.load->getBlock() != loop->getBlock() ||
      (p.reshape && !loaded.hasOneUse()) || !p.load->isBeforeInBlock(loop))
    return std::nullopt;
  for (OpOperand &use : v.getUses()) {
    auto m = dyn_cast<MmaOp>(use.getOwner());
    if (!m || use.get() != m.getLhs() || use.getOperandNumber() != 0 ||
        m.getLhsTransposed())
      return std::nullopt;
    Operation *top = p.load->getBlock()->findAncestorOpInBlock(*m);
    if (!top)
      return std::nullopt;
    if (!p.first || top->isBeforeInBlock(p.first))
      p.first = top;
  }
  LoadTileOp ld = p.load;
  auto t = cast<RankedTensorType>(ld.getType());
  auto u = cast<RankedTensorType>(v.getType());
  auto blocked = dyn_cast<BlockedAttr>(t.getEncoding());
  if (!blocked || u.getRank() != 2 || t.getElementTypeBitWidth() != 16 ||
      !sameRowMajorShape(u.getShape(), t.getShape()) ||
      (ld.getPadding() && !isZero(ld.getPadding())) ||
      !isConstOne(ld.getStrides().back()))
    return std::nullopt;
  MLIRContext *ctx = loop.getContext();
  SharedAttr layout = layoutFor(u.getDimSize(0), u.getDimSize(1));
  if (!layout)
    return std::nullopt;
  p.buf = SharedBufferType::get(ctx, {1, u.getDimSize(0), u.getDimSize(1)},
                                t.getElementType(), layout);
  // The copy in 16-byte vectors along rows, whatever layout A was loaded in.
  p.copy = RankedTensorType::get(
      t.getShape(), t.getElementType(),
      getDefaultBlocked(ctx, t.getShape(), t.getElementTypeBitWidth(),
                        getNumThreads(blocked) / 32));
  if (!p.buf.isSwizzled() ||
      !getAsyncCopyBytes(p.copy, ld.getShapeDiv(), ld.getStrideDiv(),
                         ld.getBaseAlign()))
    return std::nullopt;
  return p;
}

/// Carries out plan `p` for the lhs `v`: the copy is issued (and committed)
/// where the load was, and every product reads the slot through one
/// read_slot placed before the first of them; placeSharedAWait puts the
/// wait for the copy there once the loops are pipelined. Returns that
/// read_slot.
static ReadSlotOp pinToShared(const SharedAPlan &p, Value v) {
  LoadTileOp ld = p.load;
  OpBuilder b(ld);
  Location loc = ld.getLoc();
  Value slot = arith::ConstantIntOp::create(b, loc, b.getI32Type(), 0);
  Value dest = AllocSharedOp::create(b, loc, p.buf);
  AsyncLoadTileOp::create(b, loc, ld.getBase(), ld.getOffsets(), ld.getShape(),
                          ld.getStrides(), dest, slot, /*pred=*/Value(),
                          TypeAttr::get(p.copy), ld.getShapeDivAttr(),
                          ld.getStrideDivAttr(), ld.getBaseAlignAttr());
  AsyncCommitOp::create(b, loc);
  b.setInsertionPoint(p.first);
  auto read = ReadSlotOp::create(b, loc, v.getType(), dest, slot);
  v.replaceAllUsesWith(read.getResult());
  if (p.reshape)
    ReshapeOp(p.reshape).erase();
  ld.erase();
  return read;
}

/// Completes shared-a's copy read by `read` before its first reader: moves
/// `read` to just before the first op of its block that holds one (past the
/// copies a pipelined loop issues ahead of itself), and puts there the wait
/// for the copy's group (leaving pending the groups committed after it at
/// the block's top level, so that those copies ahead stay in flight; none
/// where a nested op commits or waits), with the async-proxy fence, and a
/// CTA barrier.
static void placeSharedAWait(ReadSlotOp read) {
  Block *block = read->getBlock();
  Operation *first = nullptr;
  for (Operation *user : read->getUsers()) {
    Operation *top = block->findAncestorOpInBlock(*user);
    if (!first || top->isBeforeInBlock(first))
      first = top;
  }
  read->moveBefore(first);
  // The copy into the slot; the first commit after it is its group's.
  Operation *copy = nullptr;
  for (Operation *user : read.getSrc().getUsers())
    if (isa<AsyncLoadTileOp>(user))
      copy = user;
  int64_t pending = 0;
  bool nested = false;
  bool committed = false;
  for (Operation *op = copy->getNextNode(); op != read.getOperation();
       op = op->getNextNode()) {
    if (isa<AsyncCommitOp>(op)) {
      if (committed)
        ++pending;
      committed = true;
      continue;
    }
    if (op->getNumRegions() &&
        op->walk([](Operation *o) {
              return isa<AsyncCommitOp, AsyncWaitOp>(o)
                         ? WalkResult::interrupt()
                         : WalkResult::advance();
            }).wasInterrupted())
      nested = true;
  }
  OpBuilder b(read);
  AsyncWaitOp::create(b, read.getLoc(), nested ? 0 : pending,
                      /*async_proxy=*/true);
  gpu::BarrierOp::create(b, read.getLoc());
}

/// Bytes of the one-slot buffers (shared-a's) that `loop`'s products read:
/// live through the loop beside its rings.
static int64_t pinnedBytes(scf::ForOp loop) {
  llvm::SmallSetVector<Value, 2> bufs;
  for (auto mma : loop.getBody()->getOps<MmaOp>())
    if (auto rs = mma.getLhs().getDefiningOp<ReadSlotOp>();
        rs && loop.isDefinedOutsideOfLoop(rs.getSrc()))
      bufs.insert(rs.getSrc());
  int64_t bytes = 0;
  for (Value v : bufs) {
    auto buf = cast<SharedBufferType>(v.getType());
    bytes += buf.getNumSlots() * buf.getSlotBytes();
  }
  return bytes;
}

/// Whether `v` holds the same value in every CTA of a cluster: made by
/// pure arith ops from constants, kernel arguments, the cluster's id and
/// the grid's, block's and clusters' extents, and induction variables of
/// loops whose bounds are such values (a tile loop split over a cluster
/// starts at the cluster's id and steps by the number of clusters).
static bool isClusterUniform(Value v, DenseMap<Value, bool> &memo,
                             int depth = 0) {
  if (auto it = memo.find(v); it != memo.end())
    return it->second;
  bool uniform = false;
  if (depth > 64) {
    // (deeper slices are not worth the walk: taken as varying)
  } else if (auto arg = dyn_cast<BlockArgument>(v)) {
    Operation *owner = arg.getOwner()->getParentOp();
    if (isa<gpu::GPUFuncOp>(owner))
      uniform = true;
    else if (auto loop = dyn_cast<scf::ForOp>(owner))
      uniform = arg == loop.getInductionVar() &&
                isClusterUniform(loop.getLowerBound(), memo, depth + 1) &&
                isClusterUniform(loop.getStep(), memo, depth + 1);
  } else {
    Operation *def = v.getDefiningOp();
    if (isa<gpu::ClusterIdOp, gpu::ClusterDimOp, gpu::GridDimOp,
            gpu::BlockDimOp, gpu::ClusterDimBlocksOp>(def))
      uniform = true;
    else if (isa<arith::ArithDialect>(def->getDialect()) &&
             def->getNumRegions() == 0 && isMemoryEffectFree(def))
      uniform = llvm::all_of(def->getOperands(), [&](Value x) {
        return isClusterUniform(x, memo, depth + 1);
      });
  }
  memo[v] = uniform;
  return uniform;
}

/// Whether every CTA of a cluster runs `loop`'s trips alike: the loop and
/// every loop and branch around it in the kernel take cluster-uniform
/// bounds and conditions.
static bool runsAlikeInCluster(scf::ForOp loop, DenseMap<Value, bool> &memo) {
  for (Operation *op = loop; op && !isa<gpu::GPUFuncOp>(op);
       op = op->getParentOp()) {
    if (auto f = dyn_cast<scf::ForOp>(op)) {
      if (!isClusterUniform(f.getLowerBound(), memo) ||
          !isClusterUniform(f.getUpperBound(), memo) ||
          !isClusterUniform(f.getStep(), memo))
        return false;
    } else if (auto i = dyn_cast<scf::IfOp>(op)) {
      if (!isClusterUniform(i.getCondition(), memo))
        return false;
    } else {
      return false;
    }
  }
  return true;
}

/// A persistent tile loop around a K loop whose rings stay filled from one
/// tile to the next (across-tiles): the loop, the pure ops of its body that
/// compute what the copies take from it (a tile's coordinates, from its
/// induction variable), and those values.
struct TileLoop {
  scf::ForOp outer;
  llvm::SetVector<Operation *> slice;
  llvm::SetVector<Value> frontier;
};

/// The tile loop whose body holds `loop` (a K loop with rings for `ops`)
/// where the copies of the next tile's first trips may be issued during
/// this tile's last ones (see across-tiles in the pass description), or
/// nothing.
static std::optional<TileLoop> matchTileLoop(scf::ForOp loop,
                                             ArrayRef<Operand> ops) {
  auto outer = dyn_cast<scf::ForOp>(loop->getParentOp());
  if (!outer)
    return std::nullopt;
  for (Value v : {loop.getLowerBound(), loop.getUpperBound(), loop.getStep()})
    if (!outer.isDefinedOutsideOfLoop(v))
      return std::nullopt;
  // The rings live through the tile loop: no other product of it may want
  // shared memory beside them.
  bool others = false;
  outer.getBody()->walk([&](MmaOp mma) {
    others |= !loop->isProperAncestor(mma);
  });
  if (others)
    return std::nullopt;
  TileLoop tl{outer, {}, {}};
  SmallVector<Value> used;
  auto take = [&](Operation *op) {
    for (Value v : op->getOperands()) {
      used.push_back(v);
      // A trip counter's start and step come from the tile loop's body.
      auto arg = dyn_cast<BlockArgument>(v);
      if (Value step = arg ? counterStep(loop, arg) : Value()) {
        used.push_back(loop.getInitArgs()[arg.getArgNumber() - 1]);
        used.push_back(step);
      }
    }
  };
  for (const Operand &o : ops) {
    // The copies of the next tile pass this tile's stores: only loads the
    // spec leaves unordered with them may.
    if (!o.load || !LoadTileOp(o.load).getUnordered())
      return std::nullopt;
    take(LoadTileOp(o.load));
    for (Operation *op : o.slice) {
      if (!isMemoryEffectFree(op))
        return std::nullopt;
      take(op);
    }
  }
  for (Value v : used) {
    if (v.getParentRegion() != &outer.getRegion())
      continue;
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      if (arg != outer.getInductionVar())
        return std::nullopt;
      continue;
    }
    if (failed(addressSlice(outer, v, tl.slice, /*loads=*/false,
                            /*counters=*/false)))
      return std::nullopt;
    tl.frontier.insert(v);
  }
  return tl;
}

/// The largest layout change of `outer`'s body outside `loop`: shared
/// scratch that is live beside rings kept through `outer`.
static int64_t scratchOutside(scf::ForOp outer, scf::ForOp loop) {
  int64_t most = 0;
  outer.getBody()->walk([&](ConvertLayoutOp cvt) {
    if (!loop->isProperAncestor(cvt))
      most = std::max(most, tensorBytes(cvt.getType()));
  });
  return most;
}

/// Gives `loop` (a K loop whose every ring the accelerator fills, the rings
/// and `bars` allocated before `tl.outer`) rings that stay filled across
/// the tiles of `tl.outer`: the copies of the first trips are issued once
/// before the tile loop, and each trip issues the next copy the producer
/// position says, in this tile or the next. The tile loop carries the
/// slot and parity each trip reads and the producer position (see
/// across-tiles in the pass description).
static void pipelineAcrossTiles(scf::ForOp loop, TileLoop &tl,
                                MutableArrayRef<Operand> ops, int64_t stages,
                                Value bars) {
  scf::ForOp outer = tl.outer;
  Location loc = loop.getLoc();
  Value lb = loop.getLowerBound(), ub = loop.getUpperBound();
  Value step = loop.getStep();
  Type ivTy = lb.getType();
  auto ivConst = [&](OpBuilder &b, int64_t v) -> Value {
    return arith::ConstantOp::create(b, loc, ivTy, b.getIntegerAttr(ivTy, v));
  };
  auto i32 = [&](OpBuilder &b, int64_t v) -> Value {
    return arith::ConstantIntOp::create(b, loc, b.getI32Type(), v);
  };
  auto i1 = [&](OpBuilder &b, bool v) -> Value {
    return arith::ConstantIntOp::create(b, loc, b.getI1Type(), v);
  };
  auto tilePred = outer.getUnsignedCmp() ? arith::CmpIPredicate::ult
                                         : arith::CmpIPredicate::slt;
  OpBuilder pre(outer);
  // The K loop's trip count, the same for every tile (its bounds come from
  // above the tile loop): ceil((ub - lb) / step), or 0.
  Value trips;
  {
    bool uns = loop.getUnsignedCmp();
    Value span = arith::SubIOp::create(pre, loc, ub, lb);
    Value up = arith::SubIOp::create(
        pre, loc, arith::AddIOp::create(pre, loc, span, step), ivConst(pre, 1));
    Value n = uns ? Value(arith::DivUIOp::create(pre, loc, up, step))
                  : Value(arith::DivSIOp::create(pre, loc, up, step));
    Value runs = arith::CmpIOp::create(
        pre, loc, uns ? arith::CmpIPredicate::ult : arith::CmpIPredicate::slt,
        lb, ub);
    trips = arith::SelectOp::create(pre, loc, runs, n, ivConst(pre, 0));
  }

  // The producer: the trip it copies next, counted from this tile's first
  // (k >= trips: trip k - trips of the next tile; k stays below 2 trips),
  // and the slot that copy fills.
  struct Producer {
    Value k, slot;
  };
  // A tile's values the copies read: its coordinates (the tile loop's
  // induction variable and the slice computed from it).
  struct Tile {
    IRMapping values;
    Value live;
  };
  auto tileAt = [&](OpBuilder &b, Value iv, Value at, Value live) {
    Tile t;
    cloneSliceAt(b, tl.slice, iv, at, t.values, /*safeDivisors=*/true);
    t.live = live;
    return t;
  };
  // One trip's copy, issued if that trip runs (the next tile's only while
  // the tile loop has one); the producer moves on where it was issued.
  auto attempt = [&](OpBuilder &b, Value kIv, Value tileIv, Producer p,
                     const Tile &cur, const Tile &nxt) -> Producer {
    Value next =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, p.k, trips);
    Value k = arith::SelectOp::create(
        b, loc, next, arith::SubIOp::create(b, loc, p.k, trips), p.k);
    Value live = arith::AndIOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, k, trips),
        arith::SelectOp::create(b, loc, next, nxt.live, cur.live));
    IRMapping seed;
    auto pick = [&](Value v) {
      Value a = cur.values.lookupOrDefault(v);
      Value c = nxt.values.lookupOrDefault(v);
      seed.map(v, a == c ? a : arith::SelectOp::create(b, loc, next, c, a));
    };
    pick(tileIv);
    for (Value v : tl.frontier)
      pick(v);
    Value at = arith::AddIOp::create(b, loc, lb,
                                     arith::MulIOp::create(b, loc, k, step));
    for (Operand &o : ops) {
      auto loaded = cast<RankedTensorType>(loadOf(o)->getResult(0).getType());
      copyIntoSlot(b, loc, o, kIv, at, p.slot, live,
                   o.transposedFor ? o.copyType : loaded, &seed);
    }
    Value following = nextSlot(b, loc, p.slot, stages).first;
    return {arith::SelectOp::create(
                b, loc, live,
                arith::AddIOp::create(b, loc, p.k, ivConst(b, 1)), p.k),
            arith::SelectOp::create(b, loc, live, following, p.slot)};
  };

  // Before the tile loop: the first trips, of its first tile (or second).
  Value tileIv = outer.getInductionVar();
  Value first = outer.getLowerBound();
  Value second = arith::AddIOp::create(pre, loc, first, outer.getStep());
  Tile t0 = tileAt(pre, tileIv, first,
                   arith::CmpIOp::create(pre, loc, tilePred, first,
                                         outer.getUpperBound()));
  Tile t1 = tileAt(pre, tileIv, second,
                   arith::CmpIOp::create(pre, loc, tilePred, second,
                                         outer.getUpperBound()));
  Producer p{ivConst(pre, 0), i32(pre, 0)};
  for (int64_t s = 0; s < stages - 1; ++s)
    p = attempt(pre, loop.getInductionVar(), tileIv, p, t0, t1);

  // The K loop carries the slot it reads and its parity, and the producer.
  IRRewriter rw(loop.getContext());
  SmallVector<Value> inits{i32(pre, 0), i32(pre, 0), p.k, p.slot};
  unsigned carried = loop.getNumRegionIterArgs();
  FailureOr<LoopLikeOpInterface> grown = loop.replaceWithAdditionalYields(
      rw, inits, /*replaceInitOperandUsesInLoop=*/false,
      [&](OpBuilder &b, Location l, ArrayRef<BlockArgument> args) {
        auto [next, wrapped] = nextSlot(b, l, args[0], stages);
        Value flip = arith::ExtUIOp::create(b, l, b.getI32Type(), wrapped);
        // The producer's part is set once its copies are built.
        return SmallVector<Value>{
            next, arith::XOrIOp::create(b, l, args[1], flip), args[2], args[3]};
      });
  auto kLoop = cast<scf::ForOp>(grown->getOperation());
  // So does the tile loop: what the K loop leaves, the producer counted
  // from the next tile's first trip (it issued all of this tile's).
  unsigned tileCarried = outer.getNumRegionIterArgs();
  FailureOr<LoopLikeOpInterface> grownOuter = outer.replaceWithAdditionalYields(
      rw, inits, /*replaceInitOperandUsesInLoop=*/false,
      [&](OpBuilder &b, Location l, ArrayRef<BlockArgument>) {
        ValueRange r = kLoop.getResults().slice(carried, 4);
        return SmallVector<Value>{r[0], r[1],
                                  arith::SubIOp::create(b, l, r[2], trips),
                                  r[3]};
      });
  auto tileLoop = cast<scf::ForOp>(grownOuter->getOperation());
  for (unsigned i = 0; i < 4; ++i)
    kLoop.getInitArgsMutable()[carried + i].set(
        tileLoop.getRegionIterArgs()[tileCarried + i]);

  // The next tile's values, once per tile before its K loop.
  OpBuilder head(kLoop);
  tileIv = tileLoop.getInductionVar();
  Value after = arith::AddIOp::create(head, loc, tileIv, tileLoop.getStep());
  Tile cur;
  cur.values.map(tileIv, tileIv);
  cur.live = i1(head, true);
  Tile nxt = tileAt(head, tileIv, after,
                    arith::CmpIOp::create(head, loc, tilePred, after,
                                          tileLoop.getUpperBound()));

  // Each trip: its slot's bytes landed, every warp done with the slot the
  // previous trip read (the one the producer may fill now), the next copy.
  ValueRange args = kLoop.getRegionIterArgs().slice(carried, 4);
  OpBuilder body = OpBuilder::atBlockBegin(kLoop.getBody());
  MBarrierWaitOp::create(body, loc, bars, args[0], args[1],
                         /*async_proxy=*/false);
  gpu::BarrierOp::create(body, loc);
  Producer q = attempt(body, kLoop.getInductionVar(), tileIv,
                       {args[2], args[3]}, cur, nxt);
  auto yield = cast<scf::YieldOp>(kLoop.getBody()->getTerminator());
  yield->setOperand(carried + 2, q.k);
  yield->setOperand(carried + 3, q.slot);
  readFromSlots(ops, args[0]);

  OpBuilder end(tileLoop->getContext());
  end.setInsertionPointAfter(tileLoop);
  InvalMBarriersOp::create(end, loc, bars);
}

namespace {
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
    SmallVector<scf::ForOp> loops;
    getOperation()->walk([&](scf::ForOp loop) {
      if (writesNothing(loop) && !loop.getBody()->getOps<MmaOp>().empty())
        loops.push_back(loop);
    });
    for (scf::ForOp loop : loops) {
      auto fn = loop->getParentOfType<gpu::GPUFuncOp>();
      std::optional<ArrayRef<int32_t>> block =
          fn ? fn.getKnownBlockSize() : std::nullopt;
      consumers = block ? (*block)[0] * (*block)[1] * (*block)[2] : 0;
      specializeOk = loops.size() == 1 && block &&
                     canSpecialize(*target, loop, consumers, 32 * producerWarps);
      pipeline(*target, loop);
    }
    for (ReadSlotOp read : pins)
      placeSharedAWait(read);
  }

  // shared-a's reads of the slots it filled, whose waits are still due.
  SmallVector<ReadSlotOp> pins;

  // The loop being pipelined: whether it may be warp-specialized, and the
  // CTA's threads before that.
  bool specializeOk = false;
  int64_t consumers = 0;


  /// Rewrites `loop` around the loads of its multiplies' operands; false
  /// when none qualifies.
  bool pipeline(const Chip &target, scf::ForOp loop) {
    SmallVector<Operand> ops;
    MmaOp lone; // a wgmma product fed by descriptors from two rings
    SmallVector<std::pair<MmaOp, SharedAPlan>> planned; // shared-a's
    bool several = llvm::range_size(loop.getBody()->getOps<MmaOp>()) > 1;
    for (auto mma : loop.getBody()->getOps<MmaOp>()) {
      if (!onTensorCores(target, mma))
        continue;
      auto aTy = cast<RankedTensorType>(mma.getLhs().getType());
      auto acc = cast<RankedTensorType>(mma.getType());
      Type elt = aTy.getElementType();
      bool lhsT = mma.getLhsTransposed();
      auto padded = [](int64_t, int64_t) { return SharedAttr(); };
      // wgmma reads both operands from swizzled slots (A's rows in its
      // warpgroups' order), or neither: then mma.sync's padded ones. A
      // transposed A ([K][M]) is the exception: its fragments come with
      // ldmatrix.trans from a padded slot, and wgmma takes them from
      // registers.
      bool fp8 = mma.getLhsFp8().has_value();
      bool wgmmaChip = target.has(ChipFeature::Wgmma);
      if (wgmmaChip &&
          isWgmmaProduct(acc, mma.getOperandElementType(), mma.getK())) {
        MLIRContext *ctx = loop.getContext();
        auto accLayout = cast<BlockedAttr>(acc.getEncoding());
        unsigned warpsM = accLayout.getWarpsPerCTA()[0];
        auto layA = [&](int64_t rows, int64_t cols) {
          return getWgmmaSharedLayout(ctx, rows, cols, elt, warpsM);
        };
        auto layB = [&](int64_t rows, int64_t cols) {
          return getWgmmaSharedLayout(ctx, rows, cols, elt, 0);
        };
        FailureOr<Operand> ob = matchOperand(loop, mma.getRhs(), layB, mma);
        // fp8 wgmma reads B only K-major: an [N][K] slot (rhs_transposed,
        // or the copy of a B stored as [N][K] rows).
        if (fp8 && succeeded(ob) && !mma.getRhsTransposed() &&
            !ob->transposedFor)
          ob = failure();
        // Only a swizzled slot feeds wgmma's descriptors (no swizzle fits:
        // the padded rows of mma.sync's rings below).
        auto swizzled = [](FailureOr<Operand> &o) {
          return succeeded(o) && o->ring.isSwizzled();
        };
        // An A in shared memory for good (shared-a, once before the loop)
        // or in registers (isRegisterOperandA) needs no ring. shared-a's
        // candidates are carried out once the rings are known to fit
        // beside them; else they take the registers below, so only an A
        // that can go there (or a sole product's, which the lowering
        // stages) is a candidate. (Not in a loop to be warp-specialized:
        // its producers may not follow copies of the kernel's own.)
        bool pinnedA = !lhsT && isPinnedA(loop, mma.getLhs(), warpsM);
        bool regA = !pinnedA && !lhsT && isRegisterOperandA(aTy, acc);
        if (!pinnedA && sharedA && !lhsT && !fp8 && swizzled(ob) &&
            !(warpSpecialize && specializeOk) &&
            loop.isDefinedOutsideOfLoop(mma.getLhs()) &&
            (!several || regA || canMoveToRegisters(mma)))
          if (std::optional<SharedAPlan> plan = planSharedA(loop, mma, layA)) {
            planned.push_back({mma, *plan});
            pinnedA = true;
            regA = false;
          }
        FailureOr<Operand> oa = failure();
        if (!regA && !pinnedA) {
          oa = lhsT ? matchOperand(loop, mma.getLhs(), padded)
                    : matchOperand(loop, mma.getLhs(), layA);
          // An A contiguous along M: copied as [K][M], read transposed.
          if (failed(oa) && !lhsT)
            oa = matchOperand(loop, mma.getLhs(), padded, mma);
        }
        // In a loop of several products (attention's S = Q K^T and
        // O += P V), an A no ring can hold (made outside the loop, like Q,
        // or computed in it, like P) goes to registers in the
        // accumulator's distribution, once before the loop when it is
        // made there: the lowering stages operands for wgmma only for a
        // block's sole product, so this is what takes such loops off
        // mma.sync. A sole product keeps its staged A (measured: moving it
        // to registers was 7% slower on TileGym's mhc split GEMM).
        if (failed(oa) && !regA && !pinnedA && !lhsT && swizzled(ob) &&
            several)
          regA = moveToRegisters(loop, mma);
        bool fedA = regA || pinnedA || swizzled(oa) ||
                    (succeeded(oa) && (lhsT || oa->transposedFor));
        if (fedA && swizzled(ob)) {
          if (inFlight && swizzled(oa) && canStayInFlight(loop, mma))
            lone = mma;
          if (!regA && !pinnedA)
            ops.push_back(std::move(*oa));
          ops.push_back(std::move(*ob));
          continue;
        }
      }
      // On wgmma chips an fp8 product is wgmma's or nothing: the lowering
      // stages what no swizzled slot holds.
      if (fp8 && wgmmaChip)
        continue;
      // A transposed operand is read from its slot only as 16-bit [N][K]
      // or [K][M] (ldmatrix, transposing for A).
      bool b16 = elt.getIntOrFloatBitWidth() == 16;
      bool rhsFromSlot = !mma.getRhsTransposed() || b16;
      bool lhsFromSlot = !lhsT || b16;
      for (Value v : {mma.getLhs(), mma.getRhs()}) {
        FailureOr<Operand> o = failure();
        if (v != mma.getRhs()) {
          if (lhsFromSlot)
            o = matchOperand(loop, v, padded, b16 ? mma : MmaOp());
        }
        else if (rhsFromSlot)
          o = matchOperand(loop, v, padded, mma);
        if (succeeded(o))
          ops.push_back(std::move(*o));
      }
    }
    if (ops.empty())
      return false;

    // As many slots as asked for and the chip's shared memory holds.
    int64_t slotBytes = 0;
    for (Operand &o : ops)
      slotBytes += o.ring.getSlotBytes();
    // What the launcher would encode for each ring the tensor memory
    // accelerator may fill (null: none).
    auto fn = loop->getParentOfType<gpu::GPUFuncOp>();
    SmallVector<DictionaryAttr> records;
    bool useTma = tma && target.has(ChipFeature::Tma);
    if (useTma)
      for (Operand &o : ops)
        records.push_back(getTensorMapRecord(fn, o, tmaPermuted));
    // A ring in the warpgroups' row order takes 8-row boxes, all issued
    // by one thread: measured, that pays only where it spares the loop
    // every cp.async (A and B by the accelerator: 8192^3 GEMMs 1.24-1.30x),
    // and loses where the loop keeps cp.async beside it (TileGym's small
    // GEMMs with a B the accelerator cannot read: 0.83-0.93x).
    bool all = useTma &&
               llvm::all_of(records, [](DictionaryAttr r) { return r; });
    // The rings are live through the loop, so the scratch its other ops
    // use (layout changes, operands still staged) comes on top of them;
    // rings kept through a tile loop share the block with its epilogue's
    // scratch too.
    int64_t scratch = scratchBytes(loop, ops);
    std::optional<TileLoop> tiles;
    if (acrossTiles && !lone && all)
      tiles = matchTileLoop(loop, ops);
    if (tiles)
      scratch = std::max(scratch, scratchOutside(tiles->outer, loop));
    int64_t budget =
        target.maxSharedBytesPerBlock - scratch - pinnedBytes(loop);
    // The operands' latency hints, where given, choose the depth.
    int64_t stages = numStages;
    int64_t hinted = 0;
    for (Operand &o : ops)
      if (std::optional<int64_t> l =
              o.load ? o.load.getLatency() : std::nullopt)
        hinted = std::max(hinted, getSlotsForLatency(*l));
    if (hinted)
      stages = hinted;
    else if (ringBytes && slotBytes) {
      // Small slots (a 32-deep K step) keep few bytes in flight at
      // num-stages: deepen the ring to ring-bytes, but not so far that a
      // second CTA loses its place on the SM.
      int64_t half = target.maxSharedBytesPerBlock / 2;
      int64_t beside = target.maxSharedBytesPerBlock - budget;
      int64_t want = llvm::divideCeil(int64_t(ringBytes), slotBytes);
      if (beside + stages * slotBytes <= half)
        want = std::min(want, (half - beside) / slotBytes);
      stages = std::max(stages, want);
    }
    // A K loop in a tile loop is a persistent kernel's: its grid holds the
    // CTAs its SMs take (one, without an occupancy hint asking for more),
    // so shared memory its rings leave is left unused.
    if (tileLoopStages && isa<scf::ForOp>(loop->getParentOp())) {
      auto occ = fn ? fn->getAttrOfType<IntegerAttr>(kOccupancyAttrName)
                    : IntegerAttr();
      if (!occ || occ.getInt() <= 1)
        stages = std::max<int64_t>(stages, tileLoopStages);
    }
    if (maxStages)
      stages = std::min<int64_t>(stages, std::max(2u, maxStages.getValue()));
    // Products left in flight hold one more slot: the one they read; without
    // room for three, they are waited for within the trip.
    if (lone && 3 * slotBytes > budget)
      lone = {};
    int64_t held = lone ? 1 : 0;
    stages += held;
    // The slots that fit in `bytes` (0: not two).
    auto fit = [&](int64_t bytes) {
      int64_t s = stages;
      while (s > 2 + held && s * slotBytes > bytes)
        --s;
      return s * slotBytes > bytes ? 0 : s;
    };
    // shared-a's buffers are live through the loop beside its rings: they
    // are made only where the rings keep their slots; else those A go to
    // registers, as they would have without shared-a.
    if (!planned.empty()) {
      int64_t pinBytes = 0;
      llvm::SmallPtrSet<Operation *, 2> loads;
      for (auto &[mma, plan] : planned)
        if (loads.insert(plan.load).second)
          pinBytes += plan.buf.getSlotBytes();
      bool keep = fit(budget) && fit(budget - pinBytes) == fit(budget);
      llvm::SmallDenseMap<Operation *, ReadSlotOp> reads;
      for (auto &[mma, plan] : planned) {
        if (!keep) {
          if (several &&
              !isRegisterOperandA(
                  cast<RankedTensorType>(mma.getLhs().getType()),
                  cast<RankedTensorType>(mma.getType())))
            moveToRegisters(loop, mma);
          continue;
        }
        if (!reads.count(plan.load)) {
          reads[plan.load] = pinToShared(plan, mma.getLhs());
          pins.push_back(reads[plan.load]);
        }
      }
      if (keep)
        budget -= pinBytes;
    }
    stages = fit(budget);
    if (!stages)
      return false;
    // The loop's rings and the scratch beside them take more than half of
    // a block's shared memory: no second CTA shares the SM.
    bool alone = 2 * (target.maxSharedBytesPerBlock - budget +
                      stages * slotBytes) >
                 target.maxSharedBytesPerBlock;
    // A producer's copy runs in its own warps' layouts, which a gather's
    // addresses (made in the consumers') do not have.
    bool specialize =
        warpSpecialize && specializeOk &&
        llvm::none_of(ops, [](const Operand &o) { return bool(o.gather); });
    Value bars;
    int64_t tmaRings = 0;
    // Producer warps copying fp8 tiles with cp.async gave wrong results on
    // the H100 (TileGym's w8a8 block-scaled GEMM; its TMA-filled twin
    // passes): such a loop is not specialized.
    if (specialize && !all &&
        llvm::any_of(loop.getBody()->getOps<MmaOp>(),
                     [](MmaOp m) { return m.getLhsFp8().has_value(); }))
      specialize = false;
    // Producer warps take the accelerator only for every ring or none
    // (their loop either issues copies or arrives on cp.async's).
    for (auto [o, record] : llvm::zip(ops, records)) {
      if (!record || (!all && o.ring.getLayout().getMmaWarps()) ||
          (!all && specialize))
        continue;
      if ((o.desc = addTensorMap(fn, record)))
        ++tmaRings;
    }
    if (specialize)
      return specializeWarps(loop, ops, stages, lone, consumers,
                             32 * producerWarps,
                             target.has(ChipFeature::SetMaxNReg));
    // Groups of cp.async copies to wait for: none where the tensor memory
    // accelerator fills every ring (its copies complete on the mbarriers).
    bool cpAsync = llvm::any_of(ops, [](const Operand &o) { return !o.desc; });
    // Trips copied ahead of the one being multiplied.
    int64_t ahead = stages - 1 - held;
    // Across tiles only where the accelerator fills every ring: its
    // mbarriers, not commit-group counts, say when a slot has landed, and
    // a slot's round no longer depends on the trip that fills it. It keeps
    // the CTA barrier per trip: a producer behind by a tile's trips (fewer
    // than the copies ahead) has no fixed slot to wait on release of.
    bool across = tiles && tmaRings == int64_t(ops.size());
    bool released = !across &&
                    (releaseSlots || (releaseSlotsAlone && alone)) &&
                    consumers > 0 && consumers % 32 == 0;
    // With multicast, in a kernel split over clusters of C CTAs
    // (tile-split-clusters) whose CTAs run the loop's trips alike, a ring
    // every CTA fills with the same tiles (cluster-uniform coordinates: a
    // GEMM's A where the cluster splits N) is filled once for all: each CTA
    // copies 1/C of its boxes to every CTA. Its slots are then released
    // cluster-wide (see multicast in the pass description).
    int64_t ctas = 0;
    if (multicast && fn && !across && !cpAsync && consumers > 0 &&
        consumers % 32 == 0)
      if (auto c = fn->getAttrOfType<IntegerAttr>(kClusterSplitAttrName))
        ctas = c.getInt();
    if (ctas > 1) {
      DenseMap<Value, bool> memo;
      if (runsAlikeInCluster(loop, memo))
        for (Operand &o : ops)
          if (o.desc && o.load &&
              llvm::all_of(o.load.getOffsets(), [&](Value v) {
                return isClusterUniform(v, memo);
              }))
            o.multicast = ctas;
    }
    bool multicasting =
        llvm::any_of(ops, [](const Operand &o) { return o.multicast; });
    if (!multicasting)
      ctas = 1;
    released |= multicasting;

    Location loc = loop.getLoc();
    OpBuilder bld(across ? tiles->outer : loop);
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
    for (Operand &o : ops) {
      o.ring = withSlots(o.ring, stages);
      o.buf = AllocSharedOp::create(bld, loc, o.ring);
    }
    // Rings the tensor memory accelerator fills complete each slot's round
    // on that slot's mbarrier, armed once per such ring. (Attention loops
    // too: the wrong bnsd results of session 23 are gone; every TileGym
    // loop so filled, the bnsd trio included, passed on the H200 in
    // session 29, after sessions 24-27's attention fixes.)
    if (tmaRings) {
      MLIRContext *ctx = loop.getContext();
      auto barsTy = SharedBufferType::get(
          ctx, {stages, 1, 1}, bld.getI64Type(),
          SharedAttr::get(ctx, 1, 1, 1, 0, ArrayRef<unsigned>{1, 0}));
      bars = AllocSharedOp::create(bld, loc, barsTy);
      InitMBarriersOp::create(bld, loc, bars,
                              SmallVector<int64_t>(stages, tmaRings),
                              /*cluster=*/multicasting);
      for (Operand &o : ops)
        if (o.desc)
          o.bars = bars;
    }

    if (across) {
      pipelineAcrossTiles(loop, *tiles, ops, stages, bars);
      return true;
    }

    // With release-slots, where the accelerator fills every ring, the warps
    // hand each slot back through an "empty" mbarrier per slot (one
    // arrival per warp) instead of a CTA barrier per trip. release-slots-
    // alone asks for it only where the CTA has its SM to itself: measured,
    // it pays there (128x256 GEMMs, 128x128 attention tiles) and costs
    // where a second CTA already hides the barrier (128x128 GEMMs).
    Value empty;
    if (released && bars && !cpAsync) {
      empty = AllocSharedOp::create(bld, loc, bars.getType());
      // Multicast: every warp of every CTA of the cluster arrives.
      InitMBarriersOp::create(
          bld, loc, empty, SmallVector<int64_t>(stages, ctas * consumers / 32),
          /*cluster=*/multicasting);
    }
    // Copies of the trip at induction value `at` into `slot`, if `at < ub`;
    // `iv` is the induction variable the loads' address slices use.
    auto copyTrip = [&](OpBuilder &ob, Value iv, Value at, Value slot) {
      Value live = arith::CmpIOp::create(ob, loc, pred, at, ub);
      for (Operand &o : ops) {
        auto loaded = cast<RankedTensorType>(loadOf(o)->getResult(0).getType());
        copyIntoSlot(ob, loc, o, iv, at, slot, live,
                     o.transposedFor ? o.copyType : loaded);
      }
      if (cpAsync)
        AsyncCommitOp::create(ob, loc);
    };

    for (int64_t s = 0; s < ahead; ++s) {
      Value at = arith::AddIOp::create(
          bld, loc, lb, arith::MulIOp::create(bld, loc, step, ivConst(bld, s)));
      copyTrip(bld, loop.getInductionVar(), at, i32(bld, s));
    }

    // The slot this trip reads travels with the loop: 0, 1, .., S-1, 0, ..
    IRRewriter rw(loop.getContext());
    // With mbarriers, the parity of the slot's round travels too: it flips
    // each time the slot index wraps.
    auto advance = [&](OpBuilder &ob, Location l,
                       ArrayRef<BlockArgument> args) -> SmallVector<Value> {
      auto [next, wrapped] = nextSlot(ob, l, args[0], stages);
      if (!bars)
        return {next};
      Value flip = arith::ExtUIOp::create(ob, l, ob.getI32Type(), wrapped);
      return {next, arith::XOrIOp::create(ob, l, args[1], flip)};
    };
    unsigned carried = loop.getNumRegionIterArgs();
    SmallVector<Value> inits{i32(bld, 0)};
    if (bars)
      inits.push_back(i32(bld, 0));
    FailureOr<LoopLikeOpInterface> grown = loop.replaceWithAdditionalYields(
        rw, inits, /*replaceInitOperandUsesInLoop=*/false, advance);
    if (failed(grown))
      return false; // cannot happen for scf.for; the IR is still valid
    auto newLoop = cast<scf::ForOp>(grown->getOperation());
    Value slot = newLoop.getRegionIterArgs()[carried];
    Value iv = newLoop.getInductionVar();

    OpBuilder body = OpBuilder::atBlockBegin(newLoop.getBody());
    // wgmma reads swizzled slots through the async proxy, which cp.async's
    // writes must be fenced into.
    bool asyncProxy = llvm::any_of(ops, [](const Operand &o) {
      return o.ring.isSwizzled() && !o.desc;
    });
    if (cpAsync)
      AsyncWaitOp::create(body, loc, ahead - 1, asyncProxy);
    Value parity = bars ? newLoop.getRegionIterArgs().back() : Value();
    if (bars)
      MBarrierWaitOp::create(body, loc, bars, slot, parity,
                             /*async_proxy=*/false);
    if (!empty)
      gpu::BarrierOp::create(body, loc);
    Value at = arith::AddIOp::create(
        body, loc, iv,
        arith::MulIOp::create(body, loc, step, ivConst(body, ahead)));
    // The slot read 1 + held trips before.
    Value fill = slotBefore(body, loc, slot, 1 + held, stages);
    if (empty) {
      // Each warp hands the slot back; only the thread that refills it
      // waits for all of them. Trip i completes phase i / S of the slot it
      // fills, (i + ahead) mod S: the parity this trip's slot carries.
      MBarrierArriveOp::create(
          body, loc, empty, fill, /*per_warp=*/true,
          multicasting ? body.getI64IntegerAttr(ctas) : IntegerAttr());
      MBarrierWaitOp::create(body, loc, empty, fill, parity,
                             /*async_proxy=*/false, /*first_thread=*/true);
    }
    copyTrip(body, iv, at, fill);

    readFromSlots(ops, slot);

    OpBuilder after(newLoop->getContext());
    after.setInsertionPointAfter(newLoop);
    if (cpAsync)
      AsyncWaitOp::create(after, loc, 0);
    if (bars)
      InvalMBarriersOp::create(after, loc, bars);
    if (empty)
      InvalMBarriersOp::create(after, loc, empty);
    if (lone) {
      lone.setInFlight(true);
      unsigned index = cast<BlockArgument>(lone.getAcc()).getArgNumber() - 1;
      Value sum = newLoop.getResult(index);
      auto done = MmaWaitOp::create(after, loc, sum);
      sum.replaceAllUsesExcept(done.getResult(), done);
    }
    return true;
  }
};
} // namespace
