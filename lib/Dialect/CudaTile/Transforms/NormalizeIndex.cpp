//===- NormalizeIndex.cpp - index width, tile counts, static extents ------===//
//
// The tile-normalize rewrites that respell index arithmetic and view types.
// Each pass's legality argument is in Passes.td.
//
//===----------------------------------------------------------------------===//
#include "NormalizeUtils.h"
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/IR/Builders.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILENORMALIZEINDEXWIDTH
#define GEN_PASS_DEF_TILENORMALIZETILECOUNT
#define GEN_PASS_DEF_TILENORMALIZESTATICEXTENTS
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::tileir::normalize;

namespace {

static Value makeI32Constant(OpBuilder &b, Location loc, int64_t v) {
  auto type = TileType::get(b.getContext(), {}, b.getI32Type());
  auto value = DenseElementsAttr::get(type, llvm::APInt(32, v, true));
  return ConstantOp::create(b, loc, type, value).getResult();
}

static bool isScalarInt(Value v, unsigned width) {
  auto t = llvm::dyn_cast<TileType>(v.getType());
  return t && t.getRank() == 0 && t.getElementType().isInteger(width);
}

//===----------------------------------------------------------------------===//
// tile-normalize-index-width
//===----------------------------------------------------------------------===//

/// The i32 value an i64 view index provably equals, or null.
static Value narrowIndex(OpBuilder &b, Operation *user, Value index) {
  if (isScalarInt(index, 32))
    return index;
  if (!isScalarInt(index, 64))
    return {};
  if (auto ext = index.getDefiningOp<ExtIOp>()) {
    Value src = ext.getFrom();
    if (!isScalarInt(src, 32))
      return {};
    if (ext.getSignedness() == Signedness::Signed || isProvablyNonNegative(src))
      return src;
    return {};
  }
  if (auto c = getConstInt(index); c && *c >= INT32_MIN && *c <= INT32_MAX) {
    b.setInsertionPoint(user);
    return makeI32Constant(b, index.getLoc(), *c);
  }
  return {};
}

template <typename OpT>
static void narrowIndices(OpT op) {
  OpBuilder b(op);
  auto indices = op.getIndexMutable();
  if (indices.empty() ||
      llvm::all_of(op.getIndex(), [](Value v) { return isScalarInt(v, 32); }))
    return;
  SmallVector<Value> narrowed;
  for (Value index : op.getIndex()) {
    // Probe before building constants, so a failed op gets none.
    if (!isScalarInt(index, 32) && !index.getDefiningOp<ExtIOp>() &&
        !getConstInt(index))
      return;
  }
  for (Value index : op.getIndex()) {
    Value n = narrowIndex(b, op, index);
    if (!n)
      return;
    narrowed.push_back(n);
  }
  indices.assign(narrowed);
}

struct IndexWidth
    : mlir::tileir::impl::TileNormalizeIndexWidthBase<IndexWidth> {
  void runOnOperation() override {
    getOperation().walk([](Operation *op) {
      if (auto load = llvm::dyn_cast<LoadViewTkoOp>(op))
        narrowIndices(load);
      else if (auto store = llvm::dyn_cast<StoreViewTkoOp>(op))
        narrowIndices(store);
    });
  }
};

//===----------------------------------------------------------------------===//
// tile-normalize-tile-count
//===----------------------------------------------------------------------===//

/// Extent `dim` of the tensor_view `tv` built by make_tensor_view: an SSA
/// value (the dynamic operand) or a static number.
static std::pair<Value, int64_t> tensorExtent(MakeTensorViewOp tv, unsigned dim) {
  auto type = llvm::cast<TensorViewType>(tv.getResult().getType());
  if (!ShapedType::isDynamic(type.getShape()[dim]))
    return {Value(), type.getShape()[dim]};
  unsigned dynIndex = 0;
  for (unsigned i = 0; i < dim; ++i)
    dynIndex += ShapedType::isDynamic(type.getShape()[i]);
  return {tv.getDynamicShape()[dynIndex], 0};
}

struct TileCount
    : mlir::tileir::impl::TileNormalizeTileCountBase<TileCount> {
  void runOnOperation() override {
    SmallVector<GetIndexSpaceShapeOp> todo;
    getOperation().walk([&](GetIndexSpaceShapeOp op) { todo.push_back(op); });
    for (GetIndexSpaceShapeOp op : todo)
      rewrite(op);
  }

  void rewrite(GetIndexSpaceShapeOp op) {
    auto pv = op.getSrc().getDefiningOp<MakePartitionViewOp>();
    if (!pv)
      return;
    auto pvType = llvm::cast<PartitionViewType>(pv.getResult().getType());
    auto tv = pv.getTensorView().getDefiningOp<MakeTensorViewOp>();
    if (!tv)
      return;
    ArrayRef<int32_t> dimMap = pvType.getDimMap();
    for (auto [i, d] : llvm::enumerate(dimMap))
      if (d != static_cast<int32_t>(i))
        return; // a permuted view: leave it
    ArrayRef<int32_t> tile = pvType.getTileShape().asArrayRef();
    OpBuilder b(op);
    SmallVector<Value> counts;
    for (unsigned dim = 0; dim < op.getNumResults(); ++dim) {
      if (!isScalarInt(op->getResult(dim), 32))
        return;
      auto [extent, staticExtent] = tensorExtent(tv, dim);
      if (extent && !isProvablyNonNegative(extent))
        return;
      counts.push_back({});
    }
    for (unsigned dim = 0; dim < op.getNumResults(); ++dim) {
      auto [extent, staticExtent] = tensorExtent(tv, dim);
      if (!extent) {
        counts[dim] = makeI32Constant(b, op.getLoc(),
                                      (staticExtent + tile[dim] - 1) / tile[dim]);
        continue;
      }
      Value t = makeI32Constant(b, op.getLoc(), tile[dim]);
      counts[dim] = DivIOp::create(b, op.getLoc(), extent.getType(), extent, t,
                                   Signedness::Signed, RoundingMode::positive_inf)
                        .getResult();
    }
    op->replaceAllUsesWith(counts);
    op->erase();
  }
};

//===----------------------------------------------------------------------===//
// tile-normalize-static-extents
//===----------------------------------------------------------------------===//

struct StaticExtents
    : mlir::tileir::impl::TileNormalizeStaticExtentsBase<StaticExtents> {
  void runOnOperation() override {
    SmallVector<MakeTensorViewOp> todo;
    getOperation().walk([&](MakeTensorViewOp op) { todo.push_back(op); });
    for (MakeTensorViewOp op : todo)
      fold(op);
  }

  /// Moves constant operands into `list` (a shape or strides array).
  static bool foldList(ArrayRef<int64_t> in, ValueRange operands,
                       SmallVectorImpl<int64_t> &out,
                       SmallVectorImpl<Value> &kept) {
    bool changed = false;
    unsigned next = 0;
    for (int64_t d : in) {
      if (!ShapedType::isDynamic(d)) {
        out.push_back(d);
        continue;
      }
      Value v = operands[next++];
      std::optional<int64_t> c = getConstInt(v);
      if (c && *c > 0) {
        out.push_back(*c);
        changed = true;
        continue;
      }
      out.push_back(d);
      kept.push_back(v);
    }
    return changed;
  }

  void fold(MakeTensorViewOp op) {
    auto type = llvm::cast<TensorViewType>(op.getResult().getType());
    // Only partition views follow the new type; other users keep it as is.
    for (Operation *user : op->getUsers())
      if (!llvm::isa<MakePartitionViewOp>(user))
        return;
    SmallVector<int64_t> shape, strides;
    SmallVector<Value> dynShape, dynStrides;
    bool changed = foldList(type.getShape(), op.getDynamicShape(), shape, dynShape);
    changed |= foldList(type.getStrides(), op.getDynamicStrides(), strides,
                        dynStrides);
    if (!changed)
      return;
    auto newType = TensorViewType::get(op.getContext(), type.getElementType(),
                                       shape, strides, type.getPtrAttr());
    OpBuilder b(op);
    auto repl = MakeTensorViewOp::create(b, op.getLoc(), newType, op.getBase(),
                                         dynShape, dynStrides);
    repl->setDiscardableAttrs(op->getDiscardableAttrDictionary());
    for (Operation *user : llvm::make_early_inc_range(op->getUsers())) {
      auto pv = llvm::cast<MakePartitionViewOp>(user);
      auto pvType = llvm::cast<PartitionViewType>(pv.getResult().getType());
      pv.getResult().setType(PartitionViewType::get(
          op.getContext(), pvType.getTileShape(), newType, pvType.getDimMap(),
          pvType.getPaddingValue()));
    }
    op.getResult().replaceAllUsesWith(repl.getResult());
    op->erase();
  }
};

} // namespace
