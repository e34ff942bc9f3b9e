//===- ExpandViews.cpp - gather/scatter and strided views as pointer tiles ===//
//
// tile-expand-views: a load or store through a gather_scatter_view or a
// strided_view becomes load_ptr_tko / store_ptr_tko over the tile of element
// addresses the view access denotes, masked by the tensor bounds, so the
// pointer lowering serves both views (see Passes.td for why it is legal).
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h"

#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILEEXPANDVIEWS
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {

/// Builds the i64 index arithmetic of one access.
class Expander {
public:
  Expander(OpBuilder &b, Location loc) : b(b), loc(loc) {}

  TileType i64(ArrayRef<int64_t> shape) {
    return TileType::get(b.getContext(), shape, b.getI64Type());
  }
  Value constant(ArrayRef<int64_t> shape, int64_t v) {
    auto ty = i64(shape);
    return ConstantOp::create(b, loc, ty,
                              DenseElementsAttr::get(ty, APInt(64, v, true)));
  }
  /// An integer tile widened to i64 (`isSigned` for strides).
  Value widen(Value v, bool isSigned) {
    auto ty = cast<TileType>(v.getType());
    if (ty.getElementType().isInteger(64))
      return v;
    return ExtIOp::create(b, loc, i64(ty.getShape()), v,
                          isSigned ? Signedness::Signed : Signedness::Unsigned);
  }
  /// `v` (any shape whose dims are 1 or `to`'s) broadcast to `to`.
  Value spread(Value v, ArrayRef<int64_t> shape, ArrayRef<int64_t> to) {
    auto ty = cast<TileType>(v.getType());
    Type elt = ty.getElementType();
    if (ty.getShape() != shape)
      v = ReshapeOp::create(b, loc, TileType::get(b.getContext(), shape, elt), v);
    if (shape == to)
      return v;
    return BroadcastOp::create(b, loc, TileType::get(b.getContext(), to, elt), v);
  }
  Value add(Value x, Value y) {
    return AddIOp::create(b, loc, x, y, IntegerOverflow::none);
  }
  Value mul(Value x, Value y) {
    return MulIOp::create(b, loc, x, y, IntegerOverflow::none);
  }
  Value below(Value x, Value bound) {
    return CmpIOp::create(b, loc, ComparisonPredicate::less_than, x, bound,
                          Signedness::Unsigned);
  }

  OpBuilder &b;
  Location loc;
};

/// The base pointer, extents and strides (rank-0 tiles) of the tensor_view
/// `tv` as SSA values, or failure when it is not made in this function.
struct TensorParts {
  Value base;
  SmallVector<Value> shape, strides; // i64
};

static FailureOr<TensorParts> tensorParts(Expander &x, Operation *user,
                                          Value tv) {
  while (auto a = tv.getDefiningOp<AssumeOp>())
    tv = a.getValue();
  auto make = tv.getDefiningOp<MakeTensorViewOp>();
  if (!make)
    return user->emitError("a gather or strided view of a tensor_view not "
                           "made by make_tensor_view in this function has no "
                           "lowering");
  auto type = cast<TensorViewType>(make.getResult().getType());
  TensorParts p{make.getBase(), {}, {}};
  unsigned nextShape = 0, nextStride = 0;
  for (int64_t s : type.getShape())
    p.shape.push_back(ShapedType::isDynamic(s)
                          ? x.widen(make.getDynamicShape()[nextShape++], false)
                          : x.constant({}, s));
  for (int64_t s : type.getStrides())
    p.strides.push_back(ShapedType::isDynamic(s)
                            ? x.widen(make.getDynamicStrides()[nextStride++],
                                      true)
                            : x.constant({}, s));
  return p;
}

/// The element addresses and the in-bounds mask of the access at `index`.
struct Access {
  Value ptrs, mask;
};

static FailureOr<Access> expandAccess(Operation *op,
                                      TypedValue<TileViewType> view,
                                      OperandRange index) {
  OpBuilder b(op);
  Expander x(b, op->getLoc());
  TileViewType v = view.getType();
  Value tensor = view.getDefiningOp() ? view.getDefiningOp()->getOperand(0)
                                      : Value();
  if (!tensor || !isa<MakeGatherScatterViewOp, MakeStridedViewOp>(
                     view.getDefiningOp()))
    return op->emitError("a view carried into this region has no lowering; "
                         "make it where it is used");
  FailureOr<TensorParts> parts = tensorParts(x, op, tensor);
  if (failed(parts))
    return failure();
  ArrayRef<int32_t> tile = v.getTileShape().asArrayRef();
  SmallVector<int64_t> full(tile.begin(), tile.end());
  unsigned rank = full.size();
  Value offset, mask;
  for (unsigned k = 0; k < rank; ++k) {
    int64_t n = full[k];
    // The coordinates along tensor dim v.getTensorDim(k), as a 1-d tile.
    Value coord;
    int64_t step = v.getIndexStep(k);
    if (step == 0) {
      coord = x.widen(index[k], false);
    } else {
      Value first = x.mul(x.widen(index[k], false), x.constant({}, step));
      auto iota = IotaOp::create(b, x.loc, x.i64({n}));
      coord = x.add(x.spread(first, {1}, {n}), iota);
    }
    unsigned d = v.getTensorDim(k);
    Value off = x.mul(coord, x.spread(parts->strides[d], {1}, {n}));
    Value ok = x.below(coord, x.spread(parts->shape[d], {1}, {n}));
    SmallVector<int64_t> lone(rank, 1);
    lone[k] = n;
    off = x.spread(off, lone, full);
    ok = x.spread(ok, lone, full);
    offset = offset ? x.add(offset, off) : off;
    mask = mask ? AndIOp::create(b, x.loc, mask, ok).getResult() : ok;
  }
  auto baseTy = cast<TileType>(parts->base.getType());
  Value ptrs = x.spread(parts->base, SmallVector<int64_t>(rank, 1), full);
  ptrs = OffsetOp::create(
      b, x.loc, TileType::get(b.getContext(), full, baseTy.getElementType()),
      ptrs, offset);
  return Access{ptrs, mask};
}

/// The padding value of the view as a constant tile of `ty`, or null.
static Value paddingTile(OpBuilder &b, Location loc, TileType ty,
                         PaddingValueAttr pad) {
  if (!pad)
    return {};
  Type elt = ty.getElementType();
  Attribute value;
  if (auto ft = dyn_cast<FloatType>(elt)) {
    value = DenseElementsAttr::get(
        ty, getPaddingFloat(pad.getValue(), ft.getFloatSemantics()));
  } else {
    value = DenseElementsAttr::get(
        ty, APInt(elt.getIntOrFloatBitWidth(), 0));
  }
  return ConstantOp::create(b, loc, ty, cast<DenseElementsAttr>(value));
}

/// Accesses through these views are expanded; a strided view's lowers
/// directly (its tile is a strided box, as a partition view's).
static bool isExpandedView(Value view) {
  return isa<GatherScatterViewType>(view.getType());
}

struct ExpandViews : mlir::tileir::impl::TileExpandViewsBase<ExpandViews> {
  void runOnOperation() override {
    SmallVector<Operation *> todo;
    getOperation().walk([&](Operation *op) {
      if (auto l = dyn_cast<LoadViewTkoOp>(op); l && isExpandedView(l.getView()))
        todo.push_back(op);
      if (auto s = dyn_cast<StoreViewTkoOp>(op); s && isExpandedView(s.getView()))
        todo.push_back(op);
      if (auto g = dyn_cast<GetIndexSpaceShapeOp>(op);
          g && isa<GatherScatterViewType, StridedViewType>(g.getSrc().getType()))
        todo.push_back(op);
    });
    for (Operation *op : todo)
      if (failed(rewrite(op)))
        return signalPassFailure();
    // The views themselves are pure; the conversion has no pattern for
    // gather views.
    getOperation().walk([](Operation *op) {
      if (isa<MakeGatherScatterViewOp, MakeStridedViewOp>(op) && op->use_empty())
        op->erase();
    });
  }

  LogicalResult rewrite(Operation *op) {
    OpBuilder b(op);
    if (auto load = dyn_cast<LoadViewTkoOp>(op)) {
      FailureOr<Access> a = expandAccess(op, load.getView(), load.getIndex());
      if (failed(a))
        return failure();
      auto ty = cast<TileType>(load.getTile().getType());
      Value pad = paddingTile(b, op->getLoc(), ty,
                              load.getView().getType().getPaddingValue());
      auto repl = LoadPtrTkoOp::create(
          b, op->getLoc(), ty, load.getResultToken().getType(),
          load.getMemoryOrderingSemanticsAttr(), load.getMemoryScopeAttr(),
          a->ptrs, a->mask, pad, load.getToken(),
          load.getOptimizationHintsAttr());
      op->replaceAllUsesWith(repl->getResults());
      op->erase();
      return success();
    }
    if (auto store = dyn_cast<StoreViewTkoOp>(op)) {
      FailureOr<Access> a = expandAccess(op, store.getView(), store.getIndex());
      if (failed(a))
        return failure();
      auto repl = StorePtrTkoOp::create(
          b, op->getLoc(), store.getResultToken().getType(),
          store.getMemoryOrderingSemanticsAttr(), store.getMemoryScopeAttr(),
          a->ptrs, store.getTile(), a->mask, store.getToken(),
          store.getOptimizationHintsAttr());
      op->replaceAllUsesWith(repl->getResults());
      op->erase();
      return success();
    }
    // get_index_space_shape: the extent along a gathered dim, else
    // ceil(extent / step) as the view defines its index space.
    auto shape = cast<GetIndexSpaceShapeOp>(op);
    Expander x(b, op->getLoc());
    TileViewType v = shape.getSrc().getType();
    Operation *make = shape.getSrc().getDefiningOp();
    if (!make || !isa<MakeGatherScatterViewOp, MakeStridedViewOp>(make))
      return op->emitError("a view carried into this region has no lowering; "
                           "make it where it is used");
    FailureOr<TensorParts> parts = tensorParts(x, op, make->getOperand(0));
    if (failed(parts))
      return failure();
    SmallVector<Value> counts;
    for (auto [k, res] : llvm::enumerate(shape.getResults())) {
      Value ext = parts->shape[v.getTensorDim(k)];
      Value n = ext;
      if (int64_t step = v.getIndexStep(k))
        n = DivIOp::create(b, x.loc, ext, x.constant({}, step),
                           Signedness::Unsigned, RoundingMode::positive_inf);
      if (res.getType() != n.getType())
        n = TruncIOp::create(b, x.loc, res.getType(), n);
      counts.push_back(n);
    }
    op->replaceAllUsesWith(counts);
    op->erase();
    return success();
  }
};

} // namespace
