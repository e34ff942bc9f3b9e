//===- CudaTilePreview.cpp - attributes and types of the 13.5 preview -----===//
//
// Symbolic expressions, tuples, layouts and fragments of Tile IR 13.5's
// public preview `simt`: their compact spelling, verifiers and evaluation.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTilePreview.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#include "TileIR/Dialect/CudaTile/IR/CudaTilePreviewEnums.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTilePreviewAttrs.cpp.inc"
#define GET_TYPEDEF_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTilePreviewTypes.cpp.inc"

void CudaTileDialect::registerPreview() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "TileIR/Dialect/CudaTile/IR/CudaTilePreviewAttrs.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "TileIR/Dialect/CudaTile/IR/CudaTilePreviewTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/CudaTile/IR/CudaTilePreviewOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Dispatch from the dialect's parser and printer
//===----------------------------------------------------------------------===//

OptionalParseResult cuda_tile::parsePreviewAttr(AsmParser &p,
                                                StringRef mnemonic, Type type,
                                                Attribute &attr) {
  OptionalParseResult result = std::nullopt;
  auto tryOne = [&](auto tag) {
    using A = decltype(tag);
    if (result.has_value() || mnemonic != A::getMnemonic())
      return;
    attr = A::parse(p, type);
    result = success(bool(attr));
  };
  tryOne(PreviewMemorySpaceAttr());
  tryOne(PreviewSynchronizationAttr());
  tryOne(PreviewAccessAttr());
  tryOne(PreviewExprIntAttr());
  tryOne(PreviewExprVarAttr());
  tryOne(PreviewExprAddAttr());
  tryOne(PreviewExprSubAttr());
  tryOne(PreviewExprMulAttr());
  tryOne(PreviewExprDivAttr());
  tryOne(PreviewExprFloorDivAttr());
  tryOne(PreviewExprCeilDivAttr());
  tryOne(PreviewExprNegAttr());
  tryOne(PreviewExprBuiltinAttr());
  tryOne(PreviewExprConstStrAttr());
  tryOne(PreviewSymbolicTupleAttr());
  tryOne(PreviewLayoutAttr());
  tryOne(PreviewConcreteTypeAttr());
  tryOne(PreviewScratchRequestAttr());
  tryOne(PreviewConstParamAttr());
  return result;
}

LogicalResult cuda_tile::printPreviewAttr(Attribute attr, AsmPrinter &p) {
  // The generated keyword parsers are not used: the dialect's parser has
  // read the mnemonic already.
  (void)&generatedAttributeParser;
  (void)&generatedTypeParser;
  return generatedAttributePrinter(attr, p);
}

OptionalParseResult cuda_tile::parsePreviewType(AsmParser &p,
                                                StringRef mnemonic,
                                                Type &type) {
  MLIRContext *ctx = p.getContext();
  if (mnemonic == PreviewDatatypeType::getMnemonic())
    return type = PreviewDatatypeType::get(ctx), success();
  if (mnemonic == PreviewShapeType::getMnemonic())
    return type = PreviewShapeType::get(ctx), success();
  if (mnemonic == PreviewStringType::getMnemonic())
    return type = PreviewStringType::get(ctx), success();
  if (mnemonic == PreviewSymType::getMnemonic())
    return type = PreviewSymType::parse(p), success(bool(type));
  if (mnemonic == PreviewFragmentType::getMnemonic())
    return type = PreviewFragmentType::parse(p), success(bool(type));
  return std::nullopt;
}

LogicalResult cuda_tile::printPreviewType(Type type, AsmPrinter &p) {
  return generatedTypePrinter(type, p);
}

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

bool cuda_tile::isPreviewExpr(Attribute attr) {
  return isa_and_nonnull<PreviewExprIntAttr, PreviewExprVarAttr,
                         PreviewExprAddAttr, PreviewExprSubAttr,
                         PreviewExprMulAttr, PreviewExprDivAttr,
                         PreviewExprFloorDivAttr, PreviewExprCeilDivAttr,
                         PreviewExprNegAttr, PreviewExprBuiltinAttr,
                         PreviewExprConstStrAttr>(attr);
}

