//===- CudaTileViewOps.cpp - views and the loads/stores through them -------===//
//
// The ops are declared in CudaTileMemoryOps.td (generated code is compiled in
// CudaTileMemoryOps.cpp); this file holds their hand-written parts.
//
//===----------------------------------------------------------------------===//
#include "CudaTileMemoryCommon.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::memory;

//===----------------------------------------------------------------------===//
// What the ops need to know about a tile view
//===----------------------------------------------------------------------===//

/// One index per view dimension; all rank 0 and (with `sameType`) of one
/// type, except a gather_scatter_view's sparse dimension, which takes a 1-D
/// tile of row indices as long as the tile along that dimension.
static LogicalResult verifyIndices(Operation *op, TileViewType view,
                                   ValueRange indices, bool sameType = true) {
  ArrayRef<int32_t> tile = view.getTileShape().asArrayRef();
  size_t rank = tile.size();
  if (indices.size() != rank)
    return op->emitOpError("expected ")
           << rank << " index operand(s), one per view dimension, got "
           << indices.size();
  Type scalarTy;
  for (auto [i, idx] : llvm::enumerate(indices)) {
    auto ty = cast<TileType>(idx.getType());
    if (view.getGatheredDim() == i) {
      if (ty.getRank() != 1)
        return op->emitOpError("index ")
               << i << " (the sparse dimension) must be a 1-D tile, got "
               << ty;
      if (ty.getShape()[0] != tile[i])
        return op->emitOpError("index ")
               << i << " (the sparse dimension) holds " << ty.getShape()[0]
               << " indices but the view tile has " << tile[i]
               << " rows along it";
      continue;
    }
    if (ty.getRank() != 0)
      return op->emitOpError("index ") << i << " must be a rank-0 tile, got "
                                       << ty;
    if (!scalarTy)
      scalarTy = ty;
    else if (sameType && ty != scalarTy)
      return op->emitOpError("index ")
             << i << " has type " << ty << " but earlier indices have "
             << scalarTy;
  }
  return success();
}

static LogicalResult verifyViewTile(Operation *op, TileViewType view,
                                    TileType tile, StringRef what) {
  TileType expected = view.getTileType();
  if (tile != expected)
    return op->emitOpError()
           << what << " type " << tile << " differs from the view's tile type "
           << expected;
  return success();
}

//===----------------------------------------------------------------------===//
// Shared syntax of the *_view_tko ops:
//   %view[%i, %j]  ...  : [tile,] view[, index types] -> results
// Index types print once when they all agree, else one per index.
//===----------------------------------------------------------------------===//

static ParseResult
parseViewAndIndices(OpAsmParser &p, OpAsmParser::UnresolvedOperand &view,
                    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &indices) {
  return failure(p.parseOperand(view) ||
                 p.parseOperandList(indices, OpAsmParser::Delimiter::Square));
}

static void printViewAndIndices(OpAsmPrinter &p, Value view,
                                ValueRange indices) {
  p << ' ' << view << '[' << indices << ']';
}

static ParseResult parseOptionalToken(OpAsmParser &p, bool &hasToken,
                                      OpAsmParser::UnresolvedOperand &token) {
  hasToken = succeeded(p.parseOptionalKeyword("token"));
  if (hasToken && (p.parseEqual() || p.parseOperand(token)))
    return failure();
  return success();
}

/// Parses `, T` or `, T1, T2, ...` after the view type, up to the `->`.
static ParseResult parseIndexTypes(OpAsmParser &p, size_t numIndices,
                                   SmallVectorImpl<Type> &types) {
  SMLoc loc = p.getCurrentLocation();
  while (succeeded(p.parseOptionalComma()))
    if (parseCudaTileType(p, types.emplace_back()))
      return failure();
  if (types.size() == 1 && numIndices > 1)
    types.resize(numIndices, types.front());
  if (types.size() != numIndices)
    return p.emitError(loc, "expected ")
           << numIndices << " index type(s) (or one for all), got "
           << types.size();
  return success();
}

static void printIndexTypes(OpAsmPrinter &p, ValueRange indices) {
  if (indices.empty())
    return;
  if (llvm::all_equal(indices.getTypes())) {
    p << ", ";
    printCudaTileType(p, indices.front().getType());
    return;
  }
  for (Type t : indices.getTypes()) {
    p << ", ";
    printCudaTileType(p, t);
  }
}

/// `inbounds = [true, false, ...]` (13.4), one flag per index dimension.
static ParseResult parseOptionalInbounds(OpAsmParser &p,
                                         OperationState &state) {
  if (failed(p.parseOptionalKeyword("inbounds")))
    return success();
  SmallVector<bool> flags;
  if (p.parseEqual() ||
      p.parseCommaSeparatedList(OpAsmParser::Delimiter::Square,
                                [&]() -> ParseResult {
        SMLoc loc = p.getCurrentLocation();
        StringRef word;
        if (p.parseKeyword(&word))
          return failure();
        if (word != "true" && word != "false")
          return ParseResult(p.emitError(loc, "expected true or false, got '")
                             << word << "'");
        flags.push_back(word == "true");
        return success();
      }))
    return failure();
  state.addAttribute("inbounds", p.getBuilder().getDenseBoolArrayAttr(flags));
  return success();
}

