//===- CudaTileShapeOps.cpp - constants and shape ops ---------------------===//
//
// The constant op (syntax, verifier, folder, materializer) and the shape ops.
// Matrix ops live in CudaTileMatrixOps.cpp; folds that build new constants in
// CudaTileShapeFolds.cpp.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "CudaTileShapeUtils.h"
#include "llvm/ADT/APSInt.h"

#include "mlir/IR/Matchers.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace mlir::cuda_tile;

//===----------------------------------------------------------------------===//
// Constant literal syntax: <f32: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf32>
//===----------------------------------------------------------------------===//

bool cuda_tile::isConstantElement(Type t) {
  return isFloatElement(t) || (isIntegerElement(t) && !t.isInteger(4));
}

static constexpr const char *kConstantElementList =
    "i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or "
    "f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN";

namespace {
/// Reads the nested literal of a constant: one value (a splat) or bracketed
/// lists of equal shape, collecting values in row-major order.
struct LiteralReader {
  OpAsmParser &p;
  Type elemType;
  SmallVector<APInt> ints;
  SmallVector<APFloat> floats;

  ParseResult readValue() {
    SMLoc loc = p.getCurrentLocation();
    auto fType = dyn_cast<FloatType>(elemType);
    if (fType) {
      APFloat v(fType.getFloatSemantics());
      if (p.parseFloat(fType.getFloatSemantics(), v))
        return failure();
      floats.push_back(v);
      return success();
    }
    unsigned width = elemType.getIntOrFloatBitWidth();
    if (width == 1) {
      if (succeeded(p.parseOptionalKeyword("true"))) {
        ints.emplace_back(/*numBits=*/1, /*val=*/1);
        return success();
      }
      if (succeeded(p.parseOptionalKeyword("false"))) {
        ints.emplace_back(/*numBits=*/1, /*val=*/0);
        return success();
      }
    }
    // The generic integer parser would read `true` as 1 (-1 once widened).
    if (width != 1 && (succeeded(p.parseOptionalKeyword("true")) ||
                       succeeded(p.parseOptionalKeyword("false"))))
      return p.emitError(loc, "expected integer value");
    APInt v;
    OptionalParseResult r = p.parseOptionalInteger(v);
    if (!r.has_value())
      return p.emitError(loc, "expected integer value");
    if (failed(*r))
      return failure();
    // Accept the union of the signed and unsigned ranges of the width.
    unsigned wide = std::max(v.getBitWidth(), width) + 1;
    APInt x = v.sext(wide);
    if (x.slt(APInt::getSignedMinValue(width).sext(wide)) ||
        x.sgt(APInt::getMaxValue(width).zext(wide)))
      return p.emitError(loc, "integer constant out of range for type");
    ints.push_back(x.trunc(width));
    return success();
  }

  /// Reads a value or a list; `shape` receives the list's nesting shape.
  ParseResult read(SmallVectorImpl<int64_t> &shape) {
    if (failed(p.parseOptionalLSquare()))
      return readValue();
    SMLoc loc = p.getCurrentLocation();
    if (succeeded(p.parseOptionalRSquare()))
      return p.emitError(loc, "dense attribute cannot be empty");
    int64_t count = 0;
    std::optional<SmallVector<int64_t>> inner;
    auto readElement = [&]() -> ParseResult {
      SMLoc elemLoc = p.getCurrentLocation();
      SmallVector<int64_t> sub;
      if (read(sub))
        return failure();
      if (!inner)
        inner = std::move(sub);
      else if (*inner != sub)
        return p.emitError(elemLoc, "tensor literal is invalid; ranks are not "
                                    "consistent between elements");
      ++count;
      return success();
    };
    if (p.parseCommaSeparatedList(readElement) || p.parseRSquare())
      return failure();
    shape.push_back(count);
    shape.append(inner->begin(), inner->end());
    return success();
  }
};
} // namespace

static std::string shapeString(ArrayRef<int64_t> shape) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << '[';
  llvm::interleaveComma(shape, os);
  os << ']';
  return s;
}

