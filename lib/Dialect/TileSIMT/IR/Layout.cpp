//===- Layout.cpp - blocked layout arithmetic ------------------------------===//
#include "TileIR/Dialect/TileSIMT/IR/Layout.h"

using namespace mlir;
using namespace mlir::tileir::simt;

#include "TileIR/Dialect/TileSIMT/IR/TileSIMTAttrInterfaces.cpp.inc"

FailureOr<DistView> BlockedAttr::getDistView(ArrayRef<int64_t> shape) const {
  DistView v;
  v.shape.assign(shape.begin(), shape.end());
  if (getOrder().size() != shape.size())
    return failure();
  v.spt.assign(getSizePerThread().begin(), getSizePerThread().end());
  v.tpw.assign(getThreadsPerWarp().begin(), getThreadsPerWarp().end());
  v.wpc.assign(getWarpsPerCTA().begin(), getWarpsPerCTA().end());
  v.order.assign(getOrder().begin(), getOrder().end());
  for (size_t d = 0; d < v.shape.size(); ++d) {
    int64_t s = v.shape[d];
    if (s <= 0 || (s & (s - 1)))
      return failure(); // tiles have power-of-two dims
    int64_t per = (int64_t)v.spt[d] * v.tpw[d] * v.wpc[d];
    v.perCTA.push_back(per);
    int64_t n = std::min<int64_t>(v.spt[d], s) * std::max<int64_t>(1, s / per);
    v.nReg.push_back(n);
    v.numRegs *= n;
  }
  return v;
}

unsigned BlockedAttr::getNumThreads() const {
  unsigned n = 1;
  for (unsigned d = 0; d < getThreadsPerWarp().size(); ++d)
    n *= getThreadsPerWarp()[d] * getWarpsPerCTA()[d];
  return n;
}

/// slice<d, P> over S is P over S with a unit dim inserted at d: both share
/// their register numbering.
FailureOr<DistView> SliceAttr::getDistView(ArrayRef<int64_t> shape) const {
  if (getDim() > shape.size())
    return failure();
  SmallVector<int64_t> full(shape);
  full.insert(full.begin() + getDim(), 1);
  FailureOr<DistView> v = getParent().getDistView(full);
  if (succeeded(v))
    v->sliceDim = getDim();
  return v;
}

unsigned SliceAttr::getNumThreads() const {
  return getParent().getNumThreads();
}

FailureOr<DistView> mlir::tileir::simt::getDistView(RankedTensorType t) {
  auto l = dyn_cast_or_null<DistributedLayoutAttrInterface>(t.getEncoding());
  if (!l)
    return failure();
  return l.getDistView(t.getShape());
}

int64_t mlir::tileir::simt::getNumRegisters(RankedTensorType t) {
  auto v = getDistView(t);
  return succeeded(v) ? v->numRegs : 0;
}

int64_t mlir::tileir::simt::getNumRegisterWords(RankedTensorType t) {
  return llvm::divideCeil(getNumRegisters(t) * t.getElementTypeBitWidth(),
                          32);
}

int64_t mlir::tileir::simt::getRegisterBudget(int64_t threads) {
  return std::min<int64_t>(255, 65536 / std::max<int64_t>(threads, 1));
}

int64_t mlir::tileir::simt::getLaunchRegisterShare(int64_t threads) {
  return std::min<int64_t>(255, 65536 / std::max<int64_t>(threads, 1) / 8 * 8);
}

SmallVector<int64_t> DistView::regMultiIndex(int64_t r) const {
  SmallVector<int64_t> idx(shape.size(), 0);
  for (unsigned d : order) {
    idx[d] = r % nReg[d];
    r /= nReg[d];
  }
  return idx;
}

int64_t DistView::regIndex(ArrayRef<int64_t> regIdx) const {
  int64_t r = 0, mul = 1;
  for (unsigned d : order) {
    r += regIdx[d] * mul;
    mul *= nReg[d];
  }
  return r;
}

SmallVector<int64_t> DistView::staticCoord(int64_t r) const {
  SmallVector<int64_t> idx = regMultiIndex(r), c(shape.size());
  for (size_t d = 0; d < shape.size(); ++d) {
    int64_t sptEff = std::min<int64_t>(spt[d], shape[d]);
    c[d] = (idx[d] / sptEff) * perCTA[d] + idx[d] % sptEff;
  }
  return c;
}

