//===- TileSIMTOps.td - tile_simt operations ---------------*- tablegen -*-===//
//
// Tensor operands carry a #tile_simt.blocked or #tile_simt.slice encoding;
// elementwise work stays in arith/math on those tensors (f32 ops with
// PTX modifiers arith lacks: TileSIMTFloatOps.td). Global memory is
// addressed through !llvm.ptr<1> base pointers.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_TILESIMT_OPS_TD
#define TILEIR_TILESIMT_OPS_TD

include "TileIR/Dialect/TileSIMT/IR/TileSIMTAttrs.td"
include "TileIR/Dialect/TileSIMT/IR/TileSIMTTypes.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"

def TileSIMT_DistTensor : Type<
    CPred<"::mlir::tileir::simt::isDistributedTensor($_self)">,
    "tensor with a tile_simt layout">;
def TileSIMT_GlobalPtr : Type<
    CPred<"::mlir::tileir::simt::isGlobalPointer($_self)">, "!llvm.ptr<1>">;
def TileSIMT_GenericPtr : Type<
    CPred<"::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self) && "
          "::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self)"
          ".getAddressSpace() == 0">, "!llvm.ptr">;

def TileSIMT_SplatOp : TileSIMT_Op<"splat", [Pure]> {
  let summary = "every element of the result is the scalar";
  let arguments = (ins AnyType:$value);
  let results = (outs TileSIMT_DistTensor:$result);
  let assemblyFormat = "$value attr-dict `:` type($value) `->` type($result)";
  let hasVerifier = 1;
}

