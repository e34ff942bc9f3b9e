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
}
def CT_MakeStridedViewOp
    : CT_MakeTileViewOp<"make_strided_view", "13.3", "StridedViewType"> {
  let summary = "places tiles of a tensor_view on a strided grid";
}
def CT_MakeGatherScatterViewOp
    : CT_MakeTileViewOp<"make_gather_scatter_view", "13.3",
                        "GatherScatterViewType"> {
  let summary = "a tile view that gathers rows along its sparse dimension";
}

def CT_GetTensorShapeOp : CT_Op<"get_tensor_shape", "13.1", [NoMemoryEffect]> {
  let summary = "the size of each dimension of a tensor_view";
  let arguments = (ins CT_TensorView:$src);
  let results = (outs Variadic<CT_IntScalar>:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CT_GetIndexSpaceShapeOp
    : CT_Op<"get_index_space_shape", "13.1", [NoMemoryEffect]> {
  let summary = "the number of tiles of a view along each dimension";
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
  let results = (outs CT_Token:$result);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($result))";
}

def CT_JoinTokensOp : CT_Op<"join_tokens", "13.1", [Pure]> {
  let summary = "a token that depends on every input token";
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
    "its memory is visible">;
def CT_GdcLaunchDependentsTkoOp : CT_GdcOp<"gdc_launch_dependents_tko",
    "lets a programmatically dependent kernel start launching">;

//===----------------------------------------------------------------------===//
// Globals
//===----------------------------------------------------------------------===//

def CT_GlobalOp : CT_Op<"global", "13.1", [Symbol]> {
  let summary = "a statically allocated, initialised rank-1 buffer";
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
  let arguments = (ins FlatSymbolRefAttr:$name);
  let results = (outs CT_PtrScalar:$result);
  let assemblyFormat = "$name attr-dict `:` custom<CudaTileType>(type($result))";
}

#endif
