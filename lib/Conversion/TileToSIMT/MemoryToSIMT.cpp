//===- MemoryToSIMT.cpp - views, tile loads/stores, block ids, tokens -----===//
//
// A view lowers to its (base, extents..., strides...) values; its tile
// shape, dim map and padding are static and stay in its type. A load or
// store through a partition view becomes one tile_simt.load_tile/store_tile
// whose extents and strides are listed in tile-dim order (dim_map applied)
// and whose offsets are index * tile size, so they are multiples of the
// tile. Tokens vanish: every thread issues its accesses in program order.
//
//===----------------------------------------------------------------------===//
#include "TileToSIMTImpl.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "llvm/ADT/APFloat.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::detail;
namespace ct = mlir::cuda_tile;

/// Replaces `op`, whose results are `values` and tokens (which lower to
/// nothing), in order.
static void replaceSkippingTokens(ConversionPatternRewriter &rewriter,
                                  Operation *op, ArrayRef<Value> values) {
  SmallVector<SmallVector<Value>> repl;
  size_t next = 0;
  for (Value r : op->getResults()) {
    if (isa<ct::TokenType>(r.getType()))
      repl.emplace_back();
    else
      repl.push_back({values[next++]});
  }
  rewriter.replaceOpWithMultiple(op, std::move(repl));
}

/// `elt` is the SIMT element type, `orig` the view's element type (they
/// differ for fp8, carried as its bytes).
static Value paddingConstant(OpBuilder &b, Location loc, Type elt, Type orig,
                             ct::PaddingValueAttr pad) {
  if (!pad)
    return {};
  if (isa<Float8E4M3FNType, Float8E5M2Type>(orig)) {
    // e4m3 has no Inf: +-Inf padding is +-MAX_NORM, what ftof of +-Inf gives
    // (cuda_tile spec 5.1.3).
    bool e4m3 = isa<Float8E4M3FNType>(orig);
    int64_t bits = 0;
    switch (pad.getValue()) {
    case ct::PaddingValue::zero: bits = 0; break;
    case ct::PaddingValue::neg_zero: bits = 0x80; break;
    case ct::PaddingValue::nan: bits = 0x7f; break;
    case ct::PaddingValue::pos_inf: bits = e4m3 ? 0x7e : 0x7c; break;
    case ct::PaddingValue::neg_inf: bits = e4m3 ? 0xfe : 0xfc; break;
    }
    return arith::ConstantOp::create(b, loc, elt,
                                     b.getIntegerAttr(elt, (int8_t)bits));
  }
  if (auto ft = dyn_cast<FloatType>(elt))
    return arith::ConstantOp::create(
        b, loc, elt,
        b.getFloatAttr(elt, ct::getPaddingFloat(pad.getValue(),
                                                ft.getFloatSemantics())));
  return arith::ConstantOp::create(b, loc, elt, b.getIntegerAttr(elt, 0));
}

/// The unsigned integer `v` in the integer type `to` (extents and counts).
static Value toUnsignedWidth(OpBuilder &b, Location loc, Value v, Type to) {
  unsigned from = v.getType().getIntOrFloatBitWidth(),
           width = to.getIntOrFloatBitWidth();
  if (from < width)
    return arith::ExtUIOp::create(b, loc, to, v);
  if (from > width)
    return arith::TruncIOp::create(b, loc, to, v);
  return v;
}

namespace {
/// A lowered tile view (partition or strided): its type and its values.
struct PartitionAccess {
  ct::TileViewType view;
  Value base;
  ValueRange shape, strides; // tensor dims
  DivisibilityInfo::ViewFacts facts;
};

/// Offsets, extents, strides and divisors of one access, in tile-dim order.
struct AccessOperands {
  SmallVector<Value> offsets, shape, strides;
  SmallVector<int64_t> shapeDiv, strideDiv;
};
} // namespace