int64_t DistView::distinctLanes(unsigned d) const {
  return std::min<int64_t>(tpw[d], std::max<int64_t>(1, shape[d] / spt[d]));
}

int64_t DistView::distinctWarps(unsigned d) const {
  return std::min<int64_t>(
      wpc[d], std::max<int64_t>(1, shape[d] / ((int64_t)spt[d] * tpw[d])));
}

int64_t DistView::laneStride(unsigned d) const {
  int64_t s = 1;
  for (unsigned o : order) {
    if (o == d)
      return s;
    s *= tpw[o];
  }
  return s;
}

int64_t DistView::warpStride(unsigned d) const {
  int64_t s = 1;
  for (unsigned o : order) {
    if (o == d)
      return s;
    s *= wpc[o];
  }
  return s;
}

BlockedAttr mlir::tileir::simt::getDefaultBlocked(MLIRContext *ctx,
                                                  ArrayRef<int64_t> shape,
                                                  unsigned elementBits,
                                                  unsigned numWarps,
                                                  bool warpsAlongColumns) {
  unsigned rank = shape.size();
  SmallVector<unsigned> spt(rank, 1), tpw(rank, 1), wpc(rank, 1), order;
  for (int d = rank - 1; d >= 0; --d)
    order.push_back(d);
  unsigned inner = rank - 1;
  int64_t vec = std::max<int64_t>(1, 128 / std::max(8u, elementBits));
  spt[inner] = std::min<int64_t>(vec, shape[inner]);
  // Narrower accesses rather than repeated warps: a 1024-element bf16 row
  // over 8 warps at 16 bytes a thread would cover 2048 elements, half the
  // warps loading and computing what the other half does. A tile smaller
  // than the block repeats anyway and keeps its full vector.
  int64_t total = 1;
  for (int64_t n : shape)
    total *= n;
  int64_t threads = 32 * (int64_t)numWarps;
  if (total >= threads)
    while (spt[inner] > 1 && spt[inner] * threads > total)
      spt[inner] /= 2;
  int64_t lanes = 32;
  for (unsigned d : order) {
    int64_t t = std::min<int64_t>(lanes, std::max<int64_t>(1, shape[d] / spt[d]));
    tpw[d] = t;
    lanes /= t;
  }
  tpw[inner] *= lanes; // leftover lanes replicate along the fastest dim
  int64_t warps = numWarps;
  SmallVector<unsigned> warpDims;
  for (unsigned d = 0; d < rank; ++d) // outer dims first: rows per warp
    warpDims.push_back(d);
  if (warpsAlongColumns)
    warpDims.assign(order.begin(), order.end());
  for (unsigned d : warpDims) {
    int64_t avail = std::max<int64_t>(1, shape[d] / ((int64_t)spt[d] * tpw[d]));
    int64_t w = std::min<int64_t>(warps, avail);
    wpc[d] = w;
    warps /= w;
  }
  wpc[0] *= warps;
  return BlockedAttr::get(ctx, spt, tpw, wpc, order);
}

unsigned mlir::tileir::simt::getNumThreads(BlockedAttr b) {
  return b.getNumThreads();
}

namespace {
struct DimKey {
  int64_t pos, shape, spt;
  unsigned tpw, wpc;
  bool operator==(const DimKey &o) const {
    return pos == o.pos && shape == o.shape && spt == o.spt && tpw == o.tpw &&
           wpc == o.wpc;
  }
};
} // namespace

/// Dims fastest first, leaving out unit dims that hold no lanes or warps:
/// two layouts with equal keys number registers, lanes and warps alike.
/// Each key names its dim by the number of non-unit dims before it, which a
/// reshape that only adds or drops unit dims keeps: without it, a 128x128
/// tile with lanes along rows matched one with lanes along columns.
static SmallVector<DimKey> canonicalDims(const DistView &v) {
  SmallVector<DimKey> keys;
  for (unsigned d : v.order) {
    if (v.shape[d] == 1 && v.tpw[d] == 1 && v.wpc[d] == 1)
      continue;
    int64_t pos = llvm::count_if(ArrayRef<int64_t>(v.shape).take_front(d),
                                 [](int64_t n) { return n != 1; });
    keys.push_back({pos, v.shape[d], std::min<int64_t>(v.spt[d], v.shape[d]),
                    v.tpw[d], v.wpc[d]});
  }
  return keys;
}

