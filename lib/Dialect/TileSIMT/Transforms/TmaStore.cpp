//===- TmaStore.cpp - a converted tile's store through the accelerator ----===//
//
// tile-simt-tma-store (see Passes.td for why it is legal):
//   %c = convert_layout %x ; %y = truncf %c ; store_tile %y, %base[...]
// becomes
//   %y' = truncf %x ; write_slot %y', %slot ; tma_store_tile %slot to %map[...]
// (unit-dim reshapes on the way are left out: the slot is row-major).
// The conversion's shared-memory round trip is the slot's: each thread
// writes its elements where the accelerator reads them, and one thread's
// copy replaces every thread's global stores.
//
//===----------------------------------------------------------------------===//
#include "LoopUtils.h"
#include "PipelineMma.h"

#include "TileIR/Dialect/TileSIMT/IR/Layout.h"
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h"
#include "TileIR/Target/Chip.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILESIMTTMASTORE
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::simt;

/// Whether `op` computes each element from the same element of its one
/// tensor operand (a cast, a negation, a scale by a scalar).
static bool isUnaryElementwise(Operation *op) {
  return isElementwise(op) && llvm::count_if(op->getOperandTypes(), [](Type t) {
           return isa<RankedTensorType>(t);
         }) == 1;
}

namespace {
struct TmaStore : tileir::impl::TileSIMTTmaStoreBase<TmaStore> {
  using TileSIMTTmaStoreBase::TileSIMTTmaStoreBase;

  void runOnOperation() override {
    const Chip *target = lookupChip(chip);
    if (!target) {
      getOperation()->emitError(unsupportedChipMessage(chip));
      return signalPassFailure();
    }
    if (!target->has(ChipFeature::Tma))
      return;
    SmallVector<StoreTileOp> stores;
    getOperation()->walk([&](StoreTileOp st) { stores.push_back(st); });
    for (StoreTileOp st : stores)
      rewrite(st);
  }

  void rewrite(StoreTileOp st) {
    auto fn = st->getParentOfType<gpu::GPUFuncOp>();
    auto ty = cast<RankedTensorType>(st.getValue().getType());
    int64_t rank = ty.getRank();
    BoolAttr allow = st.getAllowTmaAttr();
    if (!fn || !st.getWeak() || rank < 2 || (allow && !allow.getValue()))
      return;
    // The tensor is written by this store alone: the copy's writes land
    // out of order with any other access of it.
    if (!llvm::all_of(st.getBase().getUsers(),
                      [&](Operation *u) { return u == st; }))
      return;
    // The element-wise ops and unit-dim reshapes between the conversion and
    // the store, each the only user of the one before. (A reshape that only
    // adds or drops unit dims keeps the row-major order the slot holds.)
    SmallVector<Operation *> chain;
    Value v = st.getValue();
    while (Operation *def = v.getDefiningOp()) {
      if (!v.hasOneUse())
        break;
      if (auto rs = dyn_cast<ReshapeOp>(def)) {
        if (!sameRowMajorShape(
                cast<RankedTensorType>(rs.getType()).getShape(),
                cast<RankedTensorType>(rs.getSource().getType()).getShape()))
          break;
        chain.push_back(def);
        v = rs.getSource();
        continue;
      }
      if (!isUnaryElementwise(def))
        break;
      chain.push_back(def);
      v = *llvm::find_if(def->getOperands(), [](Value o) {
        return isa<RankedTensorType>(o.getType());
      });
    }
    // (one that only moves elements between threads: a transposing or
    // reshaping one reorders them)
    auto cvt = v.getDefiningOp<ConvertLayoutOp>();
    if (!cvt || !v.hasOneUse() || cvt.getPermutation() ||
        cast<RankedTensorType>(cvt.getSource().getType()).getShape() !=
            cast<RankedTensorType>(cvt.getType()).getShape())
      return;
    // The slot takes no more bytes than the conversion's scratch, which
    // tile-simt-pipeline-mma left room for beside any ring still live.
    if (tensorBytes(ty) > tensorBytes(cvt.getType()))
      return;
    ArrayRef<int64_t> shape = ty.getShape();
    int64_t rows = shape[rank - 2], cols = shape[rank - 1];
    MLIRContext *ctx = &getContext();
    SharedAttr layout =
        getWgmmaSharedLayout(ctx, rows, cols, ty.getElementType(), 0);
    if (!layout)
      return;
    // (whole 8-row groups and swizzle blocks: getWgmmaSharedLayout's terms)
    auto bufTy = SharedBufferType::get(ctx, {1, rows, cols},
                                       ty.getElementType(), layout);
    DictionaryAttr record = pipeline::getTensorMapRecord(fn, st, bufTy);
    if (!record)
      return;
    Value desc = pipeline::addTensorMap(fn, record);
    if (!desc)
      return;

    // The element-wise ops again, on the conversion's source (its shape
    // and layout: the reshapes are left out).
    OpBuilder b(st);
    Location loc = st.getLoc();
    Value x = cvt.getSource();
    auto srcTy = cast<RankedTensorType>(x.getType());
    for (Operation *op : llvm::reverse(chain)) {
      Value from = v;
      v = op->getResult(0);
      if (isa<ReshapeOp>(op))
        continue;
      IRMapping map;
      map.map(from, x);
      Operation *clone = b.clone(*op, map);
      auto rt = cast<RankedTensorType>(v.getType());
      clone->getResult(0).setType(RankedTensorType::get(
          srcTy.getShape(), rt.getElementType(), srcTy.getEncoding()));
      x = clone->getResult(0);
    }
    Value zero = arith::ConstantIntOp::create(b, loc, b.getI32Type(), 0);
    Value buf = AllocSharedOp::create(b, loc, bufTy);
    WriteSlotOp::create(b, loc, x, buf, zero);
    TmaStoreTileOp::create(b, loc, desc, st.getOffsets(), buf, zero);
    st.erase();
    for (Operation *op : chain)
      op->erase();
    cvt.erase();
  }
};
} // namespace