static void printOptionalInbounds(OpAsmPrinter &p, DenseBoolArrayAttr flags) {
  if (!flags)
    return;
  p << " inbounds = [";
  llvm::interleaveComma(flags.asArrayRef(), p,
                        [&](bool b) { p << (b ? "true" : "false"); });
  p << ']';
}

static LogicalResult verifyInbounds(Operation *op, DenseBoolArrayAttr flags,
                                    size_t numIndices) {
  if (flags && flags.size() != static_cast<int64_t>(numIndices))
    return op->emitOpError("inbounds holds ")
           << flags.size() << " flag(s) but the access has " << numIndices
           << " index dimension(s)";
  return success();
}

static ParseResult parseOptionalHints(OpAsmParser &p, OperationState &state) {
  OptimizationHintsAttr hints;
  if (OptimizationHintsAttr::parseOptional(p, hints))
    return failure();
  if (hints)
    state.addAttribute("optimization_hints", hints);
  return success();
}

static void addMemoryAttrs(OperationState &state,
                           MemoryOrderingSemanticsAttr ord,
                           MemoryScopeAttr scope) {
  state.addAttribute("memory_ordering_semantics", ord);
  if (scope)
    state.addAttribute("memory_scope", scope);
}

static void setSegments(OpAsmParser &p, OperationState &state,
                        ArrayRef<int32_t> sizes) {
  state.addAttribute("operandSegmentSizes",
                     p.getBuilder().getDenseI32ArrayAttr(sizes));
}

/// Prints `token = %t`, hints and the remaining attributes.
static void printTail(OpAsmPrinter &p, Operation *op, Value token,
                      OptimizationHintsAttr hints,
                      ArrayRef<StringRef> elided,
                      DenseBoolArrayAttr inbounds = {}) {
  if (token)
    p << " token = " << token;
  printOptionalInbounds(p, inbounds);
  if (hints) {
    p << " optimization_hints = ";
    hints.print(p);
  }
  SmallVector<StringRef> skip(elided.begin(), elided.end());
  skip.append({"memory_ordering_semantics", "memory_scope",
               "optimization_hints", "operandSegmentSizes", "inbounds"});
  p.printOptionalAttrDictWithKeyword(op->getAttrs(), skip);
}

//===----------------------------------------------------------------------===//
// make_tensor_view
//===----------------------------------------------------------------------===//

/// `[4, %n, ...]`: constants become static sizes, SSA values dynamic ones.
static ParseResult
parseMixedList(OpAsmParser &p, SmallVectorImpl<int64_t> &values,
               SmallVectorImpl<SMLoc> &locs,
               SmallVectorImpl<OpAsmParser::UnresolvedOperand> &dynamic) {
  return p.parseCommaSeparatedList(
      OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
        locs.push_back(p.getCurrentLocation());
        int64_t c = 0;
        OptionalParseResult isInt = p.parseOptionalInteger(c);
        if (isInt.has_value()) {
          values.push_back(c);
          return *isInt;
        }
        OpAsmParser::UnresolvedOperand v;
        OptionalParseResult isValue = p.parseOptionalOperand(v);
        if (!isValue.has_value())
          return p.emitError(locs.back(), "expected an integer or an SSA value");
        if (failed(*isValue))
          return failure();
        dynamic.push_back(v);
        values.push_back(ShapedType::kDynamic);
        return success();
      });
}

/// Checks the written list against the result type, element by element.
static ParseResult checkMixedList(OpAsmParser &p, StringRef what,
                                  ArrayRef<int64_t> written,
                                  ArrayRef<SMLoc> locs, SMLoc listLoc,
                                  ArrayRef<int64_t> typed) {
  if (written.size() != typed.size())
    return p.emitError(listLoc, "")
           << what << " has " << written.size()
           << " entries but the tensor_view has rank " << typed.size();
  auto str = [](int64_t v) {
    return v == ShapedType::kDynamic ? std::string("?") : std::to_string(v);
  };
  for (auto [i, w, t] : llvm::enumerate(written, typed))
    if (w != t)
      return p.emitError(locs[i], "")
             << what << " entry " << i << " is " << str(w)
             << " but the tensor_view type says " << str(t);
  return success();
}

