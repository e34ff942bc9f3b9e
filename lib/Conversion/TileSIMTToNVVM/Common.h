//===- Common.h - helpers of the tile_simt -> NVVM lowering ------*- C++ -*-===//
#ifndef TILEIR_LIB_CONVERSION_TILESIMTTONVVM_COMMON_H
#define TILEIR_LIB_CONVERSION_TILESIMTTONVVM_COMMON_H

#include "TileIR/Conversion/Passes.h"
#include "TileIR/Dialect/TileSIMT/IR/Layout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::tileir::lowering {

Value i32Const(OpBuilder &b, Location loc, int64_t v);

/// The thread's index in the CTA (x), as i32.
Value threadId(OpBuilder &b, Location loc);

/// i32 index arithmetic on IR values. LayoutLowering.cpp runs the same
/// mapping code on numbers too (its HostMath has this interface).
struct IRMath {
  using V = Value;
  OpBuilder &b;
  Location loc;
  V c(int64_t x) { return i32Const(b, loc, x); }
  V add(V x, V y) { return arith::AddIOp::create(b, loc, x, y); }
  /// x + k, nothing for k = 0.
  V add(V x, int64_t k) { return k ? add(x, c(k)) : x; }
  V mul(V x, int64_t k) { return arith::MulIOp::create(b, loc, x, c(k)); }
  V shr(V x, int64_t k) { return arith::ShRUIOp::create(b, loc, x, c(k)); }
  V mask(V x, int64_t k) { return arith::AndIOp::create(b, loc, x, c(k)); }
};

/// Per-dim coordinate of the first element this thread holds in each
/// spt-sized block: (lane index + tpw * warp index) * spt, in i32.
SmallVector<Value> threadCoords(OpBuilder &b, Location loc,
                                const simt::DistView &v);

/// Coordinates of register `r`: threadCoords + its static part, wrapped
/// into the shape where the layout is larger than the tile.
SmallVector<Value> regCoords(OpBuilder &b, Location loc,
                             const simt::DistView &v,
                             ArrayRef<Value> thread, int64_t r);

/// regCoords in the tensor's own dims (a slice layout's squeezed dim left
/// out).
SmallVector<Value> tensorCoords(OpBuilder &b, Location loc,
                                const simt::DistView &v,
                                ArrayRef<Value> thread, int64_t r);

/// The registers of a `vec`-promising access that one vector access may
/// move: for each register starting a thread's run of `width` consecutive
/// elements along the innermost dim (simt::getThreadRunWidth; runs start at
/// multiples of the width in the element's coordinate, as a thread's block
/// and its repetitions start at multiples of sizePerThread), the run's
/// registers in order; none where the width is 1.
SmallVector<SmallVector<int64_t>>
vectorGroups(Type t, std::optional<int64_t> vec, int64_t &width);

/// threadCoords and regCoords of one known thread `tid`, computed at
/// compile time (the same arithmetic on numbers).
SmallVector<int64_t> threadCoordsOf(const simt::DistView &v, int64_t tid);
SmallVector<int64_t> regCoordsOf(const simt::DistView &v,
                                 ArrayRef<int64_t> thread, int64_t r);

/// Threads of the CTA a layout distributes over.
int64_t numThreadsOf(const simt::DistView &v);

/// Warp index along dim d, wrapped to the distinct warps.
Value warpIndexAlong(OpBuilder &b, Location loc, const simt::DistView &v,
                     unsigned d);

/// gpu.shuffle of any scalar int/float (narrow ones travel widened to 32
/// bits, 64-bit ones as two halves) over the full warp.
Value shuffle(OpBuilder &b, Location loc, Value v, Value offset,
              gpu::ShuffleMode mode);

/// Clones the single-block combiner with (a, b) bound to its arguments.
Value combine(OpBuilder &b, Region &combiner, Value lhs, Value rhs);

/// What the patterns ask of the target (as Triton's TargetInfo): the chip
/// and its limits.
class LoweringTarget {
public:
  explicit LoweringTarget(const Chip &chip) : chip(chip) {}
  const Chip &getChip() const { return chip; }

  /// Checks that `count` x `elt` of shared memory for `op`'s own scratch
  /// buffer fits; called before the pattern builds any IR. Buffers share
  /// one pool (placeSharedMemory), so the kernel needs its largest one:
  /// fails with an error at `op` naming the bytes when that exceeds what
  /// the chip gives a block, instead of ptxas or the launch failing.
  LogicalResult reserveShared(Operation *op, Type elt, int64_t count);

private:
  const Chip &chip;
};

/// Every shared buffer starts 16-byte aligned (vector accesses).
inline constexpr int64_t kSharedAlign = 16;

/// Bytes a shared buffer of `count` x `elt` takes, 16-byte aligned as
/// allocShared aligns it.
int64_t sharedBufferBytes(Type elt, int64_t count);

/// A fresh static shared-memory array of `count` elements in the gpu.module
/// enclosing `anchor`; returns its address (!llvm.ptr<3>). The pattern has
/// reserved it (LoweringTarget::reserveShared).
Value allocShared(OpBuilder &b, Operation *anchor, Type elt, int64_t count,
                  int64_t align = kSharedAlign);

/// The first element of slot `slot` of the lowered ring `buf` of type
/// `ring`: rows of ring.getPitch() elements from there.
Value slotStart(OpBuilder &b, Location loc, simt::SharedBufferType ring,
                Value buf, Value slot);

