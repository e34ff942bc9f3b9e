//===- ControlToSIMT.cpp - loop, break, continue nested in ifs ------------===//
//
// cuda_tile.loop becomes scf.while whose `before` region runs the body and
// whose scf.condition says whether the iteration ended in `continue`; the
// condition operands are the next iteration's values or, after `break`, the
// loop results (shared slots when the types agree). Tiles stay in registers.
//
// `break`/`continue` may sit inside nested `if`s. Such an `if` becomes an
// scf.if that also yields (exited, isContinue, exit values); the ops after
// it run under scf.if(!exited), recursively. Control flow in cuda_tile is
// tile-uniform, so every thread takes the same path (barriers inside stay
// legal). The same machinery lowers `for` bodies with an early `continue`.
//
//===----------------------------------------------------------------------===//
#include "TileToSIMTImpl.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::detail;
namespace ct = mlir::cuda_tile;

/// Whether a `break`/`continue` of the enclosing loop sits inside `op` (an
/// `if`), looking through nested `if`s only: loops own their exits.
static bool hasNestedExit(Operation *op) {
  for (Region &r : op->getRegions())
    for (Block &blk : r)
      for (Operation &o : blk) {
        StringRef n = o.getName().stripDialect();
        if (n == "break" || n == "continue")
          return true;
        if (n == "if" && hasNestedExit(&o))
          return true;
      }
  return false;
}

namespace {
/// Lowers blocks whose paths end in yield, continue or break. At each level
/// the lowered ops produce a tuple
///   [level results..., exited, isContinue, exit values...]
/// where the exit values are the iteration slots, then (unless shared) the
/// result slots.
struct ExitLowering {
  ExitLowering(KernelLowering &kl, ArrayRef<Type> iters,
               ArrayRef<Type> results, bool allowBreak)
      : kl(kl), b(kl.b), iterTypes(iters), resultTypes(results),
        exitTypes(iters), shared(iters == results), allowBreak(allowBreak) {
    if (!shared)
      exitTypes.append(results.begin(), results.end());
  }

  /// Lowers `src` from `it` on at the builder's insertion point; `out`
  /// gets the level's tuple.
  LogicalResult lowerSeq(Block &src, Block::iterator it, TypeRange levelTypes,
                         SmallVectorImpl<Value> &out);

  KernelLowering &kl;
  OpBuilder &b;
  SmallVector<Type> iterTypes, resultTypes, exitTypes;
  bool shared;
  bool allowBreak;

private:
  SmallVector<Type> tupleTypes(TypeRange levelTypes) {
    SmallVector<Type> t(levelTypes);
    t.push_back(b.getI1Type());
    t.push_back(b.getI1Type());
    t.append(exitTypes);
    return t;
  }
  Value filler(Type t, Location loc);
  LogicalResult terminate(Operation *term, Location loc, TypeRange levelTypes,
                          SmallVectorImpl<Value> &out);
  LogicalResult lowerExitingIf(Operation *op, Block &src, Block::iterator next,
                               TypeRange levelTypes,
                               SmallVectorImpl<Value> &out);
};
} // namespace

/// A value for slots that the taken path leaves unused.
Value ExitLowering::filler(Type t, Location loc) {
  if (isa<LLVM::LLVMPointerType>(t))
    return LLVM::ZeroOp::create(b, loc, t);
  if (auto rt = dyn_cast<RankedTensorType>(t))
    return arith::ConstantOp::create(
        b, loc, rt,
        DenseElementsAttr::get(rt, b.getZeroAttr(rt.getElementType())));
  return arith::ConstantOp::create(b, loc, t, b.getZeroAttr(t));
}

LogicalResult ExitLowering::terminate(Operation *term, Location loc,
                                      TypeRange levelTypes,
                                      SmallVectorImpl<Value> &out) {
  StringRef n = term ? term->getName().stripDialect() : "yield";
  SmallVector<Value> vals;
  if (term)
    for (Value v : term->getOperands())
      vals.push_back(kl.lookup(v));
  auto convert = [&](TypeRange types) -> LogicalResult {
    if (vals.size() != types.size())
      return emitError(loc, "'") << n << "' has " << vals.size()
                                 << " operands, expected " << types.size();
    for (auto [v, ty] : llvm::zip(vals, types)) {
      if (!v)
        return emitError(loc, "operand of '") << n << "' was not lowered";
      v = kl.toType(v, ty, loc);
    }
    return success();
  };
  Value t = arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1);
  Value f = arith::ConstantIntOp::create(b, loc, b.getI1Type(), 0);
  if (n == "yield") {
    if (failed(convert(levelTypes)))
      return failure();
    out.append(vals);
    out.push_back(f);
    out.push_back(f);
    for (Type et : exitTypes)
      out.push_back(filler(et, loc));
    return success();
  }
  bool isContinue = n == "continue";
  if (!isContinue && n != "break")
    return emitError(loc, "'") << n << "' cannot end a loop body";
  if (!isContinue && !allowBreak)
    return emitError(loc, "'break' outside a 'loop'");
  if (failed(convert(isContinue ? ArrayRef<Type>(iterTypes)
                                : ArrayRef<Type>(resultTypes))))
    return failure();
  for (Type lt : levelTypes)
    out.push_back(filler(lt, loc));
  out.push_back(t);
  out.push_back(isContinue ? t : f);
  if (isContinue || shared) {
    out.append(vals);
    if (!shared)
      for (Type rt : resultTypes)
        out.push_back(filler(rt, loc));
  } else {
    for (Type it : iterTypes)
      out.push_back(filler(it, loc));
    out.append(vals);
  }
  return success();
}

