//===- CudaTileShapeFolds.cpp - folders of the shape ops ------------------===//
//
// Every fold here only moves or repeats existing values, so results never
// change. Folds that would materialise large new constants are limited to
// kMaxFoldElements elements.
//
//===----------------------------------------------------------------------===//
#include "CudaTileShapeUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;

static constexpr int64_t kMaxFoldElements = int64_t(1) << 16;

/// A non-splat constant small enough to copy element by element.
static DenseElementsAttr smallConstant(Attribute attr) {
  auto dense = dyn_cast_or_null<DenseIntOrFPElementsAttr>(attr);
  if (!dense || dense.getNumElements() > kMaxFoldElements)
    return {};
  return dense;
}

static DenseElementsAttr splatConstant(Attribute attr) {
  auto dense = dyn_cast_or_null<DenseIntOrFPElementsAttr>(attr);
  if (!dense || !dense.isSplat())
    return {};
  return dense;
}

/// Row-major strides of `shape`.
static SmallVector<int64_t> stridesOf(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t i = static_cast<int64_t>(shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * shape[i + 1];
  return strides;
}

/// Builds a constant of `type` whose element at result position r (as a
/// multi-index) is `in[sourceIndex(r)]`.
static DenseElementsAttr
gather(ArrayRef<Attribute> in, TileType type,
       function_ref<int64_t(ArrayRef<int64_t>)> sourceIndex) {
  SmallVector<Attribute> out;
  out.reserve(type.getNumElements());
  ArrayRef<int64_t> shape = type.getShape();
  SmallVector<int64_t> pos(shape.size(), 0);
  for (int64_t n = 0, e = type.getNumElements(); n < e; ++n) {
    out.push_back(in[sourceIndex(pos)]);
    for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
      if (++pos[d] < shape[d])
        break;
      pos[d] = 0;
    }
  }
  return DenseElementsAttr::get(type, out);
}

//===----------------------------------------------------------------------===//
// broadcast, reshape, permute
//===----------------------------------------------------------------------===//

OpFoldResult BroadcastOp::fold(FoldAdaptor adaptor) {
  if (getSource().getType() == getType())
    return getSource();
  if (DenseElementsAttr splat = splatConstant(adaptor.getSource()))
    return splat.resizeSplat(getType());
  // A dim of size 1 in x stays 1 in the middle or grows to the final size.
  if (auto inner = getSource().getDefiningOp<BroadcastOp>()) {
    getSourceMutable().assign(inner.getSource());
    return getResult();
  }
  return {};
}

OpFoldResult ReshapeOp::fold(FoldAdaptor adaptor) {
  if (getSource().getType() == getType())
    return getSource();
  if (DenseElementsAttr splat = splatConstant(adaptor.getSource()))
    return splat.resizeSplat(getType());
  if (auto dense = dyn_cast_or_null<DenseIntOrFPElementsAttr>(adaptor.getSource()))
    return dense.reshape(getType());
  // Reshapes keep row-major order, so only the last one matters.
  if (auto inner = getSource().getDefiningOp<ReshapeOp>()) {
    if (inner.getSource().getType() == getType())
      return inner.getSource();
    getSourceMutable().assign(inner.getSource());
    return getResult();
  }
  return {};
}

static bool isIdentity(ArrayRef<int32_t> perm) {
  for (auto [i, d] : llvm::enumerate(perm))
    if (static_cast<int64_t>(i) != d)
      return false;
  return true;
}

OpFoldResult PermuteOp::fold(FoldAdaptor adaptor) {
  ArrayRef<int32_t> perm = getPermutation();
  if (isIdentity(perm))
    return getSource();
  if (DenseElementsAttr splat = splatConstant(adaptor.getSource()))
    return splat.resizeSplat(getType());
  if (DenseElementsAttr dense = smallConstant(adaptor.getSource())) {
    SmallVector<int64_t> srcStrides =
        stridesOf(getSource().getType().getShape());
    // Result dim i walks source dim perm[i].
    SmallVector<Attribute> in = llvm::to_vector(dense.getValues<Attribute>());
    return gather(in, getType(), [&](ArrayRef<int64_t> pos) {
      int64_t index = 0;
      for (auto [i, d] : llvm::enumerate(perm))
        index += pos[i] * srcStrides[d];
      return index;
    });
  }
  // permute(permute(x, p), q): result dim i is x dim p[q[i]].
  if (auto inner = getSource().getDefiningOp<PermuteOp>()) {
    ArrayRef<int32_t> innerPerm = inner.getPermutation();
    SmallVector<int32_t> composed;
    for (int32_t d : perm)
      composed.push_back(innerPerm[d]);
    if (isIdentity(composed))
      return inner.getSource();
    getSourceMutable().assign(inner.getSource());
    setPermutationAttr(DenseI32ArrayAttr::get(getContext(), composed));
    return getResult();
  }
  return {};
}

//===----------------------------------------------------------------------===//
// extract, cat, select
//===----------------------------------------------------------------------===//

