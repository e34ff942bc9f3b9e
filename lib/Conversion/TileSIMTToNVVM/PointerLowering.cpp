//===- PointerLowering.cpp - gathers, scatters, atomics per register ------===//
//
// Each register of a tile_simt pointer op is one LLVM access through its own
// address (an i64 turned back into an !llvm.ptr<1>). A masked register gets
// an scf.if around its access, so a false lane never touches memory. i1
// values live in memory as bytes (loads give 0 or 1).
//
//===----------------------------------------------------------------------===//
#include "Common.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::lowering;

namespace {

/// The registers of a converted operand (a vector), or the scalar itself.
static SmallVector<Value> regsOf(OpBuilder &b, Location loc, Value v) {
  if (!v)
    return {};
  if (isa<VectorType>(v.getType()))
    return unpack(b, loc, v);
  return {v};
}

/// Rebuilds the converted form of `orig` (a vector or a scalar).
static Value assemble(OpBuilder &b, Location loc, const TypeConverter &tc,
                      Type orig, ArrayRef<Value> regs) {
  Type t = tc.convertType(orig);
  if (auto vt = dyn_cast<VectorType>(t))
    return pack(b, loc, vt, regs);
  return regs.front();
}

static Value pointerOf(OpBuilder &b, Location loc, Value addr) {
  if (isa<LLVM::LLVMPointerType>(addr.getType()))
    return addr;
  return LLVM::IntToPtrOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 1), addr);
}

static unsigned byteSize(Type elt) {
  return std::max<unsigned>(1, elt.getIntOrFloatBitWidth() / 8);
}

/// Memory type of an element: i1 is stored as a byte.
static Type memType(Type elt) {
  return elt.isInteger(1) ? IntegerType::get(elt.getContext(), 8) : elt;
}

static Value zeroOf(OpBuilder &b, Location loc, Type elt) {
  return arith::ConstantOp::create(b, loc, elt, b.getZeroAttr(elt));
}

/// `access()` when `cond` holds (or unconditionally without one), else
/// `otherwise` (none for accesses without a result).
static Value guarded(OpBuilder &b, Location loc, Value cond, Type resultTy,
                     function_ref<Value()> access, Value otherwise) {
  if (!cond)
    return access();
  auto ifOp = scf::IfOp::create(b, loc, resultTy ? TypeRange{resultTy}
                                                 : TypeRange{},
                                cond, /*withElseRegion=*/bool(resultTy));
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToStart(ifOp.thenBlock());
  Value v = access();
  if (!resultTy)
    return {};
  scf::YieldOp::create(b, loc, v);
  b.setInsertionPointToStart(ifOp.elseBlock());
  scf::YieldOp::create(b, loc, otherwise);
  return ifOp.getResult(0);
}

/// Which registers this thread owns. A layout larger than its tile holds
/// some elements in several threads (or registers); a side effect must
/// happen once, so only the copy whose unwrapped coordinate lies inside
/// the tile acts. A scalar is owned by thread 0.
struct Owners {
  std::optional<simt::DistView> view; // none: a scalar
  SmallVector<Value> thread;
  bool replicated = true;

  Owners(OpBuilder &b, Location loc, Type t) {
    auto rt = dyn_cast<RankedTensorType>(t);
    if (!rt)
      return;
    view = *simt::getDistView(rt);
    replicated = false;
    for (unsigned d = 0; d < view->shape.size(); ++d)
      replicated |= view->wraps(d);
    thread = threadCoords(b, loc, *view);
  }

  /// Null when every copy is the only one.
  Value owns(OpBuilder &b, Location loc, int64_t r) const {
    if (!replicated)
      return {};
    if (!view) {
      return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                   threadId(b, loc),
                                   i32Const(b, loc, 0));
    }
    SmallVector<int64_t> sc = view->staticCoord(r);
    Value cond;
    for (unsigned d = 0; d < view->shape.size(); ++d) {
      if (!view->wraps(d))
        continue;
      Value c = thread[d];
      if (sc[d])
        c = arith::AddIOp::create(b, loc, c, i32Const(b, loc, sc[d]));
      Value in = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, c,
                                       i32Const(b, loc, view->shape[d]));
      cond = cond ? Value(arith::AndIOp::create(b, loc, cond, in)) : in;
    }
    return cond;
  }

  /// Row-major index of register r's element in the tile.
  Value linearIndex(OpBuilder &b, Location loc, int64_t r) const {
    if (!view)
      return i32Const(b, loc, 0);
    return lowering::linearIndex(b, loc, regCoords(b, loc, *view, thread, r),
                                 view->shape, 0);
  }

  int64_t numElements() const {
    int64_t n = 1;
    if (view)
      for (int64_t s : view->shape)
        n *= s;
    return n;
  }
};

