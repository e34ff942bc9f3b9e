//===- FloatLowering.cpp - fp8 conversions, per chip ----------------------===//
//
// convert-tile-to-simt carries fp8 as its bytes (i8) and leaves the two
// roundings that need the chip as arith ops on the fp8 types:
//   arith.truncf f16/bf16/f32 -> f8E4M3FN/f8E5M2, of values within
//     +-MAX_NORM (saturation and NaN are settled before: ElementwiseToSIMT),
//     round to nearest even;
//   arith.extf f8E4M3FN/f8E5M2 -> wider float, exact.
// LLVM has no fp8 type, so they become, on sm_89 and later, the cvt pair
// instructions (nvvm.convert.f32x2.to.f8x2 rn satfinite,
// nvvm.convert.f8x2.to.f16x2), and before, an exact emulation on the bits.
// Both work on scalars and on the per-thread vectors of distributed tensors.
// tile_simt.float (f32 ops with .ftz or approximate rounding) becomes the
// NVVM intrinsic of its instruction, per element, here too.
//
//===----------------------------------------------------------------------===//
#include "Common.h"

#include "TileIR/Target/Chip.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::lowering;

static bool isF8(Type t) {
  return isa<Float8E4M3FNType, Float8E5M2Type>(getElementTypeOrSelf(t));
}

/// True when the chip of the gpu.module around `op` has the fp8 cvt
/// instructions (the chip table); without a target, the emulation (which is
/// exact everywhere).
static bool hasF8Cvt(Operation *op) {
  FailureOr<const Chip *> chip = getTargetChip(op);
  return succeeded(chip) && (*chip)->has(ChipFeature::Fp8Convert);
}

static Value i32c(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIntOp::create(b, loc, b.getI32Type(), v);
}

/// Standard float -> standard float of the same value (exact here: only
/// used where the value fits the target).
static Value castExact(OpBuilder &b, Location loc, Value x, Type to) {
  Type from = x.getType();
  if (from == to)
    return x;
  unsigned fw = from.getIntOrFloatBitWidth(), tw = to.getIntOrFloatBitWidth();
  if (fw < tw)
    return arith::ExtFOp::create(b, loc, to, x);
  if (fw > tw)
    return arith::TruncFOp::create(b, loc, to, x);
  Value mid = arith::ExtFOp::create(b, loc, b.getF32Type(), x);
  return arith::TruncFOp::create(b, loc, to, mid);
}

/// f32 x, |x| <= MAX_NORM of `f8`, -> its fp8 byte, round to nearest even,
/// on the bits (sm_80/sm_86). Normal results: rebias the exponent and round
/// the dropped mantissa bits to even. Subnormal (and zero) results: adding
/// 2^(24-bias-m) puts the ulp of the sum at the fp8 subnormal step, so the
/// IEEE add rounds to nearest even and the low bits of the sum are the
/// result (an input flushed to zero rounds to zero anyway).
static Value emulateToF8(OpBuilder &b, Location loc, Value x, Type f8) {
  bool e4m3 = isa<Float8E4M3FNType>(f8);
  int bias = e4m3 ? 7 : 15, m = e4m3 ? 3 : 2, drop = 23 - m;
  Type i32 = b.getI32Type();
  Value i = arith::BitcastOp::create(b, loc, i32, x);
  Value sign = arith::AndIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, i, i32c(b, loc, 24)),
      i32c(b, loc, 0x80));
  Value u = arith::AndIOp::create(b, loc, i, i32c(b, loc, 0x7fffffff));
  // Normal: ((u - (127-bias)<<23) + (2^(drop-1) - 1) + lsb) >> drop.
  Value lsb = arith::AndIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, u, i32c(b, loc, drop)),
      i32c(b, loc, 1));
  Value norm = arith::AddIOp::create(
      b, loc, u,
      i32c(b, loc, (1 << (drop - 1)) - 1 - ((127 - bias) << 23)));
  norm = arith::AddIOp::create(b, loc, norm, lsb);
  norm = arith::ShRUIOp::create(b, loc, norm, i32c(b, loc, drop));
  // Subnormal or zero.
  int64_t magicBits = int64_t(127 + 24 - bias - m) << 23;
  Value magic = arith::BitcastOp::create(b, loc, b.getF32Type(),
                                         i32c(b, loc, magicBits));
  Value absx = arith::BitcastOp::create(b, loc, b.getF32Type(), u);
  Value sum = arith::AddFOp::create(b, loc, absx, magic);
  Value sub = arith::SubIOp::create(
      b, loc, arith::BitcastOp::create(b, loc, i32, sum),
      i32c(b, loc, magicBits));
  Value isSub = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, u,
                                      i32c(b, loc, (127 - bias + 1) << 23));
  Value r = arith::SelectOp::create(b, loc, isSub, sub, norm);
  r = arith::OrIOp::create(b, loc, r, sign);
  return arith::TruncIOp::create(b, loc, b.getI8Type(), r);
}

