//===- Debug.cpp - the debug-info section ---------------------------------===//
//
// Layout: slot count, pad 4, u32 first-index per slot; index count, pad 8,
// u64 debug-attribute indices; attribute count, pad 4, u32 offsets; data.
// One slot per function: its own location, then one per op in write order.
// Index 0 is the unknown location; index i > 0 is attribute i - 1.
//
//===----------------------------------------------------------------------===//
#include "ReaderImpl.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::bc;
using namespace mlir::cuda_tile;

static constexpr unsigned kMaxDebugDepth = 64;

LogicalResult FileReader::parseDebugTable(const SectionSlice &s) {
  ByteReader r(s.payload, s.offset, diag);
  uint64_t numSlots, numIndices, numAttrs;
  if (failed(r.readCount(numSlots, "debug slot count", 4)) ||
      failed(r.skipPadding(4, "debug slot offsets")))
    return failure();
  if (numSlots > r.remaining() / 4)
    return r.error() << "debug slot count " << numSlots << " does not fit";
  diSlotOffsets.reserve(numSlots);
  for (uint64_t i = 0; i < numSlots; ++i) {
    uint32_t v;
    if (failed(r.readLE(v, "debug slot offset")))
      return failure();
    if (!diSlotOffsets.empty() && v < diSlotOffsets.back())
      return r.errorAt(r.offset() - 4) << "debug slot offsets decrease";
    diSlotOffsets.push_back(v);
  }
  if (failed(r.readCount(numIndices, "debug index count", 8)) ||
      failed(r.skipPadding(8, "debug indices")))
    return failure();
  if (numIndices > r.remaining() / 8)
    return r.error() << "debug index count " << numIndices << " does not fit";
  if (!diSlotOffsets.empty() && diSlotOffsets.back() > numIndices)
    return r.error() << "debug slot offset " << diSlotOffsets.back()
                     << " is past the " << numIndices << " indices";
  diIndices.reserve(numIndices);
  for (uint64_t i = 0; i < numIndices; ++i) {
    uint64_t v;
    if (failed(r.readLE(v, "debug index")))
      return failure();
    diIndices.push_back(v);
  }
  if (failed(r.readCount(numAttrs, "debug attribute count", 4)))
    return failure();
  if (numAttrs && failed(r.readOffsetTable(numAttrs, diOffsets, diData,
                                            diDataOffset, "debug attribute")))
    return failure();
  diCache.assign(diOffsets.size(), Attribute());
  diState.assign(diOffsets.size(), 0);
  return success();
}