ParseResult MakeTensorViewOp::parse(OpAsmParser &p, OperationState &state) {
  OpAsmParser::UnresolvedOperand base;
  SmallVector<OpAsmParser::UnresolvedOperand> dynShape, dynStrides;
  SmallVector<int64_t> shape, strides;
  SmallVector<SMLoc> shapeLocs, strideLocs;
  SMLoc shapeLoc, strideLoc;
  if (p.parseOperand(base) || p.parseComma() || p.parseKeyword("shape") ||
      p.parseEqual())
    return failure();
  shapeLoc = p.getCurrentLocation();
  if (parseMixedList(p, shape, shapeLocs, dynShape) || p.parseComma() ||
      p.parseKeyword("strides") || p.parseEqual())
    return failure();
  strideLoc = p.getCurrentLocation();
  if (parseMixedList(p, strides, strideLocs, dynStrides) ||
      p.parseOptionalAttrDict(state.attributes) || p.parseColon())
    return failure();

  // `T ->` names the type of the dynamic operands; it is written only when
  // there are some. Without them, NVIDIA's 13.5 printer names the base's
  // type there instead: accepted, and checked against the view.
  Type indexTy, writtenBaseTy;
  bool hasDynamic = !dynShape.empty() || !dynStrides.empty();
  if (hasDynamic && (parseCudaTileType(p, indexTy) || p.parseArrow()))
    return failure();
  SMLoc typeLoc = p.getCurrentLocation();
  Type type;
  if (parseCudaTileType(p, type))
    return failure();
  if (!hasDynamic && succeeded(p.parseOptionalArrow())) {
    writtenBaseTy = type;
    typeLoc = p.getCurrentLocation();
    if (parseCudaTileType(p, type))
      return failure();
  }
  auto tv = dyn_cast<TensorViewType>(type);
  if (!tv)
    return p.emitError(typeLoc, "expected a tensor_view type, got ") << type;
  if (checkMixedList(p, "shape", shape, shapeLocs, shapeLoc, tv.getShape()) ||
      checkMixedList(p, "strides", strides, strideLocs, strideLoc,
                     tv.getStrides()))
    return failure();

  Type baseTy = TileType::get(
      {}, PointerType::get(p.getContext(), tv.getElementType(), tv.getPtrAttr()));
  if (writtenBaseTy && writtenBaseTy != baseTy)
    return p.emitError(typeLoc, "the base of ")
           << tv << " is " << baseTy << ", not " << writtenBaseTy;
  if (p.resolveOperand(base, baseTy, state.operands) ||
      p.resolveOperands(dynShape, indexTy, state.operands) ||
      p.resolveOperands(dynStrides, indexTy, state.operands))
    return failure();
  setSegments(p, state,
              {1, static_cast<int32_t>(dynShape.size()),
               static_cast<int32_t>(dynStrides.size())});
  state.addTypes(tv);
  return success();
}

void MakeTensorViewOp::print(OpAsmPrinter &p) {
  auto printMixed = [&](ArrayRef<int64_t> values, OperandRange dynamic) {
    auto next = dynamic.begin();
    p << '[';
    llvm::interleaveComma(values, p, [&](int64_t v) {
      if (v == ShapedType::kDynamic)
        p << *next++;
      else
        p << v;
    });
    p << ']';
  };
  TensorViewType tv = getResult().getType();
  p << ' ' << getBase() << ", shape = ";
  printMixed(tv.getShape(), getDynamicShape());
  p << ", strides = ";
  printMixed(tv.getStrides(), getDynamicStrides());
  p.printOptionalAttrDict((*this)->getAttrs(), {"operandSegmentSizes"});
  p << " : ";
  if (!getDynamicShape().empty() || !getDynamicStrides().empty()) {
    Value first = getDynamicShape().empty() ? getDynamicStrides().front()
                                            : getDynamicShape().front();
    printCudaTileType(p, first.getType());
    p << " -> ";
  }
  printCudaTileType(p, tv);
}

LogicalResult MakeTensorViewOp::verify() {
  TensorViewType tv = getResult().getType();
  auto ptr = cast<PointerType>(getBase().getType().getElementType());
  Type pointee = ptr.getPointeeType();
  if (pointee != tv.getElementType())
    return emitOpError("base points to ")
           << pointee << " but the tensor_view holds " << tv.getElementType();
  if (ptr.getPtrAttr() != tv.getPtrAttr())
    return emitOpError("tensor_view must keep its base pointer's attribute (")
           << ptr << " against " << tv << ")";
  if (getDynamicShape().size() != tv.getNumDynamicShape())
    return emitOpError("expected ")
           << tv.getNumDynamicShape() << " dynamic shape operand(s), got "
           << getDynamicShape().size();
  if (getDynamicStrides().size() != tv.getNumDynamicStrides())
    return emitOpError("expected ")
           << tv.getNumDynamicStrides() << " dynamic stride operand(s), got "
           << getDynamicStrides().size();
  // The custom syntax names one type for all dynamic operands.
  SmallVector<Value> dynamic(getDynamicShape());
  llvm::append_range(dynamic, getDynamicStrides());
  for (Value v : dynamic)
    if (v.getType() != dynamic.front().getType())
      return emitOpError("dynamic shape and stride operands must share one "
                         "type, got ")
             << dynamic.front().getType() << " and " << v.getType();
  return success();
}

void MakeTensorViewOp::getAsmResultNames(OpAsmSetValueNameFn setName) {
  setName(getResult(), "tview");
}

void MakePartitionViewOp::getAsmResultNames(OpAsmSetValueNameFn setName) {
  setName(getResult(), "pview");
}

void MakeStridedViewOp::getAsmResultNames(OpAsmSetValueNameFn setName) {
  setName(getResult(), "sview");
}

void MakeGatherScatterViewOp::getAsmResultNames(OpAsmSetValueNameFn setName) {
  setName(getResult(), "gsview");
}

