//===- MatrixToSIMT.cpp - mmaf and mmai -----------------------------------===//
//
// mmaf and mmai become tile_simt.mma. Where the product runs on tensor
// cores (simt::usesMmaSync) the accumulator moves into the mma.sync
// accumulator layout; the operands keep whatever layout they arrive in (the
// lowering stages them in shared memory, from where ldmatrix reads the
// fragments). fp8 operands with an f32 accumulator stay fp8 (their bytes,
// with lhs_fp8/rhs_fp8) where the chip runs mma.sync on fp8 in hardware
// (chip feature mma.fp8: sm_89, sm_120) and the product fits its m16n8k32
// tiles; otherwise they are decoded to f16: every e4m3 and e5m2 value is an
// f16 value, and f16 products are exact in the f32 (or f16) accumulation
// the spec asks for, so the result is the same as a native fp8 product.
// On sm_90a they stay fp8 for wgmma's k32 form where both operands are
// K-major (B the transpose of a K-contiguous tile, as fp8 GEMMs with [N][K]
// weights write it). Otherwise Hopper decodes: its ptxas emulates fp8
// mma.sync with conversions and f16 HMMA (176 against 326 TFLOP/s for the
// decode on an H200, BENCHMARKS.md session 12).
//
//===----------------------------------------------------------------------===//
#include "TileToSIMTImpl.h"

#include "TileIR/Dialect/TileSIMT/IR/TileSIMT.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::detail;
namespace ct = mlir::cuda_tile;

