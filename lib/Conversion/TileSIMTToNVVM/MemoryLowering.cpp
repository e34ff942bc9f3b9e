//===- MemoryLowering.cpp - load_tile / store_tile to per-thread accesses -===//
//
// Registers are visited in groups of `vec` elements that are contiguous in
// memory (unit stride along the layout's fastest dim). A group whose bounds
// check (and, unless proven, alignment check) passes is one vector access of
// up to 16 bytes; otherwise each element is checked alone. Out-of-bounds
// loads yield the padding value; out-of-bounds stores are skipped.
//
//===----------------------------------------------------------------------===//
#include "Common.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::lowering;

namespace {

struct AccessPlan {
  simt::DistView view;
  Type elt;
  unsigned eltBytes = 4;
  unsigned inner = 0;     // tensor dim walked fastest
  unsigned innerFull = 0; // the same dim in the layout (slices add one)
  int64_t vec = 1;
  bool alignedProven = false;
  bool innerBoundProven = false; // shape[inner] % vec == 0
  /// Where a group is not proven aligned: the widest narrower group that
  /// is, with no group crossing the inner bound (1: elements one by one).
  /// A group found misaligned at run time is accessed in those.
  int64_t fallbackVec = 1;
};

static bool isConstOne(Value v) {
  APInt c;
  return matchPattern(v, m_ConstantInt(&c)) && c == 1;
}

static int64_t divOf(ArrayRef<int64_t> divs, unsigned d) {
  return d < divs.size() ? divs[d] : 1;
}

/// `maxBytes` caps the group (an async copy's width).
template <typename OpT>
static FailureOr<AccessPlan> planAccess(OpT op, RankedTensorType ty,
                                        int64_t maxBytes = 16) {
  AccessPlan p;
  auto v = simt::getDistView(ty);
  if (failed(v))
    return failure();
  p.view = *v;
  p.elt = ty.getElementType();
  unsigned bits = p.elt.getIntOrFloatBitWidth();
  if (bits < 8 || bits % 8)
    return failure();
  p.eltBytes = bits / 8;
  for (unsigned d : p.view.order)
    if ((int64_t)d != p.view.sliceDim) {
      p.innerFull = d;
      break;
    }
  p.inner = p.view.sliceDim >= 0 && (int64_t)p.innerFull > p.view.sliceDim
                ? p.innerFull - 1
                : p.innerFull;
  unsigned inner = p.inner, innerFull = p.innerFull;
  // A thread's registers along the inner dim are consecutive elements, also
  // where the layout wraps (threads holding replicas): extents are powers
  // of two, so a run of min(spt, shape) never straddles the wrap.
  if (isConstOne(op.getStrides()[inner])) {
    int64_t contiguous =
        std::min<int64_t>(p.view.spt[innerFull], p.view.shape[innerFull]);
    p.vec = std::max<int64_t>(
        1, std::min<int64_t>(contiguous, maxBytes / p.eltBytes));
  }
  auto provenAligned = [&](int64_t vec) {
    if (op.getBaseAlign() % (vec * p.eltBytes) != 0)
      return false;
    for (unsigned d = 0; d < op.getStrides().size(); ++d)
      if (d != inner && divOf(op.getStrideDiv(), d) % vec != 0)
        return false;
    return true;
  };
  p.alignedProven = provenAligned(p.vec);
  p.innerBoundProven = divOf(op.getShapeDiv(), inner) % p.vec == 0;
  // bf16 rows of 100 elements: every row 8-byte aligned, every other one
  // 16; the others are read in 8-byte groups rather than element by
  // element.
  if (!p.alignedProven)
    for (int64_t vec = p.vec / 2; vec >= 2; vec /= 2)
      if (provenAligned(vec) && divOf(op.getShapeDiv(), inner) % vec == 0) {
        p.fallbackVec = vec;
        break;
      }
  return p;
}

/// Shared address and bounds arithmetic of one access.
struct AccessFrame {
  Value origin;                 // base + sum(offset_d * stride_d), i64 math
  SmallVector<Value> thread;    // thread coordinates
  SmallVector<Value> offsets, shape, strides;
};

template <typename AdaptorT>
static AccessFrame makeFrame(OpBuilder &b, Location loc, const AccessPlan &p,
                             AdaptorT a) {
  AccessFrame f;
  f.offsets.assign(a.getOffsets().begin(), a.getOffsets().end());
  f.shape.assign(a.getShape().begin(), a.getShape().end());
  f.strides.assign(a.getStrides().begin(), a.getStrides().end());
  Value sum;
  auto toI64 = [&](Value v) -> Value {
    return v.getType().isInteger(64)
               ? v
               : Value(arith::ExtSIOp::create(b, loc, b.getI64Type(), v));
  };
  for (unsigned d = 0; d < f.offsets.size(); ++d) {
    Value o = toI64(f.offsets[d]);
    Value s = toI64(f.strides[d]);
    Value t = arith::MulIOp::create(b, loc, o, s);
    sum = sum ? Value(arith::AddIOp::create(b, loc, sum, t)) : t;
  }
  f.origin = LLVM::GEPOp::create(b, loc, a.getBase().getType(), p.elt,
                                 a.getBase(), ValueRange{sum});
  f.thread = threadCoords(b, loc, p.view);
  return f;
}

/// Coordinates of register r in tensor dims (a slice's unit dim dropped).
static SmallVector<Value> tensorCoords(OpBuilder &b, Location loc,
                                      const AccessPlan &p,
                                      const AccessFrame &f, int64_t r) {
  SmallVector<Value> c = lowering::tensorCoords(b, loc, p.view, f.thread, r);
  // i64 accesses: bounds and strides in i64 (coordinates are non-negative).
  if (!f.shape.empty() && f.shape[0].getType().isInteger(64))
    for (Value &x : c)
      x = arith::ExtUIOp::create(b, loc, b.getI64Type(), x);
  return c;
}

/// Pointer of the element at tile coordinates `c` and the bounds condition
/// of every dim except `skipDim` (pass -1 to check all).
static std::pair<Value, Value> address(OpBuilder &b, Location loc,
                                       const AccessPlan &p,
                                       const AccessFrame &f,
                                       ArrayRef<Value> c, int skipDim) {
  Value rel, cond;
  for (unsigned d = 0; d < c.size(); ++d) {
    Value t = isConstOne(f.strides[d])
                  ? c[d]
                  : Value(arith::MulIOp::create(b, loc, c[d], f.strides[d]));
    rel = rel ? Value(arith::AddIOp::create(b, loc, rel, t)) : t;
    if ((int)d == skipDim)
      continue;
    Value g = arith::AddIOp::create(b, loc, f.offsets[d], c[d]);
    Value in = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, g,
                                     f.shape[d]);
    cond = cond ? Value(arith::AndIOp::create(b, loc, cond, in)) : in;
  }
  Value ptr = LLVM::GEPOp::create(b, loc, f.origin.getType(), p.elt, f.origin,
                                  ValueRange{rel});
  if (!cond)
    cond = arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1);
  return {ptr, cond};
}

