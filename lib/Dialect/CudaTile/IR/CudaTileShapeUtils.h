//===- CudaTileShapeUtils.h - helpers of the shape/conversion ops -*- C++ -*-===//
//
// Private to lib/Dialect/CudaTile/IR: shared by the shape, matrix and
// conversion op files.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_LIB_DIALECT_CUDATILE_IR_CUDATILESHAPEUTILS_H
#define TILEIR_LIB_DIALECT_CUDATILE_IR_CUDATILESHAPEUTILS_H

#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

namespace mlir::cuda_tile {

/// Element types a `constant` may hold: every number type but i4.
bool isConstantElement(Type t);

/// The splat value of a constant i1 tile, if `attr` is one.
inline std::optional<bool> getSplatBool(Attribute attr) {
  auto dense = dyn_cast_or_null<DenseIntElementsAttr>(attr);
  if (!dense || !dense.isSplat() || !dense.getElementType().isInteger(1))
    return std::nullopt;
  return dense.getSplatValue<bool>();
}

} // namespace mlir::cuda_tile

#endif
