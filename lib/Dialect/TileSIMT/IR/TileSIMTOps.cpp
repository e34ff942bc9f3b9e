//===- TileSIMTOps.cpp - tile_simt verifiers -------------------------------===//
#include "TileIR/Dialect/TileSIMT/IR/Layout.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::tileir::simt;

static LogicalResult checkLayout(Operation *op, Type t) {
  if (failed(getDistView(cast<RankedTensorType>(t))))
    return op->emitOpError("layout of ")
           << t << " does not match its rank or the shape is not a power of two";
  return success();
}

LogicalResult SplatOp::verify() {
  auto t = cast<RankedTensorType>(getType());
  if (t.getElementType() != getValue().getType())
    return emitOpError("scalar type must equal the element type");
  return checkLayout(*this, t);
}

LogicalResult ToScalarOp::verify() {
  auto t = cast<RankedTensorType>(getSource().getType());
  if (t.getNumElements() != 1)
    return emitOpError("source must have one element");
  if (t.getElementType() != getType())
    return emitOpError("result type must equal the element type");
  return checkLayout(*this, t);
}

LogicalResult IotaOp::verify() {
  auto t = cast<RankedTensorType>(getType());
  if (t.getRank() < 1 || !t.getElementType().isInteger())
    return emitOpError("result must be an integer tensor of rank 1 or more");
  return checkLayout(*this, t);
}

/// `index i64` after a tile access's strides when its offsets, extents and
/// strides are i64; nothing (i32) otherwise.
static ParseResult
parseIndexType(OpAsmParser &p, ArrayRef<OpAsmParser::UnresolvedOperand> offs,
               ArrayRef<OpAsmParser::UnresolvedOperand> shape,
               ArrayRef<OpAsmParser::UnresolvedOperand> strides,
               SmallVectorImpl<Type> &offTypes, SmallVectorImpl<Type> &shapeTypes,
               SmallVectorImpl<Type> &strideTypes) {
  Type t = p.getBuilder().getI32Type();
  if (succeeded(p.parseOptionalKeyword("index")) && p.parseType(t))
    return failure();
  offTypes.assign(offs.size(), t);
  shapeTypes.assign(shape.size(), t);
  strideTypes.assign(strides.size(), t);
  return success();
}

static void printIndexType(OpAsmPrinter &p, Operation *, ValueRange, ValueRange,
                           ValueRange, TypeRange offTypes, TypeRange,
                           TypeRange) {
  if (!offTypes.empty() && !offTypes[0].isInteger(32))
    p << " index " << offTypes[0];
}

template <typename OpT>
static LogicalResult verifyTileAccess(OpT op, RankedTensorType t) {
  int64_t rank = t.getRank();
  if ((int64_t)op.getOffsets().size() != rank ||
      (int64_t)op.getShape().size() != rank ||
      (int64_t)op.getStrides().size() != rank)
    return op.emitOpError("needs one offset, extent and stride per dim (")
           << rank << ")";
  if ((!op.getShapeDiv().empty() && (int64_t)op.getShapeDiv().size() != rank) ||
      (!op.getStrideDiv().empty() && (int64_t)op.getStrideDiv().size() != rank))
    return op.emitOpError("shape_div and stride_div need one entry per dim");
  if (op.getBaseAlign() <= 0)
    return op.emitOpError("base_align must be positive");
  Type idx = rank ? op.getShape()[0].getType() : Type();
  for (ValueRange vals : {op.getOffsets(), op.getShape(), op.getStrides()})
    for (Value v : vals)
      if (v.getType() != idx)
        return op.emitOpError("offsets, extents and strides must share one "
                              "integer type");
  return checkLayout(op, t);
}

LogicalResult LoadTileOp::verify() {
  auto t = cast<RankedTensorType>(getType());
  if (getPadding() && getPadding().getType() != t.getElementType())
    return emitOpError("padding must have the element type");
  return verifyTileAccess(*this, t);
}