/// Whether inner coordinate g + k is in bounds.
static Value innerIn(OpBuilder &b, Location loc, const AccessPlan &p,
                     const AccessFrame &f, Value cInner, int64_t k) {
  Value g = arith::AddIOp::create(b, loc, f.offsets[p.inner], cInner);
  if (k)
    g = arith::AddIOp::create(
        b, loc, g, arith::ConstantIntOp::create(b, loc, g.getType(), k));
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, g,
                               f.shape[p.inner]);
}

static Value isAligned(OpBuilder &b, Location loc, Value ptr, int64_t bytes) {
  Value i = LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), ptr);
  Value m = arith::AndIOp::create(
      b, loc, i, arith::ConstantIntOp::create(b, loc, b.getI64Type(), bytes - 1));
  return arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq, m,
      arith::ConstantIntOp::create(b, loc, b.getI64Type(), 0));
}

/// The address of the p.vec-element group at coordinates `c`, the bounds
/// condition of the outer dims, and the condition under which the whole
/// group is in bounds and aligned for one vector access.
struct GroupAccess {
  Value ptr, outer, full;
};
static GroupAccess groupAccess(OpBuilder &b, Location loc, const AccessPlan &p,
                               const AccessFrame &f, ArrayRef<Value> c) {
  auto [ptr, outer] = address(b, loc, p, f, c, p.inner);
  Value full = arith::AndIOp::create(
      b, loc, outer, innerIn(b, loc, p, f, c[p.inner], p.vec - 1));
  if (!p.alignedProven)
    full = arith::AndIOp::create(
        b, loc, full, isAligned(b, loc, ptr, p.vec * p.eltBytes));
  return {ptr, outer, full};
}

