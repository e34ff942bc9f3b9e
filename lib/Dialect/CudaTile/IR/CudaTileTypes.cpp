//===- CudaTileTypes.cpp - types of cuda_tile -----------------------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#include "TileIR/Dialect/CudaTile/IR/CudaTileTypeInterfaces.cpp.inc"
#define GET_TYPEDEF_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileTypes.cpp.inc"

void CudaTileDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "TileIR/Dialect/CudaTile/IR/CudaTileTypes.cpp.inc"
      >();
}

Type CudaTileDialect::parseType(DialectAsmParser &p) const {
  SMLoc loc = p.getCurrentLocation();
  StringRef mnemonic;
  Type type;
  OptionalParseResult r = generatedTypeParser(p, &mnemonic, type);
  if (!r.has_value())
    r = parsePreviewType(p, mnemonic, type);
  if (r.has_value())
    return succeeded(*r) ? type : Type();
  p.emitError(loc, "unknown cuda_tile type '") << mnemonic << "'";
  return {};
}

void CudaTileDialect::printType(Type type, DialectAsmPrinter &p) const {
  if (failed(generatedTypePrinter(type, p)))
    (void)printPreviewType(type, p);
}

//===----------------------------------------------------------------------===//
// Element classes
//===----------------------------------------------------------------------===//

bool cuda_tile::isIntegerElement(Type t) {
  auto i = dyn_cast<IntegerType>(t);
  if (!i || !i.isSignless())
    return false;
  switch (i.getWidth()) {
  case 1: case 4: case 8: case 16: case 32: case 64:
    return true;
  default:
    return false;
  }
}

bool cuda_tile::isArithFloatElement(Type t) {
  return t.isF16() || t.isBF16() || t.isF32() || t.isF64();
}

bool cuda_tile::isFloatElement(Type t) {
  return isArithFloatElement(t) || t.isTF32() ||
         isa<Float8E4M3FNType, Float8E5M2Type, Float8E8M0FNUType,
             Float4E2M1FNType>(t);
}

bool cuda_tile::isTileElement(Type t) {
  // fnv8E5M3FNU is no float of MLIR's (nothing computes with it): a tile
  // may hold it, only to be a scale.
  return isIntegerElement(t) || isFloatElement(t) ||
         isa<PointerType, Float8E5M3FNUType>(t);
}

TensorViewType TileViewType::getTensorView() const {
  return cast<TensorViewType>(getTensorViewType());
}

TileType TileViewType::getTileType() const {
  ArrayRef<int32_t> tile = getTileShape().asArrayRef();
  return TileType::get(SmallVector<int64_t>(tile.begin(), tile.end()),
                       getTensorView().getElementType());
}

int64_t TileViewType::getIndexSpace(unsigned k, int64_t extent) const {
  int64_t step = getIndexStep(k);
  if (getGatheredDim() == k)
    return extent;
  return step ? llvm::divideCeil(extent, step) : 0;
}

llvm::APFloat cuda_tile::getPaddingFloat(PaddingValue pad,
                                         const llvm::fltSemantics &sem) {
  switch (pad) {
  case PaddingValue::zero: break;
  case PaddingValue::neg_zero: return llvm::APFloat::getZero(sem, true);
  case PaddingValue::nan: return llvm::APFloat::getQNaN(sem);
  case PaddingValue::pos_inf: return llvm::APFloat::getInf(sem);
  case PaddingValue::neg_inf: return llvm::APFloat::getInf(sem, true);
  }
  return llvm::APFloat::getZero(sem);
}

unsigned cuda_tile::getElementBitWidth(Type t) {
  if (isa<PointerType>(t))
    return 64;
  if (t.isTF32())
    return 32; // tf32 is stored in 32 bits
  if (isa<Float8E5M3FNUType>(t))
    return 8;
  return t.getIntOrFloatBitWidth();
}

//===----------------------------------------------------------------------===//
// Prefix-free type syntax
//===----------------------------------------------------------------------===//

ParseResult cuda_tile::parseCudaTileType(AsmParser &p, Type &type) {
  // `token` must win over any other dialect's spelling of the same word.
  if (succeeded(p.parseOptionalKeyword("token"))) {
    type = TokenType::get(p.getContext());
    return success();
  }
  // Builtin types and `!dialect.x` forms.
  OptionalParseResult builtin = p.parseOptionalType(type);
  if (builtin.has_value())
    return *builtin;
  // Otherwise one of ours without its prefix: `tile<...>`, `ptr<...>`, ...
  SMLoc loc = p.getCurrentLocation();
  StringRef mnemonic;
  OptionalParseResult ours = generatedTypeParser(p, &mnemonic, type);
  if (!ours.has_value())
    ours = parsePreviewType(p, mnemonic, type);
  if (ours.has_value())
    return *ours;
  return p.emitError(loc, "expected a type, got '") << mnemonic << "'";
}

