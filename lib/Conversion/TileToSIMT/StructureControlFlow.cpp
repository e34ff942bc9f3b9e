//===- StructureControlFlow.cpp - cuda_tile control flow to scf -----------===//
//
// Step 1 of convert-tile-to-simt. `for` becomes scf.for, `if` scf.if and
// `loop` scf.while; the ops inside are moved, not rewritten, so the values
// keep their cuda_tile types and step 2 converts them with the rest. scf
// needs i1 conditions and integer bounds: rank-0 tiles cross over through
// unrealized casts, which fold away once their producers are converted.
//
// `break`/`continue` may sit inside nested `if`s. Such an `if` becomes an
// scf.if that also yields (exited, isContinue, exit values); the ops after
// it run under scf.if(!exited), recursively. Control flow in cuda_tile is
// tile-uniform, so every thread takes the same path (barriers inside stay
// legal). A `loop` becomes scf.while whose `before` region runs the body and
// whose scf.condition says whether the iteration ended in `continue`; the
// condition operands are the next iteration's values or, after `break`, the
// loop results (shared slots when the types agree).
//
//===----------------------------------------------------------------------===//
#include "TileToSIMTImpl.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::detail;
namespace ct = mlir::cuda_tile;

/// Whether an exit sits inside `ifOp`, looking through nested `if`s only
/// (loops own their exits): a `break`/`continue` of the enclosing loop, or
/// with `returns` a `return` of the entry.
static bool hasNestedExit(ct::IfOp ifOp, bool returns = false) {
  for (Region &r : ifOp->getRegions())
    for (Block &blk : r)
      for (Operation &o : blk) {
        if (returns ? isa<ct::ReturnOp>(o) : isa<ct::BreakOp, ct::ContinueOp>(o))
          return true;
        if (auto inner = dyn_cast<ct::IfOp>(o);
            inner && hasNestedExit(inner, returns))
          return true;
      }
  return false;
}

/// `v` (a rank-0 tile) as the scalar scf needs.
static Value toScalar(OpBuilder &b, Location loc, Value v, Type scalar) {
  return UnrealizedConversionCastOp::create(b, loc, scalar, v).getResult(0);
}

/// The integer type a rank-0 integer tile lowers to.
static Type scalarTypeOf(Value tile) {
  return cast<ct::TileType>(tile.getType()).getElementType();
}

namespace {
class Structurer {
public:
  explicit Structurer(OpBuilder &b) : b(b) {}

  /// Structures every control-flow op in `block` (which stays where it is).
  LogicalResult structureBlock(Block &block);
  /// Structures `op` in place (a control-flow op is replaced) and the ops
  /// nested in it.
  LogicalResult structureOp(Operation *op);

  OpBuilder &b;

private:
  LogicalResult structureFor(ct::ForOp op);
  LogicalResult structureIf(ct::IfOp op);
  LogicalResult structureLoop(Operation *op);
  /// Moves `src`'s body into the new block `dst`; the terminator's operands
  /// go to `onTerminator`, which builds the new terminator.
  LogicalResult
  moveBody(Block &src, Block *dst,
           function_ref<LogicalResult(Operation *)> onTerminator);
};

/// Lowers blocks whose paths end in yield, continue or break. At each level
/// the moved ops produce a tuple
///   [level results..., exited, isContinue, exit values...]
/// where the exit values are the iteration slots, then (unless shared) the
/// result slots.
struct ExitLowering {
  ExitLowering(Structurer &s, ArrayRef<Type> iters, ArrayRef<Type> results,
               bool allowBreak, ValueRange iterArgs, bool returns = false)
      : s(s), b(s.b), iterTypes(iters), resultTypes(results), exitTypes(iters),
        shared(iters == results), allowBreak(allowBreak), returns(returns),
        iterArgs(iterArgs) {
    if (!shared)
      exitTypes.append(results.begin(), results.end());
  }

  /// Moves `src` from `it` on to the builder's insertion point; `out` gets
  /// the level's tuple.
  LogicalResult lowerSeq(Block &src, Block::iterator it, TypeRange levelTypes,
                         SmallVectorImpl<Value> &out);

