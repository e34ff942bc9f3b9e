//===- TileSIMTAsyncOps.td - asynchronous copies to shared memory -*- tablegen -*-===//
//
// The pieces of a software-pipelined matrix loop (tile-simt-pipeline-mma):
// a ring of shared-memory slots, copies from global memory into a slot that
// complete asynchronously (cp.async, sm_80+), the group bookkeeping that
// says when they have landed, and a multiply that reads its operands from
// slots. Ordering between threads stays explicit: a gpu.barrier after
// async_wait makes every thread's landed copies visible to all.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_TILESIMT_ASYNC_OPS_TD
#define TILEIR_TILESIMT_ASYNC_OPS_TD

def TileSIMT_SharedBuffer : Type<
    CPred<"::llvm::isa<::mlir::tileir::simt::SharedBufferType>($_self)">,
    "!tile_simt.smem">;

def TileSIMT_AllocSharedOp : TileSIMT_Op<"alloc_shared",
    [MemoryEffects<[MemAlloc]>]> {
  let summary = "a ring of shared-memory tile slots for this CTA";
  let results = (outs TileSIMT_SharedBuffer:$result);
  let assemblyFormat = "attr-dict `:` qualified(type($result))";
}

// Copies the tile that load_tile with the same operands would load into
// slot `slot` of `dest`, each thread the elements `layout` gives it, in
// groups of 4, 8 or 16 bytes (so every group is wholly in or out of bounds
// and aligned: the verifier asks shape_div, stride_div and base_align for
// it). Out-of-bounds groups, and all of them when `pred` is false, are
// zero-filled without reading global memory. The copy completes at a later
// async_wait; until then the slot must not be read.
def TileSIMT_AsyncLoadTileOp : TileSIMT_Op<"async_load_tile",
    [AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "asynchronous masked copy of a strided tile into a slot";
  let arguments = (ins TileSIMT_GlobalPtr:$base,
                       Variadic<TileSIMT_Index>:$offsets,
                       Variadic<TileSIMT_Index>:$shape,
                       Variadic<TileSIMT_Index>:$strides,
                       TileSIMT_SharedBuffer:$dest, I32:$slot,
                       Optional<I1>:$pred,
                       TypeAttrOf<TileSIMT_DistTensor>:$layout,
                       DefaultValuedAttr<DenseI64ArrayAttr, "{}">:$shape_div,
                       DefaultValuedAttr<DenseI64ArrayAttr, "{}">:$stride_div,
                       DefaultValuedAttr<I64Attr, "1">:$base_align);
  let assemblyFormat = [{
    $base `[` $offsets `]` `shape` `[` $shape `]` `strides` `[` $strides `]`
    custom<IndexType>(ref($offsets), ref($shape), ref($strides),
                      type($offsets), type($shape), type($strides))
    `into` $dest `[` $slot `]` (`if` $pred^)? `as` $layout attr-dict `:`
    type($base) `,` qualified(type($dest))
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Bytes each thread copies with one instruction.
    int64_t getGroupBytes();
  }];
}

// Copies the tile that a weak load_ptr of `ptrs` with mask `mask` (zero
// where it is false) would load into slot `slot` of `dest` (2-d: a row per
// element of the outer dims, in row-major order), each thread the elements
// of its addresses' layout, in the runs of `vec` consecutive elements that
// load_ptr's `vec` promises: one cp.async of each run a thread holds (4, 8
// or 16 bytes; the verifier checks that the layout gives the copy such
// runs). Runs whose mask is false, and all of them when `pred` is false,
// are zero-filled without reading global memory. The copy completes at a
// later async_wait, like async_load_tile's.
def TileSIMT_AsyncLoadPtrOp : TileSIMT_Op<"async_load_ptr",
    [AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "asynchronous gather of a tile into a slot";
  let arguments = (ins TileSIMT_DistTensor:$ptrs, Optional<AnyType>:$mask,
                       TileSIMT_SharedBuffer:$dest, I32:$slot,
                       Optional<I1>:$pred, I64Attr:$vec);
  let assemblyFormat = [{
    $ptrs (`mask` $mask^ `:` type($mask))? `into` $dest `[` $slot `]`
    (`if` $pred^)? attr-dict `:` type($ptrs) `,` qualified(type($dest))
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Bytes each cp.async of a thread copies (0: no whole run).
    int64_t getGroupBytes();
  }];
}

