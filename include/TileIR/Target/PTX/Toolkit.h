//===- Toolkit.h - where the CUDA toolkit's pieces are ----------*- C++ -*-===//
//
// Needs only LLVMSupport: the tileiras front program (tools/tileiras), which
// must start in a millisecond, finds ptxas the way the compiler does.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_TARGET_PTX_TOOLKIT_H
#define TILEIR_TARGET_PTX_TOOLKIT_H

#include <string>

namespace mlir::tileir {

/// $CUDA_HOME, else /usr/local/cuda.
std::string cudaRoot();

/// Path of ptxas, or "" when none is found: $TILEIR_PTXAS, then
/// $CUDA_HOME/bin (default /usr/local/cuda/bin), then PATH.
std::string findPtxas();

} // namespace mlir::tileir

#endif