/// The `width` consecutive elements at `ptr` where `cond` holds (one
/// access of that many, aligned to its size), `pad` each where it does not.
static SmallVector<Value> maskedLoad(OpBuilder &b, Location loc,
                                     const AccessPlan &p, Value ptr,
                                     Value cond, Value pad, int64_t width) {
  Type ty = width == 1 ? p.elt : Type(VectorType::get({width}, p.elt));
  auto ifOp = scf::IfOp::create(b, loc, TypeRange{ty}, cond, true);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    Value v = LLVM::LoadOp::create(b, loc, ty, ptr, width * p.eltBytes);
    scf::YieldOp::create(b, loc, v);
    b.setInsertionPointToStart(ifOp.elseBlock());
    scf::YieldOp::create(
        b, loc,
        width == 1 ? pad
                   : pack(b, loc, cast<VectorType>(ty),
                          SmallVector<Value>(width, pad)));
  }
  if (width == 1)
    return {ifOp.getResult(0)};
  return unpack(b, loc, ifOp.getResult(0));
}

/// Stores `vals` (consecutive elements) at `ptr` where `cond` holds, in
/// one access aligned to its size.
static void maskedStore(OpBuilder &b, Location loc, const AccessPlan &p,
                        Value ptr, Value cond, ArrayRef<Value> vals) {
  auto ifOp = scf::IfOp::create(b, loc, TypeRange{}, cond, false);
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToStart(ifOp.thenBlock());
  Value v = vals.size() == 1
                ? vals[0]
                : pack(b, loc,
                       VectorType::get({(int64_t)vals.size()}, p.elt), vals);
  LLVM::StoreOp::create(b, loc, v, ptr, vals.size() * p.eltBytes);
}

