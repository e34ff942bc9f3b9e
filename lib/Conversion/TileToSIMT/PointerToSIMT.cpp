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

static bool isPointerTile(Type t) {
  auto tile = dyn_cast<ct::TileType>(t);
  return tile && isa<ct::PointerType>(tile.getElementType());
}

static Type pointeeOf(Type ptrTile) {
  auto tile = cast<ct::TileType>(ptrTile);
  return cast<ct::PointerType>(tile.getElementType()).getPointeeType();
}

/// `v` (a scalar or a tensor) as a tensor shaped and laid out like `like`
/// (its element type kept).
static Value matchLayout(KernelLowering &kl, Value v, RankedTensorType like,
                         Location loc) {
  auto target = RankedTensorType::get(like.getShape(),
                                      getElementTypeOrSelf(v.getType()),
                                      like.getEncoding());
  if (!isa<RankedTensorType>(v.getType()))
    return simt::SplatOp::create(kl.b, loc, target, v);
  return kl.toType(v, target, loc);
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
/// cost a guarded access); layout clean-ups later push that move upstream.
static Value accessAddresses(KernelLowering &kl, Value addrs, Type elt,
                             Location loc) {
  auto at = dyn_cast<RankedTensorType>(addrs.getType());
  if (!at)
    return addrs;
  auto view = simt::getDistView(at);
  if (failed(view))
    return addrs;
  bool copies = false;
  for (unsigned d = 0; d < view->shape.size(); ++d)
    copies |= view->wraps(d);
  if (!copies)
    return addrs;
  auto t = RankedTensorType::get(at.getShape(), at.getElementType(),
                                 kl.defaultLayout(at.getShape(), elt));
  return kl.toType(addrs, t, loc);
}

/// The lowered type of an access's per-element values: `elt`, or a tensor
/// of `elt` in the layout of the addresses.
static Type valueTypeFor(Value addrs, Type elt) {
  if (auto at = dyn_cast<RankedTensorType>(addrs.getType()))
    return RankedTensorType::get(at.getShape(), elt, at.getEncoding());
  return elt;
}

/// Lowers an optional operand to the per-element form of `addrs`.
static Value perElement(KernelLowering &kl, Value ctValue, Value addrs,
                        Location loc) {
  if (!ctValue)
    return {};
  Value v = kl.lookup(ctValue);
  if (auto at = dyn_cast<RankedTensorType>(addrs.getType()))
    return matchLayout(kl, v, at, loc);
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

LogicalResult KernelLowering::lowerPointer(Operation *op, bool &handled) {
  StringRef n = op->getName().stripDialect();
  Location loc = op->getLoc();
  handled = true;

  // A rank-0 pointer spread over a tile: its address in every element.
  if ((n == "reshape" || n == "broadcast") &&
      isPointerTile(op->getOperand(0).getType())) {
    Value src = lookup(op->getOperand(0));
    Type ty = convertType(op->getResult(0).getType(), loc);
    if (!ty)
      return failure();
    auto rt = dyn_cast<RankedTensorType>(ty);
    if (!rt || isa<RankedTensorType>(src.getType())) {
      handled = false; // plain shape work on i64 tensors
      return success();
    }
    Value addr = LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), src);
    setMapping(op->getResult(0), simt::SplatOp::create(b, loc, rt, addr));
    return success();
  }

  if (n == "offset") {
    Value p = lookup(op->getOperand(0)), off = lookup(op->getOperand(1));
    Type elt = convertElementType(pointeeOf(op->getOperand(0).getType()), loc);
    if (!elt)
      return failure();
    if (isa<LLVM::LLVMPointerType>(p.getType())) {
      setMapping(op->getResult(0),
                 LLVM::GEPOp::create(b, loc, p.getType(), elt, p, off));
      return success();
    }
    unsigned bits = elt.getIntOrFloatBitWidth();
    if (bits % 8 && bits != 1)
      return op->emitError("offsets of pointers to ")
             << elt << " (sub-byte storage) have no SIMT lowering";
    // The result takes the layout of the offsets: the pointers are most
    // often one base spread over the tile, which is re-splat for free.
    auto offTy = cast<RankedTensorType>(off.getType());
    auto pt = RankedTensorType::get(offTy.getShape(), b.getI64Type(),
                                    offTy.getEncoding());
    if (Value base = uniformScalar(p))
      p = simt::SplatOp::create(b, loc, pt, base);
    else
      p = toType(p, pt, loc);
    if (!offTy.getElementType().isInteger(64))
      off = arith::ExtSIOp::create(b, loc, pt, off); // offsets are signed
    int64_t bytes = std::max<unsigned>(bits / 8, 1);
    if (bytes > 1) {
      Value scale = arith::ConstantOp::create(
          b, loc, pt, DenseElementsAttr::get(pt, b.getI64IntegerAttr(bytes)));
      off = arith::MulIOp::create(b, loc, off, scale);
    }
    setMapping(op->getResult(0), arith::AddIOp::create(b, loc, p, off));
    return success();
  }

  if (n == "ptr_to_int" || n == "int_to_ptr" || n == "ptr_to_ptr") {
    Value v = lookup(op->getOperand(0));
    Type ty = convertType(op->getResult(0).getType(), loc);
    if (!ty)
      return failure();
    if (isa<RankedTensorType>(ty)) {
      // Addresses are already i64 tensors: the value (and layout) is kept.
      if (!getElementTypeOrSelf(v.getType()).isInteger(64))
        return op->emitError("'") << n << "' needs 64-bit integers";
      setMapping(op->getResult(0), v);
    } else if (n == "ptr_to_int") {
      setMapping(op->getResult(0), LLVM::PtrToIntOp::create(b, loc, ty, v));
    } else if (n == "int_to_ptr") {
      setMapping(op->getResult(0), LLVM::IntToPtrOp::create(b, loc, ty, v));
    } else {
      setMapping(op->getResult(0), v);
    }
    return success();
  }

  using MO = ct::MemoryOrderingSemantics;
  if (auto ld = dyn_cast<ct::LoadPtrTkoOp>(op)) {
    AtomicOrdering ordering;
    StringAttr scope;
    if (failed(accessOrdering(op, ld.getMemoryOrderingSemantics(),
                              ld.getMemoryScope(),
                              {MO::weak, MO::relaxed, MO::acquire}, ordering,
                              scope)))
      return failure();
    Type elt = convertElementType(pointeeOf(ld.getSource().getType()), loc);
    if (!elt)
      return failure();
    Value addrs = accessAddresses(*this, lookup(ld.getSource()), elt, loc);
    Value mask = perElement(*this, ld.getMask(), addrs, loc);
    Value pad = perElement(*this, ld.getPaddingValue(), addrs, loc);
    Type ty = valueTypeFor(addrs, elt);
    auto r = simt::LoadPtrOp::create(b, loc, ty, addrs, mask, pad, ordering,
                                     scope);
    setMapping(op->getResult(0), r);
    return success();
  }

  if (auto st = dyn_cast<ct::StorePtrTkoOp>(op)) {
    AtomicOrdering ordering;
    StringAttr scope;
    if (failed(accessOrdering(op, st.getMemoryOrderingSemantics(),
                              st.getMemoryScope(),
                              {MO::weak, MO::relaxed, MO::release}, ordering,
                              scope)))
      return failure();
    Type elt = convertElementType(pointeeOf(st.getDestination().getType()), loc);
    if (!elt)
      return failure();
    Value addrs = accessAddresses(*this, lookup(st.getDestination()), elt, loc);
    Value val = perElement(*this, st.getValue(), addrs, loc);
    Value mask = perElement(*this, st.getMask(), addrs, loc);
    simt::StorePtrOp::create(b, loc, addrs, val, mask, ordering, scope);
    return success();
  }

  if (auto rmw = dyn_cast<ct::AtomicRMWTkoOp>(op)) {
    AtomicOrdering ordering;
    StringAttr scope;
    if (failed(accessOrdering(op, rmw.getMemoryOrderingSemantics(),
                              rmw.getMemoryScope(),
                              {MO::relaxed, MO::acquire, MO::release,
                               MO::acq_rel},
                              ordering, scope)))
      return failure();
    Type elt = pointeeOf(rmw.getPointers().getType());
    FailureOr<LLVM::AtomicBinOp> bin = atomicBinOp(op, rmw.getMode(), elt);
    if (failed(bin))
      return failure();
    Value addrs = accessAddresses(*this, lookup(rmw.getPointers()), elt, loc);
    Value val = perElement(*this, rmw.getArg(), addrs, loc);
    Value mask = perElement(*this, rmw.getMask(), addrs, loc);
    auto r = simt::AtomicRMWOp::create(b, loc, val.getType(), *bin,
                                       addrs, val,
                                       mask, ordering, scope);
    setMapping(op->getResult(0), r);
    return success();
  }

  if (auto cas = dyn_cast<ct::AtomicCASTkoOp>(op)) {
    AtomicOrdering ordering;
    StringAttr scope;
    if (failed(accessOrdering(op, cas.getMemoryOrderingSemantics(),
                              cas.getMemoryScope(),
                              {MO::relaxed, MO::acquire, MO::release,
                               MO::acq_rel},
                              ordering, scope)))
      return failure();
    Type elt = pointeeOf(cas.getPointers().getType());
    unsigned bits = elt.isIntOrFloat() ? elt.getIntOrFloatBitWidth() : 0;
    if (bits != 32 && bits != 64)
      return op->emitError("atomic compare-and-swap on ")
             << elt << " has no lowering (32- or 64-bit values only)";
    // A failed compare only reads: it cannot release.
    AtomicOrdering failure = ordering;
    if (ordering == AtomicOrdering::release)
      failure = AtomicOrdering::monotonic;
    else if (ordering == AtomicOrdering::acq_rel)
      failure = AtomicOrdering::acquire;
    Value addrs = accessAddresses(*this, lookup(cas.getPointers()), elt, loc);
    Value cmp = perElement(*this, cas.getCmp(), addrs, loc);
    Value val = perElement(*this, cas.getVal(), addrs, loc);
    Value mask = perElement(*this, cas.getMask(), addrs, loc);
    auto r = simt::AtomicCASOp::create(b, loc, val.getType(), addrs, cmp, val,
                                       mask, ordering, failure, scope);
    setMapping(op->getResult(0), r);
    return success();
  }

  handled = false;
  return success();
}