static Value andMaybe(OpBuilder &b, Location loc, Value a, Value c) {
  if (!a || !c)
    return a ? a : c;
  return arith::AndIOp::create(b, loc, a, c);
}

/// Hands the owners' results to every copy: owners write them to shared
/// memory, everyone reads its element back.
static void shareResults(OpBuilder &b, Location loc, Operation *anchor,
                         const Owners &own, MutableArrayRef<Value> regs,
                         ArrayRef<Value> ownsReg) {
  Type elt = regs.front().getType();
  Type mt = memType(elt);
  Value buf = allocShared(b, anchor, mt, own.numElements());
  barrierIfInLoop(b, loc, anchor); // an earlier trip may still read
  SmallVector<Value> slots;
  for (size_t r = 0; r < regs.size(); ++r) {
    Value slot = LLVM::GEPOp::create(b, loc, buf.getType(), mt, buf,
                                     ValueRange{own.linearIndex(b, loc, r)});
    slots.push_back(slot);
    Value v = regs[r];
    guarded(b, loc, ownsReg[r], Type(), [&]() -> Value {
      Value w = elt.isInteger(1) ? Value(arith::ExtUIOp::create(b, loc, mt, v)) : v;
      LLVM::StoreOp::create(b, loc, w, slot);
      return {};
    }, Value());
  }
  gpu::BarrierOp::create(b, loc);
  for (size_t r = 0; r < regs.size(); ++r) {
    Value v = LLVM::LoadOp::create(b, loc, mt, slots[r]);
    if (elt.isInteger(1))
      v = arith::TruncIOp::create(b, loc, elt, v);
    regs[r] = v;
  }
}

/// Reserves the buffer shareResults will take for `op`'s result, before
/// any IR is built: a replicated pointer tile's elements (one for a scalar).
static LogicalResult reserveResultExchange(LoweringTarget &target,
                                           Operation *op, Type ptrsTy) {
  if (op->use_empty())
    return success();
  int64_t count = 1;
  if (auto rt = dyn_cast<RankedTensorType>(ptrsTy)) {
    simt::DistView v = *simt::getDistView(rt);
    bool replicated = false;
    for (unsigned d = 0; d < v.shape.size(); ++d)
      replicated |= v.wraps(d);
    if (!replicated)
      return success();
    for (int64_t s : v.shape)
      count *= s;
  }
  Type elt = getElementTypeOrSelf(op->getResult(0).getType());
  return target.reserveShared(op, memType(elt), count);
}

static StringRef scopeOf(std::optional<StringRef> s) {
  return s ? *s : StringRef();
}

struct LoadPtrLowering : OpConversionPattern<simt::LoadPtrOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::LoadPtrOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    Type elt = getElementTypeOrSelf(op.getType());
    Type mt = memType(elt);
    SmallVector<Value> addrs = regsOf(b, loc, a.getPtrs());
    SmallVector<Value> mask = regsOf(b, loc, a.getMask());
    SmallVector<Value> other = regsOf(b, loc, a.getOther());
    Value zero = other.empty() ? zeroOf(b, loc, elt) : Value();
    SmallVector<Value> regs;
    // A weak load of groups the op promises (vec): one vector access per
    // group, guarded by the group's one mask bit.
    int64_t width = 1;
    SmallVector<SmallVector<int64_t>> groups;
    if (op.getOrdering() == LLVM::AtomicOrdering::not_atomic && mt == elt)
      groups = vectorGroups(op.getType(), op.getVec(), width);
    if (!groups.empty()) {
      regs.assign(addrs.size(), Value());
      auto vt = VectorType::get({width}, mt);
      for (ArrayRef<int64_t> g : groups) {
        SmallVector<Value> otherwise;
        for (int64_t r : g)
          otherwise.push_back(other.empty() ? zero : other[r]);
        Value v = guarded(
            b, loc, mask.empty() ? Value() : mask[g.front()], vt,
            [&]() -> Value {
              return LLVM::LoadOp::create(b, loc, vt,
                                          pointerOf(b, loc, addrs[g.front()]),
                                          width * byteSize(mt));
            },
            pack(b, loc, vt, otherwise));
        SmallVector<Value> parts = unpack(b, loc, v);
        for (auto [r, part] : llvm::zip(g, parts))
          regs[r] = part;
      }
      b.replaceOp(op,
                  assemble(b, loc, *getTypeConverter(), op.getType(), regs));
      return success();
    }
    for (size_t r = 0; r < addrs.size(); ++r) {
      auto load = [&]() -> Value {
        Value v = LLVM::LoadOp::create(
            b, loc, mt, pointerOf(b, loc, addrs[r]), byteSize(mt),
            /*isVolatile=*/false, /*isNonTemporal=*/false,
            /*isInvariant=*/false, /*isInvariantGroup=*/false, op.getOrdering(),
            scopeOf(op.getSyncscope()));
        if (elt.isInteger(1))
          v = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, v,
                                    zeroOf(b, loc, mt));
        return v;
      };
      regs.push_back(guarded(b, loc, mask.empty() ? Value() : mask[r], elt,
                             load, other.empty() ? zero : other[r]));
    }
    b.replaceOp(op, assemble(b, loc, *getTypeConverter(), op.getType(), regs));
    return success();
  }
};

