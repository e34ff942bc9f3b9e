//===- RemoveLayoutConversions.cpp - push convert_layout to its sources ---===//
//
// convert-tile-to-simt gives every tile the default layout of its shape and
// joins mismatches with tile_simt.convert_layout, a round trip through
// shared memory. This pass moves each conversion towards the values that
// feed it until it reaches one that can simply be produced in the wanted
// layout (splat, constant, load) or one that really has two consumers.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h"

#include "LoopUtils.h"

#include "TileIR/Dialect/TileSIMT/IR/Layout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILESIMTREMOVELAYOUTCONVERSIONS
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::simt;

/// `t` with the encoding `enc`.
static RankedTensorType withEncoding(Type t, Attribute enc) {
  auto rt = cast<RankedTensorType>(t);
  return RankedTensorType::get(rt.getShape(), rt.getElementType(), enc);
}

/// True when `v` can be rebuilt in any layout without shared memory: a
/// splat, iota or constant, possibly broadcast or reshaped, or a short
/// chain of element-wise ops on those (coordinates: iota + offset, widened;
/// masks compared from them, a sliding window's five deep), which each
/// thread recomputes for its own elements.
static bool isRebuildable(Value v, unsigned depth = 0) {
  Operation *def = v.getDefiningOp();
  if (!def)
    return false;
  if (isa<SplatOp, IotaOp, arith::ConstantOp>(def))
    return true;
  if (isa<BroadcastOp, ReshapeOp>(def))
    return isRebuildable(def->getOperand(0), depth);
  if (depth < 6 && isElementwise(def))
    return llvm::all_of(def->getOperands(), [&](Value o) {
      return !isa<RankedTensorType>(o.getType()) ||
             isRebuildable(o, depth + 1);
    });
  return false;
}

/// True when `to` is `from` with unit dims inserted or removed: the same
/// non-unit extents in the same order, so row-major order keeps every
/// element's position among them.
static bool isUnitDimReshape(ArrayRef<int64_t> from, ArrayRef<int64_t> to) {
  auto nonUnit = [](ArrayRef<int64_t> s) {
    SmallVector<int64_t> out;
    for (int64_t n : s)
      if (n != 1)
        out.push_back(n);
    return out;
  };
  return nonUnit(from) == nonUnit(to);
}

/// `shape` (a broadcast's operand) once the broadcast result's shape
/// `from` is reshaped to `to` by a unit-dim reshape: each non-unit dim of
/// `from` keeps its extent in `shape` at its place in `to`.
static SmallVector<int64_t> reshapeOperandShape(ArrayRef<int64_t> shape,
                                                ArrayRef<int64_t> from,
                                                ArrayRef<int64_t> to) {
  SmallVector<int64_t> out(to.size(), 1);
  size_t j = 0;
  for (size_t d = 0; d < from.size(); ++d) {
    if (from[d] == 1)
      continue;
    while (to[j] == 1)
      ++j;
    out[j++] = shape[d];
  }
  return out;
}

/// True when making `v` in layout `enc` costs no shared memory.
static bool isFreeIn(Value v, Attribute enc) {
  auto rt = dyn_cast<RankedTensorType>(v.getType());
  return !rt || rt.getEncoding() == enc || isRebuildable(v);
}

/// What converting `v` moves through shared memory: its elements, or with
/// `bytes` its bytes (an i1 a byte).
static int64_t volume(Value v, bool bytes) {
  return bytes ? tensorBytes(v.getType())
               : cast<RankedTensorType>(v.getType()).getNumElements();
}

