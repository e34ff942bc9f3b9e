//===- CudaTileCoreOps.cpp - module, entry, return ------------------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

#include "CudaTileDebugInfo.h"
#include "CudaTileFunctionSyntax.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionImplementation.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#define GET_OP_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileCoreOps.cpp.inc"
#ifdef TILEIR_INCLUDE_TESTS
#define GET_OP_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileTestingOps.cpp.inc"
#endif

//===----------------------------------------------------------------------===//
// module
//===----------------------------------------------------------------------===//

void cuda_tile::ModuleOp::build(OpBuilder &b, OperationState &state, StringRef name) {
  state.addAttribute(mlir::SymbolTable::getSymbolAttrName(), b.getStringAttr(name));
  state.addRegion()->emplaceBlock();
}

LogicalResult cuda_tile::ModuleOp::verify() {
  if (getBody().empty())
    return success();
  for (Operation &op : getBody().front()) {
    StringRef name = op.getName().getStringRef();
    // A preview$extern_impl is a function-table entry: NVIDIA's tools give
    // it a subprogram scope as they give a function.
    if (!isa<FunctionOpInterface>(op) &&
        name != "cuda_tile.preview$extern_impl" &&
        failed(verifyModuleLevelDebugInfo(&op)))
      return failure();
    // preview$func and preview$extern_impl verify the preview gate.
    if (name != "cuda_tile.entry" && name != "cuda_tile.global" &&
        name != "cuda_tile.testing$func" &&
        name != "cuda_tile.preview$func" &&
        name != "cuda_tile.preview$extern_impl")
      return op.emitOpError("is not allowed in a cuda_tile.module: only "
                            "'entry' and 'global' may appear at its top level");
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Function-like syntax (CudaTileFunctionSyntax.h), and the parser and
// printer of entry and testing$func: @name(%a: tile<f32>, ...) [-> (types)]
//===----------------------------------------------------------------------===//

ParseResult cuda_tile::parseFunctionArguments(
    OpAsmParser &p, SmallVectorImpl<OpAsmParser::Argument> &args,
    SmallVectorImpl<Type> &types, ArrayAttr &argAttrs) {
  MLIRContext *ctx = p.getContext();
  SmallVector<Attribute> dicts;
  bool any = false;
  if (p.parseCommaSeparatedList(OpAsmParser::Delimiter::Paren, [&] {
        OpAsmParser::Argument &arg = args.emplace_back();
        NamedAttrList attrs;
        if (p.parseArgument(arg) || p.parseColon() ||
            parseCudaTileType(p, arg.type) || p.parseOptionalAttrDict(attrs))
          return failure();
        types.push_back(arg.type);
        any |= !attrs.empty();
        dicts.push_back(attrs.getDictionary(ctx));
        return success();
      }))
    return failure();
  argAttrs = any ? ArrayAttr::get(ctx, dicts) : ArrayAttr();
  return success();
}

ParseResult cuda_tile::parseFunctionResults(OpAsmParser &p,
                                            SmallVectorImpl<Type> &results) {
  if (failed(p.parseOptionalArrow()))
    return success();
  if (failed(p.parseOptionalLParen()))
    return parseCudaTileType(p, results.emplace_back());
  if (succeeded(p.parseOptionalRParen()))
    return success();
  return failure(parseCudaTileTypes(p, results) || p.parseRParen());
}

void cuda_tile::printFunctionArguments(OpAsmPrinter &p, ArrayRef<Type> types,
                                       ArrayAttr argAttrs, Region *body) {
  p << '(';
  for (auto [i, type] : llvm::enumerate(types)) {
    if (i)
      p << ", ";
    if (body && !body->empty())
      p.printOperand(body->getArgument(i));
    else
      p << "%arg" << i;
    p << ": ";
    printCudaTileType(p, type);
    if (argAttrs && i < argAttrs.size())
      if (auto d = dyn_cast<DictionaryAttr>(argAttrs[i]); d && !d.empty())
        p.printOptionalAttrDict(d.getValue());
  }
  p << ')';
}

void cuda_tile::printFunctionResults(OpAsmPrinter &p,
                                     ArrayRef<Type> results) {
  if (results.size() == 1) {
    p << " -> ";
    printCudaTileType(p, results.front());
  } else if (!results.empty()) {
    p << " -> (";
    printCudaTileTypes(p, results);
    p << ')';
  }
}

/// Parses `@name(signature) [optimization_hints=<..>] {body} [attr-dict]`.
template <typename FuncOpT>
static ParseResult parseFunctionLike(OpAsmParser &p, OperationState &state,
                                     bool allowHints) {
  StringAttr name;
  SmallVector<OpAsmParser::Argument> args;
  SmallVector<Type> argTypes, results;
  ArrayAttr argAttrs;
  if (p.parseSymbolName(name, mlir::SymbolTable::getSymbolAttrName(),
                        state.attributes) ||
      parseFunctionArguments(p, args, argTypes, argAttrs) ||
      parseFunctionResults(p, results))
    return failure();
  Builder &b = p.getBuilder();
  state.addAttribute(FuncOpT::getFunctionTypeAttrName(state.name),
                     TypeAttr::get(b.getFunctionType(argTypes, results)));
  if (argAttrs)
    state.addAttribute(FuncOpT::getArgAttrsAttrName(state.name), argAttrs);
  OptimizationHintsAttr hints;
  if (allowHints && OptimizationHintsAttr::parseOptional(p, hints))
    return failure();
  if (hints)
    state.addAttribute("optimization_hints", hints);
  Region *body = state.addRegion();
  if (p.parseRegion(*body, args, /*enableNameShadowing=*/false))
    return failure();
  if (body->empty())
    body->emplaceBlock();
  FuncOpT::ensureTerminator(*body, b, state.location);
  return p.parseOptionalAttrDictWithKeyword(state.attributes);
}

template <typename FuncOpT>
static void printFunctionLike(OpAsmPrinter &p, FuncOpT op) {
  p << ' ';
  p.printSymbolName(op.getSymName());
  printFunctionArguments(p, op.getFunctionType().getInputs(),
                         op.getArgAttrsAttr(), &op.getBody());
  printFunctionResults(p, op.getFunctionType().getResults());
  Block &entry = op.getBody().front();
  SmallVector<StringRef> elided = {
      mlir::SymbolTable::getSymbolAttrName(), op.getFunctionTypeAttrName(),
      op.getArgAttrsAttrName(), op.getResAttrsAttrName()};
  if constexpr (std::is_same_v<FuncOpT, EntryOp>) {
    elided.push_back(op.getOptimizationHintsAttrName());
    if (auto hints = op.getOptimizationHintsAttr();
        hints && !hints.getValue().empty()) {
      p << " optimization_hints=";
      hints.print(p);
    }
  }
  p << ' ';
  // The trailing operand-less `return` is implicit.
  Operation *term = entry.empty() ? nullptr : &entry.back();
  bool implicitReturn = term && isa<ReturnOp>(term) && term->getNumOperands() == 0;
  p.printRegion(op.getBody(), /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/!implicitReturn,
                /*printEmptyBlock=*/false);
  p.printOptionalAttrDictWithKeyword(op->getAttrs(), elided);
}

//===----------------------------------------------------------------------===//
// entry
//===----------------------------------------------------------------------===//

void EntryOp::build(OpBuilder &b, OperationState &state, StringRef name,
                    FunctionType type) {
  state.addAttribute(mlir::SymbolTable::getSymbolAttrName(), b.getStringAttr(name));
  state.addAttribute(getFunctionTypeAttrName(state.name), TypeAttr::get(type));
  Region *body = state.addRegion();
  Block *block = new Block();
  body->push_back(block);
  for (Type t : type.getInputs())
    block->addArgument(t, state.location);
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToEnd(block);
  ReturnOp::create(b, state.location);
}

ParseResult EntryOp::parse(OpAsmParser &p, OperationState &state) {
  return parseFunctionLike<EntryOp>(p, state, /*allowHints=*/true);
}

void EntryOp::print(OpAsmPrinter &p) { printFunctionLike(p, *this); }

LogicalResult EntryOp::verify() {
  FunctionType type = getFunctionType();
  if (!type.getResults().empty())
    return emitOpError("must not return values, got ")
           << type.getResults().size() << " result type(s)";
  for (auto [i, t] : llvm::enumerate(type.getInputs())) {
    // Only tiles of some shape are refused, as NVIDIA's verifier has it: a
    // token or a view argument verifies (the lowering refuses those).
    auto tile = dyn_cast<TileType>(t);
    if (tile && !tile.getShape().empty())
      return emitOpError("argument #")
             << i << " must be a rank-0 tile (a scalar or pointer), got " << t;
  }
  if (auto hints = getOptimizationHintsAttr())
    return hints.verifyForOp(*this, {"num_cta_in_cga",
                                     "num_worker_warps_per_cta", "occupancy"});
  return success();
}

LogicalResult EntryOp::verifyRegions() {
  if (failed(verifyFunctionDebugInfo(*this, getSymName())) ||
      failed(verifyFunctionBodyDebugInfo(*this)))
    return failure();
  Block &block = getBody().front();
  if (block.getNumArguments() != getFunctionType().getNumInputs())
    return emitOpError("body has ")
           << block.getNumArguments() << " arguments, signature has "
           << getFunctionType().getNumInputs();
  for (auto [arg, t] : llvm::zip(block.getArgumentTypes(),
                                 getFunctionType().getInputs()))
    if (arg != t)
      return emitOpError("body argument type ")
             << arg << " does not match signature type " << t;
  return success();
}

//===----------------------------------------------------------------------===//
// return
//===----------------------------------------------------------------------===//

LogicalResult ReturnOp::verify() {
  Operation *parent = (*this)->getParentOp();
  // `return` ends the program; it may sit inside `if` but never in a loop.
  for (Operation *p = parent; p; p = p->getParentOp()) {
    if (isa<ForOp, LoopOp>(p))
      return emitOpError("must not appear inside a loop ('")
             << p->getName() << "')";
    if (isa<EntryOp>(p))
      break;
    // testing$func and preview$func return what they declare.
    if (auto fn = dyn_cast<FunctionOpInterface>(p)) {
      ArrayRef<Type> results = fn.getResultTypes();
      if (getNumOperands() != results.size())
        return emitOpError("returns ") << getNumOperands()
               << " values, the function declares " << results.size();
      for (auto [i, v, t] : llvm::enumerate(getOperands(), results))
        if (v.getType() != t)
          return emitOpError("type of return operand ")
                 << i << " (" << v.getType()
                 << ") doesn't match function result type (" << t
                 << ") in function @" << fn.getName();
      return success();
    }
  }
  if (getNumOperands() != 0)
    return emitOpError("of an entry returns no values, got ")
           << getNumOperands();
  return success();
}

//===----------------------------------------------------------------------===//
// testing$func
//===----------------------------------------------------------------------===//
#ifdef TILEIR_INCLUDE_TESTS
ParseResult TestFuncOp::parse(OpAsmParser &p, OperationState &state) {
  return parseFunctionLike<TestFuncOp>(p, state, /*allowHints=*/false);
}
void TestFuncOp::print(OpAsmPrinter &p) { printFunctionLike(p, *this); }
LogicalResult TestFuncOp::verifyRegions() {
  if (failed(verifyFunctionDebugInfo(*this, getSymName())))
    return failure();
  return verifyFunctionBodyDebugInfo(*this);
}
#endif