static FailureOr<PartitionAccess> partitionAccess(Operation *op, Value view,
                                                  ValueRange lowered,
                                                  const DivisibilityInfo &div,
                                                  ValueRange index = {}) {
  auto tileView = cast<ct::TileViewType>(view.getType());
  if (tileView.getGatheredDim())
    return op->emitError("only partition and strided views have a SIMT "
                         "lowering");
  PartitionAccess a;
  a.view = tileView;
  unsigned rank = tileView.getTensorView().getRank();
  a.base = lowered[0];
  a.shape = lowered.slice(1, rank);
  a.strides = lowered.slice(1 + rank, rank);
  a.facts = div.getViewFacts(view, rank);
  // The lowering assumes a tile's first element as aligned as the base
  // (partition tiles start at multiples of their power-of-two size). A
  // strided tile starts at index * step along each dim: only as aligned as
  // index * step * stride elements (the index's known factor, where the
  // access gives it: a raised gather's column start pid * 128), which
  // bounds the alignment the access may use.
  if (isa<ct::StridedViewType>(view.getType())) {
    int64_t eltBytes = std::max<int64_t>(
        1, tileView.getTensorView().getElementType().getIntOrFloatBitWidth() /
               8);
    for (unsigned k = 0; k < tileView.getRank(); ++k) {
      int64_t step = tileView.getIndexStep(k);
      step &= -step; // its power-of-two factor
      if (k < index.size())
        step = std::min<int64_t>(step * div.getDivisor(index[k]),
                                 a.facts.baseAlign);
      int64_t sd = a.facts.strides[tileView.getTensorDim(k)];
      a.facts.baseAlign =
          std::min<int64_t>(a.facts.baseAlign, step * sd * eltBytes);
    }
  }
  return a;
}

static FailureOr<AccessOperands>
accessOperands(OpBuilder &b, Operation *op, const PartitionAccess &pa,
               ArrayRef<ValueRange> index) {
  unsigned rank = pa.view.getRank();
  if (index.size() != rank)
    return op->emitError("expected ") << rank << " indices";
  Location loc = op->getLoc();
  // One integer type for the whole access: i64 as soon as an index, extent
  // or stride is i64 (no value is ever truncated), else i32. Narrower ones
  // are widened: indices and extents are unsigned, strides signed.
  SmallVector<Value> idxs;
  bool wide = false;
  for (unsigned i = 0; i < rank; ++i) {
    Value idx = single(index[i]);
    if (!idx || !idx.getType().isSignlessInteger() ||
        idx.getType().getIntOrFloatBitWidth() > 64)
      return op->emitError("view indices must be integer scalars");
    idxs.push_back(idx);
    unsigned d = pa.view.getTensorDim(i);
    for (Value v : {idx, pa.shape[d], pa.strides[d]})
      wide |= v.getType().isInteger(64);
  }
  Type it = wide ? b.getI64Type() : b.getI32Type();
  auto widen = [&](Value v, bool isSigned) -> Value {
    if (v.getType() == it)
      return v;
    if (isSigned)
      return arith::ExtSIOp::create(b, loc, it, v);
    return arith::ExtUIOp::create(b, loc, it, v);
  };
  AccessOperands r;
  for (unsigned i = 0; i < rank; ++i) {
    Value t = arith::ConstantIntOp::create(b, loc, it, pa.view.getIndexStep(i));
    r.offsets.push_back(arith::MulIOp::create(b, loc, widen(idxs[i], false), t));
    unsigned d = pa.view.getTensorDim(i);
    r.shape.push_back(widen(pa.shape[d], false));
    r.strides.push_back(widen(pa.strides[d], true));
    r.shapeDiv.push_back(pa.facts.shape[d]);
    r.strideDiv.push_back(pa.facts.strides[d]);
  }
  return r;
}

/// The partition a view access (load, store, reduction) walks and the
/// operands of its tile at the op's index.
namespace {
struct ViewAccess {
  PartitionAccess pa;
  AccessOperands ops;
};
} // namespace
template <typename Op, typename Adaptor>
static FailureOr<ViewAccess> viewAccess(OpBuilder &b, Op op, Adaptor adaptor,
                                        const DivisibilityInfo &div) {
  FailureOr<PartitionAccess> pa =
      partitionAccess(op, op.getView(), adaptor.getView(), div, op.getIndex());
  if (failed(pa))
    return failure();
  FailureOr<AccessOperands> ops =
      accessOperands(b, op, *pa, adaptor.getIndex());
  if (failed(ops))
    return failure();
  return ViewAccess{*pa, std::move(*ops)};
}