/// Elements that making `v` in layout `enc` sends through shared memory,
/// once the other patterns are done with it: none for free values and for a
/// conversion out of `enc` (the pair composes away), its operand's for a
/// broadcast (the conversion moves to the smaller operand, in the same
/// layout), its operands' for an element-wise op or unit-dim reshape read
/// by nothing else (the conversion moves on to them; a mask and-ed from
/// broadcast rows and columns costs its rows and columns), all of `v`
/// otherwise; in bytes with `bytes`.
static int64_t conversionCost(Value v, Attribute enc, bool bytes,
                              unsigned depth = 0) {
  if (isFreeIn(v, enc))
    return 0;
  Operation *def = v.getDefiningOp();
  if (auto cvt = dyn_cast_or_null<ConvertLayoutOp>(def)) {
    auto srcTy = cast<RankedTensorType>(cvt.getSource().getType());
    if (!cvt.getPermutation() && srcTy.getEncoding() == enc &&
        srcTy.getShape() == cast<RankedTensorType>(v.getType()).getShape())
      return 0;
  }
  if (auto bc = dyn_cast_or_null<BroadcastOp>(def))
    return conversionCost(bc.getSource(), enc, bytes, depth);
  if (def && depth < 6 && v.hasOneUse()) {
    int64_t sum = -1;
    if (isElementwise(def)) {
      sum = 0;
      for (Value o : def->getOperands())
        if (isa<RankedTensorType>(o.getType()))
          sum += conversionCost(o, enc, bytes, depth + 1);
    } else if (auto rs = dyn_cast<ReshapeOp>(def)) {
      auto srcTy = cast<RankedTensorType>(rs.getSource().getType());
      if (isUnitDimReshape(srcTy.getShape(),
                           cast<RankedTensorType>(v.getType()).getShape()))
        sum = conversionCost(rs.getSource(), /*enc=*/{}, bytes, depth + 1);
    }
    if (sum >= 0)
      return std::min(sum, volume(v, bytes));
  }
  return volume(v, bytes);
}

/// `v` in the layout `enc` (a conversion unless it already is).
static Value convertTo(PatternRewriter &b, Location loc, Value v,
                       Attribute enc) {
  auto rt = cast<RankedTensorType>(v.getType());
  if (rt.getEncoding() == enc)
    return v;
  return ConvertLayoutOp::create(b, loc, withEncoding(rt, enc), v,
                                 /*permutation=*/nullptr, /*shared=*/nullptr);
}

/// `v` reshaped (row-major) to `shape` in the layout `enc`: one conversion.
static Value convertTo(PatternRewriter &b, Location loc, Value v,
                       ArrayRef<int64_t> shape, Attribute enc) {
  auto rt = cast<RankedTensorType>(v.getType());
  if (rt.getShape() == shape)
    return convertTo(b, loc, v, enc);
  return ConvertLayoutOp::create(
      b, loc, RankedTensorType::get(shape, rt.getElementType(), enc), v,
      /*permutation=*/nullptr, /*shared=*/nullptr);
}

/// `op` (element-wise) made again on `operands` with result type `type`.
static Value rebuildElementwise(OpBuilder &b, Operation *op,
                                ValueRange operands, Type type) {
  OperationState st(op->getLoc(), op->getName().getStringRef(), operands,
                    TypeRange{type}, op->getAttrs());
  return b.create(st)->getResult(0);
}

namespace {
struct PushConversionUp : OpRewritePattern<ConvertLayoutOp> {
  PushConversionUp(MLIRContext *ctx, bool loads, bool bytes)
      : OpRewritePattern(ctx), rematerializeLoads(loads), bytes(bytes) {}

