//===- CudaTileMemoryOps.td ------------------------------------*- tablegen -*-===//
//
// Views, loads and stores, atomics, tokens and globals. Argument, attribute and
// result names follow the reference so the generic form is interchangeable.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_CUDATILE_MEMORYOPS_TD
#define TILEIR_CUDATILE_MEMORYOPS_TD

include "TileIR/Dialect/CudaTile/IR/CudaTileOpBase.td"
include "mlir/IR/BuiltinAttributes.td"

// Rank-0 tiles used by views and globals.
def CT_PtrScalar : CT_ScalarOf<CT_PtrPred, "pointer">;
def CT_I1TileOpt : Optional<CT_I1Tile>;
// Buildable, so formats can leave the type of `token = %t` implicit.
def CT_TokenB : Type<CT_Token.predicate, "token", "::mlir::cuda_tile::TokenType"> {
  let builderCall = "::mlir::cuda_tile::TokenType::get($_builder.getContext())";
}
def CT_TokenOpt : Optional<CT_TokenB>;
def CT_OptHintsOpt : OptionalAttr<CT_OptimizationHintsAttr>;
def CT_MemoryScopeOpt : OptionalAttr<CT_MemoryScopeAttr>;

// Loads and stores compute their effects from the ordering (see .cpp): a
// weak access only touches memory, a stronger one also acts as a fence.
defvar CT_MemEffects = DeclareOpInterfaceMethods<MemoryEffectsOpInterface>;

//===----------------------------------------------------------------------===//
// Views
//===----------------------------------------------------------------------===//

