//===- ShapeToSIMT.cpp - iota, reshape, broadcast, permute, reduce, scan --===//
#include "TileToSIMTImpl.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::detail;
namespace ct = mlir::cuda_tile;

/// `l` with its warps moved off `axis` onto the other dims where those have
/// room: a scan whose axis stays inside each warp needs no shared memory and
/// no barrier (one layout conversion instead).
static simt::BlockedAttr scanLayout(simt::BlockedAttr l,
                                    ArrayRef<int64_t> shape, int64_t axis) {
  SmallVector<unsigned> wpc(l.getWarpsPerCTA());
  ArrayRef<unsigned> spt = l.getSizePerThread(), tpw = l.getThreadsPerWarp();
  auto room = [&](unsigned d) {
    return std::max<int64_t>(1, shape[d] / ((int64_t)spt[d] * tpw[d]));
  };
  int64_t onAxis = std::min<int64_t>(wpc[axis], room(axis));
  if (onAxis <= 1)
    return l;
  int64_t warps = 1;
  for (unsigned w : wpc)
    warps *= w;
  SmallVector<unsigned> next(wpc.size(), 1);
  for (unsigned d = 0; d < wpc.size(); ++d) { // outer dims first
    if ((int64_t)d == axis)
      continue;
    int64_t w = std::min<int64_t>(warps, room(d));
    next[d] = w;
    warps /= w;
  }
  next[axis] = warps;
  if (std::min<int64_t>(next[axis], room(axis)) >= onAxis)
    return l;
  return simt::BlockedAttr::get(l.getContext(), spt, tpw, next, l.getOrder());
}

/// Moves the combiner body of `op` (two rank-0 tiles in, one yielded) into
/// `region`, its arguments becoming scalars of `elt`.
static LogicalResult moveCombiner(ConversionPatternRewriter &rewriter,
                                  const TypeConverter &tc, Operation *op,
                                  Region &body, Region &region, Type elt) {
  if (body.front().getNumArguments() != 2)
    return op->emitError("combiners over several operands have no SIMT "
                         "lowering yet");
  rewriter.inlineRegionBefore(body, region, region.end());
  TypeConverter::SignatureConversion sig(2);
  sig.addInputs(0, elt);
  sig.addInputs(1, elt);
  rewriter.applySignatureConversion(&region.front(), sig, &tc);
  return success();
}


/// The element offsets of sub-tile `indices` of a tile of sub-tiles of
/// `shape` (extract / insert): index i along d starts at i * shape[d].
static SmallVector<Value> subTileOffsets(OpBuilder &b, Location loc,
                                         ValueRange indices,
                                         ArrayRef<int64_t> shape) {
  SmallVector<Value> offsets;
  for (auto [i, idx] : llvm::enumerate(indices)) {
    int64_t n = shape[i];
    APInt c;
    if (matchPattern(idx, m_ConstantInt(&c)))
      offsets.push_back(arith::ConstantIntOp::create(
          b, loc, b.getI32Type(), c.getSExtValue() * n));
    else
      offsets.push_back(arith::MulIOp::create(
          b, loc, idx,
          arith::ConstantIntOp::create(b, loc, b.getI32Type(), n)));
  }
  return offsets;
}

/// `src` (a distributed tensor) with the row-major elements reshaped to
/// `shape`: in registers when a layout holds each thread's part, through
/// shared memory otherwise.
static Value reshapeTo(OpBuilder &b, const TileToSIMTTypeConverter &tc,
                       Location loc, Value src, ArrayRef<int64_t> shape) {
  auto st = cast<RankedTensorType>(src.getType());
  if (st.getShape() == shape)
    return src;
  if (Attribute enc = simt::inferReshapeLayout(st, shape))
    return simt::ReshapeOp::create(
        b, loc, RankedTensorType::get(shape, st.getElementType(), enc), src);
  auto ty = RankedTensorType::get(
      shape, st.getElementType(),
      tc.defaultLayout(shape, st.getElementType()));
  return simt::ConvertLayoutOp::create(b, loc, ty, src, DenseI32ArrayAttr(),
                                       simt::SharedAttr());
}

