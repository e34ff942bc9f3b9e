//===- Tile.cpp - element kinds, float formats and tile printing ----------===//
#include "TileIR/Interpreter/Tile.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <cmath>
#include <cstring>

using namespace mlir;
using namespace mlir::tileir::interp;
namespace interp = mlir::tileir::interp;

bool interp::elemOf(Type t, Elem &out) {
  if (auto it = dyn_cast<IntegerType>(t)) {
    switch (it.getWidth()) {
    case 1: out = Elem::I1; return true;
    case 4: out = Elem::I4; return true;
    case 8: out = Elem::I8; return true;
    case 16: out = Elem::I16; return true;
    case 32: out = Elem::I32; return true;
    case 64: out = Elem::I64; return true;
    default: return false;
    }
  }
  if (t.isF16()) out = Elem::F16;
  else if (t.isBF16()) out = Elem::BF16;
  else if (t.isF32()) out = Elem::F32;
  else if (t.isTF32()) out = Elem::TF32;
  else if (t.isF64()) out = Elem::F64;
  else if (isa<Float8E4M3FNType>(t)) out = Elem::F8E4M3FN;
  else if (isa<Float8E5M2Type>(t)) out = Elem::F8E5M2;
  else if (isa<Float8E8M0FNUType>(t)) out = Elem::F8E8M0FNU;
  else if (isa<Float4E2M1FNType>(t)) out = Elem::F4E2M1FN;
  else if (isa<cuda_tile::PointerType>(t)) out = Elem::Ptr;
  else return false;
  return true;
}

bool interp::isIntElem(Elem e) { return e <= Elem::I64; }
bool interp::isFloatElem(Elem e) { return e >= Elem::F16 && e <= Elem::F4E2M1FN; }

unsigned interp::bitWidth(Elem e) {
  switch (e) {
  case Elem::I1: return 1;
  case Elem::I4: case Elem::F4E2M1FN: return 4;
  case Elem::I8: case Elem::F8E4M3FN: case Elem::F8E5M2: case Elem::F8E8M0FNU:
    return 8;
  case Elem::I16: case Elem::F16: case Elem::BF16: return 16;
  case Elem::I32: case Elem::F32: case Elem::TF32: return 32;
  case Elem::I64: case Elem::F64: case Elem::Ptr: return 64;
  }
  return 64;
}

unsigned interp::storageBytes(Elem e) {
  unsigned w = bitWidth(e);
  return w < 8 ? 1 : w / 8;
}

StringRef interp::elemName(Elem e) {
  static const char *names[] = {"i1", "i4", "i8", "i16", "i32", "i64",
                                "f16", "bf16", "f32", "tf32", "f64",
                                "f8E4M3FN", "f8E5M2", "f8E8M0FNU", "f4E2M1FN",
                                "ptr"};
  return names[(int)e];
}

StringRef interp::npyDescr(Elem e) {
  switch (e) {
  case Elem::I1: return "|b1";
  case Elem::I4: case Elem::I8: return "|i1";
  case Elem::I16: return "<i2";
  case Elem::I32: return "<i4";
  case Elem::I64: return "<i8";
  case Elem::F16: return "<f2";
  case Elem::F32: return "<f4";
  case Elem::F64: return "<f8";
  case Elem::BF16: return "<u2";
  case Elem::TF32: return "<f4"; // tf32 occupies 32 bits in memory
  case Elem::F8E4M3FN: case Elem::F8E5M2: case Elem::F8E8M0FNU:
  case Elem::F4E2M1FN: return "|u1";
  case Elem::Ptr: return "<u8";
  }
  return "<u1";
}

//===----------------------------------------------------------------------===//
// Float formats
//===----------------------------------------------------------------------===//