static ParseResult parseTileConstant(OpAsmParser &p, DenseElementsAttr &value,
                                     Type &resultType) {
  if (p.parseLess())
    return failure();
  SMLoc elemLoc = p.getCurrentLocation();
  Type elemType;
  if (parseCudaTileType(p, elemType))
    return failure();
  if (!isConstantElement(elemType))
    return p.emitError(elemLoc) << "expect element type to be one of "
                                << kConstantElementList << " values, but got "
                                << elemType;
  LiteralReader reader{p, elemType, {}, {}};
  SmallVector<int64_t> literalShape;
  if (p.parseColon() || reader.read(literalShape) || p.parseGreater() ||
      p.parseColon())
    return failure();

  SMLoc typeLoc = p.getCurrentLocation();
  if (parseCudaTileType(p, resultType))
    return failure();
  auto tileType = dyn_cast<TileType>(resultType);
  if (!tileType)
    return p.emitError(typeLoc) << "expected a tile type, got " << resultType;
  if (tileType.getElementType() != elemType)
    return p.emitError(typeLoc)
           << "mismatch between the element type: " << elemType
           << " and the tile element type " << tileType.getElementType();
  // A single value is a splat; a list must have the tile's exact shape.
  bool splat = literalShape.empty();
  if (!splat && literalShape != tileType.getShape())
    return p.emitError(typeLoc)
           << "inferred shape of elements literal (" << shapeString(literalShape)
           << ") does not match type (" << shapeString(tileType.getShape())
           << ")";
  if (isa<FloatType>(elemType))
    value = DenseElementsAttr::get(tileType, reader.floats);
  else
    value = DenseElementsAttr::get(tileType, reader.ints);
  return success();
}

namespace {
/// Prints the elements of a dense attribute as nested lists, row-major.
struct LiteralWriter {
  OpAsmPrinter &p;
  DenseElementsAttr value;
  Type elemType;
  ArrayRef<int64_t> shape;
  int64_t next = 0;

  void writeValue(int64_t index) {
    if (auto fType = dyn_cast<FloatType>(elemType)) {
      // FloatAttr's printer is the one dense<> uses: decimal when it reads
      // back exactly, else the hex bit pattern.
      p.printAttributeWithoutType(
          FloatAttr::get(fType, value.getValues<APFloat>()[index]));
      return;
    }
    APInt v = value.getValues<APInt>()[index];
    if (v.getBitWidth() == 1)
      p << (v.isOne() ? "true" : "false");
    else
      v.print(p.getStream(), /*isSigned=*/true);
  }

  void write(unsigned dim) {
    if (dim == shape.size()) {
      writeValue(next++);
      return;
    }
    p << '[';
    for (int64_t i = 0; i < shape[dim]; ++i) {
      if (i)
        p << ", ";
      write(dim + 1);
    }
    p << ']';
  }
};
} // namespace

static void printTileConstant(OpAsmPrinter &p, Operation *,
                              DenseElementsAttr value, Type resultType) {
  auto tileType = cast<TileType>(resultType);
  Type elemType = tileType.getElementType();
  p << '<' << elemType << ": ";
  LiteralWriter writer{p, value, elemType, tileType.getShape()};
  if (value.isSplat())
    writer.writeValue(0);
  else
    writer.write(0);
  p << "> : ";
  printCudaTileType(p, resultType);
}

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

LogicalResult ConstantOp::verify() {
  // The value's kind (dense int/float) is checked by its ODS constraint.
  if (getValue().getType() != getType())
    return emitOpError("value type ")
           << getValue().getType() << " does not match result type "
           << getType();
  return success();
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

void ConstantOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  DenseElementsAttr value = getValue();
  Type elemType = getType().getElementType();
  if (elemType.isInteger(1) && value.isSplat())
    return setNameFn(getResult(),
                     value.getSplatValue<bool>() ? "true" : "false");
  SmallString<32> name("cst");
  llvm::raw_svector_ostream os(name);
  if (value.isSplat()) {
    if (isa<IntegerType>(elemType)) {
      APInt v = value.getSplatValue<APInt>();
      os << '_';
      if (v.isNegative())
        os << "m" << (-v).getZExtValue();
      else
        os << v.getZExtValue();
    } else {
      // Name small whole numbers; other floats get no value in the name.
      APFloat v = value.getSplatValue<APFloat>();
      APSInt asInt(64, /*isUnsigned=*/true);
      bool exact = false;
      if (!v.isNaN() &&
          v.convertToInteger(asInt, APFloat::rmTowardZero, &exact) ==
              APFloat::opOK &&
          exact && !v.isNegZero())
        os << '_' << asInt.getZExtValue();
    }
  }
  os << '_' << elemType;
  setNameFn(getResult(), name);
}

