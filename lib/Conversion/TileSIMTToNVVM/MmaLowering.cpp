//===- MmaLowering.cpp - tile_simt.mma on tensor cores or in threads ------===//
//
// Both operands are first staged in one shared buffer, row-major ([B x] M x
// K then [B x] K x N, rows padded by 16 bytes so that the eight rows an
// ldmatrix phase reads fall in distinct banks), stored from whatever layout
// they arrive in with vector stores along their fastest dim. On tensor
// cores an operand read from a ring slot (tile_simt.read_slot, where
// tile-simt-pipeline-mma copied it) is read there instead, and an A in the
// accumulator's distribution comes from registers: neither is staged, and
// with nothing staged there is no barrier either.
//
// With the mma.sync accumulator layout (simt::isMmaAccumulator) each warp
// then walks its 16 x 8 tiles: the accumulator registers of tile (mi, nj)
// are those with M register index 2mi, 2mi+1 and N register index 2nj,
// 2nj+1, i.e. rows r and r + 8 x warpsPerCTA[M] and columns c, c+1 of the
// instruction's fragment. The A fragment is loaded for exactly those rows,
// so the instruction computes those accumulator elements. 16-bit operands
// come in with ldmatrix (A as is, B transposed: x4 loads two n-tiles; an
// lhs_transposed A staged [K][M] transposed, an rhs_transposed B as is);
// tf32 and i8 ones with 32-bit and byte loads by the PTX fragment tables
// (fp8 ones, carried as i8, like i8: m16n8k32's fragments are the same);
// f64 ones as single loads for two m8n8k4 per tile (rows r and r + 8 x
// warpsPerCTA[M] each one instruction's rows).
//
// On chips with wgmma (sm_90a), a product simt::isWgmmaProduct accepts
// whose operands both come from swizzled slots (tile-simt-pipeline-mma
// gives them the layout SharedAttr describes) is issued as wgmma by each
// warpgroup: one m64nNk16 (k32 on fp8 bytes, both operands K-major) per
// 64-row block and k-step, operands read by matrix descriptors, committed
// as one group and waited for before the accumulator is used.
//
// Otherwise (plain f32 operands, tiles below 16 x 8, other accumulator
// layouts) every thread computes its accumulator elements with
// multiply-adds over K, reading the staged operands, several k steps a
// trip.
//
//===----------------------------------------------------------------------===//
#include "Common.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/StringExtras.h"
#include <map>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::lowering;

/// Multiply-add products unroll K by up to this many steps a trip, keeping
/// at most kMultiplyAddLoadsInFlight operand registers loaded ahead.
static constexpr int64_t kMultiplyAddUnroll = 8;
static constexpr int64_t kMultiplyAddLoadsInFlight = 64;

namespace {

/// One staged operand: element offset in the buffer, row pitch, shape.
struct Staged {
  int64_t offset = 0, pitch = 0;
  SmallVector<int64_t> shape; // [B x] rows x cols
  int64_t rowsPerBatch() const { return shape[shape.size() - 2]; }
};

/// Writes the registers `vals` of a tensor in layout `v` to `s` (row-major,
/// rows of `s.pitch`; or in the swizzled layout of `swizzled`, a one-slot
/// buffer of s.shape), transposing its last two dims when `transpose` is
/// set. Registers of one thread that are contiguous along the fastest dim
/// go as one store of up to 16 bytes (within one swizzle group).
static void stage(OpBuilder &b, Location loc, Value smem, Type elt,
                  const simt::DistView &v, ArrayRef<Value> vals,
                  const Staged &s, bool transpose = false,
                  simt::SharedBufferType swizzled = {}) {
  IRMath m{b, loc};
  unsigned rank = s.shape.size(), last = rank - 1;
  int64_t eltBytes = elt.getIntOrFloatBitWidth() / 8;
  int64_t vec = 1;
  if (!transpose && v.sliceDim < 0 && v.order[0] == last && !v.wraps(last))
    vec = std::min<int64_t>(std::min<int64_t>(v.spt[last], s.shape[last]),
                            16 / eltBytes);
  SmallVector<Value> thread = threadCoords(b, loc, v);
  for (int64_t r = 0; r < v.numRegs; ++r) {
    SmallVector<int64_t> mi = v.regMultiIndex(r);
    if (v.sliceDim < 0 && mi[last] % vec)
      continue;
    SmallVector<Value> c = tensorCoords(b, loc, v, thread, r);
    if (transpose)
      std::swap(c[last - 1], c[last]);
    Value idx = swizzled
                    ? slotIndex(b, loc, swizzled, s.shape, c)
                    : linearIndex(b, loc, c, s.shape, s.pitch - s.shape[last]);
    Value p = LLVM::GEPOp::create(b, loc, smem.getType(), elt, smem,
                                  ValueRange{m.add(idx, s.offset)});
    if (vec == 1) {
      LLVM::StoreOp::create(b, loc, vals[r], p);
      continue;
    }
    SmallVector<Value> group;
    for (int64_t i = 0; i < vec; ++i) {
      SmallVector<int64_t> mj = mi;
      mj[last] += i;
      group.push_back(vals[v.regIndex(mj)]);
    }
    Value vv = vector::FromElementsOp::create(
        b, loc, VectorType::get({vec}, elt), group);
    LLVM::StoreOp::create(b, loc, vv, p, vec * eltBytes);
  }
}

/// What the tensor-core walk needs to know of an mma.
struct MmaInfo {
  Type elt, accElt;
  int64_t k;
  bool tf32, lhsSigned, rhsSigned;
  bool rhsNK = false; // B staged [N][K] (16-bit fragments, plain ldmatrix)
  bool lhsKM = false; // A staged [K][M] (16-bit fragments, ldmatrix.trans)
  Type lhsFp8, rhsFp8; // the fp8 formats i8 operands hold, or null
  bool fastAcc = false;
  static MmaInfo of(simt::MmaOp op, Type elt, int64_t k) {
    MmaInfo info{elt,
                 cast<RankedTensorType>(op.getType()).getElementType(),
                 k,
                 op.getTf32(),
                 op.getLhsSigned(),
                 op.getRhsSigned()};
    info.lhsFp8 = op.getLhsFp8().value_or(Type());
    info.rhsFp8 = op.getRhsFp8().value_or(Type());
    info.fastAcc = op.getFastAcc();
    return info;
  }
};

/// "e4m3" / "e5m2": an fp8 format as PTX and the NVVM intrinsics name it.
static StringRef fp8Name(Type t) {
  return isa<Float8E4M3FNType>(t) ? "e4m3" : "e5m2";
}

static Value loadAt(OpBuilder &b, Location loc, Value smem, Type elt, Type ty,
                    Value idx, unsigned align = 0) {
  Value p = LLVM::GEPOp::create(b, loc, smem.getType(), elt, smem,
                                ValueRange{idx});
  return LLVM::LoadOp::create(b, loc, ty, p, align);
}

static SmallVector<Value> ldmatrix(OpBuilder &b, Location loc, Value smem,
                                   Type elt, Value idx, unsigned num,
                                   bool trans) {
  Value p = LLVM::GEPOp::create(b, loc, smem.getType(), elt, smem,
                                ValueRange{idx});
  Type i32 = b.getI32Type();
  Type res = num == 1 ? i32
                      : LLVM::LLVMStructType::getLiteral(
                            b.getContext(), SmallVector<Type>(num, i32));
  auto shape = NVVM::LdStMatrixShapeAttr::get(b.getContext(), 8, 8);
  Value v = NVVM::LdMatrixOp::create(
      b, loc, res, p, num, trans ? NVVM::MMALayout::col : NVVM::MMALayout::row,
      shape, NVVM::LdStMatrixEltType::B16);
  SmallVector<Value> out;
  for (unsigned i = 0; i < num; ++i)
    out.push_back(num == 1 ? v
                           : Value(LLVM::ExtractValueOp::create(b, loc, v, i)));
  return out;
}

/// Where a lane's ldmatrix.x4 reads 16-bit A fragments (a0..a3 of m-tile 0,
/// k-step 0; lane l gives row l % 8 of matrix l / 8, the matrices being
/// (rows 0-7, k 0-7), (rows 8-15, k 0-7), (0-7, 8-15), (8-15, 8-15), rows
/// as the mma.sync accumulator spreads them over `wm` warps along M): an
/// element offset into A staged [M][K] in rows of `pitch`, or, with `km`,
/// staged [K][M], where the eight rows a lane list names are eight k and
/// a transposing ldmatrix gives the same registers.
struct FragmentsA {
  Value lane;
  int64_t wm, pitch;
  bool km;
  FragmentsA(IRMath &m, Value laneId, Value wmIdx, int64_t wm, int64_t pitch,
             bool km)
      : wm(wm), pitch(pitch), km(km) {
    Value q = m.shr(laneId, 3), rr = m.mask(laneId, 7);
    Value qLo = m.mask(q, 1), qHi = m.shr(q, 1);
    Value row = m.add(m.mul(wmIdx, 8), m.mul(qLo, 8 * wm)); // along M
    Value kcol = m.mul(qHi, 8);                             // along K
    lane = km ? m.add(m.mul(m.add(kcol, rr), pitch), row)
              : m.add(m.mul(m.add(row, rr), pitch), kcol);
  }
  /// a0..a3 of m-tile `mi` and k-step `k0` from `base` (an element index).
  SmallVector<Value> load(OpBuilder &b, Location loc, Value smem, Type elt,
                          Value base, int64_t mi, int64_t k0) const {
    IRMath m{b, loc};
    int64_t rowOff = mi * 16 * wm;
    int64_t off = km ? k0 * pitch + rowOff : rowOff * pitch + k0;
    return ldmatrix(b, loc, smem, elt, m.add(m.add(base, lane), off), 4, km);
  }
};

} // namespace