bool mlir::tileir::simt::haveSameRegisters(RankedTensorType a,
                                           RankedTensorType b) {
  auto va = getDistView(a), vb = getDistView(b);
  if (failed(va) || failed(vb))
    return false;
  return canonicalDims(*va) == canonicalDims(*vb);
}

Attribute mlir::tileir::simt::inferReshapeLayout(RankedTensorType src,
                                                 ArrayRef<int64_t> newShape) {
  MLIRContext *ctx = src.getContext();
  ArrayRef<int64_t> s = src.getShape();
  // Exact inverses first: slice<d,P> <-> P with a unit dim d.
  if (auto sl = dyn_cast_or_null<SliceAttr>(src.getEncoding())) {
    SmallVector<int64_t> full(s);
    full.insert(full.begin() + sl.getDim(), 1);
    if (ArrayRef<int64_t>(full) == newShape)
      return sl.getParent();
  }
  if (auto bl = dyn_cast_or_null<BlockedAttr>(src.getEncoding())) {
    for (size_t d = 0; d < s.size(); ++d) {
      if (s[d] != 1)
        continue;
      SmallVector<int64_t> dropped(s);
      dropped.erase(dropped.begin() + d);
      if (ArrayRef<int64_t>(dropped) == newShape && !newShape.empty())
        return SliceAttr::get(ctx, d, bl);
    }
  }
  // General: carry each non-unit dim's factors over; new unit dims get none.
  auto v = getDistView(src);
  if (failed(v))
    return {};
  SmallVector<int64_t> srcDims, dstDims;
  for (size_t d = 0; d < v->shape.size(); ++d)
    if (v->shape[d] != 1)
      srcDims.push_back(d);
  for (size_t d = 0; d < newShape.size(); ++d)
    if (newShape[d] != 1)
      dstDims.push_back(d);
  if (srcDims.size() != dstDims.size() || newShape.empty())
    return {};
  for (size_t d = 0; d < v->shape.size(); ++d)
    if (v->shape[d] == 1 && (v->tpw[d] != 1 || v->wpc[d] != 1))
      return {};
  unsigned rank = newShape.size();
  SmallVector<unsigned> spt(rank, 1), tpw(rank, 1), wpc(rank, 1), order;
  SmallVector<int64_t> srcToDst(v->shape.size(), -1);
  for (size_t i = 0; i < srcDims.size(); ++i) {
    if (v->shape[srcDims[i]] != newShape[dstDims[i]])
      return {};
    srcToDst[srcDims[i]] = dstDims[i];
    spt[dstDims[i]] = v->spt[srcDims[i]];
    tpw[dstDims[i]] = v->tpw[srcDims[i]];
    wpc[dstDims[i]] = v->wpc[srcDims[i]];
  }
  for (unsigned d : v->order)
    if (srcToDst[d] >= 0)
      order.push_back(srcToDst[d]);
  for (int d = rank - 1; d >= 0; --d)
    if (newShape[d] == 1)
      order.push_back(d);
  return BlockedAttr::get(ctx, spt, tpw, wpc, order);
}

/// Coordinate along `d` of register index `k` (along d), thread part aside.
static int64_t staticCoordAlong(const DistView &v, unsigned d, int64_t k) {
  int64_t sptEff = std::min<int64_t>(v.spt[d], v.shape[d]);
  return (k / sptEff) * v.perCTA[d] + k % sptEff;
}