struct LoadTileLowering : OpConversionPattern<simt::LoadTileOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::LoadTileOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    auto ty = cast<RankedTensorType>(op.getType());
    auto plan = planAccess(op, ty);
    if (failed(plan))
      return op.emitOpError("element type ") << ty.getElementType()
                                            << " cannot be loaded yet";
    const AccessPlan &p = *plan;
    Location loc = op.getLoc();
    AccessFrame f = makeFrame(b, loc, p, a);
    Value pad = a.getPadding();
    if (!pad)
      pad = arith::ConstantOp::create(b, loc, p.elt, b.getZeroAttr(p.elt));
    auto groupTy = VectorType::get({p.vec}, p.elt);
    SmallVector<Value> regs;
    for (int64_t r = 0; r < p.view.numRegs; r += p.vec) {
      SmallVector<Value> c = tensorCoords(b, loc, p, f, r);
      if (p.vec == 1) {
        auto [ptr, cond] = address(b, loc, p, f, c, -1);
        regs.push_back(maskedLoad(b, loc, p, ptr, cond, pad, 1)[0]);
        continue;
      }
      auto [ptr, outer, full] = groupAccess(b, loc, p, f, c);
      auto ifOp = scf::IfOp::create(b, loc, TypeRange{groupTy}, full, true);
      {
        OpBuilder::InsertionGuard g(b);
        b.setInsertionPointToStart(ifOp.thenBlock());
        Value v = LLVM::LoadOp::create(b, loc, groupTy, ptr,
                                       p.vec * p.eltBytes);
        scf::YieldOp::create(b, loc, v);
        b.setInsertionPointToStart(ifOp.elseBlock());
        SmallVector<Value> elems;
        // Narrower groups (each wholly in bounds or out: its start and the
        // inner extent are multiples of its width), else element by element.
        for (int64_t k = 0; k < p.vec; k += p.fallbackVec) {
          if (p.alignedProven && p.innerBoundProven) {
            elems.push_back(pad); // the whole group is out of bounds
            continue;
          }
          Value pk = LLVM::GEPOp::create(b, loc, ptr.getType(), p.elt, ptr,
                                         ArrayRef<LLVM::GEPArg>{(int32_t)k});
          Value ck = arith::AndIOp::create(
              b, loc, outer, innerIn(b, loc, p, f, c[p.inner], k));
          llvm::append_range(
              elems, maskedLoad(b, loc, p, pk, ck, pad, p.fallbackVec));
        }
        scf::YieldOp::create(b, loc, pack(b, loc, groupTy, elems));
      }
      for (Value e : unpack(b, loc, ifOp.getResult(0)))
        regs.push_back(e);
    }
    auto vt = cast<VectorType>(getTypeConverter()->convertType(ty));
    b.replaceOp(op, pack(b, loc, vt, regs));
    return success();
  }
};

struct StoreTileLowering : OpConversionPattern<simt::StoreTileOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::StoreTileOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    auto ty = cast<RankedTensorType>(op.getValue().getType());
    auto plan = planAccess(op, ty);
    if (failed(plan))
      return op.emitOpError("element type ") << ty.getElementType()
                                            << " cannot be stored yet";
    const AccessPlan &p = *plan;
    Location loc = op.getLoc();
    AccessFrame f = makeFrame(b, loc, p, a);
    SmallVector<Value> vals = unpack(b, loc, a.getValue());
    auto groupTy = VectorType::get({p.vec}, p.elt);
    for (int64_t r = 0; r < p.view.numRegs; r += p.vec) {
      SmallVector<Value> c = tensorCoords(b, loc, p, f, r);
      if (p.vec == 1) {
        auto [ptr, cond] = address(b, loc, p, f, c, -1);
        maskedStore(b, loc, p, ptr, cond, vals[r]);
        continue;
      }
      auto [ptr, outer, full] = groupAccess(b, loc, p, f, c);
      bool needElse = !(p.alignedProven && p.innerBoundProven);
      auto ifOp = scf::IfOp::create(b, loc, TypeRange{}, full, needElse);
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(ifOp.thenBlock());
      Value v = pack(b, loc, groupTy,
                     ArrayRef<Value>(vals).slice(r, p.vec));
      LLVM::StoreOp::create(b, loc, v, ptr, p.vec * p.eltBytes);
      if (!needElse)
        continue;
      b.setInsertionPointToStart(ifOp.elseBlock());
      for (int64_t k = 0; k < p.vec; k += p.fallbackVec) {
        Value pk = LLVM::GEPOp::create(b, loc, ptr.getType(), p.elt, ptr,
                                       ArrayRef<LLVM::GEPArg>{(int32_t)k});
        Value ck = arith::AndIOp::create(
            b, loc, outer, innerIn(b, loc, p, f, c[p.inner], k));
        maskedStore(b, loc, p, pk, ck,
                    ArrayRef<Value>(vals).slice(r + k, p.fallbackVec));
      }
    }
    b.eraseOp(op);
    return success();
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Shared rings and asynchronous copies (tile-simt-pipeline-mma)
//===----------------------------------------------------------------------===//

