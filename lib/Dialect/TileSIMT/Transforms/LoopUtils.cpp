//===- LoopUtils.cpp - facts about K loops the matrix passes move code in -===//
#include "LoopUtils.h"

#include "TileIR/Dialect/TileSIMT/IR/TileSIMT.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;

Value mlir::tileir::simt::counterStep(scf::ForOp loop, BlockArgument arg) {
  if (arg.getOwner() != loop.getBody() || arg == loop.getInductionVar() ||
      arg.getType() != loop.getInductionVar().getType())
    return {};
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  auto add =
      yield.getOperand(arg.getArgNumber() - 1).getDefiningOp<arith::AddIOp>();
  if (!add)
    return {};
  Value step = add.getLhs() == arg   ? add.getRhs()
               : add.getRhs() == arg ? add.getLhs()
                                     : Value();
  if (!step || loop->isAncestor(step.getParentBlock()->getParentOp()))
    return {};
  return step;
}

LogicalResult
mlir::tileir::simt::addressSlice(scf::ForOp loop, Value v,
                                 llvm::SetVector<Operation *> &slice,
                                 bool loads, bool counters) {
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    if (arg.getOwner()->getParentOp() != loop)
      return success(); // defined above the loop
    return success(arg == loop.getInductionVar() ||
                   (counters && counterStep(loop, arg)));
  }
  Operation *def = v.getDefiningOp();
  if (!loop->isProperAncestor(def))
    return success();
  auto ptrLoad = dyn_cast<LoadPtrOp>(def);
  bool readable =
      loads && (isa<LoadTileOp>(def) ||
                (ptrLoad && ptrLoad.getMask() &&
                 ptrLoad.getOrdering() == LLVM::AtomicOrdering::not_atomic));
  if (def->getBlock() != loop.getBody() || def->getNumRegions() ||
      !(readable || isMemoryEffectFree(def)))
    return failure();
  for (Value o : def->getOperands())
    if (failed(addressSlice(loop, o, slice, loads, counters)))
      return failure();
  slice.insert(def);
  return success();
}

/// Maps into `map` each trip counter of `iv`'s loop that `o` reads
/// (c = init + t * step on trip t) to its value on the trip `at` is:
/// init + ((at - lb) / loop step) * step; `trip` is made once for all.
static void mapCounters(OpBuilder &b, Operation *o, Value iv, Value at,
                        Value &trip, IRMapping &map) {
  auto loop =
      cast<scf::ForOp>(cast<BlockArgument>(iv).getOwner()->getParentOp());
  Location loc = loop.getLoc();
  for (Value v : o->getOperands()) {
    auto arg = dyn_cast<BlockArgument>(v);
    Value step = arg ? mlir::tileir::simt::counterStep(loop, arg) : Value();
    if (!step || map.contains(arg))
      continue;
    if (!trip)
      trip = arith::DivSIOp::create(
          b, loc, arith::SubIOp::create(b, loc, at, loop.getLowerBound()),
          loop.getStep());
    Value init =
        map.lookupOrDefault(loop.getInitArgs()[arg.getArgNumber() - 1]);
    map.map(arg, arith::AddIOp::create(
                     b, loc, init,
                     arith::MulIOp::create(b, loc, trip,
                                           map.lookupOrDefault(step))));
  }
}

