//===- Shape.cpp - constants, shape/data movement and matrix ops ----------===//
#include "Executor.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/APFloat.h"

using namespace mlir;
using namespace mlir::tileir::interp;
namespace interp = mlir::tileir::interp;

static LogicalResult runConstant(Executor &ex, Operation *op) {
  Tile r = Executor::makeTile(op->getResult(0));
  auto dense = cast<DenseElementsAttr>(cast<cuda_tile::ConstantOp>(op).getValue());
  int64_t n = r.numElements();
  if (isFloatElem(r.elem)) {
    auto vals = dense.getValues<llvm::APFloat>();
    auto toD = [](llvm::APFloat ap) {
      bool lost;
      ap.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
                 &lost);
      return ap.convertToDouble();
    };
    if (dense.isSplat()) {
      double v = toD(*vals.begin());
      for (int64_t k = 0; k < n; ++k)
        r.setFromDouble(k, v);
    } else {
      int64_t k = 0;
      for (llvm::APFloat ap : vals)
        r.setFromDouble(k++, toD(ap));
    }
  } else {
    auto vals = dense.getValues<llvm::APInt>();
    if (dense.isSplat()) {
      int64_t v = (*vals.begin()).getSExtValue();
      for (int64_t k = 0; k < n; ++k)
        r.setInt(k, v);
    } else {
      int64_t k = 0;
      for (const llvm::APInt &ap : vals)
        r.setInt(k++, ap.getSExtValue());
    }
  }
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