Operation *CudaTileDialect::materializeConstant(OpBuilder &builder,
                                                Attribute value, Type type,
                                                Location loc) {
  auto tileType = dyn_cast<TileType>(type);
  auto dense = dyn_cast<DenseIntOrFPElementsAttr>(value);
  if (!tileType || !dense || !isConstantElement(tileType.getElementType()))
    return nullptr;
  if (dense.getType() != tileType) {
    if (!dense.isSplat() ||
        dense.getElementType() != tileType.getElementType())
      return nullptr;
    return ConstantOp::create(builder, loc, tileType,
                              dense.resizeSplat(tileType));
  }
  return ConstantOp::create(builder, loc, tileType, dense);
}

//===----------------------------------------------------------------------===//
// IotaOp
//===----------------------------------------------------------------------===//

LogicalResult IotaOp::verify() {
  TileType type = getType();
  if (type.getRank() != 1)
    return emitOpError("expects result type to be 1-d tile");
  uint64_t n = type.getShape()[0];
  unsigned width = type.getElementType().getIntOrFloatBitWidth();
  // The values 0..n-1 must be distinct in the element type (as unsigned).
  if (width < 64 && n > (uint64_t(1) << width))
    return emitOpError("the number of elements ")
           << n << " exceeds the maximum value of element type "
           << type.getElementType();
  return success();
}

//===----------------------------------------------------------------------===//
// BroadcastOp, ReshapeOp, PermuteOp
//===----------------------------------------------------------------------===//

LogicalResult BroadcastOp::verify() {
  ArrayRef<int64_t> src = getSource().getType().getShape();
  ArrayRef<int64_t> res = getType().getShape();
  for (auto [s, r] : llvm::zip_equal(src, res))
    if (s != r && s != 1)
      return emitOpError("expects the shape of source tile to be compatible "
                         "with that of the result tile, but got: ")
             << shapeString(src) << " and " << shapeString(res);
  return success();
}

void BroadcastOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "bcast");
}

LogicalResult ReshapeOp::verify() {
  if (getSource().getType().getNumElements() != getType().getNumElements())
    return emitOpError("expected source tile and result tile to have the "
                       "same number of elements");
  return success();
}

void ReshapeOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "reshape");
}

LogicalResult PermuteOp::verify() {
  ArrayRef<int64_t> src = getSource().getType().getShape();
  ArrayRef<int64_t> res = getType().getShape();
  ArrayRef<int32_t> perm = getPermutation();
  int64_t rank = src.size();
  if (rank < 2)
    return emitOpError("expects at least rank 2, but got: ") << rank;
  if (static_cast<int64_t>(perm.size()) != rank)
    return emitOpError("expect permutation size (")
           << perm.size() << ") to equal the rank of the source (" << rank
           << ")";
  llvm::SmallDenseSet<int32_t> seen;
  for (auto [i, d] : llvm::enumerate(perm)) {
    if (d < 0 || d >= rank)
      return emitOpError("permutation element at index ")
             << i << " (" << d << ") is out of bound [0, " << rank << ")";
    if (!seen.insert(d).second)
      return emitOpError("expect permutation elements to be unique");
  }
  for (auto [i, d] : llvm::enumerate(perm))
    if (res[i] != src[d])
      return emitOpError("result shape invalid at index ")
             << i << ", expected: " << src[d] << ", but got: " << res[i];
  return success();
}

//===----------------------------------------------------------------------===//
// ExtractOp, CatOp, SelectOp
//===----------------------------------------------------------------------===//