  LogicalResult matchAndRewrite(ConvertLayoutOp cvt,
                                PatternRewriter &b) const override {
    // Transposes (with a permutation) really move data.
    if (cvt.getPermutation())
      return failure();
    auto dstTy = cast<RankedTensorType>(cvt.getType());
    Attribute enc = dstTy.getEncoding();
    Value src = cvt.getSource();
    Location loc = cvt.getLoc();
    if (src.getType() == dstTy) {
      b.replaceOp(cvt, src);
      return success();
    }
    Operation *def = src.getDefiningOp();
    if (!def)
      return failure();

    // Conversions of one value to one type are one: merged right after the
    // value (where it dominates them all), so the rules below, which want a
    // value read once, see it so (a page entry read by an offset and a mask).
    if (!src.hasOneUse() &&
        llvm::all_of(src.getUsers(), [&](Operation *u) {
          auto other = dyn_cast<ConvertLayoutOp>(u);
          return other && other.getType() == dstTy && !other.getPermutation();
        })) {
      b.modifyOpInPlace(cvt, [&] { cvt->moveAfter(def); });
      for (Operation *u : llvm::make_early_inc_range(src.getUsers()))
        if (u != cvt)
          b.replaceOp(u, cvt.getResult());
      return success();
    }

    if (auto inner = dyn_cast<ConvertLayoutOp>(def)) {
      if (inner.getPermutation())
        return failure();
      // Both read their source in row-major order, so a reshaping pair
      // composes into one conversion.
      Value s = inner.getSource();
      if (cast<RankedTensorType>(s.getType()).getShape() == dstTy.getShape())
        b.replaceOp(cvt, convertTo(b, loc, s, enc));
      else
        b.replaceOpWithNewOp<ConvertLayoutOp>(cvt, dstTy, s, nullptr, nullptr);
      return success();
    }
    if (auto splat = dyn_cast<SplatOp>(def)) {
      b.replaceOpWithNewOp<SplatOp>(cvt, dstTy, splat.getValue());
      return success();
    }
    if (isa<IotaOp>(def)) { // each thread computes its own coordinates
      b.replaceOpWithNewOp<IotaOp>(cvt, dstTy);
      return success();
    }
    if (auto cst = dyn_cast<arith::ConstantOp>(def)) {
      auto dense = dyn_cast<DenseElementsAttr>(cst.getValue());
      if (!dense || !dense.isSplat())
        return failure();
      b.replaceOpWithNewOp<arith::ConstantOp>(
          cvt, dstTy,
          DenseElementsAttr::get(dstTy, dense.getSplatValue<Attribute>()));
      return success();
    }
    // A conversion that also reshapes (row-major) is only pushed through
    // ops that can be rebuilt at any shape, and through a unit-dim
    // reshape's element-wise ops and broadcasts: an index vector made in
    // one dimension and reshaped into a 4-d gather's pointer tile is
    // computed in the tile's layout, each thread making the entries its
    // own elements read.
    auto srcShape = cast<RankedTensorType>(src.getType()).getShape();
    if (srcShape != dstTy.getShape())
      return pushReshapingConversion(cvt, def, b);
    // Broadcast keeps one layout for operand and result: convert the
    // (smaller) operand instead.
    if (auto bc = dyn_cast<BroadcastOp>(def)) {
      Value s = convertTo(b, loc, bc.getSource(), enc);
      b.replaceOpWithNewOp<BroadcastOp>(cvt, dstTy, s);
      return success();
    }
    // A unit-dim reshape: convert the operand to the layout that reshapes
    // into `enc` without moving registers; where no layout of the
    // operand's shape does (the wanted one spreads threads over the unit
    // dims), one conversion that reshapes too (no more elements), which
    // the reshaping rules push on.
    if (auto rs = dyn_cast<ReshapeOp>(def)) {
      auto srcTy = cast<RankedTensorType>(rs.getSource().getType());
      if (Attribute srcEnc = inferReshapeLayout(dstTy, srcTy.getShape())) {
        Value s = convertTo(b, loc, rs.getSource(), srcEnc);
        b.replaceOpWithNewOp<ReshapeOp>(cvt, dstTy, s);
        return success();
      }
      if (!src.hasOneUse() ||
          !isUnitDimReshape(srcTy.getShape(), dstTy.getShape()))
        return failure();
      b.replaceOp(cvt, convertTo(b, loc, rs.getSource(), dstTy.getShape(),
                                 enc));
      return success();
    }
    // A load read by nothing else: load in the wanted layout.
    if (auto ld = dyn_cast<LoadTileOp>(def)) {
      if (!rematerializeLoads || !src.hasOneUse())
        return failure();
      // Re-issued where the load was: a store between it and the
      // conversion must not become visible to it.
      b.setInsertionPoint(ld);
      Operation *clone = b.clone(*ld);
      clone->getResult(0).setType(dstTy);
      b.replaceOp(cvt, clone->getResults());
      b.eraseOp(ld);
      return success();
    }
    if (isElementwise(def))
      return pushThroughElementwise(cvt, def, b, bytes);
    return failure();
  }

  /// Elementwise: move the conversion to the operands (reshaped as `cvt`
  /// reshapes) when the ones that adds move at most the elements (with
  /// `bytes`, the bytes) of the one removed here (which pays for them): a
  /// conversion of a whole accumulator in front of a product with a
  /// broadcast row becomes one of the row. A value other ops read too is
  /// rebuilt here only when that is free (isRebuildable): the others keep
  /// the original.
  static LogicalResult pushThroughElementwise(ConvertLayoutOp cvt,
                                              Operation *def,
                                              PatternRewriter &b, bool bytes) {
    auto dstTy = cast<RankedTensorType>(cvt.getType());
    Value src = cvt.getSource();
    // Across a reshape no operand already has the wanted type.
    Attribute costEnc =
        cast<RankedTensorType>(src.getType()).getShape() == dstTy.getShape()
            ? dstTy.getEncoding()
            : Attribute();
    int64_t cost = 0;
    for (Value v : def->getOperands())
      if (isa<RankedTensorType>(v.getType()))
        cost += conversionCost(v, costEnc, bytes);
    if (cost > volume(src, bytes) || (!src.hasOneUse() && cost != 0))
      return failure();
    SmallVector<Value> operands;
    for (Value v : def->getOperands())
      operands.push_back(isa<RankedTensorType>(v.getType())
                             ? convertTo(b, cvt.getLoc(), v, dstTy.getShape(),
                                         dstTy.getEncoding())
                             : v);
    b.replaceOp(cvt, rebuildElementwise(b, def, operands, dstTy));
    return success();
  }