namespace {
/// get_tile_block_id / get_num_tile_blocks: the CTA's id or the grid's
/// extent (`GpuOp`) along x, y, z, as i32; in a kernel launched in clusters,
/// one per tile block (tile-split-clusters), the cluster's (`ClusterOp`).
template <typename SrcOp, typename GpuOp, typename ClusterOp>
struct GridQuery : TileOpConversion<SrcOp> {
  using TileOpConversion<SrcOp>::TileOpConversion;
  LogicalResult
  matchAndRewrite(SrcOp op, typename SrcOp::Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Operation *fn = op->template getParentWithTrait<OpTrait::IsIsolatedFromAbove>();
    bool clusters = fn && fn->hasAttr(simt::kClusterSplitAttrName);
    SmallVector<Value> ids;
    for (gpu::Dimension d :
         {gpu::Dimension::x, gpu::Dimension::y, gpu::Dimension::z}) {
      Value id = clusters ? ClusterOp::create(rewriter, op.getLoc(), d)
                                .getResult()
                          : GpuOp::create(rewriter, op.getLoc(), d).getResult();
      ids.push_back(arith::IndexCastUIOp::create(rewriter, op.getLoc(),
                                                 rewriter.getI32Type(), id));
    }
    rewriter.replaceOp(op, ids);
    return success();
  }
};

/// tile_simt.cluster_rank: the CTA's place along x in its cluster.
struct ClusterRank : OpConversionPattern<simt::ClusterRankOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::ClusterRankOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value id = gpu::ClusterBlockIdOp::create(rewriter, op.getLoc(),
                                             gpu::Dimension::x);
    rewriter.replaceOpWithNewOp<arith::IndexCastUIOp>(
        op, rewriter.getI32Type(), id);
    return success();
  }
};

/// make_token / join_tokens: tokens lower to nothing.
template <typename SrcOp> struct TokenOp : TileOpConversion<SrcOp> {
  using TileOpConversion<SrcOp>::TileOpConversion;
  LogicalResult
  matchAndRewrite(SrcOp op, typename SrcOp::template GenericAdaptor<
                                ArrayRef<ValueRange>>,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithMultiple(op, {ValueRange{}});
    return success();
  }
};

/// Tokens vanish, but the fence they order stays: aliasing accesses (one
/// memory through two addresses) are ordered by fence.proxy.alias.
struct FenceAlias : TileOpConversion<ct::MemoryFenceAliasTkoOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::MemoryFenceAliasTkoOp op, OneToNOpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    NVVM::FenceProxyOp::create(
        rewriter, op.getLoc(),
        NVVM::ProxyKindAttr::get(op.getContext(), NVVM::ProxyKind::alias),
        NVVM::SharedSpaceAttr());
    rewriter.replaceOpWithMultiple(op, {ValueRange{}});
    return success();
  }
};

/// griddepcontrol, one per thread. The chip is not known here: below sm_90,
/// which has no programmatic dependent launch, TileSIMTToNVVM drops it.
template <typename SrcOp, NVVM::GridDepActionKind Kind>
struct GridDepControl : TileOpConversion<SrcOp> {
  using TileOpConversion<SrcOp>::TileOpConversion;
  LogicalResult
  matchAndRewrite(SrcOp op, typename SrcOp::template GenericAdaptor<
                                ArrayRef<ValueRange>>,
                  ConversionPatternRewriter &rewriter) const override {
    NVVM::GriddepcontrolOp::create(
        rewriter, op.getLoc(),
        NVVM::GridDepActionKindAttr::get(op.getContext(), Kind));
    rewriter.replaceOpWithMultiple(op, {ValueRange{}});
    return success();
  }
};

/// Assumptions are facts for the divisibility analysis; the value itself
/// passes through (views with all their parts).
struct Assume : TileOpConversion<ct::AssumeOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::AssumeOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> vals;
    for (Value v : adaptor.getValue())
      vals.push_back(actual(v));
    rewriter.replaceOpWithMultiple(op, {vals});
    return success();
  }
};

struct MakeTensorView : TileOpConversion<ct::MakeTensorViewOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::MakeTensorViewOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto tv = op.getResult().getType();
    if (isa<Float4E2M1FNType>(tv.getElementType()))
      return op.emitError("a tensor_view of f4E2M1FN (two to a byte in "
                          "memory) has no SIMT lowering yet; view the bytes "
                          "as i8 and pack/unpack them");
    if (!tc().convertMemoryElementType(tv.getElementType()))
      return op.emitError("element type ")
             << tv.getElementType() << " has no SIMT lowering yet";
    SmallVector<Value> vals{single(adaptor.getBase())};
    auto take = [&](ArrayRef<int64_t> statics, ArrayRef<ValueRange> dyn) {
      unsigned next = 0;
      for (int64_t s : statics)
        vals.push_back(s == ct::TensorViewType::kDynamic
                           ? single(dyn[next++])
                           : lowering::i32Const(rewriter, op.getLoc(), s));
    };
    take(tv.getShape(), adaptor.getDynamicShape());
    take(tv.getStrides(), adaptor.getDynamicStrides());
    rewriter.replaceOpWithMultiple(op, {vals});
    return success();
  }
};