/// Column `j` of the rank-2 `src` [N, K], as a rank-1 tensor of N elements
/// in the layout `like`.
static Value column(OpBuilder &b, const TileToSIMTTypeConverter &tc,
                    Location loc, Value src, int64_t j, Type like) {
  auto st = cast<RankedTensorType>(src.getType());
  SmallVector<int64_t> shape{st.getShape()[0], 1};
  Attribute enc = simt::inferSliceLayout(st, shape);
  if (!enc)
    enc = tc.defaultLayout(shape, st.getElementType());
  Value c = simt::ExtractSliceOp::create(
      b, loc, RankedTensorType::get(shape, st.getElementType(), enc), src,
      ValueRange{lowering::i32Const(b, loc, 0), lowering::i32Const(b, loc, j)});
  c = reshapeTo(b, tc, loc, c, {shape[0]});
  return toType(b, c, like, loc);
}

/// The rank-1 tensors `cols` (each N elements) interleaved: element i * K + j
/// of the result is element i of cols[j] (K a power of two).
static Value interleave(OpBuilder &b, const TileToSIMTTypeConverter &tc,
                        Location loc, SmallVector<Value> cols, Type to) {
  for (Value &c : cols) {
    auto ct = cast<RankedTensorType>(c.getType());
    c = reshapeTo(b, tc, loc, c, {ct.getShape()[0], 1});
  }
  while (cols.size() > 1) {
    SmallVector<Value> next;
    for (size_t k = 0; k < cols.size(); k += 2) {
      auto lt = cast<RankedTensorType>(cols[k].getType());
      auto rt = cast<RankedTensorType>(cols[k + 1].getType());
      Value rhs = toType(b, cols[k + 1],
                   RankedTensorType::get(rt.getShape(), rt.getElementType(),
                                         lt.getEncoding()),
                   loc);
      SmallVector<int64_t> shape{lt.getShape()[0], 2 * lt.getShape()[1]};
      auto ty = RankedTensorType::get(shape, lt.getElementType(),
                                      lt.getEncoding());
      next.push_back(simt::CatOp::create(b, loc, ty, cols[k], rhs, 1));
    }
    cols = std::move(next);
  }
  auto out = cast<RankedTensorType>(to);
  return toType(b, reshapeTo(b, tc, loc, cols[0], out.getShape()), to, loc);
}

/// An integer tensor of type `ty` holding `v` everywhere.
static Value intSplat(OpBuilder &b, Location loc, Type ty, int64_t v) {
  auto st = cast<ShapedType>(ty);
  return arith::ConstantOp::create(
      b, loc, ty,
      DenseElementsAttr::get(st, b.getIntegerAttr(st.getElementType(), v)));
}

/// Bits per element of a tile element type as pack/unpack count them: its
/// storage width (tf32 in 32 bits), 0 for types they do not take.
static unsigned packBits(Type t) {
  if (t.isTF32())
    return 32;
  if (isa<FloatType>(t) || t.isInteger())
    return t.isInteger(1) ? 0 : t.getIntOrFloatBitWidth();
  return 0;
}

namespace {
struct Iota : TileOpConversion<ct::IotaOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::IotaOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type ty = tc().convertTileOrError(op.getType(), op.getLoc());
    if (!ty)
      return failure();
    rewriter.replaceOpWithNewOp<simt::IotaOp>(op, ty);
    return success();
  }
};

/// reshape and broadcast of a scalar: the scalar itself (rank 0) or a splat.
/// A rank-0 pointer spread over a tile becomes its address in every element.
static LogicalResult spreadScalar(ConversionPatternRewriter &rewriter,
                                  const TileToSIMTTypeConverter &tc,
                                  Operation *op, Value src) {
  Type ty = tc.convertTileOrError(op->getResult(0).getType(), op->getLoc());
  if (!ty)
    return failure();
  auto rt = dyn_cast<RankedTensorType>(ty);
  if (!rt) {
    rewriter.replaceOp(op, src);
    return success();
  }
  if (isa<LLVM::LLVMPointerType>(src.getType()))
    src = LLVM::PtrToIntOp::create(rewriter, op->getLoc(),
                                   rewriter.getI64Type(), src);
  rewriter.replaceOpWithNewOp<simt::SplatOp>(op, rt, src);
  return success();
}

