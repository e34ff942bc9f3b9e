//===- CudaTileMemoryOps.cpp - pointer memory ops, atomics, tokens, globals ===//
//
// View ops (make_*_view, get_*_shape, *_view_tko) live in CudaTileViewOps.cpp.
//
//===----------------------------------------------------------------------===//
#include "CudaTileMemoryCommon.h"

#include "mlir/IR/Builders.h"
#include "llvm/Support/MathExtras.h"

#include <functional>

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::memory;

//===----------------------------------------------------------------------===//
// Shared helpers (declared in CudaTileMemoryCommon.h)
//===----------------------------------------------------------------------===//

ParseResult memory::parseMemoryAttrs(OpAsmParser &p,
                                     MemoryOrderingSemanticsAttr &ord,
                                     MemoryScopeAttr &scope) {
  SMLoc loc = p.getCurrentLocation();
  StringRef word;
  if (p.parseKeyword(&word))
    return failure();
  std::optional<MemoryOrderingSemantics> o =
      symbolizeMemoryOrderingSemantics(word);
  if (!o)
    return p.emitError(loc, "unknown memory ordering '")
           << word << "'; expected weak, relaxed, acquire, release or acq_rel";
  ord = MemoryOrderingSemanticsAttr::get(p.getContext(), *o);

  // Whether the ordering may take a scope is the verifier's call, so the
  // generic and the custom form report the same error.
  loc = p.getCurrentLocation();
  if (succeeded(p.parseOptionalKeyword(&word))) {
    std::optional<MemoryScope> s = symbolizeMemoryScope(word);
    if (!s)
      return p.emitError(loc, "unknown memory scope '")
             << word << "'; expected tl_blk, device or sys";
    scope = MemoryScopeAttr::get(p.getContext(), *s);
  }
  return success();
}

void memory::printMemoryAttrs(OpAsmPrinter &p, Operation *,
                              MemoryOrderingSemanticsAttr ord,
                              MemoryScopeAttr scope) {
  p << stringifyMemoryOrderingSemantics(ord.getValue());
  if (scope)
    p << ' ' << stringifyMemoryScope(scope.getValue());
}

static LogicalResult verifyOrdering(Operation *op, MemoryOrderingSemantics ord,
                                    std::optional<MemoryScope> scope,
                                    MemoryOrderingSemantics strong,
                                    StringRef kind) {
  using MOS = MemoryOrderingSemantics;
  if (ord != MOS::weak && ord != MOS::relaxed && ord != strong)
    return op->emitOpError()
           << kind << " cannot have '" << stringifyMemoryOrderingSemantics(ord)
           << "' ordering; expected weak, relaxed or "
           << stringifyMemoryOrderingSemantics(strong);
  if (ord == MOS::weak && scope)
    return op->emitOpError("weak ")
           << kind << " takes no memory scope, got '"
           << stringifyMemoryScope(*scope) << "'";
  if (ord != MOS::weak && !scope)
    return op->emitOpError()
           << kind << " with '" << stringifyMemoryOrderingSemantics(ord)
           << "' ordering needs a memory scope (tl_blk, device or sys)";
  return success();
}

LogicalResult memory::verifyLoadOrdering(Operation *op,
                                         MemoryOrderingSemantics ord,
                                         std::optional<MemoryScope> scope) {
  return verifyOrdering(op, ord, scope, MemoryOrderingSemantics::acquire,
                        "load");
}

LogicalResult memory::verifyStoreOrdering(Operation *op,
                                          MemoryOrderingSemantics ord,
                                          std::optional<MemoryScope> scope) {
  return verifyOrdering(op, ord, scope, MemoryOrderingSemantics::release,
                        "store");
}

