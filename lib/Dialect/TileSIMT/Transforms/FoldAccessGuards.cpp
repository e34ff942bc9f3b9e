//===- FoldAccessGuards.cpp - an if around one access into its extent -----===//
//
// tile-simt-fold-access-guards (see Passes.td for why it is legal):
//   scf.if %c { pure ops; %t = load_tile ... shape[%e, ..]; yield %t }
//   else { yield splat(padding) }
// becomes the pure ops, then load_tile ... shape[select(%c, %e, 0), ..];
// likewise an if holding one store_tile and no else.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h"

#include "TileIR/Dialect/TileSIMT/IR/TileSIMT.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILESIMTFOLDACCESSGUARDS
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::simt;

/// The one access of `block` when every other op is pure and region-free.
template <typename AccessOp> static AccessOp soleAccess(Block *block) {
  AccessOp access;
  for (Operation &op : block->without_terminator()) {
    if (auto a = dyn_cast<AccessOp>(op)) {
      if (access)
        return {};
      access = a;
      continue;
    }
    if (!isPure(&op) || op.getNumRegions())
      return {};
  }
  return access;
}

/// The element a splat tensor holds (a constant, or a splat or broadcast
/// of one), if any.
static Attribute splatElement(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (isa<BroadcastOp, SplatOp>(def)) {
      v = def->getOperand(0);
      continue;
    }
    break;
  }
  Attribute a;
  if (!matchPattern(v, m_Constant(&a)))
    return {};
  if (auto dense = dyn_cast<DenseElementsAttr>(a))
    return dense.isSplat() ? dense.getSplatValue<Attribute>() : Attribute();
  return a;
}

/// Moves the then-block's ops before `ifOp` and masks `access` by the
/// condition through the extent of dim 0.
template <typename AccessOp>
static void hoistGuarded(scf::IfOp ifOp, AccessOp access) {
  Block *then = ifOp.thenBlock();
  for (Operation &op : llvm::make_early_inc_range(then->without_terminator()))
    op.moveBefore(ifOp);
  OpBuilder b(access);
  Value extent = access.getShape().front();
  Value zero = arith::ConstantOp::create(
      b, access.getLoc(), b.getIntegerAttr(extent.getType(), 0));
  Value masked = arith::SelectOp::create(b, access.getLoc(),
                                         ifOp.getCondition(), extent, zero);
  access.getShapeMutable()[0].assign(masked);
}

static bool foldLoad(scf::IfOp ifOp) {
  if (ifOp.getNumResults() != 1 || !ifOp.elseBlock())
    return false;
  auto load = soleAccess<LoadTileOp>(ifOp.thenBlock());
  if (!load || load.getShape().empty() ||
      ifOp.thenYield().getOperand(0) != load.getResult())
    return false;
  Block *other = ifOp.elseBlock();
  for (Operation &op : other->without_terminator())
    if (!isPure(&op) || op.getNumRegions())
      return false;
  Attribute otherValue = splatElement(ifOp.elseYield().getOperand(0));
  if (!otherValue)
    return false;
  // Without padding the tile's outside is undefined: any value agrees.
  if (Value pad = load.getPadding()) {
    Attribute padValue;
    if (!matchPattern(pad, m_Constant(&padValue)) || padValue != otherValue)
      return false;
  }
  hoistGuarded(ifOp, load);
  ifOp.getResult(0).replaceAllUsesWith(load.getResult());
  ifOp.erase();
  return true;
}

static bool foldStore(scf::IfOp ifOp) {
  if (ifOp.getNumResults() != 0 ||
      (ifOp.elseBlock() && !ifOp.elseBlock()->without_terminator().empty()))
    return false;
  auto store = soleAccess<StoreTileOp>(ifOp.thenBlock());
  if (!store || store.getShape().empty())
    return false;
  hoistGuarded(ifOp, store);
  ifOp.erase();
  return true;
}

namespace {
struct FoldAccessGuardsPass
    : tileir::impl::TileSIMTFoldAccessGuardsBase<FoldAccessGuardsPass> {
  void runOnOperation() override {
    SmallVector<scf::IfOp> ifs;
    getOperation()->walk([&](scf::IfOp op) { ifs.push_back(op); });
    for (scf::IfOp op : ifs) // innermost first (post-order)
      if (!foldLoad(op))
        foldStore(op);
  }
};
} // namespace