static SmallVector<Attribute, 2> exprOperands(Attribute attr);

bool cuda_tile::isPreviewIntegerExpr(Attribute attr) {
  if (!isPreviewExpr(attr) ||
      isa<PreviewExprDivAttr, PreviewExprConstStrAttr>(attr))
    return false;
  return llvm::all_of(exprOperands(attr), isPreviewIntegerExpr);
}

bool cuda_tile::isPreviewExprOrTuple(Attribute attr) {
  if (auto tuple = dyn_cast_or_null<PreviewSymbolicTupleAttr>(attr))
    return llvm::all_of(tuple.getElements(), isPreviewExprOrTuple);
  return isPreviewExpr(attr);
}

/// The operands of an expression (none for leaves).
static SmallVector<Attribute, 2> exprOperands(Attribute attr) {
  return TypeSwitch<Attribute, SmallVector<Attribute, 2>>(attr)
      .Case<PreviewExprAddAttr, PreviewExprSubAttr, PreviewExprMulAttr,
            PreviewExprDivAttr, PreviewExprFloorDivAttr,
            PreviewExprCeilDivAttr>([](auto a) {
        return SmallVector<Attribute, 2>{a.getLhs(), a.getRhs()};
      })
      .Case([](PreviewExprNegAttr a) {
        return SmallVector<Attribute, 2>{a.getOperand()};
      })
      .Case([](PreviewSymbolicTupleAttr a) {
        return SmallVector<Attribute, 2>(a.getElements());
      })
      .Default([](Attribute) { return SmallVector<Attribute, 2>{}; });
}

std::optional<StringRef> cuda_tile::findPreviewVar(Attribute attr) {
  if (auto var = dyn_cast<PreviewExprVarAttr>(attr))
    return var.getName().getValue();
  for (Attribute operand : exprOperands(attr))
    if (std::optional<StringRef> name = findPreviewVar(operand))
      return name;
  return std::nullopt;
}

std::optional<int64_t> cuda_tile::evaluatePreviewExpr(Attribute attr) {
  if (auto i = dyn_cast<PreviewExprIntAttr>(attr))
    return i.getValue();
  SmallVector<Attribute, 2> operands = exprOperands(attr);
  SmallVector<int64_t, 2> v;
  for (Attribute operand : operands) {
    std::optional<int64_t> x = evaluatePreviewExpr(operand);
    if (!x)
      return std::nullopt;
    v.push_back(*x);
  }
  auto divides = [&]() { return v[1] != 0 && !(v[0] == INT64_MIN && v[1] == -1); };
  return TypeSwitch<Attribute, std::optional<int64_t>>(attr)
      .Case([&](PreviewExprAddAttr) { return llvm::checkedAdd(v[0], v[1]); })
      .Case([&](PreviewExprSubAttr) { return llvm::checkedSub(v[0], v[1]); })
      .Case([&](PreviewExprMulAttr) { return llvm::checkedMul(v[0], v[1]); })
      .Case([&](PreviewExprNegAttr) {
        return llvm::checkedSub(int64_t(0), v[0]);
      })
      .Case([&](PreviewExprDivAttr) -> std::optional<int64_t> {
        if (!divides())
          return std::nullopt;
        return v[0] / v[1];
      })
      .Case([&](PreviewExprFloorDivAttr) -> std::optional<int64_t> {
        if (!divides())
          return std::nullopt;
        return llvm::divideFloorSigned(v[0], v[1]);
      })
      .Case([&](PreviewExprCeilDivAttr) -> std::optional<int64_t> {
        if (!divides())
          return std::nullopt;
        return llvm::divideCeilSigned(v[0], v[1]);
      })
      .Default([](Attribute) { return std::nullopt; });
}