LogicalResult memory::verifyAtomicMode(Operation *op, AtomicRMWMode mode,
                                       Type elemTy) {
  unsigned width = isa<IntegerType, FloatType>(elemTy)
                       ? elemTy.getIntOrFloatBitWidth()
                       : 0;
  bool isInt = isa<IntegerType>(elemTy);
  bool ok;
  StringRef expected;
  switch (mode) {
  case AtomicRMWMode::addf:
    ok = isArithFloatElement(elemTy);
    expected = "f16, bf16, f32 or f64";
    break;
  case AtomicRMWMode::xchg:
    ok = (isInt || isArithFloatElement(elemTy)) && (width == 32 || width == 64);
    expected = "i32, i64, f32 or f64";
    break;
  default: // and, or, xor, add, max, min, umax, umin
    ok = isInt && (width == 32 || width == 64);
    expected = "i32 or i64";
    break;
  }
  if (!ok)
    return op->emitOpError("atomic mode '")
           << stringifyAtomicRMWMode(mode) << "' needs " << expected
           << " elements, got " << elemTy;
  return success();
}

LogicalResult memory::verifyAccessHints(Operation *op,
                                        OptimizationHintsAttr hints,
                                        bool isViewAccess) {
  if (!hints)
    return success();
  if (isViewAccess)
    return hints.verifyForOp(op, {"latency", "allow_tma"});
  return hints.verifyForOp(op, {"latency"});
}

void memory::addAccessEffects(EffectList &effects, bool isLoad,
                              MemoryOrderingSemantics ord) {
  if (isLoad || ord != MemoryOrderingSemantics::weak)
    effects.emplace_back(MemoryEffects::Read::get());
  if (!isLoad || ord != MemoryOrderingSemantics::weak)
    effects.emplace_back(MemoryEffects::Write::get());
}

//===----------------------------------------------------------------------===//
// Custom directives used by the generated parsers and printers
//===----------------------------------------------------------------------===//

static ParseResult parseRMWMode(OpAsmParser &p, AtomicRMWModeAttr &mode) {
  SMLoc loc = p.getCurrentLocation();
  StringRef word;
  if (p.parseKeyword(&word))
    return failure();
  std::optional<AtomicRMWMode> m = symbolizeAtomicRMWMode(word);
  if (!m)
    return p.emitError(loc, "unknown atomic mode '")
           << word
           << "'; expected and, or, xor, add, addf, max, min, umax, umin or "
              "xchg";
  mode = AtomicRMWModeAttr::get(p.getContext(), *m);
  return success();
}

static void printRMWMode(OpAsmPrinter &p, Operation *, AtomicRMWModeAttr mode) {
  p << stringifyAtomicRMWMode(mode.getValue());
}

/// `[public|private] [constant] @name`: one directive so that an omitted
/// `public` leaves no double space behind.
static ParseResult parseGlobalHead(OpAsmParser &p,
                                   SymbolVisibilityAttr &visibility,
                                   UnitAttr &isConstant, StringAttr &name) {
  StringRef word;
  SymbolVisibility vis = SymbolVisibility::Public;
  if (succeeded(p.parseOptionalKeyword(&word, {"public", "private"})))
    vis = *symbolizeSymbolVisibility(word);
  visibility = SymbolVisibilityAttr::get(p.getContext(), vis);
  if (succeeded(p.parseOptionalKeyword("constant")))
    isConstant = UnitAttr::get(p.getContext());
  return p.parseSymbolName(name);
}

static void printGlobalHead(OpAsmPrinter &p, Operation *,
                            SymbolVisibilityAttr visibility,
                            UnitAttr isConstant, StringAttr name) {
  if (visibility && visibility.getValue() != SymbolVisibility::Public)
    p << stringifySymbolVisibility(visibility.getValue()) << ' ';
  if (isConstant)
    p << "constant ";
  p.printSymbolName(name.getValue());
}