/// fp8 byte -> f32, exact, on the bits (sm_80/sm_86). e5m2 is the high byte
/// of an f16. e4m3: normal codes rebias (exponent +120 in f32), the seven
/// subnormal codes are their integer times 2^-9, 0x7f/0xff are NaN.
static Value emulateFromF8(OpBuilder &b, Location loc, Value c, Type f8) {
  if (isa<Float8E5M2Type>(f8)) {
    Value wide = arith::ExtUIOp::create(b, loc, b.getI16Type(), c);
    Value eight = arith::ConstantIntOp::create(b, loc, b.getI16Type(), 8);
    Value h = arith::ShLIOp::create(b, loc, wide, eight);
    Value f16 = arith::BitcastOp::create(b, loc, b.getF16Type(), h);
    return arith::ExtFOp::create(b, loc, b.getF32Type(), f16);
  }
  Type i32 = b.getI32Type(), f32 = b.getF32Type();
  Value w = arith::ExtUIOp::create(b, loc, i32, c);
  Value sign = arith::ShLIOp::create(
      b, loc, arith::AndIOp::create(b, loc, w, i32c(b, loc, 0x80)),
      i32c(b, loc, 24));
  Value mag = arith::AndIOp::create(b, loc, w, i32c(b, loc, 0x7f));
  Value norm = arith::AddIOp::create(
      b, loc, arith::ShLIOp::create(b, loc, mag, i32c(b, loc, 20)),
      i32c(b, loc, 120 << 23));
  Value magf = arith::UIToFPOp::create(b, loc, f32, mag);
  Value scale =
      arith::ConstantOp::create(b, loc, f32, b.getF32FloatAttr(0x1p-9f));
  Value subf = arith::MulFOp::create(b, loc, magf, scale);
  Value sub = arith::BitcastOp::create(b, loc, i32, subf);
  Value isSub = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, mag,
                                      i32c(b, loc, 8));
  Value r = arith::SelectOp::create(b, loc, isSub, sub, norm);
  Value isNan = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, mag,
                                      i32c(b, loc, 0x7f));
  r = arith::SelectOp::create(b, loc, isNan, i32c(b, loc, 0x7fc00000), r);
  r = arith::OrIOp::create(b, loc, r, sign);
  return arith::BitcastOp::create(b, loc, f32, r);
}

/// The elements of a scalar or vector value.
static SmallVector<Value> elements(OpBuilder &b, Location loc, Value v) {
  if (isa<VectorType>(v.getType()))
    return unpack(b, loc, v);
  return {v};
}

static Value rebuild(OpBuilder &b, Location loc, Type like,
                     ArrayRef<Value> elems) {
  if (auto vt = dyn_cast<VectorType>(like))
    return pack(b, loc, vt, elems);
  return elems.front();
}

