//===- PointerToSIMT.cpp - tiles of pointers, gathers, scatters, atomics --===//
//
// A tile of pointers lowers to a distributed tensor of i64 addresses (a
// rank-0 pointer stays an !llvm.ptr<1>): `offset` is integer arithmetic on
// those, and every access through them is one tile_simt op whose mask,
// values and padding are first moved into the layout of the addresses.
// cuda_tile orderings and scopes are mapped to LLVM's here, so that a
// combination we cannot honour is reported at its op.
//
//===----------------------------------------------------------------------===//
#include "TileToSIMTImpl.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::detail;
namespace ct = mlir::cuda_tile;
using LLVM::AtomicOrdering;


static Type pointeeOf(Type ptrTile) {
  auto tile = cast<ct::TileType>(ptrTile);
  return cast<ct::PointerType>(tile.getElementType()).getPointeeType();
}

/// `v` (a scalar or a tensor) as a tensor shaped and laid out like `like`
/// (its element type kept).
static Value matchLayout(OpBuilder &b, Value v, RankedTensorType like,
                         Location loc) {
  auto target = RankedTensorType::get(like.getShape(),
                                      getElementTypeOrSelf(v.getType()),
                                      like.getEncoding());
  if (!isa<RankedTensorType>(v.getType()))
    return simt::SplatOp::create(b, loc, target, v);
  return toType(b, v, target, loc);
}

/// The scalar every element of `v` holds when `v` is a splat, possibly
/// broadcast or reshaped since; null otherwise.
static Value uniformScalar(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (auto s = dyn_cast<simt::SplatOp>(def))
      return s.getValue();
    if (!isa<simt::BroadcastOp, simt::ReshapeOp>(def))
      break;
    v = def->getOperand(0);
  }
  return {};
}

/// The addresses an access runs on: in the default layout of the tile when
/// their own layout holds several copies of an element (every copy would
/// cost a guarded access), or gives a thread fewer consecutive elements
/// along the innermost dim than the `vec` the access may move at once and
/// the default layout more; layout clean-ups later push that move upstream.
static Value accessAddresses(OpBuilder &b, const TileToSIMTTypeConverter &tc,
                             Value addrs, Type elt, Location loc,
                             int64_t vec = 1) {
  auto at = dyn_cast<RankedTensorType>(addrs.getType());
  if (!at)
    return addrs;
  auto view = simt::getDistView(at);
  if (failed(view))
    return addrs;
  bool copies = false;
  for (unsigned d = 0; d < view->shape.size(); ++d)
    copies |= view->wraps(d);
  if (!copies && vec > 1 && simt::getInnermostRun(*view) < vec) {
    auto wide = simt::getDistView(RankedTensorType::get(
        at.getShape(), elt, tc.defaultLayout(at.getShape(), elt)));
    copies = succeeded(wide) &&
             simt::getInnermostRun(*wide) > simt::getInnermostRun(*view);
  }
  if (!copies)
    return addrs;
  auto t = RankedTensorType::get(at.getShape(), at.getElementType(),
                                 tc.defaultLayout(at.getShape(), elt));
  return toType(b, addrs, t, loc);
}

/// The lowered type of an access's per-element values: `elt`, or a tensor
/// of `elt` in the layout of the addresses.
static Type valueTypeFor(Value addrs, Type elt) {
  if (auto at = dyn_cast<RankedTensorType>(addrs.getType()))
    return RankedTensorType::get(at.getShape(), elt, at.getEncoding());
  return elt;
}

/// An optional lowered operand in the per-element form of `addrs`.
static Value perElement(OpBuilder &b, ValueRange lowered, Value addrs,
                        Location loc) {
  Value v = single(lowered);
  if (!v)
    return {};
  v = actual(v);
  if (auto at = dyn_cast<RankedTensorType>(addrs.getType()))
    return matchLayout(b, v, at, loc);
  return v;
}

static StringRef syncScope(ct::MemoryScope s) {
  switch (s) {
  case ct::MemoryScope::tl_blk: return "block";
  case ct::MemoryScope::device: return "device";
  case ct::MemoryScope::sys: return ""; // LLVM's default scope is the system
  }
  return "";
}