ParseResult cuda_tile::parseCudaTileTypes(AsmParser &p,
                                          SmallVectorImpl<Type> &types) {
  return p.parseCommaSeparatedList([&] {
    return parseCudaTileType(p, types.emplace_back());
  });
}

void cuda_tile::printCudaTileType(AsmPrinter &p, Type type) {
  if (isa<CudaTileDialect>(type.getDialect())) {
    if (failed(generatedTypePrinter(type, p)))
      (void)printPreviewType(type, p);
    return;
  }
  p.printType(type);
}

void cuda_tile::printCudaTileTypes(AsmPrinter &p, TypeRange types) {
  llvm::interleaveComma(types, p, [&](Type t) { printCudaTileType(p, t); });
}

//===----------------------------------------------------------------------===//
// ptr
//===----------------------------------------------------------------------===//

/// `, <multicast>` or `, #cuda_tile.ptr_attr<multicast>` (NVIDIA's printer
/// writes the first in ptr, the second in tensor_view); absent: null.
static ParseResult parseOptionalPtrAttr(AsmParser &p, PtrAttrKindAttr &attr) {
  if (failed(p.parseOptionalComma()))
    return success();
  SMLoc loc = p.getCurrentLocation();
  Attribute a;
  if (succeeded(p.parseOptionalLess())) {
    StringRef word;
    if (p.parseKeyword(&word) || p.parseGreater())
      return failure();
    std::optional<PtrAttrKind> kind = symbolizePtrAttrKind(word);
    if (!kind)
      return p.emitError(loc, "unknown pointer attribute '") << word << "'";
    attr = PtrAttrKindAttr::get(p.getContext(), *kind);
    return success();
  }
  if (p.parseAttribute(a))
    return failure();
  attr = dyn_cast<PtrAttrKindAttr>(a);
  if (!attr)
    return p.emitError(loc, "expected a pointer attribute, got ") << a;
  return success();
}

Type PointerType::parse(AsmParser &p) {
  Type pointee;
  PtrAttrKindAttr attr;
  SMLoc loc = p.getCurrentLocation();
  if (p.parseLess() || parseCudaTileType(p, pointee) ||
      parseOptionalPtrAttr(p, attr) || p.parseGreater())
    return {};
  return p.getChecked<PointerType>(loc, p.getContext(), pointee, attr);
}

void PointerType::print(AsmPrinter &p) const {
  p << '<';
  printCudaTileType(p, getPointeeType());
  if (getPtrAttr())
    p << ", <" << stringifyPtrAttrKind(getPtrAttr().getValue()) << '>';
  p << '>';
}

LogicalResult PointerType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  Type pointee, PtrAttrKindAttr) {
  if (!isIntegerElement(pointee) && !isFloatElement(pointee) &&
      !isa<Float8E5M3FNUType>(pointee))
    return emitError() << "pointee must be an integer or float type, got "
                       << pointee;
  return success();
}

//===----------------------------------------------------------------------===//
// tile
//===----------------------------------------------------------------------===//

// 2^24 elements is the reference's limit for one tile.
static constexpr int64_t kMaxTileElements = int64_t(1) << 24;

int64_t TileType::getNumElements() const {
  int64_t n = 1;
  for (int64_t d : getShape())
    n *= d;
  return n;
}

Type TileType::parse(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  SmallVector<int64_t> shape;
  Type element;
  if (p.parseLess() ||
      p.parseDimensionList(shape, /*allowDynamic=*/false,
                           /*withTrailingX=*/true) ||
      parseCudaTileType(p, element) || p.parseGreater())
    return {};
  return p.getChecked<TileType>(loc, p.getContext(), shape, element);
}

void TileType::print(AsmPrinter &p) const {
  p << '<';
  for (int64_t d : getShape())
    p << d << 'x';
  printCudaTileType(p, getElementType());
  p << '>';
}