LogicalResult StoreTileOp::verify() {
  return verifyTileAccess(*this, cast<RankedTensorType>(getValue().getType()));
}

template <typename OpT>
static LogicalResult verifyCombiner(OpT op, Type elt) {
  Block &b = op.getCombiner().front();
  if (b.getNumArguments() != 2 || b.getArgument(0).getType() != elt ||
      b.getArgument(1).getType() != elt)
    return op.emitOpError("combiner takes two scalars of the element type");
  auto y = dyn_cast<YieldOp>(b.getTerminator());
  if (!y || y.getValues().size() != 1 || y.getValues()[0].getType() != elt)
    return op.emitOpError("combiner must yield one scalar of the element type");
  return success();
}

LogicalResult ReduceOp::verify() {
  auto in = cast<RankedTensorType>(getOperand().getType());
  if (getAxis() < 0 || getAxis() >= in.getRank())
    return emitOpError("axis out of range");
  auto out = dyn_cast<RankedTensorType>(getType());
  if (!out) {
    if (in.getRank() != 1 || getType() != in.getElementType())
      return emitOpError("only a rank-1 operand reduces to a scalar, which "
                         "must have the element type");
    return verifyCombiner(*this, in.getElementType());
  }
  auto slice = dyn_cast<SliceAttr>(out.getEncoding());
  if (!slice || slice.getDim() != (unsigned)getAxis() ||
      slice.getParent() != in.getEncoding())
    return emitOpError("result layout must be slice<axis, operand layout>");
  SmallVector<int64_t> shape(in.getShape());
  shape.erase(shape.begin() + getAxis());
  if (out.getShape() != ArrayRef<int64_t>(shape) ||
      out.getElementType() != in.getElementType())
    return emitOpError("result must drop the reduced dim");
  return verifyCombiner(*this, in.getElementType());
}

LogicalResult ScanOp::verify() {
  auto in = cast<RankedTensorType>(getOperand().getType());
  if (getType() != in)
    return emitOpError("result type must equal the operand type");
  if (getAxis() < 0 || getAxis() >= in.getRank())
    return emitOpError("axis out of range");
  return verifyCombiner(*this, in.getElementType());
}

LogicalResult BroadcastOp::verify() {
  auto in = cast<RankedTensorType>(getSource().getType());
  auto out = cast<RankedTensorType>(getType());
  if (in.getEncoding() != out.getEncoding())
    return emitOpError("operand and result must share one layout");
  if (in.getRank() != out.getRank() ||
      in.getElementType() != out.getElementType())
    return emitOpError("rank and element type must match");
  for (int64_t d = 0; d < in.getRank(); ++d)
    if (in.getDimSize(d) != out.getDimSize(d) && in.getDimSize(d) != 1)
      return emitOpError("only size-1 dims can be broadcast");
  return checkLayout(*this, out);
}

LogicalResult ReshapeOp::verify() {
  auto in = cast<RankedTensorType>(getSource().getType());
  auto out = cast<RankedTensorType>(getType());
  if (in.getNumElements() != out.getNumElements() ||
      in.getElementType() != out.getElementType())
    return emitOpError("element count and type must be kept");
  if (!haveSameRegisters(in, out))
    return emitOpError("layouts must keep every register in place; use "
                       "tile_simt.convert_layout to move data");
  return success();
}

LogicalResult ConvertLayoutOp::verify() {
  auto in = cast<RankedTensorType>(getSource().getType());
  auto out = cast<RankedTensorType>(getType());
  if (in.getNumElements() != out.getNumElements() ||
      in.getElementType() != out.getElementType())
    return emitOpError("element count and type must be kept");
  if (auto p = getPermutation()) {
    if ((int64_t)p->size() != in.getRank() || in.getRank() != out.getRank())
      return emitOpError("permutation needs one entry per dim");
    SmallVector<bool> seen(in.getRank(), false);
    for (int64_t i = 0; i < in.getRank(); ++i) {
      int32_t s = (*p)[i];
      if (s < 0 || s >= in.getRank() || seen[s] ||
          out.getDimSize(i) != in.getDimSize(s))
        return emitOpError("permutation does not map the operand shape to the "
                           "result shape");
      seen[s] = true;
    }
  }
  if (failed(checkLayout(*this, in)))
    return failure();
  return checkLayout(*this, out);
}