//===----------------------------------------------------------------------===//
// get_tensor_shape / get_index_space_shape:
//   %a:N = op %src : SRC -> tile<i32>   (one result per dimension)
//===----------------------------------------------------------------------===//

template <typename SrcT>
static ParseResult parseShapeQuery(OpAsmParser &p, OperationState &state,
                                   StringRef expected) {
  OpAsmParser::UnresolvedOperand src;
  Type srcTy, resultTy;
  if (p.parseOperand(src) || p.parseOptionalAttrDict(state.attributes) ||
      p.parseColon())
    return failure();
  SMLoc loc = p.getCurrentLocation();
  if (parseCudaTileType(p, srcTy) || p.parseArrow() ||
      parseCudaTileType(p, resultTy))
    return failure();
  size_t rank;
  if constexpr (std::is_same_v<SrcT, TensorViewType>) {
    auto tv = dyn_cast<TensorViewType>(srcTy);
    if (!tv)
      return p.emitError(loc, "expected ") << expected << ", got " << srcTy;
    rank = tv.getRank();
  } else {
    auto view = dyn_cast<TileViewType>(srcTy);
    if (!view)
      return p.emitError(loc, "expected ") << expected << ", got " << srcTy;
    rank = view.getRank();
  }
  if (p.resolveOperand(src, srcTy, state.operands))
    return failure();
  state.types.append(rank, resultTy);
  return success();
}

static void printShapeQuery(OpAsmPrinter &p, Operation *op) {
  p << ' ' << op->getOperand(0);
  p.printOptionalAttrDict(op->getAttrs());
  p << " : ";
  printCudaTileType(p, op->getOperand(0).getType());
  p << " -> ";
  // A rank-0 source has no results; the type is then still needed to parse.
  if (op->getNumResults())
    printCudaTileType(p, op->getResult(0).getType());
  else
    p << "tile<i32>";
}

static LogicalResult verifyShapeQuery(Operation *op, size_t rank) {
  if (op->getNumResults() != rank)
    return op->emitOpError("expected ")
           << rank << " result(s), one per dimension, got "
           << op->getNumResults();
  for (Type t : op->getResultTypes())
    if (t != op->getResult(0).getType())
      return op->emitOpError("all results must have one type, got ")
             << op->getResult(0).getType() << " and " << t;
  return success();
}

ParseResult GetTensorShapeOp::parse(OpAsmParser &p, OperationState &state) {
  return parseShapeQuery<TensorViewType>(p, state, "a tensor_view");
}
void GetTensorShapeOp::print(OpAsmPrinter &p) { printShapeQuery(p, *this); }
LogicalResult GetTensorShapeOp::verify() {
  return verifyShapeQuery(*this, getSrc().getType().getRank());
}

ParseResult GetIndexSpaceShapeOp::parse(OpAsmParser &p, OperationState &state) {
  return parseShapeQuery<void>(p, state, "a tile view");
}
void GetIndexSpaceShapeOp::print(OpAsmPrinter &p) { printShapeQuery(p, *this); }
LogicalResult GetIndexSpaceShapeOp::verify() {
  return verifyShapeQuery(*this, getSrc().getType().getRank());
}

//===----------------------------------------------------------------------===//
// load_view_tko
//   %t, %tok = load_view_tko ORD [SCOPE] %view[%i..] [token = %t0]
//       [optimization_hints = <..>] [attributes {..}]
//       : VIEW[, IDX..] -> tile<..>, token
//===----------------------------------------------------------------------===//

ParseResult LoadViewTkoOp::parse(OpAsmParser &p, OperationState &state) {
  MemoryOrderingSemanticsAttr ord;
  MemoryScopeAttr scope;
  OpAsmParser::UnresolvedOperand view, token;
  SmallVector<OpAsmParser::UnresolvedOperand> indices;
  bool hasToken;
  if (parseMemoryAttrs(p, ord, scope) || parseViewAndIndices(p, view, indices) ||
      parseOptionalToken(p, hasToken, token) ||
      parseOptionalInbounds(p, state) || parseOptionalHints(p, state) ||
      p.parseOptionalAttrDictWithKeyword(state.attributes) || p.parseColon())
    return failure();
  Type viewTy, tileTy, tokenTy;
  SmallVector<Type> indexTys;
  if (parseCudaTileType(p, viewTy) ||
      parseIndexTypes(p, indices.size(), indexTys) || p.parseArrow() ||
      parseCudaTileType(p, tileTy) || p.parseComma() ||
      parseCudaTileType(p, tokenTy))
    return failure();
  if (p.resolveOperand(view, viewTy, state.operands) ||
      p.resolveOperands(indices, indexTys, p.getNameLoc(), state.operands) ||
      (hasToken && p.resolveOperand(token, TokenType::get(p.getContext()),
                                    state.operands)))
    return failure();
  addMemoryAttrs(state, ord, scope);
  setSegments(p, state, {1, static_cast<int32_t>(indices.size()), hasToken});
  state.addTypes({tileTy, tokenTy});
  return success();
}

