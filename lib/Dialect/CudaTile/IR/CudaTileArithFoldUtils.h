//===- CudaTileArithFoldUtils.h - element-wise constant folding --*- C++ -*-===//
//
// Private to the Int and Float op groups. Constants reach fold() as the
// DenseElementsAttr `value` of `cuda_tile.constant`, typed by the tile type.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_LIB_CUDATILE_ARITHFOLDUTILS_H
#define TILEIR_LIB_CUDATILE_ARITHFOLDUTILS_H

#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"

namespace mlir::cuda_tile::fold_utils {

/// Applies `fn` element by element to dense constants of one type and builds
/// a constant of `resultType`. Any missing operand, type mismatch or nullopt
/// from `fn` (a value the fold must not decide) means no fold.
template <typename InT, typename OutT, typename Fn>
Attribute foldElementwise(ArrayRef<Attribute> operands, Type resultType,
                          Fn &&fn) {
  auto shaped = dyn_cast<ShapedType>(resultType);
  if (!shaped || operands.empty())
    return {};
  SmallVector<DenseElementsAttr, 3> dense;
  bool allSplat = true;
  for (Attribute a : operands) {
    auto d = dyn_cast_or_null<DenseElementsAttr>(a);
    if (!d || (!dense.empty() && d.getType() != dense.front().getType()))
      return {};
    allSplat &= d.isSplat();
    dense.push_back(d);
  }

  SmallVector<InT, 3> args;
  if (allSplat) {
    for (DenseElementsAttr d : dense) {
      auto values = d.tryGetValues<InT>();
      if (failed(values))
        return {};
      args.push_back(*values->begin());
    }
    std::optional<OutT> r = fn(ArrayRef<InT>(args));
    if (!r)
      return {};
    return DenseElementsAttr::get(shaped, ArrayRef<OutT>(*r));
  }

  SmallVector<SmallVector<InT>, 3> columns;
  for (DenseElementsAttr d : dense) {
    auto values = d.tryGetValues<InT>();
    if (failed(values))
      return {};
    columns.emplace_back(values->begin(), values->end());
  }
  SmallVector<OutT> results;
  int64_t n = dense.front().getNumElements();
  results.reserve(n);
  for (int64_t i = 0; i < n; ++i) {
    args.clear();
    for (auto &column : columns)
      args.push_back(column[i]);
    std::optional<OutT> r = fn(ArrayRef<InT>(args));
    if (!r)
      return {};
    results.push_back(std::move(*r));
  }
  return DenseElementsAttr::get(shaped, results);
}

/// True if `a` is a dense integer constant whose every element satisfies `p`.
template <typename Pred>
bool allInts(Attribute a, Pred p) {
  auto d = dyn_cast_or_null<DenseIntElementsAttr>(a);
  if (!d)
    return false;
  if (d.isSplat())
    return p(d.getSplatValue<APInt>());
  return llvm::all_of(d.getValues<APInt>(), p);
}

/// True if `a` is a dense float constant whose every element satisfies `p`.
template <typename Pred>
bool allFloats(Attribute a, Pred p) {
  auto d = dyn_cast_or_null<DenseFPElementsAttr>(a);
  if (!d)
    return false;
  if (d.isSplat())
    return p(d.getSplatValue<APFloat>());
  return llvm::all_of(d.getValues<APFloat>(), p);
}

/// A splat constant of the op's result type.
inline Attribute splatOf(Type resultType, const APInt &v) {
  return DenseElementsAttr::get(cast<ShapedType>(resultType),
                                ArrayRef<APInt>(v));
}

} // namespace mlir::cuda_tile::fold_utils

#endif
