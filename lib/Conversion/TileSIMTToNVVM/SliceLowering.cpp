//===- SliceLowering.cpp - extract_slice and cat ---------------------------===//
#include "Common.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::lowering;

/// The memory form of `elt` in a shared buffer: i1 crosses as a byte.
static Type memoryType(OpBuilder &b, Type elt) {
  return elt.isInteger(1) ? b.getI8Type() : elt;
}

/// Stores every register of `vec` (layout of `ty`) at its coordinates, plus
/// `offset` along `dim` when `offset` is set, in a row-major `shape` buffer.
static void storeRegisters(OpBuilder &b, Location loc, Value smem,
                           RankedTensorType ty, Value vec,
                           ArrayRef<int64_t> shape, int64_t dim = -1,
                           int64_t offset = 0) {
  Type elt = ty.getElementType(), mt = memoryType(b, elt);
  simt::DistView v = *simt::getDistView(ty);
  SmallVector<Value> vals = unpack(b, loc, vec);
  SmallVector<Value> t = threadCoords(b, loc, v);
  for (int64_t r = 0; r < v.numRegs; ++r) {
    SmallVector<Value> c = tensorCoords(b, loc, v, t, r);
    if (offset)
      c[dim] = arith::AddIOp::create(b, loc, c[dim], i32Const(b, loc, offset));
    Value p = LLVM::GEPOp::create(b, loc, smem.getType(), mt, smem,
                                  ValueRange{linearIndex(b, loc, c, shape, 0)});
    Value x = vals[r];
    if (mt != elt)
      x = arith::ExtUIOp::create(b, loc, mt, x);
    LLVM::StoreOp::create(b, loc, x, p);
  }
}

/// Stores every register of `vec` at its coordinates plus `offsets` (one per
/// dim) in a row-major `shape` buffer.
static void storeRegistersAt(OpBuilder &b, Location loc, Value smem,
                             RankedTensorType ty, Value vec,
                             ArrayRef<int64_t> shape, ValueRange offsets) {
  Type elt = ty.getElementType(), mt = memoryType(b, elt);
  simt::DistView v = *simt::getDistView(ty);
  SmallVector<Value> vals = unpack(b, loc, vec);
  SmallVector<Value> t = threadCoords(b, loc, v);
  for (int64_t r = 0; r < v.numRegs; ++r) {
    SmallVector<Value> c = tensorCoords(b, loc, v, t, r);
    for (auto [ci, o] : llvm::zip(c, offsets))
      ci = arith::AddIOp::create(b, loc, ci, o);
    Value p = LLVM::GEPOp::create(b, loc, smem.getType(), mt, smem,
                                  ValueRange{linearIndex(b, loc, c, shape, 0)});
    Value x = vals[r];
    if (mt != elt)
      x = arith::ExtUIOp::create(b, loc, mt, x);
    LLVM::StoreOp::create(b, loc, x, p);
  }
}

/// Loads every register of a `ty`-laid-out tile from its coordinates plus
/// `offsets` (one per dim, or none) in a row-major `shape` buffer.
static SmallVector<Value> loadRegisters(OpBuilder &b, Location loc, Value smem,
                                        RankedTensorType ty,
                                        ArrayRef<int64_t> shape,
                                        ValueRange offsets = {}) {
  Type elt = ty.getElementType(), mt = memoryType(b, elt);
  simt::DistView v = *simt::getDistView(ty);
  SmallVector<Value> t = threadCoords(b, loc, v), regs;
  for (int64_t r = 0; r < v.numRegs; ++r) {
    SmallVector<Value> c = tensorCoords(b, loc, v, t, r);
    for (auto [ci, o] : llvm::zip(c, offsets))
      ci = arith::AddIOp::create(b, loc, ci, o);
    Value p = LLVM::GEPOp::create(b, loc, smem.getType(), mt, smem,
                                  ValueRange{linearIndex(b, loc, c, shape, 0)});
    Value x = LLVM::LoadOp::create(b, loc, mt, p);
    if (mt != elt)
      x = arith::TruncIOp::create(b, loc, elt, x);
    regs.push_back(x);
  }
  return regs;
}