/// make_partition_view / make_strided_view: the tensor view's values; what
/// the tile view adds is static and stays in its type.
template <typename SrcOp>
struct MakeTileView : TileOpConversion<SrcOp> {
  using TileOpConversion<SrcOp>::TileOpConversion;
  LogicalResult
  matchAndRewrite(SrcOp op, typename SrcOp::template GenericAdaptor<
                                ArrayRef<ValueRange>> adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithMultiple(op, {adaptor.getTensorView()});
    return success();
  }
};

struct GetTensorShape : TileOpConversion<ct::GetTensorShapeOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::GetTensorShapeOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange view = adaptor.getSrc();
    SmallVector<Value> dims;
    for (auto [i, r] : llvm::enumerate(op.getResult())) {
      dims.push_back(toUnsignedWidth(rewriter, op.getLoc(), view[1 + i],
                                     scalarElementType(r.getType())));
    }
    rewriter.replaceOp(op, dims);
    return success();
  }
};

struct GetIndexSpaceShape : TileOpConversion<ct::GetIndexSpaceShapeOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::GetIndexSpaceShapeOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto pv = dyn_cast<ct::PartitionViewType>(op.getSrc().getType());
    if (!pv)
      return op.emitError("index space of this view has no SIMT lowering");
    FailureOr<PartitionAccess> pa =
        partitionAccess(op, op.getSrc(), adaptor.getSrc(), div);
    if (failed(pa))
      return failure();
    Location loc = op.getLoc();
    ArrayRef<int32_t> tile = pv.getTileShape().asArrayRef();
    SmallVector<Value> counts;
    for (auto [i, r] : llvm::enumerate(op.getResult())) {
      Value ext = pa->shape[pv.getTensorDim(i)];
      Type st = ext.getType();
      Value t = arith::ConstantIntOp::create(rewriter, loc, st, tile[i]);
      Value num = arith::AddIOp::create(
          rewriter, loc, ext,
          arith::ConstantIntOp::create(rewriter, loc, st, tile[i] - 1));
      Value n = arith::DivUIOp::create(rewriter, loc, num, t);
      // The tile count in the result's declared integer type.
      counts.push_back(
          toUnsignedWidth(rewriter, loc, n, scalarElementType(r.getType())));
    }
    rewriter.replaceOp(op, counts);
    return success();
  }
};

struct LoadView : TileOpConversion<ct::LoadViewTkoOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::LoadViewTkoOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<ViewAccess> va = viewAccess(rewriter, op, adaptor, div);
    if (failed(va))
      return failure();
    const PartitionAccess &pa = va->pa;
    const AccessOperands &ops = va->ops;
    Type ty = tc().convertTileOrError(op.getTile().getType(), op.getLoc());
    if (!ty)
      return failure();
    Type orig = pa.view.getTensorView().getElementType();
    Type elt = tc().convertElementType(orig);
    Value pad = paddingConstant(rewriter, op.getLoc(), elt, orig,
                                pa.view.getPaddingValue());
    // The load's latency hint for this chip (how heavy its DRAM traffic
    // is, 1-10) travels with it: tile-simt-pipeline-mma sizes its ring by it.
    IntegerAttr latency;
    if (auto hints = op.getOptimizationHintsAttr())
      if (auto l = dyn_cast_or_null<IntegerAttr>(
              hints.lookup(tc().chip, "latency")))
        latency = rewriter.getI64IntegerAttr(l.getInt());
    BoolAttr allowTma;
    if (auto hints = op.getOptimizationHintsAttr())
      allowTma = dyn_cast_or_null<BoolAttr>(hints.lookup(tc().chip, "allow_tma"));
    // Program order orders no memory operation, tokens do (cuda_tile spec):
    // a weak load whose token no write made may pass the kernel's writes.
    Value token = op.getToken();
    bool unordered =
        op.getMemoryOrderingSemantics() == ct::MemoryOrderingSemantics::weak &&
        (!token || token.getDefiningOp<ct::MakeTokenOp>());
    Value r = simt::LoadTileOp::create(
        rewriter, op.getLoc(), ty, pa.base, ops.offsets, ops.shape,
        ops.strides, pad, rewriter.getDenseI64ArrayAttr(ops.shapeDiv),
        rewriter.getDenseI64ArrayAttr(ops.strideDiv),
        rewriter.getI64IntegerAttr(pa.facts.baseAlign), latency,
        unordered ? rewriter.getUnitAttr() : UnitAttr(), allowTma);
    replaceSkippingTokens(rewriter, op, {r});
    return success();
  }
};