/// a0..a3 of 16-row tile `mi` and k-step `k0` from an A held as
/// simt::isRegisterOperandA says: (row g, k lo), (g + 8, lo), (g, hi),
/// (g + 8, hi), two adjacent elements per 32-bit register. mma.sync's and
/// wgmma's A fragments are the same per warp.
static SmallVector<Value> registerFragmentsA(OpBuilder &b, Location loc,
                                             const simt::DistView &va,
                                             ArrayRef<Value> aRegs, Type elt,
                                             int64_t mi, int64_t k0) {
  SmallVector<Value> f;
  auto pairTy = VectorType::get({2}, elt);
  for (int64_t kq = 0; kq < 2; ++kq)
    for (int64_t h = 0; h < 2; ++h) {
      int64_t r0 = va.regIndex({2 * mi + h, 2 * (k0 / 8 + kq)});
      Value pair = vector::FromElementsOp::create(
          b, loc, pairTy, ValueRange{aRegs[r0], aRegs[r0 + 1]});
      f.push_back(LLVM::BitcastOp::create(b, loc, b.getI32Type(), pair));
    }
  return f;
}

static void tensorCores(OpBuilder &b, Location loc, const MmaInfo &op,
                        Value smemA, Value smemB, const Staged &sa,
                        const Staged &sb, const simt::DistView &vc,
                        SmallVector<Value> &acc,
                        const simt::DistView *va = nullptr,
                        ArrayRef<Value> aRegs = {});

/// PTX writing register operand `out` of an asm anew from operand `in`
/// (the same value): an identity prmt, which ptxas does not treat as a copy.
static std::string renewRegister(size_t out, size_t in) {
  return "prmt.b32 $" + std::to_string(out) + ", $" + std::to_string(in) +
         ", 0, 0x3210;\n";
}

/// The side-effecting PTX `text` with every register of `regs` passed
/// through it (each an output tied to its input; f32 "f", i64 "l", else
/// "r"); `regs` then holds the outputs. A write of one of them is then
/// ordered before the instruction and a read after it, which no memory
/// ordering gives an asm.
/// `reads` are 32-bit registers the instruction only reads ("r"): they are
/// live until it.
static void passRegistersThrough(OpBuilder &b, Location loc, StringRef text,
                                 SmallVectorImpl<Value> &regs,
                                 ValueRange reads = {}) {
  std::string cons;
  SmallVector<Type> types;
  for (Value v : regs) {
    Type t = v.getType();
    types.push_back(t);
    cons += t.isF32() ? "=f," : t.isInteger(64) ? "=l," : "=r,";
  }
  for (size_t i = 0; i < regs.size(); ++i)
    cons += (i ? "," : "") + std::to_string(i);
  for (size_t i = 0; i < reads.size(); ++i)
    cons += (regs.empty() && i == 0) ? "r" : ",r";
  SmallVector<Value> ins(regs.begin(), regs.end());
  ins.append(reads.begin(), reads.end());
  auto allTy = LLVM::LLVMStructType::getLiteral(b.getContext(), types);
  auto asmOp = LLVM::InlineAsmOp::create(
      b, loc, allTy, ins, text, cons, /*has_side_effects=*/true,
      /*is_align_stack=*/false, LLVM::TailCallKind::None,
      LLVM::AsmDialectAttr(), ArrayAttr());
  for (size_t i = 0; i < regs.size(); ++i)
    regs[i] = LLVM::ExtractValueOp::create(b, loc, asmOp.getRes(), i);
}

/// The vector of i32 words that `vt`'s registers are, or null where its
/// bits do not fill whole words.
static VectorType asWords(VectorType vt) {
  int64_t bits = vt.getNumElements() * vt.getElementTypeBitWidth();
  return bits % 32 ? VectorType()
                   : VectorType::get({bits / 32},
                                     IntegerType::get(vt.getContext(), 32));
}

/// wgmma.wait_group `pending`: all but the newest `pending` groups of this
/// warpgroup's products are done. It passes every accumulator register
/// through, so nothing reads one before the products into it are done, and
/// reads `kept` (operand registers of products that may still run).
static void waitForProducts(OpBuilder &b, Location loc,
                            SmallVectorImpl<Value> &acc, int64_t pending,
                            ValueRange kept = {}) {
  passRegistersThrough(
      b, loc, "wgmma.wait_group.sync.aligned " + std::to_string(pending) + ";",
      acc, kept);
}

/// wgmma.fence.sync.aligned, passing `regs` (the accumulator and A-fragment
/// registers the next products read) through. PTX requires every write of
/// those registers to come before the fence; a plain fence asm orders only
/// memory, and LLVM sinks register copies (an accumulator's initial value,
/// a loop-carried phi's move) past it.
static void fenceRegisters(OpBuilder &b, Location loc,
                           SmallVectorImpl<Value> &regs) {
  if (regs.empty())
    NVVM::WgmmaFenceAlignedOp::create(b, loc);
  else
    passRegistersThrough(b, loc, "wgmma.fence.sync.aligned;", regs);
}

namespace {

/// The accumulator of products left in flight, once they are done. Only
/// wgmma leaves products in flight; elsewhere the value is already final.
struct MmaWaitLowering : TargetPattern<simt::MmaWaitOp> {
  using TargetPattern::TargetPattern;