  Structurer &s;
  OpBuilder &b;
  SmallVector<Type> iterTypes, resultTypes, exitTypes;
  bool shared;
  bool allowBreak;
  bool returns; // the level is an entry body: `return` is its exit
  ValueRange iterArgs; // fillers for iteration slots

private:
  SmallVector<Type> tupleTypes(TypeRange levelTypes) {
    SmallVector<Type> t(levelTypes);
    t.push_back(b.getI1Type());
    t.push_back(b.getI1Type());
    t.append(exitTypes);
    return t;
  }
  FailureOr<Value> filler(Type t, Location loc, int64_t iterSlot = -1);
  LogicalResult fill(TypeRange types, Location loc, SmallVectorImpl<Value> &out,
                     bool iterSlots = false);
  LogicalResult terminate(Operation *term, Location loc, TypeRange levelTypes,
                          SmallVectorImpl<Value> &out);
  LogicalResult lowerExitingIf(ct::IfOp op, Block &src, Block::iterator next,
                               TypeRange levelTypes,
                               SmallVectorImpl<Value> &out);
};
} // namespace

/// A value for slots that the taken path leaves unused: the iteration's own
/// value for iteration slots, else a zero of the type.
FailureOr<Value> ExitLowering::filler(Type t, Location loc, int64_t iterSlot) {
  if (iterSlot >= 0)
    return iterArgs[iterSlot];
  if (isa<ct::TokenType>(t))
    return Value(ct::MakeTokenOp::create(b, loc, t));
  if (isa<IntegerType>(t))
    return Value(arith::ConstantIntOp::create(b, loc, t, 0));
  auto tile = dyn_cast<ct::TileType>(t);
  if (!tile)
    return emitError(loc, "a value of type ")
           << t << " cannot leave a loop through 'break'";
  if (auto ptr = dyn_cast<ct::PointerType>(tile.getElementType())) {
    auto i64 = ct::TileType::get(tile.getShape(), b.getI64Type());
    Value zero = ct::ConstantOp::create(
        b, loc, DenseElementsAttr::get(cast<ShapedType>(i64), b.getI64IntegerAttr(0)));
    return Value(ct::IntToPtrOp::create(b, loc, t, zero));
  }
  return Value(ct::ConstantOp::create(
      b, loc,
      DenseElementsAttr::get(cast<ShapedType>(tile),
                             b.getZeroAttr(tile.getElementType()))));
}

LogicalResult ExitLowering::fill(TypeRange types, Location loc,
                                 SmallVectorImpl<Value> &out, bool iterSlots) {
  for (auto [i, t] : llvm::enumerate(types)) {
    FailureOr<Value> f = filler(t, loc, iterSlots ? (int64_t)i : -1);
    if (failed(f))
      return failure();
    out.push_back(*f);
  }
  return success();
}

LogicalResult ExitLowering::terminate(Operation *term, Location loc,
                                      TypeRange levelTypes,
                                      SmallVectorImpl<Value> &out) {
  SmallVector<Value> vals;
  if (term)
    vals.append(term->getOperands().begin(), term->getOperands().end());
  auto check = [&](TypeRange types) -> LogicalResult {
    if (vals.size() != types.size())
      return emitError(loc, "'")
             << (term ? term->getName().getStringRef() : "yield") << "' has "
             << vals.size() << " operands, expected " << types.size();
    return success();
  };
  Value t = arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1);
  Value f = arith::ConstantIntOp::create(b, loc, b.getI1Type(), 0);
  if (!term || isa<ct::YieldOp>(term)) {
    if (failed(check(levelTypes)))
      return failure();
    out.append(vals);
    out.push_back(f);
    out.push_back(f);
    if (failed(fill(iterTypes, loc, out, /*iterSlots=*/true)))
      return failure();
    return shared ? success() : fill(resultTypes, loc, out);
  }
  bool isContinue = isa<ct::ContinueOp>(term);
  if (!isContinue && !isa<ct::BreakOp>(term) &&
      !(returns && isa<ct::ReturnOp>(term)))
    return term->emitError("'") << term->getName() << "' cannot end a loop body";
  if (!isContinue && !allowBreak)
    return term->emitError("'break' outside a 'loop'");
  if (failed(check(isContinue ? ArrayRef<Type>(iterTypes)
                              : ArrayRef<Type>(resultTypes))) ||
      failed(fill(levelTypes, loc, out)))
    return failure();
  out.push_back(t);
  out.push_back(isContinue ? t : f);
  if (isContinue || shared) {
    out.append(vals);
    if (!shared)
      return fill(resultTypes, loc, out);
    return success();
  }
  if (failed(fill(iterTypes, loc, out, /*iterSlots=*/true)))
    return failure();
  out.append(vals);
  return success();
}