struct Broadcast : TileOpConversion<ct::BroadcastOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::BroadcastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value src = actual(adaptor.getSource());
    auto st = dyn_cast<RankedTensorType>(src.getType());
    if (!st)
      return spreadScalar(rewriter, tc(), op, src);
    auto out = cast<ct::TileType>(op.getType());
    if (out.getShape().empty())
      return op.emitError("'broadcast' to a rank-0 tile has no SIMT lowering "
                          "yet");
    auto ty = RankedTensorType::get(out.getShape(), st.getElementType(),
                                    st.getEncoding());
    // Broadcast keeps the operand's layout, which can suit the result
    // badly: a 16-element vector's layout replicates over 128 threads, and
    // over 16x4x128 gave each thread 2048 registers. Past twice the default
    // layout's registers, convert the (small) operand to that layout.
    auto dflt = dyn_cast<RankedTensorType>(
        tc().convertTileOrError(out, op.getLoc()));
    if (!dflt)
      return failure();
    if (simt::getNumRegisters(ty) > 2 * simt::getNumRegisters(dflt)) {
      src = toType(rewriter, src,
                   RankedTensorType::get(st.getShape(), st.getElementType(),
                                         dflt.getEncoding()),
                   op.getLoc());
      ty = dflt;
    }
    rewriter.replaceOpWithNewOp<simt::BroadcastOp>(op, ty, src);
    return success();
  }
};

struct Reshape : TileOpConversion<ct::ReshapeOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::ReshapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value src = actual(adaptor.getSource());
    auto st = dyn_cast<RankedTensorType>(src.getType());
    if (!st)
      return spreadScalar(rewriter, tc(), op, src);
    auto out = cast<ct::TileType>(op.getType());
    if (out.getShape().empty()) {
      // A one-element tile: every thread holds its element.
      Value r = simt::ToScalarOp::create(rewriter, op.getLoc(),
                                         st.getElementType(), src);
      if (isa<ct::PointerType>(out.getElementType()))
        r = LLVM::IntToPtrOp::create(
            rewriter, op.getLoc(),
            LLVM::LLVMPointerType::get(rewriter.getContext(), 1), r);
      rewriter.replaceOp(op, r);
      return success();
    }
    if (Attribute enc = simt::inferReshapeLayout(st, out.getShape())) {
      auto ty = RankedTensorType::get(out.getShape(), st.getElementType(), enc);
      rewriter.replaceOpWithNewOp<simt::ReshapeOp>(op, ty, src);
      return success();
    }
    Type ty = tc().convertTileOrError(out, op.getLoc());
    if (!ty)
      return failure();
    rewriter.replaceOpWithNewOp<simt::ConvertLayoutOp>(
        op, ty, src, DenseI32ArrayAttr(), simt::SharedAttr());
    return success();
  }
};

struct Permute : TileOpConversion<ct::PermuteOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::PermuteOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value src = actual(adaptor.getSource());
    auto out = cast<ct::TileType>(op.getType());
    if (!isa<RankedTensorType>(src.getType()) || out.getShape().empty())
      return op.emitError("'permute' to a rank-0 tile has no SIMT lowering "
                          "yet");
    Type ty = tc().convertTileOrError(out, op.getLoc());
    if (!ty)
      return failure();
    // Shared-memory rows padded by one element: no bank conflicts when the
    // transposed side walks a column.
    unsigned rank = out.getRank();
    SmallVector<unsigned> order;
    for (int d = rank - 1; d >= 0; --d)
      order.push_back(d);
    auto shared = simt::SharedAttr::get(rewriter.getContext(), 1, 1, 1, 1, order);
    rewriter.replaceOpWithNewOp<simt::ConvertLayoutOp>(
        op, ty, src, op.getPermutationAttr(), shared);
    return success();
  }
};