LogicalResult TileType::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<int64_t> shape, Type element) {
  if (!isTileElement(element))
    return emitError() << "invalid tile element type " << element
                       << ": expected an integer, float or pointer type";
  int64_t n = 1;
  for (int64_t d : shape) {
    if (d <= 0 || !llvm::isPowerOf2_64(d))
      return emitError() << "tile dimensions must be positive powers of two, got "
                         << d;
    n *= d;
    if (n > kMaxTileElements)
      return emitError() << "tile has more than 2^24 (16777216) elements";
  }
  if (isa<Float4E2M1FNType>(element) && n % 2 != 0)
    return emitError() << "a tile of f4E2M1FN needs an even element count";
  return success();
}

//===----------------------------------------------------------------------===//
// tensor_view
//===----------------------------------------------------------------------===//

static ParseResult parseDynList(AsmParser &p, SmallVectorImpl<int64_t> &out) {
  return p.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&]() -> ParseResult {
    if (succeeded(p.parseOptionalQuestion())) {
      out.push_back(ShapedType::kDynamic);
      return success();
    }
    // Checked here: the verifier cannot tell an explicit INT64_MIN from `?`.
    SMLoc loc = p.getCurrentLocation();
    if (p.parseInteger(out.emplace_back()))
      return failure();
    if (out.back() <= 0)
      return p.emitError(loc, "expected strictly positive integer, got ")
             << out.back();
    return success();
  });
}

static void printDynList(AsmPrinter &p, ArrayRef<int64_t> values) {
  p << '[';
  llvm::interleave(
      values, p,
      [&](int64_t v) {
        if (ShapedType::isDynamic(v))
          p << '?';
        else
          p << v;
      },
      ",");
  p << ']';
}

Type TensorViewType::parse(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  SmallVector<int64_t> shape, strides;
  Type element;
  if (p.parseLess() ||
      p.parseDimensionList(shape, /*allowDynamic=*/true, /*withTrailingX=*/true) ||
      parseCudaTileType(p, element))
    return {};
  if (!shape.empty()) {
    if (p.parseComma() || p.parseKeyword("strides") || p.parseEqual() ||
        parseDynList(p, strides))
      return {};
  }
  PtrAttrKindAttr attr;
  if (parseOptionalPtrAttr(p, attr) || p.parseGreater())
    return {};
  return p.getChecked<TensorViewType>(loc, p.getContext(), element, shape,
                                      strides, attr);
}

void TensorViewType::print(AsmPrinter &p) const {
  p << '<';
  for (int64_t d : getShape()) {
    if (ShapedType::isDynamic(d))
      p << '?';
    else
      p << d;
    p << 'x';
  }
  printCudaTileType(p, getElementType());
  if (!getShape().empty()) {
    p << ", strides=";
    printDynList(p, getStrides());
  }
  if (getPtrAttr())
    p << ", " << getPtrAttr();
  p << '>';
}

LogicalResult
TensorViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                       Type element, ArrayRef<int64_t> shape,
                       ArrayRef<int64_t> strides, PtrAttrKindAttr) {
  if (!isIntegerElement(element) && !isFloatElement(element))
    return emitError() << "invalid tensor_view element type " << element;
  if (shape.size() != strides.size())
    return emitError() << "tensor_view of rank " << shape.size() << " has "
                       << strides.size() << " strides";
  for (int64_t d : shape)
    if (!ShapedType::isDynamic(d) && d <= 0)
      return emitError() << "tensor_view dimensions must be positive, got "
                         << d;
  for (int64_t s : strides)
    if (!ShapedType::isDynamic(s) && s <= 0)
      return emitError() << "tensor_view strides must be positive, got " << s;
  return success();
}

unsigned TensorViewType::getNumDynamicShape() const {
  return llvm::count_if(getShape(), ShapedType::isDynamic);
}
unsigned TensorViewType::getNumDynamicStrides() const {
  return llvm::count_if(getStrides(), ShapedType::isDynamic);
}

//===----------------------------------------------------------------------===//
// Tile views: shared syntax pieces
//===----------------------------------------------------------------------===//

// tile=(64x32)
static ParseResult parseTileShape(AsmParser &p, SmallVectorImpl<int32_t> &out) {
  SmallVector<int64_t> dims;
  SMLoc loc;
  if (p.parseKeyword("tile") || p.parseEqual() || p.parseLParen())
    return failure();
  loc = p.getCurrentLocation();
  if (failed(p.parseOptionalRParen())) {
    if (p.parseDimensionList(dims, /*allowDynamic=*/false,
                             /*withTrailingX=*/false) ||
        p.parseRParen())
      return failure();
  }
  for (int64_t d : dims) {
    if (d <= 0 || d > INT32_MAX)
      return p.emitError(loc) << "tile dimension " << d
                              << " is out of range (1 to 2^31-1)";
    out.push_back(static_cast<int32_t>(d));
  }
  return success();
}

