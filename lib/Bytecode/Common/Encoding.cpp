//===- Encoding.cpp - bounds-checked byte reading -------------------------===//
#include "Encoding.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::tileir::bc;

const char *mlir::tileir::bc::sectionName(unsigned id) {
  static const char *names[] = {"end",      "string", "function",
                                "debug",    "constant", "type",
                                "global",   "producer"};
  return id < NumSections ? names[id] : "unknown";
}

LogicalResult ByteReader::readByte(uint8_t &out, const char *what) {
  if (pos >= data.size())
    return error() << "unexpected end of data reading " << what;
  out = data[pos++];
  return success();
}

LogicalResult ByteReader::readVarInt(uint64_t &out, const char *what) {
  uint64_t start = offset();
  out = 0;
  for (unsigned shift = 0;; shift += 7) {
    if (pos >= data.size())
      return errorAt(start) << "truncated varint reading " << what;
    uint8_t b = data[pos++];
    // The 10th byte may only carry the top bit of a 64-bit value.
    if (shift == 63 && (b & 0x7E))
      return errorAt(start) << "varint overflows 64 bits reading " << what;
    out |= uint64_t(b & 0x7F) << shift;
    if (!(b & 0x80))
      return success();
    if (shift == 63)
      return errorAt(start) << "varint longer than 10 bytes reading " << what;
  }
}

LogicalResult ByteReader::readSignedVarInt(int64_t &out, const char *what) {
  uint64_t u;
  if (failed(readVarInt(u, what)))
    return failure();
  out = static_cast<int64_t>((u >> 1) ^ (~(u & 1) + 1));
  return success();
}

LogicalResult ByteReader::readCount(uint64_t &out, const char *what,
                                    size_t minItemBytes) {
  uint64_t start = offset();
  if (failed(readVarInt(out, what)))
    return failure();
  if (minItemBytes && out > remaining() / minItemBytes)
    return errorAt(start) << what << " " << out << " is larger than the "
                          << remaining() << " bytes left can hold";
  return success();
}

LogicalResult ByteReader::readBytes(size_t n, llvm::ArrayRef<uint8_t> &out,
                                    const char *what) {
  if (n > remaining())
    return error() << "unexpected end of data reading " << what << " ("
                   << n << " bytes needed, " << remaining() << " left)";
  out = data.slice(pos, n);
  pos += n;
  return success();
}

LogicalResult ByteReader::skipPadding(uint64_t align, const char *what) {
  if (align < 2)
    return success();
  uint64_t pad = (align - offset() % align) % align;
  if (pad > remaining())
    return error() << "unexpected end of data in padding before " << what;
  for (uint64_t i = 0; i < pad; ++i)
    if (data[pos + i] != kPadByte)
      return errorAt(offset() + i)
             << "padding byte before " << what << " is 0x"
             << llvm::utohexstr(data[pos + i]) << ", expected 0xCB";
  pos += pad;
  return success();
}
