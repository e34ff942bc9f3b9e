//===- CompileCache.h - content-addressed store of compiles -----*- C++ -*-===//
//
// A successful compile is stored under a key that hashes everything its
// output depends on: the input bytes, every option, the programs that make
// it (the compiler's own binary, ptxas: path, size, modification time) and
// CUDA_HOME (libdevice). A rebuilt compiler or another ptxas therefore never
// reads an old entry, and an entry that does not read back whole is a miss.
//
// Needs only LLVMSupport: the C API and the tileiras front program (which
// serves hits without loading the compiler) both store entries here.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_LIB_CAPI_COMPILECACHE_H
#define TILEIR_LIB_CAPI_COMPILECACHE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir::tileir {

/// The key (64 hex digits) of `input` compiled with the option strings
/// `options` by `programs` (paths; an empty or missing one hashes as such).
std::string compileCacheKey(llvm::StringRef input,
                            llvm::ArrayRef<std::string> options,
                            llvm::ArrayRef<std::string> programs);

/// The blobs of entry `key` in `dir`, or nothing when it is absent, damaged
/// or does not hold `count` blobs.
std::optional<std::vector<std::string>>
lookupCompile(llvm::StringRef dir, llvm::StringRef key, size_t count);

/// Stores `blobs` as `key` in `dir` (created if missing), atomically: a
/// reader sees the whole entry or none. Failures only cost the next compile.
void storeCompile(llvm::StringRef dir, llvm::StringRef key,
                  llvm::ArrayRef<std::string> blobs);

} // namespace mlir::tileir

#endif
