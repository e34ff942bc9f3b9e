//===- CubinInfo.cpp - kernel attributes in a cubin's .nv.info ------------===//
#include "TileIR/Target/PTX/CubinInfo.h"

#include "llvm/ADT/Twine.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir::tileir;
namespace endian = llvm::support::endian;

// ELF64 layout (System V gABI): the header fields and section header
// entries this reads and writes.
namespace {
constexpr size_t kEhdrSize = 64;
constexpr size_t kShdrSize = 64;
constexpr uint16_t kEmCuda = 190;
constexpr uint32_t kShtNoBits = 8;

struct SectionHeader {
  uint32_t name, type;
  uint64_t offset, size, align;
};
} // namespace

static llvm::Error malformed(const llvm::Twine &why) {
  return llvm::createStringError("not a well-formed cubin: " + why);
}

std::string mlir::tileir::makeSvalRecord(uint8_t id,
                                         llvm::ArrayRef<uint8_t> payload) {
  std::string r = {'\x04', static_cast<char>(id)};
  char size[2];
  endian::write16le(size, payload.size());
  r.append(size, 2);
  r.append(payload.begin(), payload.end());
  return r;
}

llvm::Expected<llvm::SmallVector<uint8_t>>
mlir::tileir::listInfoRecordIds(llvm::StringRef s) {
  llvm::SmallVector<uint8_t> ids;
  for (size_t at = 0; at < s.size();) {
    if (at + 4 > s.size())
      return malformed("an .nv.info record runs past its section");
    uint8_t format = s[at];
    ids.push_back(s[at + 1]);
    // NVAL, BVAL, HVAL: two bytes of value at most, in a 4-byte record;
    // SVAL: a 16-bit size, then the value.
    size_t len = 4;
    if (format == 0x04)
      len += endian::read16le(s.data() + at + 2);
    else if (format < 0x01 || format > 0x03)
      return malformed("unknown .nv.info record format " + llvm::Twine(format));
    if (at + len > s.size())
      return malformed("an .nv.info record runs past its section");
    at += len;
  }
  return ids;
}

llvm::Expected<std::string>
mlir::tileir::addKernelInfoRecord(llvm::StringRef cubin,
                                  llvm::StringRef record) {
  if (cubin.size() < kEhdrSize || !cubin.starts_with("\x7f"
                                                     "ELF"))
    return malformed("no ELF header");
  if (cubin[4] != 2 || cubin[5] != 1)
    return malformed("not 64-bit little-endian");
  const char *base = cubin.data();
  if (endian::read16le(base + 0x12) != kEmCuda)
    return malformed("machine is not EM_CUDA");
  uint64_t shoff = endian::read64le(base + 0x28);
  uint16_t shentsize = endian::read16le(base + 0x3a);
  uint16_t shnum = endian::read16le(base + 0x3c);
  uint16_t shstrndx = endian::read16le(base + 0x3e);
  if (shentsize != kShdrSize || shnum == 0 || shstrndx >= shnum ||
      shoff > cubin.size() || cubin.size() - shoff < uint64_t(shnum) * kShdrSize)
    return malformed("bad section header table");

  auto header = [&](unsigned i) {
    const char *h = base + shoff + i * kShdrSize;
    return SectionHeader{endian::read32le(h), endian::read32le(h + 4),
                         endian::read64le(h + 0x18), endian::read64le(h + 0x20),
                         endian::read64le(h + 0x30)};
  };
  auto contents = [&](const SectionHeader &h) -> llvm::Expected<llvm::StringRef> {
    if (h.type == kShtNoBits)
      return llvm::StringRef();
    if (h.offset > cubin.size() || cubin.size() - h.offset < h.size)
      return malformed("a section lies outside the file");
    return cubin.substr(h.offset, h.size);
  };
  llvm::Expected<llvm::StringRef> names = contents(header(shstrndx));
  if (!names)
    return names.takeError();

  std::string out = cubin.str();
  std::string table = cubin.substr(shoff, uint64_t(shnum) * kShdrSize).str();
  bool changed = false;
  for (unsigned i = 0; i < shnum; ++i) {
    SectionHeader h = header(i);
    if (h.name >= names->size())
      return malformed("a section name lies outside .shstrtab");
    llvm::StringRef name = names->drop_front(h.name).split('\0').first;
    if (!name.starts_with(".nv.info."))
      continue;
    llvm::Expected<llvm::StringRef> body = contents(h);
    if (!body)
      return body.takeError();
    llvm::Expected<llvm::SmallVector<uint8_t>> ids = listInfoRecordIds(*body);
    if (!ids)
      return ids.takeError();
    if (llvm::is_contained(*ids, static_cast<uint8_t>(record[1])))
      continue;
    // The grown section at the end, at its alignment.
    uint64_t at = llvm::alignTo(out.size(), std::max<uint64_t>(h.align, 1));
    out.resize(at, '\0');
    out += record;
    out += *body;
    endian::write64le(&table[i * kShdrSize + 0x18], at);
    endian::write64le(&table[i * kShdrSize + 0x20], record.size() + h.size);
    changed = true;
  }
  if (!changed)
    return out;
  uint64_t newShoff = llvm::alignTo(out.size(), 8);
  out.resize(newShoff, '\0');
  out += table;
  endian::write64le(&out[0x28], newShoff);
  return out;
}

llvm::Expected<std::string>
mlir::tileir::markTileIRLanguage(llvm::StringRef cubin) {
  uint8_t code[4];
  endian::write32le(code, kLanguageTileIR);
  return addKernelInfoRecord(cubin, makeSvalRecord(kEiattrLanguage, code));
}