  /// `cvt` reshapes `def`'s result by a unit-dim reshape: an element-wise
  /// op is rebuilt at the new shape on reshaped operands, a broadcast on
  /// its operand reshaped alike, when that moves no more elements.
  LogicalResult pushReshapingConversion(ConvertLayoutOp cvt, Operation *def,
                                        PatternRewriter &b) const {
    auto dstTy = cast<RankedTensorType>(cvt.getType());
    Value src = cvt.getSource();
    ArrayRef<int64_t> from = cast<RankedTensorType>(src.getType()).getShape();
    if (!isUnitDimReshape(from, dstTy.getShape()))
      return failure();
    if (auto ld = dyn_cast<LoadTileOp>(def))
      return reloadReshaped(cvt, ld, b);
    Attribute enc = dstTy.getEncoding();
    Location loc = cvt.getLoc();
    if (auto bc = dyn_cast<BroadcastOp>(def)) {
      auto in = cast<RankedTensorType>(bc.getSource().getType());
      Value s = convertTo(
          b, loc, bc.getSource(),
          reshapeOperandShape(in.getShape(), from, dstTy.getShape()), enc);
      b.replaceOpWithNewOp<BroadcastOp>(cvt, dstTy, s);
      return success();
    }
    if (isElementwise(def))
      return pushThroughElementwise(cvt, def, b, bytes);
    return failure();
  }

  /// Loads of at most this many elements read by several conversions are
  /// issued once per conversion: a small tile's reload hits L1, where its
  /// conversion pays a shared-memory round trip and a barrier.
  static constexpr int64_t kMaxReloadElements = 1024;

  /// `cvt` reshapes `ld`'s tile by unit dims: the tile is loaded again in
  /// the layout that reshapes into the wanted one without moving registers,
  /// or, where none does, at the wanted shape, each inserted unit dim read
  /// at offset 0 of extent 1 (the same elements, in row-major order).
  LogicalResult reloadReshaped(ConvertLayoutOp cvt, LoadTileOp ld,
                               PatternRewriter &b) const {
    auto dstTy = cast<RankedTensorType>(cvt.getType());
    auto ldTy = cast<RankedTensorType>(ld.getType());
    if (!rematerializeLoads ||
        !llvm::all_of(ld->getUsers(),
                      [](Operation *u) { return isa<ConvertLayoutOp>(u); }) ||
        (!ld->hasOneUse() && ldTy.getNumElements() > kMaxReloadElements))
      return failure();
    ArrayRef<int64_t> from = ldTy.getShape(), to = dstTy.getShape();
    // Re-issued where the load was: a store between it and the conversion
    // must not become visible to it.
    b.setInsertionPoint(ld);
    Value reloaded;
    if (Attribute enc = inferReshapeLayout(dstTy, from)) {
      Operation *clone = b.clone(*ld);
      clone->getResult(0).setType(withEncoding(ldTy, enc));
      reloaded = clone->getResult(0);
    } else {
      // Which dim of the load each wanted dim is (-1: an inserted unit dim).
      SmallVector<int64_t> srcOf(to.size(), -1);
      size_t i = 0;
      for (size_t j = 0; j < to.size(); ++j)
        if (i < from.size() && from[i] == to[j])
          srcOf[j] = i++;
      if (i != from.size() || from.empty() ||
          llvm::any_of(llvm::seq<size_t>(0, to.size()),
                       [&](size_t j) { return srcOf[j] < 0 && to[j] != 1; }))
        return failure();
      Location loc = ld.getLoc();
      Type idx = ld.getShape()[0].getType();
      Value zero = arith::ConstantOp::create(b, loc, b.getIntegerAttr(idx, 0));
      Value one = arith::ConstantOp::create(b, loc, b.getIntegerAttr(idx, 1));
      SmallVector<Value> offs, extents, strides;
      SmallVector<int64_t> shapeDiv, strideDiv;
      for (int64_t k : srcOf) {
        offs.push_back(k < 0 ? zero : ld.getOffsets()[k]);
        extents.push_back(k < 0 ? one : ld.getShape()[k]);
        strides.push_back(k < 0 ? one : ld.getStrides()[k]);
        if (!ld.getShapeDiv().empty())
          shapeDiv.push_back(k < 0 ? 1 : ld.getShapeDiv()[k]);
        if (!ld.getStrideDiv().empty())
          strideDiv.push_back(k < 0 ? 1 : ld.getStrideDiv()[k]);
      }
      reloaded = LoadTileOp::create(
          b, loc, dstTy, ld.getBase(), offs, extents, strides, ld.getPadding(),
          b.getDenseI64ArrayAttr(shapeDiv), b.getDenseI64ArrayAttr(strideDiv),
          ld.getBaseAlignAttr(), ld.getLatencyAttr(), ld.getUnorderedAttr(),
          ld.getAllowTmaAttr());
    }
    b.setInsertionPoint(cvt);
    if (reloaded.getType() == dstTy)
      b.replaceOp(cvt, reloaded);
    else
      b.replaceOpWithNewOp<ReshapeOp>(cvt, dstTy, reloaded);
    if (ld->use_empty())
      b.eraseOp(ld);
    return success();
  }