LogicalResult ExitLowering::lowerExitingIf(Operation *op, Block &src,
                                           Block::iterator next,
                                           TypeRange levelTypes,
                                           SmallVectorImpl<Value> &out) {
  Location loc = op->getLoc();
  SmallVector<Type> ifTypes;
  for (Type rt : op->getResultTypes()) {
    Type c = kl.convertType(rt, loc);
    if (!c)
      return failure();
    ifTypes.push_back(c);
  }
  Value cond = kl.lookup(op->getOperand(0));
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
  if (failed(lowerBranch(op->getRegion(0), ifOp.thenBlock())) ||
      failed(lowerBranch(op->getRegion(1), ifOp.elseBlock())))
    return failure();
  unsigned k = ifTypes.size();
  for (unsigned i = 0; i < k; ++i)
    kl.setMapping(op->getResult(i), ifOp.getResult(i));
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
    for (Type lt : levelTypes)
      vals.push_back(filler(lt, loc));
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
  return success();
}

LogicalResult ExitLowering::lowerSeq(Block &src, Block::iterator it,
                                     TypeRange levelTypes,
                                     SmallVectorImpl<Value> &out) {
  for (; it != src.end(); ++it) {
    Operation *op = &*it;
    if (op->hasTrait<OpTrait::IsTerminator>())
      return terminate(op, op->getLoc(), levelTypes, out);
    if (op->getName().stripDialect() == "if" && hasNestedExit(op))
      return lowerExitingIf(op, src, std::next(it), levelTypes, out);
    if (failed(kl.lowerOp(op)))
      return failure();
  }
  // A block without terminator ends like an empty yield.
  Location loc = src.getParentOp() ? src.getParentOp()->getLoc()
                                   : UnknownLoc::get(b.getContext());
  return terminate(nullptr, loc, levelTypes, out);
}

LogicalResult KernelLowering::lowerLoops(Operation *op, bool &handled) {
  StringRef name = op->getName().stripDialect();
  bool isFor = name == "for";
  // Plain `for` bodies (ending in their only `continue`) stay with
  // lowerControl.
  handled = name == "loop" ||
            (isFor && llvm::any_of(op->getRegion(0).front(), [](Operation &o) {
               return o.getName().stripDialect() == "if" && hasNestedExit(&o);
             }));
  if (!handled)
    return success();
  Location loc = op->getLoc();
  unsigned numControl = isFor ? 3 : 0;
  Block &src = op->getRegion(0).front();
  SmallVector<Value> inits;
  SmallVector<Type> iterTypes;
  for (Value v : op->getOperands().drop_front(numControl)) {
    Value m = lookup(v);
    if (!m)
      return op->emitError("loop operand was not lowered");
    inits.push_back(m);
    iterTypes.push_back(m.getType());
  }
  // Results share the iteration slots when their tile types agree.
  SmallVector<Type> resultTypes;
  bool sameTiles = llvm::equal(
      op->getResultTypes(), op->getOperands().drop_front(numControl).getTypes());
  if (sameTiles) {
    resultTypes = iterTypes;
  } else {
    for (Type t : op->getResultTypes()) {
      Type c = convertType(t, loc);
      if (!c)
        return failure();
      resultTypes.push_back(c);
    }
  }
  ExitLowering el(*this, iterTypes, resultTypes, /*allowBreak=*/!isFor);

  if (isFor) {
    if (op->hasAttr("unsignedCmp"))
      return op->emitError("unsigned loop comparison has no SIMT lowering yet");
    auto loop = scf::ForOp::create(b, loc, lookup(op->getOperand(0)),
                                   lookup(op->getOperand(1)),
                                   lookup(op->getOperand(2)), inits);
    setMapping(src.getArgument(0), loop.getInductionVar());
    for (auto [a, n] : llvm::zip(src.getArguments().drop_front(),
                                 loop.getRegionIterArgs()))
      setMapping(a, n);
    OpBuilder::InsertionGuard g(b);
    Block *body = loop.getBody();
    if (!body->empty())
      body->getTerminator()->erase();
    b.setInsertionPointToEnd(body);
    SmallVector<Value> tuple;
    if (failed(el.lowerSeq(src, src.begin(), {}, tuple)))
      return failure();
    scf::YieldOp::create(b, loc, ArrayRef<Value>(tuple).drop_front(2));
    for (auto [r, n] : llvm::zip(op->getResults(), loop.getResults()))
      setMapping(r, n);
    return success();
  }

  auto w = scf::WhileOp::create(b, loc, el.exitTypes, inits);
  {
    OpBuilder::InsertionGuard g(b);
    SmallVector<Location> iterLocs(iterTypes.size(), loc);
    Block *before = b.createBlock(&w.getBefore(), {}, iterTypes, iterLocs);
    for (auto [a, n] : llvm::zip(src.getArguments(), before->getArguments()))
      setMapping(a, n);
    SmallVector<Value> tuple;
    if (failed(el.lowerSeq(src, src.begin(), {}, tuple)))
      return failure();
    scf::ConditionOp::create(b, loc, tuple[1],
                             ArrayRef<Value>(tuple).drop_front(2));
    SmallVector<Location> exitLocs(el.exitTypes.size(), loc);
    Block *after = b.createBlock(&w.getAfter(), {}, el.exitTypes, exitLocs);
    scf::YieldOp::create(
        b, loc, after->getArguments().take_front(iterTypes.size()));
  }
  ValueRange results = w.getResults();
  if (!el.shared)
    results = results.drop_front(iterTypes.size());
  for (auto [r, n] : llvm::zip(op->getResults(), results))
    setMapping(r, n);
  return success();
}