/// Each run a thread holds (vectorGroups) is one cp.async from the run's
/// first address into the slot (row-major, slotIndex); a run whose mask bit
/// is false, or every run when the copy is predicated off, has source size
/// 0: zero-filled, global memory not read.
struct AsyncLoadPtrLowering : OpConversionPattern<simt::AsyncLoadPtrOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::AsyncLoadPtrOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto ty = cast<RankedTensorType>(op.getPtrs().getType());
    auto ring = cast<simt::SharedBufferType>(op.getDest().getType());
    int64_t width = 1;
    SmallVector<SmallVector<int64_t>> groups =
        vectorGroups(ty, op.getVec(), width);
    int64_t bytes = op.getGroupBytes();
    if (groups.empty() || !bytes)
      return op.emitOpError("cannot be copied in runs of 4, 8 or 16 bytes");
    simt::DistView view = *simt::getDistView(ty);
    SmallVector<Value> thread = lowering::threadCoords(b, loc, view);
    SmallVector<Value> addrs = regsOf(b, loc, a.getPtrs());
    SmallVector<Value> mask = regsOf(b, loc, a.getMask());
    Value start = slotStart(b, loc, ring, a.getDest(), a.getSlot());
    CpAsyncCopies copies(b, loc, bytes);
    Type elt = ring.getElementType();
    for (ArrayRef<int64_t> g : groups) {
      Value live = mask.empty() ? Value() : mask[g.front()];
      if (a.getPred())
        live = live ? Value(arith::AndIOp::create(b, loc, live, a.getPred()))
                    : a.getPred();
      Value size = copies.sourceSize(b, loc, live);
      Value idx = slotIndexByRows(
          b, loc, ring, ty.getShape(),
          lowering::tensorCoords(b, loc, view, thread, g.front()));
      Value dst = LLVM::GEPOp::create(b, loc, start.getType(), elt, start,
                                      ValueRange{idx});
      copies.copy(b, loc, dst, pointerOf(b, loc, addrs[g.front()]), size);
    }
    b.eraseOp(op);
    return success();
  }
};

struct StorePtrLowering : OpConversionPattern<simt::StorePtrOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(simt::StorePtrOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    Type elt = getElementTypeOrSelf(op.getValue().getType());
    Type mt = memType(elt);
    SmallVector<Value> addrs = regsOf(b, loc, a.getPtrs());
    SmallVector<Value> vals = regsOf(b, loc, a.getValue());
    SmallVector<Value> mask = regsOf(b, loc, a.getMask());
    Owners own(b, loc, op.getPtrs().getType());
    // A weak store of groups the op promises (vec): one vector access per
    // group, guarded by its first register's mask bit and ownership (a
    // replica's whole group lies outside the tile with it).
    int64_t width = 1;
    SmallVector<SmallVector<int64_t>> groups;
    if (op.getOrdering() == LLVM::AtomicOrdering::not_atomic && mt == elt)
      groups = vectorGroups(op.getValue().getType(), op.getVec(), width);
    if (!groups.empty()) {
      auto vt = VectorType::get({width}, mt);
      for (ArrayRef<int64_t> g : groups) {
        Value cond = andMaybe(b, loc, mask.empty() ? Value() : mask[g.front()],
                              own.owns(b, loc, g.front()));
        guarded(b, loc, cond, Type(), [&]() -> Value {
          SmallVector<Value> parts;
          for (int64_t r : g)
            parts.push_back(vals[r]);
          LLVM::StoreOp::create(b, loc, pack(b, loc, vt, parts),
                                pointerOf(b, loc, addrs[g.front()]),
                                width * byteSize(mt));
          return {};
        }, Value());
      }
      b.eraseOp(op);
      return success();
    }
    for (size_t r = 0; r < addrs.size(); ++r) {
      Value cond = andMaybe(b, loc, mask.empty() ? Value() : mask[r],
                            own.owns(b, loc, r));
      guarded(b, loc, cond, Type(), [&]() -> Value {
        Value v = vals[r];
        if (elt.isInteger(1))
          v = arith::ExtUIOp::create(b, loc, mt, v);
        LLVM::StoreOp::create(b, loc, v, pointerOf(b, loc, addrs[r]),
                              byteSize(mt), /*isVolatile=*/false,
                              /*isNonTemporal=*/false,
                              /*isInvariantGroup=*/false, op.getOrdering(),
                              scopeOf(op.getSyncscope()));
        return {};
      }, Value());
    }
    b.eraseOp(op);
    return success();
  }
};