  bool rematerializeLoads;
  // Costs in bytes (narrow-first): no conversion moves above a truncation.
  bool bytes;
};

/// Carries iter arg `i` of `loop` in layout `enc`, yielding `next`: the init
/// is converted once before the loop, the result once after it, and the
/// body's uses of the carried value that want the old layout read one
/// conversion of it (conversions to `enc` read it as it is; the ops of
/// `made` read it in `enc` already).
static void carryIn(PatternRewriter &b, scf::ForOp loop, unsigned i,
                    Value next, Attribute enc,
                    const llvm::SmallPtrSetImpl<Operation *> &made) {
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  BlockArgument arg = loop.getRegionIterArgs()[i];
  Value res = loop.getResult(i);
  auto oldTy = cast<RankedTensorType>(arg.getType());
  auto newTy = withEncoding(oldTy, enc);
  Attribute oldEnc = oldTy.getEncoding();
  Location loc = loop.getLoc();

  b.setInsertionPoint(loop);
  Value init = convertTo(b, loc, loop.getInitArgs()[i], enc);
  b.modifyOpInPlace(loop, [&] {
    loop.getInitArgsMutable()[i].assign(init);
    arg.setType(newTy);
    res.setType(newTy);
  });
  b.modifyOpInPlace(yield, [&] { yield->setOperand(i, next); });
  SmallVector<OpOperand *> others;
  for (OpOperand &use : llvm::make_early_inc_range(arg.getUses())) {
    auto user = dyn_cast<ConvertLayoutOp>(use.getOwner());
    if (user && !user.getPermutation() && user.getType() == newTy)
      b.replaceOp(user, arg);
    else if (!made.contains(use.getOwner()) && use.getOwner() != yield)
      others.push_back(&use);
  }
  if (!others.empty()) {
    b.setInsertionPointToStart(loop.getBody());
    Value back = convertTo(b, loc, arg, oldEnc);
    for (OpOperand *use : others)
      b.modifyOpInPlace(use->getOwner(), [&] { use->set(back); });
  }
  if (!res.use_empty()) {
    b.setInsertionPointAfter(loop);
    Value after = convertTo(b, loc, res, oldEnc);
    b.replaceAllUsesExcept(res, after, after.getDefiningOp());
  }
}

/// A loop-carried tensor whose next value is made in another layout L and
/// converted back at the yield (a matrix accumulator) is carried in L (see
/// carryIn); the conversions the body's other uses read usually go (a
/// conversion back to L composes away). The loop then computes the same
/// values, distributed differently, with at most as many conversions per
/// trip.
struct CarryLoopInLayout : OpRewritePattern<scf::ForOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(scf::ForOp loop,
                                PatternRewriter &b) const override {
    auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
    for (unsigned i = 0; i < loop.getNumRegionIterArgs(); ++i) {
      auto cvt = yield.getOperand(i).getDefiningOp<ConvertLayoutOp>();
      if (!cvt || cvt.getPermutation())
        continue;
      auto oldTy = cast<RankedTensorType>(cvt.getType());
      auto newTy = cast<RankedTensorType>(cvt.getSource().getType());
      if (oldTy.getShape() != newTy.getShape())
        continue;
      carryIn(b, loop, i, cvt.getSource(), newTy.getEncoding(),
              llvm::SmallPtrSet<Operation *, 1>());
      return success();
    }
    return failure();
  }
};

