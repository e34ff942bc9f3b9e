//===- Npy.h - .npy files for the interpreter's buffers ---------*- C++ -*-===//
#ifndef TILEIR_INTERPRETER_NPY_H
#define TILEIR_INTERPRETER_NPY_H

#include "TileIR/Interpreter/Tile.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace mlir {
namespace tileir {
namespace interp {

struct NpyArray {
  std::string descr; // numpy dtype string, e.g. "<f4"
  std::vector<int64_t> shape;
  std::vector<uint8_t> bytes; // C-order data, little endian
};

/// Reads a version 1/2/3 .npy file (C order, little endian or byte-sized).
llvm::Expected<NpyArray> readNpy(llvm::StringRef path);
llvm::Error writeNpy(llvm::StringRef path, const NpyArray &array);

/// The element kind for a numpy dtype string; false if unsupported. Raw
/// 16/8-bit unsigned arrays also stand for bf16/fp8 when `want` says so.
bool elemForDescr(llvm::StringRef descr, Elem want, Elem &out);

} // namespace interp
} // namespace tileir
} // namespace mlir

#endif // TILEIR_INTERPRETER_NPY_H
