//===- CudaTileMatrixOps.cpp - verifiers of mmaf, mmai, mmaf_scaled -------===//
#include "CudaTileArithSyntax.h"
#include "CudaTileShapeUtils.h"

using namespace mlir;
using namespace mlir::cuda_tile;

static std::string shapeOf(TileType t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << '[';
  llvm::interleaveComma(t.getShape(), os);
  os << ']';
  return s;
}

/// lhs MxK, rhs KxN, acc MxN, each with an optional leading batch dim.
static LogicalResult verifyMatmulShapes(Operation *op, TileType lhs,
                                        TileType rhs, TileType acc) {
  int64_t rank = lhs.getRank();
  if (rank != 2 && rank != 3)
    return op->emitOpError("operands must be 2D or 3D tiles");
  ArrayRef<int64_t> a = lhs.getShape(), b = rhs.getShape(), c = acc.getShape();
  auto mismatch = [&](StringRef x, int64_t xd, TileType xt, StringRef y,
                      int64_t yd, TileType yt) {
    return op->emitOpError("shape error: dim ")
           << xd << " of " << x << " (" << xt.getShape()[xd] << ") and dim "
           << yd << " of " << y << " (" << yt.getShape()[yd]
           << ") must match, but got " << x << " shape (" << shapeOf(xt)
           << ") and " << y << " shape (" << shapeOf(yt) << ")";
  };
  int64_t m = rank - 2, k = rank - 1;
  if (rank == 3) {
    if (a[0] != b[0])
      return mismatch("lhs", 0, lhs, "rhs", 0, rhs);
    if (a[0] != c[0])
      return mismatch("lhs", 0, lhs, "acc", 0, acc);
  }
  if (a[k] != b[m])
    return mismatch("lhs", k, lhs, "rhs", m, rhs);
  if (a[m] != c[m])
    return mismatch("lhs", m, lhs, "acc", m, acc);
  if (b[k] != c[k])
    return mismatch("rhs", k, rhs, "acc", k, acc);
  return success();
}

LogicalResult MmaFOp::verify() {
  TileType lhs = getLhs().getType(), acc = getAcc().getType();
  if (failed(verifyMatmulShapes(*this, lhs, getRhs().getType(), acc)))
    return failure();
  Type in = lhs.getElementType(), out = acc.getElementType();
  // fp8 and f16 products may accumulate in f16 or f32; the rest only in
  // their own precision class.
  bool ok;
  StringRef allowed;
  if (isa<Float8E4M3FNType, Float8E5M2Type>(in) || in.isF16()) {
    ok = out.isF16() || out.isF32();
    allowed = "f16, f32";
  } else if (in.isF64()) {
    ok = out.isF64();
    allowed = "f64";
  } else { // bf16, tf32, f32
    ok = out.isF32();
    allowed = "f32";
  }
  if (!ok)
    return emitOpError("unsupported combination of element types. Input type ")
           << in << " expects accumulator/result type to be one of {"
           << allowed << "}, but got " << out;
  return success();
}

LogicalResult MmaIOp::verify() {
  return verifyMatmulShapes(*this, getLhs().getType(), getRhs().getType(),
                            getAcc().getType());
}

LogicalResult MmaFScaledOp::verify() {
  TileType lhs = getLhs().getType(), rhs = getRhs().getType();
  TileType lhsScale = getLhsScale().getType();
  TileType rhsScale = getRhsScale().getType();
  if (failed(verifyMatmulShapes(*this, lhs, rhs, getAcc().getType())))
    return failure();
  int64_t rank = lhs.getRank();
  int64_t m = rank - 2, k = rank - 1;
  auto mismatch = [&](StringRef x, int64_t xd, TileType xt, StringRef y,
                      int64_t yd, TileType yt) {
    return emitOpError("shape error: dim ")
           << xd << " of " << x << " (" << xt.getShape()[xd] << ") and dim "
           << yd << " of " << y << " (" << yt.getShape()[yd]
           << ") must match, but got " << x << " shape (" << shapeOf(xt)
           << ") and " << y << " shape (" << shapeOf(yt) << ")";
  };
  // Scales are M x K/V and K/V x N: one scale per V consecutive K elements.
  if (rank == 3) {
    if (lhs.getShape()[0] != lhsScale.getShape()[0])
      return mismatch("lhs", 0, lhs, "lhs_scale", 0, lhsScale);
    if (rhs.getShape()[0] != rhsScale.getShape()[0])
      return mismatch("rhs", 0, rhs, "rhs_scale", 0, rhsScale);
  }
  if (lhs.getShape()[m] != lhsScale.getShape()[m])
    return mismatch("lhs", m, lhs, "lhs_scale", m, lhsScale);
  if (rhs.getShape()[k] != rhsScale.getShape()[k])
    return mismatch("rhs", k, rhs, "rhs_scale", k, rhsScale);
  if (lhsScale.getShape()[k] != rhsScale.getShape()[m])
    return mismatch("lhs_scale", k, lhsScale, "rhs_scale", m, rhsScale);

  Type in = lhs.getElementType(), scale = lhsScale.getElementType();
  bool isF4 = isa<Float4E2M1FNType>(in);
  // Scales that are no power of two (e4m3, and 13.4's e5m3) scale nvfp4.
  if (isa<Float8E4M3FNType, Float8E5M3FNUType>(scale) && !isF4)
    return emitOpError("unsupported combination of element types. Scale type ")
           << scale << " expects lhs and rhs element types to be f4E2M1FN, "
           << "but got " << in;

  int64_t kSize = lhs.getShape()[k], scaleK = lhsScale.getShape()[k];
  if (kSize % scaleK != 0)
    return emitOpError("shape error: dim ")
           << k << " of lhs_scale (" << scaleK << ") must be a divisor of dim "
           << k << " of lhs (" << kSize << "), but got lhs_scale shape ("
           << shapeOf(lhsScale) << ") and lhs shape (" << shapeOf(lhs) << ")";
  int64_t block = kSize / scaleK;
  // Block sizes the hardware's scaled MMA supports per type pair.
  if (!isF4 && block != 32)
    return emitOpError("shape error: f8 element type requires block scale "
                       "factor of lhs_scale and rhs_scale to be 32, but got ")
           << block;
  if (isF4 && isa<Float8E4M3FNType>(scale) && block != 16)
    return emitOpError("shape error: f4E2M1FN element type with f8E4M3FN "
                       "scales requires block scale factor of lhs_scale and "
                       "rhs_scale to be 16, but got ")
           << block;
  if (isF4 && isa<Float8E8M0FNUType>(scale) && block != 16 && block != 32)
    return emitOpError("shape error: f4E2M1FN element type with f8E8M0FNU "
                       "scales requires block scale factor of lhs_scale and "
                       "rhs_scale to be 16 or 32, but got ")
           << block;
  return success();
}

#define GET_OP_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileMatrixOps.cpp.inc"