/// One scalar of a tile literal, appended to `ints` or `floats`.
static ParseResult parseLiteralScalar(OpAsmParser &p, Type elemTy,
                                      SmallVectorImpl<APInt> &ints,
                                      SmallVectorImpl<APFloat> &floats) {
  SMLoc loc = p.getCurrentLocation();
  if (auto ft = dyn_cast<FloatType>(elemTy)) {
    APFloat v(ft.getFloatSemantics());
    if (p.parseFloat(ft.getFloatSemantics(), v))
      return failure();
    floats.push_back(v);
    return success();
  }
  unsigned width = elemTy.getIntOrFloatBitWidth();
  if (width == 1) {
    if (succeeded(p.parseOptionalKeyword("true"))) {
      ints.push_back(APInt(1, 1));
      return success();
    }
    if (succeeded(p.parseOptionalKeyword("false"))) {
      ints.push_back(APInt(1, 0));
      return success();
    }
  }
  APInt v;
  OptionalParseResult r = p.parseOptionalInteger(v);
  if (!r.has_value())
    return p.emitError(loc, "expected an integer literal");
  if (failed(*r))
    return failure();
  // Accept the signed or the unsigned range of the type (the sign bit of a
  // parsed non-negative value is always clear).
  bool fits = v.getSignificantBits() <= width ||
              (!v.isNegative() && v.getActiveBits() <= width);
  if (!fits)
    return p.emitError(loc, "integer literal out of range for ") << elemTy;
  ints.push_back(v.sextOrTrunc(width));
  return success();
}

/// A scalar or nested `[...]` lists; `shape` receives the nesting's shape.
static ParseResult parseLiteralNest(OpAsmParser &p, Type elemTy,
                                    SmallVectorImpl<int64_t> &shape,
                                    SmallVectorImpl<APInt> &ints,
                                    SmallVectorImpl<APFloat> &floats) {
  SMLoc loc = p.getCurrentLocation();
  if (failed(p.parseOptionalLSquare()))
    return parseLiteralScalar(p, elemTy, ints, floats);
  int64_t count = 0;
  std::optional<SmallVector<int64_t>> inner;
  if (p.parseCommaSeparatedList([&]() -> ParseResult {
        SmallVector<int64_t> sub;
        if (parseLiteralNest(p, elemTy, sub, ints, floats))
          return failure();
        if (inner && *inner != sub)
          return p.emitError(loc, "tile literal is ragged: its elements have "
                                  "different shapes");
        inner = std::move(sub);
        ++count;
        return success();
      }) ||
      p.parseRSquare())
    return failure();
  shape.push_back(count);
  if (inner)
    shape.append(inner->begin(), inner->end());
  return success();
}

/// `<elemtype: literal> : tile<...>`; a lone scalar splats over the tile.
static ParseResult parseGlobalValue(OpAsmParser &p,
                                    DenseIntOrFPElementsAttr &value) {
  Type elemTy, type;
  SMLoc elemLoc = p.getCurrentLocation();
  if (p.parseLess() || parseCudaTileType(p, elemTy))
    return failure();
  if (!isa<IntegerType, FloatType>(elemTy))
    return p.emitError(elemLoc, "expected an integer or float element type, "
                                "got ")
           << elemTy;
  SmallVector<int64_t> shape;
  SmallVector<APInt> ints;
  SmallVector<APFloat> floats;
  if (p.parseColon() || parseLiteralNest(p, elemTy, shape, ints, floats) ||
      p.parseGreater() || p.parseColon())
    return failure();
  SMLoc typeLoc = p.getCurrentLocation();
  if (parseCudaTileType(p, type))
    return failure();
  auto tile = dyn_cast<TileType>(type);
  if (!tile)
    return p.emitError(typeLoc, "expected a tile type, got ") << type;
  if (tile.getElementType() != elemTy)
    return p.emitError(typeLoc, "literal element type ")
           << elemTy << " differs from the tile's element type "
           << tile.getElementType();
  bool splat = shape.empty();
  if (!splat && ArrayRef<int64_t>(shape) != tile.getShape())
    return p.emitError(typeLoc, "literal of shape [")
           << shape << "] does not match the tile shape [" << tile.getShape()
           << "]";
  if (isa<FloatType>(elemTy))
    value = cast<DenseIntOrFPElementsAttr>(DenseElementsAttr::get(tile, floats));
  else
    value = cast<DenseIntOrFPElementsAttr>(DenseElementsAttr::get(tile, ints));
  return success();
}

