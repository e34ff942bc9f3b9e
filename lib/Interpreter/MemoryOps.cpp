//===- MemoryOps.cpp - views, loads, stores, pointers, atomics ------------===//
//
// A tensor view is checked once, when it is made, to lie inside the buffer
// its base points into; view loads and stores then only test each element
// against the tensor's shape (padding / masking), never against memory.
// Pointer loads and stores check every address.
//
//===----------------------------------------------------------------------===//
#include "Executor.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/Format.h"
#include <cmath>
#include <cstring>

using namespace mlir;
using namespace mlir::tileir::interp;
namespace interp = mlir::tileir::interp;

static std::string hex(uint64_t v) {
  std::string s;
  llvm::raw_string_ostream(s) << llvm::format_hex(v, 2);
  return s;
}

static std::string listText(ArrayRef<int64_t> xs) {
  std::string s = "[";
  for (size_t k = 0; k < xs.size(); ++k)
    s += (k ? ", " : "") + std::to_string(xs[k]);
  return s + "]";
}

static std::string describe(Memory &mem, uint64_t addr) {
  Buffer *b = mem.nearest(addr);
  if (!b)
    return "no buffer is mapped there";
  return "nearest buffer: " + b->name + " at [" + hex(b->base) + ", " +
         hex(b->end()) + ")";
}

//===----------------------------------------------------------------------===//
// Making views
//===----------------------------------------------------------------------===//

static LogicalResult runMakeTensorView(Executor &ex, Operation *op) {
  auto tvType = cast<cuda_tile::TensorViewType>(op->getResult(0).getType());
  SmallVector<OperandRange, 4> segs = Executor::segments(op);
  auto v = std::make_shared<View>();
  v->elemType = tvType.getElementType();
  elemOf(v->elemType, v->elem);
  v->base = (uint64_t)ex.tile(op->getOperand(0)).i[0];
  unsigned dynShape = 0, dynStride = 0;
  OperandRange shapeOps = segs.size() > 1 ? segs[1] : op->getOperands().slice(1, 0);
  OperandRange strideOps = segs.size() > 2 ? segs[2] : op->getOperands().slice(1, 0);
  for (int64_t s : tvType.getShape())
    v->shape.push_back(s == ShapedType::kDynamic
                           ? ex.tile(shapeOps[dynShape++]).i[0] : s);
  for (int64_t s : tvType.getStrides())
    v->strides.push_back(s == ShapedType::kDynamic
                             ? ex.tile(strideOps[dynStride++]).i[0] : s);
  int64_t last = 0; // offset in elements of the farthest element
  bool empty = false;
  for (size_t k = 0; k < v->shape.size(); ++k) {
    if (v->shape[k] < 0 || v->strides[k] < 0)
      return ex.fail(op, "make_tensor_view: negative shape " +
                             listText(v->shape) + " or strides " +
                             listText(v->strides));
    if (v->shape[k] == 0)
      empty = true;
    else
      last += (v->shape[k] - 1) * v->strides[k];
  }
  if (!empty) {
    uint64_t esz = storageBytes(v->elem);
    uint64_t bytes = (uint64_t)last * esz + esz;
    v->buffer = ex.memory.find(v->base, bytes);
    if (!v->buffer)
      return ex.fail(op, "make_tensor_view: a tensor of shape " +
                             listText(v->shape) + " and strides " +
                             listText(v->strides) + " at " + hex(v->base) +
                             " needs " + std::to_string(bytes) +
                             " bytes, outside any buffer (" +
                             describe(ex.memory, v->base) + ")");
  }
  ex.set(op->getResult(0), RtValue{nullptr, v});
  return success();
}

static LogicalResult runMakeTileView(Executor &ex, Operation *op) {
  auto v = std::make_shared<View>(*ex.value(op->getOperand(0)).view);
  v->tileView = cast<cuda_tile::TileViewType>(op->getResult(0).getType());
  ex.set(op->getResult(0), RtValue{nullptr, v});
  return success();
}

static LogicalResult runGetShape(Executor &ex, Operation *op, bool indexSpace) {
  const View &v = *ex.value(op->getOperand(0)).view;
  for (unsigned k = 0; k < op->getNumResults(); ++k) {
    Tile t = Executor::makeTile(op->getResult(k));
    t.setInt(0, indexSpace ? v.indexSpace(k) : v.shape[k]);
    ex.setTile(op->getResult(k), std::move(t));
  }
  return success();
}