/// extract: sub-tile index i along d starts at element i * shape[d]. The
/// result takes a layout in which each thread already holds its part when
/// there is one (no data moves), the default one otherwise.
struct Extract : TileOpConversion<ct::ExtractOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::ExtractOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value src = actual(adaptor.getSource());
    auto st = dyn_cast<RankedTensorType>(src.getType());
    if (!st) { // rank 0: the only sub-tile is the tile
      rewriter.replaceOp(op, src);
      return success();
    }
    auto out = cast<ct::TileType>(op.getType());
    Type ty;
    if (Attribute enc = simt::inferSliceLayout(st, out.getShape()))
      ty = RankedTensorType::get(out.getShape(), st.getElementType(), enc);
    else
      ty = tc().convertTileOrError(out, op.getLoc());
    if (!ty)
      return failure();
    Location loc = op.getLoc();
    SmallVector<Value> offsets =
        subTileOffsets(rewriter, loc, adaptor.getIndices(), out.getShape());
    rewriter.replaceOpWithNewOp<simt::ExtractSliceOp>(op, ty, src, offsets);
    return success();
  }
};

/// insert: the mirror of extract. The source moves into the layout in
/// which each thread holds its slice of the destination, so constant
/// offsets become a register selection.
struct Insert : TileOpConversion<ct::InsertOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::InsertOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value src = actual(adaptor.getSource());
    Value dst = actual(adaptor.getDestination());
    auto dt = dyn_cast<RankedTensorType>(dst.getType());
    if (!dt) { // rank 0: the only sub-tile is the whole tile
      rewriter.replaceOp(op, src);
      return success();
    }
    auto in = cast<ct::TileType>(op.getSource().getType());
    Type srcTy;
    if (Attribute enc = simt::inferSliceLayout(dt, in.getShape()))
      srcTy = RankedTensorType::get(in.getShape(), dt.getElementType(), enc);
    else
      srcTy = tc().convertTileOrError(in, op.getLoc());
    if (!srcTy)
      return failure();
    Location loc = op.getLoc();
    src = toType(rewriter, src, srcTy, loc);
    SmallVector<Value> offsets =
        subTileOffsets(rewriter, loc, adaptor.getIndices(), in.getShape());
    rewriter.replaceOpWithNewOp<simt::InsertSliceOp>(op, dt, src, dst,
                                                     offsets);
    return success();
  }
};

/// cat: the result takes the first operand's layout (the second is
/// converted to it), so that both are register slices of the result where
/// the layout allows: a dim held whole by each thread, or one split into
/// whole CTA footprints.
struct Cat : TileOpConversion<ct::CatOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::CatOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value lhs = actual(adaptor.getLhs()), rhs = actual(adaptor.getRhs());
    auto lt = dyn_cast<RankedTensorType>(lhs.getType());
    auto rt = dyn_cast<RankedTensorType>(rhs.getType());
    if (!lt || !rt)
      return op.emitError("'cat' of rank-0 tiles is not valid");
    auto out = cast<ct::TileType>(op.getType());
    Type ty;
    if (isa<simt::BlockedAttr>(lt.getEncoding()))
      ty = RankedTensorType::get(out.getShape(), lt.getElementType(),
                                 lt.getEncoding());
    else
      ty = tc().convertTileOrError(out, op.getLoc());
    if (!ty)
      return failure();
    rhs = toType(rewriter, rhs,
                 RankedTensorType::get(rt.getShape(), rt.getElementType(),
                                       lt.getEncoding()),
                 op.getLoc());
    rewriter.replaceOpWithNewOp<simt::CatOp>(op, ty, lhs, rhs, op.getDim());
    return success();
  }
};

