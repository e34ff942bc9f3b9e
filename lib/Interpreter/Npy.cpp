//===- Npy.cpp - minimal .npy reader and writer ---------------------------===//
#include "TileIR/Interpreter/Npy.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace mlir::tileir::interp;
namespace interp = mlir::tileir::interp;

static Error bad(StringRef path, const Twine &why) {
  return createStringError(inconvertibleErrorCode(),
                           path + ": not a readable .npy file: " + why);
}

/// Text of `'key': value` in the header dict, up to the next top-level comma.
static std::optional<StringRef> headerField(StringRef header, StringRef key) {
  size_t at = header.find(("'" + key + "'").str());
  if (at == StringRef::npos)
    return std::nullopt;
  StringRef rest = header.drop_front(at + key.size() + 2).ltrim();
  if (!rest.consume_front(":"))
    return std::nullopt;
  rest = rest.ltrim();
  size_t end = rest.front() == '(' ? rest.find(')') + 1
               : rest.front() == '\'' ? rest.find('\'', 1) + 1
                                      : rest.find_first_of(",}");
  return rest.take_front(end);
}

Expected<NpyArray> interp::readNpy(StringRef path) {
  auto file = MemoryBuffer::getFile(path, /*IsText=*/false);
  if (!file)
    return bad(path, file.getError().message());
  StringRef data = (*file)->getBuffer();
  if (data.size() < 10 || !data.starts_with("\x93NUMPY"))
    return bad(path, "missing the \\x93NUMPY magic");
  unsigned major = (uint8_t)data[6];
  size_t hlen, hstart;
  if (major == 1) {
    hlen = (uint8_t)data[8] | ((uint8_t)data[9] << 8);
    hstart = 10;
  } else {
    if (data.size() < 12)
      return bad(path, "truncated header");
    hlen = (uint8_t)data[8] | ((uint8_t)data[9] << 8) |
           ((uint8_t)data[10] << 16) | ((size_t)(uint8_t)data[11] << 24);
    hstart = 12;
  }
  if (hstart + hlen > data.size())
    return bad(path, "truncated header");
  StringRef header = data.substr(hstart, hlen);
  NpyArray arr;
  auto descr = headerField(header, "descr");
  auto fortran = headerField(header, "fortran_order");
  auto shape = headerField(header, "shape");
  if (!descr || !shape)
    return bad(path, "header lacks descr or shape");
  if (fortran && fortran->trim() == "True")
    return bad(path, "Fortran-order arrays are not supported (use "
                     "numpy.ascontiguousarray)");
  arr.descr = descr->trim().trim('\'').str();
  StringRef dims = shape->trim().drop_front().drop_back();
  SmallVector<StringRef, 4> parts;
  dims.split(parts, ',', -1, false);
  int64_t n = 1;
  for (StringRef p : parts) {
    int64_t v;
    if (p.trim().getAsInteger(10, v) || v < 0)
      return bad(path, "bad shape " + *shape);
    arr.shape.push_back(v);
    n *= v;
  }
  int64_t itemSize;
  if (arr.descr.size() < 3 || StringRef(arr.descr).drop_front(2).getAsInteger(10, itemSize))
    return bad(path, "unsupported dtype '" + arr.descr + "'");
  if (arr.descr[0] == '>' && itemSize > 1)
    return bad(path, "big-endian arrays are not supported");
  StringRef payload = data.drop_front(hstart + hlen);
  if ((int64_t)payload.size() < n * itemSize)
    return bad(path, "holds " + Twine(payload.size()) + " data bytes, shape " +
                         *shape + " needs " + Twine(n * itemSize));
  arr.bytes.assign(payload.begin(), payload.begin() + n * itemSize);
  return arr;
}

Error interp::writeNpy(StringRef path, const NpyArray &arr) {
  std::string shape = "(";
  for (size_t k = 0; k < arr.shape.size(); ++k)
    shape += (k ? ", " : "") + std::to_string(arr.shape[k]);
  shape += arr.shape.size() == 1 ? ",)" : ")";
  std::string header = "{'descr': '" + arr.descr +
                       "', 'fortran_order': False, 'shape': " + shape + ", }";
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  std::error_code ec;
  raw_fd_ostream os(path, ec, sys::fs::OF_None);
  if (ec)
    return createStringError(ec, "cannot write " + path + ": " + ec.message());
  os << "\x93NUMPY" << char(1) << char(0) << char(header.size() & 0xff)
     << char(header.size() >> 8) << header;
  os.write((const char *)arr.bytes.data(), arr.bytes.size());
  return Error::success();
}

bool interp::elemForDescr(StringRef descr, Elem want, Elem &out) {
  StringRef d = descr.size() > 1 && StringRef("<|=").contains(descr[0])
                    ? descr.drop_front() : descr;
  // Raw-bit arrays stand for the narrow floats numpy lacks.
  if ((d == "u2" && want == Elem::BF16) ||
      (d == "u1" && (want == Elem::F8E4M3FN || want == Elem::F8E5M2 ||
                     want == Elem::F8E8M0FNU || want == Elem::F4E2M1FN)) ||
      (d == "f4" && want == Elem::TF32) || (d == "i1" && want == Elem::I4) ||
      ((d == "u8" || d == "i8") && want == Elem::Ptr)) {
    out = want;
    return true;
  }
  if (d == "b1") out = Elem::I1;
  else if (d == "i1" || d == "u1") out = Elem::I8;
  else if (d == "i2" || d == "u2") out = Elem::I16;
  else if (d == "i4" || d == "u4") out = Elem::I32;
  else if (d == "i8" || d == "u8") out = Elem::I64;
  else if (d == "f2") out = Elem::F16;
  else if (d == "f4") out = Elem::F32;
  else if (d == "f8") out = Elem::F64;
  else return false;
  return true;
}