static std::optional<AtomicOrdering> llvmOrdering(ct::MemoryOrderingSemantics o) {
  switch (o) {
  case ct::MemoryOrderingSemantics::weak: return AtomicOrdering::not_atomic;
  case ct::MemoryOrderingSemantics::relaxed: return AtomicOrdering::monotonic;
  case ct::MemoryOrderingSemantics::acquire: return AtomicOrdering::acquire;
  case ct::MemoryOrderingSemantics::release: return AtomicOrdering::release;
  case ct::MemoryOrderingSemantics::acq_rel: return AtomicOrdering::acq_rel;
  }
  return std::nullopt;
}

/// Orderings and scope of one access; fails with a diagnostic when `op`
/// asks for an ordering outside `allowed`.
static LogicalResult
accessOrdering(Operation *op, ct::MemoryOrderingSemantics o,
               std::optional<ct::MemoryScope> scope,
               ArrayRef<ct::MemoryOrderingSemantics> allowed,
               AtomicOrdering &ordering, StringAttr &syncscope) {
  if (!llvm::is_contained(allowed, o))
    return op->emitError("memory ordering '")
           << ct::stringifyMemoryOrderingSemantics(o) << "' is not valid for '"
           << op->getName().stripDialect() << "'";
  ordering = *llvmOrdering(o);
  if (ordering == AtomicOrdering::not_atomic) {
    if (scope)
      return op->emitError("a weak access cannot have a memory scope");
    return success();
  }
  if (!scope)
    return op->emitError("a ")
           << ct::stringifyMemoryOrderingSemantics(o)
           << " access needs a memory scope";
  StringRef s = syncScope(*scope);
  if (!s.empty())
    syncscope = StringAttr::get(op->getContext(), s);
  return success();
}

static std::optional<LLVM::AtomicBinOp> binOpFor(ct::AtomicRMWMode m) {
  using B = LLVM::AtomicBinOp;
  switch (m) {
  case ct::AtomicRMWMode::And: return B::_and;
  case ct::AtomicRMWMode::Or: return B::_or;
  case ct::AtomicRMWMode::Xor: return B::_xor;
  case ct::AtomicRMWMode::add: return B::add;
  case ct::AtomicRMWMode::addf: return B::fadd;
  case ct::AtomicRMWMode::max: return B::max;
  case ct::AtomicRMWMode::min: return B::min;
  case ct::AtomicRMWMode::umax: return B::umax;
  case ct::AtomicRMWMode::umin: return B::umin;
  case ct::AtomicRMWMode::xchg: return B::xchg;
  }
  return std::nullopt;
}

/// Whether the hardware (PTX atom) has `mode` on `elt`.
static bool atomicSupports(ct::AtomicRMWMode m, Type elt) {
  bool int3264 = elt.isInteger(32) || elt.isInteger(64);
  switch (m) {
  case ct::AtomicRMWMode::addf:
    return elt.isF16() || elt.isBF16() || elt.isF32() || elt.isF64();
  case ct::AtomicRMWMode::xchg:
    return int3264 || elt.isF32() || elt.isF64();
  default:
    return int3264;
  }
}

FailureOr<LLVM::AtomicBinOp>
mlir::tileir::detail::atomicBinOp(Operation *op, ct::AtomicRMWMode mode,
                                  Type elt) {
  if (!atomicSupports(mode, elt))
    return op->emitError("atomic mode '")
           << ct::stringifyAtomicRMWMode(mode) << "' on " << elt
           << " has no lowering";
  return *binOpFor(mode);
}


/// Replaces `op`, whose results are (value, token), by `v`.
static void replaceWithValue(ConversionPatternRewriter &rewriter, Operation *op,
                             Value v) {
  SmallVector<SmallVector<Value>> repl{{v}};
  for (Value r : op->getResults().drop_front())
    (void)r, repl.emplace_back();
  rewriter.replaceOpWithMultiple(op, std::move(repl));
}

