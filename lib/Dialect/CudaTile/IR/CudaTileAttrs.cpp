//===- CudaTileAttrs.cpp - attributes of cuda_tile ------------------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#include "TileIR/Dialect/CudaTile/IR/CudaTileAttrInterfaces.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileAttrs.cpp.inc"

void CudaTileDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "TileIR/Dialect/CudaTile/IR/CudaTileAttrs.cpp.inc"
      >();
}

/// Element type of a predicated value: a tile's element, or a view's.
static Type predicatedElement(Type type) {
  if (auto tile = dyn_cast<TileType>(type))
    return tile.getElementType();
  if (auto tv = dyn_cast<TensorViewType>(type))
    return tv.getElementType();
  return {};
}

//===----------------------------------------------------------------------===//
// div_by
//===----------------------------------------------------------------------===//

Attribute DivByAttr::parse(AsmParser &p, Type) {
  SMLoc loc = p.getCurrentLocation();
  uint64_t divisor = 0;
  std::optional<int64_t> every, along;
  if (p.parseLess() || p.parseInteger(divisor))
    return {};
  if (succeeded(p.parseOptionalComma())) {
    int64_t e, a;
    if (p.parseKeyword("every") || p.parseInteger(e) ||
        p.parseKeyword("along") || p.parseInteger(a))
      return {};
    every = e;
    along = a;
  }
  if (p.parseGreater())
    return {};
  return p.getChecked<DivByAttr>(loc, p.getContext(), divisor, every, along);
}

void DivByAttr::print(AsmPrinter &p) const {
  p << '<' << getDivisor();
  if (getEvery())
    p << ", every " << *getEvery() << " along " << *getAlong();
  p << '>';
}

LogicalResult DivByAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                uint64_t divisor, std::optional<int64_t> every,
                                std::optional<int64_t> along) {
  if (divisor == 0 || !llvm::isPowerOf2_64(divisor))
    return emitError() << "div_by divisor must be a positive power of two, got "
                       << divisor;
  // NVIDIA's verifier caps the divisor at 2^62 (whatever the element type):
  // 2^63 does not fit the signed 64-bit arithmetic of the analyses.
  if (divisor > (uint64_t(1) << 62))
    return emitError() << "div_by divisor is too large (at most 2^62), got "
                       << divisor;
  if (every.has_value() != along.has_value())
    return emitError() << "div_by needs both 'every' and 'along' or neither";
  if (every && (*every <= 0 || !llvm::isPowerOf2_64(*every)))
    return emitError() << "div_by 'every' must be a positive power of two";
  if (along && *along < 0)
    return emitError() << "div_by 'along' must be a dimension index";
  return success();
}