// Every layout of a one-element tensor gives each thread that element (the
// tensor is smaller than any CTA footprint, so it is replicated).
def TileSIMT_ToScalarOp : TileSIMT_Op<"to_scalar", [Pure]> {
  let summary = "the element of a one-element tensor, as a scalar";
  let arguments = (ins TileSIMT_DistTensor:$source);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

// tile-split-clusters numbers each CTA's share of its tile block by this
// rank. The result takes the type of the index it feeds: a rank-0 cuda_tile
// tile<i32> until convert-tile-to-simt reads %cluster_ctaid.x into an i32.
def TileSIMT_ClusterRankOp : TileSIMT_Op<"cluster_rank", [Pure]> {
  let summary = "this CTA's position along x in its cluster (0 .. size - 1)";
  let results = (outs AnyType:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def TileSIMT_IotaOp : TileSIMT_Op<"iota", [Pure]> {
  let summary = "each element's row-major linear index (0, 1, 2, ... in rank 1)";
  let description = [{
    At rank > 1 the linear index over the whole shape: with unit dims around
    one dimension (an index vector reshaped into a gather's 4-d tile) it is
    the coordinate along that dimension.
  }];
  let results = (outs TileSIMT_DistTensor:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
  let hasVerifier = 1;
}

// Offsets, extents and strides of one access share one type: i32, or i64
// where the kernel's view or indices are i64 (address math then stays i64);
// the assembly spells `index i64` after the strides, nothing for i32.
def TileSIMT_Index : AnyTypeOf<[I32, I64]>;

// Loads the tile whose first element sits at `offsets` of a strided global
// tensor of extent `shape`; elements outside [0, shape) get `padding`.
// shape_div/stride_div record known divisors (launch facts) per dim;
// base_align is the base pointer's known alignment in bytes.
def TileSIMT_LoadTileOp : TileSIMT_Op<"load_tile",
    [AttrSizedOperandSegments, MemoryEffects<[MemRead]>]> {
  let summary = "masked load of a strided tile, distributed by its layout";
  let arguments = (ins TileSIMT_GlobalPtr:$base,
                       Variadic<TileSIMT_Index>:$offsets,
                       Variadic<TileSIMT_Index>:$shape,
                       Variadic<TileSIMT_Index>:$strides,
                       Optional<AnyType>:$padding,
                       DefaultValuedAttr<DenseI64ArrayAttr, "{}">:$shape_div,
                       DefaultValuedAttr<DenseI64ArrayAttr, "{}">:$stride_div,
                       DefaultValuedAttr<I64Attr, "1">:$base_align,
                       OptionalAttr<I64Attr>:$latency,
                       // No write of the kernel is ordered before this load
                       // (a weak cuda_tile load whose token is no write's):
                       // it may move across the writes around it.
                       UnitAttr:$unordered,
                       // cuda_tile's allow_tma hint for this chip, if given
                       // (false: never through the tensor memory accelerator).
                       OptionalAttr<BoolAttr>:$allow_tma);
  let results = (outs TileSIMT_DistTensor:$result);
  let assemblyFormat = [{
    $base `[` $offsets `]` `shape` `[` $shape `]` `strides` `[` $strides `]`
    custom<IndexType>(ref($offsets), ref($shape), ref($strides),
                      type($offsets), type($shape), type($strides))
    (`padding` `(` $padding^ `:` type($padding) `)`)? attr-dict `:`
    type($base) `->` type($result)
  }];
  let hasVerifier = 1;
}

def TileSIMT_StoreTileOp : TileSIMT_Op<"store_tile",
    [AttrSizedOperandSegments, MemoryEffects<[MemWrite]>]> {
  let summary = "masked store of a distributed tile into a strided tensor";
  let arguments = (ins TileSIMT_DistTensor:$value, TileSIMT_GlobalPtr:$base,
                       Variadic<TileSIMT_Index>:$offsets,
                       Variadic<TileSIMT_Index>:$shape,
                       Variadic<TileSIMT_Index>:$strides,
                       DefaultValuedAttr<DenseI64ArrayAttr, "{}">:$shape_div,
                       DefaultValuedAttr<DenseI64ArrayAttr, "{}">:$stride_div,
                       DefaultValuedAttr<I64Attr, "1">:$base_align,
                       // A weak cuda_tile store: it orders no other access
                       // (only tokens would), so it may complete out of
                       // order with the kernel's other writes.
                       UnitAttr:$weak,
                       // cuda_tile's allow_tma hint for this chip, if given
                       // (false: never through the tensor memory accelerator).
                       OptionalAttr<BoolAttr>:$allow_tma);
  let assemblyFormat = [{
    $value `,` $base `[` $offsets `]` `shape` `[` $shape `]` `strides`
    `[` $strides `]`
    custom<IndexType>(ref($offsets), ref($shape), ref($strides),
                      type($offsets), type($shape), type($strides))
    attr-dict `:` type($value) `,` type($base)
  }];
  let hasVerifier = 1;
}

// Combines along `axis` with the scalar body (two block arguments, one
// tile_simt.yield). The result's layout must be slice<axis, operand layout>;
// a rank-1 operand reduces to a scalar that every thread holds.
def TileSIMT_ReduceOp : TileSIMT_Op<"reduce",
    [SingleBlockImplicitTerminator<"YieldOp">, RecursiveMemoryEffects]> {
  let summary = "reduction along one axis: in-thread, shuffles, shared memory";
  let arguments = (ins TileSIMT_DistTensor:$operand, I32Attr:$axis);
  let results = (outs AnyType:$result);
  let regions = (region SizedRegion<1>:$combiner);
  let assemblyFormat = [{
    $operand `axis` `=` $axis attr-dict `:` type($operand) `->` type($result)
    $combiner
  }];
  let hasVerifier = 1;
}

// Inclusive prefix combination along `axis` (from the end when `reverse`).
def TileSIMT_ScanOp : TileSIMT_Op<"scan",
    [SingleBlockImplicitTerminator<"YieldOp">, RecursiveMemoryEffects]> {
  let summary = "inclusive scan along one axis";
  let arguments = (ins TileSIMT_DistTensor:$operand, I32Attr:$axis,
                       UnitAttr:$reverse);
  let results = (outs TileSIMT_DistTensor:$result);
  let regions = (region SizedRegion<1>:$combiner);
  let assemblyFormat = [{
    $operand `axis` `=` $axis (`reverse` $reverse^)? attr-dict `:`
    type($operand) `->` type($result) $combiner
  }];
  let hasVerifier = 1;
}

def TileSIMT_YieldOp : TileSIMT_Op<"yield", [Pure, Terminator,
    ParentOneOf<["ReduceOp", "ScanOp", "WarpsOp"]>]> {
  let summary = "the value a combiner body produces";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "($values^ `:` type($values))? attr-dict";
  let builders = [OpBuilder<(ins), [{ /* empty */ }]>];
}

// Expands size-1 dims; operand and result share one layout, so no data moves.
def TileSIMT_BroadcastOp : TileSIMT_Op<"broadcast", [Pure]> {
  let summary = "repeat size-1 dims in registers";
  let arguments = (ins TileSIMT_DistTensor:$source);
  let results = (outs TileSIMT_DistTensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

// Adds or drops unit dims where the per-thread registers are unchanged
// (slice<d, L> over S  <->  L over S with a unit dim d, and so on).
def TileSIMT_ReshapeOp : TileSIMT_Op<"reshape", [Pure]> {
  let summary = "a reshape that keeps every register where it is";
  let arguments = (ins TileSIMT_DistTensor:$source);
  let results = (outs TileSIMT_DistTensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

// Moves data between layouts through shared memory; with `permutation`
// result dim i is source dim permutation[i] (transpose); without it, the
// row-major order of elements is kept (general reshape).
def TileSIMT_ConvertLayoutOp : TileSIMT_Op<"convert_layout", [Pure]> {
  let summary = "redistribute a tile through shared memory";
  let arguments = (ins TileSIMT_DistTensor:$source,
                       OptionalAttr<DenseI32ArrayAttr>:$permutation,
                       OptionalAttr<TileSIMT_SharedAttr>:$shared);
  let results = (outs TileSIMT_DistTensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

// The result-shaped part of the source that starts at element `offsets`
// (one i32 per dim). Where every thread already holds the part's elements
// (simt::getSliceRegisters) it is a register selection; otherwise it goes
// through shared memory.
def TileSIMT_ExtractSliceOp : TileSIMT_Op<"extract_slice", [Pure]> {
  let summary = "a sub-tile at element offsets";
  let arguments = (ins TileSIMT_DistTensor:$source, Variadic<I32>:$offsets);
  let results = (outs TileSIMT_DistTensor:$result);
  let assemblyFormat = [{
    $source `[` $offsets `]` attr-dict `:` type($source) `->` type($result)
  }];
  let hasVerifier = 1;
}

// `dest` with its `source`-shaped part at element `offsets` replaced by
// `source`: the inverse of extract_slice. A register selection where each
// thread holds its part of both, shared memory otherwise.
def TileSIMT_InsertSliceOp : TileSIMT_Op<"insert_slice", [Pure,
    AllTypesMatch<["dest", "result"]>]> {
  let summary = "a tile with a sub-tile at element offsets replaced";
  let arguments = (ins TileSIMT_DistTensor:$source, TileSIMT_DistTensor:$dest,
                       Variadic<I32>:$offsets);
  let results = (outs TileSIMT_DistTensor:$result);
  let assemblyFormat = [{
    $source `into` $dest `[` $offsets `]` attr-dict `:` type($source) `into`
    type($dest)
  }];
  let hasVerifier = 1;
}

// `lhs` then `rhs` along `dim`. A register shuffle where each operand is a
// register slice of the result (simt::getSliceRegisters), shared memory
// otherwise.
def TileSIMT_CatOp : TileSIMT_Op<"cat", [Pure]> {
  let summary = "concatenation of two tiles along one dim";
  let arguments = (ins TileSIMT_DistTensor:$lhs, TileSIMT_DistTensor:$rhs,
                       I64Attr:$dim);
  let results = (outs TileSIMT_DistTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `dim` `=` $dim attr-dict `:` type($lhs) `,` type($rhs) `->`
    type($result)
  }];
  let hasVerifier = 1;
}

// acc + lhs x rhs over the last two dims (a leading batch dim is carried
// through). The operands may have any layout: the lowering stages them in
// shared memory. Where the accumulator has the mma.sync accumulator layout
// (simt::isMmaAccumulator) and the chip has an instruction for the element
// types, warps issue mma.sync on fragments loaded with ldmatrix; otherwise
// every thread computes its own accumulator elements with multiply-adds.
// `lhs_signed`/`rhs_signed` give the integers' signedness (i8 x i8 -> i32);
// `tf32` says f32 operands hold tf32 values (tensor cores read 19 bits);
// plain f32 and f64 operands are multiplied exactly, in threads.
// `lhs_fp8`/`rhs_fp8` say i8 operands hold the bytes of that fp8 type
// (f8E4M3FN or f8E5M2; the two may differ): they multiply on tensor cores
// only (mma.sync m16n8k32 on chips with fp8 tensor cores, the chip table's
// mma.fp8: sm_89, sm_120; wgmma k32 on sm_90a, both operands K-major in
// shared memory), into an f32 accumulator. Unless `fast_acc` lets the
// tensor core accumulate in its own precision, each mma.sync's sum, or on
// wgmma the op's whole product (begun from zero), is added to the
// accumulator in f32.
// `rhs_transposed` says rhs is given as its transpose ([B x] N x K, the
// rows of an attention loop's keys): staged as it is, its 16-bit fragments
// come with a plain ldmatrix instead of a transposing one, and the
// transpose costs no shared-memory round trip of its own. `lhs_transposed`
// says the same of lhs ([B x] K x M, a tile loaded contiguous along M):
// its 16-bit fragments come with a transposing ldmatrix.
// `in_flight` (set by tile-simt-pipeline-mma on a K loop's wgmma product)
// lets the products still run when the op returns: the lowering waits for
// all but the newest wgmma group, so the previous trip's group is done and
// its slots may be refilled while this trip's runs. Its result is then read
// only by the loop's yield (the next trip's accumulator, which the next
// products chain onto in order) or by tile_simt.mma_wait. With `issue_only`
// as well (tile-simt-overlap-values) the lowering waits for no group at all:
// earlier products may still run too, and every accumulator they write is
// read through a tile_simt.mma_wait that says how many groups may remain.
def TileSIMT_MmaOp : TileSIMT_Op<"mma", [Pure,
    AllTypesMatch<["acc", "result"]>]> {
  let summary = "matrix multiply-accumulate on tensor cores or in threads";
  let arguments = (ins TileSIMT_DistTensor:$lhs, TileSIMT_DistTensor:$rhs,
                       TileSIMT_DistTensor:$acc,
                       DefaultValuedAttr<BoolAttr, "true">:$lhs_signed,
                       DefaultValuedAttr<BoolAttr, "true">:$rhs_signed,
                       UnitAttr:$tf32, UnitAttr:$rhs_transposed,
                       OptionalAttr<TypeAttr>:$lhs_fp8,
                       OptionalAttr<TypeAttr>:$rhs_fp8, UnitAttr:$fast_acc,
                       UnitAttr:$lhs_transposed, UnitAttr:$in_flight,
                       UnitAttr:$issue_only);
  let results = (outs TileSIMT_DistTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc attr-dict `:` type($lhs) `,` type($rhs) `->`
    type($result)
  }];
  let extraClassDeclaration = [{
    /// The length of the reduced dim (lhs's last, or its second-to-last
    /// when lhs_transposed).
    int64_t getK() {
      auto a = ::llvm::cast<::mlir::RankedTensorType>(getLhs().getType());
      return a.getDimSize(a.getRank() - (getLhsTransposed() ? 2 : 1));
    }
    /// The type the operands multiply as: the fp8 format i8 operands hold,
    /// else lhs's element type.
    ::mlir::Type getOperandElementType() {
      if (std::optional<::mlir::Type> f8 = getLhsFp8())
        return *f8;
      return ::llvm::cast<::mlir::RankedTensorType>(getLhs().getType())
          .getElementType();
    }
  }];
  let hasVerifier = 1;
}

// Not Pure: it must stay where it is (in its loop, once per trip), so no
// pass may hoist, merge or drop it.
def TileSIMT_RenewOp : TileSIMT_Op<"renew",
    [AllTypesMatch<["source", "result"]>]> {
  let summary = "the same registers, written anew by an instruction";
  let description = [{
    Returns `source` unchanged, each 32-bit register of it rewritten by an
    identity instruction (PTX `prmt.b32 r, r, 0, 0x3210`) that no later
    compiler treats as a copy. tile-simt-renew-register-operands carries an
    operand a loop reads from registers through the loop with one of these
    per trip (see that pass for why).
  }];
  let arguments = (ins TileSIMT_DistTensor:$source);
  let results = (outs TileSIMT_DistTensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source)";
}

include "TileIR/Dialect/TileSIMT/IR/TileSIMTPointerOps.td"
include "TileIR/Dialect/TileSIMT/IR/TileSIMTAsyncOps.td"
include "TileIR/Dialect/TileSIMT/IR/TileSIMTFloatOps.td"
include "TileIR/Dialect/TileSIMT/IR/TileSIMTWarpOps.td"

#endif