namespace {
/// True when `v` has the shape of `like` (a tile of the same dims).
static bool sameShape(Value v, Value like) {
  auto a = dyn_cast<ct::TileType>(v.getType());
  auto b = dyn_cast<ct::TileType>(like.getType());
  return a && b && a.getShape() == b.getShape();
}

/// True when the product `op` is an attention step: its result reaches,
/// through same-shaped elementwise ops (and ifs that yield them: a causal
/// mask applied in one branch), a reduction along its rows (the softmax
/// statistics of scores), or its lhs comes the same way from another
/// product (probabilities times values). Both want every row in one
/// warp (getMmaAccumulatorLayout's rowsInWarp). A short walk: the chains
/// front ends write are a few ops long.
static bool computeAttentionStep(Operation *op) {
  Value res = op->getResult(0);
  int64_t lastDim = cast<ct::TileType>(res.getType()).getRank() - 1;
  SmallVector<std::pair<Value, int>> work{{res, 0}};
  while (!work.empty()) {
    auto [v, depth] = work.pop_back_val();
    for (Operation *user : v.getUsers()) {
      if (auto red = dyn_cast<ct::ReduceOp>(user))
        if (red.getDim() == lastDim)
          return true;
      // Through an if that yields it (a causal mask applied in one branch):
      // on with the if's result.
      if (auto yield = dyn_cast<scf::YieldOp>(user); yield && depth < 8)
        if (auto ifOp = dyn_cast<scf::IfOp>(yield->getParentOp()))
          for (OpOperand &use : yield->getOpOperands())
            if (use.get() == v)
              work.push_back({ifOp.getResult(use.getOperandNumber()),
                              depth + 1});
      if (depth < 8 && user->getNumResults() == 1 &&
          user->getNumRegions() == 0 && sameShape(user->getResult(0), res))
        work.push_back({user->getResult(0), depth + 1});
    }
  }
  Value lhs = op->getOperand(0);
  SmallVector<std::pair<Value, int>> back{{lhs, 0}};
  while (!back.empty()) {
    auto [v, depth] = back.pop_back_val();
    Operation *def = v.getDefiningOp();
    if (!def)
      continue;
    if (isa<ct::MmaFOp, ct::MmaIOp>(def))
      return true;
    // Back through an if: what its branches yield for this result.
    // (An if with results has both branches.)
    if (auto ifOp = dyn_cast<scf::IfOp>(def); ifOp && depth < 8) {
      unsigned i = cast<OpResult>(v).getResultNumber();
      for (scf::YieldOp y : {ifOp.thenYield(), ifOp.elseYield()})
        back.push_back({y.getOperand(i), depth + 1});
      continue;
    }
    if (depth < 8 && def->getNumRegions() == 0)
      for (Value x : def->getOperands())
        if (sameShape(x, lhs))
          back.push_back({x, depth + 1});
  }
  return false;
}

/// Set on the products computeAttentionStep finds, before the conversion
/// (which moves an if's regions away before a later product asks).
static constexpr StringLiteral kAttentionStep = "tile_simt.attention_step";

static bool isAttentionStep(Operation *op) {
  return op->hasAttr(kAttentionStep);
}

/// True when `v` is the transpose of a 2-d tile (a permute [1, 0]): an
/// operand whose rows run along K where the product reads it along M or N.
static bool isTransposed(Value v) {
  auto p = v.getDefiningOp<ct::PermuteOp>();
  return p && p.getPermutation().size() == 2 && p.getPermutation()[0] == 1;
}

/// True when the 2-d tile `v` is loaded through a view whose tensor is
/// contiguous along the tile's first dim and not its second: a [K][N] B
/// stored as [N][K] rows (tile-simt-pipeline-mma copies it as those rows).
static bool isLoadedColumnMajor(Value v) {
  auto ld = v.getDefiningOp<ct::LoadViewTkoOp>();
  if (!ld)
    return false;
  auto view = cast<ct::TileViewType>(ld.getView().getType());
  if (view.getRank() != 2 || view.getGatheredDim())
    return false;
  ArrayRef<int64_t> strides = view.getTensorView().getStrides();
  return strides[view.getTensorDim(0)] == 1 &&
         strides[view.getTensorDim(1)] != 1;
}

/// True when the product `op` of fp8 operands of shape `at` into `ct` is
/// issued on fp8 tensor cores (operands kept as their bytes) rather than
/// decoded to f16: as wgmma on chips that have it, where B is K-major (the
/// transpose of a K-contiguous tile, or loaded from [N][K] rows) and A is
/// not transposed (fp8 wgmma reads both operands K-major), the block holds
/// no other product (the lowering may
/// stage only a sole product's operands) and the accumulator passes
/// isWgmmaProduct; else as mma.sync on chips with fp8 mma.sync.
static bool nativeFp8(Operation *op, const TileToSIMTTypeConverter &tc,
                      RankedTensorType at, RankedTensorType ct,
                      bool rowsInWarp) {
  MLIRContext *ctx = op->getContext();
  Type i8 = IntegerType::get(ctx, 8);
  if (!ct.getElementType().isF32())
    return false;
  Type fp8 = scalarElementType(op->getOperand(0).getType());
  int64_t k = at.getShape().back();
  auto rows = simt::getMmaAccumulatorLayout(ctx, ct.getShape(), tc.numWarps,
                                            true);
  bool wgmma = tc.wgmma && !rowsInWarp && at.getRank() == 2 &&
               (isTransposed(op->getOperand(1)) ||
                isLoadedColumnMajor(op->getOperand(1))) &&
               !isTransposed(op->getOperand(0)) &&
               llvm::range_size(op->getBlock()->getOps<ct::MmaFOp>()) == 1 &&
               simt::isWgmmaProduct(ct.cloneWithEncoding(rows), fp8, k);
  if (wgmma)
    return true;
  if (!tc.mmaFp8 || !simt::usesMmaSync(ct.getShape(), k, i8, false))
    return false;
  // Where the f16 product would be a wgmma one, the decode to f16 is the
  // faster path. (No chip of the table has both today.)
  if (!tc.wgmma || rowsInWarp)
    return true;
  return !simt::isWgmmaProduct(ct.cloneWithEncoding(rows),
                               Float16Type::get(ctx), k);
}

/// Builds the tile_simt.mma for operands `a`, `b` (converted, any layout)
/// and accumulator `c`; `elt` is the operands' cuda_tile element type.
static Value buildMma(ConversionPatternRewriter &rewriter, Operation *op,
                      const TileToSIMTTypeConverter &tc, Value a, Value b,
                      Value c, Type elt, bool lhsSigned, bool rhsSigned,
                      bool rowsInWarp, bool fastAcc) {
  Location loc = op->getLoc();
  bool fp8 = isa<Float8E4M3FNType, Float8E5M2Type>(elt);
  bool native = fp8 && nativeFp8(op, tc, cast<RankedTensorType>(a.getType()),
                                 cast<RankedTensorType>(c.getType()),
                                 rowsInWarp);
  if (fp8 && !native) {
    auto toF16 = [&](Value v) {
      auto t = cast<RankedTensorType>(v.getType());
      Value f32 = decodeF8(rewriter, loc, v, elt);
      return arith::TruncFOp::create(rewriter, loc,
                                     t.clone(rewriter.getF16Type()), f32)
          .getResult();
    };
    a = toF16(a);
    b = toF16(b);
  }
  bool tf32 = elt.isTF32();
  auto at = cast<RankedTensorType>(a.getType());
  auto ctTy = cast<RankedTensorType>(c.getType());
  if (simt::usesMmaSync(ctTy.getShape(), at.getShape().back(),
                        at.getElementType(), tf32)) {
    // On wgmma chips a product whose accumulator can have all warps along M
    // takes that layout: a warpgroup's 64 rows are then one wgmma's.
    bool wgmma = false;
    if (tc.wgmma && !rowsInWarp) {
      auto rows = simt::getMmaAccumulatorLayout(
          rewriter.getContext(), ctTy.getShape(), tc.numWarps, true);
      wgmma = simt::isWgmmaProduct(ctTy.cloneWithEncoding(rows),
                                   native ? elt : at.getElementType(),
                                   at.getShape().back());
    }
    auto layout = simt::getMmaAccumulatorLayout(
        rewriter.getContext(), ctTy.getShape(), tc.numWarps,
        rowsInWarp || wgmma);
    c = toType(rewriter, c, ctTy.cloneWithEncoding(layout), loc);
    // With whole rows per warp, a 16-bit A in the accumulator's distribution
    // is read from registers (no staging per product). Converted where it
    // is made: once, before the loop, for an attention loop's Q.
    if (rowsInWarp && at.getRank() == 2 && layout.getWarpsPerCTA()[1] == 1 &&
        at.getElementTypeBitWidth() == 16 && at.getDimSize(1) % 16 == 0) {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointAfterValue(a);
      a = toType(rewriter, a, at.cloneWithEncoding(layout), loc);
    }
  }
  TypeAttr format = native ? TypeAttr::get(elt) : TypeAttr();
  auto mma = simt::MmaOp::create(rewriter, loc, c.getType(), a, b, c,
                                 lhsSigned, rhsSigned, tf32,
                                 /*rhs_transposed=*/false, format, format,
                                 native && fastAcc, /*lhs_transposed=*/false);
  return mma.getResult();
}

template <typename OpT>
static LogicalResult lowerMma(OpT op, Value a, Value b, Value c,
                              const TileToSIMTTypeConverter &tc, bool lhsSigned,
                              bool rhsSigned, bool fastAcc,
                              ConversionPatternRewriter &rewriter) {
  if (!isa<RankedTensorType>(a.getType()) ||
      !isa<RankedTensorType>(b.getType()) ||
      !isa<RankedTensorType>(c.getType()))
    return op.emitError("'") << op->getName().stripDialect()
                             << "' operands have no SIMT lowering";
  Type elt = scalarElementType(op.getLhs().getType());
  rewriter.replaceOp(op, buildMma(rewriter, op, tc, a, b, c, elt,
                                  lhsSigned, rhsSigned,
                                  isAttentionStep(op), fastAcc));
  return success();
}

struct MmaF : TileOpConversion<ct::MmaFOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::MmaFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return lowerMma(op, actual(adaptor.getLhs()), actual(adaptor.getRhs()),
                    actual(adaptor.getAcc()), tc(), true, true,
                    op.getFastAcc(), rewriter);
  }
};

