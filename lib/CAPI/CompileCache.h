//===- CompileCache.h - content-addressed store of compiles -----*- C++ -*-===//
//
// A successful compile is stored under a key that hashes everything its
// output depends on: the input bytes, every option, the compiler's own binary
// and ptxas's (path, size, modification time) and CUDA_HOME (libdevice). A
// rebuilt compiler or another ptxas therefore never reads an old entry, and
// an entry that does not read back whole is a miss.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_LIB_CAPI_COMPILECACHE_H
#define TILEIR_LIB_CAPI_COMPILECACHE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace mlir::tileir {

struct CachedCompile {
  std::string ptx, cubin, manifest;
};

/// The key (64 hex digits) of `input` compiled with the option strings
/// `options` by this program running `ptxas` (may be empty).
std::string compileCacheKey(llvm::StringRef input,
                            llvm::ArrayRef<std::string> options,
                            llvm::StringRef ptxas);

/// The entry `key` of `dir`, or nothing when it is absent or damaged.
std::optional<CachedCompile> lookupCompile(llvm::StringRef dir,
                                           llvm::StringRef key);

/// Stores `entry` as `key` in `dir` (created if missing), atomically: a
/// reader sees the whole entry or none. Failures only cost the next compile.
void storeCompile(llvm::StringRef dir, llvm::StringRef key,
                  const CachedCompile &entry);

} // namespace mlir::tileir

#endif