LogicalResult ExtractSliceOp::verify() {
  auto in = cast<RankedTensorType>(getSource().getType());
  auto out = cast<RankedTensorType>(getType());
  if (in.getRank() != out.getRank() ||
      in.getElementType() != out.getElementType())
    return emitOpError("source and result must have one rank and element type");
  if ((int64_t)getOffsets().size() != in.getRank())
    return emitOpError("needs one offset per dim (") << in.getRank() << ")";
  for (int64_t d = 0; d < in.getRank(); ++d)
    if (out.getDimSize(d) > in.getDimSize(d))
      return emitOpError("result dim ")
             << d << " is larger than the source's";
  if (failed(checkLayout(*this, in)))
    return failure();
  return checkLayout(*this, out);
}

LogicalResult InsertSliceOp::verify() {
  auto in = cast<RankedTensorType>(getSource().getType());
  auto out = cast<RankedTensorType>(getType());
  if (in.getRank() != out.getRank() ||
      in.getElementType() != out.getElementType())
    return emitOpError("source and dest must have one rank and element type");
  if ((int64_t)getOffsets().size() != out.getRank())
    return emitOpError("needs one offset per dim (") << out.getRank() << ")";
  for (int64_t d = 0; d < out.getRank(); ++d)
    if (in.getDimSize(d) > out.getDimSize(d))
      return emitOpError("source dim ") << d << " is larger than the dest's";
  if (failed(checkLayout(*this, in)))
    return failure();
  return checkLayout(*this, out);
}

LogicalResult CatOp::verify() {
  auto l = cast<RankedTensorType>(getLhs().getType());
  auto r = cast<RankedTensorType>(getRhs().getType());
  auto out = cast<RankedTensorType>(getType());
  int64_t dim = getDim();
  if (l.getRank() != out.getRank() || r.getRank() != out.getRank() ||
      l.getElementType() != out.getElementType() ||
      r.getElementType() != out.getElementType())
    return emitOpError("operands and result must have one rank and element "
                       "type");
  if (dim < 0 || dim >= out.getRank())
    return emitOpError("dim ") << dim << " is out of range";
  for (int64_t d = 0; d < out.getRank(); ++d) {
    int64_t want = d == dim ? l.getDimSize(d) + r.getDimSize(d)
                            : l.getDimSize(d);
    if (r.getDimSize(d) != l.getDimSize(d) && d != dim)
      return emitOpError("operands differ in dim ") << d;
    if (out.getDimSize(d) != want)
      return emitOpError("result dim ") << d << " must be " << want;
  }
  for (RankedTensorType t : {l, r, out})
    if (failed(checkLayout(*this, t)))
      return failure();
  return success();
}

