//===- TileSIMTWarpOps.td - warp roles and mbarriers ----*- tablegen -*-===//
//
// The pieces of a warp-specialized loop (tile-simt-pipeline-mma with
// warp-specialize): some warps of the CTA copy operand tiles into a ring of
// shared slots while the others multiply, and the two sides hand slots to
// each other through mbarriers (one "full" and one "empty" barrier per slot)
// instead of CTA barriers.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_TILESIMT_WARP_OPS_TD
#define TILEIR_TILESIMT_WARP_OPS_TD

// Threads first .. first+count-1 of the CTA run the body; the others skip
// it (and get unspecified results). Inside, a thread's coordinates in a
// layout count from `first`, so the body's layouts are those of `count`
// threads, and a CTA barrier in the body synchronizes these threads only.
// `first` and `count` are multiples of a warp: named barriers count whole
// warps. With `max_registers`, the region's warps (whole warpgroups) first
// set the registers each of their threads holds to that many
// (setmaxnreg, sm_90a): a warp-specialized kernel's producers give up
// registers that its consumers take.
def TileSIMT_WarpsOp : TileSIMT_Op<"warps",
    [SingleBlockImplicitTerminator<"YieldOp">, RecursiveMemoryEffects]> {
  let summary = "a region only some warps of the CTA run";
  let arguments = (ins I64Attr:$first, I64Attr:$count,
                       OptionalAttr<I64Attr>:$max_registers);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    `threads` `(` $first `,` $count `)` (`->` type($results)^)? attr-dict-with-keyword
    $body
  }];
  let hasVerifier = 1;
}

// Before any warp uses them: one thread initializes mbarrier i of `bars`
// (a buffer of i64 slots) to expect `arrivals[i]` arrivals per phase, and
// a CTA barrier then makes them visible to every thread. With `cluster`,
// other CTAs of the cluster arrive or complete transactions on them too:
// a cluster barrier (every thread of every CTA) takes the CTA barrier's
// place, so no CTA touches another's barriers before they are initialized,
// nor its shared memory before it is done with what the bytes held before.
def TileSIMT_InitMBarriersOp : TileSIMT_Op<"init_mbarriers",
    [MemoryEffects<[MemWrite]>]> {
  let summary = "initializes a buffer of mbarriers";
  let arguments = (ins TileSIMT_SharedBuffer:$bars,
                       DenseI64ArrayAttr:$arrivals, UnitAttr:$cluster);
  let assemblyFormat = [{
    $bars `arrivals` $arrivals (`cluster` $cluster^)? attr-dict `:`
    qualified(type($bars))
  }];
  let hasVerifier = 1;
}

// After every use of `bars` (all waits done, nothing in flight that
// arrives on them): one thread invalidates each mbarrier, so that their
// shared memory may be initialized again (a loop entered again re-arms its
// barriers from phase 0). A CTA barrier first makes every thread's last
// wait precede it.
def TileSIMT_InvalMBarriersOp : TileSIMT_Op<"inval_mbarriers",
    [MemoryEffects<[MemWrite]>]> {
  let summary = "invalidates a buffer of mbarriers";
  let arguments = (ins TileSIMT_SharedBuffer:$bars);
  let assemblyFormat = "$bars attr-dict `:` qualified(type($bars))";
}

// This thread arrives once on mbarrier `index` of `bars`, releasing its
// earlier memory accesses to the threads that wait for the phase. With
// `per_warp` the warp arrives once instead: its threads synchronize
// (bar.warp.sync, which orders their earlier accesses before what follows)
// and lane 0 arrives for them, so a barrier expecting one arrival per warp
// completes when every warp got there. With `cluster` = C (clusters of C
// CTAs along x), the arrival goes to mbarrier `index` of `bars` in each of
// the C CTAs (the same offset in each one's shared memory).
def TileSIMT_MBarrierArriveOp : TileSIMT_Op<"mbarrier_arrive",
    [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "arrives on an mbarrier";
  let arguments = (ins TileSIMT_SharedBuffer:$bars, I32:$index,
                       UnitAttr:$per_warp, OptionalAttr<I64Attr>:$cluster);
  let assemblyFormat = [{
    $bars `[` $index `]` (`per_warp` $per_warp^)? (`cluster` $cluster^)?
    attr-dict `:` qualified(type($bars))
  }];
  let hasVerifier = 1;
}

// This thread arrives on mbarrier `index` of `bars` once all of its
// asynchronous copies issued so far have landed (cp.async.mbarrier.arrive
// .noinc: the arrival is one of those the barrier expects).
def TileSIMT_AsyncArriveOp : TileSIMT_Op<"async_arrive",
    [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "arrives on an mbarrier when this thread's copies land";
  let arguments = (ins TileSIMT_SharedBuffer:$bars, I32:$index);
  let assemblyFormat = "$bars `[` $index `]` attr-dict `:` qualified(type($bars))";
}

// Waits until the phase of mbarrier `index` whose parity is `parity` (0
// or 1) has completed, acquiring what its arrivals released (the current
// phase's predecessor counts as completed, so waiting on parity 1 of a
// fresh barrier returns at once). With `async_proxy` the acquired bytes are
// then made visible to the async proxy (fence.proxy.async), as they must
// be before wgmma reads copies made through the generic proxy. With
// `first_thread` only thread 0 (of the CTA, or of the warps region: the
// thread that issues tma_load_tile) waits; the others go on. Arrivals
// from other CTAs of a cluster (mbarrier_arrive `cluster`) are waited for
// the same way: what they order is their own CTA's reads of its slot,
// before the copy this thread then issues into it.
def TileSIMT_MBarrierWaitOp : TileSIMT_Op<"mbarrier_wait",
    [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "waits for a phase of an mbarrier";
  let arguments = (ins TileSIMT_SharedBuffer:$bars, I32:$index, I32:$parity,
                       UnitAttr:$async_proxy, UnitAttr:$first_thread);
  let assemblyFormat = [{
    $bars `[` $index `]` `parity` $parity (`async_proxy` $async_proxy^)?
    (`first_thread` $first_thread^)? attr-dict `:` qualified(type($bars))
  }];
}

#endif // TILEIR_TILESIMT_WARP_OPS_TD