void LoadViewTkoOp::print(OpAsmPrinter &p) {
  p << ' ';
  printMemoryAttrs(p, *this, getMemoryOrderingSemanticsAttr(),
                   getMemoryScopeAttr());
  printViewAndIndices(p, getView(), getIndex());
  printTail(p, *this, getToken(), getOptimizationHintsAttr(), {},
            getInboundsAttr());
  p << " : ";
  printCudaTileType(p, getView().getType());
  printIndexTypes(p, getIndex());
  p << " -> ";
  printCudaTileType(p, getTile().getType());
  p << ", ";
  printCudaTileType(p, getResultToken().getType());
}

LogicalResult LoadViewTkoOp::verify() {
  TileViewType view = getView().getType();
  if (failed(verifyIndices(*this, view, getIndex())) ||
      failed(verifyInbounds(*this, getInboundsAttr(), getIndex().size())) ||
      failed(verifyViewTile(*this, view, getTile().getType(), "result")) ||
      failed(verifyAccessHints(*this, getOptimizationHintsAttr(),
                               /*isViewAccess=*/true)))
    return failure();
  return verifyLoadOrdering(*this, getMemoryOrderingSemantics(),
                            getMemoryScope());
}

void LoadViewTkoOp::getEffects(EffectList &effects) {
  addAccessEffects(effects, /*isLoad=*/true, getMemoryOrderingSemantics());
}

//===----------------------------------------------------------------------===//
// store_view_tko
//   %tok = store_view_tko ORD [SCOPE] %tile, %view[%i..] [token = %t0]
//       [optimization_hints = <..>] : TILE, VIEW[, IDX..] -> token
//===----------------------------------------------------------------------===//

ParseResult StoreViewTkoOp::parse(OpAsmParser &p, OperationState &state) {
  MemoryOrderingSemanticsAttr ord;
  MemoryScopeAttr scope;
  OpAsmParser::UnresolvedOperand tile, view, token;
  SmallVector<OpAsmParser::UnresolvedOperand> indices;
  bool hasToken;
  if (parseMemoryAttrs(p, ord, scope) || p.parseOperand(tile) ||
      p.parseComma() || parseViewAndIndices(p, view, indices) ||
      parseOptionalToken(p, hasToken, token) ||
      parseOptionalInbounds(p, state) || parseOptionalHints(p, state) ||
      p.parseOptionalAttrDictWithKeyword(state.attributes) || p.parseColon())
    return failure();
  Type tileTy, viewTy, tokenTy;
  SmallVector<Type> indexTys;
  if (parseCudaTileType(p, tileTy) || p.parseComma() ||
      parseCudaTileType(p, viewTy) ||
      parseIndexTypes(p, indices.size(), indexTys) || p.parseArrow() ||
      parseCudaTileType(p, tokenTy))
    return failure();
  if (p.resolveOperand(tile, tileTy, state.operands) ||
      p.resolveOperand(view, viewTy, state.operands) ||
      p.resolveOperands(indices, indexTys, p.getNameLoc(), state.operands) ||
      (hasToken && p.resolveOperand(token, TokenType::get(p.getContext()),
                                    state.operands)))
    return failure();
  addMemoryAttrs(state, ord, scope);
  setSegments(p, state,
              {1, 1, static_cast<int32_t>(indices.size()), hasToken});
  state.addTypes(tokenTy);
  return success();
}

void StoreViewTkoOp::print(OpAsmPrinter &p) {
  p << ' ';
  printMemoryAttrs(p, *this, getMemoryOrderingSemanticsAttr(),
                   getMemoryScopeAttr());
  p << ' ' << getTile() << ',';
  printViewAndIndices(p, getView(), getIndex());
  printTail(p, *this, getToken(), getOptimizationHintsAttr(), {},
            getInboundsAttr());
  p << " : ";
  printCudaTileType(p, getTile().getType());
  p << ", ";
  printCudaTileType(p, getView().getType());
  printIndexTypes(p, getIndex());
  p << " -> ";
  printCudaTileType(p, getResultToken().getType());
}

LogicalResult StoreViewTkoOp::verify() {
  TileViewType view = getView().getType();
  if (failed(verifyIndices(*this, view, getIndex())) ||
      failed(verifyInbounds(*this, getInboundsAttr(), getIndex().size())) ||
      failed(verifyViewTile(*this, view, getTile().getType(), "stored tile")) ||
      failed(verifyAccessHints(*this, getOptimizationHintsAttr(),
                               /*isViewAccess=*/true)))
    return failure();
  return verifyStoreOrdering(*this, getMemoryOrderingSemantics(),
                             getMemoryScope());
}

void StoreViewTkoOp::getEffects(EffectList &effects) {
  addAccessEffects(effects, /*isLoad=*/false, getMemoryOrderingSemantics());
}

//===----------------------------------------------------------------------===//
// atomic_red_view_tko
//   %tok = atomic_red_view_tko ORD SCOPE %view[%i..], MODE, %value
//       [token = %t0] : VALUE, VIEW[, IDX..] -> token
//===----------------------------------------------------------------------===//