/// The PTX `atom` for `bin` on `elt`, e.g. "add.u32", or "" if none.
static std::string ptxAtomOp(LLVM::AtomicBinOp bin, Type elt) {
  unsigned bits = elt.getIntOrFloatBitWidth();
  std::string n = std::to_string(bits);
  using B = LLVM::AtomicBinOp;
  if (isa<FloatType>(elt)) {
    if (bin == B::xchg && bits >= 32)
      return "exch.b" + n;
    if (bin != B::fadd)
      return "";
    if (elt.isF32() || elt.isF64())
      return "add.f" + n;
    return elt.isF16() ? "add.noftz.f16" : "add.noftz.bf16";
  }
  if (bits != 32 && bits != 64)
    return "";
  switch (bin) {
  case B::add: return "add.u" + n;
  case B::_and: return "and.b" + n;
  case B::_or: return "or.b" + n;
  case B::_xor: return "xor.b" + n;
  case B::max: return "max.s" + n;
  case B::min: return "min.s" + n;
  case B::umax: return "max.u" + n;
  case B::umin: return "min.u" + n;
  case B::xchg: return "exch.b" + n;
  default: return "";
  }
}

static StringRef ptxSem(LLVM::AtomicOrdering o) {
  switch (o) {
  case LLVM::AtomicOrdering::acquire: return ".acquire";
  case LLVM::AtomicOrdering::release: return ".release";
  case LLVM::AtomicOrdering::acq_rel:
  case LLVM::AtomicOrdering::seq_cst: return ".acq_rel";
  default: return ".relaxed";
  }
}

static StringRef ptxScope(StringRef syncscope) {
  if (syncscope == "block")
    return ".cta";
  if (syncscope == "device")
    return ".gpu";
  return ".sys";
}

/// Emits one atomic read-modify-write per call, with the op's ordering and
/// scope kept (LLVM where NVPTX keeps them, PTX otherwise).
struct AtomicEmitter {
  LLVM::AtomicBinOp bin;
  Type elt, opTy;
  LLVM::AtomicOrdering ordering;
  StringRef scope;
  bool viaLLVM;
  std::string asmStr, constraints;

