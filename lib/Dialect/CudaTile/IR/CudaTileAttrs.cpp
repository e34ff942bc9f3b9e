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

Attribute CudaTileDialect::parseAttribute(DialectAsmParser &p,
                                          Type type) const {
  SMLoc loc = p.getCurrentLocation();
  StringRef mnemonic;
  Attribute attr;
  OptionalParseResult r = generatedAttributeParser(p, &mnemonic, type, attr);
  if (!r.has_value())
    r = parsePreviewAttr(p, mnemonic, type, attr);
  if (r.has_value())
    return succeeded(*r) ? attr : Attribute();
  p.emitError(loc, "unknown cuda_tile attribute '") << mnemonic << "'";
  return {};
}

void CudaTileDialect::printAttribute(Attribute attr,
                                     DialectAsmPrinter &p) const {
  if (failed(generatedAttributePrinter(attr, p)))
    (void)printPreviewAttr(attr, p);
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
          Attribute value;
          if (p.parseKeywordOrString(&key) || p.parseEqual())
            return failure();
          SMLoc valueLoc = p.getCurrentLocation();
          if (p.parseAttribute(value))
            return failure();
          if (!isa<DictionaryAttr>(value))
            return p.emitError(valueLoc)
                   << "expected dictionary attribute for optimization_hints "
                      "entry `"
                   << key << "` got value=" << value;
          entries.push_back(
              NamedAttribute(StringAttr::get(p.getContext(), key), value));
          return success();
        }) ||
        p.parseGreater())
      return {};
  }
  return p.getChecked<OptimizationHintsAttr>(
      loc, p.getContext(), DictionaryAttr::get(p.getContext(), entries));
}

ParseResult OptimizationHintsAttr::parseOptional(AsmParser &p,
                                                 OptimizationHintsAttr &out) {
  if (failed(p.parseOptionalKeyword("optimization_hints")))
    return success();
  // `<...>`, or the attribute in full (`#cuda_tile.optimization_hints<...>`).
  return failure(p.parseEqual() || p.parseCustomAttributeWithFallback(out));
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

/// The rule of a known hint's value on `arch`, or "" when the value keeps
/// it (and for hints without a rule). `default` is checked against the chip
/// that reads it.
static std::string checkHintValue(StringRef arch, StringRef key, Attribute v) {
  std::string where = (arch + "." + key).str();
  auto i = dyn_cast<IntegerAttr>(v);
  if (key == "allow_tma")
    return isa<BoolAttr>(v) ? "" : "boolean value expected for " + where;
  if (key != "num_cta_in_cga" && key != "num_worker_warps_per_cta" &&
      key != "occupancy" && key != "latency")
    return "";
  if (!i || isa<BoolAttr>(v))
    return "integer value expected for " + where;
  int64_t x = i.getInt();
  if (key == "num_cta_in_cga") {
    // Ampere and Ada have no thread-block clusters.
    if (arch.starts_with("sm_8") && x != 1)
      return "expected 1 for " + where;
    if (x < 1 || x > 16 || !llvm::isPowerOf2_64(x))
      return "expected power-of-two ≤ 16 for " + where;
  } else if (key == "num_worker_warps_per_cta") {
    if (x < 1 || x > 32 || !llvm::isPowerOf2_64(x))
      return "expected power-of-two ≤ 32 for " + where;
  } else {
    int64_t hi = key == "latency" ? 10 : 32;
    if (x < 1 || x > hi)
      return "integer value in the range [1, " + std::to_string(hi) +
             "] is expected for " + where;
  }
  return "";
}

LogicalResult
OptimizationHintsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                              DictionaryAttr value) {
  // Only the shape is a rule; which chips and hints are known is reported by
  // verifyForOp, on request.
  for (NamedAttribute e : value)
    if (!isa<DictionaryAttr>(e.getValue()))
      return emitError() << "expected a dictionary for optimization_hints entry '"
                         << e.getName().getValue() << "', got "
                         << e.getValue();
  return success();
}

Attribute OptimizationHintsAttr::lookup(StringRef sm, StringRef key) const {
  // The chip's own entry wins, even when invalid (then nothing applies);
  // `default` only where it is valid for this chip. An arch-specific
  // target (sm_90a, sm_100f) is its chip's: front ends key hints by the
  // chip (sm_90), which such a target honours too.
  StringRef chip = sm;
  if (chip.starts_with("sm_") && (chip.ends_with("a") || chip.ends_with("f")))
    chip = chip.drop_back();
  for (StringRef arch : {sm, chip, StringRef("default")})
    if (auto dict = dyn_cast_or_null<DictionaryAttr>(getValue().get(arch)))
      if (Attribute v = dict.get(key))
        return checkHintValue(sm, key, v).empty() ? v : Attribute();
  return {};
}

LogicalResult
OptimizationHintsAttr::verifyForOp(Operation *op,
                                   ArrayRef<StringRef> allowedKeys) const {
  auto &dialect = static_cast<CudaTileDialect &>(getDialect());
  if (!dialect.getWarnUnsupportedHints())
    return success();
  bool clean = true;
  // At the op's location, without the op attached: printing it would verify
  // it again, and warn again.
  auto warn = [&]() {
    clean = false;
    return emitWarning(op->getLoc());
  };
  for (NamedAttribute e : getValue()) {
    StringRef arch = e.getName().getValue();
    if (!llvm::is_contained(kArchKeys, arch)) {
      warn() << "unknown hint key " << arch;
      continue;
    }
    for (NamedAttribute h : cast<DictionaryAttr>(e.getValue())) {
      StringRef key = h.getName().getValue();
      if (!llvm::is_contained(allowedKeys, key)) {
        warn() << key << " is not known hint for current Operation";
        continue;
      }
      std::string problem = checkHintValue(arch, key, h.getValue());
      if (!problem.empty())
        warn() << problem;
    }
  }
  if (clean || !dialect.getErrorOnHints())
    return success();
  return op->emitOpError("Optimization hints verification failed");
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
