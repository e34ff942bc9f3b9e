//===- ReduceLowering.cpp - reductions across the CTA ---------------------===//
//
// reduce: combine the registers along the axis inside each thread, then
// butterfly shuffles over the lanes that hold distinct data along the axis,
// then (when several warps split the axis) one shared-memory exchange.
// Scans live in ScanLowering.cpp.
//
//===----------------------------------------------------------------------===//
#include "Common.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::lowering;

/// (iv - lb) / step mod 2 of `loop`'s current trip, as i32.
static Value tripParity(OpBuilder &b, Location loc, scf::ForOp loop) {
  Value trip = arith::DivUIOp::create(
      b, loc,
      arith::SubIOp::create(b, loc, loop.getInductionVar(),
                            loop.getLowerBound()),
      loop.getStep());
  Type ty = trip.getType();
  Value one = arith::ConstantOp::create(b, loc, ty, b.getIntegerAttr(ty, 1));
  Value bit = arith::AndIOp::create(b, loc, trip, one);
  if (ty.isIndex())
    return arith::IndexCastUIOp::create(b, loc, b.getI32Type(), bit);
  if (ty.getIntOrFloatBitWidth() > 32)
    return arith::TruncIOp::create(b, loc, b.getI32Type(), bit);
  if (ty.getIntOrFloatBitWidth() < 32)
    return arith::ExtUIOp::create(b, loc, b.getI32Type(), bit);
  return bit;
}

namespace {
struct ReduceLowering : TargetPattern<simt::ReduceOp> {
  using TargetPattern::TargetPattern;
  LogicalResult
  matchAndRewrite(simt::ReduceOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto inTy = cast<RankedTensorType>(op.getOperand().getType());
    // A scalar result (rank-1 operand) is the one-register case: every
    // thread ends up with the whole reduction.
    auto outTy = dyn_cast<RankedTensorType>(op.getType());
    simt::DistView vin = *simt::getDistView(inTy);
    simt::DistView vout;
    if (outTy)
      vout = *simt::getDistView(outTy);
    else
      vout.shape = {1};
    int64_t outRegs = outTy ? vout.numRegs : 1;
    auto outMultiIndex = [&](int64_t r) {
      return outTy ? vout.regMultiIndex(r) : SmallVector<int64_t>{0};
    };
    unsigned axis = op.getAxis();
    // Warps that split the axis exchange partial results in shared memory.
    int64_t warps = vin.distinctWarps(axis);
    int64_t outElems = 1;
    for (int64_t s : vout.shape)
      outElems *= s;
    Type elt = inTy.getElementType();
    // A reduction of a for loop's body takes two halves of its buffer, by
    // trip parity: the next trip writes the other half, and the trip after
    // that writes this one only once every thread has passed the next
    // trip's barrier, i.e. finished reading here. No barrier closes the
    // trip then.
    auto loop = dyn_cast<scf::ForOp>(op->getParentOp());
    int64_t halves = loop ? 2 : 1;
    if (warps > 1 &&
        failed(target.reserveShared(op, elt, halves * warps * outElems)))
      return failure();
    SmallVector<Value> in = unpack(b, loc, a.getOperand());
    Region &comb = op.getCombiner();

    // 1. Inside the thread.
    SmallVector<Value> acc;
    for (int64_t r = 0; r < outRegs; ++r) {
      SmallVector<int64_t> m = outMultiIndex(r);
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
                    shuffle(b, loc, v, i32Const(b, loc, vin.laneStride(axis) * s),
                            gpu::ShuffleMode::XOR));
    // 3. Across warps, through shared memory.
    if (warps > 1) {
      Value smem = allocShared(b, op, elt, halves * warps * outElems);
      if (loop)
        smem = LLVM::GEPOp::create(
            b, loc, smem.getType(), elt, smem,
            ValueRange{arith::MulIOp::create(
                b, loc, tripParity(b, loc, loop),
                i32Const(b, loc, warps * outElems))});
      Value w = warpIndexAlong(b, loc, vin, axis);
      SmallVector<Value> thread;
      if (outTy)
        thread = threadCoords(b, loc, vout);
      SmallVector<Value> lin;
      for (int64_t r = 0; r < outRegs; ++r) {
        SmallVector<Value> c =
            outTy ? regCoords(b, loc, vout, thread, r)
                  : SmallVector<Value>{i32Const(b, loc, 0)};
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
      for (int64_t r = 0; r < outRegs; ++r) {
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
      if (!loop) {
        barrierIfInLoop(b, loc, op); // a later trip rewrites the buffer
      } else if (loop->getParentOfType<LoopLikeOpInterface>()) {
        // The loop's next run starts again at trip 0, whose half the
        // last trip may have written: one barrier after the loop.
        OpBuilder::InsertionGuard g(b);
        b.setInsertionPointAfter(loop);
        gpu::BarrierOp::create(b, loc);
      }
    }
    if (!outTy) {
      b.replaceOp(op, acc[0]);
      return success();
    }
    auto vt = cast<VectorType>(getTypeConverter()->convertType(outTy));
    b.replaceOp(op, pack(b, loc, vt, acc));
    return success();
  }
};

} // namespace

void mlir::tileir::lowering::populateReduceLowering(TypeConverter &tc,
                                                    RewritePatternSet &ps,
                                                    LoweringTarget &target) {
  ps.add<ReduceLowering>(tc, ps.getContext(), target);
}