  /// Fails with a diagnostic on `op` when `bin` on `elt` cannot be written.
  LogicalResult init(OpBuilder &b, Operation *op, const Chip &chip,
                     LLVM::AtomicBinOp binOp, Type eltTy,
                     LLVM::AtomicOrdering o,
                     std::optional<StringRef> syncscope) {
    bin = binOp;
    elt = eltTy;
    ordering = o;
    scope = scopeOf(syncscope);
    bool isFloat = isa<FloatType>(elt);
    bool valid = bin == LLVM::AtomicBinOp::xchg ||
                 isFloat == (bin == LLVM::AtomicBinOp::fadd);
    if (!valid)
      return op->emitOpError("atomic ")
             << LLVM::stringifyAtomicBinOp(bin) << " on " << elt
             << " has no lowering";
    // NVPTX (LLVM 22) writes every atomicrmw as a plain `atom`: relaxed at
    // .gpu scope whatever the IR says. That is right for relaxed accesses
    // at block or device scope (.gpu covers .cta); the rest is PTX.
    viaLLVM = ordering == LLVM::AtomicOrdering::monotonic &&
              (scope == "block" || scope == "device");
    if (!viaLLVM) {
      std::string ptxOp = ptxAtomOp(bin, elt);
      if (ptxOp.empty())
        return op->emitOpError("atomic ")
               << LLVM::stringifyAtomicBinOp(bin) << " on " << elt
               << " has no PTX instruction";
      if (elt.isBF16() && !chip.has(ChipFeature::AtomicAddBF16))
        return op->emitOpError("atomic add of bf16 with ")
               << LLVM::stringifyAtomicOrdering(ordering)
               << " ordering or system scope needs "
               << oldestChipWith(ChipFeature::AtomicAddBF16)
               << " or newer (target " << chip.name << ")";
      unsigned bits = elt.getIntOrFloatBitWidth();
      StringRef reg = bits == 64 ? "l" : bits == 16 ? "h" : "r";
      asmStr = ("atom" + ptxSem(ordering) + ptxScope(scope) + ".global." +
                ptxOp + " $0, [$1], $2;")
                   .str();
      constraints = ("=" + reg + ",l," + reg + ",~{memory}").str();
    }
    // Float exchange, and every value of the PTX path, travels as the
    // integer of the same width (PTX accepts .bN registers for typed ops).
    opTy = (isFloat && (bin == LLVM::AtomicBinOp::xchg || !viaLLVM))
               ? Type(b.getIntegerType(elt.getIntOrFloatBitWidth()))
               : elt;
    return success();
  }

  Value emit(OpBuilder &b, Location loc, Value ptr, Value v) const {
    if (opTy != elt)
      v = arith::BitcastOp::create(b, loc, opTy, v);
    Value old =
        viaLLVM ? Value(LLVM::AtomicRMWOp::create(b, loc, bin, ptr, v, ordering,
                                                  scope, byteSize(elt)))
                : LLVM::InlineAsmOp::create(
                      b, loc, opTy, ValueRange{ptr, v}, asmStr, constraints,
                      /*has_side_effects=*/true, /*is_align_stack=*/false,
                      LLVM::TailCallKind::None, LLVM::AsmDialectAttr(),
                      ArrayAttr())
                      .getRes();
    if (opTy != elt)
      old = arith::BitcastOp::create(b, loc, elt, old);
    return old;
  }
};

struct AtomicRMWLowering : TargetPattern<simt::AtomicRMWOp> {
  using TargetPattern::TargetPattern;
  LogicalResult
  matchAndRewrite(simt::AtomicRMWOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    Type elt = getElementTypeOrSelf(op.getType());
    AtomicEmitter atom;
    if (failed(atom.init(b, op, target.getChip(), op.getBinOp(), elt,
                         op.getOrdering(), op.getSyncscope())) ||
        failed(reserveResultExchange(target, op, op.getPtrs().getType())))
      return failure();
    SmallVector<Value> addrs = regsOf(b, loc, a.getPtrs());
    SmallVector<Value> vals = regsOf(b, loc, a.getValue());
    SmallVector<Value> mask = regsOf(b, loc, a.getMask());
    Owners own(b, loc, op.getPtrs().getType());
    Value zero = zeroOf(b, loc, elt);
    SmallVector<Value> regs, owns;
    for (size_t r = 0; r < addrs.size(); ++r) {
      owns.push_back(own.owns(b, loc, r));
      Value cond = andMaybe(b, loc, mask.empty() ? Value() : mask[r], owns[r]);
      regs.push_back(guarded(b, loc, cond, elt, [&]() -> Value {
        return atom.emit(b, loc, pointerOf(b, loc, addrs[r]), vals[r]);
      }, zero));
    }
    if (own.replicated && !op->use_empty())
      shareResults(b, loc, op, own, regs, owns);
    b.replaceOp(op, assemble(b, loc, *getTypeConverter(), op.getType(), regs));
    return success();
  }
};

