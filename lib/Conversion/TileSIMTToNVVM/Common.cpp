//===- Common.cpp - thread coordinates, combiners, shared memory ----------===//
#include "Common.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::lowering;

Value mlir::tileir::lowering::i32Const(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIntOp::create(b, loc, b.getI32Type(), v);
}

static unsigned log2u(int64_t v) { return llvm::Log2_64(v); }

Value mlir::tileir::lowering::threadId(OpBuilder &b, Location loc) {
  Value t = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value tid = arith::IndexCastUIOp::create(b, loc, b.getI32Type(), t);
  // In a tile_simt.warps region, layouts are those of its threads.
  Operation *at = b.getInsertionBlock() ? b.getInsertionBlock()->getParentOp()
                                        : nullptr;
  auto role = at ? dyn_cast<simt::WarpsOp>(at) : simt::WarpsOp();
  if (at && !role)
    role = at->getParentOfType<simt::WarpsOp>();
  if (role && role.getFirst())
    tid = arith::SubIOp::create(b, loc, tid, i32Const(b, loc, role.getFirst()));
  return tid;
}

/// (x >> log2(stride)) & (count - 1)
static Value digit(OpBuilder &b, Location loc, Value x, int64_t stride,
                   int64_t count) {
  if (count == 1)
    return i32Const(b, loc, 0);
  if (stride > 1)
    x = arith::ShRUIOp::create(b, loc, x, i32Const(b, loc, log2u(stride)));
  return arith::AndIOp::create(b, loc, x, i32Const(b, loc, count - 1));
}

SmallVector<Value> mlir::tileir::lowering::threadCoords(
    OpBuilder &b, Location loc, const simt::DistView &v) {
  Value tid = threadId(b, loc);
  Value lane = arith::AndIOp::create(b, loc, tid, i32Const(b, loc, 31));
  Value warp = arith::ShRUIOp::create(b, loc, tid, i32Const(b, loc, 5));
  SmallVector<Value> out;
  for (unsigned d = 0; d < v.shape.size(); ++d) {
    Value l = digit(b, loc, lane, v.laneStride(d), v.tpw[d]);
    Value w = digit(b, loc, warp, v.warpStride(d), v.wpc[d]);
    Value c = l;
    if (v.wpc[d] > 1) {
      Value ws = arith::ShLIOp::create(b, loc, w,
                                       i32Const(b, loc, log2u(v.tpw[d])));
      c = arith::OrIOp::create(b, loc, l, ws);
    }
    if (v.spt[d] > 1)
      c = arith::ShLIOp::create(b, loc, c, i32Const(b, loc, log2u(v.spt[d])));
    out.push_back(c);
  }
  return out;
}

SmallVector<Value> mlir::tileir::lowering::regCoords(OpBuilder &b,
                                                     Location loc,
                                                     const simt::DistView &v,
                                                     ArrayRef<Value> thread,
                                                     int64_t r) {
  SmallVector<int64_t> sc = v.staticCoord(r);
  SmallVector<Value> out;
  for (unsigned d = 0; d < v.shape.size(); ++d) {
    Value c = thread[d];
    if (sc[d] != 0)
      c = arith::AddIOp::create(b, loc, c, i32Const(b, loc, sc[d]));
    if (v.wraps(d))
      c = arith::AndIOp::create(b, loc, c, i32Const(b, loc, v.shape[d] - 1));
    out.push_back(c);
  }
  return out;
}

SmallVector<Value> mlir::tileir::lowering::tensorCoords(
    OpBuilder &b, Location loc, const simt::DistView &v, ArrayRef<Value> thread,
    int64_t r) {
  SmallVector<Value> c = regCoords(b, loc, v, thread, r);
  if (v.sliceDim >= 0)
    c.erase(c.begin() + v.sliceDim);
  return c;
}

static int64_t digitOf(int64_t x, int64_t stride, int64_t count) {
  return count == 1 ? 0 : (x >> log2u(stride)) & (count - 1);
}

SmallVector<int64_t>
mlir::tileir::lowering::threadCoordsOf(const simt::DistView &v, int64_t tid) {
  int64_t lane = tid & 31, warp = tid >> 5;
  SmallVector<int64_t> out;
  for (unsigned d = 0; d < v.shape.size(); ++d) {
    int64_t l = digitOf(lane, v.laneStride(d), v.tpw[d]);
    int64_t w = digitOf(warp, v.warpStride(d), v.wpc[d]);
    int64_t c = v.wpc[d] > 1 ? (l | (w << log2u(v.tpw[d]))) : l;
    out.push_back(c << log2u(v.spt[d]));
  }
  return out;
}