/// The tree of single-use element-wise ops that makes `v` from the carried
/// value `arg`, conversions out of one layout and values free in any layout
/// (at most 6 deep): the first conversion's source layout goes to `enc`,
/// the elements the conversions out of it move (conversionCost) to
/// `moved`, the tree's ops to `ops`. False when some leaf is none of these.
static bool isCarriedTree(Value v, BlockArgument arg, Attribute &enc,
                          int64_t &moved,
                          llvm::SmallPtrSetImpl<Operation *> &ops,
                          unsigned depth = 0) {
  if (v == arg)
    return true;
  Operation *def = v.getDefiningOp();
  if (auto cvt = dyn_cast_or_null<ConvertLayoutOp>(def)) {
    auto src = cast<RankedTensorType>(cvt.getSource().getType());
    if (cvt.getPermutation() ||
        src.getShape() != cast<RankedTensorType>(v.getType()).getShape() ||
        (enc && src.getEncoding() != enc))
      return false;
    enc = src.getEncoding();
    moved += conversionCost(cvt.getSource(),
                            cast<RankedTensorType>(v.getType()).getEncoding(),
                            /*bytes=*/false);
    return true;
  }
  if (!isa<RankedTensorType>(v.getType()) || isRebuildable(v))
    return true;
  if (!def || depth >= 6 || !v.hasOneUse() || !isElementwise(def))
    return false;
  ops.insert(def);
  return llvm::all_of(def->getOperands(), [&](Value o) {
    return isCarriedTree(o, arg, enc, moved, ops, depth + 1);
  });
}

/// The tree isCarriedTree accepted made again in layout `enc`, `arg` read
/// as it is (the caller carries it in `enc`); the new ops go to `made`.
static Value rebuildCarriedTree(PatternRewriter &b, Value v, BlockArgument arg,
                                Attribute enc,
                                llvm::SmallPtrSetImpl<Operation *> &made) {
  auto rt = dyn_cast<RankedTensorType>(v.getType());
  if (v == arg || !rt)
    return v;
  Operation *def = v.getDefiningOp();
  if (auto cvt = dyn_cast_or_null<ConvertLayoutOp>(def))
    return cvt.getSource();
  if (isRebuildable(v))
    return convertTo(b, v.getLoc(), v, enc);
  SmallVector<Value> operands;
  for (Value o : def->getOperands())
    operands.push_back(rebuildCarriedTree(b, o, arg, enc, made));
  Value out = rebuildElementwise(b, def, operands, withEncoding(rt, enc));
  made.insert(out.getDefiningOp());
  return out;
}

/// A loop-carried tensor whose next value is an element-wise update of it
/// by values converted from another layout L (a bf16 term in L added into
/// an f32 sum in another layout) is carried in L, the update made in L from
/// the conversions' sources (see carryIn), where the trip's conversions
/// move more elements than the one back that uses of the carried value
/// outside the update then read. Applied once the other rewrites are done
/// (a conversion they remove for free is no reason to move the carry).
struct CarryUpdateInLayout : OpRewritePattern<scf::ForOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(scf::ForOp loop,
                                PatternRewriter &b) const override {
    auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
    for (unsigned i = 0; i < loop.getNumRegionIterArgs(); ++i) {
      BlockArgument arg = loop.getRegionIterArgs()[i];
      Value next = yield.getOperand(i);
      auto ty = dyn_cast<RankedTensorType>(arg.getType());
      if (!ty || !ty.getEncoding())
        continue;
      Attribute enc;
      int64_t moved = 0;
      llvm::SmallPtrSet<Operation *, 8> tree;
      if (!isCarriedTree(next, arg, enc, moved, tree) || !enc ||
          enc == ty.getEncoding())
        continue;
      bool outside = llvm::any_of(arg.getUsers(), [&](Operation *user) {
        return !tree.contains(user);
      });
      if (moved <= (outside ? ty.getNumElements() : 0))
        continue;
      llvm::SmallPtrSet<Operation *, 8> made;
      b.setInsertionPoint(yield);
      carryIn(b, loop, i, rebuildCarriedTree(b, next, arg, enc, made), enc,
              made);
      return success();
    }
    return failure();
  }
};

/// A product whose rhs (or lhs) is a transpose of its last two dims reads
/// the untransposed tile instead (rhs_transposed, lhs_transposed): the
/// lowering stages the operands in shared memory anyway, and staging one as
/// it is and reading it transposed is the same product without the
/// transpose's own round trip. A reshape that only drops a leading unit dim
/// between the transpose and the product (a batched load's one matrix) is
/// taken across: it is redone on the untransposed tile, as a slice of its
/// layout, which keeps every register where it is.
struct FoldTransposeIntoMma : OpRewritePattern<MmaOp> {
  using OpRewritePattern::OpRewritePattern;