/// Whether `name` reads back as one bare identifier.
static bool isBareName(StringRef name) {
  if (name.empty() || !(llvm::isAlpha(name.front()) || name.front() == '_'))
    return false;
  return llvm::all_of(name, [](char c) {
    return llvm::isAlnum(c) || c == '_' || c == '$';
  });
}

// The compact grammar, as NVIDIA's 13.5 disassembler prints it:
//   expr    := term (('+' | '-') term)*
//   term    := unary ('*' unary)*
//   unary   := '-' unary | primary
//   primary := integer | name | '(' expr ')' | '(' [expr (',' expr)+] ')'
//            | string (expr_const_str) | type (concrete_type)
//            | attribute (of any kind: its holder checks it)
// NVIDIA writes floor and ceiling division as `a/b` and `a/+b`, which MLIR's
// lexer cannot read: they, exact division and builtins stay in attribute
// form. A one-element tuple does too (`(x)` is an expression).
static ParseResult parseCompactExpr(AsmParser &p, Attribute &out);

static ParseResult parseCompactPrimary(AsmParser &p, Attribute &out) {
  MLIRContext *ctx = p.getContext();
  if (succeeded(p.parseOptionalLParen())) {
    SmallVector<Attribute> elements;
    if (succeeded(p.parseOptionalRParen())) {
      out = PreviewSymbolicTupleAttr::get(ctx, elements);
      return success();
    }
    if (parseCompactExpr(p, elements.emplace_back()))
      return failure();
    if (succeeded(p.parseOptionalRParen())) {
      out = elements.front();
      return success();
    }
    while (succeeded(p.parseOptionalComma()))
      if (parseCompactExpr(p, elements.emplace_back()))
        return failure();
    if (p.parseRParen())
      return failure();
    out = PreviewSymbolicTupleAttr::get(ctx, elements);
    return success();
  }
  int64_t value;
  OptionalParseResult integer = p.parseOptionalInteger(value);
  if (integer.has_value()) {
    if (failed(*integer))
      return failure();
    out = PreviewExprIntAttr::get(ctx, value);
    return success();
  }
  // A string or a type binds a preview$string or preview$Datatype parameter.
  std::string str;
  if (succeeded(p.parseOptionalString(&str))) {
    out = PreviewExprConstStrAttr::get(ctx, StringAttr::get(ctx, str));
    return success();
  }
  Type type;
  OptionalParseResult isType = p.parseOptionalType(type);
  if (isType.has_value()) {
    if (failed(*isType))
      return failure();
    out = PreviewConcreteTypeAttr::get(ctx, type);
    return success();
  }
  StringRef name;
  if (succeeded(p.parseOptionalKeyword(&name))) {
    out = PreviewExprVarAttr::get(ctx, StringAttr::get(ctx, name));
    return success();
  }
  // Anything else in attribute form; whoever holds it checks its kind (a
  // call's constant argument may be a type or a string).
  return p.parseAttribute(out);
}

static ParseResult parseCompactUnary(AsmParser &p, Attribute &out) {
  SMLoc loc = p.getCurrentLocation();
  if (failed(p.parseOptionalMinus()))
    return parseCompactPrimary(p, out);
  Attribute operand;
  if (parseCompactUnary(p, operand))
    return failure();
  // `-5` is the integer -5 (NVIDIA prints both alike).
  if (auto i = dyn_cast<PreviewExprIntAttr>(operand);
      i && i.getValue() != INT64_MIN) {
    out = PreviewExprIntAttr::get(p.getContext(), -i.getValue());
    return success();
  }
  out = PreviewExprNegAttr::getChecked([&] { return p.emitError(loc); },
                                       p.getContext(), operand);
  return success(bool(out));
}

