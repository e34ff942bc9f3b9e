//===- TileSIMTPointerOps.td - gathers, scatters, atomics --*- tablegen -*-===//
//
// A tile of pointers is a distributed tensor of i64 addresses (builtin
// vectors cannot hold !llvm.ptr); a rank-0 one stays an !llvm.ptr<1>. Each
// op touches every element through its own address, one access per
// element; a false mask element leaves memory alone. Orderings and scopes
// are already in LLVM's terms (the cuda_tile lowering picks them), so the
// per-thread lowering is one LLVM memory op per register.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_TILESIMT_POINTEROPS_TD
#define TILEIR_TILESIMT_POINTEROPS_TD

include "mlir/Dialect/LLVMIR/LLVMEnums.td"

def TileSIMT_Addresses : AnyTypeOf<[TileSIMT_DistTensor, TileSIMT_GlobalPtr],
    "distributed tensor of i64 addresses or !llvm.ptr<1>">;

// Masked gather: element i is *ptrs[i] where mask[i], else other[i] (zero
// without `other`). `ordering` not_atomic is a weak load. `vec = N` (a
// power of two) promises that along the innermost dim the elements come in
// aligned groups of N whose addresses are consecutive, the first aligned to
// N elements, with one mask and one `other` value per group: a weak load
// may then move a group with one vector access.
// A weak load only reads; an atomic one also orders the accesses around it,
// which MLIR can only say as a write.
def TileSIMT_LoadPtrOp : TileSIMT_Op<"load_ptr",
    [AttrSizedOperandSegments,
     DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "masked per-element load through a tile of addresses";
  let arguments = (ins TileSIMT_Addresses:$ptrs, Optional<AnyType>:$mask,
                       Optional<AnyType>:$other,
                       DefaultValuedAttr<AtomicOrdering,
                           "::mlir::LLVM::AtomicOrdering::not_atomic">:$ordering,
                       OptionalAttr<StrAttr>:$syncscope,
                       OptionalAttr<I64Attr>:$vec);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    (`atomic` $ordering^)? (`syncscope` `(` $syncscope^ `)`)?
    $ptrs (`mask` $mask^ `:` type($mask))? (`other` $other^ `:` type($other))?
    attr-dict `:` type($ptrs) `->` type($result)
  }];
  let hasVerifier = 1;
}

// Masked scatter: *ptrs[i] = value[i] where mask[i]. `vec = N` promises
// what load_ptr's does (the addresses and the mask), so a weak store may
// write a group with one vector access.
def TileSIMT_StorePtrOp : TileSIMT_Op<"store_ptr",
    [MemoryEffects<[MemWrite]>]> {
  let summary = "masked per-element store through a tile of addresses";
  let arguments = (ins TileSIMT_Addresses:$ptrs, AnyType:$value,
                       Optional<AnyType>:$mask,
                       DefaultValuedAttr<AtomicOrdering,
                           "::mlir::LLVM::AtomicOrdering::not_atomic">:$ordering,
                       OptionalAttr<StrAttr>:$syncscope,
                       OptionalAttr<I64Attr>:$vec);
  let assemblyFormat = [{
    (`atomic` $ordering^)? (`syncscope` `(` $syncscope^ `)`)?
    $ptrs `,` $value (`mask` $mask^ `:` type($mask))? attr-dict `:`
    type($ptrs) `,` type($value)
  }];
  let hasVerifier = 1;
}

// Returns the old values; masked-off elements yield zero.
def TileSIMT_AtomicRMWOp : TileSIMT_Op<"atomic_rmw",
    [MemoryEffects<[MemRead, MemWrite]>,
     AllTypesMatch<["value", "result"]>]> {
  let summary = "masked per-element atomic read-modify-write";
  let arguments = (ins AtomicBinOp:$bin_op, TileSIMT_Addresses:$ptrs,
                       AnyType:$value, Optional<AnyType>:$mask,
                       AtomicOrdering:$ordering,
                       OptionalAttr<StrAttr>:$syncscope);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $bin_op $ordering (`syncscope` `(` $syncscope^ `)`)?
    $ptrs `,` $value (`mask` $mask^ `:` type($mask))? attr-dict `:`
    type($ptrs) `,` type($value)
  }];
  let hasVerifier = 1;
}

// Stores `value` where the old value equals `cmp`; returns the old values
// (zero where masked off). Floats compare bitwise.
def TileSIMT_AtomicCASOp : TileSIMT_Op<"atomic_cas",
    [MemoryEffects<[MemRead, MemWrite]>,
     AllTypesMatch<["cmp", "value", "result"]>]> {
  let summary = "masked per-element atomic compare-and-swap";
  let arguments = (ins TileSIMT_Addresses:$ptrs, AnyType:$cmp, AnyType:$value,
                       Optional<AnyType>:$mask,
                       AtomicOrdering:$success_ordering,
                       AtomicOrdering:$failure_ordering,
                       OptionalAttr<StrAttr>:$syncscope);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $success_ordering $failure_ordering (`syncscope` `(` $syncscope^ `)`)?
    $ptrs `,` $cmp `,` $value (`mask` $mask^ `:` type($mask))? attr-dict `:`
    type($ptrs) `,` type($value)
  }];
  let hasVerifier = 1;
}

// Atomically combines every element of a distributed tile into the strided
// tensor it lands in (as store_tile places it); elements outside [0, shape)
// are skipped and no old values are returned.
def TileSIMT_AtomicRedTileOp : TileSIMT_Op<"atomic_red_tile",
    [AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "element-wise atomic reduction of a tile into a strided tensor";
  let arguments = (ins AtomicBinOp:$bin_op, TileSIMT_DistTensor:$value,
                       TileSIMT_GlobalPtr:$base,
                       Variadic<TileSIMT_Index>:$offsets,
                       Variadic<TileSIMT_Index>:$shape,
                       Variadic<TileSIMT_Index>:$strides,
                       AtomicOrdering:$ordering,
                       OptionalAttr<StrAttr>:$syncscope);
  let assemblyFormat = [{
    $bin_op $ordering (`syncscope` `(` $syncscope^ `)`)?
    $value `,` $base `[` $offsets `]` `shape` `[` $shape `]` `strides`
    `[` $strides `]`
    custom<IndexType>(ref($offsets), ref($shape), ref($strides),
                      type($offsets), type($shape), type($strides))
    attr-dict `:` type($value) `,` type($base)
  }];
  let hasVerifier = 1;
}

#endif