LogicalResult MmaOp::verify() {
  auto a = cast<RankedTensorType>(getLhs().getType());
  auto b = cast<RankedTensorType>(getRhs().getType());
  auto c = cast<RankedTensorType>(getType());
  int64_t rank = c.getRank();
  if (rank < 2 || rank > 3 || a.getRank() != rank || b.getRank() != rank)
    return emitOpError("operands must be all rank 2 or all rank 3");
  if (a.getElementType() != b.getElementType())
    return emitOpError("lhs and rhs must have one element type");
  // fp8 operands travel as their bytes; both say which format they hold.
  std::optional<Type> lhsFp8 = getLhsFp8(), rhsFp8 = getRhsFp8();
  if (lhsFp8.has_value() != rhsFp8.has_value())
    return emitOpError("lhs_fp8 and rhs_fp8 must be given together");
  if (lhsFp8) {
    for (Type t : {*lhsFp8, *rhsFp8})
      if (!isa<Float8E4M3FNType, Float8E5M2Type>(t))
        return emitOpError("fp8 operands must be f8E4M3FN or f8E5M2, not ")
               << t;
    if (!a.getElementType().isInteger(8) || !c.getElementType().isF32())
      return emitOpError("fp8 operands must be carried as i8 and accumulate "
                         "in f32");
  } else if (getFastAcc()) {
    return emitOpError("fast_acc needs fp8 operands");
  }
  unsigned am = getLhsTransposed() ? rank - 1 : rank - 2;
  int64_t m = a.getDimSize(am), k = getK();
  unsigned bk = getRhsTransposed() ? rank - 1 : rank - 2;
  unsigned bn = getRhsTransposed() ? rank - 2 : rank - 1;
  if (b.getDimSize(bk) != k || c.getDimSize(rank - 2) != m ||
      c.getDimSize(rank - 1) != b.getDimSize(bn) ||
      (rank == 3 && (a.getDimSize(0) != c.getDimSize(0) ||
                     b.getDimSize(0) != c.getDimSize(0))))
    return emitOpError("shapes ")
           << a.getShape() << " x " << b.getShape() << " -> " << c.getShape()
           << " do not multiply";
  for (RankedTensorType t : {a, b, c})
    if (failed(checkLayout(*this, t)))
      return failure();
  if (getIssueOnly() && !getInFlight())
    return emitOpError("issue_only needs in_flight");
  // Without fast_acc an fp8 product's sum is added in f32 after its wait.
  if (getIssueOnly() && (getLhsFp8() || getRhsFp8()) && !getFastAcc())
    return emitOpError("issue_only needs fast_acc on fp8 operands (their "
                       "sum is added in f32 once waited for)");
  // Products still running may only chain into the next trip's products or
  // be waited for: any other reader would see a partial sum.
  if (getInFlight())
    for (Operation *user : getResult().getUsers())
      if (!isa<MmaWaitOp>(user) && !user->hasTrait<OpTrait::ReturnLike>())
        return emitOpError("in_flight result read by '")
               << user->getName() << "' (only a loop's yield or "
               << "tile_simt.mma_wait may read it)";
  return success();
}

LogicalResult MmaWaitOp::verify() {
  // wgmma.wait_group takes a count of 0 to 7.
  if (getPending() < 0 || getPending() > 7)
    return emitOpError("pending ") << getPending() << " is not in 0..7";
  return success();
}

//===----------------------------------------------------------------------===//
// Asynchronous copies and the shared-operand multiply
//===----------------------------------------------------------------------===//

int64_t AsyncLoadTileOp::getGroupBytes() {
  return getAsyncCopyBytes(cast<RankedTensorType>(getLayout()), getShapeDiv(),
                           getStrideDiv(), getBaseAlign());
}

LogicalResult AsyncLoadTileOp::verify() {
  auto t = cast<RankedTensorType>(getLayout());
  auto buf = cast<SharedBufferType>(getDest().getType());
  if (!sameRowMajorShape(buf.getTileShape(), t.getShape()) ||
      buf.getElementType() != t.getElementType())
    return emitOpError("a slot of ")
           << buf << " does not hold the tile " << t;
  if (failed(verifyTileAccess(*this, t)))
    return failure();
  // cp.async copies 4, 8 or 16 bytes; each group must be wholly in or out
  // of bounds and aligned, which the known divisors have to prove.
  if (!getGroupBytes())
    return emitOpError("cannot copy ")
           << t << " in aligned 4-, 8- or 16-byte groups that are wholly in "
           << "or out of bounds (layout, base_align, shape_div, stride_div)";
  return success();
}

int64_t TmaLoadTileOp::getSlotBytes() {
  return cast<SharedBufferType>(getDest().getType()).getSlotBytes();
}