static ParseResult parseCompactTerm(AsmParser &p, Attribute &out) {
  if (parseCompactUnary(p, out))
    return failure();
  for (;;) {
    SMLoc loc = p.getCurrentLocation();
    if (failed(p.parseOptionalStar()))
      return success();
    Attribute rhs;
    if (parseCompactUnary(p, rhs))
      return failure();
    out = PreviewExprMulAttr::getChecked([&] { return p.emitError(loc); },
                                         p.getContext(), out, rhs);
    if (!out)
      return failure();
  }
}

static ParseResult parseCompactExpr(AsmParser &p, Attribute &out) {
  if (parseCompactTerm(p, out))
    return failure();
  for (;;) {
    SMLoc loc = p.getCurrentLocation();
    bool plus = succeeded(p.parseOptionalPlus());
    if (!plus && failed(p.parseOptionalMinus()))
      return success();
    Attribute rhs;
    if (parseCompactTerm(p, rhs))
      return failure();
    auto emitError = [&] { return p.emitError(loc); };
    out = plus ? Attribute(PreviewExprAddAttr::getChecked(
                     emitError, p.getContext(), out, rhs))
               : Attribute(PreviewExprSubAttr::getChecked(
                     emitError, p.getContext(), out, rhs));
    if (!out)
      return failure();
  }
}

ParseResult cuda_tile::parsePreviewCompact(AsmParser &p, Attribute &out) {
  return parseCompactExpr(p, out);
}

/// Binding strength in the compact form (atoms bind tightest).
static int precedence(Attribute attr) {
  if (isa<PreviewExprAddAttr, PreviewExprSubAttr>(attr))
    return 1;
  if (isa<PreviewExprMulAttr>(attr))
    return 2;
  if (isa<PreviewExprNegAttr>(attr))
    return 3;
  return 4;
}

static void printCompact(AsmPrinter &p, Attribute attr, int minPrecedence) {
  bool parens = precedence(attr) < minPrecedence;
  if (parens)
    p << '(';
  auto infix = [&](Attribute lhs, StringRef op, Attribute rhs, int prec) {
    printCompact(p, lhs, prec);
    p << op;
    // Same-precedence right operands keep their parentheses: 1-(2-3).
    printCompact(p, rhs, prec + 1);
  };
  if (auto i = dyn_cast<PreviewExprIntAttr>(attr)) {
    p << i.getValue();
  } else if (auto var = dyn_cast<PreviewExprVarAttr>(attr);
             var && isBareName(var.getName().getValue())) {
    p << var.getName().getValue();
  } else if (auto add = dyn_cast<PreviewExprAddAttr>(attr)) {
    infix(add.getLhs(), "+", add.getRhs(), 1);
  } else if (auto sub = dyn_cast<PreviewExprSubAttr>(attr)) {
    infix(sub.getLhs(), "-", sub.getRhs(), 1);
  } else if (auto mul = dyn_cast<PreviewExprMulAttr>(attr)) {
    infix(mul.getLhs(), "*", mul.getRhs(), 2);
  } else if (auto str = dyn_cast<PreviewExprConstStrAttr>(attr)) {
    p.printString(str.getValue().getValue());
  } else if (auto type = dyn_cast<PreviewConcreteTypeAttr>(attr)) {
    p.printType(type.getType());
  } else if (auto neg = dyn_cast<PreviewExprNegAttr>(attr)) {
    p << '-';
    printCompact(p, neg.getOperand(), 3);
  } else if (auto tuple = dyn_cast<PreviewSymbolicTupleAttr>(attr);
             tuple && tuple.getElements().size() != 1) {
    p << '(';
    llvm::interleaveComma(tuple.getElements(), p,
                          [&](Attribute a) { printCompact(p, a, 0); });
    p << ')';
  } else {
    p.printAttribute(attr);
  }
  if (parens)
    p << ')';
}

void cuda_tile::printPreviewCompact(AsmPrinter &p, Attribute attr) {
  printCompact(p, attr, 0);
}