ParseResult AtomicRedViewTkoOp::parse(OpAsmParser &p, OperationState &state) {
  MemoryOrderingSemanticsAttr ord;
  MemoryScopeAttr scope;
  OpAsmParser::UnresolvedOperand view, value, token;
  SmallVector<OpAsmParser::UnresolvedOperand> indices;
  bool hasToken;
  StringRef modeWord;
  if (parseMemoryAttrs(p, ord, scope) || parseViewAndIndices(p, view, indices) ||
      p.parseComma())
    return failure();
  SMLoc modeLoc = p.getCurrentLocation();
  if (p.parseKeyword(&modeWord) || p.parseComma() || p.parseOperand(value) ||
      parseOptionalToken(p, hasToken, token) ||
      parseOptionalInbounds(p, state) ||
      p.parseOptionalAttrDictWithKeyword(state.attributes) || p.parseColon())
    return failure();
  std::optional<AtomicRMWMode> mode = symbolizeAtomicRMWMode(modeWord);
  if (!mode)
    return p.emitError(modeLoc, "unknown atomic mode '")
           << modeWord
           << "'; expected and, or, xor, add, addf, max, min, umax or umin";
  Type valueTy, viewTy, tokenTy;
  SmallVector<Type> indexTys;
  if (parseCudaTileType(p, valueTy) || p.parseComma() ||
      parseCudaTileType(p, viewTy) ||
      parseIndexTypes(p, indices.size(), indexTys) || p.parseArrow() ||
      parseCudaTileType(p, tokenTy))
    return failure();
  if (p.resolveOperand(view, viewTy, state.operands) ||
      p.resolveOperands(indices, indexTys, p.getNameLoc(), state.operands) ||
      p.resolveOperand(value, valueTy, state.operands) ||
      (hasToken && p.resolveOperand(token, TokenType::get(p.getContext()),
                                    state.operands)))
    return failure();
  addMemoryAttrs(state, ord, scope);
  state.addAttribute("mode", AtomicRMWModeAttr::get(p.getContext(), *mode));
  setSegments(p, state,
              {1, static_cast<int32_t>(indices.size()), 1, hasToken});
  state.addTypes(tokenTy);
  return success();
}

void AtomicRedViewTkoOp::print(OpAsmPrinter &p) {
  p << ' ';
  printMemoryAttrs(p, *this, getMemoryOrderingSemanticsAttr(),
                   getMemoryScopeAttr());
  printViewAndIndices(p, getView(), getIndex());
  p << ", " << stringifyAtomicRMWMode(getMode()) << ", " << getValue();
  printTail(p, *this, getToken(), /*hints=*/{}, {"mode"}, getInboundsAttr());
  p << " : ";
  printCudaTileType(p, getValue().getType());
  p << ", ";
  printCudaTileType(p, getView().getType());
  printIndexTypes(p, getIndex());
  p << " -> ";
  printCudaTileType(p, getResultToken().getType());
}

LogicalResult AtomicRedViewTkoOp::verify() {
  TileViewType view = getView().getType();
  if (isa<GatherScatterViewType>(view))
    return emitOpError("cannot reduce into a gather_scatter_view; use a "
                       "partition_view or strided_view");
  if (view.getPaddingValue())
    return emitOpError("cannot reduce into a view with a padding_value");
  // NVIDIA lets a reduction's indices differ in type (unlike load/store).
  if (failed(verifyIndices(*this, view, getIndex(), /*sameType=*/false)) ||
      failed(verifyInbounds(*this, getInboundsAttr(), getIndex().size())) ||
      failed(verifyViewTile(*this, view, getValue().getType(), "value")))
    return failure();
  if (view.getTensorView().isMulticast())
    return emitOpError("cannot reduce into a multicast view; use "
                       "multimem_reduce_view_tko");
  if (getMode() == AtomicRMWMode::xchg)
    return emitOpError("atomic mode 'xchg' is not a reduction");
  if (failed(verifyAtomicMode(*this, getMode(),
                              getValue().getType().getElementType())))
    return failure();
  if (getMemoryOrderingSemantics() != MemoryOrderingSemantics::relaxed)
    return emitOpError("a view reduction must be relaxed, got '")
           << stringifyMemoryOrderingSemantics(getMemoryOrderingSemantics())
           << "'";
  if (getMemoryScope() == MemoryScope::sys)
    return emitOpError("a view reduction takes scope tl_blk or device, not "
                       "sys");
  return success();
}

//===----------------------------------------------------------------------===//
// multimem_load_reduce_view_tko, multimem_reduce_view_tko,
// multimem_store_view_tko (13.5)
//===----------------------------------------------------------------------===//
//
//   multimem_load_reduce_view_tko ORD [SCOPE] %view[%i, ...] [token = %t]
//       [inbounds = [...]] [attributes {reduction = ...}]
//       : VIEW, INDEX..., [token] -> TILE, token
//   multimem_reduce_view_tko ORD SCOPE %view, %value[%i, ...] ...
//       : VIEW, VALUE, INDEX..., [token] -> token
//   multimem_store_view_tko ORD [SCOPE] %view, %tile[%i, ...] ...
//       : VIEW, TILE, INDEX..., [token] -> token
//
// NVIDIA's syntax: the token's type joins the operand types when a token is
// given, and a reduction of `add` (the default) is not printed.