/// Prints elements row-major in nested brackets, or one value for a splat.
/// Printed element by element: the builtin printer would switch to an
/// unparsable hex blob for large values.
static void printGlobalValue(OpAsmPrinter &p, Operation *,
                             DenseIntOrFPElementsAttr value) {
  Type elemTy = value.getElementType();
  auto printElem = [&](int64_t i) {
    if (isa<FloatType>(elemTy)) {
      p.printFloat(value.getValues<APFloat>()[i]);
      return;
    }
    APInt v = value.getValues<APInt>()[i];
    if (v.getBitWidth() == 1)
      p << (v.isOne() ? "true" : "false");
    else
      p << v.getSExtValue();
  };
  ArrayRef<int64_t> shape = value.getType().getShape();
  std::function<void(size_t, int64_t)> printNest = [&](size_t dim,
                                                       int64_t base) {
    if (dim == shape.size())
      return printElem(base);
    p << '[';
    for (int64_t i = 0; i < shape[dim]; ++i) {
      if (i)
        p << ", ";
      printNest(dim + 1, base * shape[dim] + i);
    }
    p << ']';
  };
  p << '<';
  printCudaTileType(p, elemTy);
  p << ": ";
  if (value.isSplat())
    printElem(0);
  else
    printNest(0, 0);
  p << "> : ";
  printCudaTileType(p, value.getType());
}

#define GET_OP_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileMemoryOps.cpp.inc"

//===----------------------------------------------------------------------===//
// load_ptr_tko / store_ptr_tko
//===----------------------------------------------------------------------===//

/// Shape of `ptrs` equals `shape`, and its pointee is `elemTy`.
static LogicalResult verifyPointersMatch(Operation *op, TileType ptrs,
                                         TileType data, StringRef dataName) {
  Type pointee = cast<PointerType>(ptrs.getElementType()).getPointeeType();
  if (ptrs.getShape() != data.getShape())
    return op->emitOpError("pointer tile shape [")
           << ptrs.getShape() << "] differs from the " << dataName
           << " shape [" << data.getShape() << "]";
  if (pointee != data.getElementType())
    return op->emitOpError("pointee type ")
           << pointee << " differs from the " << dataName << " element type "
           << data.getElementType();
  return success();
}

static LogicalResult verifyMask(Operation *op, Value mask, TileType ref) {
  if (mask && cast<TileType>(mask.getType()).getShape() != ref.getShape())
    return op->emitOpError("mask shape [")
           << cast<TileType>(mask.getType()).getShape()
           << "] differs from the pointer tile shape [" << ref.getShape()
           << "]";
  return success();
}

//   load_ptr_tko ORD [SCOPE] %src[, %mask][, %pad] [token=%t]
//       [optimization_hints = <..>] : SRC[, MASK][, PAD] -> RESULT, token
// NVIDIA's format writes a mask-less padding value where the mask goes, so a
// lone extra operand is told apart by its type; only an i1 padding value
// (whose type a mask shares) needs the `padding_value =` marker.

/// Whether the lone extra operand of type `t` is the mask.
static bool isMaskType(Type t) {
  auto tile = dyn_cast<TileType>(t);
  return tile && tile.getElementType().isInteger(1);
}