SmallVector<int64_t>
mlir::tileir::lowering::regCoordsOf(const simt::DistView &v,
                                    ArrayRef<int64_t> thread, int64_t r) {
  SmallVector<int64_t> sc = v.staticCoord(r), out;
  for (unsigned d = 0; d < v.shape.size(); ++d) {
    int64_t c = thread[d] + sc[d];
    out.push_back(v.wraps(d) ? (c & (v.shape[d] - 1)) : c);
  }
  return out;
}

int64_t mlir::tileir::lowering::numThreadsOf(const simt::DistView &v) {
  int64_t n = 1;
  for (unsigned d = 0; d < v.shape.size(); ++d)
    n *= v.tpw[d] * v.wpc[d];
  return n;
}

Value mlir::tileir::lowering::warpIndexAlong(OpBuilder &b, Location loc,
                                             const simt::DistView &v,
                                             unsigned d) {
  Value tid = threadId(b, loc);
  Value warp = arith::ShRUIOp::create(b, loc, tid, i32Const(b, loc, 5));
  return digit(b, loc, warp, v.warpStride(d), v.distinctWarps(d));
}

Value mlir::tileir::lowering::shuffle(OpBuilder &b, Location loc, Value v,
                                      Value offset, gpu::ShuffleMode mode) {
  Type t = v.getType();
  unsigned bits = t.getIntOrFloatBitWidth();
  Value width = i32Const(b, loc, 32);
  auto sh = [&](Value x) {
    return gpu::ShuffleOp::create(b, loc, x, offset, width, mode)
        .getShuffleResult();
  };
  if (bits == 64) {
    Type i64 = b.getI64Type();
    Value i = arith::BitcastOp::create(b, loc, i64, v);
    Value c32 = arith::ConstantIntOp::create(b, loc, i64, 32);
    Value lo = arith::TruncIOp::create(b, loc, b.getI32Type(), i);
    Value hi = arith::TruncIOp::create(b, loc, b.getI32Type(),
                                       arith::ShRUIOp::create(b, loc, i, c32));
    Value l2 = arith::ExtUIOp::create(b, loc, i64, sh(lo));
    Value h2 = arith::ExtUIOp::create(b, loc, i64, sh(hi));
    Value r = arith::OrIOp::create(b, loc, l2,
                                   arith::ShLIOp::create(b, loc, h2, c32));
    return arith::BitcastOp::create(b, loc, t, r);
  }
  if (bits == 32)
    return sh(v);
  bool isFloat = isa<FloatType>(t);
  Value x = isFloat
                ? Value(arith::ExtFOp::create(b, loc, b.getF32Type(), v))
                : Value(arith::ExtUIOp::create(b, loc, b.getI32Type(), v));
  Value s = sh(x);
  return isFloat ? Value(arith::TruncFOp::create(b, loc, t, s))
                 : Value(arith::TruncIOp::create(b, loc, t, s));
}

Value mlir::tileir::lowering::combine(OpBuilder &b, Region &combiner,
                                      Value lhs, Value rhs) {
  Block &blk = combiner.front();
  IRMapping m;
  m.map(blk.getArgument(0), lhs);
  m.map(blk.getArgument(1), rhs);
  for (Operation &op : blk.without_terminator())
    b.clone(op, m);
  return m.lookupOrDefault(blk.getTerminator()->getOperand(0));
}

int64_t mlir::tileir::lowering::sharedBufferBytes(Type elt, int64_t count) {
  int64_t eltBytes = std::max<int64_t>(1, elt.getIntOrFloatBitWidth() / 8);
  return llvm::alignTo(count * eltBytes, kSharedAlign);
}

LogicalResult LoweringTarget::reserveShared(Operation *op, Type elt,
                                            int64_t count) {
  // Every buffer is scratch, dead once its op's lowering has read it, and
  // placeSharedMemory puts them all at offset 0 of one pool: a kernel needs
  // its largest buffer, not the sum.
  int64_t bytes = sharedBufferBytes(elt, count);
  if (bytes > chip.maxSharedBytesPerBlock)
    return op->emitOpError("needs ")
           << bytes << " bytes of shared memory: more than " << chip.name
           << " gives a block (" << chip.maxSharedBytesPerBlock << " bytes)";
  return success();
}