/// `<a, b>` of a binary expression.
template <typename ExprT>
static Attribute parseBinary(AsmParser &p) {
  Attribute lhs, rhs;
  if (p.parseLess() || parsePreviewCompact(p, lhs) || p.parseComma() ||
      parsePreviewCompact(p, rhs) || p.parseGreater())
    return {};
  return p.getChecked<ExprT>(p.getContext(), lhs, rhs);
}

template <typename ExprT>
static void printBinary(AsmPrinter &p, ExprT expr) {
  p << '<';
  printPreviewCompact(p, expr.getLhs());
  p << ", ";
  printPreviewCompact(p, expr.getRhs());
  p << '>';
}

static LogicalResult verifyOperandExpr(function_ref<InFlightDiagnostic()> emitError,
                                       Attribute operand) {
  if (!isPreviewExpr(operand))
    return emitError() << "operand of a symbolic expression must be an "
                          "expression, got "
                       << operand;
  return success();
}

#define TILEIR_PREVIEW_BINARY(Name)                                            \
  Attribute Preview##Name##Attr::parse(AsmParser &p, Type) {                   \
    return parseBinary<Preview##Name##Attr>(p);                                \
  }                                                                            \
  void Preview##Name##Attr::print(AsmPrinter &p) const { printBinary(p, *this); } \
  LogicalResult Preview##Name##Attr::verify(                                   \
      function_ref<InFlightDiagnostic()> emitError, Attribute lhs,             \
      Attribute rhs) {                                                         \
    if (failed(verifyOperandExpr(emitError, lhs)))                             \
      return failure();                                                        \
    return verifyOperandExpr(emitError, rhs);                                  \
  }
TILEIR_PREVIEW_BINARY(ExprAdd)
TILEIR_PREVIEW_BINARY(ExprSub)
TILEIR_PREVIEW_BINARY(ExprMul)
TILEIR_PREVIEW_BINARY(ExprDiv)
TILEIR_PREVIEW_BINARY(ExprFloorDiv)
TILEIR_PREVIEW_BINARY(ExprCeilDiv)
#undef TILEIR_PREVIEW_BINARY

Attribute PreviewExprNegAttr::parse(AsmParser &p, Type) {
  Attribute operand;
  if (p.parseLess() || parsePreviewCompact(p, operand) || p.parseGreater())
    return {};
  return p.getChecked<PreviewExprNegAttr>(p.getContext(), operand);
}

void PreviewExprNegAttr::print(AsmPrinter &p) const {
  p << '<';
  printPreviewCompact(p, getOperand());
  p << '>';
}

LogicalResult
PreviewExprNegAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                           Attribute operand) {
  return verifyOperandExpr(emitError, operand);
}

LogicalResult
PreviewExprVarAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                           StringAttr name) {
  // NVIDIA's reader refuses dotted names (`compiler.*` is theirs).
  if (name.getValue().empty() || name.getValue().contains('.'))
    return emitError() << "expression variable name must be non-empty and "
                          "contain no '.', got '"
                       << name.getValue() << "'";
  return success();
}

LogicalResult
PreviewExprBuiltinAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               StringAttr name, Type type) {
  if (!name.getValue().starts_with("context."))
    return emitError() << "builtin expression name must start with "
                          "'context.', got '"
                       << name.getValue() << "'";
  if (!type.isIndex())
    return emitError() << "builtin expression must have type index, got "
                       << type;
  return success();
}

//===----------------------------------------------------------------------===//
// Tuples and layouts
//===----------------------------------------------------------------------===//

static ParseResult parseCompactList(AsmParser &p, AsmParser::Delimiter delim,
                                    SmallVectorImpl<Attribute> &out) {
  return p.parseCommaSeparatedList(
      delim, [&] { return parsePreviewCompact(p, out.emplace_back()); });
}

static void printCompactList(AsmPrinter &p, ArrayRef<Attribute> list) {
  llvm::interleaveComma(list, p,
                        [&](Attribute a) { printPreviewCompact(p, a); });
}