LogicalResult TmaLoadTileOp::verify() {
  auto buf = cast<SharedBufferType>(getDest().getType());
  auto bars = cast<SharedBufferType>(getBars().getType());
  if (!buf.isTmaWritable())
    return emitOpError("cannot copy into ")
           << buf << ": not a swizzled layout the tensor memory accelerator "
           << "writes";
  if (getCoords().size() < 2 || getCoords().size() > 5)
    return emitOpError("copies boxes of 2 to 5 dims, not ")
           << getCoords().size();
  if (!bars.getElementType().isInteger(64) || bars.getSlotElements() != 1 ||
      bars.getNumSlots() != buf.getNumSlots())
    return emitOpError("needs one i64 mbarrier per slot of ")
           << buf << ", not " << bars;
  // PTX: a multicast's ctaMask names up to 16 CTAs.
  if (std::optional<uint64_t> c = getMulticast(); c && (*c < 2 || *c > 16))
    return emitOpError("multicasts to 2 to 16 CTAs, not ") << *c;
  return success();
}

LogicalResult MBarrierArriveOp::verify() {
  if (std::optional<uint64_t> c = getCluster(); c && (*c < 2 || *c > 16))
    return emitOpError("arrives in clusters of 2 to 16 CTAs, not ") << *c;
  return success();
}

LogicalResult ReadSlotOp::verify() {
  auto buf = cast<SharedBufferType>(getSrc().getType());
  auto t = cast<RankedTensorType>(getType());
  if (buf.getElementType() != t.getElementType() ||
      !sameRowMajorShape(buf.getTileShape(), t.getShape()))
    return emitOpError("a slot of ") << buf << " does not hold " << t;
  if (buf.getLayout().getOrder()[0] != buf.getTileShape().size() - 1)
    return emitOpError("reads row-major slots, not ") << buf;
  return checkLayout(*this, t);
}

LogicalResult WriteSlotOp::verify() {
  auto buf = cast<SharedBufferType>(getDest().getType());
  auto t = cast<RankedTensorType>(getValue().getType());
  if (buf.getElementType() != t.getElementType() ||
      !sameRowMajorShape(buf.getTileShape(), t.getShape()))
    return emitOpError("a slot of ") << buf << " does not hold " << t;
  if (buf.getLayout().getOrder()[0] != buf.getTileShape().size() - 1)
    return emitOpError("writes row-major slots, not ") << buf;
  return checkLayout(*this, t);
}

LogicalResult TmaStoreTileOp::verify() {
  auto buf = cast<SharedBufferType>(getSrc().getType());
  // The accelerator reads the layout it writes (rows in their own order:
  // nothing permutes them for a store).
  if (!buf.isTmaWritable() || buf.getLayout().getMmaWarps())
    return emitOpError("cannot copy from ")
           << buf << ": not a swizzled layout the tensor memory accelerator "
           << "reads";
  if (buf.getTileShape()[0] > 256)
    return emitOpError("copies boxes of at most 256 rows, not ")
           << buf.getTileShape()[0];
  if (getCoords().size() < 2 || getCoords().size() > 5)
    return emitOpError("copies boxes of 2 to 5 dims, not ")
           << getCoords().size();
  return success();
}

//===----------------------------------------------------------------------===//
// Warp roles and mbarriers
//===----------------------------------------------------------------------===//

LogicalResult WarpsOp::verify() {
  // Whole warps: named barriers count whole warps.
  if (getFirst() < 0 || getCount() <= 0 || getFirst() % 32 ||
      getCount() % 32)
    return emitOpError("runs on threads [")
           << getFirst() << ", " << getFirst() + getCount()
           << "), which is not a range of whole warps";
  if (std::optional<int64_t> regs = getMaxRegisters()) {
    // setmaxnreg: whole warpgroups, 24 to 256 registers in steps of 8.
    if (getFirst() % 128 || getCount() % 128)
      return emitOpError("sets the registers of threads [")
             << getFirst() << ", " << getFirst() + getCount()
             << "), which are not whole warpgroups";
    if (*regs < 24 || *regs > 256 || *regs % 8)
      return emitOpError("sets ")
             << *regs << " registers per thread; setmaxnreg takes 24 to 256 "
             << "in steps of 8";
  }
  auto yield = cast<YieldOp>(getBody().front().getTerminator());
  if (yield.getValues().getTypes() != getResultTypes())
    return emitOpError("yields ")
           << yield.getValues().getTypes() << " but returns "
           << getResultTypes();
  return success();
}