struct Reduce : TileOpConversion<ct::ReduceOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::ReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getOperands().size() != 1)
      return op.emitError("'reduce' over several tiles has no SIMT lowering "
                          "yet");
    Location loc = op.getLoc();
    Value src = actual(adaptor.getOperands()[0]);
    auto st = dyn_cast<RankedTensorType>(src.getType());
    if (!st)
      return op.emitError("'reduce' needs a tile operand and a dim");
    int64_t axis = op.getDim();
    Type elt = st.getElementType();
    auto blocked = dyn_cast<simt::BlockedAttr>(st.getEncoding());
    if (!blocked) {
      blocked = cast<simt::BlockedAttr>(tc().defaultLayout(st.getShape(), elt));
      src = toType(rewriter, src,
                   RankedTensorType::get(st.getShape(), elt, blocked), loc);
    }
    SmallVector<int64_t> shape(st.getShape());
    shape.erase(shape.begin() + axis);
    // A rank-1 tile reduces to the scalar every thread holds.
    Type ty = shape.empty()
                  ? elt
                  : Type(RankedTensorType::get(
                        shape, elt,
                        simt::SliceAttr::get(rewriter.getContext(), axis,
                                             blocked)));
    auto red = simt::ReduceOp::create(rewriter, loc, ty, src,
                                      rewriter.getI32IntegerAttr(axis));
    if (failed(moveCombiner(rewriter, tc(), op, op.getBody(),
                            red.getCombiner(), elt)))
      return failure();
    rewriter.replaceOp(op, red);
    return success();
  }
};

struct Scan : TileOpConversion<ct::ScanOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::ScanOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getOperands().size() != 1)
      return op.emitError("'scan' over several tiles has no SIMT lowering "
                          "yet");
    Location loc = op.getLoc();
    Value src = actual(adaptor.getOperands()[0]);
    auto st = dyn_cast<RankedTensorType>(src.getType());
    if (!st)
      return op.emitError("'scan' needs a tile operand and a dim");
    int64_t axis = op.getDim();
    Type elt = st.getElementType();
    // Scans work on any blocked layout (ScanLowering crosses lanes and warps
    // as needed); other layouts move to the default one.
    auto blocked = dyn_cast<simt::BlockedAttr>(st.getEncoding());
    if (!blocked)
      blocked = cast<simt::BlockedAttr>(tc().defaultLayout(st.getShape(), elt));
    blocked = scanLayout(blocked, st.getShape(), axis);
    auto ty = RankedTensorType::get(st.getShape(), elt, blocked);
    src = toType(rewriter, src, ty, loc);
    auto scan = simt::ScanOp::create(
        rewriter, loc, ty, src, rewriter.getI32IntegerAttr(axis),
        op.getReverse() ? rewriter.getUnitAttr() : UnitAttr());
    if (failed(moveCombiner(rewriter, tc(), op, op.getBody(),
                            scan.getCombiner(), elt)))
      return failure();
    rewriter.replaceOp(op, scan);
    return success();
  }
};


/// pack: a rank-1 tile as its little-endian bytes; two 4-bit elements per
/// byte, the even one in the low nibble (the spec's order, and the
/// interpreter's). The SIMT layer holds a 4-bit element in the low bits of
/// an i8 (the rest zero), so a byte is `lo | hi << 4`.
struct Pack : TileOpConversion<ct::PackOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::PackOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value src = actual(adaptor.getSource());
    unsigned w = packBits(scalarElementType(op.getSource().getType()));
    auto st = dyn_cast<RankedTensorType>(src.getType());
    Type to = tc().convertTileOrError(op.getType(), loc);
    if (!st || !to || (w != 4 && w % 8 != 0))
      return op.emitError("'pack' of ")
             << op.getSource().getType() << " has no SIMT lowering";
    auto out = cast<RankedTensorType>(to);
    if (w == 4) {
      int64_t n = out.getShape()[0];
      Value pairs = reshapeTo(rewriter, tc(), loc, src, {n, 2});
      Value lo = column(rewriter, tc(), loc, pairs, 0, to);
      Value hi = column(rewriter, tc(), loc, pairs, 1, to);
      rewriter.replaceOp(op, arith::OrIOp::create(
                                 rewriter, loc, lo,
                                 arith::ShLIOp::create(rewriter, loc, hi,
                                                       intSplat(rewriter, loc, to, 4))));
      return success();
    }
    Type ity = st.clone(rewriter.getIntegerType(w));
    Value bits = arith::BitcastOp::create(rewriter, loc, ity, src);
    if (w == 8) {
      rewriter.replaceOp(op, toType(rewriter, bits, to, loc));
      return success();
    }
    SmallVector<Value> bytes;
    Type bty = st.clone(rewriter.getI8Type());
    for (unsigned k = 0; k < w; k += 8) {
      Value sh = arith::ShRUIOp::create(rewriter, loc, bits,
                                        intSplat(rewriter, loc, ity, k));
      bytes.push_back(arith::TruncIOp::create(rewriter, loc, bty, sh));
    }
    rewriter.replaceOp(op, interleave(rewriter, tc(), loc, bytes, to));
    return success();
  }
};

