//===- SliceLowering.cpp - extract_slice and cat ---------------------------===//
#include "Common.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::lowering;

/// The tensor coordinates of register `r` (the slice dim of a slice layout
/// left out).
static SmallVector<Value> tensorCoords(OpBuilder &b, Location loc,
                                       const simt::DistView &v,
                                       ArrayRef<Value> thread, int64_t r) {
  SmallVector<Value> full = regCoords(b, loc, v, thread, r), out;
  for (unsigned d = 0; d < full.size(); ++d)
    if ((int64_t)d != v.sliceDim)
      out.push_back(full[d]);
  return out;
}

namespace {
struct ExtractSliceLowering : TargetPattern<simt::ExtractSliceOp> {
  using TargetPattern::TargetPattern;
  LogicalResult
  matchAndRewrite(simt::ExtractSliceOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto inTy = cast<RankedTensorType>(op.getSource().getType());
    auto outTy = cast<RankedTensorType>(op.getType());
    auto vt = cast<VectorType>(getTypeConverter()->convertType(outTy));

    // Constant offsets where each thread holds its part: a register pick.
    SmallVector<int64_t> offsets;
    for (Value o : op.getOffsets()) {
      APInt c;
      if (!matchPattern(o, m_ConstantInt(&c)))
        break;
      offsets.push_back(c.getSExtValue());
    }
    if (offsets.size() == op.getOffsets().size())
      if (auto mask = simt::getSliceRegisters(inTy, outTy, offsets)) {
        Value src = a.getSource();
        b.replaceOpWithNewOp<vector::ShuffleOp>(op, vt, src, src, *mask);
        return success();
      }

    // Otherwise through shared memory: the whole source, row-major, then
    // each thread reads its part of the slice.
    simt::DistView vin = *simt::getDistView(inTy);
    simt::DistView vout = *simt::getDistView(outTy);
    Type elt = outTy.getElementType();
    Type mt = elt.isInteger(1) ? b.getI8Type() : elt; // i1 crosses as a byte
    ArrayRef<int64_t> inShape = inTy.getShape();
    if (failed(target.reserveShared(op, mt, inTy.getNumElements())))
      return failure();
    Value smem = allocShared(b, op, mt, inTy.getNumElements());
    SmallVector<Value> vals = unpack(b, loc, a.getSource());
    SmallVector<Value> tin = threadCoords(b, loc, vin);
    for (int64_t r = 0; r < vin.numRegs; ++r) {
      Value idx =
          linearIndex(b, loc, tensorCoords(b, loc, vin, tin, r), inShape, 0);
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
      SmallVector<Value> c = tensorCoords(b, loc, vout, tout, r);
      for (auto [ci, o] : llvm::zip(c, a.getOffsets()))
        ci = arith::AddIOp::create(b, loc, ci, o);
      Value idx = linearIndex(b, loc, c, inShape, 0);
      Value p = LLVM::GEPOp::create(b, loc, smem.getType(), mt, smem,
                                    ValueRange{idx});
      Value v = LLVM::LoadOp::create(b, loc, mt, p);
      if (mt != elt)
        v = arith::TruncIOp::create(b, loc, elt, v);
      regs.push_back(v);
    }
    barrierIfInLoop(b, loc, op); // a later trip rewrites the buffer
    b.replaceOp(op, pack(b, loc, vt, regs));
    return success();
  }
};

struct CatLowering : TargetPattern<simt::CatOp> {
  using TargetPattern::TargetPattern;
  LogicalResult
  matchAndRewrite(simt::CatOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto outTy = cast<RankedTensorType>(op.getType());
    auto vt = cast<VectorType>(getTypeConverter()->convertType(outTy));
    std::array<RankedTensorType, 2> parts = {
        cast<RankedTensorType>(op.getLhs().getType()),
        cast<RankedTensorType>(op.getRhs().getType())};
    std::array<Value, 2> vals = {a.getLhs(), a.getRhs()};
    int64_t dim = op.getDim();
    std::array<SmallVector<int64_t>, 2> offsets;
    offsets.fill(SmallVector<int64_t>(outTy.getRank(), 0));
    offsets[1][dim] = parts[0].getDimSize(dim);

    // Each result register from the operand register that holds it in the
    // same thread, when both operands are register slices of the result.
    auto ml = simt::getSliceRegisters(outTy, parts[0], offsets[0]);
    auto mr = simt::getSliceRegisters(outTy, parts[1], offsets[1]);
    if (ml && mr) {
      SmallVector<int64_t> mask(simt::getNumRegisters(outTy), -1);
      for (auto [i, r] : llvm::enumerate(*ml))
        mask[r] = i;
      for (auto [i, r] : llvm::enumerate(*mr))
        mask[r] = ml->size() + i;
      if (!llvm::is_contained(mask, -1)) {
        b.replaceOpWithNewOp<vector::ShuffleOp>(op, vt, vals[0], vals[1],
                                                mask);
        return success();
      }
    }

    // Otherwise both operands go to their place in a result-shaped buffer.
    Type elt = outTy.getElementType();
    Type mt = elt.isInteger(1) ? b.getI8Type() : elt; // i1 crosses as a byte
    ArrayRef<int64_t> shape = outTy.getShape();
    if (failed(target.reserveShared(op, mt, outTy.getNumElements())))
      return failure();
    Value smem = allocShared(b, op, mt, outTy.getNumElements());
    for (unsigned k = 0; k < 2; ++k) {
      simt::DistView v = *simt::getDistView(parts[k]);
      SmallVector<Value> regs = unpack(b, loc, vals[k]);
      SmallVector<Value> t = threadCoords(b, loc, v);
      for (int64_t r = 0; r < v.numRegs; ++r) {
        SmallVector<Value> c = tensorCoords(b, loc, v, t, r);
        if (offsets[k][dim])
          c[dim] = arith::AddIOp::create(b, loc, c[dim],
                                         i32Const(b, loc, offsets[k][dim]));
        Value p = LLVM::GEPOp::create(b, loc, smem.getType(), mt, smem,
                                      ValueRange{linearIndex(b, loc, c, shape, 0)});
        Value x = regs[r];
        if (mt != elt)
          x = arith::ExtUIOp::create(b, loc, mt, x);
        LLVM::StoreOp::create(b, loc, x, p);
      }
    }
    gpu::BarrierOp::create(b, loc);
    simt::DistView vout = *simt::getDistView(outTy);
    SmallVector<Value> tout = threadCoords(b, loc, vout), regs;
    for (int64_t r = 0; r < vout.numRegs; ++r) {
      Value idx =
          linearIndex(b, loc, tensorCoords(b, loc, vout, tout, r), shape, 0);
      Value p = LLVM::GEPOp::create(b, loc, smem.getType(), mt, smem,
                                    ValueRange{idx});
      Value x = LLVM::LoadOp::create(b, loc, mt, p);
      if (mt != elt)
        x = arith::TruncIOp::create(b, loc, elt, x);
      regs.push_back(x);
    }
    barrierIfInLoop(b, loc, op); // a later trip rewrites the buffer
    b.replaceOp(op, pack(b, loc, vt, regs));
    return success();
  }
};
} // namespace

void mlir::tileir::lowering::populateSliceLowering(TypeConverter &tc,
                                                   RewritePatternSet &ps,
                                                   LoweringTarget &target) {
  ps.add<ExtractSliceLowering, CatLowering>(tc, ps.getContext(), target);
}
