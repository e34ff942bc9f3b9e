//===- CompileCache.cpp - content-addressed store of compiles -------------===//
//
// One file per entry, <key>.tcache: the magic, three little-endian u64
// lengths (PTX, cubin, manifest), the three blobs, and the SHA-256 of all
// that came before, so a truncated or corrupted file is never served.
//
//===----------------------------------------------------------------------===//
#include "CompileCache.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace mlir::tileir;

static constexpr llvm::StringLiteral kMagic("TILEIRC1");
static constexpr size_t kHeader = 8 + 3 * 8;
static constexpr size_t kDigest = 32;

/// Path, size and modification time: what changes when a binary is rebuilt
/// or replaced, without reading it.
static void hashFileIdentity(llvm::SHA256 &h, llvm::StringRef path) {
  h.update(path);
  h.update(llvm::StringRef("\0", 1));
  llvm::sys::fs::file_status st;
  if (path.empty() || llvm::sys::fs::status(path, st)) {
    h.update("missing");
    return;
  }
  h.update(std::to_string(st.getSize()) + ":" +
           std::to_string(st.getLastModificationTime()
                              .time_since_epoch()
                              .count()));
}

static int anchor;

std::string mlir::tileir::compileCacheKey(llvm::StringRef input,
                                          llvm::ArrayRef<std::string> options,
                                          llvm::StringRef ptxas) {
  llvm::SHA256 h;
  h.update(kMagic);
  // The program holding this library: a rebuild changes its identity.
  hashFileIdentity(h, llvm::sys::fs::getMainExecutable(nullptr, &anchor));
  hashFileIdentity(h, ptxas);
  const char *cuda = std::getenv("CUDA_HOME");
  h.update(std::string("CUDA_HOME=") + (cuda ? cuda : "") + '\0');
  for (const std::string &o : options) {
    h.update(o);
    h.update(llvm::StringRef("\0", 1));
  }
  h.update(std::to_string(input.size()) + ":");
  h.update(input);
  std::array<uint8_t, 32> digest = h.final();
  return llvm::toHex(digest, /*LowerCase=*/true);
}

static std::string entryPath(llvm::StringRef dir, llvm::StringRef key) {
  llvm::SmallString<256> p(dir);
  llvm::sys::path::append(p, key + ".tcache");
  return std::string(p);
}

std::optional<CachedCompile> mlir::tileir::lookupCompile(llvm::StringRef dir,
                                                         llvm::StringRef key) {
  auto buf = llvm::MemoryBuffer::getFile(entryPath(dir, key), /*IsText=*/false,
                                         /*RequiresNullTerminator=*/false);
  if (!buf)
    return std::nullopt;
  llvm::StringRef bytes = (*buf)->getBuffer();
  if (bytes.size() < kHeader + kDigest || !bytes.starts_with(kMagic))
    return std::nullopt;
  uint64_t len[3];
  uint64_t total = kHeader + kDigest;
  for (int i = 0; i < 3; ++i) {
    len[i] = llvm::support::endian::read64le(bytes.data() + 8 + 8 * i);
    if (len[i] > bytes.size())
      return std::nullopt;
    total += len[i];
  }
  if (total != bytes.size())
    return std::nullopt;
  llvm::StringRef body = bytes.drop_back(kDigest);
  std::array<uint8_t, 32> digest = llvm::SHA256::hash(llvm::arrayRefFromStringRef(body));
  if (llvm::StringRef(reinterpret_cast<const char *>(digest.data()), kDigest) !=
      bytes.take_back(kDigest))
    return std::nullopt;
  CachedCompile c;
  llvm::StringRef rest = body.drop_front(kHeader);
  c.ptx = rest.take_front(len[0]).str();
  c.cubin = rest.drop_front(len[0]).take_front(len[1]).str();
  c.manifest = rest.drop_front(len[0] + len[1]).str();
  return c;
}

void mlir::tileir::storeCompile(llvm::StringRef dir, llvm::StringRef key,
                                const CachedCompile &entry) {
  if (llvm::sys::fs::create_directories(dir))
    return;
  std::string body(kMagic);
  for (const std::string *s : {&entry.ptx, &entry.cubin, &entry.manifest}) {
    char len[8];
    llvm::support::endian::write64le(len, s->size());
    body.append(len, 8);
  }
  body += entry.ptx;
  body += entry.cubin;
  body += entry.manifest;
  std::array<uint8_t, 32> digest = llvm::SHA256::hash(llvm::arrayRefFromStringRef(body));
  body.append(reinterpret_cast<const char *>(digest.data()), kDigest);

  // A unique temporary in the same directory, renamed over the entry: two
  // compilers storing the same key at once both write whole files.
  llvm::SmallString<256> tmp;
  int fd;
  if (llvm::sys::fs::createUniqueFile(entryPath(dir, key) + ".%%%%%%.tmp", fd,
                                      tmp))
    return;
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << body;
    os.close();
    if (os.has_error()) {
      os.clear_error();
      llvm::sys::fs::remove(tmp);
      return;
    }
  }
  if (llvm::sys::fs::rename(tmp, entryPath(dir, key)))
    llvm::sys::fs::remove(tmp);
}