/// `T1, T2, ...` in the dialect's short type syntax.
static ParseResult parseTypes(OpAsmParser &p, SmallVectorImpl<Type> &types) {
  do {
    if (parseCudaTileType(p, types.emplace_back()))
      return failure();
  } while (succeeded(p.parseOptionalComma()));
  return success();
}

/// Parses the part after the memory attributes. `tile` is set for the forms
/// that take one (`%view, %tile[...]`).
static ParseResult
parseMultimem(OpAsmParser &p, OperationState &state,
              std::optional<OpAsmParser::UnresolvedOperand> *tile) {
  OpAsmParser::UnresolvedOperand view, token, value;
  SmallVector<OpAsmParser::UnresolvedOperand> indices;
  bool hasToken;
  if (p.parseOperand(view))
    return failure();
  if (tile) {
    if (p.parseComma() || p.parseOperand(value))
      return failure();
    *tile = value;
  }
  SMLoc typesLoc;
  if (p.parseOperandList(indices, OpAsmParser::Delimiter::Square) ||
      parseOptionalToken(p, hasToken, token) ||
      parseOptionalInbounds(p, state) ||
      p.parseOptionalAttrDictWithKeyword(state.attributes) || p.parseColon())
    return failure();
  typesLoc = p.getCurrentLocation();
  SmallVector<Type> types;
  if (parseTypes(p, types) || p.parseArrow())
    return failure();
  size_t fixed = 1 + (tile ? 1 : 0) + (hasToken ? 1 : 0);
  if (types.size() < fixed)
    return p.emitError(typesLoc, "expected ")
           << fixed << " or more operand types, got " << types.size();
  SmallVector<Type> indexTys(types.begin() + 1 + (tile ? 1 : 0),
                             types.end() - (hasToken ? 1 : 0));
  if (indexTys.size() == 1 && indices.size() > 1)
    indexTys.resize(indices.size(), indexTys.front());
  if (indexTys.size() != indices.size())
    return p.emitError(typesLoc, "expected ")
           << indices.size() << " index type(s) (or one for all), got "
           << indexTys.size();
  if (p.resolveOperand(view, types[0], state.operands) ||
      (tile && p.resolveOperand(value, types[1], state.operands)) ||
      p.resolveOperands(indices, indexTys, typesLoc, state.operands) ||
      (hasToken && p.resolveOperand(token, types.back(), state.operands)))
    return failure();
  SmallVector<int32_t> segments = {1};
  if (tile)
    segments.push_back(1);
  segments.append({static_cast<int32_t>(indices.size()), hasToken});
  setSegments(p, state, segments);
  return success();
}

/// Prints the part after the memory attributes (see parseMultimem).
static void printMultimem(OpAsmPrinter &p, Operation *op, Value view,
                          Value tile, ValueRange indices, Value token,
                          DenseBoolArrayAttr inbounds,
                          MultimemReductionKindAttr reduction) {
  p << ' ' << view;
  if (tile)
    p << ", " << tile;
  p << '[' << indices << ']';
  SmallVector<StringRef> elided;
  if (!reduction || reduction.getValue() == MultimemReductionKind::add)
    elided.push_back("reduction");
  printTail(p, op, token, /*hints=*/{}, elided, inbounds);
  p << " : ";
  printCudaTileType(p, view.getType());
  if (tile) {
    p << ", ";
    printCudaTileType(p, tile.getType());
  }
  for (Value i : indices) {
    p << ", ";
    printCudaTileType(p, i.getType());
  }
  if (token) {
    p << ", ";
    printCudaTileType(p, token.getType());
  }
  p << " -> ";
  llvm::interleaveComma(op->getResultTypes(), p,
                        [&](Type t) { printCudaTileType(p, t); });
}

/// What every multimem op requires of its view and tile: a partition view
/// of a multicast tensor_view, an element type the multimem instructions
/// take (32/64-bit integers; f16, bf16, f32, f64), whole 4-byte words for
/// floats, indices and inbounds per view dimension.
static LogicalResult verifyMultimem(Operation *op, TileViewType view,
                                    TileType tile,
                                    ValueRange indices,
                                    DenseBoolArrayAttr inbounds,
                                    StringRef what) {
  if (!isa<PartitionViewType>(view))
    return op->emitOpError("multimem view operations support only "
                           "partition_view; got ")
           << view;
  if (!view.getTensorView().isMulticast())
    return op->emitOpError("requires a multicast view (a tensor_view of a "
                           "ptr<T, <multicast>> base), got ")
           << view.getTensorView();
  if (failed(verifyIndices(op, view, indices)) ||
      failed(verifyInbounds(op, inbounds, indices.size())) ||
      failed(verifyViewTile(op, view, tile, what)))
    return failure();
  Type elem = tile.getElementType();
  if (auto i = dyn_cast<IntegerType>(elem)) {
    if (i.getWidth() != 32 && i.getWidth() != 64)
      return op->emitOpError("multimem requires 32- or 64-bit integer "
                             "element types; got ")
             << elem;
    return success();
  }
  if (!isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(elem))
    return op->emitOpError("multimem supports only f16, bf16, f32 and f64 "
                           "floating-point element types; got ")
           << elem;
  if (tile.getNumElements() * elem.getIntOrFloatBitWidth() % 32 != 0)
    return op->emitOpError("multimem needs a float tile of whole 4-byte "
                           "words; got ")
           << tile;
  return success();
}