  LogicalResult
  matchAndRewrite(simt::MmaWaitOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    if (!target.getChip().has(ChipFeature::Wgmma)) {
      b.replaceOp(op, a.getAcc());
      return success();
    }
    Location loc = op.getLoc();
    SmallVector<Value> acc = unpack(b, loc, a.getAcc());
    if (!llvm::all_of(acc, [](Value v) { return v.getType().isF32(); }))
      return op.emitOpError("waits for wgmma products, which accumulate "
                            "in f32");
    // The kept operands' registers, as 32-bit words read by the wait: they
    // stay live (unwritten) until it.
    SmallVector<Value> kept;
    for (Value k : a.getKeep()) {
      auto vt = cast<VectorType>(k.getType());
      VectorType words = asWords(vt);
      if (!words)
        return op.emitOpError("keeps 32-bit registers; ")
               << vt << " does not fill them";
      llvm::append_range(
          kept, unpack(b, loc, LLVM::BitcastOp::create(b, loc, words, k)));
    }
    waitForProducts(b, loc, acc, op.getPending(), kept);
    b.replaceOp(op,
                pack(b, loc, cast<VectorType>(a.getAcc().getType()), acc));
    return success();
  }
};

/// Each 32-bit register of the value through an identity prmt, in place
/// (tile_simt.renew: an instruction, not a copy, that writes it anew).
struct RenewLowering : OpConversionPattern<simt::RenewOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(simt::RenewOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto vt = cast<VectorType>(a.getSource().getType());
    VectorType words = asWords(vt);
    if (!words)
      return op.emitOpError("renews 32-bit registers; ")
             << vt << " does not fill them";
    SmallVector<Value> regs = unpack(
        b, loc, LLVM::BitcastOp::create(b, loc, words, a.getSource()));
    std::string text;
    for (size_t i = 0; i < regs.size(); ++i)
      text += renewRegister(i, i);
    passRegistersThrough(b, loc, text, regs);
    b.replaceOp(op, LLVM::BitcastOp::create(b, loc, vt,
                                            pack(b, loc, words, regs)));
    return success();
  }
};

struct MmaLowering : TargetPattern<simt::MmaOp> {
  using TargetPattern::TargetPattern;

  LogicalResult
  matchAndRewrite(simt::MmaOp op, OpAdaptor a,
                  ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto aTy = cast<RankedTensorType>(op.getLhs().getType());
    auto bTy = cast<RankedTensorType>(op.getRhs().getType());
    auto cTy = cast<RankedTensorType>(op.getType());
    Type elt = aTy.getElementType();
    unsigned rank = cTy.getRank();
    int64_t k = op.getK();
    const Chip &chip = target.getChip();
    bool tc = simt::isMmaAccumulator(cTy) &&
              simt::usesMmaSync(cTy.getShape(), k, elt, op.getTf32()) &&
              chip.has(ChipFeature::MmaSync) &&
              (elt.getIntOrFloatBitWidth() != 16 ||
               chip.has(ChipFeature::LdMatrix));
    if (!tc && !isa<FloatType, IntegerType>(elt))
      return op.emitOpError("has no lowering for ") << elt << " operands";
    if (succeeded(tryWgmma(op, a, b)))
      return success();
    // fp8 bytes multiply on fp8 tensor cores only (the multiply-add path
    // would read them as integers).
    if (std::optional<Type> f8 = op.getLhsFp8()) {
      // Only chips with fp8 tensor cores have the feature (Hopper's ptxas
      // would emulate the instruction, slower than the f16 decode).
      if (!chip.has(ChipFeature::MmaFp8)) {
        InFlightDiagnostic diag = op.emitOpError("multiplies ")
                                  << *f8 << " x " << *op.getRhsFp8()
                                  << " on tensor cores, which " << chip.name
                                  << " has not (mma.sync on fp8 in hardware: ";
        llvm::ListSeparator sep(", ");
        for (const Chip &c : getSupportedChips())
          if (c.has(ChipFeature::MmaFp8))
            diag << StringRef(sep) << c.name;
        return diag << "; decode them to f16 first)";
      }
      if (!tc)
        return op.emitOpError("multiplies ")
               << *f8 << " x " << *op.getRhsFp8()
               << " outside the mma.sync tiles (accumulator layout, M >= 16,"
                  " N >= 8, K a multiple of 32): decode them to f16 first";
    }

    bool lhsT = op.getLhsTransposed();
    bool regA = tc && !lhsT && simt::isRegisterOperandA(aTy, cTy);
    // A transposed rhs ([N][K]) is staged as it is where ldmatrix reads
    // 16-bit fragments (without .trans), transposed into [K][N] otherwise;
    // a transposed lhs ([K][M]) likewise, read with .trans.
    bool b16 = elt.getIntOrFloatBitWidth() == 16;
    bool rhsT = op.getRhsTransposed();
    bool rhsNK = rhsT && tc && b16;
    bool lhsKM = lhsT && tc && b16;
    // Operands read from a slot (tile-simt-pipeline-mma's rings) give their
    // fragments from there, on tensor cores, when no transposition is due.
    auto slotOf = [&](Value v, bool asIs) -> simt::ReadSlotOp {
      auto rs = v.getDefiningOp<simt::ReadSlotOp>();
      if (!rs || cast<simt::SharedBufferType>(rs.getSrc().getType())
                     .isSwizzled())
        return {}; // wgmma's layout: read into registers and staged
      return tc && rank == 2 && asIs ? rs : simt::ReadSlotOp();
    };
    simt::ReadSlotOp slotA = regA ? simt::ReadSlotOp()
                                  : slotOf(op.getLhs(), !lhsT || lhsKM);
    simt::ReadSlotOp slotB = slotOf(op.getRhs(), !rhsT || rhsNK);

    // Rows padded by 16 bytes (tensor cores: conflict-free ldmatrix and
    // fragment loads); the multiply-add path reads rows broadcast.
    int64_t eltBytes = std::max<int64_t>(1, elt.getIntOrFloatBitWidth() / 8);
    int64_t pad = tc ? 16 / eltBytes : 0;
    Staged sa, sb;
    sa.shape.assign(aTy.getShape().begin(), aTy.getShape().end());
    sb.shape.assign(bTy.getShape().begin(), bTy.getShape().end());
    if (rhsT && !rhsNK)
      std::swap(sb.shape[rank - 2], sb.shape[rank - 1]);
    if (lhsT && !lhsKM)
      std::swap(sa.shape[rank - 2], sa.shape[rank - 1]);
    sa.pitch = sa.shape.back() + pad;
    sb.pitch = sb.shape.back() + pad;
    int64_t batches = rank == 3 ? cTy.getDimSize(0) : 1;
    bool stageA = !regA && !slotA, stageB = !slotB;
    int64_t sizeA = stageA ? batches * sa.rowsPerBatch() * sa.pitch : 0;
    sb.offset = llvm::alignTo(sizeA, 16 / eltBytes);
    int64_t total =
        sb.offset + (stageB ? batches * sb.rowsPerBatch() * sb.pitch : 0);
    Value smem;
    if (stageA || stageB) {
      if (failed(target.reserveShared(op, elt, total)))
        return failure();
      smem = allocShared(b, op, elt, total);
    }
    // A slot's first element, rows of the ring's pitch from there.
    auto fromSlot = [&](simt::ReadSlotOp rs, Staged &st) -> Value {
      auto ring = cast<simt::SharedBufferType>(rs.getSrc().getType());
      st.pitch = ring.getPitch();
      st.offset = 0;
      return slotStart(b, loc, ring, b.getRemappedValue(rs.getSrc()),
                       b.getRemappedValue(rs.getSlot()));
    };
    Value smemA = slotA ? fromSlot(slotA, sa) : smem;
    Value smemB = slotB ? fromSlot(slotB, sb) : smem;

    simt::DistView va = *simt::getDistView(aTy);
    simt::DistView vb = *simt::getDistView(bTy);
    simt::DistView vc = *simt::getDistView(cTy);
    SmallVector<Value> aRegs = unpack(b, loc, a.getLhs());
    if (stageA)
      stage(b, loc, smem, elt, va, aRegs, sa, lhsT && !lhsKM);
    if (stageB)
      stage(b, loc, smem, elt, vb, unpack(b, loc, a.getRhs()), sb,
            rhsT && !rhsNK);
    if (smem)
      gpu::BarrierOp::create(b, loc);

    SmallVector<Value> acc = unpack(b, loc, a.getAcc());
    MmaInfo info = MmaInfo::of(op, elt, k);
    info.rhsNK = rhsNK;
    info.lhsKM = lhsKM;
    if (tc)
      tensorCores(b, loc, info, smemA, smemB, sa, sb, vc,
                  acc, regA ? &va : nullptr,
                  regA ? ArrayRef<Value>(aRegs) : ArrayRef<Value>());
    else
      multiplyAdd(b, loc, op, smem, sa, sb, vc, acc);
    if (smem)
      barrierIfInLoop(b, loc, op); // a later trip restages the operands
    auto vt = cast<VectorType>(getTypeConverter()->convertType(cTy));
    b.replaceOp(op, pack(b, loc, vt, acc));
    return success();
  }