OpFoldResult ExtractOp::fold(FoldAdaptor adaptor) {
  // Only slice 0 exists when the shapes are equal (others are UB).
  if (getSource().getType() == getType())
    return getSource();
  if (DenseElementsAttr splat = splatConstant(adaptor.getSource()))
    return splat.resizeSplat(getType());
  DenseElementsAttr dense = smallConstant(adaptor.getSource());
  if (!dense)
    return {};
  ArrayRef<int64_t> srcShape = getSource().getType().getShape();
  ArrayRef<int64_t> resShape = getType().getShape();
  SmallVector<int64_t> offsets;
  for (auto [i, attr] : llvm::enumerate(adaptor.getIndices())) {
    auto index = dyn_cast_or_null<DenseIntElementsAttr>(attr);
    if (!index)
      return {};
    // Indices are unsigned slice numbers; leave out-of-range ones alone.
    uint64_t slice = index.getSplatValue<APInt>().getZExtValue();
    uint64_t count = srcShape[i] / resShape[i];
    if (slice >= count)
      return {};
    offsets.push_back(static_cast<int64_t>(slice) * resShape[i]);
  }
  SmallVector<int64_t> srcStrides = stridesOf(srcShape);
  SmallVector<Attribute> in = llvm::to_vector(dense.getValues<Attribute>());
  return gather(in, getType(), [&](ArrayRef<int64_t> pos) {
    int64_t index = 0;
    for (size_t d = 0; d < pos.size(); ++d)
      index += (offsets[d] + pos[d]) * srcStrides[d];
    return index;
  });
}

OpFoldResult CatOp::fold(FoldAdaptor adaptor) {
  DenseElementsAttr lhs = smallConstant(adaptor.getLhs());
  DenseElementsAttr rhs = smallConstant(adaptor.getRhs());
  if (!lhs || !rhs)
    return {};
  if (lhs.isSplat() && rhs.isSplat() &&
      lhs.getSplatValue<Attribute>() == rhs.getSplatValue<Attribute>())
    return lhs.resizeSplat(getType());
  if (getType().getNumElements() > kMaxFoldElements)
    return {};
  int64_t dim = getDim();
  int64_t split = getLhs().getType().getShape()[dim];
  SmallVector<int64_t> lhsStrides = stridesOf(getLhs().getType().getShape());
  SmallVector<int64_t> rhsStrides = stridesOf(getRhs().getType().getShape());
  // Index into the two inputs laid end to end.
  int64_t lhsCount = getLhs().getType().getNumElements();
  SmallVector<Attribute> both = llvm::to_vector(lhs.getValues<Attribute>());
  llvm::append_range(both, rhs.getValues<Attribute>());
  return gather(both, getType(), [&](ArrayRef<int64_t> pos) {
    bool fromLhs = pos[dim] < split;
    ArrayRef<int64_t> strides = fromLhs ? lhsStrides : rhsStrides;
    int64_t index = fromLhs ? 0 : lhsCount;
    for (size_t d = 0; d < pos.size(); ++d) {
      int64_t p = pos[d];
      if (static_cast<int64_t>(d) == dim && !fromLhs)
        p -= split;
      index += p * strides[d];
    }
    return index;
  });
}

OpFoldResult SelectOp::fold(FoldAdaptor adaptor) {
  Value t = getValIfTrue(), f = getValIfFalse();
  if (t == f)
    return t;
  if (std::optional<bool> c = getSplatBool(adaptor.getCond()))
    return *c ? t : f;
  // select %c, true, false is %c itself.
  if (getType().getElementType().isInteger(1) &&
      getSplatBool(adaptor.getValIfTrue()) == std::optional<bool>(true) &&
      getSplatBool(adaptor.getValIfFalse()) == std::optional<bool>(false))
    return getCond();
  DenseElementsAttr cond = smallConstant(adaptor.getCond());
  DenseElementsAttr tv = smallConstant(adaptor.getValIfTrue());
  DenseElementsAttr fv = smallConstant(adaptor.getValIfFalse());
  if (!cond || !tv || !fv)
    return {};
  SmallVector<Attribute> out;
  for (auto [c, a, b] : llvm::zip_equal(cond.getValues<bool>(),
                                        tv.getValues<Attribute>(),
                                        fv.getValues<Attribute>()))
    out.push_back(c ? a : b);
  return DenseElementsAttr::get(getType(), out);
}

//===----------------------------------------------------------------------===//
// pack, unpack
//===----------------------------------------------------------------------===//

// Packing and unpacking reinterpret the same bytes, so a round trip back to
// the original type is the original value.
OpFoldResult PackOp::fold(FoldAdaptor) {
  if (auto inner = getSource().getDefiningOp<UnpackOp>())
    if (inner.getSource().getType() == getType())
      return inner.getSource();
  return {};
}

OpFoldResult UnpackOp::fold(FoldAdaptor) {
  if (auto inner = getSource().getDefiningOp<PackOp>())
    if (inner.getSource().getType() == getType())
      return inner.getSource();
  return {};
}