static void printTileShape(AsmPrinter &p, ArrayRef<int32_t> shape) {
  p << "tile=(";
  llvm::interleave(shape, p, "x");
  p << ')';
}

// [padding_value = P,]  (the trailing comma is consumed too)
static ParseResult parseOptionalPadding(AsmParser &p, PaddingValueAttr &attr) {
  if (failed(p.parseOptionalKeyword("padding_value")))
    return success();
  SMLoc loc = p.getCurrentLocation();
  StringRef word;
  if (p.parseEqual() || p.parseKeyword(&word))
    return failure();
  std::optional<PaddingValue> v = symbolizePaddingValue(word);
  if (!v)
    return p.emitError(loc) << "unknown padding_value '" << word
                            << "': expected zero, neg_zero, nan, pos_inf or neg_inf";
  attr = PaddingValueAttr::get(p.getContext(), *v);
  return p.parseComma();
}

static void printOptionalPadding(AsmPrinter &p, PaddingValueAttr attr) {
  if (attr)
    p << "padding_value = " << stringifyPaddingValue(attr.getValue()) << ", ";
}

static ParseResult parseViewTensor(AsmParser &p, TensorViewType &tv) {
  SMLoc loc = p.getCurrentLocation();
  Type t;
  if (parseCudaTileType(p, t))
    return failure();
  tv = dyn_cast<TensorViewType>(t);
  if (!tv)
    return p.emitError(loc) << "expected a tensor_view type, got " << t;
  return success();
}

// [, dim_map=[1, 0]]; absent means identity.
static ParseResult parseOptionalDimMap(AsmParser &p, size_t rank,
                                       SmallVectorImpl<int32_t> &dimMap) {
  if (succeeded(p.parseOptionalComma())) {
    if (p.parseKeyword("dim_map") || p.parseEqual() ||
        p.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
          return p.parseInteger(dimMap.emplace_back());
        }))
      return failure();
    return success();
  }
  for (size_t i = 0; i < rank; ++i)
    dimMap.push_back(static_cast<int32_t>(i));
  return success();
}

static void printOptionalDimMap(AsmPrinter &p, ArrayRef<int32_t> dimMap) {
  for (auto [i, d] : llvm::enumerate(dimMap))
    if (d != static_cast<int32_t>(i)) {
      p << ", dim_map=[";
      llvm::interleaveComma(dimMap, p);
      p << ']';
      return;
    }
}

/// Rules shared by partition_view and strided_view.
static LogicalResult
verifyGridView(function_ref<InFlightDiagnostic()> emitError,
               ArrayRef<int32_t> tile, TensorViewType tv,
               ArrayRef<int32_t> dimMap, PaddingValueAttr padding) {
  if (tile.empty())
    return emitError() << "0-dimension tile shape is not supported";
  if (tile.size() != tv.getRank())
    return emitError() << "tile rank (" << tile.size()
                       << ") must equal the tensor_view rank ("
                       << tv.getRank() << ")";
  if (failed(TileType::verify(emitError,
                              SmallVector<int64_t>(tile.begin(), tile.end()),
                              tv.getElementType())))
    return failure();
  if (dimMap.size() != tile.size())
    return emitError() << "dim_map has " << dimMap.size()
                       << " entries, expected " << tile.size();
  SmallVector<bool> seen(tile.size(), false);
  for (int32_t d : dimMap) {
    if (d < 0 || d >= static_cast<int32_t>(tile.size()))
      return emitError() << "dim_map entry " << d << " is out of range";
    if (seen[d])
      return emitError() << "dim_map is not a permutation: " << d
                         << " appears twice";
    seen[d] = true;
  }
  if (padding && padding.getValue() != PaddingValue::zero &&
      !isFloatElement(tv.getElementType()))
    return emitError() << "padding_value "
                       << stringifyPaddingValue(padding.getValue())
                       << " needs a float element type";
  return success();
}

//===----------------------------------------------------------------------===//
// partition_view
//===----------------------------------------------------------------------===//

Type PartitionViewType::parse(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  SmallVector<int32_t> tile, dimMap;
  PaddingValueAttr padding;
  TensorViewType tv;
  if (p.parseLess() || parseTileShape(p, tile) || p.parseComma() ||
      parseOptionalPadding(p, padding) || parseViewTensor(p, tv) ||
      parseOptionalDimMap(p, tile.size(), dimMap) || p.parseGreater())
    return {};
  return p.getChecked<PartitionViewType>(
      loc, p.getContext(), DenseI32ArrayAttr::get(p.getContext(), tile), tv,
      dimMap, padding);
}

