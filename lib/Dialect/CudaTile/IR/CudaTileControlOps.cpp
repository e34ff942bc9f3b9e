//===- CudaTileControlOps.cpp - for, loop, if and their terminators -------===//
//
// Reductions and misc ops of this group live in CudaTileReduceOps.cpp.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::cuda_tile;

// Custom directives used by the generated code; reduce/assume ones are defined
// in CudaTileReduceOps.cpp.
namespace mlir::cuda_tile {
ParseResult parseArgumentRegion(OpAsmParser &p, Region &region);
void printArgumentRegion(OpAsmPrinter &p, Operation *op, Region &region);
ParseResult parseAssumePredicate(OpAsmParser &p,
                                 AssumePredicateAttrInterface &pred);
void printAssumePredicate(OpAsmPrinter &p, Operation *op,
                          AssumePredicateAttrInterface pred);
} // namespace mlir::cuda_tile

static ParseResult parseIfRegion(OpAsmParser &p, Region &region);
static void printIfRegion(OpAsmPrinter &p, Operation *op, Region &region);

#define GET_OP_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileControlOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Shared helpers
//===----------------------------------------------------------------------===//

/// Appends an operand-less `TermOp` when the region's block lacks a
/// terminator (the implicit `yield`/`continue` of the pretty form).
template <typename TermOp>
static void ensureImplicitTerminator(Region &region, Builder &b, Location loc) {
  mlir::impl::ensureRegionTerminator(
      region, b, loc, [](OpBuilder &ob, Location l) -> Operation * {
        // Detached: the caller inserts it.
        OperationState state(l, TermOp::getOperationName());
        TermOp::build(ob, state);
        return Operation::create(state);
      });
}

/// Prints a single-block region, eliding an operand-less `TermOp`.
template <typename TermOp>
static void printRegionEliding(OpAsmPrinter &p, Region &region) {
  bool printTerm = true;
  if (!region.empty() && !region.front().empty()) {
    Operation *term = &region.front().back();
    printTerm = !isa<TermOp>(term) || term->getNumOperands() != 0;
  }
  p.printRegion(region, /*printEntryBlockArgs=*/false, printTerm);
}

/// Views may not flow through loop iterations or `if` results.
static LogicalResult checkNotView(Operation *op, Type t, StringRef what,
                                  unsigned idx) {
  if (isa<TensorViewType>(t))
    return op->emitOpError() << what << " " << idx
                             << " is a tensor_view, which cannot be "
                                "carried by control flow";
  if (isa<TileViewType>(t))
    return op->emitOpError() << what << " " << idx << " is a tile view (" << t
                             << "), which cannot be carried by control flow";
  return success();
}

