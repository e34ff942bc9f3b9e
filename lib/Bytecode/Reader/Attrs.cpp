//===- Attrs.cpp - constants and self-contained attributes ----------------===//
#include "ReaderImpl.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APFloat.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::bc;
using namespace mlir::cuda_tile;

static constexpr unsigned kMaxAttrDepth = 16;

LogicalResult FileReader::parseConstantTable(const SectionSlice &s) {
  ByteReader r(s.payload, s.offset, diag);
  uint64_t n;
  if (failed(r.readVarInt(n, "constant count")))
    return failure();
  if (n == 0)
    return success();
  std::vector<uint64_t> offs;
  ArrayRef<uint8_t> data;
  uint64_t dataOffset;
  if (failed(r.readOffsetTable(n, offs, data, dataOffset, "constant")))
    return failure();
  constants.reserve(n);
  for (uint64_t i = 0; i < n; ++i) {
    uint64_t begin = offs[i], end = i + 1 < n ? offs[i + 1] : data.size();
    constants.push_back({data.slice(begin, end - begin), dataOffset + begin});
  }
  return success();
}

LogicalResult FileReader::getConstant(ByteReader &r, Type type,
                                      Attribute &out) {
  uint64_t at = r.offset(), idx;
  if (failed(r.readVarInt(idx, "constant index")))
    return failure();
  if (idx >= constants.size())
    return r.errorAt(at) << "constant index " << idx << " is out of range ("
                         << constants.size() << " constants)";
  auto shaped = llvm::dyn_cast_or_null<ShapedType>(type);
  if (!shaped || !shaped.hasStaticShape() ||
      !shaped.getElementType().isIntOrFloat())
    return r.errorAt(at) << "constant " << idx
                         << " needs a tile of numbers, got " << type;
  auto [blob, blobOffset] = constants[idx];
  ByteReader cr(blob, blobOffset, diag);
  uint64_t len;
  ArrayRef<uint8_t> raw;
  if (failed(cr.readVarInt(len, "constant length")) ||
      failed(cr.readBytes(len, raw, "constant data")))
    return failure();
  ArrayRef<char> chars(reinterpret_cast<const char *>(raw.data()), raw.size());
  int64_t numElements = shaped.getNumElements();
  // i1 arrives one byte per element from front ends; MLIR packs bits.
  if (shaped.getElementType().isInteger(1) && numElements > 1 &&
      int64_t(raw.size()) == numElements) {
    SmallVector<bool> bits;
    for (uint8_t b : raw)
      bits.push_back(b != 0);
    out = DenseElementsAttr::get(shaped, bits);
    return success();
  }
  if (shaped.getElementType().isInteger(1) && raw.size() == 1) {
    out = DenseElementsAttr::get(shaped, raw[0] != 0);
    return success();
  }
  bool splat = false;
  if (!DenseElementsAttr::isValidRawBuffer(shaped, chars, splat))
    return r.errorAt(at) << "constant " << idx << " holds " << raw.size()
                         << " bytes, which is not a valid buffer for "
                         << type;
  out = DenseElementsAttr::getFromRawBuffer(shaped, chars);
  return success();
}

/// Builds an APInt of `width` from raw bits, refusing bits past the width.
static LogicalResult makeAPInt(ByteReader &r, uint64_t at, unsigned width,
                               uint64_t bits, APInt &out) {
  if (width < 64 && (bits >> width) != 0)
    return r.errorAt(at) << "value 0x" << llvm::utohexstr(bits)
                         << " does not fit in " << width << " bits";
  out = APInt(width, bits);
  return success();
}

LogicalResult FileReader::readDictionary(ByteReader &r, DictionaryAttr &out,
                                         unsigned depth) {
  uint64_t n;
  if (failed(r.readCount(n, "dictionary size", 2)))
    return failure();
  SmallVector<NamedAttribute> entries;
  for (uint64_t i = 0; i < n; ++i) {
    StringRef name;
    Attribute value;
    if (failed(getString(r, name, "dictionary key")) ||
        failed(readSelfContainedAttr(r, value, depth + 1)))
      return failure();
    entries.push_back(NamedAttribute(StringAttr::get(ctx, name), value));
  }
  out = DictionaryAttr::get(ctx, entries);
  return success();
}

LogicalResult FileReader::readOptHints(ByteReader &r, Attribute &out) {
  uint64_t at = r.offset();
  DictionaryAttr dict;
  if (failed(readDictionary(r, dict, 0)))
    return failure();
  out = OptimizationHintsAttr::getChecked(
      [&]() { return r.errorAt(at) << "invalid optimization hints: "; }, ctx,
      dict);
  return success(out != nullptr);
}