LogicalResult ExitLowering::lowerExitingIf(ct::IfOp op, Block &src,
                                           Block::iterator next,
                                           TypeRange levelTypes,
                                           SmallVectorImpl<Value> &out) {
  Location loc = op.getLoc();
  SmallVector<Type> ifTypes(op->getResultTypes());
  Value cond = toScalar(b, loc, op.getCondition(), b.getI1Type());
  auto ifOp = scf::IfOp::create(b, loc, tupleTypes(ifTypes), cond,
                                /*withElseRegion=*/true);
  auto lowerBranch = [&](Region &r, Block *dst) -> LogicalResult {
    OpBuilder::InsertionGuard g(b);
    if (!dst->empty())
      dst->back().erase();
    b.setInsertionPointToEnd(dst);
    SmallVector<Value> vals;
    if (r.empty() || r.front().empty()) {
      if (failed(terminate(nullptr, loc, ifTypes, vals)))
        return failure();
    } else if (failed(lowerSeq(r.front(), r.front().begin(), ifTypes, vals))) {
      return failure();
    }
    scf::YieldOp::create(b, loc, vals);
    return success();
  };
  if (failed(lowerBranch(op.getThenRegion(), ifOp.thenBlock())) ||
      failed(lowerBranch(op.getElseRegion(), ifOp.elseBlock())))
    return failure();
  unsigned k = ifTypes.size();
  for (unsigned i = 0; i < k; ++i)
    op->getResult(i).replaceAllUsesWith(ifOp.getResult(i));
  Value exited = ifOp.getResult(k);

  // The rest of the block runs only when the `if` did not leave.
  auto rest = scf::IfOp::create(b, loc, tupleTypes(levelTypes), exited,
                                /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard g(b);
    Block *thenB = rest.thenBlock();
    if (!thenB->empty())
      thenB->back().erase();
    b.setInsertionPointToEnd(thenB);
    SmallVector<Value> vals;
    if (failed(fill(levelTypes, loc, vals)))
      return failure();
    for (Value v : ifOp.getResults().drop_front(k))
      vals.push_back(v);
    scf::YieldOp::create(b, loc, vals);

    Block *elseB = rest.elseBlock();
    if (!elseB->empty())
      elseB->back().erase();
    b.setInsertionPointToEnd(elseB);
    vals.clear();
    if (failed(lowerSeq(src, next, levelTypes, vals)))
      return failure();
    scf::YieldOp::create(b, loc, vals);
  }
  out.append(rest.getResults().begin(), rest.getResults().end());
  op->erase();
  return success();
}

LogicalResult ExitLowering::lowerSeq(Block &src, Block::iterator it,
                                     TypeRange levelTypes,
                                     SmallVectorImpl<Value> &out) {
  while (it != src.end()) {
    Operation *op = &*it++;
    if (op->hasTrait<OpTrait::IsTerminator>()) {
      LogicalResult r = terminate(op, op->getLoc(), levelTypes, out);
      op->erase();
      return r;
    }
    if (auto ifOp = dyn_cast<ct::IfOp>(op); ifOp && hasNestedExit(ifOp, returns))
      return lowerExitingIf(ifOp, src, it, levelTypes, out);
    op->moveBefore(b.getInsertionBlock(), b.getInsertionPoint());
    if (failed(s.structureOp(op)))
      return failure();
  }
  // A block without terminator ends like an empty yield.
  Location loc = src.getParentOp() ? src.getParentOp()->getLoc()
                                   : UnknownLoc::get(b.getContext());
  return terminate(nullptr, loc, levelTypes, out);
}

