//===- PointerOps.cpp - verifiers of gathers, scatters and atomics --------===//
#include "TileIR/Dialect/TileSIMT/IR/Layout.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::tileir::simt;
using LLVM::AtomicOrdering;

/// `t` must be `ptrs` with its element type replaced (a scalar when `ptrs`
/// is a single pointer): every element has its own address.
static LogicalResult checkPerElement(Operation *op, Value ptrs, Type t,
                                     StringRef what, bool isMask = false) {
  auto pt = dyn_cast<RankedTensorType>(ptrs.getType());
  if (!pt) {
    if (isa<ShapedType>(t))
      return op->emitOpError(what) << " must be a scalar with a scalar pointer";
    if (isMask && !t.isInteger(1))
      return op->emitOpError(what) << " must be i1";
    return success();
  }
  if (!pt.getElementType().isInteger(64))
    return op->emitOpError("addresses must be i64");
  auto tt = dyn_cast<RankedTensorType>(t);
  if (!tt || tt.getShape() != pt.getShape() ||
      tt.getEncoding() != pt.getEncoding())
    return op->emitOpError(what)
           << " must have the shape and layout of the addresses";
  if (isMask && !tt.getElementType().isInteger(1))
    return op->emitOpError(what) << " must hold i1";
  return success();
}

static Type elementOf(Type t) {
  if (auto rt = dyn_cast<RankedTensorType>(t))
    return rt.getElementType();
  return t;
}

static LogicalResult checkValueType(Operation *op, Type t) {
  Type e = elementOf(t);
  if (!e.isIntOrFloat())
    return op->emitOpError("element type ") << e << " is not a number";
  return success();
}

static LogicalResult checkMask(Operation *op, Value ptrs, Value mask) {
  return mask ? checkPerElement(op, ptrs, mask.getType(), "mask", true)
              : success();
}

/// `vec`, where given, is a power of two dividing the innermost extent of
/// the tensor `t` an access moves.
static LogicalResult checkVec(Operation *op, std::optional<int64_t> vec,
                              Type t) {
  if (!vec)
    return success();
  auto rt = dyn_cast<RankedTensorType>(t);
  if (*vec < 1 || !llvm::isPowerOf2_64(*vec))
    return op->emitOpError("vec must be a power of two, not ") << *vec;
  if (!rt || rt.getRank() == 0 || rt.getShape().back() % *vec)
    return op->emitOpError("vec must divide the innermost extent of a "
                           "tensor access");
  return success();
}

LogicalResult LoadPtrOp::verify() {
  Type rt = getResult().getType();
  if (failed(checkPerElement(*this, getPtrs(), rt, "result")) ||
      failed(checkValueType(*this, rt)) ||
      failed(checkMask(*this, getPtrs(), getMask())))
    return failure();
  if (getOther() && getOther().getType() != rt)
    return emitOpError("other must have the result type");
  AtomicOrdering o = getOrdering();
  if (o != AtomicOrdering::not_atomic && o != AtomicOrdering::monotonic &&
      o != AtomicOrdering::acquire)
    return emitOpError("a load cannot have ordering ")
           << LLVM::stringifyAtomicOrdering(o);
  return checkVec(*this, getVec(), rt);
}

void LoadPtrOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  effects.emplace_back(MemoryEffects::Read::get());
  if (getOrdering() != AtomicOrdering::not_atomic)
    effects.emplace_back(MemoryEffects::Write::get());
}

LogicalResult StorePtrOp::verify() {
  Type vt = getValue().getType();
  if (failed(checkPerElement(*this, getPtrs(), vt, "value")) ||
      failed(checkValueType(*this, vt)) ||
      failed(checkMask(*this, getPtrs(), getMask())))
    return failure();
  AtomicOrdering o = getOrdering();
  if (o != AtomicOrdering::not_atomic && o != AtomicOrdering::monotonic &&
      o != AtomicOrdering::release)
    return emitOpError("a store cannot have ordering ")
           << LLVM::stringifyAtomicOrdering(o);
  return checkVec(*this, getVec(), vt);
}