//===----------------------------------------------------------------------===//
// View loads and stores
//===----------------------------------------------------------------------===//

/// Value of an element the spec leaves undefined (`pad` null) or pads.
static void fillPad(Tile &t, int64_t k, cuda_tile::PaddingValueAttr pad,
                    bool poison) {
  if (isFloatElem(t.elem)) {
    double v = poison ? NAN : 0;
    if (pad)
      v = cuda_tile::getPaddingFloat(pad.getValue(), llvm::APFloat::IEEEdouble())
              .convertToDouble();
    t.setFromDouble(k, v);
  } else {
    t.i[k] = !pad && poison ? wrapInt(t.width(), 0xA5A5A5A5A5A5A5A5ll) : 0;
  }
}

/// Walks the tile a view access touches: fn(tileElement, byteAddress or
/// ~0 when outside the tensor). Checks the indices against the index space.
template <typename Fn>
static LogicalResult walkView(Executor &ex, Operation *op, const View &v,
                              OperandRange indices, Fn fn) {
  cuda_tile::TileViewType view = v.tileView;
  unsigned rank = view.getRank();
  if (indices.size() != rank)
    return ex.fail(op, "view access with " + std::to_string(indices.size()) +
                           " indices into a rank-" + std::to_string(rank) +
                           " view");
  // The view's geometry, read once: the element loop below is hot.
  ArrayRef<int32_t> tileShape = view.getTileShape().asArrayRef();
  SmallVector<int64_t, 4> step(rank);
  SmallVector<unsigned, 4> dim(rank);
  for (unsigned k = 0; k < rank; ++k) {
    step[k] = view.getIndexStep(k);
    dim[k] = view.getTensorDim(k);
  }
  std::optional<unsigned> gathered = view.getGatheredDim();
  SmallVector<int64_t, 4> idx(rank);
  const Tile *gather = nullptr;
  for (unsigned k = 0; k < rank; ++k) {
    const Tile &it = ex.tile(indices[k]);
    if (gathered == k) {
      gather = &it;
      continue;
    }
    uint64_t u = asUnsigned(it.width(), it.i[0]);
    if (u >= (uint64_t)v.indexSpace(k)) {
      SmallVector<int64_t, 4> all, space;
      for (unsigned j = 0; j < rank; ++j) {
        const Tile &ij = ex.tile(indices[j]);
        all.push_back(ij.i.empty() ? 0 : (int64_t)asUnsigned(ij.width(), ij.i[0]));
        space.push_back(v.indexSpace(j));
      }
      return ex.fail(op, "view index " + listText(all) +
                             " is outside the index space " + listText(space) +
                             " (undefined behaviour)");
    }
    idx[k] = (int64_t)u;
  }
  uint64_t esz = storageBytes(v.elem);
  SmallVector<int64_t, 4> t(rank, 0);
  int64_t n = 1;
  for (int64_t s : tileShape) n *= s;
  for (int64_t e = 0; e < n; ++e) {
    bool inside = true;
    int64_t off = 0;
    for (unsigned k = 0; k < rank; ++k) {
      unsigned d = dim[k];
      int64_t c = gathered == k
                      ? (int64_t)asUnsigned(gather->width(), gather->i[t[k]])
                      : idx[k] * step[k] + t[k];
      if (c < 0 || c >= v.shape[d]) { inside = false; break; }
      off += c * v.strides[d];
    }
    fn(e, inside ? v.base + (uint64_t)off * esz : ~0ull);
    for (int k = (int)rank - 1; k >= 0; --k) {
      if (++t[k] < tileShape[k]) break;
      t[k] = 0;
    }
  }
  return success();
}

static uint8_t *addrToPtr(const View &v, uint64_t addr) {
  return v.buffer->bytes.data() + (addr - v.buffer->base);
}