namespace {
struct Offset : TileOpConversion<ct::OffsetOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::OffsetOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value p = actual(adaptor.getPtr()), off = actual(adaptor.getOffset());
    Type pointee = pointeeOf(op.getPtr().getType());
    Type elt = tc().convertMemoryElementType(pointee);
    if (!elt)
      return op.emitError("element type ")
             << pointee << " has no SIMT lowering yet";
    if (isa<LLVM::LLVMPointerType>(p.getType())) {
      rewriter.replaceOpWithNewOp<LLVM::GEPOp>(op, p.getType(), elt, p, off);
      return success();
    }
    unsigned bits = elt.getIntOrFloatBitWidth();
    if (bits % 8 && bits != 1)
      return op.emitError("offsets of pointers to ")
             << elt << " (sub-byte storage) have no SIMT lowering";
    // The result takes the layout of the offsets: the pointers are most
    // often one base spread over the tile, which is re-splat for free.
    auto offTy = cast<RankedTensorType>(off.getType());
    auto pt = RankedTensorType::get(offTy.getShape(), rewriter.getI64Type(),
                                    offTy.getEncoding());
    if (Value base = uniformScalar(p))
      p = simt::SplatOp::create(rewriter, loc, pt, base);
    else
      p = toType(rewriter, p, pt, loc);
    if (!offTy.getElementType().isInteger(64))
      off = arith::ExtSIOp::create(rewriter, loc, pt, off); // offsets are signed
    int64_t bytes = std::max<unsigned>(bits / 8, 1);
    if (bytes > 1) {
      Value scale = arith::ConstantOp::create(
          rewriter, loc, pt,
          DenseElementsAttr::get(pt, rewriter.getI64IntegerAttr(bytes)));
      off = arith::MulIOp::create(rewriter, loc, off, scale);
    }
    rewriter.replaceOpWithNewOp<arith::AddIOp>(op, p, off);
    return success();
  }
};

/// ptr_to_int, int_to_ptr, ptr_to_ptr: tensors of addresses are already
/// i64 (value and layout kept); scalars cross between !llvm.ptr and i64.
template <typename SrcOp>
struct PointerCast : TileOpConversion<SrcOp> {
  using TileOpConversion<SrcOp>::TileOpConversion;
  LogicalResult
  matchAndRewrite(SrcOp op, typename SrcOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value v = actual(adaptor.getSource());
    Type ty = this->tc().convertTileOrError(op.getResult().getType(),
                                            op.getLoc());
    if (!ty)
      return failure();
    if (isa<RankedTensorType>(ty)) {
      if (!getElementTypeOrSelf(v.getType()).isInteger(64))
        return op.emitError("'")
               << op->getName().stripDialect() << "' needs 64-bit integers";
      rewriter.replaceOp(op, v);
    } else if constexpr (std::is_same_v<SrcOp, ct::PtrToIntOp>) {
      rewriter.replaceOpWithNewOp<LLVM::PtrToIntOp>(op, ty, v);
    } else if constexpr (std::is_same_v<SrcOp, ct::IntToPtrOp>) {
      rewriter.replaceOpWithNewOp<LLVM::IntToPtrOp>(op, ty, v);
    } else {
      rewriter.replaceOp(op, v);
    }
    return success();
  }
};

using MO = ct::MemoryOrderingSemantics;

struct LoadPtr : TileOpConversion<ct::LoadPtrTkoOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::LoadPtrTkoOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    AtomicOrdering ordering;
    StringAttr scope;
    if (failed(accessOrdering(op, op.getMemoryOrderingSemantics(),
                              op.getMemoryScope(),
                              {MO::weak, MO::relaxed, MO::acquire}, ordering,
                              scope)))
      return failure();
    Location loc = op.getLoc();
    Type pointee = pointeeOf(op.getSource().getType());
    Type elt = tc().convertMemoryElementType(pointee);
    if (!elt)
      return op.emitError("element type ")
             << pointee << " has no SIMT lowering yet";
    int64_t n = 1;
    if (tc().vectorGathers)
      n = gatherVectorElements(op.getSource(), op.getMask(),
                               op.getPaddingValue(), div);
    Value addrs = accessAddresses(
        rewriter, tc(), actual(single(adaptor.getSource())), elt, loc, n);
    Value mask = perElement(rewriter, adaptor.getMask(), addrs, loc);
    Value pad = perElement(rewriter, adaptor.getPaddingValue(), addrs, loc);
    Type ty = valueTypeFor(addrs, elt);
    IntegerAttr vec = n > 1 ? rewriter.getI64IntegerAttr(n) : IntegerAttr();
    Value r = simt::LoadPtrOp::create(rewriter, loc, ty, addrs, mask, pad,
                                      ordering, scope, vec);
    replaceWithValue(rewriter, op, r);
    return success();
  }
};