/// Each owned register in bounds: one atomic at base + sum((offset_d +
/// coord_d) * stride_d), in i64 whatever the index type.
struct AtomicRedTileLowering : TargetPattern<simt::AtomicRedTileOp> {
  using TargetPattern::TargetPattern;
  LogicalResult
  matchAndRewrite(simt::AtomicRedTileOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto ty = cast<RankedTensorType>(op.getValue().getType());
    Type elt = ty.getElementType();
    AtomicEmitter atom;
    if (failed(atom.init(b, op, target.getChip(), op.getBinOp(), elt,
                         op.getOrdering(), op.getSyncscope())))
      return failure();
    Owners own(b, loc, ty);
    const simt::DistView &view = *own.view;
    // Offsets and extents are unsigned, strides signed.
    auto i64 = [&](Value v, bool isSigned = false) -> Value {
      if (v.getType().isInteger(64))
        return v;
      if (isSigned)
        return arith::ExtSIOp::create(b, loc, b.getI64Type(), v);
      return arith::ExtUIOp::create(b, loc, b.getI64Type(), v);
    };
    SmallVector<Value> vals = regsOf(b, loc, a.getValue());
    for (int64_t r = 0; r < view.numRegs; ++r) {
      SmallVector<Value> c = tensorCoords(b, loc, view, own.thread, r);
      Value cond = own.owns(b, loc, r), off;
      for (unsigned d = 0; d < c.size(); ++d) {
        Value g = arith::AddIOp::create(b, loc, i64(a.getOffsets()[d]), i64(c[d]));
        Value in = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, g,
                                         i64(a.getShape()[d]));
        cond = andMaybe(b, loc, cond, in);
        Value t = arith::MulIOp::create(b, loc, g, i64(a.getStrides()[d], true));
        off = off ? Value(arith::AddIOp::create(b, loc, off, t)) : t;
      }
      Value ptr = LLVM::GEPOp::create(b, loc, a.getBase().getType(), elt,
                                      a.getBase(), ValueRange{off});
      guarded(b, loc, cond, Type(), [&]() -> Value {
        atom.emit(b, loc, ptr, vals[r]);
        return {};
      }, Value());
    }
    b.eraseOp(op);
    return success();
  }
};

struct AtomicCASLowering : TargetPattern<simt::AtomicCASOp> {
  using TargetPattern::TargetPattern;
  LogicalResult
  matchAndRewrite(simt::AtomicCASOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    Type elt = getElementTypeOrSelf(op.getType());
    unsigned bits = elt.getIntOrFloatBitWidth();
    if (bits != 32 && bits != 64)
      return op.emitOpError("compare-and-swap on ")
             << elt << " has no lowering (32- or 64-bit values only)";
    if (failed(reserveResultExchange(target, op, op.getPtrs().getType())))
      return failure();
    // cmpxchg takes integers: floats compare and swap as their bits.
    Type it = b.getIntegerType(bits);
    SmallVector<Value> addrs = regsOf(b, loc, a.getPtrs());
    SmallVector<Value> cmps = regsOf(b, loc, a.getCmp());
    SmallVector<Value> vals = regsOf(b, loc, a.getValue());
    SmallVector<Value> mask = regsOf(b, loc, a.getMask());
    Owners own(b, loc, op.getPtrs().getType());
    Value zero = zeroOf(b, loc, elt);
    auto asInt = [&](Value v) -> Value {
      return v.getType() == it ? v : arith::BitcastOp::create(b, loc, it, v);
    };
    SmallVector<Value> regs, owns;
    for (size_t r = 0; r < addrs.size(); ++r) {
      owns.push_back(own.owns(b, loc, r));
      Value cond = andMaybe(b, loc, mask.empty() ? Value() : mask[r], owns[r]);
      regs.push_back(guarded(b, loc, cond, elt, [&]() -> Value {
        Value pair = LLVM::AtomicCmpXchgOp::create(
            b, loc, pointerOf(b, loc, addrs[r]), asInt(cmps[r]),
            asInt(vals[r]), op.getSuccessOrdering(), op.getFailureOrdering(),
            scopeOf(op.getSyncscope()), byteSize(elt));
        Value old = LLVM::ExtractValueOp::create(b, loc, pair, 0);
        return old.getType() == elt
                   ? old
                   : Value(arith::BitcastOp::create(b, loc, elt, old));
      }, zero));
    }
    if (own.replicated && !op->use_empty())
      shareResults(b, loc, op, own, regs, owns);
    b.replaceOp(op, assemble(b, loc, *getTypeConverter(), op.getType(), regs));
    return success();
  }
};

} // namespace

void mlir::tileir::lowering::populatePointerLowering(TypeConverter &tc,
                                                     RewritePatternSet &ps,
                                                     LoweringTarget &target) {
  ps.add<LoadPtrLowering, StorePtrLowering, AsyncLoadPtrLowering>(
      tc, ps.getContext());
  ps.add<AtomicRMWLowering, AtomicCASLowering, AtomicRedTileLowering>(
      tc, ps.getContext(), target);
}