namespace {
struct ExtractSliceLowering : TargetPattern<simt::ExtractSliceOp> {
  using TargetPattern::TargetPattern;
  LogicalResult
  matchAndRewrite(simt::ExtractSliceOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto inTy = cast<RankedTensorType>(op.getSource().getType());
    auto outTy = cast<RankedTensorType>(op.getType());
    auto vt = cast<VectorType>(getTypeConverter()->convertType(outTy));

    // Constant offsets where each thread holds its part: a register pick.
    if (auto offsets = getConstantIntValues(getAsOpFoldResult(op.getOffsets())))
      if (auto mask = simt::getSliceRegisters(inTy, outTy, *offsets)) {
        Value src = a.getSource();
        b.replaceOpWithNewOp<vector::ShuffleOp>(op, vt, src, src, *mask);
        return success();
      }

    // Otherwise through shared memory: the whole source, row-major, then
    // each thread reads its part of the slice.
    Type mt = memoryType(b, outTy.getElementType());
    if (failed(target.reserveShared(op, mt, inTy.getNumElements())))
      return failure();
    Value smem = allocShared(b, op, mt, inTy.getNumElements());
    storeRegisters(b, loc, smem, inTy, a.getSource(), inTy.getShape());
    gpu::BarrierOp::create(b, loc);
    SmallVector<Value> regs =
        loadRegisters(b, loc, smem, outTy, inTy.getShape(), a.getOffsets());
    barrierIfInLoop(b, loc, op); // a later trip rewrites the buffer
    b.replaceOp(op, pack(b, loc, vt, regs));
    return success();
  }
};

struct InsertSliceLowering : TargetPattern<simt::InsertSliceOp> {
  using TargetPattern::TargetPattern;
  LogicalResult
  matchAndRewrite(simt::InsertSliceOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto inTy = cast<RankedTensorType>(op.getSource().getType());
    auto outTy = cast<RankedTensorType>(op.getType());
    auto vt = cast<VectorType>(getTypeConverter()->convertType(outTy));

    // Constant offsets where each thread holds its part of the slice: the
    // destination's registers with those of the slice swapped in.
    if (auto offsets = getConstantIntValues(getAsOpFoldResult(op.getOffsets())))
      if (auto regs = simt::getSliceRegisters(outTy, inTy, *offsets)) {
        int64_t n = simt::getNumRegisters(outTy);
        SmallVector<int64_t> mask = llvm::to_vector(llvm::seq<int64_t>(0, n));
        for (auto [i, r] : llvm::enumerate(*regs))
          mask[r] = n + i;
        b.replaceOpWithNewOp<vector::ShuffleOp>(op, vt, a.getDest(),
                                                a.getSource(), mask);
        return success();
      }

    // Otherwise through shared memory: the destination, then (after a
    // barrier, so no old element lands over a new one) the slice at its
    // offsets; each thread reads its registers back.
    Type mt = memoryType(b, outTy.getElementType());
    if (failed(target.reserveShared(op, mt, outTy.getNumElements())))
      return failure();
    Value smem = allocShared(b, op, mt, outTy.getNumElements());
    storeRegisters(b, loc, smem, outTy, a.getDest(), outTy.getShape());
    gpu::BarrierOp::create(b, loc);
    storeRegistersAt(b, loc, smem, inTy, a.getSource(), outTy.getShape(),
                     a.getOffsets());
    gpu::BarrierOp::create(b, loc);
    SmallVector<Value> regs =
        loadRegisters(b, loc, smem, outTy, outTy.getShape());
    barrierIfInLoop(b, loc, op); // a later trip rewrites the buffer
    b.replaceOp(op, pack(b, loc, vt, regs));
    return success();
  }
};

struct CatLowering : TargetPattern<simt::CatOp> {
  using TargetPattern::TargetPattern;
  LogicalResult
  matchAndRewrite(simt::CatOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto outTy = cast<RankedTensorType>(op.getType());
    auto vt = cast<VectorType>(getTypeConverter()->convertType(outTy));
    std::array<RankedTensorType, 2> parts = {
        cast<RankedTensorType>(op.getLhs().getType()),
        cast<RankedTensorType>(op.getRhs().getType())};
    std::array<Value, 2> vals = {a.getLhs(), a.getRhs()};
    int64_t dim = op.getDim();
    std::array<SmallVector<int64_t>, 2> offsets;
    offsets.fill(SmallVector<int64_t>(outTy.getRank(), 0));
    offsets[1][dim] = parts[0].getDimSize(dim);

    // Each result register from the operand register that holds it in the
    // same thread, when both operands are register slices of the result.
    auto ml = simt::getSliceRegisters(outTy, parts[0], offsets[0]);
    auto mr = simt::getSliceRegisters(outTy, parts[1], offsets[1]);
    if (ml && mr) {
      SmallVector<int64_t> mask(simt::getNumRegisters(outTy), -1);
      for (auto [i, r] : llvm::enumerate(*ml))
        mask[r] = i;
      for (auto [i, r] : llvm::enumerate(*mr))
        mask[r] = ml->size() + i;
      if (!llvm::is_contained(mask, -1)) {
        b.replaceOpWithNewOp<vector::ShuffleOp>(op, vt, vals[0], vals[1],
                                                mask);
        return success();
      }
    }

    // Otherwise both operands go to their place in a result-shaped buffer.
    Type mt = memoryType(b, outTy.getElementType());
    ArrayRef<int64_t> shape = outTy.getShape();
    if (failed(target.reserveShared(op, mt, outTy.getNumElements())))
      return failure();
    Value smem = allocShared(b, op, mt, outTy.getNumElements());
    for (unsigned k = 0; k < 2; ++k)
      storeRegisters(b, loc, smem, parts[k], vals[k], shape, dim,
                     offsets[k][dim]);
    gpu::BarrierOp::create(b, loc);
    SmallVector<Value> regs = loadRegisters(b, loc, smem, outTy, shape);
    barrierIfInLoop(b, loc, op); // a later trip rewrites the buffer
    b.replaceOp(op, pack(b, loc, vt, regs));
    return success();
  }
};
} // namespace

void mlir::tileir::lowering::populateSliceLowering(TypeConverter &tc,
                                                   RewritePatternSet &ps,
                                                   LoweringTarget &target) {
  ps.add<ExtractSliceLowering, InsertSliceLowering, CatLowering>(tc, ps.getContext(), target);
}