def CT_MakeTensorViewOp : CT_Op<"make_tensor_view", "13.1", [
    AttrSizedOperandSegments, NoMemoryEffect,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "a tensor_view over global memory starting at a base pointer";
  let description = [{
    `shape` and `strides` mix constants with SSA values; each SSA value fills
    one `?` of the result type, in order.
    ```
    %tv = make_tensor_view %p, shape = [%n, 1024], strides = [1024, 1]
        : tile<i32> -> tensor_view<?x1024xf32, strides=[1024,1]>
    ```
  }];
  let arguments = (ins CT_PtrScalar:$base,
                       Variadic<CT_IntScalar>:$dynamicShape,
                       Variadic<CT_IntScalar>:$dynamicStrides);
  let results = (outs CT_TensorView:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

// The three tile views are built the same way from a tensor_view.
class CT_MakeTileViewOp<string mnemonic, string version, string viewType>
    : CT_Op<mnemonic, version, [Pure,
        DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
        TypesMatchWith<"the operand is the view's tensor_view", "result",
                       "tensor_view",
                       "::llvm::cast<::mlir::cuda_tile::" # viewType #
                       ">($_self).getTensorView()">]> {
  let arguments = (ins CT_TensorView:$tensor_view);
  let results = (outs Type<CPred<"::llvm::isa<::mlir::cuda_tile::" # viewType # ">($_self)">,
                           mnemonic # " result",
                           "::mlir::cuda_tile::" # viewType>:$result);
  let assemblyFormat = [{
    $tensor_view attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

def CT_MakePartitionViewOp
    : CT_MakeTileViewOp<"make_partition_view", "13.1", "PartitionViewType"> {
  let summary = "splits a tensor_view into a grid of equal tiles";
  let description = [{
    Splits `tensor_view` into a grid of non-overlapping tiles of the shape given
    in the result type; the operand must be the view's own tensor_view. Along
    each dimension there are `ceil(size / tile)` tiles, so the last one may hang
    off the edge: loads fill the missing part with `padding_value` (undefined
    without one) and stores skip it. `dim_map` optionally maps tile dimensions
    to tensor dimensions, which transposes the tiles.
    ```
    %pv = make_partition_view %tv : partition_view<tile=(4x1024),
        padding_value = zero, tensor_view<?x1024xf32, strides=[?,1]>>
    ```
  }];
}
def CT_MakeStridedViewOp
    : CT_MakeTileViewOp<"make_strided_view", "13.3", "StridedViewType"> {
  let summary = "places tiles of a tensor_view on a strided grid";
  let description = [{
    Like `make_partition_view`, but tile `i` along a dimension starts at `i *
    traversal_strides[d]` elements instead of `i * tile[d]`, so tiles may overlap
    or leave gaps (for example for convolution windows). The operand must be the
    view's tensor_view. Added in 13.3.
    ```
    %sv = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[4,3],
        tensor_view<64x64xf16, strides=[64,1]>>
    ```
  }];
}
def CT_MakeGatherScatterViewOp
    : CT_MakeTileViewOp<"make_gather_scatter_view", "13.3",
                        "GatherScatterViewType"> {
  let summary = "a tile view that gathers rows along its sparse dimension";
  let description = [{
    Builds a tile view whose dimension `sparse_dim` is not split into blocks:
    a load or store gives a 1-D tile of row indices there, one per tile row, and
    gathers or scatters those rows, while the other dimensions are tiled as in a
    partition view. The operand must be the view's tensor_view. Added in 13.3.
    ```
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x16),
        padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>, sparse_dim=0>
    ```
  }];
}

def CT_GetTensorShapeOp : CT_Op<"get_tensor_shape", "13.1", [NoMemoryEffect]> {
  let summary = "the size of each dimension of a tensor_view";
  let description = [{
    Returns the size of every dimension of a tensor_view, one rank-0 integer
    tile per dimension, including static sizes. The verifier requires one result
    per dimension, all of one integer type (written once after `->`).
    ```
    %s:2 = get_tensor_shape %tv : tensor_view<?x64xf32, strides=[?,1]> -> tile<i32>
    ```
  }];
  let arguments = (ins CT_TensorView:$src);
  let results = (outs Variadic<CT_IntScalar>:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CT_GetIndexSpaceShapeOp
    : CT_Op<"get_index_space_shape", "13.1", [NoMemoryEffect]> {
  let summary = "the number of tiles of a view along each dimension";
  let description = [{
    Returns, for every dimension of a tile view, how many tile positions it has
    (for a partition view `ceil(size / tile)`): the valid range of the indices
    that loads and stores take. One rank-0 integer result per view dimension,
    all of one type.
    ```
    %rows, %cols = get_index_space_shape %pv : !pv -> tile<i32>
    ```
  }];
  let arguments = (ins CT_TileView:$src);
  let results = (outs Variadic<CT_IntScalar>:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// View loads, stores and reductions
//===----------------------------------------------------------------------===//

def CT_LoadViewTkoOp : CT_Op<"load_view_tko", "13.1", [
    AttrSizedOperandSegments, CT_MemEffects]> {
  let summary = "loads the tile of a view at a tile index";
  let description = [{
    Loads the tile at position `index` of a tile view (indices count tiles, not
    elements, and are read as unsigned). The result has the view's tile shape
    and element type. Parts outside the tensor take the view's padding value;
    an index outside the view's index space is undefined behaviour.

    The ordering is `weak`, `relaxed` or `acquire`; every ordering but `weak`
    needs a memory scope (`tl_blk`, `device` or `sys`). The op is ordered against
    other memory ops only through the optional input `token` and the result
    token. `optimization_hints` may carry `latency` and `allow_tma`; `inbounds`
    (13.4) marks index dimensions known to stay inside the tensor, so bounds
    checks can be skipped.
    ```
    %x, %t1 = load_view_tko weak %pv[%i, %j] token = %t0
        : partition_view<..>, tile<i32> -> tile<4x1024xf32>, token
    ```
  }];
  let arguments = (ins CT_MemoryOrderingAttr:$memory_ordering_semantics,
                       CT_MemoryScopeOpt:$memory_scope,
                       CT_TileView:$view,
                       Variadic<CT_IntTile>:$index,
                       CT_TokenOpt:$token,
                       CT_OptHintsOpt:$optimization_hints,
                       // 13.4: per index dim, the access is known in bounds.
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs CT_AnyTile:$tile, CT_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CT_StoreViewTkoOp : CT_Op<"store_view_tko", "13.1", [
    AttrSizedOperandSegments, CT_MemEffects]> {
  let summary = "stores a tile into a view at a tile index";
  let description = [{
    Stores `tile` at position `index` of a tile view; the tile must have the
    view's tile shape and element type. Elements falling outside the tensor are
    not written. The ordering is `weak`, `relaxed` or `release`, with a scope for
    all but `weak`. Ordering against other memory ops comes only from the
    optional input `token` and the result token. Hints and `inbounds` are as for
    `load_view_tko`.
    ```
    %t2 = store_view_tko weak %x, %pv[%i, %j] token = %t1
        : tile<4x1024xf32>, partition_view<..>, tile<i32> -> token
    ```
  }];
  let arguments = (ins CT_MemoryOrderingAttr:$memory_ordering_semantics,
                       CT_MemoryScopeOpt:$memory_scope,
                       CT_AnyTile:$tile,
                       CT_TileView:$view,
                       Variadic<CT_IntTile>:$index,
                       CT_TokenOpt:$token,
                       CT_OptHintsOpt:$optimization_hints,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs CT_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CT_AtomicRedViewTkoOp : CT_Op<"atomic_red_view_tko", "13.3", [
    AttrSizedOperandSegments,
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "atomically reduces a tile into a view (old values are not returned)";
  let description = [{
    Atomically combines `value` into the tile at `index` of a view with `mode`
    (`add`, `addf`, `and`, `max`, ...) without returning the old values, which
    lets the hardware use its cheaper reduction instructions. The verifier
    rejects gather/scatter views, views with a `padding_value`, multicast views
    (use `multimem_reduce_view_tko`), `xchg`, and element types the mode does not
    take (`addf` on floats, the others on i32 or i64). The ordering must be
    `relaxed` and the scope `tl_blk` or `device`. Added in 13.3.
    ```
    %t = atomic_red_view_tko relaxed device %pv[%i, %j], addf, %v
        : tile<64x64xf32>, partition_view<..>, tile<i32> -> token
    ```
  }];
  let arguments = (ins CT_MemoryOrderingAttr:$memory_ordering_semantics,
                       CT_MemoryScopeAttr:$memory_scope,
                       CT_TileView:$view,
                       Variadic<CT_IntTile>:$index,
                       CT_AtomicRMWModeAttr:$mode,
                       CT_AnyTile:$value,
                       CT_TokenOpt:$token,
                       // 13.5: per index dim, the access is known in bounds.
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs CT_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Multimem view ops (13.5)
//===----------------------------------------------------------------------===//
// A multicast address (a tensor_view whose base pointer is
// ptr<T, <multicast>>) names the same memory on every GPU of a multicast
// group: these ops load it reduced across the group, reduce into it, or
// store to every copy at once. Only partition views are allowed.

def CT_MultimemLoadReduceViewTkoOp
    : CT_Op<"multimem_load_reduce_view_tko", "13.5", [
    AttrSizedOperandSegments, MemoryEffects<[MemRead]>]> {
  let summary = "loads a tile of a multicast view, reduced across its GPUs";
  let description = [{
    Loads a tile of a multicast partition view, whose memory exists once on
    every GPU of a multicast group, and returns the element-wise reduction of
    all the copies with `reduction` (`add` by default). Elements may be 32- or
    64-bit integers, or f16, bf16, f32, f64 filling whole 4-byte words; floats
    reduce only by `add`, or by `min`/`max` for f16 and bf16. The ordering
    rules are those of `load_view_tko`. Added in 13.5.
    ```
    %v, %t1 = multimem_load_reduce_view_tko relaxed device %pv[%x] token = %t0
        : partition_view<..>, tile<i32>, token -> tile<128xi32>, token
    ```
  }];
  let arguments = (ins CT_MemoryOrderingAttr:$memory_ordering_semantics,
                       CT_MemoryScopeOpt:$memory_scope,
                       DefaultValuedAttr<CT_MultimemReductionKindAttr,
                           "::mlir::cuda_tile::MultimemReductionKind::add">:$reduction,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds,
                       CT_TileView:$view,
                       Variadic<CT_IntTile>:$index,
                       CT_TokenOpt:$token);
  let results = (outs CT_AnyTile:$reduced_values, CT_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CT_MultimemReduceViewTkoOp
    : CT_Op<"multimem_reduce_view_tko", "13.5", [
    AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "reduces a tile into every copy of a multicast view";
  let description = [{
    Reduces `value` into the tile at `index` of every copy of a multicast
    partition view with `reduction` (`add` by default). Element types are as for
    `multimem_load_reduce_view_tko`; floats reduce by `add` only. The ordering
    must be `relaxed` or `release`, and a scope is required. Added in 13.5.
    ```
    %t = multimem_reduce_view_tko relaxed device %pv, %v[%x]
        : partition_view<..>, tile<128xi32>, tile<i32> -> token
    ```
  }];
  let arguments = (ins CT_MemoryOrderingAttr:$memory_ordering_semantics,
                       CT_MemoryScopeAttr:$memory_scope,
                       DefaultValuedAttr<CT_MultimemReductionKindAttr,
                           "::mlir::cuda_tile::MultimemReductionKind::add">:$reduction,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds,
                       CT_TileView:$view,
                       CT_AnyTile:$value,
                       Variadic<CT_IntTile>:$index,
                       CT_TokenOpt:$token);
  let results = (outs CT_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CT_MultimemStoreViewTkoOp
    : CT_Op<"multimem_store_view_tko", "13.5", [
    AttrSizedOperandSegments, MemoryEffects<[MemWrite]>]> {
  let summary = "stores a tile into every copy of a multicast view";
  let description = [{
    Stores `tile` at position `index` of every copy of a multicast partition
    view, on all GPUs of the group at once. Element types are as for the other
    multimem ops, and the ordering rules are those of `store_view_tko`. Added in
    13.5.
    ```
    %t = multimem_store_view_tko release device %pv, %v[%x] token = %t0
        : partition_view<..>, tile<128xi32>, tile<i32>, token -> token
    ```
  }];
  let arguments = (ins CT_MemoryOrderingAttr:$memory_ordering_semantics,
                       CT_MemoryScopeOpt:$memory_scope,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds,
                       CT_TileView:$view,
                       CT_AnyTile:$tile,
                       Variadic<CT_IntTile>:$index,
                       CT_TokenOpt:$token);
  let results = (outs CT_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Pointer loads and stores
//===----------------------------------------------------------------------===//

def CT_LoadPtrTkoOp : CT_Op<"load_ptr_tko", "13.1", [
    AttrSizedOperandSegments, CT_MemEffects]> {
  let summary = "gathers a tile from a tile of pointers";
  let description = [{
    Without a mask every element is loaded, so a padding value is never used
    (cuTile Python writes one for `ct.gather(..., check_bounds=False)`).
    ```
    load_ptr_tko weak %p[, %mask][, %pad] [token=%t] [optimization_hints = <..>]
        : PTRS[, MASK][, PAD] -> RESULT, token
    ```
    A lone extra operand is the mask when it is a tile of i1, else the padding
    value (NVIDIA's printer writes the mask-less padding that way). An i1
    padding value without a mask is written `padding_value = %pad`.
  }];
  let arguments = (ins CT_MemoryOrderingAttr:$memory_ordering_semantics,
                       CT_MemoryScopeOpt:$memory_scope,
                       CT_PtrTile:$source,
                       CT_I1TileOpt:$mask,
                       Optional<CT_NumberTile>:$paddingValue,
                       CT_TokenOpt:$token,
                       CT_OptHintsOpt:$optimization_hints);
  let results = (outs CT_AnyTile:$result, CT_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CT_StorePtrTkoOp : CT_Op<"store_ptr_tko", "13.1", [
    AttrSizedOperandSegments, CT_MemEffects]> {
  let summary = "scatters a tile through a tile of pointers";
  let description = [{
    Writes every element of `value` to the address in the same position of the
    pointer tile `destination` (a scatter). Shapes must match, and the pointee
    type must be the value's element type. With a `mask` (an i1 tile of the same
    shape) only elements whose mask is true are written. The ordering is `weak`,
    `relaxed` or `release`, with a scope for all but `weak`; hints may carry
    `latency`. Order against other memory ops comes only from tokens.
    ```
    %t = store_ptr_tko weak %p, %v : tile<8xptr<i32>>, tile<8xi32> -> token
    ```
  }];
  let arguments = (ins CT_MemoryOrderingAttr:$memory_ordering_semantics,
                       CT_MemoryScopeOpt:$memory_scope,
                       CT_PtrTile:$destination,
                       CT_AnyTile:$value,
                       CT_I1TileOpt:$mask,
                       CT_TokenOpt:$token,
                       CT_OptHintsOpt:$optimization_hints);
  let results = (outs CT_Token:$result_token);
  let assemblyFormat = [{
    custom<MemoryAttrs>($memory_ordering_semantics, $memory_scope)
    $destination `,` $value (`,` $mask^)?
    (`token` `` `=` `` $token^)?
    (`optimization_hints` `=` $optimization_hints^)?
    attr-dict `:` custom<CudaTileType>(type($destination)) `,`
    custom<CudaTileType>(type($value))
    (`,` custom<CudaTileType>(type($mask))^)?
    `->` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Pointer arithmetic and stack memory
//===----------------------------------------------------------------------===//

def CT_OffsetOp : CT_Op<"offset", "13.1", [
    Pure, SameOperandsAndResultShape, AllTypesMatch<["result", "ptr"]>]> {
  let summary = "advances each pointer by offset * sizeof(pointee)";
  let description = [{
    Advances every pointer of `ptr` by the matching element of `offset`,
    counted in elements of the pointee type (so the byte offset is `offset *
    sizeof(pointee)`), like C pointer arithmetic.
    Pointer and offset tiles have one shape; the result has the pointer type.
    ```
    %q = offset %p, %o : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    ```
  }];
  let arguments = (ins CT_PtrTile:$ptr, CT_IntTile:$offset);
  let results = (outs CT_PtrTile:$result);
  let assemblyFormat = [{
    $ptr `,` $offset attr-dict `:` custom<CudaTileType>(type($ptr)) `,`
    custom<CudaTileType>(type($offset)) `->` custom<CudaTileType>(type($result))
  }];
}

def CT_AllocaOp : CT_Op<"alloca", "13.3", [
    MemoryEffects<[MemAlloc<AutomaticAllocationScopeResource>]>]> {
  let summary = "memory private to the tile block (or shared with `global`) for the enclosing block's lifetime";
  let description = [{
    Reserves `num_elem` elements of the result's pointee type, private to the
    running tile block (with `global`, visible beyond it), and returns a
    pointer to them. The memory lives until the enclosing block ends.
    `alignment` is in bytes: the verifier requires a power of two at least as
    large as one element (one byte for i1 and i4). Added in 13.3.
    ```
    %a = alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>
    ```
  }];
  let arguments = (ins ConfinedAttr<I64Attr, [IntMinValue<0>]>:$num_elem,
                       ConfinedAttr<I64Attr, [IntMinValue<0>]>:$alignment,
                       UnitAttr:$global);
  let results = (outs CT_PtrScalar:$result);
  let assemblyFormat = [{
    `num_elem` `=` $num_elem `,` `alignment` `=` $alignment
    (`global` $global^)? attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Atomics on pointers
//===----------------------------------------------------------------------===//

def CT_AtomicRMWTkoOp : CT_Op<"atomic_rmw_tko", "13.1", [
    AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>,
    AllShapesMatch<["pointers", "arg", "result"]>,
    AllTypesMatch<["arg", "result"]>]> {
  let summary = "atomic read-modify-write; returns the previous values";
  let description = [{
    For every element, atomically reads the value at the pointer, combines it
    with `arg` using `mode` and writes the outcome back, returning the old
    values. `addf` takes f16, bf16, f32 or f64; `xchg` i32, i64, f32 or f64; the
    integer modes (`and`, `or`, `xor`, `add`, `max`, `min`, `umax`, `umin`) i32
    or i64. A `mask` disables elements. The ordering may be anything but `weak`
    and a scope is required.
    ```
    %old, %t = atomic_rmw_tko relaxed device %p, addf, %v
        : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    ```
  }];
  let arguments = (ins CT_MemoryOrderingAttr:$memory_ordering_semantics,
                       CT_MemoryScopeAttr:$memory_scope,
                       CT_PtrTile:$pointers,
                       CT_AtomicRMWModeAttr:$mode,
                       CT_AnyTile:$arg,
                       CT_I1TileOpt:$mask,
                       CT_TokenOpt:$token);
  let results = (outs CT_AnyTile:$result, CT_Token:$result_token);
  let assemblyFormat = [{
    custom<MemoryAttrs>($memory_ordering_semantics, $memory_scope)
    $pointers `,` custom<RMWMode>($mode) `,` $arg (`,` $mask^)?
    (`token` `` `=` `` $token^)?
    attr-dict `:` custom<CudaTileType>(type($pointers)) `,`
    custom<CudaTileType>(type($arg))
    (`,` custom<CudaTileType>(type($mask))^)?
    `->` custom<CudaTileType>(type($result)) `,`
    custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CT_AtomicCASTkoOp : CT_Op<"atomic_cas_tko", "13.1", [
    AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>,
    AllShapesMatch<["pointers", "cmp", "val", "result"]>,
    AllTypesMatch<["cmp", "val", "result"]>]> {
  let summary = "atomic compare-and-swap; returns the previous values";
  let description = [{
    For every element, atomically compares the value at the pointer with `cmp`
    and, if they are equal, replaces it with `val`; it returns the values read
    before the operation either way. Elements must be 32 or 64 bits wide (i32,
    i64, f32 or f64); floats compare by bit pattern. A `mask` disables
    elements. The ordering may be anything but `weak` and a scope is required.
    ```
    %old, %t = atomic_cas_tko relaxed device %p, %cmp, %val
        : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    ```
  }];
  let arguments = (ins CT_MemoryOrderingAttr:$memory_ordering_semantics,
                       CT_MemoryScopeAttr:$memory_scope,
                       CT_PtrTile:$pointers,
                       CT_AnyTile:$cmp,
                       CT_AnyTile:$val,
                       CT_I1TileOpt:$mask,
                       CT_TokenOpt:$token);
  let results = (outs CT_AnyTile:$result, CT_Token:$result_token);
  let assemblyFormat = [{
    custom<MemoryAttrs>($memory_ordering_semantics, $memory_scope)
    $pointers `,` $cmp `,` $val (`,` $mask^)?
    (`token` `` `=` `` $token^)?
    attr-dict `:` custom<CudaTileType>(type($pointers)) `,`
    custom<CudaTileType>(type($val))
    (`,` custom<CudaTileType>(type($mask))^)?
    `->` custom<CudaTileType>(type($result)) `,`
    custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Tokens
//===----------------------------------------------------------------------===//

def CT_MakeTokenOp : CT_Op<"make_token", "13.1", [Pure]> {
  let summary = "a token that depends on nothing";
  let description = [{
    Creates a fresh token that depends on nothing. Memory operations given it
    (or none) are not ordered after any earlier one; it starts a chain.
    ```
    %t = make_token : token
    ```
  }];
  let results = (outs CT_Token:$result);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($result))";
}

def CT_JoinTokensOp : CT_Op<"join_tokens", "13.1", [Pure]> {
  let summary = "a token that depends on every input token";
  let description = [{
    Returns a token that depends on every input token, so an operation given it
    is ordered after all the operations that produced them. The verifier
    requires at least two inputs, since joining one token is a no-op.
    ```
    %j = join_tokens %a, %b : token
    ```
  }];
  let arguments = (ins Variadic<CT_TokenB>:$tokens);
  let results = (outs CT_Token:$result);
  let assemblyFormat = [{
    $tokens attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Token-ordered fences and grid dependency control (13.4)
//===----------------------------------------------------------------------===//

// Orders accesses made through different addresses of the same memory (a
// proxy fence); ordered against other memory ops only through tokens.
def CT_MemoryFenceAliasTkoOp : CT_Op<"memory_fence_alias_tko", "13.4", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "a fence between aliasing accesses to the same memory";
  let description = [{
    Orders accesses that reach the same memory through different addresses or
    paths (a proxy fence), which tokens alone cannot express. It is ordered
    against other memory operations through its required input token and its
    result token. Added in 13.4.
    ```
    %t1 = memory_fence_alias_tko %t0 : token
    ```
  }];
  let arguments = (ins CT_TokenB:$token);
  let results = (outs CT_Token:$result_token);
  let assemblyFormat = [{
    $token attr-dict `:` custom<CudaTileType>(type($result_token))
  }];
}

// Programmatic dependent launch: both write memory as far as ordering is
// concerned, so nothing moves across them.
class CT_GdcOp<string mnemonic, string summary_>
    : CT_Op<mnemonic, "13.4", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = summary_;
  let arguments = (ins CT_TokenOpt:$token);
  let results = (outs CT_Token:$result_token);
  let assemblyFormat = [{
    (`token` `=` $token^)? attr-dict `:` custom<CudaTileType>(type($result_token))
  }];
}
def CT_GdcWaitTkoOp : CT_GdcOp<"gdc_wait_tko",
    "waits until the preceding kernel of a dependent launch has finished and "
    "its memory is visible"> {
  let description = [{
    Part of programmatic dependent launch: blocks until the kernel this one
    depends on has completed and its memory writes are visible. Memory reads of
    that kernel's output must be ordered after it through tokens. As far as
    ordering is concerned it reads and writes memory, so nothing moves across
    it. Added in 13.4.
    ```
    %w = gdc_wait_tko : token
    ```
  }];
}
def CT_GdcLaunchDependentsTkoOp : CT_GdcOp<"gdc_launch_dependents_tko",
    "lets a programmatically dependent kernel start launching"> {
  let description = [{
    Part of programmatic dependent launch: signals that the kernel that depends
    on this one may start launching before this one ends. It does not publish
    memory; the dependent kernel still waits with `gdc_wait_tko`. Treated as a
    memory read and write, so nothing moves across it. Added in 13.4.
    ```
    %t = gdc_launch_dependents_tko token = %w : token
    ```
  }];
}

//===----------------------------------------------------------------------===//
// Globals
//===----------------------------------------------------------------------===//

def CT_GlobalOp : CT_Op<"global", "13.1", [Symbol]> {
  let summary = "a statically allocated, initialised rank-1 buffer";
  let description = [{
    Defines a statically allocated buffer, initialised with `value`, which the
    verifier requires to be a rank-1 tile. `constant` marks it read-only;
    `alignment` is in bytes. It is `public` unless marked `private`. Kernels
    reach it through `get_global`.
    ```
    global constant @table alignment = 256 <i32: [1, -2, 3, 4]> : tile<4xi32>
    ```
  }];
  let arguments = (ins
      SymbolNameAttr:$sym_name,
      Builtin_DenseIntOrFPElementsAttr:$value,
      DefaultValuedAttr<I64Attr, "0">:$alignment,
      UnitAttr:$constant,
      DefaultValuedAttr<CT_SymbolVisibilityAttr,
                        "::mlir::cuda_tile::SymbolVisibility::Public">:$symbol_visibility);
  let assemblyFormat = [{
    custom<GlobalHead>($symbol_visibility, $constant, $sym_name)
    (`alignment` `=` $alignment^)? attr-dict
    custom<GlobalValue>($value)
  }];
  let hasVerifier = 1;
}

def CT_GetGlobalOp : CT_Op<"get_global", "13.1", [
    Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "a pointer to a global";
  let description = [{
    Returns a rank-0 pointer to the first element of the `global` named `name`.
    The verifier requires the symbol to be a global whose element type is the
    pointee type of the result.
    ```
    %p = get_global @table : tile<ptr<i32>>
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$name);
  let results = (outs CT_PtrScalar:$result);
  let assemblyFormat = "$name attr-dict `:` custom<CudaTileType>(type($result))";
}

#endif
