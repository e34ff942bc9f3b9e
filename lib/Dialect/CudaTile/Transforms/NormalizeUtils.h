//===- NormalizeUtils.h - helpers shared by the tile-normalize passes -----===//
#ifndef TILEIR_LIB_CUDATILE_TRANSFORMS_NORMALIZEUTILS_H
#define TILEIR_LIB_CUDATILE_TRANSFORMS_NORMALIZEUTILS_H

#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/Operation.h"
#include <optional>

namespace mlir::tileir::normalize {

/// True when `op` is `cuda_tile.<mnemonic>`.
inline bool isCT(Operation *op, llvm::StringRef mnemonic) {
  if (!op)
    return false;
  llvm::StringRef name = op->getName().getStringRef();
  return name.consume_front("cuda_tile.") && name == mnemonic;
}

/// Follows `assume` results back to the value they constrain.
inline Value stripAssumes(Value v) {
  while (auto a = v.getDefiningOp<cuda_tile::AssumeOp>())
    v = a.getValue();
  return v;
}

/// The integer a (splat) constant holds, looking through assumes.
inline std::optional<int64_t> getConstInt(Value v) {
  Attribute attr;
  if (!matchPattern(stripAssumes(v), m_Constant(&attr)))
    return std::nullopt;
  if (auto dense = llvm::dyn_cast<DenseIntElementsAttr>(attr))
    if (dense.isSplat())
      return dense.getSplatValue<llvm::APInt>().getSExtValue();
  if (auto i = llvm::dyn_cast<IntegerAttr>(attr))
    return i.getInt();
  return std::nullopt;
}

/// Lower bound a chain of `assume bounded<lb, ?>` promises, if any.
inline std::optional<int64_t> assumedLowerBound(Value v) {
  std::optional<int64_t> best;
  while (auto a = v.getDefiningOp<cuda_tile::AssumeOp>()) {
    if (auto b = llvm::dyn_cast<cuda_tile::BoundedAttr>(a.getPredicate()))
      if (b.getLb() && (!best || *b.getLb() > *best))
        best = b.getLb();
    v = a.getValue();
  }
  return best;
}

/// True when `v` is provably >= 0: a block id, a non-negative constant, or a
/// value under `assume bounded<L, ?>` with L >= 0.
inline bool isProvablyNonNegative(Value v) {
  if (auto lb = assumedLowerBound(v); lb && *lb >= 0)
    return true;
  Value root = stripAssumes(v);
  if (isCT(root.getDefiningOp(), "get_tile_block_id"))
    return true;
  if (auto c = getConstInt(root))
    return *c >= 0;
  return false;
}

/// True when the integer value is provably >= 0: block ids and counts,
/// non-negative constants, `assume bounded<L, ?>` with L >= 0, sums,
/// products, quotients, remainders, minima and selects of such values, ifs
/// whose every yield is, and loop values that start and stay so (by
/// induction). Sums and products are taken not to wrap, as index arithmetic
/// of both front ends is. (NonNegative.cpp)
bool provablyNonNegative(Value v);

} // namespace mlir::tileir::normalize

#endif