  /// The untransposed tile `v` is a transpose of (reshaped as `v` is, when
  /// `v` is a reshape), or null.
  static Value untransposed(PatternRewriter &b, Value v) {
    auto reshape = v.getDefiningOp<ReshapeOp>();
    auto cvt = (reshape ? reshape.getSource() : v)
                   .getDefiningOp<ConvertLayoutOp>();
    if (!cvt || !cvt.getPermutation())
      return {};
    ArrayRef<int32_t> perm = *cvt.getPermutation();
    int32_t rank = perm.size();
    for (int32_t d = 0; d < rank; ++d)
      if (perm[d] != (d == rank - 2 ? rank - 1 : d == rank - 1 ? rank - 2 : d))
        return {};
    if (!reshape)
      return cvt.getSource();
    auto src = cast<RankedTensorType>(cvt.getSource().getType());
    auto out = cast<RankedTensorType>(v.getType());
    auto parent = dyn_cast<BlockedAttr>(src.getEncoding());
    if (!parent || src.getRank() != out.getRank() + 1 || src.getDimSize(0) != 1)
      return {};
    auto t = RankedTensorType::get(src.getShape().drop_front(),
                                   src.getElementType(),
                                   SliceAttr::get(b.getContext(), 0, parent));
    if (!haveSameRegisters(src, t))
      return {};
    b.setInsertionPoint(reshape);
    return ReshapeOp::create(b, reshape.getLoc(), t, cvt.getSource());
  }

  LogicalResult matchAndRewrite(MmaOp mma, PatternRewriter &b) const override {
    Value lhs = mma.getLhsTransposed() ? Value() : untransposed(b, mma.getLhs());
    Value rhs = mma.getRhsTransposed() ? Value() : untransposed(b, mma.getRhs());
    if (!lhs && !rhs)
      return failure();
    b.modifyOpInPlace(mma, [&] {
      if (lhs) {
        mma.getLhsMutable().assign(lhs);
        mma.setLhsTransposed(true);
      }
      if (rhs) {
        mma.getRhsMutable().assign(rhs);
        mma.setRhsTransposed(true);
      }
    });
    return success();
  }
};

/// A conversion in a loop body of a value made before the loop is done once,
/// before the loop, where its result takes no more registers than its
/// operand (which is live through the loop anyway): a scalar statistic
/// read in every trip no longer crosses shared memory, with a barrier, in
/// each. One under an scf.if in the body stays (hoisted it would run
/// whether or not the branch does). Applied once the other patterns are
/// done, so that a conversion they rebuild for free in the loop (a mask
/// from iotas, which then holds no registers between trips) is not hoisted
/// first.
struct HoistInvariantConversion : OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvertLayoutOp cvt,
                                PatternRewriter &b) const override {
    auto loop = dyn_cast<scf::ForOp>(cvt->getParentOp());
    if (!loop || loop.getRegion().isAncestor(cvt.getSource().getParentRegion()))
      return failure();
    auto in = cast<RankedTensorType>(cvt.getSource().getType());
    auto out = cast<RankedTensorType>(cvt.getType());
    if (getNumRegisters(out) * out.getElementTypeBitWidth() >
        getNumRegisters(in) * in.getElementTypeBitWidth())
      return failure();
    b.modifyOpInPlace(cvt, [&] { cvt->moveBefore(loop); });
    return success();
  }
};