namespace {
/// A ring is a shared array like the scratch ones, marked so that
/// placeSharedMemory gives it bytes of its own while its loop runs.
struct AllocSharedLowering : TargetPattern<simt::AllocSharedOp> {
  using TargetPattern::TargetPattern;
  LogicalResult
  matchAndRewrite(simt::AllocSharedOp op, OpAdaptor,
                  ConversionPatternRewriter &b) const override {
    auto t = cast<simt::SharedBufferType>(op.getType());
    int64_t count = t.getNumSlots() * t.getSlotElements();
    if (failed(target.reserveShared(op, t.getElementType(), count)))
      return failure();
    Value p =
        allocShared(b, op, t.getElementType(), count, sharedAlignment(t));
    markRingBuffer(p);
    b.replaceOp(op, p);
    return success();
  }
};

/// Each thread's groups of the tile, as load_tile visits them, become one
/// cp.async each into the slot (row-major, rows of the ring's pitch). The
/// source size is 0 for a group out of bounds or a copy predicated off:
/// the bytes are zero-filled and global memory is not read.
struct AsyncLoadTileLowering : OpConversionPattern<simt::AsyncLoadTileOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::AsyncLoadTileOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    auto ty = cast<RankedTensorType>(op.getLayout());
    auto ring = cast<simt::SharedBufferType>(op.getDest().getType());
    int64_t bytes = op.getGroupBytes();
    auto plan = planAccess(op, ty, bytes);
    if (failed(plan) || plan->vec * plan->eltBytes != bytes ||
        !plan->alignedProven || !plan->innerBoundProven ||
        !isConstOne(op.getStrides()[plan->inner]))
      return op.emitOpError("cannot be copied in whole ")
             << bytes << "-byte groups (needs unit stride along the last dim)";
    const AccessPlan &p = *plan;
    Location loc = op.getLoc();
    AccessFrame f = makeFrame(b, loc, p, a);
    SmallVector<Value> thread = lowering::threadCoords(b, loc, p.view);
    Value start = slotStart(b, loc, ring, a.getDest(), a.getSlot());
    CpAsyncCopies copies(b, loc, bytes);
    for (int64_t r = 0; r < p.view.numRegs; r += p.vec) {
      SmallVector<Value> c = tensorCoords(b, loc, p, f, r);
      GroupAccess g = groupAccess(b, loc, p, f, c);
      Value live = a.getPred() ? Value(arith::AndIOp::create(b, loc, g.full,
                                                             a.getPred()))
                               : g.full;
      Value size = copies.sourceSize(b, loc, live);
      Value idx = slotIndex(b, loc, ring, ty.getShape(),
                            lowering::tensorCoords(b, loc, p.view, thread, r));
      Value dst = LLVM::GEPOp::create(b, loc, start.getType(), p.elt, start,
                                      ValueRange{idx});
      copies.copy(b, loc, dst, g.ptr, size);
    }
    b.eraseOp(op);
    return success();
  }
};

/// Each thread loads its elements from the slot. (A tile_simt.mma operand
/// read this way is not loaded: the multiply takes its fragments from the
/// slot, and these loads are dead.)
struct ReadSlotLowering : OpConversionPattern<simt::ReadSlotOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::ReadSlotOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    auto ty = cast<RankedTensorType>(op.getType());
    auto ring = cast<simt::SharedBufferType>(op.getSrc().getType());
    Location loc = op.getLoc();
    simt::DistView v = *simt::getDistView(ty);
    SmallVector<Value> thread = lowering::threadCoords(b, loc, v), regs;
    Value start = slotStart(b, loc, ring, a.getSrc(), a.getSlot());
    Type elt = ty.getElementType();
    for (int64_t r = 0; r < v.numRegs; ++r) {
      Value idx = slotIndex(b, loc, ring, ty.getShape(),
                            lowering::tensorCoords(b, loc, v, thread, r));
      Value p = LLVM::GEPOp::create(b, loc, start.getType(), elt, start,
                                    ValueRange{idx});
      regs.push_back(LLVM::LoadOp::create(b, loc, elt, p));
    }
    auto vt = cast<VectorType>(getTypeConverter()->convertType(ty));
    b.replaceOp(op, pack(b, loc, vt, regs));
    return success();
  }
};

