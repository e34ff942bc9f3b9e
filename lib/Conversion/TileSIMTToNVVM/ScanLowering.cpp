//===- ScanLowering.cpp - inclusive scans across the CTA ------------------===//
//
// Along the axis, a blocked layout orders elements as (repetition j, warp,
// lane, register e): coordinate = j*perCTA + (warp*tpw + lane)*spt + e. The
// scan follows that order in three levels:
//  1. each thread scans its spt consecutive registers of every repetition;
//  2. the chunk totals are scanned over the lanes with shfl.up (Hillis-Steele,
//     log2(lanes) steps); a thread's exclusive prefix is its lower neighbour's
//     result and the repetition's warp total sits in the last lane;
//  3. the warp totals of earlier repetitions and warps are folded in: in
//     registers when a single warp covers the axis, else through shared
//     memory (one slot per line, repetition and warp).
// `reverse` mirrors the order (shfl.down, last lane/warp/repetition first).
// Prefixes are combined on the left, so non-commutative combiners see the
// elements in scan order; whether a prefix exists is tracked with i1 flags
// (no identity element is needed).
//
//===----------------------------------------------------------------------===//
#include "Common.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::lowering;

namespace {

/// A partial result that may be absent: `v` null means absent; `ok` null
/// means present for every thread, else an i1 saying whether it is.
struct Part {
  Value v, ok;
};

struct Scanner {
  OpBuilder &b;
  Location loc;
  Region &comb;

  /// `x` followed by `y` in scan order.
  Part cat(Part x, Part y) {
    if (!x.v)
      return y;
    if (!y.v)
      return x;
    Value c = combine(b, comb, x.v, y.v);
    auto sel = [&](Value cond, Value t, Value f) -> Value {
      return arith::SelectOp::create(b, loc, cond, t, f);
    };
    if (!x.ok && !y.ok)
      return {c, {}};
    if (!y.ok)
      return {sel(x.ok, c, y.v), {}};
    if (!x.ok)
      return {sel(y.ok, c, x.v), {}};
    return {sel(x.ok, sel(y.ok, c, x.v), y.v),
            arith::OrIOp::create(b, loc, x.ok, y.ok)};
  }
};

static Value laneId(OpBuilder &b, Location loc) {
  return arith::AndIOp::create(b, loc, threadId(b, loc), i32Const(b, loc, 31));
}

struct ScanLowering : TargetPattern<simt::ScanOp> {
  using TargetPattern::TargetPattern;
  LogicalResult
  matchAndRewrite(simt::ScanOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto ty = cast<RankedTensorType>(op.getType());
    if (!isa<simt::BlockedAttr>(ty.getEncoding()))
      return op.emitOpError("scan needs a blocked layout");
    simt::DistView v = *simt::getDistView(ty);
    unsigned axis = op.getAxis();
    bool rev = op.getReverse();
    Scanner s{b, loc, op.getCombiner()};

    int64_t spt = std::min<int64_t>(v.spt[axis], v.shape[axis]);
    int64_t reps = v.nReg[axis] / spt;
    int64_t lanes = v.distinctLanes(axis), warps = v.distinctWarps(axis);
    int64_t lstride = v.laneStride(axis);
    int64_t lines = 1;
    for (unsigned d = 0; d < v.shape.size(); ++d)
      if (d != axis)
        lines *= v.shape[d];
    Type elt = ty.getElementType();
    int64_t smemBytes =
        warps > 1 ? lines * reps * warps * elt.getIntOrFloatBitWidth() / 8 : 0;
    if (smemBytes > 32 * 1024)
      return op.emitOpError("scan would need ")
             << smemBytes << " bytes of shared memory (at most 32768)";
    if (warps > 1 &&
        failed(target.reserveShared(op, elt, lines * reps * warps)))
      return failure();

    SmallVector<Value> regs = unpack(b, loc, a.getOperand());
    // Register of line `m` (axis entry ignored) at scan position k.
    auto regAt = [&](SmallVector<int64_t> m, int64_t k) {
      int64_t n = v.nReg[axis];
      m[axis] = rev ? n - 1 - k : k;
      return v.regIndex(m);
    };

    // Thread-level facts shared by all lines.
    Value lane = laneId(b, loc);
    Value ld;       // this lane's position along the axis, in scan order
    Value lastLane; // the lane holding the last chunk in scan order
    if (lanes > 1) {
      Value raw = arith::AndIOp::create(
          b, loc,
          arith::ShRUIOp::create(b, loc, lane,
                                 i32Const(b, loc, llvm::Log2_64(lstride))),
          i32Const(b, loc, v.tpw[axis] - 1));
      Value dig = arith::AndIOp::create(b, loc, raw, i32Const(b, loc, lanes - 1));
      ld = rev ? Value(arith::SubIOp::create(b, loc, i32Const(b, loc, lanes - 1),
                                             dig))
               : dig;
      Value base = arith::SubIOp::create(
          b, loc, lane,
          arith::MulIOp::create(b, loc, raw, i32Const(b, loc, lstride)));
      lastLane = arith::AddIOp::create(
          b, loc, base, i32Const(b, loc, (rev ? 0 : lanes - 1) * lstride));
    }
    auto geq = [&](Value x, int64_t c) -> Value {
      return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, x,
                                   i32Const(b, loc, c));
    };
    gpu::ShuffleMode towards = rev ? gpu::ShuffleMode::DOWN
                                   : gpu::ShuffleMode::UP;