// The tile at element coordinates `coords` (outermost first) of the tensor
// `desc` describes (a CUtensorMap the launcher encodes, passed as a
// __grid_constant__ kernel parameter), copied by the tensor memory
// accelerator into slot `slot` of `dest`: one thread of the CTA arms
// mbarrier `slot` of `bars` with the slot's bytes (an arrival with
// expect_tx) and issues one copy per swizzle block of the slot's rows (per
// group of 8 rows, each to its stored rows, where the slot's rows are in
// mmaWarps order) (cp.async.bulk.tensor), which complete that barrier's
// phase when they land. Elements outside the tensor are zero-filled. With `pred` false
// nothing is issued and nothing arrives. The slot may be read once a wait
// on the barrier's phase returns; the copies write through the async proxy,
// which is the one wgmma reads through.
// With `multicast` = C (a kernel launched in clusters of C CTAs along x,
// every CTA of which copies the same tile with this op at the same point),
// each CTA issues only the blocks whose index (in issue order) is its rank
// modulo C, multicast to all C CTAs: each block lands at the same offset of
// every CTA's slot and completes transactions on every CTA's barrier
// `slot`, which each CTA still arms with the whole slot's bytes. Before
// the op, every CTA of the cluster must be done with the slot's previous
// contents (tile-simt-pipeline-mma's cluster-wide "empty" barriers).
def TileSIMT_TmaLoadTileOp : TileSIMT_Op<"tma_load_tile",
    [AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "tensor-memory-accelerator copy of a tile into a slot";
  let arguments = (ins TileSIMT_GenericPtr:$desc, Variadic<TileSIMT_Index>:$coords,
                       TileSIMT_SharedBuffer:$dest, I32:$slot,
                       TileSIMT_SharedBuffer:$bars, Optional<I1>:$pred,
                       OptionalAttr<I64Attr>:$multicast);
  let assemblyFormat = [{
    $desc `[` $coords `]` `into` $dest `[` $slot `]` `bars` $bars
    (`if` $pred^)? (`multicast` $multicast^)? attr-dict `:` type($desc)
    `[` type($coords) `]` `,`
    qualified(type($dest)) `,` qualified(type($bars))
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Bytes one slot holds: what each issue arms its barrier with.
    int64_t getSlotBytes();
  }];
}

// Closes the group of this thread's async copies issued since the last one.
def TileSIMT_AsyncCommitOp : TileSIMT_Op<"async_commit"> {
  let summary = "ends a group of asynchronous copies";
  let assemblyFormat = "attr-dict";
}

// Waits until at most `pending` of this thread's committed groups are still
// in flight. With `async_proxy` the copied bytes are then also made visible
// to the async proxy (fence.proxy.async), as they must be before wgmma
// reads them: cp.async writes through the generic proxy.
def TileSIMT_AsyncWaitOp : TileSIMT_Op<"async_wait"> {
  let summary = "waits for all but the newest groups of asynchronous copies";
  let arguments = (ins I32Attr:$pending, UnitAttr:$async_proxy);
  let assemblyFormat = "$pending (`async_proxy` $async_proxy^)? attr-dict";
}

