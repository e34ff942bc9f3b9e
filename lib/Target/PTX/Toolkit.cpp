//===- Toolkit.cpp - where the CUDA toolkit's pieces are ------------------===//
#include "TileIR/Target/PTX/Toolkit.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Program.h"

#include <cstdlib>

std::string mlir::tileir::cudaRoot() {
  if (const char *h = std::getenv("CUDA_HOME"))
    return h;
  return "/usr/local/cuda";
}

std::string mlir::tileir::findPtxas() {
  // An explicit choice first: callers such as cuTile clear CUDA_HOME and
  // narrow PATH before running the compiler.
  if (const char *env = std::getenv("TILEIR_PTXAS"))
    if (*env && llvm::sys::fs::can_execute(env))
      return env;
  std::string p = cudaRoot() + "/bin/ptxas";
  if (llvm::sys::fs::can_execute(p))
    return p;
  if (auto found = llvm::sys::findProgramByName("ptxas"))
    return *found;
  return "";
}
