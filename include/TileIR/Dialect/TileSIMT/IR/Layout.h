//===- Layout.h - which thread holds which element --------------*- C++ -*-===//
//
// The arithmetic of blocked layouts shared by the conversions: registers per
// thread, the static part of each register's coordinate, and the default
// layout chosen for a tile shape.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_DIALECT_TILESIMT_IR_LAYOUT_H
#define TILEIR_DIALECT_TILESIMT_IR_LAYOUT_H

#include "TileIR/Dialect/TileSIMT/IR/TileSIMT.h"

namespace mlir::tileir::simt {


/// Resolves the encoding of `t` through its DistributedLayoutAttrInterface;
/// fails on tensors without a layout.
FailureOr<DistView> getDistView(RankedTensorType t);

/// Registers each thread holds for `t`.
int64_t getNumRegisters(RankedTensorType t);

/// 32-bit registers each thread holds for `t` (its elements packed).
int64_t getNumRegisterWords(RankedTensorType t);

/// Registers one thread may hold when a CTA has `threads` threads: the
/// SM's 64K shared among them, at most 255 (every chip lowered for).
int64_t getRegisterBudget(int64_t threads);

/// Registers each thread of a CTA of `threads` threads holds at launch when
/// the CTA takes the SM's whole register file: 64K over its threads in
/// ptxas's steps of 8, at most 255. setmaxnreg moves registers between
/// warpgroups against this share.
int64_t getLaunchRegisterShare(int64_t threads);

/// Default layout: 16-byte vectors along the last dim, lanes fastest-dim
/// first, warps outermost-dim first (fastest-dim first with
/// `warpsAlongColumns`: every warp then covers all rows of its columns).
BlockedAttr getDefaultBlocked(MLIRContext *ctx, ArrayRef<int64_t> shape,
                              unsigned elementBits, unsigned numWarps,
                              bool warpsAlongColumns = false);

/// Threads per CTA a layout was built for.
unsigned getNumThreads(BlockedAttr b);

/// True when `a` and `b` give every thread the same registers in the same
/// order (their shapes may differ by unit dims).
bool haveSameRegisters(RankedTensorType a, RankedTensorType b);

/// A layout for `newShape` (which adds or drops unit dims of `src`'s shape)
/// under which no register moves; null when there is none.
Attribute inferReshapeLayout(RankedTensorType src, ArrayRef<int64_t> newShape);

/// For the `dst`-shaped slice of `src` at element `offsets`: the source
/// register that holds each result register in the same thread (a shuffle
/// mask), or nullopt when some thread lacks part of its slice. Both layouts
/// must be blocked with the same lanes and warps.
std::optional<SmallVector<int64_t>>
getSliceRegisters(RankedTensorType src, RankedTensorType dst,
                  ArrayRef<int64_t> offsets);

/// A blocked layout for a `shape`-sized slice of `src` (at any offset that is
/// a multiple of `shape`) that getSliceRegisters maps without moving data
/// between threads; null when there is none.
Attribute inferSliceLayout(RankedTensorType src, ArrayRef<int64_t> shape);

/// The mma.sync accumulator layout for an [B x] M x N tile over `numWarps`
/// warps. The m16n8 accumulator fragment (lane l holds rows l/4 and l/4+8,
/// columns 2(l%4) and 2(l%4)+1) is the blocked layout sizePerThread [1, 2],
/// threadsPerWarp [8, 4], order [N, M]: a warp's 16-row instruction tile is
/// its rows i and i + 8 x warpsPerCTA[M] apart, which mma.sync allows since
/// the A fragment's rows are loaded to match. Being blocked, it is read by
/// every other lowering (epilogues, row reductions, stores) as is. Warps go
/// along M and N while each keeps at least one 16 x 8 tile, the larger
/// per-warp extent split first; leftover warps replicate along N. With
/// `rowsInWarp` warps go along M first (up to one 16-row tile each): every
/// row is then held by one warp, so a reduction along N is shuffles only and
/// the accumulator can feed the A operand of a next product from registers
/// (an attention loop's scores).
BlockedAttr getMmaAccumulatorLayout(MLIRContext *ctx, ArrayRef<int64_t> shape,
                                    unsigned numWarps, bool rowsInWarp = false);

/// True when a slot of shape `slot` holds a tile of shape `tile` element for
/// element in row-major order: the same dims but for unit ones, rows as long
/// (what async_load_tile and read_slot accept).
bool sameRowMajorShape(ArrayRef<int64_t> slot, ArrayRef<int64_t> tile);

/// True when `t` is laid out as an mma.sync accumulator whose warps each
/// hold whole 16 x 8 tiles (getMmaAccumulatorLayout's form).
bool isMmaAccumulator(RankedTensorType t);

/// K of the m16n8 mma.sync instruction for operands of element type `elt`
/// (f16/bf16: 16, f32 holding tf32 values: 8, i8: 32; f64: 4, as two m8n8k4
/// per 16 x 8 tile); 0 where the product is not a tensor-core one (plain
/// f32 is multiplied exactly, in threads).
int64_t getMmaSyncK(Type elt, bool tf32);

/// True when an [B x] M x N += (M x K) x (K x N) product of `elt` operands
/// is computed on tensor cores (mma.sync on 16 x 8 tiles): then its
/// accumulator takes getMmaAccumulatorLayout.
bool usesMmaSync(ArrayRef<int64_t> accShape, int64_t k, Type elt, bool tf32);

/// True when the 16-bit A operand `a` of a product into `c` is held as the
/// A fragments of mma.sync and wgmma want it: in the accumulator's
/// distribution (lane l has rows l/4 and l/4 + 8 x warpsPerCTA[M], columns
/// 2(l%4), 2(l%4)+1 of every 8-wide column block), warps along M as the
/// accumulator's and none along K. Then a0..a3 of k-step s are its
/// registers (rows 2mi, 2mi+1; column blocks 2s, 2s+1; columns 2(l%4)+1
/// follow 2(l%4) in the register order) and A needs no shared memory: an
/// attention loop's probabilities, or a loop-invariant Q converted once.
bool isRegisterOperandA(RankedTensorType a, RankedTensorType c);

/// Shared slots of a pipelined load whose `latency` hint (1-10: how heavy
/// its DRAM traffic will be) asks for them: 2 for 1-2, 3 for 3-5, 4 for 6-8,
/// 5 for 9-10. One slot is read while the rest are in flight: a load
/// prefetched into registers goes that many trips less one ahead.
int64_t getSlotsForLatency(int64_t latency);

/// The K of one wgmma on `elt` operands: 16 for 16-bit ones, 32 for fp8.
int64_t getWgmmaK(Type elt);

/// True when the product of `elt` operands over a reduced dim of `k` into
/// `acc` can be wgmma's: f16, bf16 or fp8 (f8E4M3FN, f8E5M2; both operands
/// then K-major) operands, an f32 accumulator laid out as an mma.sync
/// accumulator whose warps (a multiple of 4: whole warpgroups) all go along
/// M, 16 rows each per repetition, so that warpgroup g's 64-row block i is
/// its warps' rows (SharedAttr's mmaWarps order); N a multiple of 16 up to
/// 256 (one instruction per block and k-step), K of getWgmmaK. A comes from
/// shared memory, or from registers where isRegisterOperandA holds. The
/// accumulator must also leave the block's threads registers to spare: its
/// share per thread plus kWgmmaRegisterReserve within what one thread of
/// that block may hold (the register file over its threads, at most 255).
bool isWgmmaProduct(RankedTensorType acc, Type elt, int64_t k);

/// The innermost dim of `t`'s DistView (its last dim, the one before where a
/// slice squeezed the last out).
int64_t getInnermostDim(const DistView &v);

/// Consecutive elements a thread holds along that dim in one block (its
/// sizePerThread there, at most the extent).
int64_t getInnermostRun(const DistView &v);

/// Consecutive elements along the innermost dim that a thread of `t`'s
/// layout holds in one aligned run, at most `vec` (a power of two): the
/// largest power of two dividing both `vec` and the thread's sizePerThread
/// there; 1 for an unknown layout or a rank-0 tensor.
int64_t getThreadRunWidth(RankedTensorType t, int64_t vec);

/// Registers a wgmma loop needs beside its accumulator: the two matrix
/// descriptors, the operand addresses, the loop state and the epilogue's.
inline constexpr int64_t kWgmmaRegisterReserve = 32;

/// Registers one thread needs for a wgmma product into `acc` (an mma.sync
/// accumulator layout): its share of the accumulator over the layout's
/// threads, plus kWgmmaRegisterReserve.
int64_t getWgmmaThreadRegisters(RankedTensorType acc);

/// The CTAs per SM a kernel's occupancy hint asks for, carried on its
/// gpu.func from convert-tile-to-simt to tile-set-launch-bounds.
inline constexpr llvm::StringLiteral kOccupancyAttrName = "tile_simt.occupancy";
/// The CTAs per cluster (CGA) an entry's num_cta_in_cga hint
/// asks for on the chip, carried to the launch manifest.
inline constexpr llvm::StringLiteral kClusterHintAttrName =
    "tile_simt.num_cta_in_cga";
/// The CTAs of one cluster that share each tile block's work, set by
/// tile-split-clusters on the entry (then its gpu.func, then its llvm.func):
/// the kernel is launched in clusters (.blocksareclusters) and reads its
/// tile block from %clusterid.
inline constexpr llvm::StringLiteral kClusterSplitAttrName =
    "tile_simt.cluster_split";
/// A kernel's CUtensorMap parameters (tile-simt-pipeline-mma's tma): per
/// parameter its argument number and which tensor, dim order, box and
/// swizzle the launcher encodes; read by tile-set-launch-convention and the
/// launch manifest.
inline constexpr llvm::StringLiteral kTensorMapsAttrName =
    "tile_simt.tensormaps";

/// The swizzled ring layout wgmma reads for an operand of `rows` x `cols`
/// `elt` elements (row-major, cols contiguous): 16-byte groups, the widest
/// swizzle block of 128, 64 or 32 bytes that divides a row; `mmaWarps` as
/// SharedAttr has it (for A). Null when no block fits, which never happens
/// for the operands of a product isWgmmaProduct accepts.
SharedAttr getWgmmaSharedLayout(MLIRContext *ctx, int64_t rows, int64_t cols,
                                Type elt, unsigned mmaWarps);

/// The stored position of a tile's group of 8 rows `group` in a swizzled
/// tile with `mmaWarps` = `warps` (SharedAttr): group w + W j goes to
/// 8 (j/2 x W/4 + w/4) + 2 (w%4) + j%2.
inline int64_t getMmaWarpsRowGroup(int64_t group, int64_t warps) {
  int64_t w = group % warps, j = group / warps;
  return 8 * (j / 2 * (warps / 4) + w / 4) + 2 * (w % 4) + j % 2;
}

/// Bytes each thread moves per cp.async when copying a tile of type `t`:
/// the widest of 16, 8 and 4 that divides its contiguous run along the last
/// dim and for which the known divisors (per dim, as on load_tile) and base
/// alignment prove every group aligned and wholly in or out of bounds; 0
/// when none does.
int64_t getAsyncCopyBytes(RankedTensorType t, ArrayRef<int64_t> shapeDiv,
                          ArrayRef<int64_t> strideDiv, int64_t baseAlign);

} // namespace mlir::tileir::simt

#endif
