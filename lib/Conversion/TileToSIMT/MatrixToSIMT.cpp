//===- MatrixToSIMT.cpp - mmaf and mmai -----------------------------------===//
//
// mmaf and mmai become tile_simt.mma. Where the product runs on tensor
// cores (simt::usesMmaSync) the accumulator moves into the mma.sync
// accumulator layout; the operands keep whatever layout they arrive in (the
// lowering stages them in shared memory, from where ldmatrix reads the
// fragments). fp8 operands are decoded to f16 first: every e4m3 and e5m2
// value is an f16 value, and f16 products are exact in the f32 (or f16)
// accumulation the spec asks for, so the result is the same as a native
// fp8 product.
//
//===----------------------------------------------------------------------===//
#include "TileToSIMTImpl.h"

#include "TileIR/Dialect/TileSIMT/IR/TileSIMT.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::detail;
namespace ct = mlir::cuda_tile;

namespace {
/// Builds the tile_simt.mma for operands `a`, `b` (converted, any layout)
/// and accumulator `c`; `elt` is the operands' cuda_tile element type.
static Value buildMma(ConversionPatternRewriter &rewriter, Location loc,
                      const TileToSIMTTypeConverter &tc, Value a, Value b,
                      Value c, Type elt, bool lhsSigned, bool rhsSigned) {
  if (isa<Float8E4M3FNType, Float8E5M2Type>(elt)) {
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
    auto layout = simt::getMmaAccumulatorLayout(
        rewriter.getContext(), ctTy.getShape(), tc.numWarps);
    c = toType(rewriter, c, ctTy.cloneWithEncoding(layout), loc);
  }
  auto mma = simt::MmaOp::create(rewriter, loc, c.getType(), a, b, c,
                                 lhsSigned, rhsSigned, tf32);
  return mma.getResult();
}

template <typename OpT>
static LogicalResult lowerMma(OpT op, Value a, Value b, Value c,
                              const TileToSIMTTypeConverter &tc, bool lhsSigned,
                              bool rhsSigned,
                              ConversionPatternRewriter &rewriter) {
  if (!isa<RankedTensorType>(a.getType()) ||
      !isa<RankedTensorType>(b.getType()) ||
      !isa<RankedTensorType>(c.getType()))
    return op.emitError("'") << op->getName().stripDialect()
                             << "' operands have no SIMT lowering";
  Type elt = scalarElementType(op.getLhs().getType());
  rewriter.replaceOp(op, buildMma(rewriter, op.getLoc(), tc, a, b, c, elt,
                                  lhsSigned, rhsSigned));
  return success();
}

struct MmaF : TileOpConversion<ct::MmaFOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::MmaFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return lowerMma(op, actual(adaptor.getLhs()), actual(adaptor.getRhs()),
                    actual(adaptor.getAcc()), tc(), true, true, rewriter);
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
                    op.getSignednessRhs() == ct::Signedness::Signed, rewriter);
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

void mlir::tileir::detail::populateMatrixPatterns(
    const TileToSIMTTypeConverter &tc, const DivisibilityInfo &div,
    RewritePatternSet &patterns) {
  patterns.add<MmaF, MmaI, MmaFScaled>(tc, div, patterns.getContext());
}