/// The value of an integer (or i1) constant, scalar or splat.
static std::optional<APInt> getConstantInt(Value v) {
  Attribute attr;
  if (!matchPattern(v, m_Constant(&attr)))
    return std::nullopt;
  if (auto i = dyn_cast<IntegerAttr>(attr))
    return i.getValue();
  if (auto d = dyn_cast<DenseIntElementsAttr>(attr); d && d.isSplat())
    return d.getSplatValue<APInt>();
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// continue / break
//===----------------------------------------------------------------------===//

/// The loop an early exit targets: the first non-`if` ancestor. Emits an
/// error and returns null if that ancestor is not one of `LoopOps`.
template <typename... LoopOps>
static Operation *findTargetLoop(Operation *exitOp, StringRef allowed) {
  Operation *p = exitOp->getParentOp();
  while (p && isa<IfOp>(p))
    p = p->getParentOp();
  if (p && isa<LoopOps...>(p))
    return p;
  InFlightDiagnostic diag = exitOp->emitOpError()
                            << "must be nested in " << allowed
                            << " through 'cuda_tile.if' ops only";
  if (p)
    diag.attachNote(p->getLoc()) << "found ancestor '" << p->getName() << "'";
  return nullptr;
}

static LogicalResult checkExitTypes(Operation *exitOp, TypeRange expected,
                                    StringRef what) {
  if (TypeRange(exitOp->getOperandTypes()) == expected)
    return success();
  InFlightDiagnostic diag = exitOp->emitOpError()
                            << "operand types (" << exitOp->getOperandTypes()
                            << ") must match the " << what << " (";
  llvm::interleaveComma(expected, diag);
  return diag << ")";
}

LogicalResult ContinueOp::verify() {
  Operation *loop =
      findTargetLoop<ForOp, LoopOp>(*this, "'cuda_tile.for' or 'cuda_tile.loop'");
  if (!loop)
    return failure();
  if (auto forOp = dyn_cast<ForOp>(loop))
    return checkExitTypes(*this, forOp.getInitValues().getTypes(),
                          "iter_values of the enclosing 'for'");
  return checkExitTypes(*this, cast<LoopOp>(loop).getInitValues().getTypes(),
                        "iter_values of the enclosing 'loop'");
}

LogicalResult BreakOp::verify() {
  Operation *loop = findTargetLoop<LoopOp>(*this, "'cuda_tile.loop'");
  if (!loop)
    return failure();
  return checkExitTypes(*this, loop->getResultTypes(),
                        "result types of the enclosing 'loop'");
}

//===----------------------------------------------------------------------===//
// for
//===----------------------------------------------------------------------===//

void ForOp::build(OpBuilder &b, OperationState &state, Value lb, Value ub,
                  Value step, ValueRange inits, bool unsignedCmp) {
  state.addOperands({lb, ub, step});
  state.addOperands(inits);
  state.addTypes(inits.getTypes());
  if (unsignedCmp)
    state.addAttribute(getUnsignedCmpAttrName(state.name), b.getUnitAttr());
  Region *region = state.addRegion();
  Block *body = new Block();
  region->push_back(body);
  body->addArgument(lb.getType(), state.location);
  for (Value v : inits)
    body->addArgument(v.getType(), v.getLoc());
  // With iter_values the caller must build the `continue` itself.
  if (inits.empty())
    ensureImplicitTerminator<ContinueOp>(*region, b, state.location);
}

// [unsigned] %iv in (%lb to %ub, step %s) : T
//     [iter_values(%a = %x, ...) -> (T0, ...)] { ... } [attr-dict]
ParseResult ForOp::parse(OpAsmParser &p, OperationState &state) {
  Builder &b = p.getBuilder();
  if (succeeded(p.parseOptionalKeyword("unsigned")))
    state.addAttribute(getUnsignedCmpAttrName(state.name), b.getUnitAttr());
  OpAsmParser::Argument iv;
  OpAsmParser::UnresolvedOperand lb, ub, step;
  if (p.parseArgument(iv) || p.parseKeyword("in") || p.parseLParen() ||
      p.parseOperand(lb) || p.parseKeyword("to") || p.parseOperand(ub) ||
      p.parseComma() || p.parseKeyword("step") || p.parseOperand(step) ||
      p.parseRParen() || p.parseColon() || parseCudaTileType(p, iv.type))
    return failure();

  SmallVector<OpAsmParser::Argument> regionArgs{iv};
  SmallVector<OpAsmParser::UnresolvedOperand> inits;
  SmallVector<Type> types;
  if (succeeded(p.parseOptionalKeyword("iter_values"))) {
    SMLoc loc = p.getCurrentLocation();
    if (p.parseAssignmentList(regionArgs, inits) || p.parseArrow() ||
        p.parseLParen() || parseCudaTileTypes(p, types) || p.parseRParen())
      return failure();
    if (types.size() != inits.size())
      return p.emitError(loc) << "has " << inits.size()
                              << " iter_values but " << types.size()
                              << " types";
    for (auto [arg, t] : llvm::zip(llvm::drop_begin(regionArgs), types))
      arg.type = t;
  }
  Region *body = state.addRegion();
  if (p.parseRegion(*body, regionArgs))
    return failure();
  ensureImplicitTerminator<ContinueOp>(*body, b, state.location);
  if (p.parseOptionalAttrDict(state.attributes) ||
      p.resolveOperands({lb, ub, step}, iv.type, state.operands) ||
      p.resolveOperands(inits, types, p.getNameLoc(), state.operands))
    return failure();
  state.addTypes(types);
  return success();
}

/// `%arg = %init, ...` of `iter_values(...)`, shared by for and loop.
static void printIterValuePairs(OpAsmPrinter &p, ValueRange regionArgs,
                                ValueRange inits) {
  llvm::interleaveComma(llvm::zip(regionArgs, inits), p, [&](auto pair) {
    p << std::get<0>(pair) << " = " << std::get<1>(pair);
  });
}

void ForOp::print(OpAsmPrinter &p) {
  if (getUnsignedCmp())
    p << " unsigned";
  p << ' ' << getInductionVar() << " in (" << getLowerBound() << " to "
    << getUpperBound() << ", step " << getStep() << ") : ";
  printCudaTileType(p, getInductionVar().getType());
  p << ' ';
  if (!getInitValues().empty()) {
    p << "iter_values(";
    printIterValuePairs(p, getRegionIterValues(), getInitValues());
    p << ") -> (";
    printCudaTileTypes(p, getInitValues().getTypes());
    p << ") ";
  }
  printRegionEliding<ContinueOp>(p, getRegion());
  p.printOptionalAttrDict((*this)->getAttrs(), {getUnsignedCmpAttrName()});
}

/// for and loop: each loop-carried value is no view and has its region
/// iter_value's type.
static LogicalResult verifyIterValues(Operation *op, ValueRange inits,
                                      ValueRange iterValues) {
  for (auto [i, init, arg] : llvm::enumerate(inits, iterValues)) {
    if (failed(checkNotView(op, init.getType(), "loop-carried value", i)))
      return failure();
    if (init.getType() != arg.getType())
      return op->emitOpError("init value ")
             << i << " has type " << init.getType()
             << " but its region iter_value has type " << arg.getType();
  }
  return success();
}

LogicalResult ForOp::verifyRegions() {
  Block *body = getBody();
  if (body->getNumArguments() != 1 + getInitValues().size())
    return emitOpError("body has ")
           << body->getNumArguments()
           << " arguments, expected the induction variable and "
           << getInitValues().size() << " iter_values";
  if (getInductionVar().getType() != getLowerBound().getType())
    return emitOpError("induction variable type ")
           << getInductionVar().getType()
           << " must match the bounds and step type "
           << getLowerBound().getType();
  return verifyIterValues(*this, getInitValues(), getRegionIterValues());
}

SmallVector<Region *> ForOp::getLoopRegions() { return {&getRegion()}; }
std::optional<SmallVector<Value>> ForOp::getLoopInductionVars() {
  return SmallVector<Value>{getInductionVar()};
}
std::optional<SmallVector<OpFoldResult>> ForOp::getLoopLowerBounds() {
  return SmallVector<OpFoldResult>{OpFoldResult(getLowerBound())};
}
std::optional<SmallVector<OpFoldResult>> ForOp::getLoopUpperBounds() {
  return SmallVector<OpFoldResult>{OpFoldResult(getUpperBound())};
}
std::optional<SmallVector<OpFoldResult>> ForOp::getLoopSteps() {
  return SmallVector<OpFoldResult>{OpFoldResult(getStep())};
}

namespace {
/// A `for` whose range is empty (lb >= ub, signed or unsigned as the op
/// says) never runs its body: its results are its inits.
struct RemoveEmptyFor : OpRewritePattern<ForOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ForOp op,
                                PatternRewriter &rewriter) const override {
    bool empty = op.getLowerBound() == op.getUpperBound();
    if (!empty) {
      std::optional<APInt> lb = getConstantInt(op.getLowerBound());
      std::optional<APInt> ub = getConstantInt(op.getUpperBound());
      if (!lb || !ub || lb->getBitWidth() != ub->getBitWidth())
        return failure();
      empty = op.getUnsignedCmp() ? lb->uge(*ub) : lb->sge(*ub);
    }
    if (!empty)
      return failure();
    rewriter.replaceOp(op, op.getInitValues());
    return success();
  }
};
} // namespace

void ForOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                        MLIRContext *ctx) {
  results.add<RemoveEmptyFor>(ctx);
}

//===----------------------------------------------------------------------===//
// loop
//===----------------------------------------------------------------------===//

void LoopOp::build(OpBuilder &b, OperationState &state, TypeRange resultTypes,
                   ValueRange inits) {
  state.addOperands(inits);
  state.addTypes(resultTypes);
  Region *region = state.addRegion();
  Block *body = new Block();
  region->push_back(body);
  for (Value v : inits)
    body->addArgument(v.getType(), v.getLoc());
  if (inits.empty())
    ensureImplicitTerminator<ContinueOp>(*region, b, state.location);
}

// [iter_values(%a = %x, ...)] [: [T0, ...] [-> R0, ...]] { ... } [attr-dict]
// Without iter_values the types after `:` are the results.
ParseResult LoopOp::parse(OpAsmParser &p, OperationState &state) {
  SmallVector<OpAsmParser::Argument> regionArgs;
  SmallVector<OpAsmParser::UnresolvedOperand> inits;
  SmallVector<Type> initTypes, resultTypes;
  if (succeeded(p.parseOptionalKeyword("iter_values"))) {
    SMLoc loc = p.getCurrentLocation();
    if (p.parseAssignmentList(regionArgs, inits) || p.parseColon() ||
        parseCudaTileTypes(p, initTypes))
      return failure();
    if (initTypes.size() != inits.size())
      return p.emitError(loc) << "has " << inits.size()
                              << " iter_values but " << initTypes.size()
                              << " types";
    for (auto [arg, t] : llvm::zip(regionArgs, initTypes))
      arg.type = t;
    if (succeeded(p.parseOptionalArrow()) && parseCudaTileTypes(p, resultTypes))
      return failure();
  } else if (succeeded(p.parseOptionalColon()) &&
             parseCudaTileTypes(p, resultTypes)) {
    return failure();
  }
  Region *body = state.addRegion();
  if (p.parseRegion(*body, regionArgs))
    return failure();
  ensureImplicitTerminator<ContinueOp>(*body, p.getBuilder(), state.location);
  if (p.parseOptionalAttrDict(state.attributes) ||
      p.resolveOperands(inits, initTypes, p.getNameLoc(), state.operands))
    return failure();
  state.addTypes(resultTypes);
  return success();
}