  void multiplyAdd(OpBuilder &b, Location loc, simt::MmaOp op, Value smem,
                   const Staged &sa, const Staged &sb,
                   const simt::DistView &vc, SmallVector<Value> &acc) const;

  LogicalResult tryWgmma(simt::MmaOp op, OpAdaptor a,
                         ConversionPatternRewriter &b) const;
};
} // namespace

//===----------------------------------------------------------------------===//
// wgmma
//===----------------------------------------------------------------------===//

/// The constant part of a matrix descriptor: leading and stride byte
/// offsets (encoded >> 4; K-major swizzled layouts take leading 1) and the
/// swizzle mode of `blockBytes` (128: 1, 64: 2, 32: 3).
static uint64_t descriptorBits(int64_t leadEncoded, int64_t strideBytes,
                               int64_t blockBytes) {
  uint64_t mode = blockBytes == 128 ? 1 : blockBytes == 64 ? 2 : 3;
  return (uint64_t(leadEncoded) << 16) | (uint64_t(strideBytes >> 4) << 32) |
         (mode << 62);
}

LogicalResult MmaLowering::tryWgmma(simt::MmaOp op, OpAdaptor a,
                                    ConversionPatternRewriter &b) const {
  auto aTy = cast<RankedTensorType>(op.getLhs().getType());
  auto cTy = cast<RankedTensorType>(op.getType());
  auto bTy = cast<RankedTensorType>(op.getRhs().getType());
  Type elt = aTy.getElementType();
  int64_t k = op.getK();
  // fp8 operands are carried as i8 bytes; wgmma's k32 form multiplies them
  // as the formats lhs_fp8/rhs_fp8 name, both K-major.
  std::optional<Type> fp8A = op.getLhsFp8(), fp8B = op.getRhsFp8();
  Type multiplied = op.getOperandElementType();
  if (!target.getChip().has(ChipFeature::Wgmma) ||
      !simt::isWgmmaProduct(cTy, multiplied, k) ||
      (fp8A && op.getLhsTransposed()))
    return failure();
  int64_t kStep = simt::getWgmmaK(multiplied);
  simt::DistView vc = *simt::getDistView(cTy);
  int64_t wm = vc.wpc[0];
  Location loc = op.getLoc();
  IRMath m{b, loc};
  MLIRContext *ctx = b.getContext();
  Type f32 = b.getF32Type(), i64 = b.getI64Type();
  int64_t eltBytes = elt.getIntOrFloatBitWidth() / 8;
  int64_t mRows = cTy.getDimSize(0), n = cTy.getDimSize(1);
  bool rhsT = op.getRhsTransposed();
  bool lhsT = op.getLhsTransposed();
  // An fp8 B given [K][N] is staged transposed ([N][K], K-major).
  bool stageBT = fp8A && !rhsT;

  // Each operand in wgmma's swizzled layout: its ring slot when
  // tile-simt-pipeline-mma gave it one, else staged here into one scratch
  // buffer (A, then B from the next swizzle-pattern boundary).
  struct Source {
    simt::SharedBufferType ring;
    Value ptr;                // the operand's first element
    int64_t offset = -1;      // staged: element offset in the scratch
    Value lowered;            // staged: the registers
    RankedTensorType type;
    bool transposed = false;  // staged: its last two dims swapped
  };
  int64_t scratch = 0, align = kSharedAlign;
  // The slot `v` is read from when it is in wgmma's layout already.
  auto slotOf = simt::getDescriptorSlot;
  // An A in the accumulator's distribution gives its fragments from
  // registers (the same per warp as mma.sync's), like P in P V; one read
  // from a swizzled slot (shared-a's Q) is read there by descriptor.
  bool regA = !lhsT && !slotOf(op.getLhs(), wm) &&
              simt::isRegisterOperandA(aTy, cTy);
  // Such products are attention steps, which hold two accumulators (the
  // scores and the output) while wgmma pins its own and A in registers
  // (ptxas can spill neither): where two of them and the reserve pass what
  // one thread may hold, ptxas failed to allocate (TileGym's bnsd
  // attention at 256 x 128 tiles over 16 warps); mma.sync takes them.
  if (regA && 2 * simt::getNumRegisters(cTy) + simt::kWgmmaRegisterReserve >
                  simt::getRegisterBudget(simt::getNumThreads(
                      cast<simt::BlockedAttr>(cTy.getEncoding()))))
    return failure();
  // A transposed A ([K][M]) gives them too, loaded from rows padded by 16
  // bytes with ldmatrix.trans (wgmma's descriptors would need A's rows in
  // the warpgroups' order, which M-contiguous rows cannot take): from its
  // ring slot, or staged as it is.
  simt::ReadSlotOp slotAT;
  if (auto rs = op.getLhs().getDefiningOp<simt::ReadSlotOp>();
      rs && lhsT &&
      !cast<simt::SharedBufferType>(rs.getSrc().getType()).isSwizzled())
    slotAT = rs;
  bool fedA = regA || (lhsT ? bool(slotAT) : bool(slotOf(op.getLhs(), wm)));
  // A staged A only for a block's sole product. With two staged wgmma
  // products in one loop (TileGym's flashinfer paged prefill, 128 x 32
  // scores: K and V staged, Q and P from registers) the H200 gave wrong
  // results that either product alone on wgmma did not: the signature of
  // ptxas 13.0 giving a loop-invariant register A (Q) to P, which
  // tile-simt-renew-register-operands now prevents. Products staging only
  // B with A from registers take wgmma; two staging A keep mma.sync, no
  // such loop having run right on wgmma yet.
  bool staging = !fedA || !slotOf(op.getRhs(), 0);
  if (staging && !regA &&
      llvm::range_size(op->getBlock()->getOps<simt::MmaOp>()) > 1)
    return failure();
  // From here on the product is wgmma's: IR may be built.
  auto source = [&](Value v, Value lowered, RankedTensorType t,
                    unsigned warps, bool transpose = false) -> Source {
    simt::ReadSlotOp rs = transpose ? simt::ReadSlotOp() : slotOf(v, warps);
    if (rs) {
      auto ring = cast<simt::SharedBufferType>(rs.getSrc().getType());
      return Source{ring, slotStart(b, loc, ring,
                                    b.getRemappedValue(rs.getSrc()),
                                    b.getRemappedValue(rs.getSlot()))};
    }
    int64_t rows = t.getDimSize(0), cols = t.getDimSize(1);
    if (transpose)
      std::swap(rows, cols);
    simt::SharedAttr l =
        simt::getWgmmaSharedLayout(ctx, rows, cols, elt, warps);
    assert(l && "isWgmmaProduct operands always have a swizzled layout");
    auto ring = simt::SharedBufferType::get(ctx, {1, rows, cols}, elt, l);
    int64_t pattern = sharedAlignment(ring); // bytes
    align = std::max(align, pattern);
    int64_t offset = llvm::alignTo(scratch * eltBytes, pattern) / eltBytes;
    scratch = offset + rows * cols;
    return Source{ring, Value(), offset, lowered, t, transpose};
  };
  std::optional<Source> srcA;
  if (!regA && !lhsT)
    srcA = source(op.getLhs(), a.getLhs(), aTy, wm);
  std::optional<Source> srcB =
      source(op.getRhs(), a.getRhs(), bTy, 0, stageBT);
  rhsT |= stageBT;
  // The transposed A: [K][M] rows of pitchAT from ptrAT.
  Value ptrAT;
  int64_t pitchAT = 0, offAT = -1;
  if (slotAT) {
    auto ring = cast<simt::SharedBufferType>(slotAT.getSrc().getType());
    pitchAT = ring.getPitch();
    ptrAT = slotStart(b, loc, ring, b.getRemappedValue(slotAT.getSrc()),
                      b.getRemappedValue(slotAT.getSlot()));
  } else if (lhsT) {
    pitchAT = mRows + 16 / eltBytes;
    offAT = llvm::alignTo(scratch, 16 / eltBytes);
    scratch = offAT + k * pitchAT;
  }
  if (scratch) {
    if (failed(target.reserveShared(op, elt, scratch)))
      return failure();
    Value smem = allocShared(b, op, elt, scratch, align);
    if (offAT >= 0) {
      ptrAT = LLVM::GEPOp::create(b, loc, smem.getType(), elt, smem,
                                  ArrayRef<LLVM::GEPArg>{(int32_t)offAT});
      Staged st;
      st.shape.assign(aTy.getShape().begin(), aTy.getShape().end());
      st.pitch = pitchAT;
      stage(b, loc, ptrAT, elt, *simt::getDistView(aTy),
            unpack(b, loc, a.getLhs()), st);
    }
    for (std::optional<Source> *opt : {&srcA, &srcB}) {
      if (!*opt || (*opt)->offset < 0)
        continue;
      Source *src = &**opt;
      src->ptr = LLVM::GEPOp::create(
          b, loc, smem.getType(), elt, smem,
          ArrayRef<LLVM::GEPArg>{(int32_t)src->offset});
      Staged st;
      st.shape.assign(src->type.getShape().begin(), src->type.getShape().end());
      if (src->transposed)
        std::swap(st.shape[0], st.shape[1]);
      stage(b, loc, src->ptr, elt, *simt::getDistView(src->type),
            unpack(b, loc, src->lowered), st, src->transposed, src->ring);
    }
    // The stores go through the generic proxy; wgmma reads through the
    // async one.
    fenceAsyncProxy(b, loc);
    gpu::BarrierOp::create(b, loc);
  }
  simt::SharedBufferType ringA = srcA ? srcA->ring : simt::SharedBufferType(),
                         ringB = srcB->ring;

  // Start addresses of the two operands, as descriptors' low 14 bits.
  auto start = [&](const Source &src) {
    Value addr = LLVM::PtrToIntOp::create(b, loc, b.getI32Type(), src.ptr);
    Value enc = m.mask(m.shr(addr, 4), 0x3FFF);
    return arith::ExtUIOp::create(b, loc, i64, enc).getResult();
  };
  auto withBits = [&](Value lo, uint64_t bits) -> Value {
    Value c = arith::ConstantIntOp::create(b, loc, i64, (int64_t)bits);
    return arith::OrIOp::create(b, loc, lo, c);
  };
  auto plus = [&](Value desc, int64_t bytes) -> Value {
    if (!bytes)
      return desc;
    Value c = arith::ConstantIntOp::create(b, loc, i64, bytes >> 4);
    return arith::AddIOp::create(b, loc, desc, c);
  };

  // A: K-major, blocks of the swizzle width along K; warpgroup g's block i
  // starts at smem row 64 (i x warpgroups + g) (the mmaWarps order).
  bool descriptorA = !regA && !lhsT;
  int64_t blockA = descriptorA ? ringA.getPitch() : 0,
          bytesA = blockA * eltBytes;
  Value descA;
  if (descriptorA) {
    descA = withBits(start(*srcA), descriptorBits(1, 8 * bytesA, bytesA));
    Value group = m.shr(warpIndexAlong(b, loc, vc, 0), 2);
    Value rowA = m.mul(group, 64 * bytesA); // bytes
    descA = arith::AddIOp::create(
        b, loc, descA,
        arith::ExtUIOp::create(b, loc, i64, m.shr(rowA, 4)).getResult());
  }
  // B: [K][N] is N-major (trans-b): blocks along N, `leading` apart;
  // [N][K] is K-major like A.
  int64_t blockB = ringB.getPitch(), bytesB = blockB * eltBytes;
  int64_t rowsB = ringB.getTileShape()[0];
  Value descB = withBits(
      start(*srcB),
      descriptorBits(rhsT ? 1 : (rowsB * bytesB) >> 4, 8 * bytesB, bytesB));

  // One asm per instruction: the accumulator block's n/2 registers in and
  // out, A's descriptor or its four fragment registers, B's descriptor,
  // the scale-d predicate's source.
  std::string tyA = fp8A ? fp8Name(*fp8A).str() : elt.isF16() ? "f16" : "bf16";
  std::string tyB = fp8B ? fp8Name(*fp8B).str() : tyA;
  int64_t numA = descriptorA ? 1 : 4, pred = n / 2 + numA + 1;
  std::string str = "{\n.reg .pred p;\nsetp.ne.b32 p, $" +
                    std::to_string(pred) + ", 0;\nwgmma.mma_async.sync." +
                    "aligned.m64n" + std::to_string(n) + "k" +
                    std::to_string(kStep) + ".f32." + tyA + "." + tyB + " {";
  // The 16-bit forms take the operands' transpose bits; fp8 has none (its
  // operands are K-major).
  std::string transposeBits =
      fp8A ? "" : std::string(", 0, ") + (rhsT ? "0" : "1");
  std::string cons;
  for (int64_t i = 0; i < n / 2; ++i) {
    str += (i ? ", $" : "$") + std::to_string(i);
    cons += "=f,";
  }
  auto operand = [](int64_t i) { return "$" + std::to_string(i); };
  if (!descriptorA)
    str += "}, {" + operand(n / 2) + ", " + operand(n / 2 + 1) + ", " +
           operand(n / 2 + 2) + ", " + operand(n / 2 + 3) + "}, " +
           operand(n / 2 + 4) + ", p, 1, 1, " + (rhsT ? "0" : "1") + ";\n}";
  else
    str += "}, " + operand(n / 2) + ", " + operand(n / 2 + 1) + ", p, 1, 1" +
           transposeBits + ";\n}";
  cons += descriptorA ? "l,l,r" : "r,r,r,r,l,r";
  for (int64_t i = 0; i < n / 2; ++i)
    cons += "," + std::to_string(i);
  auto blockTy =
      LLVM::LLVMStructType::getLiteral(ctx, SmallVector<Type>(n / 2, f32));

  SmallVector<Value> acc = unpack(b, loc, a.getAcc());
  // fp8 products without fast_acc begin from zero and are added to the
  // accumulator in f32 once done (the tensor core sums fp8 products in
  // fewer bits than f32); one that starts from zero needs no add.
  SmallVector<Value> base;
  if (fp8A && !op.getFastAcc() && !matchPattern(op.getAcc(), m_AnyZeroFloat()))
    base = acc;
  // A product from zero (an attention loop's scores, or fp8's own sum)
  // takes wgmma's scale-d = 0 on its first k-step, D = A B, and reads no
  // accumulator: its registers need no zeros written first.
  bool fromZero =
      !base.empty() || matchPattern(op.getAcc(), m_AnyZeroFloat());
  if (fromZero)
    acc.assign(acc.size(), LLVM::UndefOp::create(b, loc, f32));
  SmallVector<Value> aRegs = regA ? unpack(b, loc, a.getLhs())
                                  : SmallVector<Value>();
  simt::DistView va = *simt::getDistView(aTy);
  int64_t nM = vc.nReg[0] / 2, warpgroups = wm / 4;
  auto accIndex = [&](int64_t mi, int64_t r) {
    // Register r of the instruction: n-block r/4, row half (r/2)%2, column
    // r%2: the mma.sync fragment's order within each 8 columns.
    int64_t nj = r / 4, h = (r / 2) % 2, j = r % 2;
    return vc.regIndex({2 * mi + h, 2 * nj + j});
  };
  Value one = m.c(1), zero = m.c(0);
  // One wgmma of 64-row block `mi` and k-step `k0`, A given by `ins`.
  auto issue = [&](int64_t mi, int64_t k0, SmallVector<Value> ins) {
    int64_t offB = rhsT ? (k0 / blockB) * rowsB * bytesB +
                              (k0 % blockB) * eltBytes
                        : k0 * bytesB;
    ins.append({plus(descB, offB), fromZero && k0 == 0 ? zero : one});
    for (int64_t r = 0; r < n / 2; ++r)
      ins.push_back(acc[accIndex(mi, r)]);
    auto asmOp = LLVM::InlineAsmOp::create(
        b, loc, blockTy, ins, str, cons, /*has_side_effects=*/true,
        /*is_align_stack=*/false, LLVM::TailCallKind::None,
        LLVM::AsmDialectAttr(), ArrayAttr());
    for (int64_t r = 0; r < n / 2; ++r)
      acc[accIndex(mi, r)] =
          LLVM::ExtractValueOp::create(b, loc, asmOp.getRes(), r);
  };
  if (lhsT) {
    // ldmatrix writes the A registers a wgmma reads: each k-step's loads
    // come before the fence that orders them before its instructions.
    FragmentsA frag(m, m.mask(threadId(b, loc), 31),
                    warpIndexAlong(b, loc, vc, 0), wm, pitchAT, true);
    // Only the first fence carries the accumulator: later k-steps' products
    // into it are ordered by the instructions themselves.
    for (int64_t k0 = 0; k0 < k; k0 += 16) {
      SmallVector<Value> regs;
      for (int64_t mi = 0; mi < nM; ++mi)
        llvm::append_range(regs,
                           frag.load(b, loc, ptrAT, elt, m.c(0), mi, k0));
      size_t numFrag = regs.size();
      if (k0 == 0)
        llvm::append_range(regs, acc);
      fenceRegisters(b, loc, regs);
      if (k0 == 0)
        std::copy(regs.begin() + numFrag, regs.end(), acc.begin());
      for (int64_t mi = 0; mi < nM; ++mi)
        issue(mi, k0,
              SmallVector<Value>(regs.begin() + 4 * mi,
                                 regs.begin() + 4 * mi + 4));
    }
  } else {
    // A's fragments (from registers) and the accumulator, fenced.
    SmallVector<Value> regs;
    for (int64_t mi = 0; regA && mi < nM; ++mi)
      for (int64_t k0 = 0; k0 < k; k0 += 16)
        llvm::append_range(regs,
                           registerFragmentsA(b, loc, va, aRegs, elt, mi, k0));
    size_t numFrag = regs.size();
    llvm::append_range(regs, acc);
    fenceRegisters(b, loc, regs);
    std::copy(regs.begin() + numFrag, regs.end(), acc.begin());
    const Value *frag = regs.data();
    for (int64_t mi = 0; mi < nM; ++mi) {
      Value dA = regA ? Value() : plus(descA, mi * warpgroups * 64 * bytesA);
      for (int64_t k0 = 0; k0 < k; k0 += kStep) {
        SmallVector<Value> ins;
        if (regA) {
          ins.assign(frag, frag + 4);
          frag += 4;
        } else {
          int64_t offA =
              (k0 / blockA) * mRows * bytesA + (k0 % blockA) * eltBytes;
          ins.push_back(plus(dA, offA));
        }
        issue(mi, k0, std::move(ins));
      }
    }
  }
  NVVM::WgmmaGroupSyncAlignedOp::create(b, loc);
  // In flight: the previous trip's group is done, this one still runs;
  // issue_only: no group is waited for here (mma_wait does it).
  if (!op.getIssueOnly())
    waitForProducts(b, loc, acc, op.getInFlight() && base.empty() ? 1 : 0);
  for (auto [sum, was] : llvm::zip(acc, base))
    sum = LLVM::FAddOp::create(b, loc, was, sum);
  if (scratch)
    barrierIfInLoop(b, loc, op); // a later trip restages the operands
  auto vt = cast<VectorType>(getTypeConverter()->convertType(cTy));
  b.replaceOp(op, pack(b, loc, vt, acc));
  return success();
}

