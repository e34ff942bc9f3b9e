//===- Tile.h - runtime tile values of the CPU interpreter -------*- C++ -*-===//
//
// A tile is stored as one flat row-major array so element-wise ops run as
// tight loops: every float narrower than f64 lives in a float (its values are
// exactly representable there), f64 in a double, integers sign-extended to
// int64 (i1 true is -1, the two's-complement reading) and pointers as int64
// addresses into the interpreter's Memory.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_INTERPRETER_TILE_H
#define TILEIR_INTERPRETER_TILE_H

#include "mlir/IR/Types.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
struct fltSemantics;
}

namespace mlir {
namespace tileir {
namespace interp {

enum class Elem : uint8_t {
  I1, I4, I8, I16, I32, I64,
  F16, BF16, F32, TF32, F64,
  F8E4M3FN, F8E5M2, F8E8M0FNU, F4E2M1FN,
  Ptr
};

/// Maps an MLIR element type (builtin int/float or cuda_tile ptr) to Elem;
/// false for anything a tile cannot hold.
bool elemOf(Type t, Elem &out);
bool isIntElem(Elem e);
bool isFloatElem(Elem e);
/// True for floats stored in the `f` array (everything but f64).
inline bool inF32Storage(Elem e) { return isFloatElem(e) && e != Elem::F64; }
unsigned bitWidth(Elem e);
/// Bytes one element occupies in memory (i1 one byte, sub-byte types 1).
unsigned storageBytes(Elem e);
llvm::StringRef elemName(Elem e);
/// numpy dtype string ("<f4", "|b1", ...) used for .npy files; narrow floats
/// numpy lacks (bf16, tf32, fp8) are stored as their raw bits.
llvm::StringRef npyDescr(Elem e);

/// Rounds a float to the nearest value of a narrower float kind (ties to
/// even, overflow to infinity or, for the finite-only fp8/f4 kinds, to NaN or
/// saturation as their encodings require).
float roundToElem(Elem e, float v);
/// APFloat semantics of a float kind (IEEEsingle for non-floats).
const llvm::fltSemantics &semanticsOf(Elem e);
/// Encodes/decodes the memory bit pattern of a float kind.
uint64_t floatToBits(Elem e, double v);
double bitsToFloat(Elem e, uint64_t bits);

/// Sign-extends the low `width` bits of v (width 64 is the identity).
inline int64_t wrapInt(unsigned width, int64_t v) {
  if (width >= 64)
    return v;
  unsigned sh = 64 - width;
  return (int64_t)((uint64_t)v << sh) >> sh;
}
inline uint64_t asUnsigned(unsigned width, int64_t v) {
  return width >= 64 ? (uint64_t)v : ((uint64_t)v & ((1ull << width) - 1));
}

struct Tile {
  Elem elem = Elem::I32;
  /// The MLIR element type (a cuda_tile ptr type for pointer tiles).
  Type elemType;
  llvm::SmallVector<int64_t, 4> shape;
  std::vector<float> f;
  std::vector<double> d;
  std::vector<int64_t> i;

  Tile() = default;
  /// A zero-filled tile of the given element type and shape.
  Tile(Type elemType, llvm::ArrayRef<int64_t> shape);

  int64_t numElements() const;
  unsigned width() const { return bitWidth(elem); }
  /// Element k as a double (ints read as signed, pointers as addresses).
  double getAsDouble(int64_t k) const;
  /// Stores v (rounded to the element kind for floats, wrapped for ints).
  void setFromDouble(int64_t k, double v);
  void setInt(int64_t k, int64_t v) { i[k] = wrapInt(width(), v); }
  /// Copies element `from` of `src` (same element kind) to element `to`.
  void copyElem(int64_t to, const Tile &src, int64_t from);
  /// Reinterprets with a new shape of the same element count.
  void reshape(llvm::ArrayRef<int64_t> newShape) {
    shape.assign(newShape.begin(), newShape.end());
  }
  /// Text of one element: ints decimal, i1 as 0/1, floats with enough digits
  /// to round-trip and `-0`, `nan`, `inf` spelled out.
  std::string formatElem(int64_t k) const;
  /// `[[1, 2], [3, 4]]`-style text of the whole tile.
  std::string format() const;
};

/// Row-major strides (in elements) of a shape.
llvm::SmallVector<int64_t, 4> rowMajorStrides(llvm::ArrayRef<int64_t> shape);

} // namespace interp
} // namespace tileir
} // namespace mlir

#endif // TILEIR_INTERPRETER_TILE_H