Value mlir::tileir::lowering::slotStart(OpBuilder &b, Location loc,
                                        simt::SharedBufferType ring, Value buf,
                                        Value slot) {
  IRMath m{b, loc};
  return LLVM::GEPOp::create(b, loc, buf.getType(), ring.getElementType(), buf,
                             ValueRange{m.mul(slot, ring.getSlotElements())});
}

/// The element index of (row, col) in a slot of the swizzled `ring` (see
/// SharedAttr): rows permuted for wgmma, blocks of the swizzle width one
/// after the other, 16-byte groups XOR-ed with the stored row's phase.
static Value swizzledIndex(OpBuilder &b, Location loc,
                           simt::SharedBufferType ring, Value row, Value col) {
  IRMath m{b, loc};
  simt::SharedAttr l = ring.getLayout();
  int64_t rows = ring.getTileShape()[0], block = ring.getPitch();
  auto div = [&](Value x, int64_t d) -> Value {
    return d == 1 ? x : arith::DivUIOp::create(b, loc, x, m.c(d)).getResult();
  };
  auto rem = [&](Value x, int64_t d) -> Value {
    return arith::RemUIOp::create(b, loc, x, m.c(d)).getResult();
  };
  if (int64_t w = l.getMmaWarps()) {
    // Row 8 (w' + W j) + i goes to
    // 8 (8 (j/2 x W/4 + w'/4) + 2 (w'%4) + j%2) + i: the IR form of
    // simt::getMmaWarpsRowGroup, which the TMA copies place groups by.
    Value blk = m.shr(row, 3), wi = rem(blk, w), j = div(blk, w);
    Value group = m.add(m.mul(div(j, 2), w / 4), div(wi, 4));
    Value pos = m.add(m.add(m.mul(group, 8), m.mul(rem(wi, 4), 2)), rem(j, 2));
    row = m.add(m.mul(pos, 8), m.mask(row, 7));
  }
  int64_t vec = l.getVec();
  Value inBlock = rem(col, block);
  Value phase = rem(div(row, l.getPerPhase()), l.getMaxPhase());
  Value g = arith::XOrIOp::create(b, loc, div(inBlock, vec), phase);
  Value idx = m.add(m.mul(div(col, block), rows * block), m.mul(row, block));
  return m.add(idx, m.add(m.mul(g, vec), rem(inBlock, vec)));
}

int64_t mlir::tileir::lowering::sharedAlignment(simt::SharedBufferType t) {
  if (!t.isSwizzled())
    return kSharedAlign;
  return 8 * t.getPitch() * (t.getElementType().getIntOrFloatBitWidth() / 8);
}

void mlir::tileir::lowering::fenceAsyncProxy(OpBuilder &b, Location loc) {
  NVVM::FenceProxyOp::create(
      b, loc, NVVM::ProxyKind::async_shared,
      NVVM::SharedSpaceAttr::get(b.getContext(),
                                 NVVM::SharedSpace::shared_cta));
}

Value mlir::tileir::lowering::slotIndex(OpBuilder &b, Location loc,
                                        simt::SharedBufferType ring,
                                        ArrayRef<int64_t> shape,
                                        ArrayRef<Value> coords) {
  ArrayRef<int64_t> slot = ring.getTileShape();
  // Both have the same non-unit dims, in order; unit dims take 0.
  SmallVector<Value> kept, c;
  for (auto [d, x] : llvm::zip(shape, coords))
    if (d != 1)
      kept.push_back(x);
  Value zero = arith::ConstantIntOp::create(b, loc, b.getI32Type(), 0);
  unsigned k = 0;
  for (int64_t d : slot)
    c.push_back(d == 1 ? zero : kept[k++]);
  if (!ring.isSwizzled())
    return linearIndex(b, loc, c, slot, ring.getLayout().getPadding());
  return swizzledIndex(b, loc, ring, c[0], c[1]);
}

CpAsyncCopies::CpAsyncCopies(OpBuilder &b, Location loc, int64_t bytes)
    : bytes(bytes),
      full(arith::ConstantIntOp::create(b, loc, b.getI32Type(), bytes)),
      none(arith::ConstantIntOp::create(b, loc, b.getI32Type(), 0)),
      modifier(NVVM::LoadCacheModifierKindAttr::get(
          b.getContext(), bytes == 16 ? NVVM::LoadCacheModifierKind::CG
                                      : NVVM::LoadCacheModifierKind::CA)) {}

Value CpAsyncCopies::sourceSize(OpBuilder &b, Location loc, Value live) const {
  return live ? Value(arith::SelectOp::create(b, loc, live, full, none))
              : full;
}