static uint32_t bitsOf(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static float fromBits(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }

static uint16_t f32ToF16(float f) {
  uint32_t x = bitsOf(f), sign = (x >> 16) & 0x8000, ax = x & 0x7fffffff;
  if (ax >= 0x7f800000) // inf or NaN (NaN stays quiet and keeps payload bits)
    return sign | (ax > 0x7f800000 ? 0x7e00 | ((ax >> 13) & 0x3ff) : 0x7c00);
  if (ax >= 0x477ff000) // >= 65520 rounds to infinity
    return sign | 0x7c00;
  if (ax < 0x38800000) { // half subnormal: let an f32 add do the rounding
    float t = fromBits(ax) + 0.5f;
    return sign | (uint16_t)(bitsOf(t) - bitsOf(0.5f));
  }
  uint32_t odd = (ax >> 13) & 1;
  ax += 0xc8000fffu + odd; // rebias exponent (15-127) and round to even
  return sign | (uint16_t)(ax >> 13);
}

static float f16ToF32(uint16_t h) {
  uint32_t s = (uint32_t)(h & 0x8000) << 16, e = (h >> 10) & 0x1f, m = h & 0x3ff;
  if (e == 0) {
    float v = (float)m * 5.9604644775390625e-8f; // 2^-24
    return s ? -v : v;
  }
  if (e == 31)
    return fromBits(s | 0x7f800000 | (m << 13));
  return fromBits(s | ((e + 112) << 23) | (m << 13));
}

static uint16_t f32ToBF16(float f) {
  uint32_t x = bitsOf(f);
  if ((x & 0x7fffffff) > 0x7f800000)
    return (uint16_t)((x >> 16) | 0x40);
  x += 0x7fff + ((x >> 16) & 1);
  return (uint16_t)(x >> 16);
}

static float roundTF32(float f) {
  uint32_t x = bitsOf(f);
  if ((x & 0x7fffffff) >= 0x7f800000)
    return f;
  x += 0xfff + ((x >> 13) & 1);
  return fromBits(x & ~0x1fffu);
}

const llvm::fltSemantics &interp::semanticsOf(Elem e) {
  switch (e) {
  case Elem::F8E4M3FN: return llvm::APFloat::Float8E4M3FN();
  case Elem::F8E5M2: return llvm::APFloat::Float8E5M2();
  case Elem::F8E8M0FNU: return llvm::APFloat::Float8E8M0FNU();
  case Elem::F4E2M1FN: return llvm::APFloat::Float4E2M1FN();
  case Elem::F16: return llvm::APFloat::IEEEhalf();
  case Elem::BF16: return llvm::APFloat::BFloat();
  case Elem::TF32: return llvm::APFloat::FloatTF32();
  case Elem::F64: return llvm::APFloat::IEEEdouble();
  default: return llvm::APFloat::IEEEsingle();
  }
}

static double apRound(Elem e, double v) {
  llvm::APFloat ap(v);
  bool lost;
  ap.convert(semanticsOf(e), llvm::APFloat::rmNearestTiesToEven, &lost);
  ap.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
             &lost);
  return ap.convertToDouble();
}

float interp::roundToElem(Elem e, float v) {
  switch (e) {
  case Elem::F16: return f16ToF32(f32ToF16(v));
  case Elem::BF16: return fromBits((uint32_t)f32ToBF16(v) << 16);
  case Elem::TF32: return roundTF32(v);
  case Elem::F32: return v;
  default: return (float)apRound(e, v);
  }
}

uint64_t interp::floatToBits(Elem e, double v) {
  switch (e) {
  case Elem::F64: { uint64_t u; memcpy(&u, &v, 8); return u; }
  case Elem::F32: case Elem::TF32: return bitsOf((float)v);
  case Elem::F16: return f32ToF16((float)v);
  case Elem::BF16: return f32ToBF16((float)v);
  default: {
    llvm::APFloat ap(v);
    bool lost;
    ap.convert(semanticsOf(e), llvm::APFloat::rmNearestTiesToEven, &lost);
    return ap.bitcastToAPInt().getZExtValue();
  }
  }
}

