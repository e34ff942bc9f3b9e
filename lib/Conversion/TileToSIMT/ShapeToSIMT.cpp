//===- ShapeToSIMT.cpp - reshape, broadcast, permute, reduce, scan --------===//
#include "TileToSIMTImpl.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::detail;
namespace ct = mlir::cuda_tile;

/// Lowers a combiner body (two rank-0 tiles in, one yielded) into `region`.
static LogicalResult lowerCombiner(KernelLowering &kl, Operation *op,
                                   Region &region, Type elt) {
  Block &src = op->getRegion(0).front();
  if (src.getNumArguments() != 2)
    return op->emitError("combiners over several operands have no SIMT "
                         "lowering yet");
  Block *dst = kl.b.createBlock(&region, {}, {elt, elt},
                                {op->getLoc(), op->getLoc()});
  kl.setMapping(src.getArgument(0), dst->getArgument(0));
  kl.setMapping(src.getArgument(1), dst->getArgument(1));
  kl.b.setInsertionPointToEnd(dst);
  return kl.lowerBlock(src, [&](Operation *t, ValueRange vals) -> LogicalResult {
    if (vals.size() != 1 || vals[0].getType() != elt)
      return t->emitError("combiner must yield one scalar");
    simt::YieldOp::create(kl.b, t->getLoc(), vals);
    return success();
  });
}

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

LogicalResult KernelLowering::lowerShape(Operation *op, bool &handled) {
  StringRef n = op->getName().stripDialect();
  Location loc = op->getLoc();
  handled = true;

  if (n == "iota") {
    Type ty = convertType(op->getResult(0).getType(), loc);
    if (!ty)
      return failure();
    setMapping(op->getResult(0), simt::IotaOp::create(b, loc, ty));
    return success();
  }

  if (n == "reshape" || n == "broadcast" || n == "permute") {
    Value src = lookup(op->getOperand(0));
    auto outTile = cast<ct::TileType>(op->getResult(0).getType());
    auto st = dyn_cast<RankedTensorType>(src.getType());
    if (!st || outTile.getShape().empty()) {
      // Scalar <-> single-element tiles.
      if (!st && n != "permute") {
        Type ty = convertType(outTile, loc);
        if (!ty)
          return failure();
        setMapping(op->getResult(0),
                   isa<RankedTensorType>(ty)
                       ? Value(simt::SplatOp::create(b, loc, ty, src))
                       : src);
        return success();
      }
      return op->emitError("'") << n << "' to a rank-0 tile has no SIMT "
                                      "lowering yet";
    }
    Value r;
    if (n == "broadcast") {
      auto ty = RankedTensorType::get(outTile.getShape(), st.getElementType(),
                                      st.getEncoding());
      r = simt::BroadcastOp::create(b, loc, ty, src);
    } else if (n == "reshape") {
      if (Attribute enc = simt::inferReshapeLayout(st, outTile.getShape())) {
        auto ty = RankedTensorType::get(outTile.getShape(),
                                        st.getElementType(), enc);
        r = simt::ReshapeOp::create(b, loc, ty, src);
      } else {
        Type ty = convertType(outTile, loc);
        r = simt::ConvertLayoutOp::create(b, loc, ty, src, DenseI32ArrayAttr(),
                                          simt::SharedAttr());
      }
    } else {
      auto perm = dyn_cast_or_null<DenseI32ArrayAttr>(op->getAttr("permutation"));
      if (!perm)
        return op->emitError("permute without a permutation attribute");
      Type ty = convertType(outTile, loc);
      if (!ty)
        return failure();
      // Shared-memory rows padded by one element: no bank conflicts when
      // the transposed side walks a column.
      unsigned rank = outTile.getRank();
      SmallVector<unsigned> order;
      for (int d = rank - 1; d >= 0; --d)
        order.push_back(d);
      auto shared = simt::SharedAttr::get(b.getContext(), 1, 1, 1, 1, order);
      r = simt::ConvertLayoutOp::create(b, loc, ty, src, perm, shared);
    }
    setMapping(op->getResult(0), r);
    return success();
  }

  if (n == "reduce" || n == "scan") {
    if (op->getNumOperands() != 1)
      return op->emitError("'") << n << "' over several tiles has no SIMT "
                                      "lowering yet";
    Value src = lookup(op->getOperand(0));
    auto st = dyn_cast<RankedTensorType>(src.getType());
    auto axisAttr = dyn_cast_or_null<IntegerAttr>(op->getAttr("dim"));
    if (!st || !axisAttr)
      return op->emitError("'") << n << "' needs a tile operand and a dim";
    int64_t axis = axisAttr.getInt();
    Type elt = st.getElementType();
    if (n == "reduce") {
      auto blocked = dyn_cast<simt::BlockedAttr>(st.getEncoding());
      if (!blocked) {
        blocked = cast<simt::BlockedAttr>(defaultLayout(st.getShape(), elt));
        src = toType(src, RankedTensorType::get(st.getShape(), elt, blocked),
                     loc);
      }
      SmallVector<int64_t> shape(st.getShape());
      shape.erase(shape.begin() + axis);
      // A rank-1 tile reduces to the scalar every thread holds.
      Type ty = shape.empty()
                    ? elt
                    : Type(RankedTensorType::get(
                          shape, elt,
                          simt::SliceAttr::get(b.getContext(), axis, blocked)));
      auto red = simt::ReduceOp::create(b, loc, ty, src,
                                        b.getI32IntegerAttr(axis));
      OpBuilder::InsertionGuard g(b);
      if (failed(lowerCombiner(*this, op, red.getCombiner(), elt)))
        return failure();
      setMapping(op->getResult(0), red);
      return success();
    }
    // Scans work on any blocked layout (ScanLowering crosses lanes and
    // warps as needed); other layouts move to the default one.
    auto blocked = dyn_cast<simt::BlockedAttr>(st.getEncoding());
    if (!blocked)
      blocked = cast<simt::BlockedAttr>(defaultLayout(st.getShape(), elt));
    blocked = scanLayout(blocked, st.getShape(), axis);
    auto ty = RankedTensorType::get(st.getShape(), elt, blocked);
    src = toType(src, ty, loc);
    auto rev = dyn_cast_or_null<BoolAttr>(op->getAttr("reverse"));
    auto scan = simt::ScanOp::create(b, loc, ty, src, b.getI32IntegerAttr(axis),
                                     rev && rev.getValue() ? b.getUnitAttr() : UnitAttr());
    OpBuilder::InsertionGuard g(b);
    if (failed(lowerCombiner(*this, op, scan.getCombiner(), elt)))
      return failure();
    setMapping(op->getResult(0), scan);
    return success();
  }

  handled = false;
  return success();
}
