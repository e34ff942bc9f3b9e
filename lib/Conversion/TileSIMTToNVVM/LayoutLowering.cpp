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

/// The conversion's index arithmetic, on IR values or, for one known
/// thread, on numbers: the same mapping code runs on both, so the compile
/// time view of where a register lands is the one the IR computes.
struct IRMath {
  using V = Value;
  OpBuilder &b;
  Location loc;
  V c(int64_t x) { return i32Const(b, loc, x); }
  V add(V x, V y) { return arith::AddIOp::create(b, loc, x, y); }
  V mul(V x, int64_t k) { return arith::MulIOp::create(b, loc, x, c(k)); }
  V shr(V x, int64_t k) { return arith::ShRUIOp::create(b, loc, x, c(k)); }
  V mask(V x, int64_t k) { return arith::AndIOp::create(b, loc, x, c(k)); }
};
struct HostMath {
  using V = int64_t;
  V c(int64_t x) { return x; }
  V add(V x, V y) { return x + y; }
  V mul(V x, int64_t k) { return x * k; }
  V shr(V x, int64_t k) { return x >> k; }
  V mask(V x, int64_t k) { return x & k; }
};

/// Row-major index with the fastest row padded by `pad` elements.
template <typename M>
static typename M::V linearIndex(M &m, ArrayRef<typename M::V> c,
                                 ArrayRef<int64_t> shape, int64_t pad) {
  typename M::V l{};
  int64_t stride = 1;
  for (int d = shape.size() - 1; d >= 0; --d) {
    typename M::V t = stride == 1 ? c[d] : m.mul(c[d], stride);
    l = d == (int)shape.size() - 1 ? t : m.add(l, t);
    stride *= shape[d] + (d == (int)shape.size() - 1 ? pad : 0);
  }
  return l;
}

/// The shared slot (padded index in the result's shape) of a source
/// register at coordinates `cfull` (the source layout's full rank).
template <typename M>
static typename M::V sourceSlot(M &m, simt::ConvertLayoutOp op,
                                const simt::DistView &vin,
                                ArrayRef<typename M::V> cfull,
                                ArrayRef<int64_t> inShape,
                                ArrayRef<int64_t> outShape, int64_t pad) {
  using V = typename M::V;
  SmallVector<V> cs;
  for (unsigned d = 0; d < vin.shape.size(); ++d)
    if ((int64_t)d != vin.sliceDim)
      cs.push_back(cfull[d]);
  SmallVector<V> cd(outShape.size());
  if (auto perm = op.getPermutation()) {
    for (unsigned i = 0; i < outShape.size(); ++i)
      cd[i] = cs[(*perm)[i]];
  } else {
    V lin = cs.empty() ? m.c(0) : linearIndex(m, ArrayRef<V>(cs), inShape, 0);
    int64_t stride = 1;
    for (int d = outShape.size() - 1; d >= 0; --d) {
      V q = stride == 1 ? lin : m.shr(lin, llvm::Log2_64(stride));
      cd[d] = m.mask(q, outShape[d] - 1);
      stride *= outShape[d];
    }
  }
  return linearIndex(m, ArrayRef<V>(cd), outShape, pad);
}

/// The shared slot a result register at coordinates `cfull` reads.
template <typename M>
static typename M::V resultSlot(M &m, const simt::DistView &vout,
                                ArrayRef<typename M::V> cfull,
                                ArrayRef<int64_t> outShape, int64_t pad) {
  SmallVector<typename M::V> cd;
  for (unsigned d = 0; d < vout.shape.size(); ++d)
    if ((int64_t)d != vout.sliceDim)
      cd.push_back(cfull[d]);
  return linearIndex(m, ArrayRef<typename M::V>(cd), outShape, pad);
}

/// A conversion whose tile holds more data than this goes through shared
/// memory in rounds, each one slice of the result's (padded, row-major)
/// index space, through a buffer of one slice. 64 KiB: every tile up to
/// 128x128 f32 (the benchmarks' largest; 66048 bytes with its padding) keeps
/// its single round and its code, so nothing that fits today gets slower,
/// while a larger tile converts at all and still leaves room for 3 blocks
/// per sm_90 SM (2 on sm_80). Each extra round costs 2 barriers next to a
/// 64 KiB exchange.
static constexpr int64_t kMaxRoundBytes = 64 * 1024;

struct ConvertLayoutLowering : TargetPattern<simt::ConvertLayoutOp> {
  using TargetPattern::TargetPattern;