double interp::bitsToFloat(Elem e, uint64_t bits) {
  switch (e) {
  case Elem::F64: { double d; memcpy(&d, &bits, 8); return d; }
  case Elem::F32: return fromBits((uint32_t)bits);
  case Elem::TF32: return roundTF32(fromBits((uint32_t)bits));
  case Elem::F16: return f16ToF32((uint16_t)bits);
  case Elem::BF16: return fromBits((uint32_t)bits << 16);
  default: {
    // fp8/f4: 256 or 16 codes, decoded once into a table.
    static std::vector<double> tables[16];
    auto &tab = tables[(int)e];
    if (tab.empty()) {
      unsigned w = bitWidth(e);
      for (uint64_t c = 0; c < (1u << w); ++c) {
        llvm::APFloat ap(semanticsOf(e), llvm::APInt(w, c));
        bool lost;
        ap.convert(llvm::APFloat::IEEEdouble(),
                   llvm::APFloat::rmNearestTiesToEven, &lost);
        tab.push_back(ap.convertToDouble());
      }
    }
    return tab[bits & ((1u << bitWidth(e)) - 1)];
  }
  }
}

//===----------------------------------------------------------------------===//
// Tile
//===----------------------------------------------------------------------===//

SmallVector<int64_t, 4> interp::rowMajorStrides(ArrayRef<int64_t> shape) {
  SmallVector<int64_t, 4> s(shape.size(), 1);
  for (int k = (int)shape.size() - 2; k >= 0; --k)
    s[k] = s[k + 1] * shape[k + 1];
  return s;
}

Tile::Tile(Type et, ArrayRef<int64_t> shp) : elemType(et) {
  if (!elemOf(et, elem))
    elem = Elem::I64;
  shape.assign(shp.begin(), shp.end());
  int64_t n = numElements();
  if (elem == Elem::F64)
    d.assign(n, 0.0);
  else if (isFloatElem(elem))
    f.assign(n, 0.0f);
  else
    i.assign(n, 0);
}

int64_t Tile::numElements() const {
  int64_t n = 1;
  for (int64_t s : shape)
    n *= s;
  return n;
}

double Tile::getAsDouble(int64_t k) const {
  if (elem == Elem::F64)
    return d[k];
  if (isFloatElem(elem))
    return f[k];
  return (double)i[k];
}

void Tile::setFromDouble(int64_t k, double v) {
  if (elem == Elem::F64)
    d[k] = v;
  else if (isFloatElem(elem))
    f[k] = elem == Elem::F32 ? (float)v : (float)apRound(elem, v);
  else
    i[k] = wrapInt(width(), (int64_t)v);
}

void Tile::copyElem(int64_t to, const Tile &src, int64_t from) {
  if (elem == Elem::F64)
    d[to] = src.d[from];
  else if (isFloatElem(elem))
    f[to] = src.f[from];
  else
    i[to] = src.i[from];
}

static std::string formatFloat(double v, Elem e) {
  if (std::isnan(v))
    return "nan";
  if (std::isinf(v))
    return v < 0 ? "-inf" : "inf";
  if (v == 0)
    return std::signbit(v) ? "-0" : "0";
  std::string s;
  llvm::raw_string_ostream os(s);
  // Enough digits to round-trip the element kind.
  int digits = e == Elem::F64 ? 17 : e == Elem::F32 ? 9 : 6;
  os << llvm::format("%.*g", digits, v);
  return s;
}

std::string Tile::formatElem(int64_t k) const {
  if (isFloatElem(elem))
    return formatFloat(getAsDouble(k), elem);
  if (elem == Elem::I1)
    return i[k] ? "1" : "0";
  if (elem == Elem::Ptr) {
    std::string s;
    llvm::raw_string_ostream(s) << llvm::format_hex((uint64_t)i[k], 2);
    return s;
  }
  return std::to_string(i[k]);
}

std::string Tile::format() const {
  std::string out;
  int64_t n = numElements();
  if (shape.empty())
    return n ? formatElem(0) : "";
  // Dimension d opens before, and closes after, every multiple of its span.
  SmallVector<int64_t, 4> span = rowMajorStrides(shape);
  for (size_t d = 0; d < span.size(); ++d)
    span[d] *= shape[d];
  for (int64_t k = 0; k < n; ++k) {
    for (int64_t sp : span)
      if (k % sp == 0)
        out += "[";
    out += formatElem(k);
    for (int64_t sp : span)
      if ((k + 1) % sp == 0)
        out += "]";
    if (k + 1 < n)
      out += ", ";
  }
  return out;
}
