//===- MemoryToSIMT.cpp - views, tile loads/stores, block ids -------------===//
//
// Tensor and partition views are compile-time bookkeeping: a load or store
// through a partition view becomes one tile_simt.load_tile/store_tile whose
// extents and strides are listed in tile-dim order (dim_map applied) and
// whose offsets are index * tile size, so they are multiples of the tile.
//
//===----------------------------------------------------------------------===//
#include "TileToSIMTImpl.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "llvm/ADT/APFloat.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::detail;
namespace ct = mlir::cuda_tile;

static Value paddingConstant(OpBuilder &b, Location loc, Type elt,
                             Attribute padAttr) {
  auto pad = dyn_cast_or_null<ct::PaddingValueAttr>(padAttr);
  if (!pad)
    return {};
  if (auto ft = dyn_cast<FloatType>(elt)) {
    const llvm::fltSemantics &sem = ft.getFloatSemantics();
    llvm::APFloat v = llvm::APFloat::getZero(sem);
    switch (pad.getValue()) {
    case ct::PaddingValue::zero: break;
    case ct::PaddingValue::neg_zero: v = llvm::APFloat::getZero(sem, true); break;
    case ct::PaddingValue::nan: v = llvm::APFloat::getQNaN(sem); break;
    case ct::PaddingValue::pos_inf: v = llvm::APFloat::getInf(sem); break;
    case ct::PaddingValue::neg_inf: v = llvm::APFloat::getInf(sem, true); break;
    }
    return arith::ConstantOp::create(b, loc, elt, b.getFloatAttr(elt, v));
  }
  return arith::ConstantOp::create(b, loc, elt, b.getIntegerAttr(elt, 0));
}