namespace {
/// arith.truncf to fp8 (see the file comment).
struct TruncToF8 : OpConversionPattern<arith::TruncFOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::TruncFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &b) const override {
    if (!isF8(op.getType()))
      return failure();
    Location loc = op.getLoc();
    Type f8 = getElementTypeOrSelf(op.getType());
    Type resTy = getTypeConverter()->convertType(op.getType());
    if (!resTy)
      return failure();
    SmallVector<Value> xs;
    for (Value e : elements(b, loc, adaptor.getIn()))
      xs.push_back(castExact(b, loc, e, b.getF32Type()));
    SmallVector<Value> bytes;
    if (hasF8Cvt(op)) {
      auto pair = VectorType::get({2}, b.getI8Type());
      for (size_t k = 0; k < xs.size(); k += 2) {
        Value lo = xs[k], hi = k + 1 < xs.size() ? xs[k + 1] : xs[k];
        // `a` lands in the high byte, `b` in the low one (element 0).
        Value v = NVVM::ConvertF32x2ToF8x2Op::create(
            b, loc, pair, hi, lo, NVVM::FPRoundingMode::RN,
            NVVM::SaturationMode::SATFINITE, false, f8);
        bytes.push_back(vector::ExtractOp::create(b, loc, v, 0));
        if (k + 1 < xs.size())
          bytes.push_back(vector::ExtractOp::create(b, loc, v, 1));
      }
    } else {
      for (Value x : xs)
        bytes.push_back(emulateToF8(b, loc, x, f8));
    }
    Type bytesTy = isa<VectorType>(resTy)
                       ? Type(cast<VectorType>(resTy).clone(b.getI8Type()))
                       : Type(b.getI8Type());
    Value packed = rebuild(b, loc, bytesTy, bytes);
    b.replaceOpWithNewOp<arith::BitcastOp>(op, resTy, packed);
    return success();
  }
};