void CpAsyncCopies::copy(OpBuilder &b, Location loc, Value dst, Value src,
                         Value size) const {
  NVVM::CpAsyncOp::create(b, loc, dst, src, b.getI32IntegerAttr(bytes),
                          modifier, size);
}

Value mlir::tileir::lowering::slotIndexByRows(OpBuilder &b, Location loc,
                                              simt::SharedBufferType ring,
                                              ArrayRef<int64_t> shape,
                                              ArrayRef<Value> coords) {
  ArrayRef<int64_t> slot = ring.getTileShape();
  Type i32 = b.getI32Type();
  Value row = arith::ConstantIntOp::create(b, loc, i32, 0);
  for (size_t d = 0; d + 1 < shape.size(); ++d)
    row = arith::AddIOp::create(
        b, loc,
        arith::MulIOp::create(
            b, loc, row, arith::ConstantIntOp::create(b, loc, i32, shape[d])),
        coords[d]);
  return slotIndex(b, loc, ring, slot, {row, coords.back()});
}

Value mlir::tileir::lowering::allocShared(OpBuilder &b, Operation *anchor,
                                          Type elt, int64_t count,
                                          int64_t align) {
  auto mod = anchor->getParentOfType<gpu::GPUModuleOp>();
  Location loc = anchor->getLoc();
  unsigned idx = 0;
  std::string name;
  do {
    name = "__tile_smem_" + std::to_string(idx++);
  } while (mod.lookupSymbol(name));
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(mod.getBody());
    auto arr = LLVM::LLVMArrayType::get(elt, count);
    LLVM::GlobalOp::create(b, loc, arr, /*isConstant=*/false,
                           LLVM::Linkage::Internal, name, Attribute(), align,
                           /*addrSpace=*/3);
  }
  auto ptrTy = LLVM::LLVMPointerType::get(b.getContext(), 3);
  return LLVM::AddressOfOp::create(b, loc, ptrTy, name);
}

void mlir::tileir::lowering::barrierIfInLoop(OpBuilder &b, Location loc,
                                             Operation *op) {
  if (op->getParentOfType<LoopLikeOpInterface>())
    gpu::BarrierOp::create(b, loc);
}

SmallVector<Value> mlir::tileir::lowering::unpack(OpBuilder &b, Location loc,
                                                  Value vec) {
  auto vt = cast<VectorType>(vec.getType());
  SmallVector<Value> out;
  for (int64_t i = 0; i < vt.getNumElements(); ++i)
    out.push_back(vector::ExtractOp::create(b, loc, vec, i));
  return out;
}

Value mlir::tileir::lowering::pack(OpBuilder &b, Location loc, VectorType ty,
                                   ArrayRef<Value> elems) {
  return vector::FromElementsOp::create(b, loc, ty, elems);
}

Value mlir::tileir::lowering::linearIndex(OpBuilder &b, Location loc, ArrayRef<Value> c,
                         ArrayRef<int64_t> shape, int64_t pad) {
  Value l;
  int64_t stride = 1;
  for (int d = shape.size() - 1; d >= 0; --d) {
    Value t = stride == 1 ? c[d]
                          : Value(arith::MulIOp::create(
                                b, loc, c[d], i32Const(b, loc, stride)));
    l = l ? Value(arith::AddIOp::create(b, loc, l, t)) : t;
    stride *= shape[d] + (d == (int)shape.size() - 1 ? pad : 0);
  }
  return l;
}

SmallVector<SmallVector<int64_t>>
mlir::tileir::lowering::vectorGroups(Type t, std::optional<int64_t> vec, int64_t &width) {
  auto rt = dyn_cast<RankedTensorType>(t);
  width = vec && rt ? simt::getThreadRunWidth(rt, *vec) : 1;
  if (width == 1)
    return {};
  simt::DistView view = *simt::getDistView(rt);
  int64_t last = simt::getInnermostDim(view);
  int64_t spt = simt::getInnermostRun(view);
  SmallVector<SmallVector<int64_t>> groups;
  for (int64_t r = 0; r < view.numRegs; ++r) {
    SmallVector<int64_t> idx = view.regMultiIndex(r);
    if ((idx[last] % spt) % width)
      continue;
    SmallVector<int64_t> g;
    for (int64_t j = 0; j < width; ++j) {
      SmallVector<int64_t> m = idx;
      m[last] += j;
      g.push_back(view.regIndex(m));
    }
    groups.push_back(std::move(g));
  }
  return groups;
}