//===----------------------------------------------------------------------===//
// Tensor cores
//===----------------------------------------------------------------------===//

static void tensorCores(OpBuilder &b, Location loc, const MmaInfo &op,
                        Value smemA, Value smemB, const Staged &sa,
                        const Staged &sb, const simt::DistView &vc,
                        SmallVector<Value> &acc, const simt::DistView *va,
                        ArrayRef<Value> aRegs) {
  IRMath m{b, loc};
  MLIRContext *ctx = b.getContext();
  Type elt = op.elt, accElt = op.accElt;
    unsigned rank = vc.shape.size(), dm = rank - 2, dn = rank - 1;
    int64_t kInstr = simt::getMmaSyncK(elt, op.tf32);
    int64_t k = op.k;
    int64_t wm = vc.wpc[dm], wn = vc.wpc[dn];
    int64_t nM = vc.nReg[dm] / 2, nN = vc.nReg[dn] / 2;
    int64_t nB = rank == 3 ? vc.nReg[0] : 1, wb = rank == 3 ? vc.wpc[0] : 1;
    int64_t lda = sa.pitch, ldb = sb.pitch;
    bool b16 = elt.getIntOrFloatBitWidth() == 16;

    Value lane = m.mask(threadId(b, loc), 31);
    Value g = m.shr(lane, 2), t = m.mask(lane, 3);
    Value wmIdx = warpIndexAlong(b, loc, vc, dm);
    Value wnIdx = warpIndexAlong(b, loc, vc, dn);
    Value wbIdx = rank == 3 ? warpIndexAlong(b, loc, vc, 0) : m.c(0);
    // Row of instruction row `g` + 8h of m-tile 0, column of instruction
    // column `g` of n-tile 0 (tile mi adds 16 wm rows, nj adds 8 wn columns).
    Value rowG = m.add(g, m.mul(wmIdx, 8));
    Value colG = m.add(g, m.mul(wnIdx, 8));

    // The ldmatrix lanes' addresses: lane l gives row l % 8 of matrix l / 8.
    Value q = m.shr(lane, 3), rr = m.mask(lane, 7);
    Value qLo = m.mask(q, 1), qHi = m.shr(q, 1);
    std::optional<FragmentsA> fragA;
    Value bLane;
    if (b16) {
      fragA.emplace(m, lane, wmIdx, wm, lda, op.lhsKM);
      // B matrices: (nj, k 0-7), (nj, k 8-15), (nj+1, ...); from [K][N]
      // transposed by ldmatrix, from [N][K] as they are.
      Value krow = m.add(m.mul(qLo, 8), rr);
      Value col = m.add(m.mul(wnIdx, 8), m.mul(qHi, 8 * wn));
      if (op.rhsNK)
        bLane = m.add(m.mul(m.add(m.add(m.mul(wnIdx, 8), m.mul(qHi, 8 * wn)),
                                  rr),
                            ldb),
                      m.mul(qLo, 8));
      else
        bLane = m.add(m.mul(krow, ldb), col);
    }

    Type i32 = b.getI32Type();
    NVVM::MMATypes ptx;
    if (elt.isF16())
      ptx = NVVM::MMATypes::f16;
    else if (elt.isBF16())
      ptx = NVVM::MMATypes::bf16;
    else if (elt.isF32())
      ptx = NVVM::MMATypes::tf32;
    else if (elt.isF64())
      ptx = NVVM::MMATypes::f64;
    else
      ptx = NVVM::MMATypes::s8;
    std::array<NVVM::MMATypes, 2> ptxTypes{ptx, ptx};
    if (elt.isInteger(8)) {
      ptxTypes[0] = op.lhsSigned ? NVVM::MMATypes::s8 : NVVM::MMATypes::u8;
      ptxTypes[1] = op.rhsSigned ? NVVM::MMATypes::s8 : NVVM::MMATypes::u8;
    }
    auto f16x2 = VectorType::get({2}, b.getF16Type());
    auto asOperand = [&](Value r) -> Value {
      return elt.isF16() ? Value(LLVM::BitcastOp::create(b, loc, f16x2, r)) : r;
    };

    auto accIndex = [&](int64_t bi, int64_t mi, int64_t nj, int64_t h,
                        int64_t j) {
      SmallVector<int64_t> idx(rank, 0);
      if (rank == 3)
        idx[0] = bi;
      idx[dm] = 2 * mi + h;
      idx[dn] = 2 * nj + j;
      return vc.regIndex(idx);
    };

    for (int64_t bi = 0; bi < nB; ++bi) {
      Value bt = m.add(wbIdx, bi * wb);
      Value aBase = m.add(m.mul(bt, sa.rowsPerBatch() * lda), sa.offset);
      Value bBase = m.add(m.mul(bt, sb.rowsPerBatch() * ldb), sb.offset);
      for (int64_t ks = 0; ks < k / kInstr; ++ks) {
        int64_t k0 = ks * kInstr;
        SmallVector<SmallVector<Value>> af(nM), bf(nN);
        for (int64_t mi = 0; mi < nM; ++mi) {
          int64_t rowOff = mi * 16 * wm;
          if (!aRegs.empty()) {
            af[mi] = registerFragmentsA(b, loc, *va, aRegs, elt, mi, k0);
            continue;
          }
          if (b16) {
            af[mi] = fragA->load(b, loc, smemA, elt, aBase, mi, k0);
            continue;
          }
          if (elt.isF64()) { // m8n8k4, one per row half: a0 = (row g, k t)
            for (int64_t h = 0; h < 2; ++h) {
              Value row = m.add(rowG, rowOff + h * 8 * wm);
              Value idx = m.add(m.add(aBase, m.mul(row, lda)), m.add(t, k0));
              af[mi].push_back(loadAt(b, loc, smemA, elt, elt, idx));
            }
            continue;
          }
          // Pushed in order a0 (row g, k lo), a1 (row g+8, k lo), a2 (g, k
          // hi), a3 (g+8, k hi).
          for (int64_t kq = 0; kq < 2; ++kq)
            for (int64_t h = 0; h < 2; ++h) {
              Value row = m.add(rowG, rowOff + h * 8 * wm);
              Value base = m.add(aBase, m.mul(row, lda));
              if (elt.isF32()) { // tf32 m16n8k8: k = t + 4 kq
                Value col = m.add(t, k0 + 4 * kq);
                Value v = loadAt(b, loc, smemA, elt, elt, m.add(base, col));
                af[mi].push_back(LLVM::BitcastOp::create(b, loc, i32, v));
              } else { // i8 m16n8k32: k = 4t .. 4t+3 (+16 kq), one word
                Value col = m.add(m.mul(t, 4), k0 + 16 * kq);
                af[mi].push_back(
                    loadAt(b, loc, smemA, elt, i32, m.add(base, col), 4));
              }
            }
        }
        for (int64_t nj = 0; nj < nN; ++nj) {
          int64_t colOff = nj * 8 * wn;
          if (b16) {
            if (nj % 2)
              continue;
            unsigned num = nj + 1 < nN ? 4 : 2;
            int64_t off = op.rhsNK ? colOff * ldb + k0 : k0 * ldb + colOff;
            SmallVector<Value> r =
                ldmatrix(b, loc, smemB, elt, m.add(m.add(bBase, bLane), off),
                         num, !op.rhsNK);
            bf[nj] = {r[0], r[1]};
            if (num == 4)
              bf[nj + 1] = {r[2], r[3]};
            continue;
          }
          Value col = m.add(colG, colOff);
          if (elt.isF64()) { // b0 = (k t, column g)
            Value idx = m.add(bBase, m.add(m.mul(m.add(t, k0), ldb), col));
            bf[nj].push_back(loadAt(b, loc, smemB, elt, elt, idx));
            continue;
          }
          for (int64_t kq = 0; kq < 2; ++kq) {
            if (elt.isF32()) { // b0: k = t, b1: k = t + 4
              Value row = m.add(t, k0 + 4 * kq);
              Value idx = m.add(bBase, m.add(m.mul(row, ldb), col));
              Value v = loadAt(b, loc, smemB, elt, elt, idx);
              bf[nj].push_back(LLVM::BitcastOp::create(b, loc, i32, v));
              continue;
            }
            // i8: k = 4t + i (+16 kq), four bytes of one column.
            SmallVector<Value> bytes;
            for (int64_t i = 0; i < 4; ++i) {
              Value row = m.add(m.mul(t, 4), k0 + 16 * kq + i);
              Value idx = m.add(bBase, m.add(m.mul(row, ldb), col));
              bytes.push_back(loadAt(b, loc, smemB, elt, elt, idx));
            }
            Value v4 = vector::FromElementsOp::create(
                b, loc, VectorType::get({4}, elt), bytes);
            bf[nj].push_back(LLVM::BitcastOp::create(b, loc, i32, v4));
          }
        }
        for (int64_t mi = 0; mi < nM; ++mi)
          for (int64_t nj = 0; nj < nN; ++nj) {
            if (elt.isF64()) { // rows g (h = 0) and g + 8 wm (h = 1) apart
              auto resTy = LLVM::LLVMStructType::getLiteral(ctx, {elt, elt});
              for (int64_t h = 0; h < 2; ++h) {
                Value d = NVVM::MmaOp::create(
                    b, loc, resTy, ValueRange{af[mi][h]},
                    ValueRange{bf[nj][0]},
                    ValueRange{acc[accIndex(bi, mi, nj, h, 0)],
                               acc[accIndex(bi, mi, nj, h, 1)]},
                    {8, 8, 4}, std::nullopt, std::nullopt, ptxTypes,
                    std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                                   NVVM::MMALayout::col});
                for (int64_t j = 0; j < 2; ++j)
                  acc[accIndex(bi, mi, nj, h, j)] =
                      LLVM::ExtractValueOp::create(b, loc, d, j);
              }
              continue;
            }
            SmallVector<Value> cs, as, bs;
            for (Value v : af[mi])
              as.push_back(asOperand(v));
            for (Value v : bf[nj])
              bs.push_back(asOperand(v));
            Type resTy;
            if (accElt.isF16()) {
              for (int64_t h = 0; h < 2; ++h)
                cs.push_back(vector::FromElementsOp::create(
                    b, loc, f16x2,
                    ValueRange{acc[accIndex(bi, mi, nj, h, 0)],
                               acc[accIndex(bi, mi, nj, h, 1)]}));
              resTy = LLVM::LLVMStructType::getLiteral(ctx, {f16x2, f16x2});
            } else {
              for (int64_t h = 0; h < 2; ++h)
                for (int64_t j = 0; j < 2; ++j)
                  cs.push_back(acc[accIndex(bi, mi, nj, h, j)]);
              resTy = LLVM::LLVMStructType::getLiteral(
                  ctx, SmallVector<Type>(4, accElt));
            }
            if (op.lhsFp8) {
              // NVVM's mma.sync op has no dense fp8 form: the intrinsic.
              // Without fast_acc each instruction's sum starts from zero
              // and is added in f32, so the tensor core's fp8 accumulation
              // never carries the running sum (cuBLAS's promotion).
              std::string name = ("llvm.nvvm.mma.m16n8k32.row.col.f32." +
                                  fp8Name(op.lhsFp8) + "." +
                                  fp8Name(op.rhsFp8) + ".f32")
                                     .str();
              SmallVector<Value> args(as);
              args.append(bs);
              Value zero;
              if (!op.fastAcc)
                zero = LLVM::ConstantOp::create(b, loc, accElt,
                                                b.getF32FloatAttr(0.0f));
              for (Value c : cs)
                args.push_back(op.fastAcc ? c : zero);
              Value d = LLVM::CallIntrinsicOp::create(
                            b, loc, resTy, b.getStringAttr(name), args)
                            .getResult(0);
              for (int64_t h = 0; h < 2; ++h)
                for (int64_t j = 0; j < 2; ++j) {
                  Value r = LLVM::ExtractValueOp::create(b, loc, d, 2 * h + j);
                  int64_t i = accIndex(bi, mi, nj, h, j);
                  acc[i] = op.fastAcc
                               ? r
                               : Value(LLVM::FAddOp::create(b, loc, acc[i], r));
                }
              continue;
            }
            std::optional<NVVM::MMAIntOverflow> ovf;
            if (elt.isInteger(8))
              ovf = NVVM::MMAIntOverflow::wrapped;
            Value d = NVVM::MmaOp::create(
                b, loc, resTy, as, bs, cs, {16, 8, kInstr}, std::nullopt, ovf,
                ptxTypes,
                std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                               NVVM::MMALayout::col});
            if (accElt.isF16()) {
              for (int64_t h = 0; h < 2; ++h) {
                Value pair = LLVM::ExtractValueOp::create(b, loc, d, h);
                for (int64_t j = 0; j < 2; ++j)
                  acc[accIndex(bi, mi, nj, h, j)] =
                      vector::ExtractOp::create(b, loc, pair, j);
              }
            } else {
              for (int64_t h = 0; h < 2; ++h)
                for (int64_t j = 0; j < 2; ++j)
                  acc[accIndex(bi, mi, nj, h, j)] =
                      LLVM::ExtractValueOp::create(b, loc, d, 2 * h + j);
            }
          }
      }
    }
  }