/// The reduction rules: bitwise and unsigned reductions are for integers;
/// floats reduce by add, and (loads only) by min/max for f16 and bf16.
static LogicalResult verifyMultimemReduction(Operation *op,
                                             MultimemReductionKind kind,
                                             Type elem, bool isLoad) {
  if (isa<IntegerType>(elem))
    return success();
  switch (kind) {
  case MultimemReductionKind::add:
    return success();
  case MultimemReductionKind::min:
  case MultimemReductionKind::max:
    if (!isLoad)
      return op->emitOpError("supports only add for floating-point element "
                             "types");
    if (!isa<Float16Type, BFloat16Type>(elem))
      return op->emitOpError("min/max supports f16 and bf16 float types "
                             "only; got ")
             << elem;
    return success();
  default:
    return op->emitOpError("and/or/xor/umin/umax reductions require integer "
                           "element types");
  }
}

ParseResult MultimemLoadReduceViewTkoOp::parse(OpAsmParser &p,
                                               OperationState &state) {
  MemoryOrderingSemanticsAttr ord;
  MemoryScopeAttr scope;
  SmallVector<Type> results;
  if (parseMemoryAttrs(p, ord, scope) ||
      parseMultimem(p, state, /*tile=*/nullptr) || parseTypes(p, results))
    return failure();
  addMemoryAttrs(state, ord, scope);
  state.addTypes(results);
  return success();
}

void MultimemLoadReduceViewTkoOp::print(OpAsmPrinter &p) {
  p << ' ';
  printMemoryAttrs(p, *this, getMemoryOrderingSemanticsAttr(),
                   getMemoryScopeAttr());
  printMultimem(p, *this, getView(), {}, getIndex(), getToken(),
                getInboundsAttr(), getReductionAttr());
}

LogicalResult MultimemLoadReduceViewTkoOp::verify() {
  auto tile = cast<TileType>(getReducedValues().getType());
  if (failed(verifyMultimem(*this, getView().getType(), tile, getIndex(),
                            getInboundsAttr(), "result")) ||
      failed(verifyMultimemReduction(*this, getReduction(),
                                     tile.getElementType(), /*isLoad=*/true)))
    return failure();
  return verifyLoadOrdering(*this, getMemoryOrderingSemantics(),
                            getMemoryScope());
}

/// The two forms that take a tile and yield a token (reduce and store).
static ParseResult parseTileMultimem(OpAsmParser &p, OperationState &state) {
  MemoryOrderingSemanticsAttr ord;
  MemoryScopeAttr scope;
  std::optional<OpAsmParser::UnresolvedOperand> tile;
  Type tokenTy;
  if (parseMemoryAttrs(p, ord, scope) || parseMultimem(p, state, &tile) ||
      parseCudaTileType(p, tokenTy))
    return failure();
  addMemoryAttrs(state, ord, scope);
  state.addTypes(tokenTy);
  return success();
}

ParseResult MultimemReduceViewTkoOp::parse(OpAsmParser &p,
                                           OperationState &state) {
  return parseTileMultimem(p, state);
}

void MultimemReduceViewTkoOp::print(OpAsmPrinter &p) {
  p << ' ';
  printMemoryAttrs(p, *this, getMemoryOrderingSemanticsAttr(),
                   getMemoryScopeAttr());
  printMultimem(p, *this, getView(), getValue(), getIndex(), getToken(),
                getInboundsAttr(), getReductionAttr());
}

LogicalResult MultimemReduceViewTkoOp::verify() {
  auto tile = cast<TileType>(getValue().getType());
  if (failed(verifyMultimem(*this, getView().getType(), tile, getIndex(),
                            getInboundsAttr(), "value")) ||
      failed(verifyMultimemReduction(*this, getReduction(),
                                     tile.getElementType(), /*isLoad=*/false)))
    return failure();
  MemoryOrderingSemantics ord = getMemoryOrderingSemantics();
  if (ord != MemoryOrderingSemantics::relaxed &&
      ord != MemoryOrderingSemantics::release)
    return emitOpError("memory ordering semantics must be one of: relaxed, "
                       "release");
  return success();
}

ParseResult MultimemStoreViewTkoOp::parse(OpAsmParser &p,
                                          OperationState &state) {
  return parseTileMultimem(p, state);
}

void MultimemStoreViewTkoOp::print(OpAsmPrinter &p) {
  p << ' ';
  printMemoryAttrs(p, *this, getMemoryOrderingSemanticsAttr(),
                   getMemoryScopeAttr());
  printMultimem(p, *this, getView(), getTile(), getIndex(), getToken(),
                getInboundsAttr(), /*reduction=*/{});
}

LogicalResult MultimemStoreViewTkoOp::verify() {
  if (failed(verifyMultimem(*this, getView().getType(),
                            cast<TileType>(getTile().getType()), getIndex(),
                            getInboundsAttr(), "stored tile")))
    return failure();
  return verifyStoreOrdering(*this, getMemoryOrderingSemantics(),
                             getMemoryScope());
}