void LoopOp::print(OpAsmPrinter &p) {
  p << ' ';
  bool hasInits = !getInitValues().empty();
  bool hasResults = getNumResults() != 0;
  if (hasInits) {
    p << "iter_values(";
    printIterValuePairs(p, getRegionIterValues(), getInitValues());
    p << ") : ";
    printCudaTileTypes(p, getInitValues().getTypes());
    p << ' ';
    if (hasResults)
      p << "-> ";
  } else if (hasResults) {
    p << ": ";
  }
  if (hasResults) {
    printCudaTileTypes(p, getResultTypes());
    p << ' ';
  }
  printRegionEliding<ContinueOp>(p, getRegion());
  p.printOptionalAttrDict((*this)->getAttrs());
}

LogicalResult LoopOp::verifyRegions() {
  Block *body = getBody();
  if (body->getNumArguments() != getInitValues().size())
    return emitOpError("body has ")
           << body->getNumArguments() << " arguments but the loop has "
           << getInitValues().size() << " iter_values";
  if (failed(verifyIterValues(*this, getInitValues(), getRegionIterValues())))
    return failure();
  for (auto [i, t] : llvm::enumerate(getResultTypes()))
    if (failed(checkNotView(*this, t, "result", i)))
      return failure();
  Operation *term = &body->back();
  if (!isa<ContinueOp, BreakOp>(term))
    return term->emitOpError("cannot end a 'cuda_tile.loop' body: expected "
                             "'continue' or 'break'");
  return success();
}

SmallVector<Region *> LoopOp::getLoopRegions() { return {&getRegion()}; }

//===----------------------------------------------------------------------===//
// if
//===----------------------------------------------------------------------===//

static ParseResult parseIfRegion(OpAsmParser &p, Region &region) {
  if (p.parseRegion(region))
    return failure();
  ensureImplicitTerminator<YieldOp>(region, p.getBuilder(),
                                    p.getEncodedSourceLoc(p.getNameLoc()));
  return success();
}

static void printIfRegion(OpAsmPrinter &p, Operation *, Region &region) {
  printRegionEliding<YieldOp>(p, region);
}

void IfOp::build(OpBuilder &b, OperationState &state, TypeRange resultTypes,
                 Value condition, bool withElse) {
  state.addOperands(condition);
  state.addTypes(resultTypes);
  Region *thenRegion = state.addRegion();
  Region *elseRegion = state.addRegion();
  thenRegion->push_back(new Block());
  if (withElse)
    elseRegion->push_back(new Block());
  // Without results the implicit `yield` is right; otherwise the caller
  // yields the values.
  if (resultTypes.empty()) {
    ensureImplicitTerminator<YieldOp>(*thenRegion, b, state.location);
    if (withElse)
      ensureImplicitTerminator<YieldOp>(*elseRegion, b, state.location);
  }
}