/// Clones `slice` into `map`, in body order so that operands are cloned
/// first. With `live` (an i1), every load_ptr reads only where it holds;
/// with `safeDivisors`, every integer division and remainder divides by 1
/// where its divisor is 0.
static void cloneInBodyOrder(OpBuilder &b,
                             const llvm::SetVector<Operation *> &slice,
                             IRMapping &map, Value live, bool safeDivisors) {
  SmallVector<Operation *> ops(slice.begin(), slice.end());
  llvm::sort(ops,
             [](Operation *x, Operation *y) { return x->isBeforeInBlock(y); });
  for (Operation *o : ops) {
    auto ld = dyn_cast<mlir::tileir::simt::LoadPtrOp>(o);
    if (ld && live) {
      // mask && live: a scalar and, or all false for a tile when live is
      // not.
      Value mask = map.lookupOrDefault(ld.getMask());
      Value narrowed;
      if (isa<IntegerType>(mask.getType())) {
        narrowed = arith::AndIOp::create(b, ld.getLoc(), mask, live);
      } else {
        auto none = arith::ConstantOp::create(
            b, ld.getLoc(),
            DenseElementsAttr::get(cast<ShapedType>(mask.getType()),
                                   b.getBoolAttr(false)));
        narrowed = arith::SelectOp::create(b, ld.getLoc(), live, mask, none);
      }
      cast<mlir::tileir::simt::LoadPtrOp>(b.clone(*o, map))
          .getMaskMutable()
          .assign(narrowed);
      continue;
    }
    Operation *c = b.clone(*o, map);
    if (!safeDivisors ||
        !isa<arith::DivSIOp, arith::DivUIOp, arith::RemSIOp, arith::RemUIOp,
             arith::CeilDivSIOp, arith::CeilDivUIOp, arith::FloorDivSIOp>(c) ||
        !c->getOperand(1).getType().isIntOrIndex())
      continue;
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPoint(c);
    Location loc = c->getLoc();
    Value d = c->getOperand(1);
    Type t = d.getType();
    Value zero = arith::ConstantOp::create(b, loc, t, b.getZeroAttr(t));
    Value one = arith::ConstantOp::create(b, loc, t, b.getOneAttr(t));
    Value isZero =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, d, zero);
    c->setOperand(1, arith::SelectOp::create(b, loc, isZero, one, d));
  }
}

void mlir::tileir::simt::cloneSliceAt(OpBuilder &b,
                                      const llvm::SetVector<Operation *> &slice,
                                      Value iv, Value at, IRMapping &map,
                                      bool safeDivisors) {
  map.map(iv, at);
  Value trip; // (at - lb) / step, made once for every counter
  for (Operation *o : slice)
    mapCounters(b, o, iv, at, trip, map);
  cloneInBodyOrder(b, slice, map, /*live=*/{}, safeDivisors);
}

Operation *
mlir::tileir::simt::cloneAt(OpBuilder &b,
                            const llvm::SetVector<Operation *> &slice,
                            Operation *op, Value iv, Value at, Value live,
                            const IRMapping *seed) {
  IRMapping map;
  if (seed)
    map = *seed;
  map.map(iv, at);
  Value trip; // (at - lb) / step, made once for every counter
  for (Operation *o : slice)
    mapCounters(b, o, iv, at, trip, map);
  mapCounters(b, op, iv, at, trip, map);
  cloneInBodyOrder(b, slice, map, live, /*safeDivisors=*/false);
  return b.clone(*op, map);
}

bool mlir::tileir::simt::mayWrite(Operation *root) {
  return root
      ->walk([&](Operation *op) {
        auto mem = dyn_cast<MemoryEffectOpInterface>(op);
        bool writes =
            mem ? mem.hasEffect<MemoryEffects::Write>() ||
                      mem.hasEffect<MemoryEffects::Free>()
                : !op->hasTrait<OpTrait::HasRecursiveMemoryEffects>() &&
                      !isa<scf::YieldOp>(op); // unknown effects
        return writes ? WalkResult::interrupt() : WalkResult::advance();
      })
      .wasInterrupted();
}

bool mlir::tileir::simt::writesNothing(scf::ForOp loop) {
  return llvm::none_of(loop.getBody()->getOperations(),
                       [](Operation &op) { return mayWrite(&op); });
}

bool mlir::tileir::simt::isElementwise(Operation *op) {
  if (op->getNumResults() != 1 || op->getNumRegions() != 0 ||
      !(isa<arith::ArithDialect, math::MathDialect>(op->getDialect()) ||
        isa<simt::FloatOp>(op)) ||
      !isMemoryEffectFree(op))
    return false;
  auto rt = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!rt)
    return false;
  // Every tensor operand has the result's shape and layout.
  return llvm::all_of(op->getOperands(), [&](Value v) {
    auto ot = dyn_cast<RankedTensorType>(v.getType());
    return !ot || (ot.getShape() == rt.getShape() &&
                   ot.getEncoding() == rt.getEncoding());
  });
}

int64_t mlir::tileir::simt::tensorBytes(Type t) {
  auto rt = cast<RankedTensorType>(t);
  return rt.getNumElements() *
         std::max<int64_t>(1, rt.getElementTypeBitWidth() / 8);
}