LogicalResult ExtractOp::verify() {
  TileType src = getSource().getType();
  TileType res = getType();
  if (src.getElementType() != res.getElementType())
    return emitOpError("source and result element type do not match");
  for (int64_t i = 0, e = src.getRank(); i < e; ++i)
    if (src.getShape()[i] % res.getShape()[i] != 0)
      return emitOpError("source dimension ")
             << i << " size (" << src.getShape()[i]
             << ") must be evenly divisible by result dimension " << i
             << " size (" << res.getShape()[i] << ")";
  if (static_cast<int64_t>(getIndices().size()) != src.getRank())
    return emitOpError("expected ")
           << src.getRank() << " indices, but got " << getIndices().size();
  return success();
}

LogicalResult InsertOp::verify() {
  TileType src = getSource().getType();
  TileType dst = getDestination().getType();
  if (src.getElementType() != dst.getElementType())
    return emitOpError("source and destination element type do not match");
  for (int64_t i = 0, e = dst.getRank(); i < e; ++i)
    if (dst.getShape()[i] % src.getShape()[i] != 0)
      return emitOpError("destination dimension ")
             << i << " size (" << dst.getShape()[i]
             << ") must be evenly divisible by source dimension " << i
             << " size (" << src.getShape()[i] << ")";
  if (static_cast<int64_t>(getIndices().size()) != dst.getRank())
    return emitOpError("expected ")
           << dst.getRank() << " indices, but got " << getIndices().size();
  return success();
}

LogicalResult CatOp::verify() {
  ArrayRef<int64_t> lhs = getLhs().getType().getShape();
  ArrayRef<int64_t> rhs = getRhs().getType().getShape();
  ArrayRef<int64_t> res = getType().getShape();
  int64_t rank = lhs.size();
  int64_t dim = getDim();
  if (dim < 0 || dim >= rank)
    return emitOpError("expect dim to be [0, ")
           << rank << "), but got: " << dim;
  if (lhs[dim] + rhs[dim] != res[dim])
    return emitOpError("invalid concat at position ")
           << dim << ", expected: " << lhs[dim] + rhs[dim]
           << " but got: " << res[dim];
  for (int64_t i = 0; i < rank; ++i) {
    if (i == dim)
      continue;
    if (lhs[i] != rhs[i])
      return emitOpError("expect lhs and rhs shapes to match at non-concat "
                         "position ")
             << i << ", expected: " << lhs[i] << " but got: " << rhs[i];
    if (lhs[i] != res[i])
      return emitOpError("expect lhs and result shapes to match at "
                         "non-concat position ")
             << i << ", expected: " << lhs[i] << " but got: " << res[i];
  }
  return success();
}

LogicalResult SelectOp::verify() {
  if (isa<Float4E2M1FNType>(getType().getElementType()))
    return emitOpError("cannot operate on sub-byte type F4E2M1FN");
  return success();
}

//===----------------------------------------------------------------------===//
// PackOp, UnpackOp
//===----------------------------------------------------------------------===//

// Both directions reinterpret the same bytes: rank-1 tiles of equal size.
static LogicalResult verifyPacking(Operation *op, TileType src, TileType res) {
  if (src.getRank() != 1)
    return op->emitOpError("expects source and result to be rank-1 tiles");
  unsigned srcBits = getElementBitWidth(src.getElementType());
  unsigned resBits = getElementBitWidth(res.getElementType());
  if (srcBits == resBits)
    return op->emitOpError(
        "expects source and result to have different element type widths");
  uint64_t srcSize = srcBits * src.getNumElements();
  uint64_t resSize = resBits * res.getNumElements();
  if (srcSize % 8 != 0)
    return op->emitOpError("expects source tile to be byte-aligned");
  if (resSize % 8 != 0)
    return op->emitOpError("expects result tile to be byte-aligned");
  if (srcSize != resSize)
    return op->emitOpError("expects source and result to have the same size "
                           "in bytes, but got source tile size ")
           << srcSize / 8 << " bytes and result tile size " << resSize / 8
           << " bytes";
  return success();
}

LogicalResult PackOp::verify() {
  return verifyPacking(*this, getSource().getType(), getType());
}

LogicalResult UnpackOp::verify() {
  return verifyPacking(*this, getSource().getType(), getType());
}

//===----------------------------------------------------------------------===//
// Custom directives used by the generated code
//===----------------------------------------------------------------------===//


#define GET_OP_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileShapeOps.cpp.inc"
