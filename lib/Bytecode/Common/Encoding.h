//===- Encoding.h - primitives shared by the bytecode reader/writer -------===//
//
// Section ids, tags, and the byte-level reader/writer. Internal to
// lib/Bytecode.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_LIB_BYTECODE_ENCODING_H
#define TILEIR_LIB_BYTECODE_ENCODING_H

#include "TileIR/Bytecode/Version.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace mlir::tileir::bc {

inline constexpr uint8_t kMagic[8] = {0x7F, 'T', 'i', 'l', 'e', 'I', 'R', 0};
inline constexpr uint8_t kPadByte = 0xCB;

enum Section : uint8_t {
  SecEnd = 0, SecString = 1, SecFunc = 2, SecDebug = 3, SecConstant = 4,
  SecType = 5, SecGlobal = 6, SecProducer = 7, NumSections = 8
};
const char *sectionName(unsigned id);

enum class TypeTag : uint8_t {
  I1 = 0, I8 = 1, I16 = 2, I32 = 3, I64 = 4, F16 = 5, BF16 = 6, F32 = 7,
  TF32 = 8, F64 = 9, F8E4M3FN = 10, F8E5M2 = 11, Pointer = 12, Tile = 13,
  TensorView = 14, PartitionView = 15, Function = 16, Token = 17,
  F8E8M0FNU = 18, F4E2M1FN = 19, GatherScatterView = 20, StridedView = 21,
  I4 = 22,
};
/// f8E5M3FNU (13.4's developer-preview scale type; cuTile Python's tag 130).
inline constexpr uint64_t kF8E5M3FNUTag = 130;

/// 13.5's public preview `simt` (Bytecode13_5.md): a header whose version tag
/// has bit 0 set may hold these type tags, attribute tags and opcodes; any
/// other header may not.
inline constexpr uint16_t kPreviewVersionTag = 1;
enum class PreviewTypeTag : uint8_t {
  Sym = 209, Fragment = 210, Datatype = 211, Shape = 212, String = 213,
  Index = 214, None = 215,
};
enum class PreviewAttrTag : uint8_t {
  ExprInt = 209, ExprVar = 210, ExprMul = 211, ExprDiv = 212, ExprAdd = 213,
  ExprSub = 214, ExprFloorDiv = 215, SymbolicTuple = 216, Layout = 217,
  ExprCeilDiv = 218, ConcreteType = 219, ExprNeg = 220, MemorySpace = 221,
  Synchronization = 222, Access = 223, ScratchRequest = 224,
  ConstParam = 226, ExprBuiltin = 227, ExprConstStr = 228,
};
inline bool isPreviewTypeTag(uint64_t tag) { return tag >= 209 && tag <= 215; }
inline bool isPreviewAttrTag(uint64_t tag) {
  return tag >= 209 && tag <= 228 && tag != 225;
}
/// Preview opcodes start here (preview$call is 0x4002).
inline constexpr uint64_t kFirstPreviewOpcode = 0x4000;
/// preview$extern_impl's fields (its flags varint), in write order.
enum ExternImplFlags : uint64_t {
  EIConstParams = 1 << 0, EIConstArgs = 1 << 1, EIArgAttrs = 1 << 2,
  EIResAttrs = 1 << 3, EIScratch = 1 << 4, EIConfig = 1 << 5, EIArch = 1 << 6,
  EIFrontendABI = 1 << 7, EISynchronization = 1 << 8,
};

enum class AttrTag : uint8_t {
  Integer = 1, Float = 2, Bool = 3, Type = 4, String = 5, Array = 6,
  DenseElements = 7, DivBy = 8, SameElements = 9, Dictionary = 10,
  OptimizationHints = 11, Bounded = 12,
  MultimemReductionKind = 13, // 13.5
};

enum class DebugTag : uint8_t {
  Unknown = 0, DICompileUnit = 1, DIFile = 2, DILexicalBlock = 3, DILoc = 4,
  DISubprogram = 5, CallSite = 6,
};

/// Function-table flags. Up to 13.4, bit 2 says hints follow; 13.5 made
/// bits 2-3 a form (0 function, 1 extern_impl, 2 testing, 3 reserved) and
/// always writes an entry's hints and argument attributes.
enum FuncFlags : uint8_t { Private = 1, Kernel = 2, HasHints = 4 };
inline constexpr uint8_t kFuncFormShift = 2, kFuncFormMask = 3;

/// Where diagnostics of one read go: every message names the byte offset.
struct DiagSink {
  Location loc;
  InFlightDiagnostic error(uint64_t offset) const {
    return emitError(loc) << "bytecode offset " << offset << ": ";
  }
};

/// A bounds-checked cursor over a slice of the file; offsets it reports are
/// file offsets. Every read that fails has already emitted its diagnostic.
class ByteReader {
public:
  ByteReader(llvm::ArrayRef<uint8_t> data, uint64_t base, const DiagSink &diag)
      : data(data), base(base), diag(diag) {}

  uint64_t offset() const { return base + pos; }
  size_t remaining() const { return data.size() - pos; }
  bool atEnd() const { return pos == data.size(); }
  const DiagSink &sink() const { return diag; }
  InFlightDiagnostic error() const { return diag.error(offset()); }
  InFlightDiagnostic errorAt(uint64_t off) const { return diag.error(off); }