static LogicalResult runLoadView(Executor &ex, Operation *op) {
  SmallVector<OperandRange, 4> segs = Executor::segments(op);
  const View &v = *ex.value(op->getOperand(0)).view;
  Tile r = Executor::makeTile(op->getResult(0));
  bool poison = ex.options.poisonUndefined;
  if (failed(walkView(ex, op, v, segs[1], [&](int64_t e, uint64_t addr) {
        if (addr == ~0ull) fillPad(r, e, v.tileView.getPaddingValue(), poison);
        else loadElem(r, e, addrToPtr(v, addr));
      })))
    return failure();
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

static LogicalResult runStoreView(Executor &ex, Operation *op) {
  SmallVector<OperandRange, 4> segs = Executor::segments(op);
  const Tile &val = ex.tile(op->getOperand(0));
  const View &v = *ex.value(op->getOperand(1)).view;
  return walkView(ex, op, v, segs[2], [&](int64_t e, uint64_t addr) {
    if (addr != ~0ull) // elements outside the tensor are masked
      storeElem(val, e, addrToPtr(v, addr));
  });
}

//===----------------------------------------------------------------------===//
// Atomic read-modify-write (shared by pointers and views)
//===----------------------------------------------------------------------===//

using cuda_tile::AtomicRMWMode;

/// Applies mode to the element at p with operand element k of `arg`;
/// writes the old value to old[k] when old is given.
static void rmw(AtomicRMWMode mode, uint8_t *p, const Tile &arg, int64_t k, Tile *old) {
  Tile cur(arg.elemType, {1});
  loadElem(cur, 0, p);
  if (old) old->copyElem(k, cur, 0);
  unsigned w = arg.width();
  if (isFloatElem(arg.elem)) {
    double a = cur.getAsDouble(0), b = arg.getAsDouble(k), v = b;
    if (mode == AtomicRMWMode::addf || mode == AtomicRMWMode::add) // f32 adds in f32; narrower sums are exact in f64
      v = arg.elem == Elem::F32 ? (double)((float)a + (float)b) : a + b;
    else if (mode == AtomicRMWMode::max) v = std::fmax(a, b);
    else if (mode == AtomicRMWMode::min) v = std::fmin(a, b);
    cur.setFromDouble(0, v);
  } else {
    int64_t a = cur.i[0], b = arg.i[k], v = b;
    switch (mode) {
    case AtomicRMWMode::And: v = a & b; break;
    case AtomicRMWMode::Or: v = a | b; break;
    case AtomicRMWMode::Xor: v = a ^ b; break;
    case AtomicRMWMode::add: v = (int64_t)((uint64_t)a + (uint64_t)b); break;
    case AtomicRMWMode::max: v = std::max(a, b); break;
    case AtomicRMWMode::min: v = std::min(a, b); break;
    case AtomicRMWMode::umax: v = asUnsigned(w, a) >= asUnsigned(w, b) ? a : b; break;
    case AtomicRMWMode::umin: v = asUnsigned(w, a) <= asUnsigned(w, b) ? a : b; break;
    default: break;
    }
    cur.setInt(0, v);
  }
  storeElem(cur, 0, p);
}

static LogicalResult runAtomicRedView(Executor &ex, Operation *op) {
  SmallVector<OperandRange, 4> segs = Executor::segments(op);
  const View &v = *ex.value(op->getOperand(0)).view;
  const Tile &val = ex.tile(segs[2][0]);
  AtomicRMWMode mode = cast<cuda_tile::AtomicRedViewTkoOp>(op).getMode();
  return walkView(ex, op, v, segs[1], [&](int64_t e, uint64_t addr) {
    if (addr != ~0ull)
      rmw(mode, addrToPtr(v, addr), val, e, nullptr);
  });
}

//===----------------------------------------------------------------------===//
// Pointer ops
//===----------------------------------------------------------------------===//

static unsigned pointeeBytes(Type ptrTileType) {
  auto tt = cast<cuda_tile::TileType>(ptrTileType);
  auto pt = cast<cuda_tile::PointerType>(tt.getElementType());
  Elem e;
  return elemOf(pt.getPointeeType(), e) ? storageBytes(e) : 1;
}

/// The host address of `size` bytes at addr, or an error naming the access.
static uint8_t *checked(Executor &ex, Operation *op, uint64_t addr,
                        unsigned size, int64_t k, StringRef what) {
  Buffer *b = ex.memory.find(addr, size);
  if (!b) {
    (void)ex.fail(op, "out-of-bounds " + what + " of " + std::to_string(size) +
                          " bytes at address " + hex(addr) + " (element " +
                          std::to_string(k) + "); " + describe(ex.memory, addr));
    return nullptr;
  }
  if ((addr - b->base) % size) {
    (void)ex.fail(op, "misaligned " + what + " at address " + hex(addr) +
                          " (element " + std::to_string(k) + ") in " + b->name);
    return nullptr;
  }
  return b->bytes.data() + (addr - b->base);
}

static LogicalResult runOffset(Executor &ex, Operation *op) {
  const Tile &p = ex.tile(op->getOperand(0)), &o = ex.tile(op->getOperand(1));
  Tile r = resultLike(op->getResult(0), {&p, &o});
  int64_t esz = pointeeBytes(op->getResult(0).getType());
  int64_t sp = stepOf(p, r), so = stepOf(o, r);
  for (int64_t k = 0; k < r.numElements(); ++k)
    r.i[k] = (int64_t)((uint64_t)p.i[k * sp] + (uint64_t)(o.i[k * so] * esz));
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

static LogicalResult runLoadPtr(Executor &ex, Operation *op) {
  auto ld = cast<cuda_tile::LoadPtrTkoOp>(op);
  const Tile &ptrs = ex.tile(ld.getSource());
  const Tile *mask = ld.getMask() ? &ex.tile(ld.getMask()) : nullptr;
  // Without a mask every element is loaded and a padding value is unused.
  const Tile *pad = mask && ld.getPaddingValue() ? &ex.tile(ld.getPaddingValue())
                                                 : nullptr;
  Tile r = Executor::makeTile(op->getResult(0));
  unsigned esz = storageBytes(r.elem);
  for (int64_t k = 0; k < r.numElements(); ++k) {
    if (mask && !mask->i[mask->numElements() == 1 ? 0 : k]) {
      if (pad) r.copyElem(k, *pad, pad->numElements() == 1 ? 0 : k);
      else fillPad(r, k, {}, ex.options.poisonUndefined);
      continue;
    }
    uint8_t *p = checked(ex, op, ptrs.i[ptrs.numElements() == 1 ? 0 : k], esz,
                         k, "load");
    if (!p)
      return failure();
    loadElem(r, k, p);
  }
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

static LogicalResult runStorePtr(Executor &ex, Operation *op) {
  SmallVector<OperandRange, 4> segs = Executor::segments(op);
  const Tile &ptrs = ex.tile(segs[0][0]);
  const Tile &val = ex.tile(segs[1][0]);
  const Tile *mask = segs.size() > 2 && !segs[2].empty() ? &ex.tile(segs[2][0]) : nullptr;
  unsigned esz = storageBytes(val.elem);
  for (int64_t k = 0; k < val.numElements(); ++k) {
    if (mask && !mask->i[mask->numElements() == 1 ? 0 : k])
      continue;
    uint8_t *p = checked(ex, op, ptrs.i[ptrs.numElements() == 1 ? 0 : k], esz,
                         k, "store");
    if (!p)
      return failure();
    storeElem(val, k, p);
  }
  return success();
}

static LogicalResult runAtomicRmw(Executor &ex, Operation *op, bool cas,
                                  const OpFlags &f) {
  SmallVector<OperandRange, 4> segs = Executor::segments(op);
  const Tile &ptrs = ex.tile(segs[0][0]);
  const Tile &arg = ex.tile(segs[1][0]);
  const Tile *val = cas ? &ex.tile(segs[2][0]) : nullptr;
  unsigned maskSeg = cas ? 3 : 2;
  const Tile *mask = segs.size() > maskSeg && !segs[maskSeg].empty()
                         ? &ex.tile(segs[maskSeg][0]) : nullptr;
  AtomicRMWMode mode = f.mode;
  Tile old = Executor::makeTile(op->getResult(0));
  unsigned esz = storageBytes(arg.elem);
  for (int64_t k = 0; k < arg.numElements(); ++k) {
    if (mask && !mask->i[k]) {
      fillPad(old, k, {}, ex.options.poisonUndefined);
      continue;
    }
    uint8_t *p = checked(ex, op, ptrs.i[k], esz, k, "atomic");
    if (!p)
      return failure();
    if (!cas) {
      rmw(mode, p, arg, k, &old);
      continue;
    }
    Tile cur(arg.elemType, {1});
    loadElem(cur, 0, p);
    old.copyElem(k, cur, 0);
    // Compare bit patterns, as hardware CAS does.
    uint8_t want[8] = {0}, have[8] = {0};
    storeElem(arg, k, want);
    memcpy(have, p, esz);
    if (!memcmp(want, have, esz))
      storeElem(*val, k, p);
  }
  ex.setTile(op->getResult(0), std::move(old));
  return success();
}

static LogicalResult runAlloca(Executor &ex, Operation *op) {
  auto alloca = cast<cuda_tile::AllocaOp>(op);
  int64_t n = alloca.getNumElem(), align = alloca.getAlignment();
  auto tt = cast<cuda_tile::TileType>(op->getResult(0).getType());
  Elem e = Elem::I8;
  elemOf(cast<cuda_tile::PointerType>(tt.getElementType()).getPointeeType(), e);
  Buffer &b = ex.memory.allocate("alloca in " + ex.blockIdText(), e, {n},
                                 align > 0 ? align : 256);
  b.isOutput = false;
  ex.allocas.push_back(b.base);
  Tile r = Executor::makeTile(op->getResult(0));
  r.i[0] = (int64_t)b.base;
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

static LogicalResult runGetGlobal(Executor &ex, Operation *op) {
  StringRef name = cast<cuda_tile::GetGlobalOp>(op).getName();
  auto it = ex.memory.globals.find(name.str());
  if (it == ex.memory.globals.end())
    return ex.fail(op, "get_global: no global @" + name);
  Tile r = Executor::makeTile(op->getResult(0));
  r.i[0] = (int64_t)it->second;
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

LogicalResult interp::allocateGlobals(Operation *module, Memory &memory) {
  module->walk([&](cuda_tile::GlobalOp global) {
    StringRef sym = global.getSymName();
    auto value = cast<DenseElementsAttr>(global.getValue());
    auto shaped = cast<ShapedType>(value.getType());
    Tile t(shaped.getElementType(), shaped.getShape());
    int64_t k = 0;
    if (isFloatElem(t.elem))
      for (llvm::APFloat ap : value.getValues<llvm::APFloat>()) {
        bool lost;
        ap.convert(llvm::APFloat::IEEEdouble(),
                   llvm::APFloat::rmNearestTiesToEven, &lost);
        t.setFromDouble(k++, ap.convertToDouble());
      }
    else
      for (const llvm::APInt &ap : value.getValues<llvm::APInt>())
        t.setInt(k++, ap.getSExtValue());
    int64_t align = std::max<int64_t>(global.getAlignment(), 256);
    Buffer &b = memory.allocate("@" + sym.str(), t.elem,
                                {t.numElements()}, align);
    b.isOutput = false;
    for (int64_t e = 0; e < t.numElements(); ++e)
      storeElem(t, e, b.bytes.data() + e * storageBytes(t.elem));
    memory.globals[sym.str()] = b.base;
  });
  return success();
}

void interp::registerMemoryHandlers(HandlerMap &m) {
  m.add<cuda_tile::MakeTensorViewOp>(runMakeTensorView);
  m.add<cuda_tile::MakePartitionViewOp>(runMakeTileView);
  m.add<cuda_tile::MakeStridedViewOp>(runMakeTileView);
  m.add<cuda_tile::MakeGatherScatterViewOp>(runMakeTileView);
  m.add<cuda_tile::GetTensorShapeOp>([](Executor &ex, Operation *op) {
    return runGetShape(ex, op, false);
  });
  m.add<cuda_tile::GetIndexSpaceShapeOp>([](Executor &ex, Operation *op) {
    return runGetShape(ex, op, true);
  });
  m.add<cuda_tile::LoadViewTkoOp>(runLoadView);
  m.add<cuda_tile::StoreViewTkoOp>(runStoreView);
  m.add<cuda_tile::AtomicRedViewTkoOp>(runAtomicRedView);
  m.add<cuda_tile::OffsetOp>(runOffset);
  m.add<cuda_tile::LoadPtrTkoOp>(runLoadPtr);
  m.add<cuda_tile::StorePtrTkoOp>(runStorePtr);
  m.add<cuda_tile::AtomicRMWTkoOp>([](Executor &ex, Operation *op,
                                      const OpFlags &f) {
    return runAtomicRmw(ex, op, false, f);
  });
  m.add<cuda_tile::AtomicCASTkoOp>([](Executor &ex, Operation *op,
                                      const OpFlags &f) {
    return runAtomicRmw(ex, op, true, f);
  });
  m.add<cuda_tile::AllocaOp>(runAlloca);
  m.add<cuda_tile::GetGlobalOp>(runGetGlobal);
}