  /// Per register, the first and last round its slot falls in over all
  /// threads (equal when every thread's copy is in one round).
  template <typename SlotFn>
  static SmallVector<std::pair<int64_t, int64_t>>
  roundsOf(const simt::DistView &v, int64_t chunk, SlotFn slot) {
    SmallVector<std::pair<int64_t, int64_t>> out(
        v.numRegs, {std::numeric_limits<int64_t>::max(), -1});
    for (int64_t tid = 0, n = numThreadsOf(v); tid < n; ++tid) {
      SmallVector<int64_t> t = threadCoordsOf(v, tid);
      for (int64_t r = 0; r < v.numRegs; ++r) {
        int64_t k = slot(regCoordsOf(v, t, r)) / chunk;
        out[r] = {std::min(out[r].first, k), std::max(out[r].second, k)};
      }
    }
    return out;
  }

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
    ArrayRef<int64_t> inShape = inTy.getShape();
    ArrayRef<int64_t> outShape = outTy.getShape();
    int64_t size = 1;
    for (unsigned d = 0; d < outShape.size(); ++d)
      size *= outShape[d] + (d + 1 == outShape.size() ? pad : 0);
    int64_t eltBytes = std::max<int64_t>(1, mt.getIntOrFloatBitWidth() / 8);
    int64_t dataBytes = outTy.getNumElements() * eltBytes;
    int64_t rounds = 1;
    while (llvm::divideCeil(dataBytes, rounds) > kMaxRoundBytes)
      rounds *= 2;
    int64_t chunk = llvm::divideCeil(size, rounds);

    // Which rounds each register takes part in. A register whose slot lies
    // in one round for every thread is moved only then, at a fixed offset;
    // one that differs between threads moves in each of its rounds, and
    // threads whose slot is elsewhere store to a dummy slot past the chunk
    // and ignore what they load.
    SmallVector<std::pair<int64_t, int64_t>> inRounds(vin.numRegs, {0, 0}),
        outRounds(vout.numRegs, {0, 0});
    if (rounds > 1) {
      HostMath hm;
      inRounds = roundsOf(vin, chunk, [&](ArrayRef<int64_t> c) {
        return sourceSlot(hm, op, vin, c, inShape, outShape, pad);
      });
      outRounds = roundsOf(vout, chunk, [&](ArrayRef<int64_t> c) {
        return resultSlot(hm, vout, c, outShape, pad);
      });
    }
    auto mixed = [](std::pair<int64_t, int64_t> p) {
      return p.first != p.second;
    };
    bool dummy = llvm::any_of(inRounds, mixed) || llvm::any_of(outRounds, mixed);
    int64_t bufElems = rounds == 1 ? size : chunk + (dummy ? 1 : 0);
    if (failed(target.reserveShared(op, mt, bufElems)))
      return failure();
    Value smem = allocShared(b, op, mt, bufElems);
    SmallVector<Value> vals = unpack(b, loc, a.getSource());
    IRMath im{b, loc};

    // The slot of a register in round k: fixed when it has one round,
    // else the dummy for threads whose slot is in another round.
    auto slotIn = [&](Value idx, std::pair<int64_t, int64_t> rs, int64_t k,
                      Value &inRound) -> Value {
      if (k == 0 && rs.second == 0)
        return idx;
      Value rel = arith::AddIOp::create(b, loc, idx, i32Const(b, loc, -k * chunk));
      if (rs.first == rs.second)
        return rel;
      inRound = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, rel,
                                      i32Const(b, loc, chunk));
      return arith::SelectOp::create(b, loc, inRound, rel,
                                     i32Const(b, loc, chunk));
    };
    SmallVector<Value> tin, tout, inIdx(vin.numRegs), outIdx(vout.numRegs);
    SmallVector<Value> regs(vout.numRegs);
    for (int64_t k = 0; k < rounds; ++k) {
      // Every thread has read the previous round's slice before this
      // round's stores overwrite it.
      if (k > 0)
        gpu::BarrierOp::create(b, loc);
      // Write the source registers whose place in the result is in this
      // round's slice.
      if (tin.empty())
        tin = threadCoords(b, loc, vin);
      for (int64_t r = 0; r < vin.numRegs; ++r) {
        if (k < inRounds[r].first || k > inRounds[r].second)
          continue;
        if (!inIdx[r])
          inIdx[r] = sourceSlot(im, op, vin,
                                ArrayRef<Value>(regCoords(b, loc, vin, tin, r)),
                                inShape, outShape, pad);
        Value inRound;
        Value idx = slotIn(inIdx[r], inRounds[r], k, inRound);
        Value p = LLVM::GEPOp::create(b, loc, smem.getType(), mt, smem,
                                      ValueRange{idx});
        Value v = vals[r];
        if (mt != elt)
          v = arith::ExtUIOp::create(b, loc, mt, v);
        LLVM::StoreOp::create(b, loc, v, p);
      }
      // The slice is complete before anyone reads it.
      gpu::BarrierOp::create(b, loc);
      if (tout.empty())
        tout = threadCoords(b, loc, vout);
      for (int64_t r = 0; r < vout.numRegs; ++r) {
        if (k < outRounds[r].first || k > outRounds[r].second)
          continue;
        if (!outIdx[r])
          outIdx[r] = resultSlot(
              im, vout, ArrayRef<Value>(regCoords(b, loc, vout, tout, r)),
              outShape, pad);
        Value inRound;
        Value idx = slotIn(outIdx[r], outRounds[r], k, inRound);
        Value p = LLVM::GEPOp::create(b, loc, smem.getType(), mt, smem,
                                      ValueRange{idx});
        Value v = LLVM::LoadOp::create(b, loc, mt, p);
        if (mt != elt)
          v = arith::TruncIOp::create(b, loc, elt, v);
        // Threads whose slot is in a later round overwrite this then.
        regs[r] = inRound && k > outRounds[r].first
                      ? Value(arith::SelectOp::create(b, loc, inRound, v, regs[r]))
                      : v;
      }
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