std::optional<SmallVector<int64_t>>
mlir::tileir::simt::getSliceRegisters(RankedTensorType src,
                                      RankedTensorType dst,
                                      ArrayRef<int64_t> offsets) {
  if (!isa_and_nonnull<BlockedAttr>(src.getEncoding()) ||
      !isa_and_nonnull<BlockedAttr>(dst.getEncoding()))
    return std::nullopt;
  FailureOr<DistView> in = getDistView(src), out = getDistView(dst);
  if (failed(in) || failed(out) || in->tpw != out->tpw ||
      in->wpc != out->wpc || in->order != out->order)
    return std::nullopt;
  // Per dim: the source register index along d for each result one.
  SmallVector<SmallVector<int64_t>> along(in->shape.size());
  for (unsigned d = 0; d < in->shape.size(); ++d) {
    int64_t off = offsets[d];
    bool inThread = in->tpw[d] == 1 && in->wpc[d] == 1;
    bool same = in->spt[d] == out->spt[d] && in->shape[d] == out->shape[d];
    if (!inThread && !same) {
      // The thread parts agree when the per-thread vectors do; then the
      // slice must not wrap and must start at a whole CTA footprint.
      if (in->spt[d] != out->spt[d] || out->wraps(d) ||
          off % out->perCTA[d] != 0)
        return std::nullopt;
    }
    if (same && !inThread && off != 0)
      return std::nullopt;
    for (int64_t j = 0; j < out->nReg[d]; ++j) {
      if (same && !inThread) { // one distribution along d
        along[d].push_back(j);
        continue;
      }
      // Without lanes or warps along d, every thread holds the whole dim.
      int64_t want = staticCoordAlong(*out, d, j) + off;
      int64_t k = 0;
      while (k < in->nReg[d] && staticCoordAlong(*in, d, k) != want)
        ++k;
      if (k == in->nReg[d])
        return std::nullopt;
      along[d].push_back(k);
    }
  }
  SmallVector<int64_t> mask;
  for (int64_t r = 0; r < out->numRegs; ++r) {
    SmallVector<int64_t> m = out->regMultiIndex(r);
    for (unsigned d = 0; d < m.size(); ++d)
      m[d] = along[d][m[d]];
    mask.push_back(in->regIndex(m));
  }
  return mask;
}

Attribute mlir::tileir::simt::inferSliceLayout(RankedTensorType src,
                                               ArrayRef<int64_t> shape) {
  auto b = dyn_cast_or_null<BlockedAttr>(src.getEncoding());
  if (!b)
    return {};
  // Dims held whole by each thread keep at most the slice per thread; the
  // others keep the source's distribution.
  SmallVector<unsigned> spt(b.getSizePerThread());
  for (unsigned d = 0; d < shape.size(); ++d)
    if (b.getThreadsPerWarp()[d] == 1 && b.getWarpsPerCTA()[d] == 1)
      spt[d] = std::min<int64_t>(spt[d], shape[d]);
  auto l = BlockedAttr::get(b.getContext(), spt, b.getThreadsPerWarp(),
                            b.getWarpsPerCTA(), b.getOrder());
  auto dst = RankedTensorType::get(shape, src.getElementType(), l);
  // The first and the last slice stand for all: offsets are multiples of
  // the shape, and the conditions above only look at them modulo the
  // footprint.
  SmallVector<int64_t> first(shape.size(), 0), last;
  for (unsigned d = 0; d < shape.size(); ++d)
    last.push_back(src.getDimSize(d) - shape[d]);
  if (!getSliceRegisters(src, dst, first) || !getSliceRegisters(src, dst, last))
    return {};
  return l;
}

BlockedAttr mlir::tileir::simt::getMmaAccumulatorLayout(MLIRContext *ctx,
                                                        ArrayRef<int64_t> shape,
                                                        unsigned numWarps,
                                                        bool rowsInWarp) {
  unsigned rank = shape.size();
  int64_t m = shape[rank - 2], n = shape[rank - 1];
  SmallVector<unsigned> spt(rank, 1), tpw(rank, 1), wpc(rank, 1), order;
  spt[rank - 1] = 2;
  tpw[rank - 2] = 8;
  tpw[rank - 1] = 4;
  for (int d = rank - 1; d >= 0; --d)
    order.push_back(d);
  unsigned warps = numWarps;
  if (rank == 3) { // whole batches per warp first: no data is shared
    wpc[0] = std::min<int64_t>(warps, shape[0]);
    warps /= wpc[0];
  }
  unsigned wm = 1, wn = 1;
  if (rowsInWarp)
    while (wm < warps && 16 * wm * 2 <= m)
      wm *= 2;
  while (wm * wn < warps) {
    bool canM = 32 * wm <= m, canN = 16 * wn <= n;
    if (canM && (!canN || m / (16 * wm) >= n / (8 * wn)))
      wm *= 2;
    else
      wn *= 2; // past N's tiles: the extra warps replicate
  }
  wpc[rank - 2] = wm;
  wpc[rank - 1] = wn;
  return BlockedAttr::get(ctx, spt, tpw, wpc, order);
}