/// arith.extf from fp8 (see the file comment).
struct ExtFromF8 : OpConversionPattern<arith::ExtFOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::ExtFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &b) const override {
    if (!isF8(op.getIn().getType()))
      return failure();
    Location loc = op.getLoc();
    Type f8 = getElementTypeOrSelf(op.getIn().getType());
    Type resTy = getTypeConverter()->convertType(op.getType());
    if (!resTy)
      return failure();
    Type outElt = getElementTypeOrSelf(resTy);
    Value in = adaptor.getIn();
    Type bytesTy = isa<VectorType>(in.getType())
                       ? Type(cast<VectorType>(in.getType()).clone(b.getI8Type()))
                       : Type(b.getI8Type());
    Value bytesV = arith::BitcastOp::create(b, loc, bytesTy, in);
    SmallVector<Value> cs = elements(b, loc, bytesV);
    SmallVector<Value> out;
    if (hasF8Cvt(op)) {
      auto pair = VectorType::get({2}, b.getI8Type());
      auto halves = VectorType::get({2}, b.getF16Type());
      for (size_t k = 0; k < cs.size(); k += 2) {
        Value hi = k + 1 < cs.size() ? cs[k + 1] : cs[k];
        Value v = pack(b, loc, pair, {cs[k], hi});
        Value h = NVVM::ConvertF8x2ToF16x2Op::create(
            b, loc, halves, v, b.getBoolAttr(false), TypeAttr::get(f8));
        out.push_back(castExact(b, loc, vector::ExtractOp::create(b, loc, h, 0),
                                outElt));
        if (k + 1 < cs.size())
          out.push_back(castExact(
              b, loc, vector::ExtractOp::create(b, loc, h, 1), outElt));
      }
    } else {
      for (Value c : cs)
        out.push_back(castExact(b, loc, emulateFromF8(b, loc, c, f8), outElt));
    }
    b.replaceOp(op, rebuild(b, loc, resTy, out));
    return success();
  }
};
/// tile_simt.float: per element, the NVVM intrinsic of the PTX instruction
/// it names (add.rn.ftz.f32, div.approx.f32, ex2.approx.ftz.f32, ...).
/// sub is an add of the negation (exact); rsqrt without approx is the
/// correctly rounded 1 / sqrt with the same .ftz; flush is x + -0.0 with
/// .ftz, which changes nothing but subnormals (and keeps the sign of zero).
struct FloatOpLowering : OpConversionPattern<simt::FloatOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::FloatOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    Type resTy = getTypeConverter()->convertType(op.getType());
    if (!resTy)
      return failure();
    Type f32 = b.getF32Type();
    std::string ftz = op.getFtz() ? ".ftz" : "";
    auto call = [&](StringRef name, ValueRange args) -> Value {
      return LLVM::CallIntrinsicOp::create(b, loc, f32, b.getStringAttr(name),
                                           args)
          .getResult(0);
    };
    auto add = [&](Value x, Value y) {
      return call("llvm.nvvm.add.rn" + ftz + ".f", {x, y});
    };
    auto div = [&](Value x, Value y) -> Value {
      if (op.getApprox())
        return call("llvm.nvvm.div.approx" + ftz + ".f", {x, y});
      return call("llvm.nvvm.div.rn" + ftz + ".f", {x, y});
    };
    auto sqrt = [&](Value x) -> Value {
      return call(std::string("llvm.nvvm.sqrt.") +
                      (op.getApprox() ? "approx" : "rn") + ftz + ".f",
                  {x});
    };
    SmallVector<SmallVector<Value>> in;
    for (Value v : adaptor.getInputs())
      in.push_back(elements(b, loc, v));
    SmallVector<Value> out;
    for (size_t i = 0; i < in.front().size(); ++i) {
      auto x = [&](unsigned k) { return in[k][i]; };
      switch (op.getKind()) {
      case simt::FloatKind::flush:
        out.push_back(add(x(0), LLVM::ConstantOp::create(
                                    b, loc, f32, b.getF32FloatAttr(-0.0f))));
        break;
      case simt::FloatKind::add:
        out.push_back(add(x(0), x(1)));
        break;
      case simt::FloatKind::sub:
        out.push_back(add(x(0), LLVM::FNegOp::create(b, loc, x(1))));
        break;
      case simt::FloatKind::mul:
        out.push_back(call("llvm.nvvm.mul.rn" + ftz + ".f", {x(0), x(1)}));
        break;
      case simt::FloatKind::div:
        out.push_back(div(x(0), x(1)));
        break;
      case simt::FloatKind::fma:
        out.push_back(
            call("llvm.nvvm.fma.rn" + ftz + ".f", {x(0), x(1), x(2)}));
        break;
      case simt::FloatKind::sqrt:
        out.push_back(sqrt(x(0)));
        break;
      case simt::FloatKind::rsqrt: {
        Value one = LLVM::ConstantOp::create(b, loc, f32, b.getF32FloatAttr(1));
        out.push_back(div(one, sqrt(x(0))));
        break;
      }
      case simt::FloatKind::exp2:
        out.push_back(call("llvm.nvvm.ex2.approx" + ftz + ".f32", {x(0)}));
        break;
      case simt::FloatKind::tanh:
        // No NVVM intrinsic names it.
        out.push_back(LLVM::InlineAsmOp::create(
                          b, loc, f32, ValueRange{x(0)},
                          "tanh.approx.f32 $0, $1;", "=f,f",
                          /*has_side_effects=*/false, /*is_align_stack=*/false,
                          LLVM::TailCallKind::None, LLVM::AsmDialectAttr(),
                          ArrayAttr())
                          .getResult(0));
        break;
      case simt::FloatKind::exp: {
        Value log2e = LLVM::ConstantOp::create(
            b, loc, f32, b.getF32FloatAttr(1.4426950408889634f));
        out.push_back(call("llvm.nvvm.ex2.approx.f32",
                           {call("llvm.nvvm.mul.rn.f", {x(0), log2e})}));
        break;
      }
      }
    }
    b.replaceOp(op, rebuild(b, loc, resTy, out));
    return success();
  }
};
} // namespace

bool mlir::tileir::lowering::involvesF8(Operation *op) {
  return isa<arith::TruncFOp, arith::ExtFOp>(op) &&
         (isF8(op->getOperand(0).getType()) || isF8(op->getResult(0).getType()));
}

void mlir::tileir::lowering::populateFloatLowering(TypeConverter &tc,
                                                   RewritePatternSet &patterns) {
  // Above the generic elementwise rebuild.
  patterns.add<TruncToF8, ExtFromF8>(tc, patterns.getContext(),
                                     /*benefit=*/2);
  patterns.add<FloatOpLowering>(tc, patterns.getContext());
}
