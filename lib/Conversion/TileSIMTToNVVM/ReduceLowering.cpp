//===- ReduceLowering.cpp - reductions and scans across the CTA -----------===//
//
// reduce: combine the registers along the axis inside each thread, then
// butterfly shuffles over the lanes that hold distinct data along the axis,
// then (when several warps split the axis) one shared-memory exchange.
// scan: only along an axis held entirely by each thread (tile-to-simt picks
// such a layout); a sequential pass over the registers.
//
//===----------------------------------------------------------------------===//
#include "Common.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::lowering;

/// gpu.shuffle xor handles 32-bit values; narrower ones travel widened.
static Value shuffleXor(OpBuilder &b, Location loc, Value v, int64_t mask) {
  Type t = v.getType();
  unsigned bits = t.getIntOrFloatBitWidth();
  Value x = v;
  if (bits < 32)
    x = isa<FloatType>(t) ? Value(arith::ExtFOp::create(b, loc, b.getF32Type(), x))
                          : Value(arith::ExtSIOp::create(b, loc, b.getI32Type(), x));
  if (bits == 64) {
    Value i = arith::BitcastOp::create(b, loc, b.getI64Type(), x);
    Value lo = arith::TruncIOp::create(b, loc, b.getI32Type(), i);
    Value hi = arith::TruncIOp::create(
        b, loc, b.getI32Type(),
        arith::ShRUIOp::create(b, loc, i,
                               arith::ConstantIntOp::create(b, loc, b.getI64Type(), 32)));
    auto sh = [&](Value h) {
      return gpu::ShuffleOp::create(b, loc, h, i32Const(b, loc, mask),
                                    i32Const(b, loc, 32), gpu::ShuffleMode::XOR)
          .getShuffleResult();
    };
    Value l2 = arith::ExtUIOp::create(b, loc, b.getI64Type(), sh(lo));
    Value h2 = arith::ExtUIOp::create(b, loc, b.getI64Type(), sh(hi));
    Value r = arith::OrIOp::create(
        b, loc, l2,
        arith::ShLIOp::create(b, loc, h2,
                              arith::ConstantIntOp::create(b, loc, b.getI64Type(), 32)));
    return arith::BitcastOp::create(b, loc, t, r);
  }
  Value s = gpu::ShuffleOp::create(b, loc, x, i32Const(b, loc, mask),
                                   i32Const(b, loc, 32), gpu::ShuffleMode::XOR)
                .getShuffleResult();
  if (bits < 32)
    s = isa<FloatType>(t) ? Value(arith::TruncFOp::create(b, loc, t, s))
                          : Value(arith::TruncIOp::create(b, loc, t, s));
  return s;
}

namespace {
struct ReduceLowering : OpConversionPattern<simt::ReduceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::ReduceOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto inTy = cast<RankedTensorType>(op.getOperand().getType());
    auto outTy = cast<RankedTensorType>(op.getType());
    simt::DistView vin = *simt::getDistView(inTy);
    simt::DistView vout = *simt::getDistView(outTy);
    unsigned axis = op.getAxis();
    SmallVector<Value> in = unpack(b, loc, a.getOperand());
    Region &comb = op.getCombiner();

    // 1. Inside the thread.
    SmallVector<Value> acc;
    for (int64_t r = 0; r < vout.numRegs; ++r) {
      SmallVector<int64_t> m = vout.regMultiIndex(r);
      Value v;
      for (int64_t k = 0; k < vin.nReg[axis]; ++k) {
        m[axis] = k;
        Value x = in[vin.regIndex(m)];
        v = v ? combine(b, comb, v, x) : x;
      }
      acc.push_back(v);
    }
    // 2. Across lanes of one warp.
    int64_t lanes = vin.distinctLanes(axis);
    for (int64_t s = 1; s < lanes; s *= 2)
      for (Value &v : acc)
        v = combine(b, comb, v,
                    shuffleXor(b, loc, v, vin.laneStride(axis) * s));
    // 3. Across warps, through shared memory.
    int64_t warps = vin.distinctWarps(axis);
    if (warps > 1) {
      int64_t outElems = 1;
      for (int64_t s : vout.shape)
        outElems *= s;
      Type elt = outTy.getElementType();
      Value smem = allocShared(b, op, elt, warps * outElems);
      Value w = warpIndexAlong(b, loc, vin, axis);
      SmallVector<Value> thread = threadCoords(b, loc, vout);
      SmallVector<Value> lin;
      for (int64_t r = 0; r < vout.numRegs; ++r) {
        SmallVector<Value> c = regCoords(b, loc, vout, thread, r);
        Value l = i32Const(b, loc, 0);
        int64_t stride = 1;
        for (int d = vout.shape.size() - 1; d >= 0; --d) {
          if (vout.shape[d] > 1)
            l = arith::AddIOp::create(
                b, loc, l,
                arith::MulIOp::create(b, loc, c[d], i32Const(b, loc, stride)));
          stride *= vout.shape[d];
        }
        lin.push_back(l);
        Value slot = arith::AddIOp::create(
            b, loc, l,
            arith::MulIOp::create(b, loc, w, i32Const(b, loc, outElems)));
        Value p = LLVM::GEPOp::create(b, loc, smem.getType(), elt, smem,
                                      ValueRange{slot});
        LLVM::StoreOp::create(b, loc, acc[r], p);
      }
      gpu::BarrierOp::create(b, loc);
      for (int64_t r = 0; r < vout.numRegs; ++r) {
        Value v;
        for (int64_t k = 0; k < warps; ++k) {
          Value slot = arith::AddIOp::create(b, loc, lin[r],
                                             i32Const(b, loc, k * outElems));
          Value p = LLVM::GEPOp::create(b, loc, smem.getType(), elt, smem,
                                        ValueRange{slot});
          Value x = LLVM::LoadOp::create(b, loc, elt, p);
          v = v ? combine(b, comb, v, x) : x;
        }
        acc[r] = v;
      }
      gpu::BarrierOp::create(b, loc); // the buffer may be reused in a loop
    }
    auto vt = cast<VectorType>(getTypeConverter()->convertType(outTy));
    b.replaceOp(op, pack(b, loc, vt, acc));
    return success();
  }
};

struct ScanLowering : OpConversionPattern<simt::ScanOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::ScanOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto ty = cast<RankedTensorType>(op.getType());
    simt::DistView v = *simt::getDistView(ty);
    unsigned axis = op.getAxis();
    if (v.nReg[axis] != v.shape[axis])
      return op.emitOpError("scan axis must be held by each thread");
    SmallVector<Value> regs = unpack(b, loc, a.getOperand());
    int64_t len = v.shape[axis];
    for (int64_t r = 0; r < v.numRegs; ++r) {
      SmallVector<int64_t> m = v.regMultiIndex(r);
      if (m[axis] != 0)
        continue; // visit each line once, from its first register
      Value run;
      for (int64_t k = 0; k < len; ++k) {
        m[axis] = op.getReverse() ? len - 1 - k : k;
        int64_t idx = v.regIndex(m);
        run = run ? combine(b, op.getCombiner(), run, regs[idx]) : regs[idx];
        regs[idx] = run;
      }
    }
    auto vt = cast<VectorType>(getTypeConverter()->convertType(ty));
    b.replaceOp(op, pack(b, loc, vt, regs));
    return success();
  }
};
} // namespace

void mlir::tileir::lowering::populateReduceLowering(TypeConverter &tc,
                                                    RewritePatternSet &ps) {
  ps.add<ReduceLowering, ScanLowering>(tc, ps.getContext());
}