LogicalResult
DivByAttr::verifyWithType(Type type,
                          function_ref<InFlightDiagnostic()> emitError) const {
  if (isa<TensorViewType>(type)) {
    if (getEvery())
      return emitError() << "div_by on a tensor_view takes no 'every'/'along'";
    return success();
  }
  auto tile = dyn_cast<TileType>(type);
  if (!tile || !(isIntegerElement(tile.getElementType()) ||
                 isa<PointerType>(tile.getElementType())))
    return emitError() << "div_by applies to tiles of integers or pointers and "
                          "to tensor_views, got "
                       << type;
  if (getAlong()) {
    int64_t rank = tile.getShape().size();
    if (*getAlong() >= rank)
      return emitError() << "div_by 'along' " << *getAlong()
                         << " is out of range for rank " << rank;
    if (*getEvery() > tile.getShape()[*getAlong()])
      return emitError() << "div_by 'every' exceeds the size of dimension "
                         << *getAlong();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// same_elements
//===----------------------------------------------------------------------===//

LogicalResult
SameElementsAttr::verifyWithType(Type type,
                                 function_ref<InFlightDiagnostic()> emitError) const {
  auto tile = dyn_cast<TileType>(type);
  if (!tile || !(isIntegerElement(tile.getElementType()) ||
                 isa<PointerType>(tile.getElementType())))
    return emitError() << "same_elements applies to tiles of integers or "
                          "pointers, got "
                       << type;
  ArrayRef<int64_t> groups = getValues().asArrayRef();
  if (groups.size() != tile.getShape().size())
    return emitError() << "same_elements needs one group size per dimension ("
                       << tile.getShape().size() << "), got " << groups.size();
  for (auto [g, d] : llvm::zip(groups, tile.getShape()))
    if (g <= 0 || !llvm::isPowerOf2_64(g) || g > d)
      return emitError() << "same_elements group size " << g
                         << " must be a power of two not above " << d;
  return success();
}

//===----------------------------------------------------------------------===//
// bounded
//===----------------------------------------------------------------------===//

LogicalResult BoundedAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                  std::optional<int64_t> lb,
                                  std::optional<int64_t> ub) {
  if (lb && ub && *lb > *ub)
    return emitError() << "bounded lower bound " << *lb
                       << " exceeds upper bound " << *ub;
  return success();
}

LogicalResult
BoundedAttr::verifyWithType(Type type,
                            function_ref<InFlightDiagnostic()> emitError) const {
  auto tile = dyn_cast<TileType>(type);
  if (!tile || !isIntegerElement(tile.getElementType()))
    return emitError() << "bounded applies to tiles of integers, got " << type;
  unsigned width = tile.getElementType().getIntOrFloatBitWidth();
  if (width < 64) {
    int64_t lo = -(int64_t(1) << (width - 1));
    int64_t hi = (int64_t(1) << (width - 1)) - 1;
    for (std::optional<int64_t> b : {getLb(), getUb()})
      if (b && (*b < lo || *b > hi))
        return emitError() << "bound " << *b << " does not fit in i" << width;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// optimization_hints
//===----------------------------------------------------------------------===//

static constexpr StringLiteral kArchKeys[] = {
    "sm_80",  "sm_86",  "sm_87",  "sm_88",  "sm_89",  "sm_90",
    "sm_100", "sm_103", "sm_107", "sm_110", "sm_120", "sm_121", "default"};

// <sm_90 = {k = v, ...}, default = {...}>
Attribute OptimizationHintsAttr::parse(AsmParser &p, Type) {
  SMLoc loc = p.getCurrentLocation();
  SmallVector<NamedAttribute> entries;
  if (p.parseLess())
    return {};
  if (failed(p.parseOptionalGreater())) {
    if (p.parseCommaSeparatedList([&]() -> ParseResult {
          std::string key;
          DictionaryAttr dict;
          if (p.parseKeywordOrString(&key) || p.parseEqual() ||
              p.parseAttribute(dict))
            return failure();
          entries.push_back(
              NamedAttribute(StringAttr::get(p.getContext(), key), dict));
          return success();
        }) ||
        p.parseGreater())
      return {};
  }
  return p.getChecked<OptimizationHintsAttr>(
      loc, p.getContext(), DictionaryAttr::get(p.getContext(), entries));
}

void OptimizationHintsAttr::print(AsmPrinter &p) const {
  p << '<';
  // Hint values print bare (`occupancy = 2`, `allow_tma = true`), as the
  // reference spells them.
  auto printValue = [&](Attribute v) {
    if (auto b = dyn_cast<BoolAttr>(v))
      p << (b.getValue() ? "true" : "false");
    else if (auto i = dyn_cast<IntegerAttr>(v))
      p << i.getInt();
    else
      p.printAttribute(v);
  };
  llvm::interleaveComma(getValue(), p, [&](NamedAttribute e) {
    p << e.getName().getValue() << " = ";
    auto dict = dyn_cast<DictionaryAttr>(e.getValue());
    if (!dict) {
      p.printAttribute(e.getValue());
      return;
    }
    p << '{';
    llvm::interleaveComma(dict, p, [&](NamedAttribute h) {
      p << h.getName().getValue() << " = ";
      printValue(h.getValue());
    });
    p << '}';
  });
  p << '>';
}

/// A chip of the table, also with its arch-specific (`a`) or family (`f`)
/// suffix: NVIDIA's verifier takes `sm_100a` keys without complaint.
static bool isArchKey(StringRef arch) {
  if (llvm::is_contained(kArchKeys, arch))
    return true;
  StringRef base = arch.drop_back();
  return (arch.ends_with("a") || arch.ends_with("f")) &&
         base.starts_with("sm_") && llvm::is_contained(kArchKeys, base);
}

/// Range rules of each known hint.
static LogicalResult verifyHint(function_ref<InFlightDiagnostic()> emitError,
                                StringRef arch, StringRef key, Attribute v) {
  auto intIn = [&](int64_t lo, int64_t hi, bool pow2) -> LogicalResult {
    auto i = dyn_cast<IntegerAttr>(v);
    if (!i)
      return emitError() << "integer value expected for " << arch << "." << key;
    int64_t x = i.getInt();
    if (x < lo || x > hi || (pow2 && !llvm::isPowerOf2_64(x)))
      return emitError() << "value " << x << " out of range for " << arch
                         << "." << key << " (" << (pow2 ? "power of two " : "")
                         << "in [" << lo << ", " << hi << "])";
    return success();
  };
  if (key == "num_cta_in_cga")
    return intIn(1, 16, true);
  if (key == "num_worker_warps_per_cta")
    return intIn(1, 32, true);
  if (key == "occupancy")
    return intIn(1, 32, false);
  if (key == "latency")
    return intIn(1, 10, false);
  if (key == "allow_tma") {
    if (!isa<BoolAttr>(v))
      return emitError() << "boolean value expected for " << arch << "." << key;
    return success();
  }
  return emitError() << "unknown optimization hint '" << key << "' for "
                     << arch;
}

LogicalResult
OptimizationHintsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                              DictionaryAttr value) {
  for (NamedAttribute e : value) {
    StringRef arch = e.getName().getValue();
    if (!isArchKey(arch))
      return emitError() << "unknown architecture '" << arch
                         << "' in optimization_hints";
    auto dict = dyn_cast<DictionaryAttr>(e.getValue());
    if (!dict)
      return emitError() << "expected a dictionary for optimization_hints entry '"
                         << arch << "'";
    for (NamedAttribute h : dict)
      if (failed(verifyHint(emitError, arch, h.getName().getValue(),
                            h.getValue())))
        return failure();
  }
  return success();
}

Attribute OptimizationHintsAttr::lookup(StringRef sm, StringRef key) const {
  for (StringRef arch : {sm, StringRef("default")})
    if (auto dict = dyn_cast_or_null<DictionaryAttr>(getValue().get(arch)))
      if (Attribute v = dict.get(key))
        return v;
  return {};
}

LogicalResult
OptimizationHintsAttr::verifyForOp(Operation *op,
                                   ArrayRef<StringRef> allowedKeys) const {
  for (NamedAttribute e : getValue())
    for (NamedAttribute h : cast<DictionaryAttr>(e.getValue()))
      if (!llvm::is_contained(allowedKeys, h.getName().getValue()))
        return op->emitOpError("hint '")
               << h.getName().getValue() << "' (" << e.getName().getValue()
               << ") does not apply to this op";
  return success();
}

//===----------------------------------------------------------------------===//
// Debug info
//===----------------------------------------------------------------------===//

static bool isLocalScope(Attribute a) {
  return isa<DISubprogramAttr, DILexicalBlockAttr>(a);
}

LogicalResult
DILexicalBlockAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                           Attribute scope, DIFileAttr, unsigned, unsigned) {
  if (!isLocalScope(scope))
    return emitError() << "di_lexical_block scope must be a di_subprogram or "
                          "di_lexical_block";
  return success();
}

LogicalResult DILocAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                FileLineColLoc, Attribute scope) {
  if (!isLocalScope(scope))
    return emitError() << "di_loc scope must be a di_subprogram or "
                          "di_lexical_block";
  return success();
}