/// The element index in a slot of `ring` (row-major, rows of the ring's
/// pitch, or swizzled as its SharedAttr says) of the element at `coords`
/// of a tile of shape `shape`, which the slot holds with unit dims dropped
/// or added.
Value slotIndex(OpBuilder &b, Location loc, simt::SharedBufferType ring,
                ArrayRef<int64_t> shape, ArrayRef<Value> coords);

/// The element index in a slot of `ring` (2-d) of the element at `coords`
/// of a tile of shape `shape` whose outer dims, merged row-major, are the
/// slot's rows and whose innermost dim is its columns.
Value slotIndexByRows(OpBuilder &b, Location loc, simt::SharedBufferType ring,
                      ArrayRef<int64_t> shape, ArrayRef<Value> coords);

/// cp.async copies of `bytes` (4, 8 or 16) each, sharing the constants made
/// where this is built (16-byte copies bypass L1: .cg).
struct CpAsyncCopies {
  CpAsyncCopies(OpBuilder &b, Location loc, int64_t bytes);
  /// The source size of a copy: `bytes`, or 0 (nothing read, the bytes
  /// zero-filled) where `live` (when given) is false.
  Value sourceSize(OpBuilder &b, Location loc, Value live) const;
  /// One copy from global `src` to shared `dst` of `size` source bytes.
  void copy(OpBuilder &b, Location loc, Value dst, Value src,
            Value size) const;

  int64_t bytes;
  Value full, none;
  NVVM::LoadCacheModifierKindAttr modifier;
};

/// The alignment a buffer of `t`'s layout needs: a swizzled one starts its
/// swizzle pattern (8 rows of a block: 256, 512 or 1024 bytes), as wgmma's
/// descriptors assume; any other kSharedAlign.
int64_t sharedAlignment(simt::SharedBufferType t);

/// Makes shared-memory stores of this thread visible to the async proxy
/// that wgmma reads through (fence.proxy.async.shared::cta).
void fenceAsyncProxy(OpBuilder &b, Location loc);

/// Marks the array behind `addr` (an allocShared result) as a ring buffer:
/// it lives across ops (a pipelined loop), so placeSharedMemory keeps the
/// scratch buffers used while it is live out of its bytes.
void markRingBuffer(Value addr);

/// Once every buffer exists: each kernel's scratch buffers all move to
/// offset 0 of one static pool (its largest array, or one of the peak when
/// rings sit beside them), and a barrier goes between one buffer's accesses
/// and another's wherever no barrier separates them on every path.
LogicalResult placeSharedMemory(gpu::GPUModuleOp module, int64_t maxBytes);

/// A barrier of every thread of the CTA (gpu.barrier, barrier0, or
/// nvvm.barrier with neither id nor thread count).
bool isCTABarrier(Operation *op);

/// A barrier after (or before) an op's use of its shared buffer, needed
/// only when the op sits in a loop: a later trip writes the same buffer.
void barrierIfInLoop(OpBuilder &b, Location loc, Operation *op);

/// Row-major index of coordinates `c` in `shape`, the fastest row padded by
/// `pad` elements.
Value linearIndex(OpBuilder &b, Location loc, ArrayRef<Value> c,
                  ArrayRef<int64_t> shape, int64_t pad);

/// Splits a vector into scalars / builds one from scalars.
SmallVector<Value> unpack(OpBuilder &b, Location loc, Value vec);
Value pack(OpBuilder &b, Location loc, VectorType ty, ArrayRef<Value> elems);

/// A pattern that asks the target (chip, shared memory).
template <typename Op>
struct TargetPattern : OpConversionPattern<Op> {
  TargetPattern(TypeConverter &tc, MLIRContext *ctx, LoweringTarget &target)
      : OpConversionPattern<Op>(tc, ctx), target(target) {}
  LoweringTarget &target;
};

void populateMemoryLowering(TypeConverter &tc, RewritePatternSet &patterns,
                            LoweringTarget &target);
void populatePointerLowering(TypeConverter &tc, RewritePatternSet &patterns,
                             LoweringTarget &target);
void populateReduceLowering(TypeConverter &tc, RewritePatternSet &patterns,
                            LoweringTarget &target);
void populateScanLowering(TypeConverter &tc, RewritePatternSet &patterns,
                          LoweringTarget &target);
void populateLayoutLowering(TypeConverter &tc, RewritePatternSet &patterns,
                            LoweringTarget &target);
void populateSliceLowering(TypeConverter &tc, RewritePatternSet &patterns,
                           LoweringTarget &target);
void populateMmaLowering(TypeConverter &tc, RewritePatternSet &patterns,
                         LoweringTarget &target);
/// fp8 truncf/extf per chip (FloatLowering.cpp); `involvesF8` says which
/// ops those are, illegal scalars included.
void populateFloatLowering(TypeConverter &tc, RewritePatternSet &patterns);
/// tile_simt.warps and the mbarrier ops (WarpLowering.cpp): the warps op
/// stays legal once its types are converted, and lowerWarpRoles, run after
/// placeSharedMemory, turns it into a guarded region with named barriers.
void populateWarpLowering(TypeConverter &tc, RewritePatternSet &patterns,
                          LoweringTarget &target);
void addWarpLegality(ConversionTarget &target);
LogicalResult lowerWarpRoles(gpu::GPUModuleOp module);
bool involvesF8(Operation *op);

} // namespace mlir::tileir::lowering

#endif