struct StoreView : TileOpConversion<ct::StoreViewTkoOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::StoreViewTkoOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<ViewAccess> va = viewAccess(rewriter, op, adaptor, div);
    if (failed(va))
      return failure();
    const PartitionAccess &pa = va->pa;
    const AccessOperands &ops = va->ops;
    Value v = actual(single(adaptor.getTile()));
    if (!isa<RankedTensorType>(v.getType()))
      return op.emitError("storing a rank-0 tile has no SIMT lowering yet");
    BoolAttr allowTma;
    if (auto hints = op.getOptimizationHintsAttr())
      allowTma = dyn_cast_or_null<BoolAttr>(hints.lookup(tc().chip, "allow_tma"));
    bool weak =
        op.getMemoryOrderingSemantics() == ct::MemoryOrderingSemantics::weak;
    simt::StoreTileOp::create(
        rewriter, op.getLoc(), v, pa.base, ops.offsets, ops.shape,
        ops.strides, rewriter.getDenseI64ArrayAttr(ops.shapeDiv),
        rewriter.getDenseI64ArrayAttr(ops.strideDiv),
        rewriter.getI64IntegerAttr(pa.facts.baseAlign),
        weak ? rewriter.getUnitAttr() : UnitAttr(), allowTma);
    replaceSkippingTokens(rewriter, op, {});
    return success();
  }
};

struct AtomicRedView : TileOpConversion<ct::AtomicRedViewTkoOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::AtomicRedViewTkoOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<ViewAccess> va = viewAccess(rewriter, op, adaptor, div);
    if (failed(va))
      return failure();
    const PartitionAccess &pa = va->pa;
    const AccessOperands &ops = va->ops;
    Type elt = tc().convertElementType(pa.view.getTensorView().getElementType());
    FailureOr<LLVM::AtomicBinOp> bin = atomicBinOp(op, op.getMode(), elt);
    if (failed(bin))
      return failure();
    if (op.getMemoryOrderingSemantics() != ct::MemoryOrderingSemantics::relaxed)
      return op.emitError("view reductions are relaxed only");
    StringAttr scope;
    switch (op.getMemoryScope()) {
    case ct::MemoryScope::tl_blk: scope = rewriter.getStringAttr("block"); break;
    case ct::MemoryScope::device: scope = rewriter.getStringAttr("device"); break;
    case ct::MemoryScope::sys: break; // LLVM's default scope is the system
    }
    Value v = actual(single(adaptor.getValue()));
    if (!isa<RankedTensorType>(v.getType()))
      return op.emitError("reducing a rank-0 tile has no SIMT lowering yet");
    simt::AtomicRedTileOp::create(rewriter, op.getLoc(), *bin, v, pa.base,
                                  ops.offsets, ops.shape, ops.strides,
                                  LLVM::AtomicOrdering::monotonic, scope);
    replaceSkippingTokens(rewriter, op, {});
    return success();
  }
};
} // namespace

void mlir::tileir::detail::populateMemoryPatterns(
    const TileToSIMTTypeConverter &tc, const DivisibilityInfo &div,
    RewritePatternSet &patterns) {
  patterns.add<GridQuery<ct::GetTileBlockIdOp, gpu::BlockIdOp, gpu::ClusterIdOp>,
               GridQuery<ct::GetNumTileBlocksOp, gpu::GridDimOp,
                         gpu::ClusterDimOp>,
               TokenOp<ct::MakeTokenOp>, TokenOp<ct::JoinTokensOp>, FenceAlias,
               GridDepControl<ct::GdcWaitTkoOp, NVVM::GridDepActionKind::wait>,
               GridDepControl<ct::GdcLaunchDependentsTkoOp,
                              NVVM::GridDepActionKind::launch_dependents>,
               Assume, MakeTensorView, MakeTileView<ct::MakePartitionViewOp>,
               MakeTileView<ct::MakeStridedViewOp>, GetTensorShape,
               GetIndexSpaceShape, LoadView, StoreView, AtomicRedView>(
      tc, div, patterns.getContext());
  patterns.add<ClusterRank>(patterns.getContext());
}