LogicalResult Structurer::structureBlock(Block &block) {
  for (Operation &op : llvm::make_early_inc_range(block))
    if (failed(structureOp(&op)))
      return failure();
  return success();
}

LogicalResult Structurer::structureOp(Operation *op) {
  if (auto f = dyn_cast<ct::ForOp>(op))
    return structureFor(f);
  if (auto i = dyn_cast<ct::IfOp>(op))
    return structureIf(i);
  if (isa<ct::LoopOp>(op))
    return structureLoop(op);
  for (Region &r : op->getRegions())
    for (Block &blk : r)
      if (failed(structureBlock(blk)))
        return failure();
  return success();
}

LogicalResult
Structurer::moveBody(Block &src, Block *dst,
                     function_ref<LogicalResult(Operation *)> onTerminator) {
  OpBuilder::InsertionGuard g(b);
  if (!dst->empty() && dst->back().hasTrait<OpTrait::IsTerminator>())
    dst->back().erase();
  b.setInsertionPointToEnd(dst);
  bool terminated = false;
  for (Operation &op : llvm::make_early_inc_range(src)) {
    if (op.hasTrait<OpTrait::IsTerminator>()) {
      if (failed(onTerminator(&op)))
        return failure();
      op.erase();
      terminated = true;
      break;
    }
    op.moveBefore(dst, dst->end());
    if (failed(structureOp(&op)))
      return failure();
    b.setInsertionPointToEnd(dst);
  }
  if (!terminated)
    scf::YieldOp::create(b, src.getParentOp()->getLoc());
  return success();
}

/// Whether a body holds an `if` that leaves the loop.
static bool hasExitingIf(Block &body) {
  return llvm::any_of(body, [](Operation &o) {
    auto i = dyn_cast<ct::IfOp>(o);
    return i && hasNestedExit(i);
  });
}

LogicalResult Structurer::structureFor(ct::ForOp op) {
  if (op.getUnsignedCmp())
    return op.emitError("unsigned loop comparison has no SIMT lowering yet");
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPoint(op);
  Location loc = op.getLoc();
  Type it = scalarTypeOf(op.getLowerBound());
  auto loop = scf::ForOp::create(
      b, loc, toScalar(b, loc, op.getLowerBound(), it),
      toScalar(b, loc, op.getUpperBound(), it),
      toScalar(b, loc, op.getStep(), it), op.getInitValues());
  Block *body = loop.getBody();
  if (!body->empty() && body->back().hasTrait<OpTrait::IsTerminator>())
    body->back().erase();
  Block &src = *op.getBody();
  b.setInsertionPointToStart(body);
  op.getInductionVar().replaceAllUsesWith(
      UnrealizedConversionCastOp::create(b, loc,
                                         op.getInductionVar().getType(),
                                         loop.getInductionVar())
          .getResult(0));
  for (auto [a, n] : llvm::zip(op.getRegionIterValues(),
                               loop.getRegionIterArgs()))
    a.replaceAllUsesWith(n);
  if (hasExitingIf(src)) {
    SmallVector<Type> iterTypes(op.getInitValues().getTypes());
    b.setInsertionPointToEnd(body);
    ExitLowering el(*this, iterTypes, iterTypes, /*allowBreak=*/false,
                    loop.getRegionIterArgs());
    SmallVector<Value> tuple;
    if (failed(el.lowerSeq(src, src.begin(), {}, tuple)))
      return failure();
    scf::YieldOp::create(b, loc, ArrayRef<Value>(tuple).drop_front(2));
  } else if (failed(moveBody(src, body, [&](Operation *t) -> LogicalResult {
               if (!isa<ct::ContinueOp>(t))
                 return t->emitError("loop body must end in continue");
               scf::YieldOp::create(b, t->getLoc(), t->getOperands());
               return success();
             }))) {
    return failure();
  }
  op->replaceAllUsesWith(loop.getResults());
  op->erase();
  return success();
}

