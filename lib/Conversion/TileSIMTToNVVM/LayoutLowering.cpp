//===- LayoutLowering.cpp - splat, iota, broadcast, reshape, convert ------===//
#include "Common.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/Support/CommandLine.h"

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
    ArrayRef<int64_t> shape = ty.getShape();
    for (int64_t r = 0; r < v.numRegs; ++r) {
      // The row-major linear index; unit dims add nothing.
      SmallVector<Value> coords = tensorCoords(b, loc, v, thread, r);
      Value c;
      int64_t stride = 1;
      for (int64_t d = shape.size() - 1; d >= 0; --d) {
        if (shape[d] == 1)
          continue;
        Value term = coords[d];
        if (stride != 1)
          term = arith::MulIOp::create(b, loc, term, i32Const(b, loc, stride));
        c = c ? Value(arith::AddIOp::create(b, loc, c, term)) : term;
        stride *= shape[d];
      }
      if (!c)
        c = i32Const(b, loc, 0);
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

/// Where a source register at coordinates `cfull` (the source layout's
/// full rank) lands in the result's shape.
template <typename M>
static SmallVector<typename M::V>
sourceCoords(M &m, simt::ConvertLayoutOp op, const simt::DistView &vin,
             ArrayRef<typename M::V> cfull, ArrayRef<int64_t> inShape,
             ArrayRef<int64_t> outShape) {
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
  return cd;
}

/// The result's coordinates of a result register at `cfull`.
template <typename V>
static SmallVector<V> resultCoords(const simt::DistView &vout,
                                   ArrayRef<V> cfull) {
  SmallVector<V> cd;
  for (unsigned d = 0; d < vout.shape.size(); ++d)
    if ((int64_t)d != vout.sliceDim)
      cd.push_back(cfull[d]);
  return cd;
}

/// A conversion whose tile holds more data than this goes through shared
/// memory in rounds, each one slab of the result (a range of one dim),
/// through a buffer of one slab. 64 KiB: every tile up to 128x128 f32 (the
/// benchmarks' largest; 66048 bytes with its padding) keeps its single
/// round and its code, so nothing that fits today changes, while a larger
/// tile converts at all and still leaves room for 3 blocks per sm_90 SM (2
/// on sm_80). Each extra round costs 2 barriers next to a 64 KiB exchange.
static llvm::cl::opt<int64_t> maxRoundBytes(
    "tileir-convert-round-bytes", llvm::cl::Hidden, llvm::cl::init(64 * 1024),
    llvm::cl::desc("Data bytes one round of a layout conversion moves through "
                   "shared memory (testing knob; default 64 KiB)"));

/// A swizzled buffer for a rank-2 transposing conversion. The result dim
/// `fast` along which each source thread holds `vec` contiguous elements is
/// the buffer's fastest, so a group of source registers is one 16-byte
/// store, and a warp's stores fill whole rows (no bank conflict). The
/// result's registers are read one by one walking the other dim, one row
/// per lane: the vector slot is XOR-ed with the row's phase (rows / perPhase
/// mod maxPhase) so that those lanes spread over the banks instead of all
/// hitting the same one (the padded row-major buffer spreads them over only
/// 8 banks when threads hold 4 elements each).
struct Swizzle {
  unsigned fast = 0, slow = 1;
  unsigned srcDim = 0; // the source dim that becomes `fast`
  int64_t vec = 1, perPhase = 1, maxPhase = 1;
};

static std::optional<Swizzle> planSwizzle(simt::ConvertLayoutOp op,
                                          const simt::DistView &vin,
                                          const simt::DistView &vout,
                                          ArrayRef<int64_t> outShape,
                                          int64_t eltBytes) {
  auto perm = op.getPermutation();
  // Only where the op asks just for conflict avoidance (the default
  // padded layout), for 2-D tiles of at least 16-bit elements.
  auto shared = op.getShared();
  if (!perm || outShape.size() != 2 || (shared && shared->getVec() != 1) ||
      vin.sliceDim >= 0 || vout.sliceDim >= 0 || eltBytes < 2)
    return std::nullopt;
  Swizzle z;
  z.srcDim = vin.order[0];
  z.fast = (*perm)[0] == (int32_t)z.srcDim ? 0 : 1;
  z.slow = 1 - z.fast;
  // The result must be read along the other dim, or nothing transposes.
  if (vout.order[0] != z.slow || vin.wraps(z.srcDim))
    return std::nullopt;
  int64_t spt = std::min<int64_t>(vin.spt[z.srcDim], vin.shape[z.srcDim]);
  z.vec = std::min<int64_t>(spt, 16 / eltBytes);
  if (z.vec < 2 || outShape[z.fast] % z.vec)
    return std::nullopt;
  // One phase per run of rows a result thread holds (lanes walk rows in
  // steps of it), as many phases as vectors in a 128-byte bank line.
  z.perPhase = std::min<int64_t>(vout.spt[z.slow], vout.shape[z.slow]);
  z.maxPhase = std::min<int64_t>(outShape[z.fast] / z.vec,
                                 std::max<int64_t>(1, 128 / (z.vec * eltBytes)));
  return z;
}

struct ConvertLayoutLowering : TargetPattern<simt::ConvertLayoutOp> {
  using TargetPattern::TargetPattern;

  /// Per register, the first and last round (slab of `slab` along `dim`)
  /// its element falls in over all threads; equal when every thread's copy
  /// is in one round.
  template <typename CoordFn>
  static SmallVector<std::pair<int64_t, int64_t>>
  roundsOf(const simt::DistView &v, unsigned dim, int64_t slab,
           CoordFn coords) {
    SmallVector<std::pair<int64_t, int64_t>> out(
        v.numRegs, {std::numeric_limits<int64_t>::max(), -1});
    for (int64_t tid = 0, n = numThreadsOf(v); tid < n; ++tid) {
      SmallVector<int64_t> t = threadCoordsOf(v, tid);
      for (int64_t r = 0; r < v.numRegs; ++r) {
        int64_t k = coords(regCoordsOf(v, t, r))[dim] / slab;
        out[r] = {std::min(out[r].first, k), std::max(out[r].second, k)};
      }
    }
    return out;
  }

  /// Without shared memory when every element a thread holds in the result
  /// it already holds in the source (a small tile every thread holds
  /// whole, or a reshape that adds replicated unit dims): each result
  /// register is a source register, chosen at compile time where that is
  /// the same for every thread, else by comparing the element it wants
  /// with the few candidates threads take it from. Fails, building
  /// nothing, otherwise.
  LogicalResult convertInThreads(simt::ConvertLayoutOp op, OpAdaptor a,
                                 ConversionPatternRewriter &b,
                                 const simt::DistView &vin,
                                 const simt::DistView &vout) const {
    auto inTy = cast<RankedTensorType>(op.getSource().getType());
    auto outTy = cast<RankedTensorType>(op.getType());
    ArrayRef<int64_t> inShape = inTy.getShape(), outShape = outTy.getShape();
    int64_t threads = numThreadsOf(vout);
    // A bound on the compile-time walk (every thread, every register).
    if (numThreadsOf(vin) != threads || vin.numRegs > 64 ||
        threads * (vin.numRegs + vout.numRegs) > (1 << 16))
      return failure();
    HostMath hm;
    auto srcElem = [&](ArrayRef<int64_t> t, int64_t r) {
      SmallVector<int64_t> c =
          sourceCoords(hm, op, vin, ArrayRef<int64_t>(regCoordsOf(vin, t, r)),
                       inShape, outShape);
      return linearIndex(hm, ArrayRef<int64_t>(c), outShape, 0);
    };
    auto dstElem = [&](ArrayRef<int64_t> t, int64_t r) {
      SmallVector<int64_t> full = regCoordsOf(vout, t, r);
      SmallVector<int64_t> c = resultCoords(vout, ArrayRef<int64_t>(full));
      return linearIndex(hm, ArrayRef<int64_t>(c), outShape, 0);
    };
    // Per result register, the source registers threads take it from.
    SmallVector<llvm::SmallSetVector<int64_t, 4>> from(vout.numRegs);
    for (int64_t tid = 0; tid < threads; ++tid) {
      SmallVector<int64_t> ti = threadCoordsOf(vin, tid),
                           to = threadCoordsOf(vout, tid);
      llvm::DenseMap<int64_t, int64_t> held;
      for (int64_t r = 0; r < vin.numRegs; ++r)
        held.try_emplace(srcElem(ti, r), r);
      for (int64_t r = 0; r < vout.numRegs; ++r) {
        auto it = held.find(dstElem(to, r));
        if (it == held.end())
          return failure();
        from[r].insert(it->second);
        if (from[r].size() > 4)
          return failure();
      }
    }
    Location loc = op.getLoc();
    IRMath im{b, loc};
    SmallVector<Value> in = unpack(b, loc, a.getSource()), out;
    SmallVector<Value> tin, tout;
    for (int64_t r = 0; r < vout.numRegs; ++r) {
      Value v = in[from[r][0]];
      if (from[r].size() > 1) {
        if (tin.empty()) {
          tin = threadCoords(b, loc, vin);
          tout = threadCoords(b, loc, vout);
        }
        SmallVector<Value> cd =
            resultCoords(vout, ArrayRef<Value>(regCoords(b, loc, vout, tout, r)));
        Value want = linearIndex(im, ArrayRef<Value>(cd), outShape, 0);
        for (int64_t k : llvm::drop_begin(from[r])) {
          SmallVector<Value> cs = sourceCoords(
              im, op, vin, ArrayRef<Value>(regCoords(b, loc, vin, tin, k)),
              inShape, outShape);
          Value has = linearIndex(im, ArrayRef<Value>(cs), outShape, 0);
          Value hit = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                            has, want);
          v = arith::SelectOp::create(b, loc, hit, in[k], v);
        }
      }
      out.push_back(v);
    }
    auto vt = cast<VectorType>(getTypeConverter()->convertType(outTy));
    b.replaceOp(op, pack(b, loc, vt, out));
    return success();
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
    int64_t eltBytes = std::max<int64_t>(1, mt.getIntOrFloatBitWidth() / 8);
    if (succeeded(convertInThreads(op, a, b, vin, vout)))
      return success();
    int64_t rounds = 1;
    while (llvm::divideCeil(outTy.getNumElements() * eltBytes, rounds) >
               maxRoundBytes &&
           rounds < outTy.getNumElements())
      rounds *= 2;

    std::optional<Swizzle> swz;
    if (rounds == 1)
      swz = planSwizzle(op, vin, vout, outShape, eltBytes);

    // Rounds split one dim of the result into slabs. Which rounds each
    // register takes part in: a register whose element is in one slab for
    // every thread moves only then, at a fixed offset; one whose slab
    // differs between threads moves in each of its rounds, threads whose
    // element is elsewhere storing to a dummy slot past the slab and
    // ignoring what they load. The dim is the one with the fewest such
    // registers (the slowest on a tie), as they cost code in every round.
    using Rounds = SmallVector<std::pair<int64_t, int64_t>>;
    auto mixed = [](std::pair<int64_t, int64_t> p) {
      return p.first != p.second;
    };
    unsigned dim = 0;
    int64_t slab = outShape.empty() ? 1 : outShape[0];
    Rounds inRounds(vin.numRegs, {0, 0}), outRounds(vout.numRegs, {0, 0});
    if (rounds > 1) {
      HostMath hm;
      int64_t best = std::numeric_limits<int64_t>::max();
      for (unsigned d = 0; d < outShape.size(); ++d) {
        if (outShape[d] < rounds)
          continue;
        int64_t s = outShape[d] / rounds;
        Rounds ir = roundsOf(vin, d, s, [&](ArrayRef<int64_t> c) {
          return sourceCoords(hm, op, vin, c, inShape, outShape);
        });
        Rounds orr = roundsOf(vout, d, s, [&](ArrayRef<int64_t> c) {
          return resultCoords(vout, c);
        });
        int64_t cost = llvm::count_if(ir, mixed) + llvm::count_if(orr, mixed);
        if (cost < best) {
          best = cost;
          dim = d;
          slab = s;
          inRounds = std::move(ir);
          outRounds = std::move(orr);
        }
      }
      if (best == std::numeric_limits<int64_t>::max())
        return op.emitOpError("has no dim of at least ")
               << rounds << " elements to convert in rounds";
    }
    // The buffer holds one slab: the result's shape with `dim` cut.
    SmallVector<int64_t> bufShape(outShape);
    if (!bufShape.empty())
      bufShape[dim] = slab;
    if (swz)
      pad = 0; // the swizzle spreads the banks instead
    int64_t size = 1;
    for (unsigned d = 0; d < bufShape.size(); ++d)
      size *= bufShape[d] + (d + 1 == bufShape.size() ? pad : 0);
    bool dummy =
        llvm::any_of(inRounds, mixed) || llvm::any_of(outRounds, mixed);
    int64_t bufElems = size + (dummy ? 1 : 0);
    if (failed(target.reserveShared(op, mt, bufElems)))
      return failure();
    Value smem = allocShared(b, op, mt, bufElems);
    SmallVector<Value> vals = unpack(b, loc, a.getSource());
    IRMath im{b, loc};

    // slow * rows + ((fast / vec) ^ phase(slow)) * vec + fast % vec.
    auto swizzledIndex = [&](ArrayRef<Value> cd, const Swizzle &z) -> Value {
      Value f = cd[z.fast], sl = cd[z.slow];
      Value phase = im.mask(im.shr(sl, llvm::Log2_64(z.perPhase)),
                            z.maxPhase - 1);
      Value slot = arith::XOrIOp::create(b, loc,
                                         im.shr(f, llvm::Log2_64(z.vec)), phase);
      Value col = arith::OrIOp::create(
          b, loc,
          arith::ShLIOp::create(b, loc, slot,
                                i32Const(b, loc, llvm::Log2_64(z.vec))),
          im.mask(f, z.vec - 1));
      return im.add(im.mul(sl, outShape[z.fast]), col);
    };
    // The slot of an element at result coordinates `cd` in round k: fixed
    // when its register has one round, else the dummy for the threads whose
    // element is in another slab (`inRound` says which).
    auto slotIn = [&](SmallVector<Value> cd, std::pair<int64_t, int64_t> rs,
                      int64_t k, Value &inRound) -> Value {
      if (k > 0)
        cd[dim] = arith::AddIOp::create(b, loc, cd[dim],
                                        i32Const(b, loc, -k * slab));
      Value idx = swz ? swizzledIndex(cd, *swz)
                      : linearIndex(im, ArrayRef<Value>(cd), bufShape, pad);
      if (!mixed(rs))
        return idx;
      inRound = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                      cd[dim], i32Const(b, loc, slab));
      return arith::SelectOp::create(b, loc, inRound, idx,
                                     i32Const(b, loc, size));
    };
    SmallVector<Value> tin, tout;
    SmallVector<SmallVector<Value>> inCoords(vin.numRegs),
        outCoords(vout.numRegs);
    SmallVector<Value> regs(vout.numRegs);
    for (int64_t k = 0; k < rounds; ++k) {
      // Every thread has read the previous round's slab before this
      // round's stores overwrite it.
      if (k > 0)
        gpu::BarrierOp::create(b, loc);
      // Write the source registers whose element is in this round's slab.
      if (tin.empty())
        tin = threadCoords(b, loc, vin);
      for (int64_t r = 0; r < vin.numRegs; ++r) {
        if (k < inRounds[r].first || k > inRounds[r].second)
          continue;
        SmallVector<int64_t> m = vin.regMultiIndex(r);
        // Swizzled: the vec registers from this one on along the source's
        // fastest dim are contiguous and vec-aligned in the buffer (the
        // swizzle moves whole vectors): one store. Their group's first
        // register stores them all.
        if (swz && m[swz->srcDim] % swz->vec)
          continue;
        if (inCoords[r].empty())
          inCoords[r] = sourceCoords(
              im, op, vin, ArrayRef<Value>(regCoords(b, loc, vin, tin, r)),
              inShape, outShape);
        Value inRound;
        Value idx = slotIn(inCoords[r], inRounds[r], k, inRound);
        Value p = LLVM::GEPOp::create(b, loc, smem.getType(), mt, smem,
                                      ValueRange{idx});
        if (swz) {
          SmallVector<Value> group;
          for (int64_t i = 0; i < swz->vec; ++i) {
            m[swz->srcDim] = vin.regMultiIndex(r)[swz->srcDim] + i;
            group.push_back(vals[vin.regIndex(m)]);
          }
          Value v = vector::FromElementsOp::create(
              b, loc, VectorType::get({swz->vec}, mt), group);
          LLVM::StoreOp::create(b, loc, v, p, swz->vec * eltBytes);
          continue;
        }
        Value v = vals[r];
        if (mt != elt)
          v = arith::ExtUIOp::create(b, loc, mt, v);
        LLVM::StoreOp::create(b, loc, v, p);
      }
      // The slab is complete before anyone reads it.
      gpu::BarrierOp::create(b, loc);
      if (tout.empty())
        tout = threadCoords(b, loc, vout);
      for (int64_t r = 0; r < vout.numRegs; ++r) {
        if (k < outRounds[r].first || k > outRounds[r].second)
          continue;
        if (outCoords[r].empty())
          outCoords[r] = resultCoords(
              vout, ArrayRef<Value>(regCoords(b, loc, vout, tout, r)));
        Value inRound;
        Value idx = slotIn(outCoords[r], outRounds[r], k, inRound);
        Value p = LLVM::GEPOp::create(b, loc, smem.getType(), mt, smem,
                                      ValueRange{idx});
        Value v = LLVM::LoadOp::create(b, loc, mt, p);
        if (mt != elt)
          v = arith::TruncIOp::create(b, loc, elt, v);
        // Threads whose element is in a later slab overwrite this then.
        regs[r] = inRound && k > outRounds[r].first
                      ? Value(arith::SelectOp::create(b, loc, inRound, v,
                                                      regs[r]))
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