/// An element-wise op whose tensor operands are all broadcasts (or splats)
/// is computed at their sources' joint shape and broadcast after: each
/// thread computes each distinct value once, and a loop-invariant part stays
/// as small as its sources when LLVM hoists it out of the loop (a gather's
/// mask and-ed from page, row and column masks is 32 predicates per thread
/// at the tile's shape, 4 at the columns'). Broadcast operand and result
/// share one layout, so every register keeps its place.
struct NarrowElementwiseOfBroadcasts : RewritePattern {
  NarrowElementwiseOfBroadcasts(MLIRContext *ctx)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, ctx) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &b) const override {
    if (!isElementwise(op))
      return failure();
    auto outTy = cast<RankedTensorType>(op->getResult(0).getType());
    SmallVector<int64_t> joint(outTy.getRank(), 1);
    bool anyTensor = false;
    for (Value v : op->getOperands()) {
      if (!isa<RankedTensorType>(v.getType()))
        continue;
      anyTensor = true;
      Operation *def = v.getDefiningOp();
      if (isa_and_nonnull<SplatOp>(def))
        continue;
      auto bc = dyn_cast_or_null<BroadcastOp>(def);
      if (!bc)
        return failure();
      auto in = cast<RankedTensorType>(bc.getSource().getType());
      for (int64_t d = 0; d < outTy.getRank(); ++d)
        joint[d] = std::max(joint[d], in.getDimSize(d));
    }
    auto jointTy = RankedTensorType::get(joint, outTy.getElementType(),
                                         outTy.getEncoding());
    if (!anyTensor || jointTy.getNumElements() >= outTy.getNumElements())
      return failure();
    Location loc = op->getLoc();
    SmallVector<Value> operands;
    for (Value v : op->getOperands()) {
      auto t = dyn_cast<RankedTensorType>(v.getType());
      if (!t) {
        operands.push_back(v);
        continue;
      }
      auto narrow = RankedTensorType::get(joint, t.getElementType(),
                                          t.getEncoding());
      if (auto splat = v.getDefiningOp<SplatOp>()) {
        operands.push_back(SplatOp::create(b, loc, narrow, splat.getValue()));
        continue;
      }
      Value src = v.getDefiningOp<BroadcastOp>().getSource();
      operands.push_back(src.getType() == narrow
                             ? src
                             : BroadcastOp::create(b, loc, narrow, src));
    }
    b.replaceOpWithNewOp<BroadcastOp>(
        op, outTy, rebuildElementwise(b, op, operands, jointTy));
    return success();
  }
};

/// narrow-first: an element-wise op that narrows its one tile operand (an
/// f32 accumulator truncated to f16) and reads it from a conversion no one
/// else reads is made in the conversion's source layout, and its narrow
/// result converted instead: the same values, half the bytes (or less)
/// through shared memory. Legal: a layout conversion only moves elements,
/// and an element-wise op computes each element from the same element of
/// its operands wherever they are held.
struct SinkConversionBelowNarrowing : RewritePattern {
  SinkConversionBelowNarrowing(MLIRContext *ctx)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, ctx) {}
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &b) const override {
    if (!isElementwise(op))
      return failure();
    ConvertLayoutOp cvt;
    for (Value v : op->getOperands()) {
      if (!isa<RankedTensorType>(v.getType()))
        continue;
      if (cvt)
        return failure(); // one tile operand only
      cvt = v.getDefiningOp<ConvertLayoutOp>();
      if (!cvt)
        return failure();
    }
    if (!cvt)
      return failure();
    auto srcTy = cast<RankedTensorType>(cvt.getSource().getType());
    auto dstTy = cast<RankedTensorType>(op->getResult(0).getType());
    if (!cvt->hasOneUse() || cvt.getPermutation() ||
        srcTy.getShape() != dstTy.getShape() ||
        volume(op->getResult(0), true) >= volume(cvt.getResult(), true))
      return failure();
    SmallVector<Value> operands(op->getOperands());
    for (Value &v : operands)
      if (v == cvt.getResult())
        v = cvt.getSource();
    b.setInsertionPoint(op);
    Value narrow = rebuildElementwise(b, op, operands,
                                      withEncoding(dstTy, srcTy.getEncoding()));
    b.replaceOp(op, convertTo(b, op->getLoc(), narrow, dstTy.getEncoding()));
    return success();
  }
};

struct RemoveLayoutConversionsPass
    : tileir::impl::TileSIMTRemoveLayoutConversionsBase<
          RemoveLayoutConversionsPass> {
  using Base::Base;
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<PushConversionUp>(&getContext(), rematerializeLoads,
                                   narrowFirst);
    patterns.add<CarryLoopInLayout, FoldTransposeIntoMma,
                 NarrowElementwiseOfBroadcasts>(&getContext());
    if (narrowFirst)
      patterns.add<SinkConversionBelowNarrowing>(&getContext());
    FrozenRewritePatternSet frozen(std::move(patterns));
    if (failed(applyPatternsGreedily(getOperation(), frozen)))
      return signalPassFailure();
    // What stays in a loop is hoisted where that pays, then pushed on.
    RewritePatternSet hoist(&getContext());
    hoist.add<HoistInvariantConversion, CarryUpdateInLayout>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(hoist))) ||
        failed(applyPatternsGreedily(getOperation(), frozen)))
      signalPassFailure();
  }
};
} // namespace