bool mlir::tileir::simt::sameRowMajorShape(ArrayRef<int64_t> slot,
                                            ArrayRef<int64_t> tile) {
  auto nonUnit = [](ArrayRef<int64_t> shape) {
    return llvm::to_vector(
        llvm::make_filter_range(shape, [](int64_t d) { return d != 1; }));
  };
  return nonUnit(slot) == nonUnit(tile) && slot.back() == tile.back();
}

bool mlir::tileir::simt::isMmaAccumulator(RankedTensorType t) {
  auto b = dyn_cast_or_null<BlockedAttr>(t.getEncoding());
  int64_t rank = t.getRank();
  if (!b || rank < 2 || rank > 3)
    return false;
  int64_t m = t.getDimSize(rank - 2), n = t.getDimSize(rank - 1);
  ArrayRef<unsigned> spt = b.getSizePerThread(), tpw = b.getThreadsPerWarp(),
                     wpc = b.getWarpsPerCTA(), order = b.getOrder();
  if (spt[rank - 2] != 1 || spt[rank - 1] != 2 || tpw[rank - 2] != 8 ||
      tpw[rank - 1] != 4 || order[0] != rank - 1 || order[1] != rank - 2)
    return false;
  if (rank == 3 && (spt[0] != 1 || tpw[0] != 1))
    return false;
  // Each warp's rows make whole 16-row tiles; N holds at least one 8-wide
  // tile (warps past N's tiles replicate).
  return m >= 16 * (int64_t)wpc[rank - 2] && n >= 8;
}

int64_t mlir::tileir::simt::getMmaSyncK(Type elt, bool tf32) {
  if (elt.isF16() || elt.isBF16())
    return 16;
  if (elt.isF32() && tf32)
    return 8;
  if (elt.isInteger(8))
    return 32;
  if (elt.isF64()) // m8n8k4, two per 16 x 8 tile
    return 4;
  return 0;
}

bool mlir::tileir::simt::usesMmaSync(ArrayRef<int64_t> accShape, int64_t k,
                                     Type elt, bool tf32) {
  int64_t kInstr = getMmaSyncK(elt, tf32);
  unsigned rank = accShape.size();
  return kInstr && rank >= 2 && accShape[rank - 2] >= 16 &&
         accShape[rank - 1] >= 8 && k % kInstr == 0;
}

int64_t mlir::tileir::simt::getInnermostDim(const DistView &v) {
  int64_t full = v.shape.size();
  return v.sliceDim == full - 1 ? full - 2 : full - 1;
}

int64_t mlir::tileir::simt::getInnermostRun(const DistView &v) {
  int64_t last = getInnermostDim(v);
  return std::min<int64_t>(v.spt[last], v.shape[last]);
}

int64_t mlir::tileir::simt::getThreadRunWidth(RankedTensorType t,
                                              int64_t vec) {
  if (!t || t.getRank() == 0 || vec < 1)
    return 1;
  FailureOr<DistView> view = getDistView(t);
  if (failed(view))
    return 1;
  int64_t spt = getInnermostRun(*view);
  int64_t width = std::min<int64_t>(vec, spt);
  while (width > 1 && (spt % width || vec % width))
    width /= 2;
  return width;
}