  LogicalResult readByte(uint8_t &out, const char *what);
  LogicalResult readVarInt(uint64_t &out, const char *what);
  LogicalResult readSignedVarInt(int64_t &out, const char *what);
  /// A count of items each at least `minItemBytes` long: bounded by what is
  /// left so no allocation is ever sized by unchecked input.
  LogicalResult readCount(uint64_t &out, const char *what,
                          size_t minItemBytes = 1);
  LogicalResult readBytes(size_t n, llvm::ArrayRef<uint8_t> &out,
                          const char *what);
  /// Skips the pad bytes up to the next multiple of `align` (file-relative).
  LogicalResult skipPadding(uint64_t align, const char *what);
  template <typename T>
  LogicalResult readLE(T &out, const char *what) {
    llvm::ArrayRef<uint8_t> bytes;
    if (failed(readBytes(sizeof(T), bytes, what)))
      return failure();
    uint64_t v = 0;
    for (size_t i = 0; i < sizeof(T); ++i)
      v |= uint64_t(bytes[i]) << (8 * i);
    out = static_cast<T>(v);
    return success();
  }
  /// count varint + count little-endian values of T.
  template <typename T>
  LogicalResult readLEArray(llvm::SmallVectorImpl<T> &out, const char *what) {
    uint64_t n;
    if (failed(readCount(n, what, sizeof(T))))
      return failure();
    out.reserve(n);
    for (uint64_t i = 0; i < n; ++i) {
      T v;
      if (failed(readLE(v, what)))
        return failure();
      out.push_back(v);
    }
    return success();
  }

  /// The rest of an offset table whose `count` (> 0) was just read: padding
  /// to sizeof(T), `count` offsets of type T that never decrease, then the
  /// entries they index (the rest of the section, into `entries`, which
  /// starts at file offset `entriesOffset`), the last offset within it.
  /// `what` names an entry ("string", "type", ...).
  template <typename T>
  LogicalResult readOffsetTable(uint64_t count, std::vector<T> &offsets,
                                llvm::ArrayRef<uint8_t> &entries,
                                uint64_t &entriesOffset, llvm::StringRef what) {
    std::string name = what.str();
    if (failed(skipPadding(sizeof(T), (name + " offsets").c_str())))
      return failure();
    if (count > remaining() / sizeof(T))
      return error() << name << " count " << count << " does not fit in the "
                     << remaining() << " bytes of the " << name << " section";
    offsets.reserve(count);
    for (uint64_t i = 0; i < count; ++i) {
      T v;
      if (failed(readLE(v, (name + " offset").c_str())))
        return failure();
      if (!offsets.empty() && v < offsets.back())
        return errorAt(offset() - sizeof(T))
               << name << " offset " << i << " (" << v
               << ") is before the previous one (" << offsets.back() << ")";
      offsets.push_back(v);
    }
    entriesOffset = offset();
    if (failed(readBytes(remaining(), entries, (name + " data").c_str())))
      return failure();
    if (offsets.back() > entries.size())
      return error() << name << " offset " << offsets.back()
                     << " is past the end of its data (" << entries.size()
                     << " bytes)";
    return success();
  }

private:
  llvm::ArrayRef<uint8_t> data;
  uint64_t base;
  size_t pos = 0;
  const DiagSink &diag;
};

/// Appends encodings to a byte vector.
class ByteWriter {
public:
  llvm::SmallVector<uint8_t, 256> buf;
  /// Largest alignment asked for inside this buffer.
  uint64_t alignment = 1;

  size_t size() const { return buf.size(); }
  void byte(uint8_t b) { buf.push_back(b); }
  void varint(uint64_t v) {
    do {
      uint8_t b = v & 0x7F;
      v >>= 7;
      buf.push_back(b | (v ? 0x80 : 0));
    } while (v);
  }
  void svarint(int64_t v) {
    uint64_t u = static_cast<uint64_t>(v);
    varint((u << 1) ^ static_cast<uint64_t>(v >> 63));
  }
  template <typename T>
  void le(T v) {
    uint64_t u = static_cast<uint64_t>(v);
    for (size_t i = 0; i < sizeof(T); ++i)
      buf.push_back((u >> (8 * i)) & 0xFF);
  }
  template <typename T>
  void leArray(llvm::ArrayRef<T> values) {
    varint(values.size());
    for (T v : values)
      le<T>(v);
  }
  void bytes(llvm::ArrayRef<uint8_t> b) { buf.append(b.begin(), b.end()); }
  void bytes(llvm::StringRef s) { buf.append(s.begin(), s.end()); }
  /// An offset table: the entry count, then (aligned to sizeof(Offset)) each
  /// entry's start within the entries, then the entries back to back.
  /// `bytesOf` gives an entry's bytes (ArrayRef<uint8_t> or StringRef).
  template <typename Offset, typename Range, typename BytesOf>
  void offsetTable(const Range &entries, BytesOf bytesOf) {
    varint(llvm::size(entries));
    alignTo(sizeof(Offset));
    Offset offset = 0;
    for (const auto &e : entries) {
      le<Offset>(offset);
      offset += bytesOf(e).size();
    }
    for (const auto &e : entries)
      bytes(bytesOf(e));
  }
  /// Pads with 0xCB to a multiple of `align` relative to the buffer start.
  void alignTo(uint64_t align) {
    while (buf.size() % align)
      buf.push_back(kPadByte);
    if (align > alignment)
      alignment = align;
  }
};

} // namespace mlir::tileir::bc

#endif // TILEIR_LIB_BYTECODE_ENCODING_H