struct StorePtr : TileOpConversion<ct::StorePtrTkoOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::StorePtrTkoOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    AtomicOrdering ordering;
    StringAttr scope;
    if (failed(accessOrdering(op, op.getMemoryOrderingSemantics(),
                              op.getMemoryScope(),
                              {MO::weak, MO::relaxed, MO::release}, ordering,
                              scope)))
      return failure();
    Location loc = op.getLoc();
    Type pointee = pointeeOf(op.getDestination().getType());
    Type elt = tc().convertMemoryElementType(pointee);
    if (!elt)
      return op.emitError("element type ")
             << pointee << " has no SIMT lowering yet";
    int64_t n = 1;
    if (tc().vectorGathers)
      n = gatherVectorElements(op.getDestination(), op.getMask(), Value(),
                               div);
    Value addrs = accessAddresses(
        rewriter, tc(), actual(single(adaptor.getDestination())), elt, loc, n);
    Value val = perElement(rewriter, adaptor.getValue(), addrs, loc);
    Value mask = perElement(rewriter, adaptor.getMask(), addrs, loc);
    IntegerAttr vec = n > 1 ? rewriter.getI64IntegerAttr(n) : IntegerAttr();
    simt::StorePtrOp::create(rewriter, loc, addrs, val, mask, ordering, scope,
                             vec);
    rewriter.replaceOpWithMultiple(op, {ValueRange{}});
    return success();
  }
};

struct AtomicRMW : TileOpConversion<ct::AtomicRMWTkoOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::AtomicRMWTkoOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    AtomicOrdering ordering;
    StringAttr scope;
    if (failed(accessOrdering(op, op.getMemoryOrderingSemantics(),
                              op.getMemoryScope(),
                              {MO::relaxed, MO::acquire, MO::release,
                               MO::acq_rel},
                              ordering, scope)))
      return failure();
    Location loc = op.getLoc();
    Type elt = pointeeOf(op.getPointers().getType());
    FailureOr<LLVM::AtomicBinOp> bin = atomicBinOp(op, op.getMode(), elt);
    if (failed(bin))
      return failure();
    Value addrs = accessAddresses(
        rewriter, tc(), actual(single(adaptor.getPointers())), elt, loc);
    Value val = perElement(rewriter, adaptor.getArg(), addrs, loc);
    Value mask = perElement(rewriter, adaptor.getMask(), addrs, loc);
    Value r = simt::AtomicRMWOp::create(rewriter, loc, val.getType(), *bin,
                                        addrs, val, mask, ordering, scope);
    replaceWithValue(rewriter, op, r);
    return success();
  }
};

struct AtomicCAS : TileOpConversion<ct::AtomicCASTkoOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::AtomicCASTkoOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    AtomicOrdering ordering;
    StringAttr scope;
    if (failed(accessOrdering(op, op.getMemoryOrderingSemantics(),
                              op.getMemoryScope(),
                              {MO::relaxed, MO::acquire, MO::release,
                               MO::acq_rel},
                              ordering, scope)))
      return failure();
    Location loc = op.getLoc();
    Type elt = pointeeOf(op.getPointers().getType());
    unsigned bits = elt.isIntOrFloat() ? elt.getIntOrFloatBitWidth() : 0;
    if (bits != 32 && bits != 64)
      return op.emitError("atomic compare-and-swap on ")
             << elt << " has no lowering (32- or 64-bit values only)";
    // A failed compare only reads: it cannot release.
    AtomicOrdering failureOrdering = ordering;
    if (ordering == AtomicOrdering::release)
      failureOrdering = AtomicOrdering::monotonic;
    else if (ordering == AtomicOrdering::acq_rel)
      failureOrdering = AtomicOrdering::acquire;
    Value addrs = accessAddresses(
        rewriter, tc(), actual(single(adaptor.getPointers())), elt, loc);
    Value cmp = perElement(rewriter, adaptor.getCmp(), addrs, loc);
    Value val = perElement(rewriter, adaptor.getVal(), addrs, loc);
    Value mask = perElement(rewriter, adaptor.getMask(), addrs, loc);
    Value r = simt::AtomicCASOp::create(rewriter, loc, val.getType(), addrs,
                                        cmp, val, mask, ordering,
                                        failureOrdering, scope);
    replaceWithValue(rewriter, op, r);
    return success();
  }
};
} // namespace

void mlir::tileir::detail::populatePointerPatterns(
    const TileToSIMTTypeConverter &tc, const DivisibilityInfo &div,
    RewritePatternSet &patterns) {
  patterns.add<Offset, PointerCast<ct::PtrToIntOp>, PointerCast<ct::IntToPtrOp>,
               PointerCast<ct::PtrToPtrOp>, LoadPtr, StorePtr, AtomicRMW,
               AtomicCAS>(tc, div, patterns.getContext());
}