// The asynchronous gather of tile-simt-pipeline-mma (TileSIMTAsyncOps.td),
// checked as the load_ptr it copies.
int64_t AsyncLoadPtrOp::getGroupBytes() {
  auto buf = cast<SharedBufferType>(getDest().getType());
  int64_t bytes = getThreadRunWidth(cast<RankedTensorType>(getPtrs().getType()),
                                    getVec()) *
                  (buf.getElementType().getIntOrFloatBitWidth() / 8);
  return bytes == 4 || bytes == 8 || bytes == 16 ? bytes : 0;
}

LogicalResult AsyncLoadPtrOp::verify() {
  auto t = cast<RankedTensorType>(getPtrs().getType());
  auto buf = cast<SharedBufferType>(getDest().getType());
  if (!t.getElementType().isInteger(64))
    return emitOpError("copies through i64 addresses, not ") << t;
  if (buf.getTileShape().size() != 2 ||
      buf.getTileShape()[0] * buf.getTileShape()[1] != t.getNumElements() ||
      buf.getTileShape().back() != t.getShape().back())
    return emitOpError("a slot of ")
           << buf << " does not hold the tile of " << t
           << " as rows of its innermost dim";
  if (failed(checkMask(*this, getPtrs(), getMask())) ||
      failed(checkVec(*this, getVec(), t)))
    return failure();
  if (!getGroupBytes())
    return emitOpError("cannot copy ")
           << t << " in runs of 4, 8 or 16 bytes (vec " << getVec()
           << " and the layout's elements per thread)";
  return success();
}

static bool isAtomicOrdering(AtomicOrdering o) {
  return o != AtomicOrdering::not_atomic && o != AtomicOrdering::unordered;
}

LogicalResult AtomicRMWOp::verify() {
  Type vt = getValue().getType();
  if (failed(checkPerElement(*this, getPtrs(), vt, "value")) ||
      failed(checkValueType(*this, vt)) ||
      failed(checkMask(*this, getPtrs(), getMask())))
    return failure();
  if (!isAtomicOrdering(getOrdering()))
    return emitOpError("needs an atomic ordering");
  return success();
}

LogicalResult AtomicCASOp::verify() {
  Type vt = getValue().getType();
  if (failed(checkPerElement(*this, getPtrs(), vt, "value")) ||
      failed(checkValueType(*this, vt)) ||
      failed(checkMask(*this, getPtrs(), getMask())))
    return failure();
  if (!isAtomicOrdering(getSuccessOrdering()) ||
      !isAtomicOrdering(getFailureOrdering()))
    return emitOpError("needs atomic orderings");
  AtomicOrdering f = getFailureOrdering();
  if (f == AtomicOrdering::release || f == AtomicOrdering::acq_rel)
    return emitOpError("failure ordering cannot release");
  return success();
}

LogicalResult AtomicRedTileOp::verify() {
  auto t = cast<RankedTensorType>(getValue().getType());
  int64_t rank = t.getRank();
  if ((int64_t)getOffsets().size() != rank ||
      (int64_t)getShape().size() != rank || (int64_t)getStrides().size() != rank)
    return emitOpError("needs one offset, extent and stride per dim (")
           << rank << ")";
  Type idx = rank ? getShape()[0].getType() : Type();
  for (ValueRange vals : {getOperands().slice(2, 3 * rank)})
    for (Value v : vals)
      if (v.getType() != idx)
        return emitOpError("offsets, extents and strides must share one "
                           "integer type");
  if (failed(checkValueType(*this, t)))
    return failure();
  if (!isAtomicOrdering(getOrdering()))
    return emitOpError("needs an atomic ordering");
  if (failed(getDistView(t)))
    return emitOpError("value needs a valid layout");
  return success();
}