Attribute PreviewSymbolicTupleAttr::parse(AsmParser &p, Type) {
  SmallVector<Attribute> elements;
  if (p.parseLess() ||
      parseCompactList(p, AsmParser::Delimiter::Square, elements) ||
      p.parseGreater())
    return {};
  return p.getChecked<PreviewSymbolicTupleAttr>(p.getContext(), elements);
}

void PreviewSymbolicTupleAttr::print(AsmPrinter &p) const {
  p << "<[";
  printCompactList(p, getElements());
  p << "]>";
}

LogicalResult
PreviewSymbolicTupleAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 ArrayRef<Attribute> elements) {
  for (Attribute e : elements)
    if (!isPreviewExprOrTuple(e))
      return emitError() << "symbolic tuple element must be an expression "
                            "or a tuple, got "
                         << e;
  return success();
}

FailureOr<PreviewLayoutAttr> PreviewLayoutAttr::parseBody(AsmParser &p) {
  SmallVector<Attribute> shape, stride;
  if (parseCompactList(p, AsmParser::Delimiter::Paren, shape) ||
      p.parseColon() ||
      parseCompactList(p, AsmParser::Delimiter::Paren, stride))
    return failure();
  auto layout = p.getChecked<PreviewLayoutAttr>(p.getContext(), shape, stride);
  if (!layout)
    return failure();
  return layout;
}

void PreviewLayoutAttr::printBody(AsmPrinter &p) const {
  p << '(';
  printCompactList(p, getShape());
  p << "):(";
  printCompactList(p, getStride());
  p << ')';
}

Attribute PreviewLayoutAttr::parse(AsmParser &p, Type) {
  if (p.parseLess())
    return {};
  FailureOr<PreviewLayoutAttr> layout = parseBody(p);
  if (failed(layout) || p.parseGreater())
    return {};
  return *layout;
}

void PreviewLayoutAttr::print(AsmPrinter &p) const {
  p << '<';
  printBody(p);
  p << '>';
}

/// Whether `a` and `b` nest tuples the same way (a shape and its stride).
static bool congruent(Attribute a, Attribute b) {
  auto ta = dyn_cast<PreviewSymbolicTupleAttr>(a);
  auto tb = dyn_cast<PreviewSymbolicTupleAttr>(b);
  if (!ta || !tb)
    return !ta && !tb;
  return ta.getElements().size() == tb.getElements().size() &&
         llvm::all_of(llvm::zip(ta.getElements(), tb.getElements()),
                      [](auto pair) {
                        return congruent(std::get<0>(pair), std::get<1>(pair));
                      });
}

