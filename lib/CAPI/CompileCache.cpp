//===- CompileCache.cpp - content-addressed store of compiles -------------===//
//
// One file per entry, <key>.tcache: the magic, the number of blobs and
// their lengths (little-endian u64s), the blobs, and the SHA-256 of all that
// came before, so a truncated or corrupted file is never served.
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

static constexpr llvm::StringLiteral kMagic("TILEIRC2");
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

std::string mlir::tileir::compileCacheKey(
    llvm::StringRef input, llvm::ArrayRef<std::string> options,
    llvm::ArrayRef<std::string> programs) {
  llvm::SHA256 h;
  h.update(kMagic);
  for (const std::string &p : programs)
    hashFileIdentity(h, p);
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

std::optional<std::vector<std::string>>
mlir::tileir::lookupCompile(llvm::StringRef dir, llvm::StringRef key,
                            size_t count) {
  auto buf = llvm::MemoryBuffer::getFile(entryPath(dir, key), /*IsText=*/false,
                                         /*RequiresNullTerminator=*/false);
  if (!buf)
    return std::nullopt;
  llvm::StringRef bytes = (*buf)->getBuffer();
  size_t header = kMagic.size() + 8 * (1 + count);
  if (bytes.size() < header + kDigest || !bytes.starts_with(kMagic) ||
      llvm::support::endian::read64le(bytes.data() + kMagic.size()) != count)
    return std::nullopt;
  std::vector<uint64_t> len(count);
  uint64_t total = header + kDigest;
  for (size_t i = 0; i < count; ++i) {
    len[i] = llvm::support::endian::read64le(bytes.data() + kMagic.size() +
                                             8 * (1 + i));
    if (len[i] > bytes.size())
      return std::nullopt;
    total += len[i];
  }
  if (total != bytes.size())
    return std::nullopt;
  llvm::StringRef body = bytes.drop_back(kDigest);
  std::array<uint8_t, 32> digest =
      llvm::SHA256::hash(llvm::arrayRefFromStringRef(body));
  if (llvm::StringRef(reinterpret_cast<const char *>(digest.data()), kDigest) !=
      bytes.take_back(kDigest))
    return std::nullopt;
  std::vector<std::string> blobs;
  llvm::StringRef rest = body.drop_front(header);
  for (uint64_t n : len) {
    blobs.push_back(rest.take_front(n).str());
    rest = rest.drop_front(n);
  }
  return blobs;
}

void mlir::tileir::storeCompile(llvm::StringRef dir, llvm::StringRef key,
                                llvm::ArrayRef<std::string> blobs) {
  if (llvm::sys::fs::create_directories(dir))
    return;
  std::string body(kMagic);
  auto appendU64 = [&](uint64_t v) {
    char bytes[8];
    llvm::support::endian::write64le(bytes, v);
    body.append(bytes, 8);
  };
  appendU64(blobs.size());
  for (const std::string &b : blobs)
    appendU64(b.size());
  for (const std::string &b : blobs)
    body += b;
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