static LogicalResult tileAccessOperands(KernelLowering &kl, Operation *op,
                                        const ViewInfo &vi, ValueRange index,
                                        SmallVectorImpl<Value> &offsets,
                                        SmallVectorImpl<Value> &shape,
                                        SmallVectorImpl<Value> &strides,
                                        SmallVectorImpl<int64_t> &shapeDiv,
                                        SmallVectorImpl<int64_t> &strideDiv) {
  if (vi.tile.empty())
    return op->emitError("only partition views have a SIMT lowering yet");
  if (index.size() != vi.tile.size())
    return op->emitError("expected ") << vi.tile.size() << " indices";
  OpBuilder &b = kl.b;
  Location loc = op->getLoc();
  // One integer type for the whole access: i64 as soon as an index, extent
  // or stride is i64 (no value is ever truncated), else i32. Narrower ones
  // are widened: indices and extents are unsigned, strides signed.
  SmallVector<Value> idxs;
  bool wide = false;
  for (size_t i = 0; i < vi.tile.size(); ++i) {
    Value idx = kl.lookup(index[i]);
    if (!idx || !idx.getType().isSignlessInteger() ||
        idx.getType().getIntOrFloatBitWidth() > 64)
      return op->emitError("view indices must be integer scalars");
    idxs.push_back(idx);
    int32_t d = vi.dimMap.empty() ? i : vi.dimMap[i];
    for (Value v : {idx, vi.shape[d], vi.strides[d]})
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
  for (size_t i = 0; i < vi.tile.size(); ++i) {
    Value tile = arith::ConstantIntOp::create(b, loc, it, vi.tile[i]);
    offsets.push_back(arith::MulIOp::create(b, loc, widen(idxs[i], false), tile));
    int32_t d = vi.dimMap.empty() ? i : vi.dimMap[i];
    shape.push_back(widen(vi.shape[d], false));
    strides.push_back(widen(vi.strides[d], true));
    shapeDiv.push_back(vi.shapeDiv[d]);
    strideDiv.push_back(vi.strideDiv[d]);
  }
  return success();
}

LogicalResult KernelLowering::lowerMemory(Operation *op, bool &handled) {
  StringRef n = op->getName().stripDialect();
  Location loc = op->getLoc();
  if (failed(lowerPointer(op, handled)))
    return failure();
  if (handled)
    return success();
  handled = true;

  if (n == "get_tile_block_id" || n == "get_num_tile_blocks") {
    gpu::Dimension dims[] = {gpu::Dimension::x, gpu::Dimension::y,
                             gpu::Dimension::z};
    for (unsigned i = 0; i < 3; ++i) {
      Value v = n == "get_tile_block_id"
                    ? Value(gpu::BlockIdOp::create(b, loc, dims[i]))
                    : Value(gpu::GridDimOp::create(b, loc, dims[i]));
      setMapping(op->getResult(i), arith::IndexCastUIOp::create(
                                       b, loc, b.getI32Type(), v));
    }
    return success();
  }

  if (n == "make_tensor_view") {
    auto tv = cast<ct::TensorViewType>(op->getResult(0).getType());
    ViewInfo vi;
    vi.base = lookup(op->getOperand(0));
    vi.elementType = convertElementType(tv.getElementType(), loc);
    if (!vi.elementType)
      return failure();
    vi.baseAlign = getDivisor(op->getOperand(0));
    unsigned next = 1;
    auto take = [&](ArrayRef<int64_t> statics, SmallVectorImpl<Value> &vals,
                    SmallVectorImpl<int64_t> &divs) {
      for (int64_t s : statics) {
        if (s == ct::TensorViewType::kDynamic) {
          Value src = op->getOperand(next++);
          vals.push_back(lookup(src));
          divs.push_back(getDivisor(src));
        } else {
          vals.push_back(constI32(b, loc, s));
          divs.push_back(s > 0 ? (s & -s) : 1);
        }
      }
    };
    take(tv.getShape(), vi.shape, vi.shapeDiv);
    take(tv.getStrides(), vi.strides, vi.strideDiv);
    views[op->getResult(0)] = vi;
    return success();
  }

  if (n == "make_partition_view") {
    auto pv = dyn_cast<ct::PartitionViewType>(op->getResult(0).getType());
    auto it = views.find(op->getOperand(0));
    if (!pv || it == views.end())
      return op->emitError("view has no SIMT lowering yet");
    ViewInfo vi = it->second;
    for (int32_t t : pv.getTileShape().asArrayRef())
      vi.tile.push_back(t);
    vi.dimMap.assign(pv.getDimMap().begin(), pv.getDimMap().end());
    vi.padding = pv.getPaddingValue();
    views[op->getResult(0)] = vi;
    return success();
  }

  if (n == "get_index_space_shape") {
    auto it = views.find(op->getOperand(0));
    if (it == views.end() || it->second.tile.empty())
      return op->emitError("index space of this view has no SIMT lowering");
    const ViewInfo &vi = it->second;
    for (unsigned i = 0; i < op->getNumResults(); ++i) {
      int32_t d = vi.dimMap.empty() ? i : vi.dimMap[i];
      Value ext = vi.shape[d];
      Type st = ext.getType();
      Value t = arith::ConstantIntOp::create(b, loc, st, vi.tile[i]);
      Value num = arith::AddIOp::create(
          b, loc, ext, arith::ConstantIntOp::create(b, loc, st, vi.tile[i] - 1));
      Value r = arith::DivUIOp::create(b, loc, num, t);
      // The tile count in the result's declared integer type.
      Type rt = convertType(op->getResult(i).getType(), loc);
      if (!rt)
        return failure();
      unsigned from = st.getIntOrFloatBitWidth(), to = rt.getIntOrFloatBitWidth();
      if (from < to)
        r = arith::ExtUIOp::create(b, loc, rt, r);
      else if (from > to)
        r = arith::TruncIOp::create(b, loc, rt, r);
      setMapping(op->getResult(i), r);
    }
    return success();
  }

  if (n == "load_view_tko" || n == "store_view_tko") {
    bool isLoad = n == "load_view_tko";
    Value view = op->getOperand(isLoad ? 0 : 1);
    auto it = views.find(view);
    if (it == views.end())
      return op->emitError("view has no SIMT lowering yet");
    const ViewInfo &vi = it->second;
    SmallVector<Value> index;
    for (Value v : op->getOperands().drop_front(isLoad ? 1 : 2))
      if (!isa<ct::TokenType>(v.getType()))
        index.push_back(v);
    SmallVector<Value> offsets, shape, strides;
    SmallVector<int64_t> shapeDiv, strideDiv;
    if (failed(tileAccessOperands(*this, op, vi, index, offsets, shape,
                                  strides, shapeDiv, strideDiv)))
      return failure();
    if (isLoad) {
      Type ty = convertType(op->getResult(0).getType(), loc);
      if (!ty)
        return failure();
      Value pad = paddingConstant(b, loc, vi.elementType, vi.padding);
      Value r = simt::LoadTileOp::create(
          b, loc, ty, vi.base, offsets, shape, strides, pad,
          b.getDenseI64ArrayAttr(shapeDiv), b.getDenseI64ArrayAttr(strideDiv),
          b.getI64IntegerAttr(vi.baseAlign));
      setMapping(op->getResult(0), r);
    } else {
      Value v = lookup(op->getOperand(0));
      if (!isa<RankedTensorType>(v.getType()))
        return op->emitError("storing a rank-0 tile has no SIMT lowering yet");
      simt::StoreTileOp::create(
          b, loc, v, vi.base, offsets, shape, strides,
          b.getDenseI64ArrayAttr(shapeDiv), b.getDenseI64ArrayAttr(strideDiv),
          b.getI64IntegerAttr(vi.baseAlign));
    }
    return success();
  }

  if (auto red = dyn_cast<ct::AtomicRedViewTkoOp>(op)) {
    auto it = views.find(red.getView());
    if (it == views.end())
      return op->emitError("view has no SIMT lowering yet");
    const ViewInfo &vi = it->second;
    SmallVector<Value> offsets, shape, strides;
    SmallVector<int64_t> shapeDiv, strideDiv;
    if (failed(tileAccessOperands(*this, op, vi, red.getIndex(), offsets, shape,
                                  strides, shapeDiv, strideDiv)))
      return failure();
    FailureOr<LLVM::AtomicBinOp> bin =
        atomicBinOp(op, red.getMode(), vi.elementType);
    if (failed(bin))
      return failure();
    if (red.getMemoryOrderingSemantics() !=
        ct::MemoryOrderingSemantics::relaxed)
      return op->emitError("view reductions are relaxed only");
    StringAttr scope;
    switch (red.getMemoryScope()) {
    case ct::MemoryScope::tl_blk: scope = b.getStringAttr("block"); break;
    case ct::MemoryScope::device: scope = b.getStringAttr("device"); break;
    case ct::MemoryScope::sys: break; // LLVM's default scope is the system
    }
    Value v = lookup(red.getValue());
    if (!isa<RankedTensorType>(v.getType()))
      return op->emitError("reducing a rank-0 tile has no SIMT lowering yet");
    simt::AtomicRedTileOp::create(b, loc, *bin, v, vi.base, offsets, shape,
                                  strides, LLVM::AtomicOrdering::monotonic,
                                  scope);
    return success();
  }

  handled = false;
  return success();
}