//===----------------------------------------------------------------------===//
// Multiply-adds in threads
//===----------------------------------------------------------------------===//

void MmaLowering::multiplyAdd(OpBuilder &b, Location loc, simt::MmaOp op,
                              Value smem, const Staged &sa, const Staged &sb,
                              const simt::DistView &vc,
                              SmallVector<Value> &acc) const {
    IRMath m{b, loc};
    auto aTy = cast<RankedTensorType>(op.getLhs().getType());
    Type elt = aTy.getElementType();
    Type accElt = cast<RankedTensorType>(op.getType()).getElementType();
    bool isInt = isa<IntegerType>(accElt);
    // f16/bf16 accumulators add in f32 and round once at the end.
    Type work = accElt.getIntOrFloatBitWidth() < 32 ? b.getF32Type() : accElt;
    int64_t k = op.getK();
    unsigned rank = sa.shape.size();

    // Each register's (batch, row) and (batch, column): registers sharing
    // their static coordinates share the operand element they read.
    SmallVector<Value> thread = threadCoords(b, loc, vc);
    std::map<SmallVector<int64_t>, unsigned> rowKey, colKey;
    SmallVector<Value> rowBase, colBase;
    SmallVector<unsigned> rowOf(vc.numRegs), colOf(vc.numRegs);
    for (int64_t r = 0; r < vc.numRegs; ++r) {
      SmallVector<int64_t> sc = vc.staticCoord(r);
      if (vc.sliceDim >= 0)
        sc.erase(sc.begin() + vc.sliceDim);
      SmallVector<int64_t> rk(sc), ck(sc);
      rk.pop_back();
      ck.erase(ck.end() - 2);
      auto [ri, newRow] = rowKey.try_emplace(rk, rowBase.size());
      auto [ci, newCol] = colKey.try_emplace(ck, colBase.size());
      if (newRow || newCol) {
        SmallVector<Value> c = tensorCoords(b, loc, vc, thread, r);
        Value bt = rank == 3 ? c[0] : m.c(0);
        if (newRow) // ((bt * M) + row) * pitch
          rowBase.push_back(m.add(
              m.mul(m.add(m.mul(bt, sa.rowsPerBatch()), c[rank - 2]),
                    sa.pitch),
              sa.offset));
        if (newCol) // bt * K * pitch + col
          colBase.push_back(m.add(
              m.add(m.mul(bt, sb.rowsPerBatch() * sb.pitch), c[rank - 1]),
              sb.offset));
      }
      rowOf[r] = ri->second;
      colOf[r] = ci->second;
    }

    auto widen = [&](Value v, bool isSigned) -> Value {
      if (v.getType() == work)
        return v;
      if (isInt)
        return isSigned ? Value(arith::ExtSIOp::create(b, loc, work, v))
                        : Value(arith::ExtUIOp::create(b, loc, work, v));
      return arith::ExtFOp::create(b, loc, work, v);
    };
    auto vt = VectorType::get({vc.numRegs}, work);
    SmallVector<Value> init;
    for (Value v : acc)
      init.push_back(v.getType() == work
                         ? v
                         : Value(arith::ExtFOp::create(b, loc, work, v)));
    Value start = pack(b, loc, vt, init);

    // Unrolled by `unroll` k steps per trip, loads first: a step's shared
    // loads then wait behind the previous steps' rather than each
    // multiply-add waiting for its own (a decode's 4 x 16 product over
    // K = 128 is otherwise 128 trips of load latency).
    int64_t loads = static_cast<int64_t>(rowBase.size() + colBase.size());
    int64_t unroll = 1;
    while (unroll < kMultiplyAddUnroll && k % (2 * unroll) == 0 &&
           2 * unroll * loads <= kMultiplyAddLoadsInFlight)
      unroll *= 2;
    // Bounds made one by one: argument evaluation order is unspecified.
    Value lb = m.c(0), ub = m.c(k), step = m.c(unroll);
    auto loop = scf::ForOp::create(b, loc, lb, ub, step, ValueRange{start});
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(loop.getBody());
      IRMath mb{b, loc};
      SmallVector<SmallVector<Value>> as(unroll), bs(unroll);
      for (int64_t u = 0; u < unroll; ++u) {
        Value kk = mb.add(loop.getInductionVar(), mb.c(u));
        Value kRow = mb.mul(kk, sb.pitch);
        for (Value base : rowBase)
          as[u].push_back(widen(
              loadAt(b, loc, smem, elt, elt, mb.add(base, kk)),
              op.getLhsSigned()));
        for (Value base : colBase)
          bs[u].push_back(widen(
              loadAt(b, loc, smem, elt, elt, mb.add(base, kRow)),
              op.getRhsSigned()));
      }
      SmallVector<Value> cur = unpack(b, loc, loop.getRegionIterArgs()[0]);
      for (int64_t u = 0; u < unroll; ++u)
        for (int64_t r = 0; r < vc.numRegs; ++r) {
          Value x = as[u][rowOf[r]], y = bs[u][colOf[r]];
          cur[r] = isInt ? Value(arith::AddIOp::create(
                               b, loc, cur[r],
                               arith::MulIOp::create(b, loc, x, y)))
                         : Value(LLVM::FMAOp::create(b, loc, x, y, cur[r]));
        }
      scf::YieldOp::create(b, loc, pack(b, loc, vt, cur));
    }
    SmallVector<Value> out = unpack(b, loc, loop.getResult(0));
    for (int64_t r = 0; r < vc.numRegs; ++r)
      acc[r] = out[r].getType() == accElt
                   ? out[r]
                   : Value(arith::TruncFOp::create(b, loc, accElt, out[r]));
}

void mlir::tileir::lowering::populateMmaLowering(TypeConverter &tc,
                                                 RewritePatternSet &patterns,
                                                 LoweringTarget &target) {
  patterns.add<MmaLowering, MmaWaitLowering>(tc, patterns.getContext(),
                                            target);
  patterns.add<RenewLowering>(tc, patterns.getContext());
}