LogicalResult Structurer::structureIf(ct::IfOp op) {
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPoint(op);
  Location loc = op.getLoc();
  Value cond = toScalar(b, loc, op.getCondition(), b.getI1Type());
  Block *elseSrc = op.getElseBlock();
  auto ifOp = scf::IfOp::create(b, loc, op->getResultTypes(), cond,
                                /*withElseRegion=*/elseSrc != nullptr);
  auto onYield = [&](Operation *t) -> LogicalResult {
    if (!isa<ct::YieldOp>(t))
      return t->emitError("'") << t->getName()
                               << "' outside a loop body";
    scf::YieldOp::create(b, t->getLoc(), t->getOperands());
    return success();
  };
  if (failed(moveBody(*op.getThenBlock(), ifOp.thenBlock(), onYield)) ||
      (elseSrc && failed(moveBody(*elseSrc, ifOp.elseBlock(), onYield))))
    return failure();
  op->replaceAllUsesWith(ifOp.getResults());
  op->erase();
  return success();
}

LogicalResult Structurer::structureLoop(Operation *op) {
  auto loop = cast<ct::LoopOp>(op);
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPoint(op);
  Location loc = op->getLoc();
  SmallVector<Type> iterTypes(loop.getInitValues().getTypes());
  SmallVector<Type> resultTypes(op->getResultTypes());
  bool shared = iterTypes == resultTypes;
  SmallVector<Type> exitTypes(iterTypes);
  if (!shared)
    exitTypes.append(resultTypes);
  auto w = scf::WhileOp::create(b, loc, exitTypes, loop.getInitValues());
  Block &src = *loop.getBody();
  SmallVector<Location> iterLocs(iterTypes.size(), loc);
  Block *before = b.createBlock(&w.getBefore(), {}, iterTypes, iterLocs);
  for (auto [a, n] : llvm::zip(src.getArguments(), before->getArguments()))
    a.replaceAllUsesWith(n);
  ExitLowering el(*this, iterTypes, resultTypes, /*allowBreak=*/true,
                  before->getArguments());
  SmallVector<Value> tuple;
  if (failed(el.lowerSeq(src, src.begin(), {}, tuple)))
    return failure();
  scf::ConditionOp::create(b, loc, tuple[1],
                           ArrayRef<Value>(tuple).drop_front(2));
  SmallVector<Location> exitLocs(exitTypes.size(), loc);
  Block *after = b.createBlock(&w.getAfter(), {}, exitTypes, exitLocs);
  scf::YieldOp::create(b, loc,
                       after->getArguments().take_front(iterTypes.size()));
  ValueRange results = w.getResults();
  if (!shared)
    results = results.drop_front(iterTypes.size());
  op->replaceAllUsesWith(results);
  op->erase();
  return success();
}

LogicalResult mlir::tileir::detail::structureControlFlow(Operation *entry) {
  OpBuilder b(entry->getContext());
  Structurer s(b);
  Region &region = entry->getRegion(0);
  Block &body = region.front();
  bool earlyReturn = llvm::any_of(body, [](Operation &o) {
    auto i = dyn_cast<ct::IfOp>(o);
    return i && hasNestedExit(i, /*returns=*/true);
  });
  if (!earlyReturn)
    return s.structureBlock(body);
  // A `return` inside `if`s ends the kernel for the whole (uniform) CTA:
  // the ops after such an `if` run under "did not return", as after a
  // `break`. The body moves into a new entry block built that way.
  SmallVector<Location> locs;
  for (BlockArgument a : body.getArguments())
    locs.push_back(a.getLoc());
  Block *fresh = b.createBlock(&region, region.end(), body.getArgumentTypes(),
                               locs);
  for (auto [o, n] : llvm::zip(body.getArguments(), fresh->getArguments()))
    o.replaceAllUsesWith(n);
  ExitLowering el(s, {}, {}, /*allowBreak=*/true, {}, /*returns=*/true);
  SmallVector<Value> tuple;
  if (failed(el.lowerSeq(body, body.begin(), {}, tuple)))
    return failure();
  ct::ReturnOp::create(b, entry->getLoc());
  body.erase();
  return success();
}
