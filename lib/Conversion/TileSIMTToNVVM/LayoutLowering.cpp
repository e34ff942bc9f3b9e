//===- LayoutLowering.cpp - splat, iota, broadcast, reshape, convert ------===//
#include "Common.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::lowering;

namespace {
struct SplatLowering : OpConversionPattern<simt::SplatOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::SplatOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Type vt = getTypeConverter()->convertType(op.getType());
    b.replaceOpWithNewOp<vector::BroadcastOp>(op, vt, a.getValue());
    return success();
  }
};

struct ToScalarLowering : OpConversionPattern<simt::ToScalarOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::ToScalarOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    b.replaceOpWithNewOp<vector::ExtractOp>(op, a.getSource(),
                                            ArrayRef<int64_t>{0});
    return success();
  }
};

struct IotaLowering : OpConversionPattern<simt::IotaOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::IotaOp op, OpAdaptor,
                  ConversionPatternRewriter &b) const override {
    auto ty = cast<RankedTensorType>(op.getType());
    Location loc = op.getLoc();
    simt::DistView v = *simt::getDistView(ty);
    SmallVector<Value> thread = threadCoords(b, loc, v), regs;
    Type elt = ty.getElementType();
    for (int64_t r = 0; r < v.numRegs; ++r) {
      Value c = regCoords(b, loc, v, thread, r)[0];
      if (!elt.isInteger(32))
        c = elt.getIntOrFloatBitWidth() > 32
                ? Value(arith::ExtUIOp::create(b, loc, elt, c))
                : Value(arith::TruncIOp::create(b, loc, elt, c));
      regs.push_back(c);
    }
    auto vt = cast<VectorType>(getTypeConverter()->convertType(ty));
    b.replaceOp(op, pack(b, loc, vt, regs));
    return success();
  }
};

struct BroadcastLowering : OpConversionPattern<simt::BroadcastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::BroadcastOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    auto inTy = cast<RankedTensorType>(op.getSource().getType());
    auto outTy = cast<RankedTensorType>(op.getType());
    simt::DistView vin = *simt::getDistView(inTy);
    simt::DistView vout = *simt::getDistView(outTy);
    SmallVector<int64_t> mask;
    for (int64_t r = 0; r < vout.numRegs; ++r) {
      SmallVector<int64_t> m = vout.regMultiIndex(r);
      for (unsigned d = 0; d < m.size(); ++d)
        if (vin.shape[d] != vout.shape[d])
          m[d] = 0;
      mask.push_back(vin.regIndex(m));
    }
    Value src = a.getSource();
    b.replaceOpWithNewOp<vector::ShuffleOp>(op, src, src, mask);
    return success();
  }
};

struct ReshapeLowering : OpConversionPattern<simt::ReshapeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::ReshapeOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    b.replaceOp(op, a.getSource()); // the verifier proved no register moves
    return success();
  }
};

struct ConvertLayoutLowering : TargetPattern<simt::ConvertLayoutOp> {
  using TargetPattern::TargetPattern;
  LogicalResult
  matchAndRewrite(simt::ConvertLayoutOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto inTy = cast<RankedTensorType>(op.getSource().getType());
    auto outTy = cast<RankedTensorType>(op.getType());
    simt::DistView vin = *simt::getDistView(inTy);
    simt::DistView vout = *simt::getDistView(outTy);
    Type elt = outTy.getElementType();
    // i1 has no memory form: it crosses as a byte.
    Type mt = elt.isInteger(1) ? b.getI8Type() : elt;
    int64_t pad = op.getShared() ? op.getShared()->getPadding() : 0;
    ArrayRef<int64_t> outShape = outTy.getShape();
    int64_t size = 1;
    for (unsigned d = 0; d < outShape.size(); ++d)
      size *= outShape[d] + (d + 1 == outShape.size() ? pad : 0);
    if (failed(target.reserveShared(op, mt, size)))
      return failure();
    Value smem = allocShared(b, op, mt, size);
    SmallVector<Value> vals = unpack(b, loc, a.getSource());
    // Write every source register at its place in the result's shape.
    SmallVector<Value> tin = threadCoords(b, loc, vin);
    ArrayRef<int64_t> inShape = inTy.getShape();
    for (int64_t r = 0; r < vin.numRegs; ++r) {
      SmallVector<Value> cfull = regCoords(b, loc, vin, tin, r);
      SmallVector<Value> cs;
      for (unsigned d = 0; d < vin.shape.size(); ++d)
        if ((int64_t)d != vin.sliceDim)
          cs.push_back(cfull[d]);
      SmallVector<Value> cd(outShape.size());
      if (auto perm = op.getPermutation()) {
        for (unsigned i = 0; i < outShape.size(); ++i)
          cd[i] = cs[(*perm)[i]];
      } else {
        Value lin = cs.empty() ? i32Const(b, loc, 0)
                               : linearIndex(b, loc, cs, inShape, 0);
        int64_t stride = 1;
        for (int d = outShape.size() - 1; d >= 0; --d) {
          Value q = stride == 1 ? lin
                                : Value(arith::ShRUIOp::create(
                                      b, loc, lin,
                                      i32Const(b, loc, llvm::Log2_64(stride))));
          cd[d] = arith::AndIOp::create(b, loc, q,
                                        i32Const(b, loc, outShape[d] - 1));
          stride *= outShape[d];
        }
      }
      Value idx = linearIndex(b, loc, cd, outShape, pad);
      Value p = LLVM::GEPOp::create(b, loc, smem.getType(), mt, smem,
                                    ValueRange{idx});
      Value v = vals[r];
      if (mt != elt)
        v = arith::ExtUIOp::create(b, loc, mt, v);
      LLVM::StoreOp::create(b, loc, v, p);
    }
    gpu::BarrierOp::create(b, loc);
    SmallVector<Value> tout = threadCoords(b, loc, vout), regs;
    for (int64_t r = 0; r < vout.numRegs; ++r) {
      SmallVector<Value> cfull = regCoords(b, loc, vout, tout, r);
      SmallVector<Value> cd;
      for (unsigned d = 0; d < vout.shape.size(); ++d)
        if ((int64_t)d != vout.sliceDim)
          cd.push_back(cfull[d]);
      Value idx = linearIndex(b, loc, cd, outShape, pad);
      Value p = LLVM::GEPOp::create(b, loc, smem.getType(), mt, smem,
                                    ValueRange{idx});
      Value v = LLVM::LoadOp::create(b, loc, mt, p);
      if (mt != elt)
        v = arith::TruncIOp::create(b, loc, elt, v);
      regs.push_back(v);
    }
    barrierIfInLoop(b, loc, op); // a later trip rewrites the buffer
    auto vt = cast<VectorType>(getTypeConverter()->convertType(outTy));
    b.replaceOp(op, pack(b, loc, vt, regs));
    return success();
  }
};
} // namespace

void mlir::tileir::lowering::populateLayoutLowering(TypeConverter &tc,
                                                    RewritePatternSet &ps,
                                                    LoweringTarget &target) {
  ps.add<SplatLowering, ToScalarLowering, IotaLowering, BroadcastLowering,
         ReshapeLowering>(tc, ps.getContext());
  ps.add<ConvertLayoutLowering>(tc, ps.getContext(), target);
}