LogicalResult
PreviewLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                          ArrayRef<Attribute> shape,
                          ArrayRef<Attribute> stride) {
  if (shape.size() != stride.size())
    return emitError() << "layout has " << shape.size() << " shape modes and "
                       << stride.size() << " stride modes";
  for (auto [s, d] : llvm::zip(shape, stride)) {
    if (!isPreviewExprOrTuple(s) || !isPreviewExprOrTuple(d))
      return emitError() << "layout modes must be expressions or tuples";
    if (!congruent(s, d))
      return emitError() << "layout shape and stride must nest alike";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Scratch requests and constant parameters
//===----------------------------------------------------------------------===//

Attribute PreviewScratchRequestAttr::parse(AsmParser &p, Type) {
  Attribute size, alignment;
  if (p.parseLess() || p.parseKeyword("smem.size") || p.parseEqual() ||
      parsePreviewCompact(p, size) || p.parseComma() ||
      p.parseKeyword("smem.alignment") || p.parseEqual() ||
      parsePreviewCompact(p, alignment) || p.parseGreater())
    return {};
  return p.getChecked<PreviewScratchRequestAttr>(p.getContext(), size,
                                                 alignment);
}

void PreviewScratchRequestAttr::print(AsmPrinter &p) const {
  p << "<smem.size = ";
  printPreviewCompact(p, getSize());
  p << ", smem.alignment = ";
  printPreviewCompact(p, getAlignment());
  p << '>';
}

/// A power of two where `align` is known.
static LogicalResult verifyAlignment(function_ref<InFlightDiagnostic()> emitError,
                                     Attribute align) {
  if (!isPreviewExpr(align))
    return emitError() << "alignment must be an expression, got " << align;
  std::optional<int64_t> v = evaluatePreviewExpr(align);
  if (v && (*v <= 0 || !llvm::isPowerOf2_64(*v)))
    return emitError() << "alignment must be a power of two, got " << *v;
  return success();
}

LogicalResult
PreviewScratchRequestAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                  Attribute size, Attribute alignment) {
  if (!isPreviewExpr(size))
    return emitError() << "scratch size must be an expression, got " << size;
  return verifyAlignment(emitError, alignment);
}

LogicalResult
PreviewConstParamAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                              StringAttr name, Type type) {
  if (name.getValue().empty())
    return emitError() << "constant parameter needs a name";
  if (!type.isIndex() &&
      !isa<PreviewShapeType, PreviewDatatypeType, PreviewStringType>(type))
    return emitError() << "constant parameter '" << name.getValue()
                       << "' must have type index, preview$shape, "
                          "preview$Datatype or preview$string, got "
                       << type;
  return success();
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

Type PreviewSymType::parse(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  Attribute var;
  if (p.parseLess() || parsePreviewCompact(p, var) || p.parseGreater())
    return {};
  auto v = dyn_cast<PreviewExprVarAttr>(var);
  if (!v) {
    p.emitError(loc, "preview$sym_t takes a variable name, got ") << var;
    return {};
  }
  return PreviewSymType::get(p.getContext(), v);
}

void PreviewSymType::print(AsmPrinter &p) const {
  p << '<';
  printPreviewCompact(p, getVar());
  p << '>';
}

/// `8x[k]x` dimensions (an expression that is no integer in brackets), then
/// the element type.
static ParseResult parseSymbolicShape(AsmParser &p,
                                      SmallVectorImpl<Attribute> &shape,
                                      Type &element) {
  MLIRContext *ctx = p.getContext();
  for (;;) {
    if (succeeded(p.parseOptionalLSquare())) {
      if (parsePreviewCompact(p, shape.emplace_back()) || p.parseRSquare() ||
          p.parseXInDimensionList())
        return failure();
      continue;
    }
    SmallVector<int64_t> dims;
    if (p.parseDimensionList(dims, /*allowDynamic=*/false,
                             /*withTrailingX=*/true))
      return failure();
    for (int64_t d : dims)
      shape.push_back(PreviewExprIntAttr::get(ctx, d));
    if (dims.empty())
      break;
  }
  return parseCudaTileType(p, element);
}

static void printSymbolicShape(AsmPrinter &p, ArrayRef<Attribute> shape,
                               Type element) {
  for (Attribute d : shape) {
    if (auto i = dyn_cast<PreviewExprIntAttr>(d)) {
      p << i.getValue();
    } else {
      p << '[';
      printPreviewCompact(p, d);
      p << ']';
    }
    p << 'x';
  }
  printCudaTileType(p, element);
}

Type PreviewFragmentType::parse(AsmParser &p) {
  SmallVector<Attribute> shape;
  Type element;
  StringRef space;
  SMLoc spaceLoc;
  Attribute alignment;
  if (p.parseLess() || parseSymbolicShape(p, shape, element) ||
      p.parseComma())
    return {};
  spaceLoc = p.getCurrentLocation();
  if (p.parseKeyword(&space))
    return {};
  std::optional<PreviewMemorySpace> memorySpace =
      symbolizePreviewMemorySpace(space);
  if (!memorySpace) {
    p.emitError(spaceLoc, "expected memory space local or smem, got '")
        << space << "'";
    return {};
  }
  FailureOr<PreviewLayoutAttr> memLayout, fragmap;
  if (p.parseComma() || p.parseKeyword("mem_layout") || p.parseEqual() ||
      p.parseLess() || failed(memLayout = PreviewLayoutAttr::parseBody(p)) ||
      p.parseGreater() || p.parseComma() || p.parseKeyword("fragmap") ||
      p.parseEqual() || p.parseLess() ||
      failed(fragmap = PreviewLayoutAttr::parseBody(p)) || p.parseGreater())
    return {};
  if (succeeded(p.parseOptionalComma()) &&
      (p.parseKeyword("alignment") || p.parseEqual() ||
       parsePreviewCompact(p, alignment)))
    return {};
  if (p.parseGreater())
    return {};
  return p.getChecked<PreviewFragmentType>(p.getContext(), shape, element,
                                           *memorySpace, *memLayout, *fragmap,
                                           alignment);
}

void PreviewFragmentType::print(AsmPrinter &p) const {
  p << '<';
  printSymbolicShape(p, getShape(), getElementType());
  p << ", " << stringifyPreviewMemorySpace(getMemorySpace())
    << ", mem_layout = <";
  getMemLayout().printBody(p);
  p << ">, fragmap = <";
  getFragmap().printBody(p);
  p << '>';
  if (getAlignment()) {
    p << ", alignment = ";
    printPreviewCompact(p, getAlignment());
  }
  p << '>';
}

LogicalResult PreviewFragmentType::verify(
    function_ref<InFlightDiagnostic()> emitError, ArrayRef<Attribute> shape,
    Type element, PreviewMemorySpace, PreviewLayoutAttr, PreviewLayoutAttr,
    Attribute alignment) {
  for (Attribute d : shape) {
    if (!isPreviewExpr(d))
      return emitError() << "fragment dimension must be an expression, got "
                         << d;
    if (std::optional<int64_t> v = evaluatePreviewExpr(d); v && *v <= 0)
      return emitError() << "fragment dimension must be positive, got " << *v;
  }
  if (!isTileElement(element))
    return emitError() << "invalid fragment element type " << element;
  if (alignment && failed(verifyAlignment(emitError, alignment)))
    return failure();
  return success();
}

SmallVector<int64_t> PreviewFragmentType::getConcreteShape() const {
  SmallVector<int64_t> out;
  for (Attribute d : getShape())
    out.push_back(evaluatePreviewExpr(d).value_or(ShapedType::kDynamic));
  return out;
}

//===----------------------------------------------------------------------===//
// Refusing the preview where it cannot go
//===----------------------------------------------------------------------===//

bool cuda_tile::isPreviewType(Type type) {
  return isa<PreviewFragmentType, PreviewSymType, PreviewDatatypeType,
             PreviewShapeType, PreviewStringType>(type);
}

bool cuda_tile::isPreviewContent(Operation *op) {
  if (isa<PreviewFuncOp, PreviewCallOp, PreviewExternImplOp>(op))
    return true;
  auto anyPreview = [](TypeRange types) {
    return llvm::any_of(types, isPreviewType);
  };
  if (anyPreview(op->getOperandTypes()) || anyPreview(op->getResultTypes()))
    return true;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      if (anyPreview(block.getArgumentTypes()))
        return true;
  return false;
}

LogicalResult cuda_tile::refusePreviewContent(Operation *root, StringRef what) {
  Operation *found = nullptr;
  root->walk([&](Operation *op) {
    if (!isPreviewContent(op))
      return WalkResult::advance();
    found = op;
    return WalkResult::interrupt();
  });
  if (!found)
    return success();
  return found->emitError()
         << "'" << found->getName()
         << "' is part of Tile IR 13.5's public preview `simt` (tile "
            "libraries), which "
         << what << " does not support";
}
