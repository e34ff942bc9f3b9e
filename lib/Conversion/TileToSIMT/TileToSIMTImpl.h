//===- TileToSIMTImpl.h - shared pieces of convert-tile-to-simt -*- C++ -*-===//
//
// convert-tile-to-simt runs in three steps:
//  1. StructureControlFlow.cpp: cuda_tile `for`/`if`/`loop` (with their
//     break/continue) become scf.for/scf.if/scf.while that still carry
//     cuda_tile types; rank-0 conditions and bounds cross over through
//     unrealized casts.
//  2. A DialectConversion with one pattern (family) per cuda_tile op class
//     and layout-aware structural patterns for scf; views become their
//     (base, extents..., strides...) by 1:N conversion, tokens vanish (1:0).
//  3. Casts left between two layouts of one tile become layout conversions;
//     the other casts fold away.
//
// Patterns may keep the layout a value already has (a reduction's slice, a
// loaded tile's blocked layout): `actual` looks through the cast that the
// framework puts in front of an operand whose type differs from the default
// one of its tile.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_LIB_CONVERSION_TILETOSIMT_IMPL_H
#define TILEIR_LIB_CONVERSION_TILETOSIMT_IMPL_H

#include "TileIR/Analysis/Divisibility.h"
#include "TileIR/Conversion/Passes.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "TileIR/Dialect/TileSIMT/IR/Layout.h"

#include "mlir/IR/Builders.h"
#include "mlir/Transforms/DialectConversion.h"

// An i32 arith.constant, shared with the NVVM lowering (its Common.cpp).
namespace mlir::tileir::lowering {
Value i32Const(OpBuilder &b, Location loc, int64_t v);
} // namespace mlir::tileir::lowering

namespace mlir::tileir::detail {

/// cuda_tile types to SIMT types: tile<S x T> -> tensor<S x T', default
/// blocked layout> (rank 0: the scalar T'; pointers: i64 addresses in
/// tensors, !llvm.ptr<1> as scalars), tokens -> nothing, views -> (base,
/// extents..., strides...).
class TileToSIMTTypeConverter : public TypeConverter {
public:
  TileToSIMTTypeConverter(MLIRContext *ctx, unsigned numWarps);

  /// The SIMT element type of a tile element, or null.
  Type convertElementType(Type t) const;
  /// As convertElementType, for elements in memory: null for f4E2M1FN, which
  /// memory holds two to a byte (pack/unpack move it through i8).
  Type convertMemoryElementType(Type t) const;
  Attribute defaultLayout(ArrayRef<int64_t> shape, Type elt) const;
  /// tile -> tensor in `layout` (default layout when null); null when the
  /// element type has no lowering.
  Type convertTile(cuda_tile::TileType t, Attribute layout = {}) const;
  /// As convertTile, reporting at `loc` when there is no lowering.
  Type convertTileOrError(Type t, Location loc, Attribute layout = {}) const;

  unsigned numWarps;
  /// The chip has wgmma: products that qualify (simt::isWgmmaProduct) take
  /// the accumulator layout it reads.
  bool wgmma = false;
  /// The chip multiplies fp8 operands on tensor cores (mma.sync m16n8k32).
  bool mmaFp8 = false;
  /// Gathers and scatters record the vector width their pointer runs allow
  /// (vectorize-gathers).
  bool vectorGathers = false;
  /// Shapes whose default layout puts warps along columns first
  /// (spread-reused-rows).
  SmallVector<SmallVector<int64_t, 2>> columnWarpShapes;
  /// The target's name, the key of per-chip optimization hints.
  std::string chip;
};

/// The value `v` stands for before the framework moved it into the default
/// layout of its tile (see the file comment).
Value actual(Value v);
/// How strongly `v`'s layout should be kept: a matrix accumulator's most
/// (moving one goes through shared memory, and the row statistics of an
/// attention loop are cheap only in it), then any computed tile; a
/// broadcast, splat or constant least (rebuilt in any layout, or converted
/// at its smaller operand).
int layoutWeight(Value v);
/// `v` moved into the type `to` (same shape and element type).
Value toType(OpBuilder &b, Value v, Type to, Location loc);
/// The element type of a cuda_tile tile type.
Type scalarElementType(Type tile);
/// The single value a 1:1-converted operand stands for (null if absent).
inline Value single(ValueRange r) { return r.empty() ? Value() : r.front(); }

/// Base of the patterns: they see the type converter and the divisibility
/// facts of the original (cuda_tile) values.
template <typename SourceOp>
class TileOpConversion : public OpConversionPattern<SourceOp> {
public:
  TileOpConversion(const TileToSIMTTypeConverter &tc,
                   const DivisibilityInfo &div, MLIRContext *ctx,
                   PatternBenefit benefit = 1)
      : OpConversionPattern<SourceOp>(tc, ctx, benefit), div(div) {}

protected:
  const TileToSIMTTypeConverter &tc() const {
    return *this->template getTypeConverter<TileToSIMTTypeConverter>();
  }
  const DivisibilityInfo &div;
};

/// The LLVM atomicrmw operation of atomic `mode` on `elt`; reports at `op`
/// when there is none (PointerToSIMT.cpp).
FailureOr<LLVM::AtomicBinOp> atomicBinOp(Operation *op,
                                         cuda_tile::AtomicRMWMode mode,
                                         Type elt);

/// fp8 bytes `bits` (i8 scalar or tensor) decoded to the f32 of the same
/// value, exactly (ElementwiseToSIMT.cpp).
Value decodeF8(OpBuilder &b, Location loc, Value bits, Type f8);

/// Step 1 (StructureControlFlow.cpp).
LogicalResult structureControlFlow(Operation *entry);

/// Elements (a power of two, at most 16 bytes) that a gather or scatter
/// through `ptrs` may move with one vector access along the innermost dim:
/// aligned runs of consecutive addresses, aligned to the vector, over which
/// `mask` and `padding` (either may be null) do not change; 1 when nothing
/// is known (AccessRuns.cpp).
int64_t gatherVectorElements(Value ptrs, Value mask, Value padding,
                             const DivisibilityInfo &div);

/// Marks the products that are attention steps (rows in one warp), after
/// step 1 and before step 2 (MatrixToSIMT.cpp).
void markAttentionSteps(Operation *top);

// Step 2: the pattern families, one file each.
void populateElementwisePatterns(const TileToSIMTTypeConverter &tc,
                                 const DivisibilityInfo &div,
                                 RewritePatternSet &patterns);
void populateMemoryPatterns(const TileToSIMTTypeConverter &tc,
                            const DivisibilityInfo &div,
                            RewritePatternSet &patterns);
void populatePointerPatterns(const TileToSIMTTypeConverter &tc,
                             const DivisibilityInfo &div,
                             RewritePatternSet &patterns);
void populateShapePatterns(const TileToSIMTTypeConverter &tc,
                           const DivisibilityInfo &div,
                           RewritePatternSet &patterns);
void populateMatrixPatterns(const TileToSIMTTypeConverter &tc,
                            const DivisibilityInfo &div,
                            RewritePatternSet &patterns);
void populateControlPatterns(const TileToSIMTTypeConverter &tc,
                             const DivisibilityInfo &div,
                             RewritePatternSet &patterns);

} // namespace mlir::tileir::detail

#endif