LogicalResult FileReader::readSelfContainedAttr(ByteReader &r, Attribute &out,
                                                unsigned depth) {
  uint64_t at = r.offset(), tag;
  if (depth > kMaxAttrDepth)
    return r.error() << "attributes nested deeper than " << kMaxAttrDepth;
  if (failed(r.readVarInt(tag, "attribute tag")))
    return failure();
  auto bad = [&]() { return r.errorAt(at) << "invalid attribute: "; };
  switch (static_cast<AttrTag>(tag)) {
  case AttrTag::Integer: {
    Type t;
    uint64_t v, vat;
    if (failed(getType(r, t, "integer attribute")))
      return failure();
    auto it = llvm::dyn_cast<IntegerType>(t);
    if (!it)
      return bad() << "integer attribute of non-integer type " << t;
    vat = r.offset();
    APInt value;
    if (failed(r.readVarInt(v, "integer attribute value")) ||
        failed(makeAPInt(r, vat, it.getWidth(), v, value)))
      return failure();
    out = IntegerAttr::get(t, value);
    return success();
  }
  case AttrTag::Float: {
    Type t;
    if (failed(getType(r, t, "float attribute")))
      return failure();
    auto ft = llvm::dyn_cast<FloatType>(t);
    if (!ft)
      return bad() << "float attribute of non-float type " << t;
    unsigned width = ft.getWidth();
    uint64_t bits, vat = r.offset();
    if (width <= 8) {
      uint8_t b;
      if (failed(r.readByte(b, "float attribute value")))
        return failure();
      bits = b;
    } else {
      int64_t s;
      if (failed(r.readSignedVarInt(s, "float attribute value")))
        return failure();
      bits = static_cast<uint64_t>(s);
    }
    APInt value;
    if (failed(makeAPInt(r, vat, width, bits, value)))
      return failure();
    out = FloatAttr::get(t, APFloat(ft.getFloatSemantics(), value));
    return success();
  }
  case AttrTag::Bool: {
    uint8_t b;
    if (failed(r.readByte(b, "bool attribute")))
      return failure();
    if (b > 1)
      return bad() << "bool byte is " << unsigned(b) << ", expected 0 or 1";
    out = BoolAttr::get(ctx, b);
    return success();
  }
  case AttrTag::Type: {
    Type t;
    if (failed(getType(r, t, "type attribute")))
      return failure();
    out = TypeAttr::get(t);
    return success();
  }
  case AttrTag::String: {
    StringRef s;
    if (failed(getString(r, s, "string attribute")))
      return failure();
    out = StringAttr::get(ctx, s);
    return success();
  }
  case AttrTag::Array: {
    uint64_t n;
    if (failed(r.readCount(n, "array size")))
      return failure();
    SmallVector<Attribute> elems;
    for (uint64_t i = 0; i < n; ++i) {
      Attribute e;
      if (failed(readSelfContainedAttr(r, e, depth + 1)))
        return failure();
      elems.push_back(e);
    }
    out = ArrayAttr::get(ctx, elems);
    return success();
  }
  case AttrTag::DenseElements: {
    Type t;
    if (failed(getType(r, t, "dense attribute")))
      return failure();
    return getConstant(r, t, out);
  }
  case AttrTag::DivBy: {
    uint64_t divisor;
    uint8_t flags;
    std::optional<int64_t> every, along;
    if (failed(r.readVarInt(divisor, "div_by divisor")) ||
        failed(r.readByte(flags, "div_by flags")))
      return failure();
    if (flags & ~3u)
      return bad() << "unknown div_by flags 0x" << llvm::utohexstr(flags);
    int64_t v;
    if (flags & 1) {
      if (failed(r.readSignedVarInt(v, "div_by every")))
        return failure();
      every = v;
    }
    if (flags & 2) {
      if (failed(r.readSignedVarInt(v, "div_by along")))
        return failure();
      along = v;
    }
    out = DivByAttr::getChecked(bad, ctx, divisor, every, along);
    return success(out != nullptr);
  }
  case AttrTag::SameElements: {
    SmallVector<int64_t> values;
    if (failed(r.readLEArray(values, "same_elements values")))
      return failure();
    out = SameElementsAttr::get(ctx, DenseI64ArrayAttr::get(ctx, values));
    return success();
  }
  case AttrTag::Dictionary: {
    DictionaryAttr d;
    if (failed(readDictionary(r, d, depth)))
      return failure();
    out = d;
    return success();
  }
  case AttrTag::OptimizationHints:
    return readOptHints(r, out);
  case AttrTag::Bounded: {
    uint8_t flags;
    std::optional<int64_t> lb, ub;
    if (failed(r.readByte(flags, "bounded flags")))
      return failure();
    if (flags & ~3u)
      return bad() << "unknown bounded flags 0x" << llvm::utohexstr(flags);
    int64_t v;
    if (flags & 1) {
      if (failed(r.readSignedVarInt(v, "bounded lower bound")))
        return failure();
      lb = v;
    }
    if (flags & 2) {
      if (failed(r.readSignedVarInt(v, "bounded upper bound")))
        return failure();
      ub = v;
    }
    out = BoundedAttr::getChecked(bad, ctx, lb, ub);
    return success(out != nullptr);
  }
  case AttrTag::MultimemReductionKind: {
    uint64_t v;
    if (version < BytecodeVersion(13, 5))
      return bad() << "multimem_reduction_kind needs bytecode 13.5, file is "
                   << version.str();
    if (failed(r.readVarInt(v, "multimem reduction kind")))
      return failure();
    std::optional<MultimemReductionKind> kind =
        v <= UINT32_MAX ? symbolizeMultimemReductionKind(uint32_t(v))
                        : std::nullopt;
    if (!kind)
      return bad() << "multimem reduction kind " << v << " is out of range";
    out = MultimemReductionKindAttr::get(ctx, *kind);
    return success();
  }
  }
  if (isPreviewAttrTag(tag))
    return readPreviewAttr(r, tag, at, out, depth);
  return r.errorAt(at) << "unknown attribute tag " << tag;
}