LogicalResult FileReader::getDebugAttr(uint64_t index, uint64_t at,
                                       Attribute &out, unsigned depth) {
  if (index == 0) {
    out = UnknownLoc::get(ctx);
    return success();
  }
  uint64_t i = index - 1;
  if (i >= diOffsets.size())
    return diag.error(at) << "debug info index " << index
                          << " is out of range (" << diOffsets.size()
                          << " entries)";
  if (diState[i] == 2) {
    out = diCache[i];
    return success();
  }
  if (diState[i] == 1)
    return diag.error(at) << "debug info entry " << index
                          << " refers to itself";
  if (depth > kMaxDebugDepth)
    return diag.error(at) << "debug info nested deeper than "
                          << kMaxDebugDepth;
  diState[i] = 1;
  uint64_t begin = diOffsets[i];
  uint64_t end = i + 1 < diOffsets.size() ? diOffsets[i + 1] : diData.size();
  ByteReader r(diData.slice(begin, end - begin), diDataOffset + begin, diag);
  uint64_t start = r.offset(), tag;
  if (failed(r.readVarInt(tag, "debug info tag")))
    return failure();
  auto bad = [&]() {
    return r.errorAt(start) << "invalid debug info " << index << ": ";
  };
  auto ref = [&](auto &result, const char *what) -> LogicalResult {
    uint64_t refAt = r.offset(), idx;
    Attribute a;
    if (failed(r.readVarInt(idx, what)) ||
        failed(getDebugAttr(idx, refAt, a, depth + 1)))
      return failure();
    result = llvm::dyn_cast<std::decay_t<decltype(result)>>(a);
    if (!result)
      return bad() << what << " is " << a;
    return success();
  };
  auto u32 = [&](unsigned &result, const char *what) -> LogicalResult {
    uint64_t v, vAt = r.offset();
    if (failed(r.readVarInt(v, what)))
      return failure();
    if (v > UINT32_MAX)
      return r.errorAt(vAt) << what << " " << v << " out of range";
    result = static_cast<unsigned>(v);
    return success();
  };
  auto str = [&](StringAttr &result, const char *what) -> LogicalResult {
    StringRef s;
    if (failed(getString(r, s, what)))
      return failure();
    result = StringAttr::get(ctx, s);
    return success();
  };

  Attribute result;
  switch (static_cast<DebugTag>(tag)) {
  case DebugTag::Unknown:
    result = UnknownLoc::get(ctx);
    break;
  case DebugTag::DICompileUnit: {
    DIFileAttr file;
    if (failed(ref(file, "compile unit file")))
      return failure();
    result = DICompileUnitAttr::get(ctx, file);
    break;
  }
  case DebugTag::DIFile: {
    StringAttr name, dir;
    if (failed(str(name, "file name")) || failed(str(dir, "file directory")))
      return failure();
    result = DIFileAttr::get(ctx, name, dir);
    break;
  }
  case DebugTag::DILexicalBlock: {
    Attribute scope;
    DIFileAttr file;
    unsigned line, col;
    if (failed(ref(scope, "lexical block scope")) ||
        failed(ref(file, "lexical block file")) ||
        failed(u32(line, "line")) || failed(u32(col, "column")))
      return failure();
    result = DILexicalBlockAttr::getChecked(bad, ctx, scope, file, line, col);
    break;
  }
  case DebugTag::DILoc: {
    Attribute scope;
    StringAttr file;
    unsigned line, col;
    if (failed(ref(scope, "location scope")) ||
        failed(str(file, "location file")) || failed(u32(line, "line")) ||
        failed(u32(col, "column")))
      return failure();
    result = DILocAttr::getChecked(bad, ctx,
                                   FileLineColLoc::get(file, line, col), scope);
    break;
  }
  case DebugTag::DISubprogram: {
    DIFileAttr file;
    DICompileUnitAttr unit;
    StringAttr name, linkage;
    unsigned line, scopeLine;
    if (failed(ref(file, "subprogram file")) || failed(u32(line, "line")) ||
        failed(str(name, "subprogram name")) ||
        failed(str(linkage, "subprogram linkage name")) ||
        failed(ref(unit, "subprogram compile unit")) ||
        failed(u32(scopeLine, "scope line")))
      return failure();
    // 13.5 appends a flags varint (no flag is defined yet).
    if (version >= BytecodeVersion(13, 5)) {
      unsigned flags;
      uint64_t fat = r.offset();
      if (failed(u32(flags, "subprogram flags")))
        return failure();
      if (flags)
        return r.errorAt(fat) << "unknown subprogram flags 0x"
                              << llvm::utohexstr(flags);
    }
    result = DISubprogramAttr::get(ctx, file, line, name, linkage, unit,
                                   scopeLine);
    break;
  }
  case DebugTag::CallSite: {
    LocationAttr callee, caller;
    if (failed(ref(callee, "call site callee")) ||
        failed(ref(caller, "call site caller")))
      return failure();
    result = CallSiteLoc::get(Location(callee), Location(caller));
    break;
  }
  default:
    return r.errorAt(start) << "unknown debug info tag " << tag;
  }
  if (!result)
    return failure();
  if (!r.atEnd())
    return r.error() << "debug info " << index << " has " << r.remaining()
                     << " unread trailing bytes";
  diCache[i] = result;
  diState[i] = 2;
  out = result;
  return success();
}

LogicalResult FileReader::locCursorFor(uint64_t locIndex, uint64_t at,
                                       LocCursor &out) {
  if (locIndex == 0) {
    out = LocCursor(this, 0, 0, 0);
    return success();
  }
  uint64_t slot = locIndex - 1;
  if (slot >= diSlotOffsets.size())
    return diag.error(at) << "function location index " << locIndex
                          << " is out of range (" << diSlotOffsets.size()
                          << " debug slots)";
  uint64_t begin = diSlotOffsets[slot];
  uint64_t end = slot + 1 < diSlotOffsets.size() ? diSlotOffsets[slot + 1]
                                                 : diIndices.size();
  out = LocCursor(this, locIndex, begin, end);
  return success();
}

LogicalResult FileReader::LocCursor::take(uint64_t at, Location &out) {
  // Files without debug info, or with fewer entries than ops, read as unknown.
  if (!reader || slot == 0 || next >= end) {
    out = UnknownLoc::get(reader ? reader->ctx : nullptr);
    return success();
  }
  Attribute a;
  if (failed(reader->getDebugAttr(reader->diIndices[next++], at, a)))
    return failure();
  auto loc = llvm::dyn_cast<LocationAttr>(a);
  if (!loc)
    return reader->diag.error(at) << "debug info for an op is " << a
                                  << ", not a location";
  out = Location(loc);
  return success();
}