LogicalResult InitMBarriersOp::verify() {
  auto buf = cast<SharedBufferType>(getBars().getType());
  if (!buf.getElementType().isInteger(64) || buf.getSlotElements() != 1)
    return emitOpError("needs a buffer of single i64 slots, not ") << buf;
  if ((int64_t)getArrivals().size() != buf.getNumSlots())
    return emitOpError("gives ")
           << getArrivals().size() << " arrival counts for "
           << buf.getNumSlots() << " mbarriers";
  // PTX: an mbarrier expects 1 .. 2^20 - 1 arrivals.
  for (int64_t n : getArrivals())
    if (n < 1 || n >= (1 << 20))
      return emitOpError("arrival count ") << n << " is outside [1, 2^20)";
  return success();
}

#define GET_OP_CLASSES
#include "TileIR/Dialect/TileSIMT/IR/TileSIMTOps.cpp.inc"

//===----------------------------------------------------------------------===//
// FloatOp
//===----------------------------------------------------------------------===//

#include "TileIR/Dialect/TileSIMT/IR/TileSIMTEnums.cpp.inc"

LogicalResult FloatOp::verify() {
  if (!getElementTypeOrSelf(getType()).isF32())
    return emitOpError("works on f32 only (the PTX .ftz and approximate "
                       "forms are f32 instructions)");
  unsigned arity = 2;
  switch (getKind()) {
  case FloatKind::flush:
  case FloatKind::sqrt:
  case FloatKind::rsqrt:
  case FloatKind::exp2:
  case FloatKind::tanh:
  case FloatKind::exp:
    arity = 1;
    break;
  case FloatKind::fma:
    arity = 3;
    break;
  default:
    break;
  }
  if (getInputs().size() != arity)
    return emitOpError("'") << stringifyFloatKind(getKind()) << "' takes "
                            << arity << " operands";
  if (getKind() == FloatKind::flush && !getFtz())
    return emitOpError("'flush' needs 'ftz'");
  if (isApproxOnly(getKind()) && (!getApprox() || getFtz()))
    return emitOpError("'") << stringifyFloatKind(getKind())
                            << "' is only its PTX approximation: it needs "
                               "'approx' and has no 'ftz'";
  if (getApprox() && !hasApproxForm(getKind()))
    return emitOpError("'") << stringifyFloatKind(getKind())
                            << "' has no such rounding";
  return success();
}

/// flush(x) is x where x has no subnormal element: the result of an op
/// that flushed already, or a constant that is normal, zero, inf or NaN.
OpFoldResult FloatOp::fold(FoldAdaptor adaptor) {
  if (getKind() != FloatKind::flush)
    return {};
  Value x = getInputs().front();
  if (auto def = x.getDefiningOp<FloatOp>(); def && def.getFtz())
    return x;
  auto normal = [](const APFloat &f) { return !f.isDenormal(); };
  if (auto f = dyn_cast_or_null<FloatAttr>(adaptor.getInputs().front()))
    return normal(f.getValue()) ? x : OpFoldResult();
  if (auto d = dyn_cast_or_null<DenseFPElementsAttr>(adaptor.getInputs().front()))
    if (llvm::all_of(d.getValues<APFloat>(), normal))
      return x;
  return {};
}

ReadSlotOp mlir::tileir::simt::getDescriptorSlot(Value v, unsigned warps) {
  auto rs = v.getDefiningOp<ReadSlotOp>();
  if (!rs)
    return {};
  auto buf = cast<SharedBufferType>(rs.getSrc().getType());
  return buf.isSwizzled() && buf.getLayout().getMmaWarps() == warps
             ? rs
             : ReadSlotOp();
}