bool mlir::tileir::simt::isWgmmaProduct(RankedTensorType acc, Type elt,
                                        int64_t k) {
  bool fp8 = isa<Float8E4M3FNType, Float8E5M2Type>(elt);
  if (acc.getRank() != 2 || !acc.getElementType().isF32() ||
      !(elt.isF16() || elt.isBF16() || fp8) || !isMmaAccumulator(acc))
    return false;
  auto b = cast<BlockedAttr>(acc.getEncoding());
  int64_t wm = b.getWarpsPerCTA()[0], m = acc.getDimSize(0),
          n = acc.getDimSize(1);
  if (b.getWarpsPerCTA()[1] != 1 || wm % 4 != 0 || m % (16 * wm) != 0 ||
      n % 16 != 0 || n > 256 || k % getWgmmaK(elt) != 0)
    return false;
  // wgmma keeps the whole accumulator in registers while it runs; ptxas
  // cannot spill it ("insufficient registers"). Every chip with wgmma has
  // 64K registers per block and at most 255 per thread. The mma.sync path
  // takes the product otherwise.
  return getWgmmaThreadRegisters(acc) <= getRegisterBudget(32 * wm);
}

int64_t mlir::tileir::simt::getSlotsForLatency(int64_t latency) {
  return 2 + std::clamp<int64_t>(latency, 1, 10) / 3;
}

int64_t mlir::tileir::simt::getWgmmaK(Type elt) {
  return elt.getIntOrFloatBitWidth() == 8 ? 32 : 16;
}

int64_t mlir::tileir::simt::getWgmmaThreadRegisters(RankedTensorType acc) {
  auto b = cast<BlockedAttr>(acc.getEncoding());
  return acc.getNumElements() / getNumThreads(b) + kWgmmaRegisterReserve;
}

bool mlir::tileir::simt::isRegisterOperandA(RankedTensorType a,
                                            RankedTensorType c) {
  if (a.getRank() != 2 || c.getRank() != 2 ||
      a.getElementTypeBitWidth() != 16 || a.getDimSize(0) != c.getDimSize(0) ||
      a.getDimSize(1) % 16 || !isMmaAccumulator(c))
    return false;
  auto la = dyn_cast_or_null<BlockedAttr>(a.getEncoding());
  auto lc = cast<BlockedAttr>(c.getEncoding());
  return la && la.getSizePerThread() == lc.getSizePerThread() &&
         la.getThreadsPerWarp() == lc.getThreadsPerWarp() &&
         la.getOrder() == lc.getOrder() &&
         la.getWarpsPerCTA() == lc.getWarpsPerCTA() &&
         lc.getWarpsPerCTA()[1] == 1;
}

SharedAttr mlir::tileir::simt::getWgmmaSharedLayout(MLIRContext *ctx,
                                                    int64_t rows, int64_t cols,
                                                    Type elt,
                                                    unsigned mmaWarps) {
  int64_t bytes = elt.getIntOrFloatBitWidth() / 8;
  if (!bytes || 16 % bytes || rows % 8)
    return {};
  for (int64_t block : {128, 64, 32})
    if ((cols * bytes) % block == 0)
      return SharedAttr::get(ctx, 16 / bytes, 128 / block, block / 16, 0,
                             ArrayRef<unsigned>{1, 0}, mmaWarps);
  return {};
}

int64_t mlir::tileir::simt::getAsyncCopyBytes(RankedTensorType t,
                                              ArrayRef<int64_t> shapeDiv,
                                              ArrayRef<int64_t> strideDiv,
                                              int64_t baseAlign) {
  FailureOr<DistView> v = getDistView(t);
  unsigned bits = t.getElementTypeBitWidth();
  if (failed(v) || v->sliceDim >= 0 || bits % 8 || t.getRank() == 0)
    return 0;
  unsigned last = t.getRank() - 1;
  if (v->order[0] != last || v->wraps(last))
    return 0;
  int64_t eltBytes = bits / 8;
  int64_t run = std::min<int64_t>(v->spt[last], t.getDimSize(last)) * eltBytes;
  auto divOf = [](ArrayRef<int64_t> divs, unsigned d) -> int64_t {
    return d < divs.size() ? divs[d] : 1;
  };
  // The widest of 16, 8 and 4 bytes that divides the run and that the facts
  // prove aligned and wholly in or out of bounds.
  for (int64_t group = 16; group >= 4; group /= 2) {
    if (run % group || group < eltBytes)
      continue;
    bool proven = baseAlign % group == 0 &&
                  divOf(shapeDiv, last) * eltBytes % group == 0;
    for (unsigned d = 0; d < last; ++d)
      proven &= divOf(strideDiv, d) * eltBytes % group == 0;
    if (proven)
      return group;
  }
  return 0;
}