/// unpack: the inverse of pack.
struct Unpack : TileOpConversion<ct::UnpackOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::UnpackOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value src = actual(adaptor.getSource());
    unsigned w = packBits(scalarElementType(op.getType()));
    auto st = dyn_cast<RankedTensorType>(src.getType());
    Type to = tc().convertTileOrError(op.getType(), loc);
    if (!st || !to || (w != 4 && w % 8 != 0))
      return op.emitError("'unpack' to ")
             << op.getType() << " has no SIMT lowering";
    auto out = cast<RankedTensorType>(to);
    if (w == 4) {
      Value lo = arith::AndIOp::create(rewriter, loc, src,
                                       intSplat(rewriter, loc, st, 0xf));
      Value hi = arith::ShRUIOp::create(rewriter, loc, src,
                                        intSplat(rewriter, loc, st, 4));
      rewriter.replaceOp(op, interleave(rewriter, tc(), loc, {lo, hi}, to));
      return success();
    }
    if (w == 8) {
      Value v = toType(rewriter, src, out.clone(st.getElementType()), loc);
      rewriter.replaceOpWithNewOp<arith::BitcastOp>(op, to, v);
      return success();
    }
    // Byte k of element i is source byte i * (w / 8) + k.
    int64_t n = out.getShape()[0];
    Value rows = reshapeTo(rewriter, tc(), loc, src, {n, (int64_t)w / 8});
    Type ity = out.clone(rewriter.getIntegerType(w));
    Value acc;
    for (unsigned k = 0; k < w / 8; ++k) {
      Value byte = column(rewriter, tc(), loc, rows, k,
                          out.clone(rewriter.getI8Type()));
      Value wide = arith::ExtUIOp::create(rewriter, loc, ity, byte);
      if (k)
        wide = arith::ShLIOp::create(rewriter, loc, wide,
                                     intSplat(rewriter, loc, ity, 8 * k));
      acc = acc ? arith::OrIOp::create(rewriter, loc, acc, wide).getResult()
                : wide;
    }
    rewriter.replaceOpWithNewOp<arith::BitcastOp>(op, to, acc);
    return success();
  }
};

/// The yield of a combiner (those of `if`s became scf.yield in step 1).
struct CombinerYield : TileOpConversion<ct::YieldOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::YieldOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Operation *parent = op->getParentOp();
    if (!isa<simt::ReduceOp, simt::ScanOp>(parent))
      return op.emitError("'yield' outside a combiner");
    Type elt = parent->getRegion(0).front().getArgument(0).getType();
    if (adaptor.getOperands().size() != 1 ||
        adaptor.getOperands()[0].getType() != elt)
      return op.emitError("combiner must yield one scalar");
    rewriter.replaceOpWithNewOp<simt::YieldOp>(op, adaptor.getOperands());
    return success();
  }
};
} // namespace

void mlir::tileir::detail::populateShapePatterns(
    const TileToSIMTTypeConverter &tc, const DivisibilityInfo &div,
    RewritePatternSet &patterns) {
  patterns.add<Iota, Broadcast, Reshape, Permute, Extract, Insert, Cat, Pack, Unpack,
               Reduce, Scan, CombinerYield>(
      tc, div, patterns.getContext());
}
