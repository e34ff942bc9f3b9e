//===- Memory.cpp - buffers at synthetic addresses ------------------------===//
#include "TileIR/Interpreter/Memory.h"
#include <cstring>

using namespace mlir::tileir::interp;
namespace interp = mlir::tileir::interp;

int64_t Buffer::numElements() const {
  int64_t n = 1;
  for (int64_t s : shape)
    n *= s;
  return n;
}

Buffer &Memory::allocate(std::string name, Elem elem, std::vector<int64_t> shape,
                         uint64_t alignment) {
  auto buf = std::make_unique<Buffer>();
  buf->name = std::move(name);
  buf->elem = elem;
  buf->shape = std::move(shape);
  int64_t n = buf->numElements();
  // 4-bit elements pack two to a byte; i1 takes a whole byte, as in memory.
  uint64_t bytes = bitWidth(elem) == 4 ? (n + 1) / 2 : n * storageBytes(elem);
  buf->bytes.assign(bytes, 0);
  if (alignment < 256)
    alignment = 256;
  next = (next + alignment - 1) / alignment * alignment;
  buf->base = next;
  // Leave an unmapped gap so a step past the end lands in no buffer.
  next += bytes + 4096;
  Buffer &ref = *buf;
  byBase[ref.base] = std::move(buf);
  return ref;
}

void Memory::release(uint64_t base) {
  if (lastHit && lastHit->base == base)
    lastHit = nullptr;
  byBase.erase(base);
}

Buffer *Memory::find(uint64_t addr, uint64_t size) {
  Buffer *b = lastHit;
  if (!b || addr < b->base || addr + size > b->end()) {
    auto it = byBase.upper_bound(addr);
    if (it == byBase.begin())
      return nullptr;
    b = (--it)->second.get();
  }
  if (addr < b->base || addr + size > b->end() || addr + size < addr)
    return nullptr;
  lastHit = b;
  return b;
}

Buffer *Memory::nearest(uint64_t addr) {
  auto it = byBase.upper_bound(addr);
  if (it == byBase.begin())
    return it == byBase.end() ? nullptr : it->second.get();
  return std::prev(it)->second.get();
}

std::vector<Buffer *> Memory::buffers() {
  std::vector<Buffer *> out;
  for (auto &kv : byBase)
    out.push_back(kv.second.get());
  return out;
}

void interp::loadElem(Tile &t, int64_t idx, const uint8_t *p) {
  switch (t.elem) {
  case Elem::F32: memcpy(&t.f[idx], p, 4); return;
  case Elem::F64: memcpy(&t.d[idx], p, 8); return;
  case Elem::I1: t.i[idx] = p[0] ? -1 : 0; return;
  case Elem::I4: t.i[idx] = wrapInt(4, p[0]); return;
  case Elem::I8: t.i[idx] = (int8_t)p[0]; return;
  case Elem::I16: { int16_t v; memcpy(&v, p, 2); t.i[idx] = v; return; }
  case Elem::I32: { int32_t v; memcpy(&v, p, 4); t.i[idx] = v; return; }
  case Elem::I64: case Elem::Ptr: memcpy(&t.i[idx], p, 8); return;
  default: {
    uint64_t bits = 0;
    memcpy(&bits, p, storageBytes(t.elem));
    t.f[idx] = (float)bitsToFloat(t.elem, bits);
    return;
  }
  }
}

void interp::storeElem(const Tile &t, int64_t idx, uint8_t *p) {
  switch (t.elem) {
  case Elem::F32: memcpy(p, &t.f[idx], 4); return;
  case Elem::F64: memcpy(p, &t.d[idx], 8); return;
  case Elem::I1: p[0] = t.i[idx] ? 1 : 0; return;
  case Elem::I4: case Elem::I8: p[0] = (uint8_t)t.i[idx]; return;
  case Elem::I16: { int16_t v = (int16_t)t.i[idx]; memcpy(p, &v, 2); return; }
  case Elem::I32: { int32_t v = (int32_t)t.i[idx]; memcpy(p, &v, 4); return; }
  case Elem::I64: case Elem::Ptr: memcpy(p, &t.i[idx], 8); return;
  default: {
    uint64_t bits = floatToBits(t.elem, t.f[idx]);
    memcpy(p, &bits, storageBytes(t.elem));
    return;
  }
  }
}