LogicalResult IfOp::verify() {
  for (auto [i, t] : llvm::enumerate(getResultTypes()))
    if (failed(checkNotView(*this, t, "result", i)))
      return failure();
  if (getNumResults() != 0 && getElseRegion().empty())
    return emitOpError("has results, so it needs an else region");
  for (auto [region, name] : {std::pair<Region *, StringRef>{&getThenRegion(), "then"},
                              {&getElseRegion(), "else"}}) {
    if (region->empty() || region->front().empty())
      continue;
    Operation *term = &region->front().back();
    // continue/break/return check their own placement and types.
    if (isa<ContinueOp, BreakOp, ReturnOp>(term))
      continue;
    auto yield = dyn_cast<YieldOp>(term);
    if (!yield)
      return emitOpError() << name
                           << " region must end with 'yield', 'continue', "
                              "'break' or 'return'";
    if (TypeRange(yield.getOperandTypes()) != getResultTypes()) {
      InFlightDiagnostic diag = emitOpError()
                                << name << " region yields ("
                                << yield.getOperandTypes()
                                << ") but the results are (";
      llvm::interleaveComma(getResultTypes(), diag);
      return diag << ")";
    }
  }
  return success();
}

void IfOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  bool conservative = false;
  for (Region &region : (*this)->getRegions())
    for (Operation &op : region.getOps()) {
      // A region ending in continue/break/return leaves the if: control
      // flow that DCE must keep.
      if (isa<ContinueOp, BreakOp, ReturnOp>(op)) {
        conservative = true;
        continue;
      }
      std::optional<SmallVector<MemoryEffects::EffectInstance>> nested =
          getEffectsRecursively(&op);
      if (!nested) {
        conservative = true;
        continue;
      }
      effects.append(nested->begin(), nested->end());
    }
  if (conservative) {
    effects.emplace_back(MemoryEffects::Read::get());
    effects.emplace_back(MemoryEffects::Write::get());
  }
}

namespace {
/// `if` on a constant condition becomes the taken region. When that region
/// ends in continue, break or return, its exit ends the parent block too:
/// what followed the if never runs and goes.
struct InlineConstantIf : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<APInt> cond = getConstantInt(op.getCondition());
    if (!cond)
      return failure();
    Region &taken = cond->isZero() ? op.getElseRegion() : op.getThenRegion();
    if (taken.empty()) {
      // False condition, no else: nothing runs (such an if has no results).
      rewriter.eraseOp(op);
      return success();
    }
    Block *block = &taken.front();
    auto yield = dyn_cast<YieldOp>(block->getTerminator());
    if (!yield) {
      // Later ops use only what comes before them: erase from the end.
      Block *parent = op->getBlock();
      while (&parent->back() != op.getOperation())
        rewriter.eraseOp(&parent->back());
      rewriter.inlineBlockBefore(block, op);
      rewriter.eraseOp(op);
      return success();
    }
    SmallVector<Value> values(yield.getOperands());
    rewriter.eraseOp(yield);
    rewriter.inlineBlockBefore(block, op);
    rewriter.replaceOp(op, values);
    return success();
  }
};

/// A result whose both branches yield the same value, defined above the if,
/// is that value.
struct ForwardCommonYield : OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getElseRegion().empty())
      return failure();
    auto thenYield = dyn_cast<YieldOp>(op.getThenBlock()->getTerminator());
    auto elseYield = dyn_cast<YieldOp>(op.getElseBlock()->getTerminator());
    if (!thenYield || !elseYield)
      return failure();
    bool changed = false;
    for (auto [res, a, b] : llvm::zip(op.getResults(), thenYield.getOperands(),
                                      elseYield.getOperands())) {
      if (a != b || res.use_empty() ||
          op->isAncestor(a.getParentRegion()->getParentOp()))
        continue;
      rewriter.replaceAllUsesWith(res, a);
      changed = true;
    }
    return success(changed);
  }
};
} // namespace

void IfOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                       MLIRContext *ctx) {
  results.add<InlineConstantIf, ForwardCommonYield>(ctx);
}