/// A CTA barrier (no thread writes the slot while an earlier reader may
/// still read its bytes: the accelerator's copy of the last trip, or the
/// tensor cores of a ring the slot's bytes take over), then each thread
/// stores its elements, a run of consecutive ones along the innermost dim
/// (at most one 16-byte swizzle group) with one vector store.
struct WriteSlotLowering : OpConversionPattern<simt::WriteSlotOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::WriteSlotOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    auto ty = cast<RankedTensorType>(op.getValue().getType());
    auto ring = cast<simt::SharedBufferType>(op.getDest().getType());
    Location loc = op.getLoc();
    Type elt = ty.getElementType();
    int64_t eltBytes = elt.getIntOrFloatBitWidth() / 8;
    if (!eltBytes)
      return op.emitOpError("writes whole bytes, not ") << elt;
    simt::DistView v = *simt::getDistView(ty);
    int64_t width = 1;
    SmallVector<SmallVector<int64_t>> groups =
        vectorGroups(ty, std::max<int64_t>(1, 16 / eltBytes), width);
    if (groups.empty())
      for (int64_t r = 0; r < v.numRegs; ++r)
        groups.push_back({r});
    gpu::BarrierOp::create(b, loc);
    SmallVector<Value> thread = lowering::threadCoords(b, loc, v);
    SmallVector<Value> regs = unpack(b, loc, a.getValue());
    Value start = slotStart(b, loc, ring, a.getDest(), a.getSlot());
    for (ArrayRef<int64_t> g : groups) {
      Value idx = slotIndex(b, loc, ring, ty.getShape(),
                            lowering::tensorCoords(b, loc, v, thread, g[0]));
      Value p = LLVM::GEPOp::create(b, loc, start.getType(), elt, start,
                                    ValueRange{idx});
      Value x = regs[g[0]];
      if (g.size() > 1) {
        SmallVector<Value> run;
        for (int64_t r : g)
          run.push_back(regs[r]);
        x = pack(b, loc, VectorType::get({(int64_t)g.size()}, elt), run);
      }
      LLVM::StoreOp::create(b, loc, x, p, g.size() * eltBytes);
    }
    b.eraseOp(op);
    return success();
  }
};

struct AsyncCommitLowering : OpConversionPattern<simt::AsyncCommitOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::AsyncCommitOp op, OpAdaptor,
                  ConversionPatternRewriter &b) const override {
    b.replaceOpWithNewOp<NVVM::CpAsyncCommitGroupOp>(op);
    return success();
  }
};

struct AsyncWaitLowering : OpConversionPattern<simt::AsyncWaitOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::AsyncWaitOp op, OpAdaptor,
                  ConversionPatternRewriter &b) const override {
    NVVM::CpAsyncWaitGroupOp::create(b, op.getLoc(), op.getPending());
    if (op.getAsyncProxy())
      fenceAsyncProxy(b, op.getLoc());
    b.eraseOp(op);
    return success();
  }
};
} // namespace

void mlir::tileir::lowering::populateMemoryLowering(TypeConverter &tc,
                                                    RewritePatternSet &ps,
                                                    LoweringTarget &target) {
  ps.add<LoadTileLowering, StoreTileLowering, AsyncLoadTileLowering,
         ReadSlotLowering, WriteSlotLowering,
         AsyncCommitLowering, AsyncWaitLowering>(tc, ps.getContext());
  ps.add<AllocSharedLowering>(tc, ps.getContext(), target);
}