// The tile in slot `slot` of `src` as a tensor in `result`'s layout (its
// shape is the slot's with unit dims dropped or added: the same row-major
// elements). A tile_simt.mma operand read this way takes its tensor-core
// fragments from the slot itself, with no staging of its own: the only
// reason for a slot is to feed tensor cores from it.
def TileSIMT_ReadSlotOp : TileSIMT_Op<"read_slot",
    [MemoryEffects<[MemRead]>]> {
  let summary = "a shared-memory slot read as a tile";
  let arguments = (ins TileSIMT_SharedBuffer:$src, I32:$slot);
  let results = (outs TileSIMT_DistTensor:$result);
  let assemblyFormat = [{
    $src `[` $slot `]` attr-dict `:` qualified(type($src)) `->` type($result)
  }];
  let hasVerifier = 1;
}

// Each thread writes its elements of `value` into slot `slot` of `dest`
// (the slot's tile is the value's with unit dims dropped or added: the same
// row-major elements), with plain shared-memory stores: the generic proxy.
// All threads first meet at a CTA barrier, so that no thread writes the
// slot while an earlier reader may still read its bytes (the accelerator's
// copy of a loop's last trip, or the tensor cores reading a ring whose
// bytes the slot takes over).
def TileSIMT_WriteSlotOp : TileSIMT_Op<"write_slot",
    [MemoryEffects<[MemWrite]>]> {
  let summary = "a tile written into a shared-memory slot";
  let arguments = (ins TileSIMT_DistTensor:$value, TileSIMT_SharedBuffer:$dest,
                       I32:$slot);
  let assemblyFormat = [{
    $value `,` $dest `[` $slot `]` attr-dict `:` type($value) `,`
    qualified(type($dest))
  }];
  let hasVerifier = 1;
}

// Slot `slot` of `src` (written by write_slot) copied by the tensor memory
// accelerator to the tile at element coordinates `coords` (outermost
// first) of the tensor `desc` describes (a CUtensorMap the launcher
// encodes, as tma_load_tile's): elements outside the tensor are not
// written. Every thread fences its earlier writes of the slot to the async
// proxy (the copy reads through it) and meets the others at a CTA barrier;
// one thread then issues one copy per swizzle block of the slot's rows,
// commits them as a bulk group and waits until they have read the slot.
// Where the op runs again, or shared memory is used after it, a CTA
// barrier after that wait hands the slot's bytes back to every thread.
// The global writes land later: before the grid completes, but not in
// order with this kernel's later generic accesses of the tensor (so the
// kernel must not read or write it otherwise).
def TileSIMT_TmaStoreTileOp : TileSIMT_Op<"tma_store_tile",
    [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "tensor-memory-accelerator copy of a slot into a tensor tile";
  let arguments = (ins TileSIMT_GenericPtr:$desc, Variadic<TileSIMT_Index>:$coords,
                       TileSIMT_SharedBuffer:$src, I32:$slot);
  let assemblyFormat = [{
    $src `[` $slot `]` `to` $desc `[` $coords `]` attr-dict `:`
    qualified(type($src)) `,` type($desc) `[` type($coords) `]`
  }];
  let hasVerifier = 1;
}

// The accumulator of in_flight products (tile_simt.mma) once every product
// of this warpgroup into it is done: only then may anything but the next
// product read it. The wait leaves this warpgroup's `pending` newest wgmma
// groups running (wgmma.wait_group pending); the products into `acc` must
// be older than those. `keep` names register operands (A fragments) of
// products that may still be running: their registers stay live until the
// wait, so that nothing is written over them while the tensor cores read.
def TileSIMT_MmaWaitOp : TileSIMT_Op<"mma_wait",
    [AllTypesMatch<["acc", "result"]>]> {
  let summary = "waits for the products still in flight into an accumulator";
  let arguments = (ins TileSIMT_DistTensor:$acc,
                       Variadic<TileSIMT_DistTensor>:$keep,
                       DefaultValuedAttr<I64Attr, "0">:$pending);
  let results = (outs TileSIMT_DistTensor:$result);
  let assemblyFormat = [{
    $acc (`keep` `(` $keep^ `:` type($keep) `)`)? attr-dict `:` type($result)
  }];
  let hasVerifier = 1;
}

#endif