void PartitionViewType::print(AsmPrinter &p) const {
  p << '<';
  printTileShape(p, getTileShape().asArrayRef());
  p << ", ";
  printOptionalPadding(p, getPaddingValue());
  printCudaTileType(p, getTensorView());
  printOptionalDimMap(p, getDimMap());
  p << '>';
}

LogicalResult
PartitionViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                          DenseI32ArrayAttr tile, TensorViewType tv,
                          ArrayRef<int32_t> dimMap, PaddingValueAttr padding) {
  return verifyGridView(emitError, tile.asArrayRef(), tv, dimMap, padding);
}

//===----------------------------------------------------------------------===//
// strided_view
//===----------------------------------------------------------------------===//

Type StridedViewType::parse(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  SmallVector<int32_t> tile, strides, dimMap;
  PaddingValueAttr padding;
  TensorViewType tv;
  if (p.parseLess() || parseTileShape(p, tile) || p.parseComma() ||
      p.parseKeyword("traversal_strides") || p.parseEqual() ||
      p.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                [&] {
                                  return p.parseInteger(strides.emplace_back());
                                }) ||
      p.parseComma() || parseOptionalPadding(p, padding) ||
      parseViewTensor(p, tv) || parseOptionalDimMap(p, tile.size(), dimMap) ||
      p.parseGreater())
    return {};
  return p.getChecked<StridedViewType>(
      loc, p.getContext(), DenseI32ArrayAttr::get(p.getContext(), tile),
      DenseI32ArrayAttr::get(p.getContext(), strides), tv, dimMap, padding);
}

void StridedViewType::print(AsmPrinter &p) const {
  p << '<';
  printTileShape(p, getTileShape().asArrayRef());
  p << ", traversal_strides=[";
  llvm::interleave(getTraversalStrides().asArrayRef(), p, ",");
  p << "], ";
  printOptionalPadding(p, getPaddingValue());
  printCudaTileType(p, getTensorView());
  printOptionalDimMap(p, getDimMap());
  p << '>';
}

LogicalResult
StridedViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                        DenseI32ArrayAttr tile, DenseI32ArrayAttr strides,
                        TensorViewType tv, ArrayRef<int32_t> dimMap,
                        PaddingValueAttr padding) {
  if (failed(verifyGridView(emitError, tile.asArrayRef(), tv, dimMap, padding)))
    return failure();
  if (strides.size() != tile.size())
    return emitError() << "expected " << tile.size()
                       << " traversal strides, got " << strides.size();
  for (int32_t s : strides.asArrayRef())
    if (s <= 0)
      return emitError() << "traversal strides must be positive, got " << s;
  return success();
}

//===----------------------------------------------------------------------===//
// gather_scatter_view
//===----------------------------------------------------------------------===//

Type GatherScatterViewType::parse(AsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  SmallVector<int32_t> tile;
  PaddingValueAttr padding;
  TensorViewType tv;
  uint32_t sparseDim = 0;
  if (p.parseLess() || parseTileShape(p, tile) || p.parseComma() ||
      parseOptionalPadding(p, padding) || parseViewTensor(p, tv) ||
      p.parseComma() || p.parseKeyword("sparse_dim") || p.parseEqual() ||
      p.parseInteger(sparseDim) || p.parseGreater())
    return {};
  return p.getChecked<GatherScatterViewType>(
      loc, p.getContext(), DenseI32ArrayAttr::get(p.getContext(), tile), tv,
      sparseDim, padding);
}

void GatherScatterViewType::print(AsmPrinter &p) const {
  p << '<';
  printTileShape(p, getTileShape().asArrayRef());
  p << ", ";
  printOptionalPadding(p, getPaddingValue());
  printCudaTileType(p, getTensorView());
  p << ", sparse_dim=" << getSparseDim() << '>';
}

LogicalResult
GatherScatterViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                              DenseI32ArrayAttr tile, TensorViewType tv,
                              uint32_t sparseDim, PaddingValueAttr padding) {
  SmallVector<int32_t> identity;
  for (int32_t i = 0, e = tile.size(); i < e; ++i)
    identity.push_back(i);
  if (failed(verifyGridView(emitError, tile.asArrayRef(), tv, identity, padding)))
    return failure();
  if (sparseDim >= tv.getRank())
    return emitError() << "sparse_dim " << sparseDim
                       << " is out of range for a tensor_view of rank "
                       << tv.getRank();
  return success();
}