    // Per line: first register's multi-index; per line and repetition: the
    // thread-inclusive values, the thread's exclusive prefix within the warp
    // and the warp total.
    struct Line {
      SmallVector<int64_t> m;
      SmallVector<Part> prefix; // per repetition
      SmallVector<Value> total; // per repetition
    };
    SmallVector<Line> work;
    for (int64_t r = 0; r < v.numRegs; ++r) {
      SmallVector<int64_t> m = v.regMultiIndex(r);
      if (m[axis] != 0)
        continue; // visit each line once
      Line ln{m, {}, {}};
      for (int64_t j = 0; j < reps; ++j) {
        // 1. Inside the thread.
        Value run;
        for (int64_t e = 0; e < spt; ++e) {
          int64_t idx = regAt(m, j * spt + e);
          run = run ? combine(b, op.getCombiner(), run, regs[idx]) : regs[idx];
          regs[idx] = run;
        }
        // 2. Across the lanes.
        Part ex{};
        Value total = run;
        if (lanes > 1) {
          Value u = run;
          for (int64_t st = 1; st < lanes; st *= 2) {
            Value y = shuffle(b, loc, u, i32Const(b, loc, lstride * st), towards);
            u = s.cat({y, geq(ld, st)}, {u, {}}).v;
          }
          ex = {shuffle(b, loc, u, i32Const(b, loc, lstride), towards),
                geq(ld, 1)};
          total = shuffle(b, loc, u, lastLane, gpu::ShuffleMode::IDX);
        }
        ln.prefix.push_back(ex);
        ln.total.push_back(total);
      }
      work.push_back(std::move(ln));
    }

    // 3. Across repetitions and warps.
    if (warps == 1) {
      for (Line &ln : work) {
        Part carry{};
        for (int64_t j = 0; j < reps; ++j) {
          Part p = s.cat(carry, ln.prefix[j]);
          carry = s.cat(carry, {ln.total[j], {}});
          ln.prefix[j] = p;
        }
      }
    } else {
      Value smem = allocShared(b, op, elt, lines * reps * warps);
      Value wd = warpIndexAlong(b, loc, v, axis);
      if (rev)
        wd = arith::SubIOp::create(b, loc, i32Const(b, loc, warps - 1), wd);
      SmallVector<Value> thread = threadCoords(b, loc, v);
      auto slotPtr = [&](Value lineBase, int64_t j, Value w) {
        Value i = arith::AddIOp::create(b, loc, lineBase,
                                        i32Const(b, loc, j * warps));
        if (w)
          i = arith::AddIOp::create(b, loc, i, w);
        return LLVM::GEPOp::create(b, loc, smem.getType(), elt, smem,
                                   ValueRange{i});
      };
      SmallVector<Value> lineBase;
      for (Line &ln : work) {
        SmallVector<Value> c =
            regCoords(b, loc, v, thread, v.regIndex(ln.m));
        Value l = i32Const(b, loc, 0);
        int64_t stride = 1;
        for (int d = v.shape.size() - 1; d >= 0; --d) {
          if ((unsigned)d == axis)
            continue;
          if (v.shape[d] > 1)
            l = arith::AddIOp::create(
                b, loc, l,
                arith::MulIOp::create(b, loc, c[d], i32Const(b, loc, stride)));
          stride *= v.shape[d];
        }
        l = arith::MulIOp::create(b, loc, l, i32Const(b, loc, reps * warps));
        lineBase.push_back(l);
        for (int64_t j = 0; j < reps; ++j)
          LLVM::StoreOp::create(b, loc, ln.total[j], slotPtr(l, j, wd));
      }
      gpu::BarrierOp::create(b, loc);
      for (auto [ln, l] : llvm::zip(work, lineBase)) {
        Part carry{}; // all warps of earlier repetitions
        for (int64_t j = 0; j < reps; ++j) {
          Part before = carry; // plus the warps ahead in this repetition
          for (int64_t w = 0; w < warps; ++w) {
            Value t = LLVM::LoadOp::create(b, loc, elt,
                                           slotPtr(l, j, i32Const(b, loc, w)));
            Value ahead = arith::CmpIOp::create(
                b, loc, arith::CmpIPredicate::ugt, wd, i32Const(b, loc, w));
            before = s.cat(before, {t, ahead});
            carry = s.cat(carry, {t, {}});
          }
          ln.prefix[j] = s.cat(before, ln.prefix[j]);
        }
      }
      barrierIfInLoop(b, loc, op); // a later trip rewrites the buffer
    }

    // Fold each thread's prefix into its registers.
    for (Line &ln : work)
      for (int64_t j = 0; j < reps; ++j)
        for (int64_t e = 0; e < spt; ++e) {
          int64_t idx = regAt(ln.m, j * spt + e);
          regs[idx] = s.cat(ln.prefix[j], {regs[idx], {}}).v;
        }
    auto vt = cast<VectorType>(getTypeConverter()->convertType(ty));
    b.replaceOp(op, pack(b, loc, vt, regs));
    return success();
  }
};
} // namespace

void mlir::tileir::lowering::populateScanLowering(TypeConverter &tc,
                                                  RewritePatternSet &ps,
                                                  LoweringTarget &target) {
  ps.add<ScanLowering>(tc, ps.getContext(), target);
}
