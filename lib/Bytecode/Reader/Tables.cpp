//===- Tables.cpp - string, type, constant and debug tables ---------------===//
//
// Every index read from the file is checked against its table, every count is
// bounded by the bytes left, and nested references carry a depth limit so a
// hostile file can neither loop nor exhaust the stack.
//
//===----------------------------------------------------------------------===//
#include "ReaderImpl.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::bc;
using namespace mlir::cuda_tile;

// Real files nest at most a handful deep (partition_view -> tensor_view ->
// f32; an array of dictionaries); anything deeper is malformed.
static constexpr unsigned kMaxTypeDepth = 16;

//===----------------------------------------------------------------------===//
// Strings
//===----------------------------------------------------------------------===//

LogicalResult FileReader::parseStringTable(const SectionSlice &s) {
  ByteReader r(s.payload, s.offset, diag);
  uint64_t n;
  if (failed(r.readVarInt(n, "string count")))
    return failure();
  if (n == 0)
    return success();
  return r.readOffsetTable(n, stringOffsets, stringData, stringDataOffset,
                           "string");
}

LogicalResult FileReader::getString(ByteReader &r, StringRef &out,
                                    const char *what) {
  uint64_t at = r.offset(), idx;
  if (failed(r.readVarInt(idx, what)))
    return failure();
  if (idx >= stringOffsets.size())
    return r.errorAt(at) << what << " string index " << idx
                         << " is out of range (" << stringOffsets.size()
                         << " strings)";
  uint64_t begin = stringOffsets[idx];
  uint64_t end = idx + 1 < stringOffsets.size() ? stringOffsets[idx + 1]
                                                : stringData.size();
  out = StringRef(reinterpret_cast<const char *>(stringData.data()) + begin,
                  end - begin);
  return success();
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

LogicalResult FileReader::parseTypeTable(const SectionSlice &s) {
  ByteReader r(s.payload, s.offset, diag);
  uint64_t n;
  if (failed(r.readVarInt(n, "type count")))
    return failure();
  if (n == 0)
    return success();
  if (failed(r.readOffsetTable(n, typeOffsets, typeData, typeDataOffset,
                               "type")))
    return failure();
  types.assign(n, Type());
  typeState.assign(n, 0);
  // Decode all entries now: a garbage entry fails even if nothing uses it.
  for (uint64_t i = 0; i < n; ++i)
    if (typeState[i] != 2 && failed(parseType(i, 0)))
      return failure();
  return success();
}

LogicalResult FileReader::resolveType(uint64_t index, uint64_t at,
                                      unsigned depth, Type &out) {
  if (index >= types.size())
    return diag.error(at) << "type index " << index << " is out of range ("
                          << types.size() << " types)";
  if (typeState[index] == 1)
    return diag.error(at) << "type " << index << " refers to itself";
  if (typeState[index] == 0) {
    if (depth >= kMaxTypeDepth)
      return diag.error(at) << "types nested deeper than " << kMaxTypeDepth;
    if (failed(parseType(index, depth + 1)))
      return failure();
  }
  out = types[index];
  return success();
}

LogicalResult FileReader::getType(ByteReader &r, Type &out, const char *what) {
  uint64_t at = r.offset(), idx;
  if (failed(r.readVarInt(idx, what)))
    return failure();
  if (idx >= types.size())
    return r.errorAt(at) << what << " type index " << idx
                         << " is out of range (" << types.size() << " types)";
  // Attributes inside a type (13.5's preview: a fragment's layouts) are read
  // while the type table is: resolve the type now, or find the cycle.
  return resolveType(idx, at, 0, out);
}

LogicalResult FileReader::parseType(uint64_t index, unsigned depth) {
  typeState[index] = 1;
  uint64_t begin = typeOffsets[index];
  uint64_t end = index + 1 < typeOffsets.size() ? typeOffsets[index + 1]
                                                : typeData.size();
  ByteReader r(typeData.slice(begin, end - begin), typeDataOffset + begin,
               diag);
  uint64_t start = r.offset();
  auto sub = [&](Type &out, const char *what) -> LogicalResult {
    uint64_t at = r.offset(), idx;
    if (failed(r.readVarInt(idx, what)))
      return failure();
    return resolveType(idx, at, depth, out);
  };
  auto bad = [&]() -> InFlightDiagnostic {
    return r.errorAt(start) << "invalid type " << index << ": ";
  };
  auto readPadding = [&](bool present, PaddingValueAttr &pad) -> LogicalResult {
    if (!present)
      return success();
    uint64_t at = r.offset(), v;
    if (failed(r.readVarInt(v, "padding value")))
      return failure();
    pad = llvm::dyn_cast_or_null<PaddingValueAttr>(
        makeEnumAttr(ctx, EnumKind::PaddingValue, v));
    if (!pad)
      return r.errorAt(at) << "unknown padding value " << v;
    return success();
  };
  // The optional-parameter bitfield of 13.3 (bit 0: padding value).
  auto readViewFlags = [&](bool &hasPadding) -> LogicalResult {
    uint64_t at = r.offset(), flags;
    if (failed(r.readVarInt(flags, "view type flags")))
      return failure();
    if (flags & ~uint64_t(1))
      return r.errorAt(at) << "unknown view type flags 0x"
                           << llvm::utohexstr(flags);
    hasPadding = flags & 1;
    return success();
  };
  auto asTensorView = [&](Type t, TensorViewType &tv) -> LogicalResult {
    tv = llvm::dyn_cast<TensorViewType>(t);
    if (!tv)
      return bad() << "expected a tensor_view, got " << t;
    return success();
  };

  // 13.4 gave pointers and tensor views an optional pointer attribute (none;
  // 13.5 added unicast and multicast): a flags varint first, the value last.
  bool hasPtrAttr = false;
  PtrAttrKindAttr ptrAttr;
  auto readPtrFlags = [&]() -> LogicalResult {
    if (version < BytecodeVersion(13, 4))
      return success();
    uint64_t at = r.offset(), flags;
    if (failed(r.readVarInt(flags, "pointer type flags")))
      return failure();
    if (flags & ~uint64_t(1))
      return r.errorAt(at) << "unknown type flags 0x" << llvm::utohexstr(flags);
    hasPtrAttr = flags & 1;
    return success();
  };
  auto readPtrAttr = [&]() -> LogicalResult {
    if (!hasPtrAttr)
      return success();
    uint64_t at = r.offset(), v;
    if (failed(r.readVarInt(v, "pointer attribute")))
      return failure();
    std::optional<BytecodeVersion> since = ptrAttrSince(v);
    if (!since || *since > version)
      return r.errorAt(at) << "pointer attribute " << v
                           << " is not available in bytecode version "
                           << version.str();
    ptrAttr = PtrAttrKindAttr::get(ctx, static_cast<PtrAttrKind>(v));
    return success();
  };

  uint64_t tag;
  if (failed(r.readVarInt(tag, "type tag")))
    return failure();
  Type result;
  auto emitErr = [&]() -> InFlightDiagnostic { return bad(); };
  switch (static_cast<TypeTag>(tag)) {
  case TypeTag::I1: result = IntegerType::get(ctx, 1); break;
  case TypeTag::I4: result = IntegerType::get(ctx, 4); break;
  case TypeTag::I8: result = IntegerType::get(ctx, 8); break;
  case TypeTag::I16: result = IntegerType::get(ctx, 16); break;
  case TypeTag::I32: result = IntegerType::get(ctx, 32); break;
  case TypeTag::I64: result = IntegerType::get(ctx, 64); break;
  case TypeTag::F16: result = Float16Type::get(ctx); break;
  case TypeTag::BF16: result = BFloat16Type::get(ctx); break;
  case TypeTag::F32: result = Float32Type::get(ctx); break;
  case TypeTag::TF32: result = FloatTF32Type::get(ctx); break;
  case TypeTag::F64: result = Float64Type::get(ctx); break;
  case TypeTag::F8E4M3FN: result = Float8E4M3FNType::get(ctx); break;
  case TypeTag::F8E5M2: result = Float8E5M2Type::get(ctx); break;
  case TypeTag::F8E8M0FNU: result = Float8E8M0FNUType::get(ctx); break;
  case TypeTag::F4E2M1FN: result = Float4E2M1FNType::get(ctx); break;
  case TypeTag::Token: result = TokenType::get(ctx); break;
  case TypeTag::Pointer: {
    Type pointee;
    if (failed(readPtrFlags()) || failed(sub(pointee, "pointee")) ||
        failed(readPtrAttr()))
      return failure();
    result = PointerType::getChecked(emitErr, ctx, pointee, ptrAttr);
    break;
  }
  case TypeTag::Tile: {
    Type elem;
    SmallVector<int64_t> shape;
    if (failed(sub(elem, "tile element")) ||
        failed(r.readLEArray(shape, "tile shape")))
      return failure();
    // 13.5's preview may append a symbolic shape (tile<[k]x16xi32>).
    if (preview && !r.atEnd())
      return bad() << "symbolic tile shapes (Tile IR 13.5's public preview) "
                      "are not supported";
    result = TileType::getChecked(emitErr, ctx, ArrayRef<int64_t>(shape), elem);
    break;
  }
  case TypeTag::TensorView: {
    Type elem;
    SmallVector<int64_t> shape, strides;
    if (failed(readPtrFlags()) || failed(sub(elem, "tensor_view element")) ||
        failed(r.readLEArray(shape, "tensor_view shape")) ||
        failed(r.readLEArray(strides, "tensor_view strides")) ||
        failed(readPtrAttr()))
      return failure();
    result = TensorViewType::getChecked(emitErr, ctx, elem, ArrayRef<int64_t>(shape),
                                        ArrayRef<int64_t>(strides), ptrAttr);
    break;
  }
  case TypeTag::PartitionView: {
    bool hasPadding = false;
    if (version >= BytecodeVersion(13, 3) && failed(readViewFlags(hasPadding)))
      return failure();
    SmallVector<int32_t> tile, dimMap;
    Type tvType;
    TensorViewType tv;
    if (failed(r.readLEArray(tile, "partition tile shape")) ||
        failed(sub(tvType, "partition tensor_view")) ||
        failed(asTensorView(tvType, tv)) ||
        failed(r.readLEArray(dimMap, "partition dim_map")))
      return failure();
    if (version < BytecodeVersion(13, 3)) {
      uint8_t present;
      if (failed(r.readByte(present, "padding presence")))
        return failure();
      if (present > 1)
        return r.errorAt(r.offset() - 1)
               << "padding presence byte is " << unsigned(present)
               << ", expected 0 or 1";
      hasPadding = present;
    }
    PaddingValueAttr pad;
    if (failed(readPadding(hasPadding, pad)))
      return failure();
    result = PartitionViewType::getChecked(
        emitErr, ctx, DenseI32ArrayAttr::get(ctx, tile), tv,
        ArrayRef<int32_t>(dimMap), pad);
    break;
  }
  case TypeTag::StridedView:
  case TypeTag::GatherScatterView: {
    if (version < BytecodeVersion(13, 3))
      return bad() << "view type tag " << tag << " needs version 13.3";
    bool hasPadding = false;
    SmallVector<int32_t> tile, strides, dimMap;
    Type tvType;
    TensorViewType tv;
    if (failed(readViewFlags(hasPadding)) ||
        failed(r.readLEArray(tile, "view tile shape")))
      return failure();
    if (tag == uint64_t(TypeTag::StridedView)) {
      PaddingValueAttr pad;
      if (failed(r.readLEArray(strides, "traversal strides")) ||
          failed(sub(tvType, "view tensor_view")) ||
          failed(asTensorView(tvType, tv)) ||
          failed(r.readLEArray(dimMap, "view dim_map")) ||
          failed(readPadding(hasPadding, pad)))
        return failure();
      result = StridedViewType::getChecked(
          emitErr, ctx, DenseI32ArrayAttr::get(ctx, tile),
          DenseI32ArrayAttr::get(ctx, strides), tv, ArrayRef<int32_t>(dimMap),
          pad);
    } else {
      uint64_t sparseDim;
      PaddingValueAttr pad;
      if (failed(sub(tvType, "view tensor_view")) ||
          failed(asTensorView(tvType, tv)) ||
          failed(r.readVarInt(sparseDim, "sparse_dim")))
        return failure();
      if (sparseDim > UINT32_MAX)
        return bad() << "sparse_dim " << sparseDim << " out of range";
      if (failed(readPadding(hasPadding, pad)))
        return failure();
      result = GatherScatterViewType::getChecked(
          emitErr, ctx, DenseI32ArrayAttr::get(ctx, tile), tv,
          static_cast<uint32_t>(sparseDim), pad);
    }
    break;
  }
  case TypeTag::Function: {
    SmallVector<Type> ins, outs;
    for (auto *list : {&ins, &outs}) {
      uint64_t n;
      if (failed(r.readCount(n, "function type arity")))
        return failure();
      for (uint64_t i = 0; i < n; ++i) {
        Type t;
        if (failed(sub(t, "function type operand")))
          return failure();
        list->push_back(t);
      }
    }
    result = FunctionType::get(ctx, ins, outs);
    break;
  }
  default:
    // 13.4's developer-preview mmaf_scaled scale type.
    if (tag == kF8E5M3FNUTag && version >= BytecodeVersion(13, 4)) {
      result = Float8E5M3FNUType::get(ctx);
      break;
    }
    if (isPreviewTypeTag(tag)) {
      if (failed(readPreviewType(r, tag, start, result)))
        return failure();
      break;
    }
    return r.errorAt(start) << "unknown type tag " << tag << " (type "
                            << index << ")";
  }
  if (!result)
    return failure();
  if (!r.atEnd())
    return r.error() << "type " << index << " has " << r.remaining()
                     << " unread trailing bytes";
  types[index] = result;
  typeState[index] = 2;
  return success();
}