ParseResult LoadPtrTkoOp::parse(OpAsmParser &p, OperationState &state) {
  MemoryOrderingSemanticsAttr ord;
  MemoryScopeAttr scope;
  OpAsmParser::UnresolvedOperand source;
  SmallVector<OpAsmParser::UnresolvedOperand, 2> extra;
  bool markedPadding = false;
  if (parseMemoryAttrs(p, ord, scope) || p.parseOperand(source))
    return failure();
  SMLoc extraLoc = p.getCurrentLocation();
  while (extra.size() < 2 && !markedPadding &&
         succeeded(p.parseOptionalComma())) {
    markedPadding = succeeded(p.parseOptionalKeyword("padding_value"));
    if ((markedPadding && p.parseEqual()) ||
        p.parseOperand(extra.emplace_back()))
      return failure();
  }

  std::optional<OpAsmParser::UnresolvedOperand> token;
  if (succeeded(p.parseOptionalKeyword("token")) &&
      (p.parseEqual() || p.parseOperand(token.emplace())))
    return failure();
  Properties &props = state.getOrAddProperties<Properties>();
  props.memory_ordering_semantics = ord;
  props.memory_scope = scope;
  if (OptimizationHintsAttr::parseOptional(p, props.optimization_hints))
    return failure();
  SMLoc attrLoc = p.getCurrentLocation();
  if (p.parseOptionalAttrDict(state.attributes) ||
      failed(verifyInherentAttrs(state.name, state.attributes, [&]() {
        return p.emitError(attrLoc)
               << "'" << state.name.getStringRef() << "' op ";
      })))
    return failure();

  Type sourceTy, resultTy, tokenTy;
  SmallVector<Type, 2> extraTys;
  if (p.parseColon() || parseCudaTileType(p, sourceTy))
    return failure();
  for (size_t i = 0; i < extra.size(); ++i)
    if (p.parseComma() || parseCudaTileType(p, extraTys.emplace_back()))
      return failure();
  if (p.parseArrow() || parseCudaTileType(p, resultTy) || p.parseComma() ||
      parseCudaTileType(p, tokenTy))
    return failure();

  // extra is [mask, pad], [mask] or [pad]; `padding_value =` marks the last
  // one as the padding.
  bool hasMask = extra.size() == 2 ||
                 (extra.size() == 1 && !markedPadding && isMaskType(extraTys[0]));
  bool hasPad = extra.size() > size_t(hasMask);
  if (p.resolveOperand(source, sourceTy, state.operands) ||
      p.resolveOperands(extra, extraTys, extraLoc, state.operands) ||
      (token && p.resolveOperand(*token, TokenType::get(p.getContext()),
                                 state.operands)))
    return failure();
  props.operandSegmentSizes = {1, hasMask, hasPad, token.has_value()};
  state.addTypes({resultTy, tokenTy});
  return success();
}

void LoadPtrTkoOp::print(OpAsmPrinter &p) {
  p << ' ';
  printMemoryAttrs(p, *this, getMemoryOrderingSemanticsAttr(),
                   getMemoryScopeAttr());
  p << ' ' << getSource();
  if (Value mask = getMask())
    p << ", " << mask;
  if (Value pad = getPaddingValue()) {
    p << ", ";
    if (!getMask() && isMaskType(pad.getType()))
      p << "padding_value = ";
    p << pad;
  }
  if (Value token = getToken())
    p << " token=" << token;
  if (OptimizationHintsAttr hints = getOptimizationHintsAttr()) {
    p << " optimization_hints = ";
    hints.print(p);
  }
  p.printOptionalAttrDict((*this)->getAttrs(),
                          {getMemoryOrderingSemanticsAttrName(),
                           getMemoryScopeAttrName(),
                           getOptimizationHintsAttrName(),
                           getOperandSegmentSizesAttrName()});
  p << " : ";
  printCudaTileType(p, getSource().getType());
  for (Value v : {getMask(), getPaddingValue()})
    if (v) {
      p << ", ";
      printCudaTileType(p, v.getType());
    }
  p << " -> ";
  printCudaTileType(p, getResult().getType());
  p << ", ";
  printCudaTileType(p, getResultToken().getType());
}

LogicalResult LoadPtrTkoOp::verify() {
  TileType ptrs = getSource().getType();
  if (failed(verifyPointersMatch(*this, ptrs, getResult().getType(),
                                 "result")) ||
      failed(verifyMask(*this, getMask(), ptrs)))
    return failure();
  // Without a mask every element is loaded and the padding value is unused;
  // NVIDIA accepts that form and cuTile Python writes it.
  if (Value pad = getPaddingValue()) {
    if (pad.getType() != getResult().getType())
      return emitOpError("padding value type ")
             << pad.getType() << " differs from the result type "
             << getResult().getType();
  }
  if (failed(verifyAccessHints(*this, getOptimizationHintsAttr(),
                               /*isViewAccess=*/false)))
    return failure();
  return verifyLoadOrdering(*this, getMemoryOrderingSemantics(),
                            getMemoryScope());
}

void LoadPtrTkoOp::getEffects(EffectList &effects) {
  addAccessEffects(effects, /*isLoad=*/true, getMemoryOrderingSemantics());
}