static LogicalResult runIota(Executor &ex, Operation *op) {
  Tile r = Executor::makeTile(op->getResult(0));
  for (int64_t k = 0; k < r.numElements(); ++k)
    r.setInt(k, k);
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

/// Calls fn(flatIndex, coords) for every element of `shape` in row-major order.
template <typename Fn> static void forEachIndex(ArrayRef<int64_t> shape, Fn fn) {
  SmallVector<int64_t, 4> c(shape.size(), 0);
  int64_t n = 1;
  for (int64_t s : shape) n *= s;
  for (int64_t k = 0; k < n; ++k) {
    fn(k, ArrayRef<int64_t>(c));
    for (int d = (int)shape.size() - 1; d >= 0; --d) {
      if (++c[d] < shape[d]) break;
      c[d] = 0;
    }
  }
}

static LogicalResult runBroadcast(Executor &ex, Operation *op) {
  const Tile &a = ex.tile(op->getOperand(0));
  Tile r = Executor::makeTile(op->getResult(0));
  SmallVector<int64_t, 4> st = rowMajorStrides(a.shape);
  forEachIndex(r.shape, [&](int64_t k, ArrayRef<int64_t> c) {
    int64_t src = 0;
    for (unsigned d = 0; d < c.size(); ++d)
      if (d < a.shape.size() && a.shape[d] != 1)
        src += c[d] * st[d];
    r.copyElem(k, a, src);
  });
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

static LogicalResult runReshape(Executor &ex, Operation *op) {
  Tile r = ex.tile(op->getOperand(0));
  auto tt = cast<cuda_tile::TileType>(op->getResult(0).getType());
  r.reshape(tt.getShape());
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

static LogicalResult runPermute(Executor &ex, Operation *op) {
  const Tile &a = ex.tile(op->getOperand(0));
  Tile r = Executor::makeTile(op->getResult(0));
  ArrayRef<int32_t> perm = cast<cuda_tile::PermuteOp>(op).getPermutation();
  SmallVector<int64_t, 4> st = rowMajorStrides(a.shape);
  forEachIndex(r.shape, [&](int64_t k, ArrayRef<int64_t> c) {
    int64_t src = 0;
    for (unsigned d = 0; d < c.size(); ++d)
      src += c[d] * st[perm[d]];
    r.copyElem(k, a, src);
  });
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

static LogicalResult runExtract(Executor &ex, Operation *op) {
  const Tile &a = ex.tile(op->getOperand(0));
  Tile r = Executor::makeTile(op->getResult(0));
  SmallVector<int64_t, 4> off;
  for (unsigned d = 0; d < r.shape.size(); ++d) {
    const Tile &it = ex.tile(op->getOperand(1 + d));
    uint64_t idx = asUnsigned(it.width(), it.i[0]);
    if (idx >= (uint64_t)(a.shape[d] / r.shape[d]))
      return ex.fail(op, "extract: slice index " + std::to_string(idx) +
                             " of dimension " + std::to_string(d) +
                             " is out of range (" +
                             std::to_string(a.shape[d] / r.shape[d]) +
                             " slices)");
    off.push_back(idx * r.shape[d]);
  }
  SmallVector<int64_t, 4> st = rowMajorStrides(a.shape);
  forEachIndex(r.shape, [&](int64_t k, ArrayRef<int64_t> c) {
    int64_t src = 0;
    for (unsigned d = 0; d < c.size(); ++d)
      src += (c[d] + off[d]) * st[d];
    r.copyElem(k, a, src);
  });
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

/// insert: the destination with the indices-th source-shaped slice replaced.
static LogicalResult runInsert(Executor &ex, Operation *op) {
  const Tile &src = ex.tile(op->getOperand(0));
  Tile r = ex.tile(op->getOperand(1));
  SmallVector<int64_t, 4> off;
  for (unsigned d = 0; d < r.shape.size(); ++d) {
    const Tile &it = ex.tile(op->getOperand(2 + d));
    uint64_t idx = asUnsigned(it.width(), it.i[0]);
    if (idx >= (uint64_t)(r.shape[d] / src.shape[d]))
      return ex.fail(op, "insert: slice index " + std::to_string(idx) +
                             " of dimension " + std::to_string(d) +
                             " is out of range (" +
                             std::to_string(r.shape[d] / src.shape[d]) +
                             " slices)");
    off.push_back(idx * src.shape[d]);
  }
  SmallVector<int64_t, 4> st = rowMajorStrides(r.shape);
  forEachIndex(src.shape, [&](int64_t k, ArrayRef<int64_t> c) {
    int64_t dst = 0;
    for (unsigned d = 0; d < c.size(); ++d)
      dst += (c[d] + off[d]) * st[d];
    r.copyElem(dst, src, k);
  });
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

static LogicalResult runCat(Executor &ex, Operation *op) {
  const Tile &a = ex.tile(op->getOperand(0)), &b = ex.tile(op->getOperand(1));
  Tile r = Executor::makeTile(op->getResult(0));
  unsigned dim = cast<cuda_tile::CatOp>(op).getDim();
  SmallVector<int64_t, 4> sa = rowMajorStrides(a.shape),
                          sb = rowMajorStrides(b.shape);
  forEachIndex(r.shape, [&](int64_t k, ArrayRef<int64_t> c) {
    bool fromA = c[dim] < a.shape[dim];
    const Tile &src = fromA ? a : b;
    ArrayRef<int64_t> st = fromA ? sa : sb;
    int64_t s = 0;
    for (unsigned d = 0; d < c.size(); ++d)
      s += (d == dim && !fromA ? c[d] - a.shape[dim] : c[d]) * st[d];
    r.copyElem(k, src, s);
  });
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

static LogicalResult runSelect(Executor &ex, Operation *op) {
  const Tile &c = ex.tile(op->getOperand(0)), &a = ex.tile(op->getOperand(1)),
             &b = ex.tile(op->getOperand(2));
  Tile r = resultLike(op->getResult(0), {&c, &a, &b});
  int64_t sc = stepOf(c, r), sa = stepOf(a, r), sb = stepOf(b, r);
  for (int64_t k = 0; k < r.numElements(); ++k) {
    if (c.i[k * sc]) r.copyElem(k, a, k * sa);
    else r.copyElem(k, b, k * sb);
  }
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

/// Raw bits of element k (floats in their memory encoding).
static uint64_t elemBits(const Tile &t, int64_t k) {
  return isFloatElem(t.elem) ? floatToBits(t.elem, t.getAsDouble(k))
                             : asUnsigned(t.width(), t.i[k]);
}

static void setElemBits(Tile &t, int64_t k, uint64_t bits) {
  if (isFloatElem(t.elem)) {
    double v = bitsToFloat(t.elem, bits);
    if (t.elem == Elem::F64) t.d[k] = v;
    else t.f[k] = (float)v;
  } else {
    t.i[k] = wrapInt(t.width(), (int64_t)bits);
  }
}

// pack/unpack: little-endian bytes; two 4-bit elements per byte, low first.
static LogicalResult runPack(Executor &ex, Operation *op, bool pack) {
  const Tile &a = ex.tile(op->getOperand(0));
  Tile r = Executor::makeTile(op->getResult(0));
  const Tile &wide = pack ? a : r;
  unsigned w = wide.width();
  std::vector<uint8_t> bytes((wide.numElements() * w + 7) / 8, 0);
  if (pack) {
    for (int64_t k = 0; k < a.numElements(); ++k) {
      uint64_t bits = elemBits(a, k);
      for (unsigned bit = 0; bit < w; bit += 8)
        if (w == 4) bytes[k / 2] |= (bits & 0xf) << (4 * (k % 2));
        else bytes[k * (w / 8) + bit / 8] = (bits >> bit) & 0xff;
    }
    for (int64_t k = 0; k < r.numElements(); ++k)
      r.i[k] = (int8_t)bytes[k];
  } else {
    for (int64_t k = 0; k < a.numElements(); ++k)
      bytes[k] = (uint8_t)a.i[k];
    for (int64_t k = 0; k < r.numElements(); ++k) {
      uint64_t bits = 0;
      if (w == 4) bits = (bytes[k / 2] >> (4 * (k % 2))) & 0xf;
      else
        for (unsigned bit = 0; bit < w; bit += 8)
          bits |= (uint64_t)bytes[k * (w / 8) + bit / 8] << bit;
      setElemBits(r, k, bits);
    }
  }
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

/// (B x) M x K times (B x) K x N plus (B x) M x N; products and sums in f32
/// (f64 for f64), rounded to the accumulator type once at the end.
static LogicalResult runMmaf(Executor &ex, Operation *op) {
  const Tile &a = ex.tile(op->getOperand(0)), &b = ex.tile(op->getOperand(1)),
             &c = ex.tile(op->getOperand(2));
  Tile r = c;
  bool batched = a.shape.size() == 3;
  int64_t B = batched ? a.shape[0] : 1, M = a.shape[batched], K = a.shape[batched + 1],
          N = b.shape[batched + 1];
  if (r.elem == Elem::F64) {
    for (int64_t bt = 0; bt < B; ++bt)
      for (int64_t i = 0; i < M; ++i)
        for (int64_t k = 0; k < K; ++k) {
          double aik = a.getAsDouble((bt * M + i) * K + k);
          const double *brow = b.d.data() + (bt * K + k) * N;
          double *crow = r.d.data() + (bt * M + i) * N;
          for (int64_t j = 0; j < N; ++j)
            crow[j] += aik * brow[j];
        }
  } else {
    for (int64_t bt = 0; bt < B; ++bt)
      for (int64_t i = 0; i < M; ++i) {
        float *crow = r.f.data() + (bt * M + i) * N;
        for (int64_t k = 0; k < K; ++k) {
          float aik = a.f[(bt * M + i) * K + k];
          const float *brow = b.f.data() + (bt * K + k) * N;
          for (int64_t j = 0; j < N; ++j)
            crow[j] += aik * brow[j];
        }
      }
    if (r.elem != Elem::F32)
      for (float &v : r.f)
        v = roundToElem(r.elem, v);
  }
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

static LogicalResult runMmai(Executor &ex, Operation *op) {
  const Tile &a = ex.tile(op->getOperand(0)), &b = ex.tile(op->getOperand(1)),
             &c = ex.tile(op->getOperand(2));
  auto mmai = cast<cuda_tile::MmaIOp>(op);
  bool sa = mmai.getSignednessLhs() == cuda_tile::Signedness::Signed;
  bool sb = mmai.getSignednessRhs() == cuda_tile::Signedness::Signed;
  Tile r = c;
  bool batched = a.shape.size() == 3;
  int64_t B = batched ? a.shape[0] : 1, M = a.shape[batched], K = a.shape[batched + 1],
          N = b.shape[batched + 1];
  for (int64_t bt = 0; bt < B; ++bt)
    for (int64_t i = 0; i < M; ++i)
      for (int64_t j = 0; j < N; ++j) {
        int64_t acc = r.i[(bt * M + i) * N + j];
        for (int64_t k = 0; k < K; ++k) {
          int64_t x = a.i[(bt * M + i) * K + k], y = b.i[(bt * K + k) * N + j];
          acc += (sa ? x : (int64_t)asUnsigned(8, x)) *
                 (sb ? y : (int64_t)asUnsigned(8, y));
        }
        r.i[(bt * M + i) * N + j] = wrapInt(32, acc);
      }
  ex.setTile(op->getResult(0), std::move(r));
  return success();
}

void interp::registerShapeHandlers(HandlerMap &m) {
  m.add<cuda_tile::ConstantOp>(runConstant);
  m.add<cuda_tile::IotaOp>(runIota);
  m.add<cuda_tile::BroadcastOp>(runBroadcast);
  m.add<cuda_tile::ReshapeOp>(runReshape);
  m.add<cuda_tile::PermuteOp>(runPermute);
  m.add<cuda_tile::ExtractOp>(runExtract);
  m.add<cuda_tile::InsertOp>(runInsert);
  m.add<cuda_tile::CatOp>(runCat);
  m.add<cuda_tile::SelectOp>(runSelect);
  m.add<cuda_tile::PackOp>([](Executor &ex, Operation *op) { return runPack(ex, op, true); });
  m.add<cuda_tile::UnpackOp>([](Executor &ex, Operation *op) { return runPack(ex, op, false); });
  m.add<cuda_tile::MmaFOp>(runMmaf);
  m.add<cuda_tile::MmaIOp>(runMmai);
}