struct MmaI : TileOpConversion<ct::MmaIOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::MmaIOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return lowerMma(op, actual(adaptor.getLhs()), actual(adaptor.getRhs()),
                    actual(adaptor.getAcc()), tc(),
                    op.getSignednessLhs() == ct::Signedness::Signed,
                    op.getSignednessRhs() == ct::Signedness::Signed,
                    /*fastAcc=*/false, rewriter);
  }
};
/// Block-scaled products exist on the tensor cores of sm_100 and later
/// (tcgen05.mma with scale vectors); the chips TileIR lowers for, sm_80 to
/// sm_90, have no instruction for them, and a multiply-add emulation is not
/// what a user of this op asks for.
struct MmaFScaled : TileOpConversion<ct::MmaFScaledOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::MmaFScaledOp op, OpAdaptor,
                  ConversionPatternRewriter &) const override {
    return op.emitError("'mmaf_scaled' (block-scaled matrix multiply) needs "
                        "the tensor cores of sm_100 or later; it has no "
                        "lowering for sm_80 to sm_90");
  }
};
} // namespace

void mlir::tileir::detail::markAttentionSteps(Operation *top) {
  SmallVector<Operation *> steps;
  top->walk([&](Operation *op) {
    if (isa<ct::MmaFOp, ct::MmaIOp>(op) && computeAttentionStep(op))
      steps.push_back(op);
  });
  for (Operation *op : steps)
    op->setAttr(kAttentionStep, UnitAttr::get(op->getContext()));
}

void mlir::tileir::detail::populateMatrixPatterns(
    const TileToSIMTTypeConverter &tc, const DivisibilityInfo &div,
    RewritePatternSet &patterns) {
  patterns.add<MmaF, MmaI, MmaFScaled>(tc, div, patterns.getContext());
}