LogicalResult StorePtrTkoOp::verify() {
  TileType ptrs = getDestination().getType();
  if (failed(verifyPointersMatch(*this, ptrs, getValue().getType(), "value")) ||
      failed(verifyMask(*this, getMask(), ptrs)) ||
      failed(verifyAccessHints(*this, getOptimizationHintsAttr(),
                               /*isViewAccess=*/false)))
    return failure();
  return verifyStoreOrdering(*this, getMemoryOrderingSemantics(),
                             getMemoryScope());
}

void StorePtrTkoOp::getEffects(EffectList &effects) {
  addAccessEffects(effects, /*isLoad=*/false, getMemoryOrderingSemantics());
}

//===----------------------------------------------------------------------===//
// alloca
//===----------------------------------------------------------------------===//

LogicalResult AllocaOp::verify() {
  uint64_t align = getAlignment();
  if (!llvm::isPowerOf2_64(align))
    return emitOpError("alignment must be a power of two, got ") << align;
  Type pointee =
      cast<PointerType>(getResult().getType().getElementType()).getPointeeType();
  // Sub-byte elements (i1, i4) still occupy at least one byte.
  uint64_t natural = std::max(1u, getElementBitWidth(pointee) / 8);
  if (align < natural)
    return emitOpError("alignment ")
           << align << " is below the " << natural << "-byte size of "
           << pointee;
  return success();
}

//===----------------------------------------------------------------------===//
// Atomics
//===----------------------------------------------------------------------===//

static LogicalResult verifyAtomicOrdering(Operation *op,
                                          MemoryOrderingSemantics ord) {
  if (ord == MemoryOrderingSemantics::weak)
    return op->emitOpError("an atomic cannot be weak; expected relaxed, "
                           "acquire, release or acq_rel");
  return success();
}

LogicalResult AtomicRMWTkoOp::verify() {
  TileType ptrs = getPointers().getType();
  if (failed(verifyPointersMatch(*this, ptrs, getArg().getType(), "arg")) ||
      failed(verifyMask(*this, getMask(), ptrs)) ||
      failed(verifyAtomicMode(*this, getMode(),
                              getArg().getType().getElementType())))
    return failure();
  return verifyAtomicOrdering(*this, getMemoryOrderingSemantics());
}

LogicalResult AtomicCASTkoOp::verify() {
  TileType ptrs = getPointers().getType();
  if (failed(verifyPointersMatch(*this, ptrs, getVal().getType(), "val")) ||
      failed(verifyMask(*this, getMask(), ptrs)))
    return failure();
  Type elemTy = getVal().getType().getElementType();
  bool isIntOrFloat = isa<IntegerType>(elemTy) || isArithFloatElement(elemTy);
  unsigned width = isIntOrFloat ? elemTy.getIntOrFloatBitWidth() : 0;
  if (width != 32 && width != 64)
    return emitOpError("compare-and-swap needs i32, i64, f32 or f64 "
                       "elements, got ")
           << elemTy;
  return verifyAtomicOrdering(*this, getMemoryOrderingSemantics());
}

//===----------------------------------------------------------------------===//
// Tokens
//===----------------------------------------------------------------------===//

LogicalResult JoinTokensOp::verify() {
  if (getTokens().size() < 2)
    return emitOpError("joins at least two tokens, got ")
           << getTokens().size();
  return success();
}

//===----------------------------------------------------------------------===//
// Globals
//===----------------------------------------------------------------------===//

LogicalResult GlobalOp::verify() {
  auto tile = dyn_cast<TileType>(getValue().getType());
  if (!tile)
    return emitOpError("value must have a tile type, got ")
           << getValue().getType();
  if (tile.getRank() != 1)
    return emitOpError("value must be a rank-1 tile, got ") << tile;
  return success();
}

LogicalResult GetGlobalOp::verifySymbolUses(SymbolTableCollection &tables) {
  auto global = tables.lookupNearestSymbolFrom<GlobalOp>(*this, getNameAttr());
  if (!global)
    return emitOpError("'@") << getName() << "' is not a global";
  Type want = cast<TileType>(global.getValue().getType()).getElementType();
  Type got =
      cast<PointerType>(getResult().getType().getElementType()).getPointeeType();
  if (want != got)
    return emitOpError("result points to ")
           << got << " but global '@" << getName() << "' holds " << want;
  return success();
}
