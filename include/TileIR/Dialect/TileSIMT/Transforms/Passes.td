//===- Passes.td - tile_simt optimisations -----------------*- tablegen -*-===//
#ifndef TILEIR_TILESIMT_TRANSFORMS_PASSES_TD
#define TILEIR_TILESIMT_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TileSIMTRemoveLayoutConversions
    : Pass<"tile-simt-remove-layout-conversions"> {
  let summary = "Move layout conversions up to where they cost nothing";
  let description = [{
    A `tile_simt.convert_layout` goes through shared memory. Most of the
    ones convert-tile-to-simt leaves are avoidable: their operand was made
    by a splat or constant (rebuilt in the wanted layout), a broadcast or
    unit-dim reshape (the conversion moves to the smaller operand), an
    elementwise op (the conversion moves to its operands when at most one
    of them needs a real one), or a load with no other use (loaded in the
    wanted layout instead, when `rematerialize-loads` is set). An scf.for
    that yields a value converted from layout L (a matrix accumulator made
    by tile_simt.mma) carries it in L instead: converted once before and
    once after the loop, and the body's other uses read one conversion of
    it (never more conversions per trip than before). A conversion is
    moved onto an elementwise op's operands only when the conversions that
    adds move at most as many elements as the one it removes (a broadcast
    operand counts its smaller source). A tile_simt.mma whose rhs (lhs) is
    a transpose of its last two dims reads the untransposed tile with
    `rhs_transposed` (`lhs_transposed`): the lowering stages operands in
    shared memory anyway, so the transpose's own round trip goes. A reshape
    that drops a leading unit dim between the transpose and the product is
    redone on the untransposed tile with the sliced layout, which holds the
    same registers, so the product reads the same elements. A conversion
    that also reshapes by inserting or dropping unit dims (an index vector
    reshaped into a gather's 4-d pointer tile, whose layout spreads threads
    over the unit dims) moves on through element-wise ops and broadcasts,
    which are rebuilt at the new shape: row-major order keeps every
    element's position among the non-unit dims, and an iota of rank > 1 is
    the row-major linear index, so each op computes the same values. A
    load such a conversion reads (alone, or with other conversions when it
    is small) is issued again in the layout that reshapes into the wanted
    one, or at the wanted shape with each inserted unit dim read at offset
    0 of extent 1: the same elements from the same memory, at the old
    load's place. Conversions of one value to one type are first merged
    into one, made right after the value, which dominates them all. An
    element-wise op whose operands are all broadcasts (or splats) is
    computed at their sources' joint shape and broadcast after: the same
    values, each computed once per thread, and a loop-invariant part stays
    small when LLVM hoists it. Once those rewrites are done, a conversion
    left in a loop body whose operand is made before the loop moves before
    the loop where its result takes no more registers than the operand
    (live through the loop anyway): the same value, converted once instead
    of every trip. In that same late phase, a loop-carried tensor whose
    next value is an element-wise update of it by values converted from
    one other layout L (a bf16 term in its 16-byte layout added into an
    f32 sum in the f32 one) is carried in L, the update made in L from the
    conversions' sources: each element is updated by the same operations
    on the same operands, only the thread holding it changes; it is done
    where the trip's conversions move more elements than the one back that
    other readers of the carried value then need. Conversions that stay are
    the ones some value really needs in two layouts.
    Semantics never change: every rewrite computes the same tensor in
    another distribution.
  }];
  let options = [
    Option<"rematerializeLoads", "rematerialize-loads", "bool",
           /*default=*/"true",
           "Reload a single-use load_tile in the converted layout">,
    Option<"narrowFirst", "narrow-first", "bool", /*default=*/"false",
           "Weigh conversions by their bytes, not their elements: a "
           "conversion after a truncation (an f32 accumulator stored as "
           "f16) stays on the narrow values instead of moving above it">,
  ];
  let dependentDialects = ["::mlir::tileir::simt::TileSIMTDialect"];
}

def TileSIMTFoldAccessGuards : Pass<"tile-simt-fold-access-guards"> {
  let summary = "Fold an scf.if around one tile access into its extent";
  let description = [{
    tile-raise-pointer-accesses wraps a view access in an `if` on the
    mask's uniform part (`row < rows`), as the cuda_tile spec requires. At
    this level the `if` only costs: a branch per access, and a load whose
    value must arrive before the join. So an scf.if whose then-block holds
    pure ops and one load_tile (yielded) and whose else-block yields a
    splat of the load's padding, or whose then-block holds pure ops and
    one store_tile (and no else), becomes that access with the extent of
    dim 0 replaced by `select(cond, extent, 0)`.
    Why it is legal: load_tile and store_tile are defined on every element
    of the tile, loading the padding (storing nothing) outside
    [0, shape); with an extent of 0 every element is outside, which is
    what the false branch gave. The pure ops moved out of the `if` are
    speculatable (mlir::isPure), and the access itself then touches memory
    only where the condition held. A load without padding yields undefined
    elements outside the tile, so any splat in the else-block agrees.
  }];
  let dependentDialects = ["::mlir::tileir::simt::TileSIMTDialect",
                           "::mlir::arith::ArithDialect"];
}

def TileSIMTOverlapScores : Pass<"tile-simt-overlap-scores"> {
  let summary = "Issue an attention loop's next scores while this trip's softmax runs";
  let description = [{
    In a loop tile-simt-pipeline-mma filled by the tensor memory accelerator
    (its body opens with the wait on its slot's mbarrier), whose first
    product is the scores S = Q K^T (A from registers, made before the
    loop; K read from the loop's slot; the accumulator zero; S itself, not
    the accumulator of a further product, feeds the softmax), the product
    for the next trip's slot is issued in this trip, before the softmax,
    and left in flight; the trip reads the scores the previous trip (or,
    for the first, the same product before the loop) issued:

      scf.for ... {                    %s0 = (trips ? wait slot0; Q K0^T : 0)
        wait slot                      scf.for ... iter_args(..., %s = %s0) {
        ... refills ...          ->      ... refills ...
        %s = mma %q, K[slot], 0          (more trips ? wait next slot)
        softmax(%s) ... P V              %n = mma %q, K[next], 0 {in_flight}
      }                                  softmax(mma_wait %s) ... P V
                                         yield ..., %n }

    So the tensor cores compute the next scores while the warps compute
    this trip's exponentials (FlashAttention-3's intra-warpgroup overlap).
    Legal: each trip still reads the scores of its own slot, computed from
    the same Q and K; a trip's wait on the next slot's barrier is the one
    the next trip would have made (same slot, same parity), made earlier,
    after this trip's refill (so with 2 slots it also covers the copy this
    trip issues into the next slot); the next slot is refilled again only
    after a later trip's CTA barrier, and the product is done before that:
    the trip's later non-in-flight product waits for every wgmma group
    (wgmma.wait_group 0), and the next trip reads the scores only through
    tile_simt.mma_wait. On the last trip the product reads a slot
    no copy is writing (no refill was issued for it) and its result is
    dropped; no barrier is waited for. An empty loop runs no product.
  }];
  let dependentDialects = ["::mlir::tileir::simt::TileSIMTDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect"];
}

def TileSIMTOverlapValues : Pass<"tile-simt-overlap-values"> {
  let summary = "Leave an attention trip's P V product running through the next trip's softmax";
  let description = [{
    In a loop tile-simt-overlap-scores has rotated (the trip waits for the
    scores the previous trip issued, issues the next trip's, then computes
    its softmax and P V, the product into the carried accumulator O from
    registers P and the trip's slot of a ring of 3 or more slots), the P V
    product is also left in flight, and the next trip waits for it where it
    first reads O (the rescale by the new row maxima), after its softmax:

      %s = mma_wait %s_carried                 (the carried scores are done)
      %n = mma %q, K[next] {in_flight}         %n = mma %q, K[next] {in_flight, issue_only}
      softmax(%s) -> %p, %alpha          ->    softmax(%s_carried) -> %p, %alpha
      %o2 = %o * %alpha                        %o1 = mma_wait %o keep(%p_carried)
      %o3 = mma %p, V[slot], %o2               ... hand-back and refill ...
      yield %o3, %n                            %o2 = %o1 * %alpha
                                               %r = renew %p
                                               %o3 = mma %r, V[slot], %o2 {in_flight, issue_only}
                                               %n2 = mma_wait %n {pending = 1}
                                               yield %o3, %n2, %r
                                             %o = mma_wait %res keep(%r_last)   (after the loop)

    So the tensor cores run P V of one trip and the scores of the next
    while the warps compute the exponentials (FlashAttention-3's
    intra-warpgroup pipelining), where before P V was waited for at once.
    Legal: every value is computed by the same operations in the same order
    (O * alpha is taken once the product into O is done, as before); only
    the waits move. wgmma groups complete in issue order: the accumulator's
    wait waits for every group (the previous trip's P V and the next
    scores); the trip's closing wait leaves only the newest group, its own
    P V, running, so the scores it passes on are done; the wait after the
    loop leaves none. P's registers are read by the accumulator's wait
    (`keep`), so nothing overwrites them while the tensor cores read them;
    P is renewed (an identity instruction) after that wait, just before its
    product, so the carried P and the product's operand are the same
    registers rather than a copy whose source could be reused. The previous
    trip's slot, which the trip's hand-back (mbarrier arrivals or the CTA
    barrier) and refill release, is read by that P V: both move after its
    wait; with 3 slots or more it is neither the slot this trip reads nor
    the next one, whose copy was issued a trip earlier, so no wait waits
    for a copy not yet issued.
  }];
  let dependentDialects = ["::mlir::tileir::simt::TileSIMTDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect"];
}

def TileSIMTPrefetchLoads : Pass<"tile-simt-prefetch-loads"> {
  let summary = "Load a loop's next tiles while this trip computes";
  let description = [{
    In a loop that multiplies (tile_simt.mma) and writes nothing, or an
    innermost loop without products (a row loop), each load_tile of the
    body whose offsets depend only on the induction variable and values
    defined outside the loop is issued one trip ahead: the first trip's
    tile is loaded before the loop, and each trip loads the next trip's
    tile (at iv + step) into a loop-carried value before its work, so the
    global-memory latency overlaps the tensor-core work of a K loop, or the
    reduction and stores of a CTA walking its rows.
    The prefetched tiles are live across the trip, so a loop whose tiles
    would take more than 64 registers per thread is left alone, and so is
    one where they and the tiles live through a trip (carried
    accumulators, tiles read from outside the loop, the products made in
    it or else its widest tile) would pass 4/5 of the registers a thread
    may have (255, or 64K over the CTA's threads): a spilling loop loses
    more than the hidden latency. An outer loop is left alone (its tiles
    would live across inner loops the count does not see), and so is a
    loop tile-simt-pipeline-mma already gave rings (read_slot): its other
    loads in registers beside the copies in flight spill the attention
    loops that mix the two.
    A loop that gathers through pointers (load_ptr) is treated as one that
    writes, and offsets reach only the induction variable: the prefetch
    measured slower beside gathers and with trip counters.
    Before that, in every loop without rings, each load_tile of the body
    (of at most 32 registers per thread, within the same trip budget) is
    issued right after the last op it must follow: its operands'
    definitions, the body's last op before it that may write (unless the
    load is unordered) and any inner loop. A paged decode's V tile, whose
    page is known once K's is, is then in flight during the K product and
    the softmax; ptxas cannot move it across their barriers.
    Why it is legal:
    - The body writes no memory (no store, atomic or other write effect in
      it), so a load moved earlier within the loop reads the same values;
      or the load is `unordered`: a weak cuda_tile load whose token no
      write made, which the spec lets pass the kernel's writes (program
      order orders no memory operation, tokens do). In a loop that writes
      only such loads move.
    - load_tile is masked by its view's extents: the one extra load of the
      last trip (at the loop's upper bound) and the first one of a loop
      that runs zero times read nothing outside the tensor; their values
      are never used.
    - A load issued earlier in its trip passes only ops that write no
      memory, or writes it is unordered with, so it reads the same values;
      its operands are defined before it.
    - Offsets are recomputed for iv + step by cloning their pure
      computation, so every trip uses the tile of its own iteration.
    Distance: the loads of a row loop are issued `distance` trips ahead,
    those of a K loop one (the loop carries that many tiles of each, loaded
    before it for the first trips), or as far as their `latency` hints ask
    (1-10: how heavy the load's DRAM traffic is; the ring depth
    tile-simt-pipeline-mma gives it less the slot being read: 1 trip for
    1-2, 2 for 3-5, 3 for 6-8, 4 for 9-10), the farthest a load of the loop
    asks; at most a constant trip
    count less one, and fewer where the tiles would pass the register
    limits above (a short, latency-bound row loop then has several rows in
    flight: measured on the H200, 3 trips made 18 of 50 TileGym row-loop
    kernels faster by 6-16% and 4 slower by 6-8%). The extra loads past the
    last trip are legal as the one above is: masked by the view's extents,
    their values unused.
  }];
  let options = [
    Option<"distance", "distance", "int64_t", "3",
           "Trips ahead a row loop's loads are issued where no latency "
           "hint says otherwise (K loops: one)">,
  ];
  let dependentDialects = ["::mlir::tileir::simt::TileSIMTDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect"];
}

def TileSIMTIssueLoadsTogether : Pass<"tile-simt-issue-loads-together"> {
  let summary = "Keep a kernel's leading global loads in flight together";
  let description = [{
    ptxas 13.0 schedules for the fewest registers: a kernel that loads
    eight 16-byte vectors and then computes on them is often given 32
    registers and issues five loads, computes, and issues the other three
    (two DRAM round trips), or a transpose's loads one or two at a time
    between their shared-memory stores. In a block that runs once per
    thread (a kernel's body or the arms of an scf.if in it, never a loop
    body, where a fence would also wait for the loads prefetched for later
    trips), the weak global loads (load_tile, non-atomic load_ptr) issued
    before any of their values is used, before any write and before any
    region op are its leading group. Where the group loads more than one
    16-byte vector per thread and one of its tiles goes through shared
    memory (a tile_simt.convert_layout reads it: a transpose), a CTA-scope
    memory fence (membar.cta) goes right before the op that ends the group.
    ptxas moves no memory access across a fence, so every load of the group
    is issued before it, as the IR orders them. Measured on the H100: the
    TileGym transpose 1.34x (all eight loads in flight at 56 registers
    against two at a time at 32), the six cubins it changes 1.055x; fencing
    every group (all-loads) was neutral over 136 cubins (0.995).
    Why it is legal: a fence only orders memory accesses, it changes no
    value; the loads and their uses keep their order.
  }];
  let options = [
    Option<"allLoads", "all-loads", "bool", /*default=*/"false",
           "Fence every leading group, not only one whose tiles go through "
           "shared memory (a layout conversion)">,
  ];
  let dependentDialects = ["::mlir::NVVM::NVVMDialect"];
}

def TileSIMTRenewRegisterOperands
    : Pass<"tile-simt-renew-register-operands"> {
  let summary = "Renew a wgmma's loop-invariant register A once per trip";
  let description = [{
    On chips with wgmma (read from the attached #nvvm.target), a
    tile_simt.mma whose A comes from registers (in the accumulator's
    distribution: an attention loop's Q) and is made before the scf.for the
    product sits in becomes a loop-carried value, renewed once per trip:

      %q = ...                       scf.for ... iter_args(%c = %q) {
      scf.for ... {            ->      %r = tile_simt.renew %c
        mma %q, %k, ...                mma %r, %k, ...
      }                                yield ..., %r }

    Legal: tile_simt.renew is the identity, so every trip's A holds the
    value %q held. Why: ptxas 13.0 (-O1 and up) takes a wgmma's read of an A
    register as that value's last use even where the loop reads it again on
    its next trip; under register pressure it gave Q's registers to P (the
    other register-A product of the loop), and TileGym's causal bnsd
    attention read P for Q from its second trip on. A value the loop writes
    itself each trip (here by an instruction that is not a copy, so ptxas
    cannot merge it with %q) is live across the back edge by ordinary
    liveness; carried, it costs no second copy of A in registers. Later
    readers of %q after the loop (the masked trips' loop after the
    unmasked ones') read the loop's result instead, so one Q is alive.

    A product in a loop but not directly in an scf.for's body (in an if of
    the loop, or a while) gets `%r = tile_simt.renew %q` right before it:
    %q stays alive beside its renewed copy. Either is skipped where the
    loop's carried values, the product's accumulator and A's copies would
    not fit the thread's registers: ptxas then keeps A in local memory
    between trips (no clobber), and with A renewed it failed to allocate
    (TileGym's bnsd attention at 256 x 128 tiles over 16 warps).
  }];
  let dependentDialects = ["::mlir::tileir::simt::TileSIMTDialect",
                           "::mlir::scf::SCFDialect"];
}

def TileSIMTPipelineMma : Pass<"tile-simt-pipeline-mma"> {
  let summary = "Copy a matrix K loop's tiles into a ring of shared slots, stages ahead";
  let description = [{
    In an scf.for whose body multiplies tiles it loads (operands of
    tile_simt.mma ops on the tensor-core path that are load_tile ops, or
    their unit-dim reshapes, addressed by the induction variable and values
    from outside the loop; every such operand of every multiply of the
    body, so both products of an attention loop), the loads become
    asynchronous copies (cp.async) into a ring of `num-stages` shared
    slots per operand and the multiply reads its slot (read_slot, whose
    fragments the mma lowering takes from the slot itself):
    - before the loop, trips 0 .. S-2 are copied into slots 0 .. S-2, one
      commit group per trip;
    - each trip waits until its own group has landed (async_wait S-2), puts
      one barrier, copies trip iv + (S-1) step into the slot the previous
      trip read, and multiplies from its slot; after the loop every group
      is awaited.
    So S-1 trips of global-memory traffic are in flight behind the tensor
    cores, with no register staging and one barrier per trip (Triton's
    multi-buffered loop pipelining on sm_80+).
    Why it is legal:
    - The body writes no memory, so reading a trip's tiles S-1 trips
      early reads the same values.
    - A copy's offsets are its load's, recomputed for its trip by cloning
      their computation; copies of trips at or past the upper bound are
      predicated off (zero-filled, nothing read). That computation may use
      trip counters (an iter arg whose next value is itself plus a value
      from outside the loop: on trip t it is init + t * that, so it is
      recomputed for the copy's trip) and may read memory (a paged cache's
      page index from its table): through load_tile, bounds-checked at any
      offsets, or a weak masked load_ptr, whose clone for a later trip is
      also masked by that trip's running, so it reads only entries the
      loop itself reads, and reads them as the loop would, since the body
      writes nothing.
    - The slot a trip fills was last read by the previous trip's multiply,
      which every thread finished before the barrier of this trip; the
      slot a trip reads was filled by copies that this thread awaited and
      the barrier published to all.
    - Out-of-bounds parts of a tile are zero-filled, as load_tile's
      padding is: loads whose padding is not zero are left alone, and so
      are loads whose known divisors cannot prove whole, aligned 4-, 8- or
      16-byte copies.
    An operand may also be a gather: a weak load_ptr of the body (through
    a layout change or unit-dim reshape to the 2-d tile the multiply reads,
    its outer dims merged into the slot's rows) whose `vec` gives each
    thread runs of 4, 8 or 16 bytes and whose padding is zero. Its copy is
    async_load_ptr: the addresses and mask recomputed for the copy's trip
    as a load's offsets are (the same slice rules), each run one cp.async,
    a masked-off run zero-filled as the load's padding is. The reasons
    above hold as they are: the slot holds what the gather would have
    returned, in the row-major order of the tile the multiply reads. Such
    a loop is not warp-specialized (its addresses are in the consumer
    threads' layouts) and its gathers never take the tensor memory
    accelerator.
    A transposed rhs (rhs_transposed) is copied as it is, [N][K], and is
    pipelined only where the lowering reads it so (16-bit operands). So is
    a 16-bit rhs loaded as [K][N] from memory contiguous along K (stride 1
    on the second-to-last dim, as `K^T` of attention is written): its
    copy is the [N][K] tile with the last two offsets, sizes, strides and
    divisors swapped, and the multiply reads the slot as rhs_transposed.
    That is the same product: element (k, n) of the load is element
    (n, k) of the copied tile, which is what rhs_transposed means, and the
    copy reads exactly the addresses the load did.
    The rings take S x (the copied tiles' elements, rows padded by 16
    bytes). S is `num-stages`, or, where the operand loads carry cuda_tile's
    `latency` hint (1-10, how heavy a load's DRAM traffic will be), 2 for
    1-2, 3 for 3-5, 4 for 6-8 and 5 for 9-10, the largest the loads ask
    for, at most `max-stages` where that is set; S drops to fit the chip's
    shared memory, and a loop that does not
    fit two stages is left alone. The depth only decides how many trips
    are in flight, never which bytes a slot holds when it is read.
    On chips with wgmma, a product wgmma can issue (simt::isWgmmaProduct)
    whose two operands both qualify gets swizzled rings instead: the
    blocked 32/64/128-byte swizzle wgmma's matrix descriptors read, A's
    rows in its warpgroups' order (tile_simt.shared mmaWarps). The slot
    layout only changes where bytes sit, not which trip's bytes a slot
    holds, so the reasons above still hold; each trip's wait also fences
    the copies for the async proxy (async_wait async_proxy), since wgmma
    reads shared memory through it and cp.async writes through the
    generic one.
    In a loop of several products on wgmma's chips (attention's
    S = Q K^T and O += P V), a product whose rhs gets a swizzled ring but
    whose lhs no ring can hold (made before the loop, like Q, or computed
    in it, like P) has that lhs converted to the accumulator's distribution
    (once before the loop when it is made there), from which wgmma takes
    its A fragments in registers: the same values, distributed otherwise,
    where the lowering would have kept mma.sync for the whole loop.
    With `shared-a`, such an lhs made before the loop by a load whose
    copy the rules above allow (attention's Q) is instead copied once,
    where it is loaded, into its own swizzled slot (A's rows in the
    warpgroups' order), awaited there (async_wait 0 with the async-proxy
    fence, then a CTA barrier), and every product reading it reads that
    slot through wgmma's descriptors: FlashAttention-3's Q in shared
    memory, which leaves the registers A would pin (64 per thread for a
    64 x 256 bf16 Q over one warpgroup) to the accumulators. Why it is
    legal: the slot holds the loaded tile's elements (zero where the load
    pads with zero), it is written once and only read after the wait and
    barrier that publish it to every thread and to the async proxy; the
    load sits in the block of the loop, which every thread reaches (the
    loop holds CTA barriers itself). The slot's bytes count against the
    loop's ring budget.
    With `in-flight`, a loop whose only multiply is such a wgmma product
    with both operands read through descriptors, its accumulator a
    loop-carried value that only the multiply reads and only the yield
    takes, keeps one trip's products in flight: the multiply is marked `in_flight` (its lowering
    waits for all but the newest wgmma group), one more slot is taken
    (S = num-stages + 1, or the hint's S + 1), trips 0 .. S-3 are copied
    ahead, each trip awaits its group with async_wait S-3 and fills the
    slot read two trips before, and the loop's result goes through
    tile_simt.mma_wait. Why it is legal:
    - Products into one accumulator by one warpgroup run in issue order,
      so this trip's products, chained onto the running sum the previous
      trip left in flight, add the same terms in the same order.
    - Every warpgroup waited for its products of two trips before when it
      ended the previous trip (wait_group 1 after issuing that trip's), and
      the barrier of this trip follows every warpgroup's wait: the slot
      read two trips before is no longer read when it is refilled.
    - Nothing but the next products and the final wait reads the running
      sum (the verifier holds in_flight results to that), and the wait
      after the loop completes it before any other use.
    Without room for the extra slot the loop keeps its products waited for
    within the trip. Off by default: on the H200 it gained nothing while
    every thread still copies and a CTA barrier still ends each trip
    (BENCHMARKS.md, session 19); it is the consumer half of a loop whose
    copies come from elsewhere (TMA, producer warps).
    With `ring-bytes`, a loop whose loads carry no latency hint gets at
    least that many bytes of slots (num-stages or more), short of taking a
    ring that left room for a second CTA on the SM past half the block's
    shared memory: a 128x128x32 f16 step is 16 KB a slot, so three slots
    keep 48 KB in flight where a 128x128x64 step keeps 96 KB. Only the
    depth changes; every slot is written and read as with num-stages.
    With `warp-specialize`, on chips with wgmma (mbarrier.try_wait is
    sm_90's), the kernel's only pipelined loop, when it is in the kernel's
    body and nothing before it touches memory or shared scratch, is split
    between warp roles (tile_simt.warps) that hand the S slots over
    through 2S mbarriers instead of CTA barriers:
    - `producer-warps` more warps (threads T .. T+32p-1 of a block grown
      from T) run a copy of the loop that, for each trip, waits until the
      slot's "empty" barrier completed the phase of the previous round,
      copies the trip's tiles into the slot (layouts of its own warps) and
      arrives on the slot's "full" barrier when its copies land
      (cp.async.mbarrier.arrive.noinc);
    - the kernel's T threads run the loop waiting on the slot's "full"
      barrier (and fencing for the async proxy) instead of the cp.async
      wait and barrier, and arrive on its "empty" barrier once the trip's
      products are done; what follows the loop is theirs too (its CTA
      barriers become named barriers of T threads).
    Why it is legal:
    - A slot is written only after every consumer thread arrived on its
      empty barrier, which each does after its last read of the slot (its
      wgmma group awaited, or with in-flight products the next trip's wait
      for all but the newest group); the first round's wait is on a fresh
      barrier's preceding phase, which counts as complete.
    - A slot is read only after the full barrier's phase for that round
      completed, i.e. after every producer thread's copies into it landed;
      the barrier's acquire orders them before the reads, and the fence
      makes them visible to wgmma's async proxy.
    - Slots and phases follow the same trip sequence on both sides (trip i
      uses slot i mod S in round i / S, parity round mod 2), and each side
      runs every trip, so no phase is skipped or completed twice.
    - The producer warps run only the code before the loop (pure values,
      allocations) and their copy loop: every other op runs on the threads
      whose layout it has.
    With `tma`, on chips with the tensor memory accelerator (sm_90), a
    swizzled ring whose copy reads a whole
    kernel tensor parameter (its base, and each dim's extent and stride
    the entry arguments tile-normalize-abi records for that tensor, the
    innermost stride 1, every other stride a multiple of 16 bytes, the
    base 16-byte aligned) and whose load does not carry allow_tma = false
    is filled by tma_load_tile instead of async_load_tile (a ring whose
    rows are in the warpgroups' order, A's, only where every ring of its
    loop is: its 8-row boxes, issued by one thread, pay only where they
    spare the loop every cp.async; measured, 0.83-0.93x beside a cp.async
    ring, 1.24-1.30x without one at 8192^3): the kernel gets
    a __grid_constant__ CUtensorMap parameter per such tensor and box
    (the function's tile_simt.tensormaps records which tensor, box and
    swizzle, for the launcher to encode), one mbarrier per slot is initialized before the
    copies ahead and invalidated after the loop, and each trip waits on
    its slot's barrier (parity: the round of the slot, carried with it)
    before its CTA barrier. Why it is legal:
    - The copy holds the same elements in the same places: the descriptor
      describes the tensor the load reads (same base, strides, and extents,
      or the constant extent the kernel was specialized on), its box is one
      swizzle block of the slot's rows (of 8 rows where A's rows are stored
      in the warpgroups' order, each box then written to its stored rows:
      8 rows are one whole period of the swizzle), the coordinates are the
      load's offsets, the hardware swizzle is the ring's layout, and
      out-of-bounds elements are zero, as the load's padding is. Where no
      ring is left to cp.async, no copy group is committed or waited for.
    - A slot is refilled at the same point as before (after the trip's CTA
      barrier, which follows every thread's last read of it), only by one
      thread; each trip reads its slot after the barrier's phase for its
      round completed, which happens only once all its bytes landed.
    - Every armed phase is waited for within the loop (a trip past the end
      arms nothing), so after the loop nothing is in flight and the
      barriers can be invalidated and armed again from phase 0.
    With `release-slots` as well, a loop whose every ring the accelerator
    fills drops its CTA barrier: each warp arrives on the "empty" mbarrier
    of the slot the trip refills (one per slot, expecting one arrival per
    warp of the CTA) where the barrier was, and only thread 0, which issues
    the refill, waits for that phase before issuing it. The other warps go
    on, so warpgroups are no longer held in step each trip (their softmax
    and products may interleave). Why it is legal:
    - The barrier's only job was the refilled slot: the other shared
      memory a loop uses (layout changes, reductions) is guarded by its own
      ops' barriers in every trip. A warp arrives at the same point the
      barrier was, after its last read of that slot (its products awaited,
      the warp's threads met by bar.warp.sync), and the arrival releases
      those reads; thread 0 acquires them all before the copy is issued.
    - Trip i refills slot (i + S - 1 - held) mod S, so each slot is refilled
      by every S-th trip and trip i completes phase i / S of it: thread 0
      waits on that phase's parity, the one trip i's own slot carries. No
      warp can arrive for a later phase before thread 0 waited for this one
      (thread 0 arrives on every phase itself, in program order).
    - A warp that passed its arrival may run ahead; it reads only slots
      whose "full" phase completed, which needs thread 0's copy, so it never
      reads a slot being refilled. The full barrier of the refilled slot is
      armed again only after every warp's wait on its previous phase (each
      warp waited before its arrival), so no warp misses a phase.
    With `multicast`, in a kernel split over clusters of C CTAs along x
    (tile-split-clusters; the function's tile_simt.cluster_split), a K loop
    whose every ring the accelerator fills (not across tiles, not
    warp-specialized), run alike by every CTA of the cluster (it and every
    loop and branch around it take bounds and conditions that are the same
    in every CTA: made from constants, kernel arguments, the cluster's id,
    extents, and induction variables of such loops), multicasts each ring
    whose load's coordinates are such values too (a GEMM's A where the
    cluster splits N): each CTA issues 1/C of the ring's boxes, to every
    CTA's slot. Its slots are handed back as with `release-slots`, but
    cluster-wide: the "empty" barriers expect an arrival from every warp
    of every CTA, each warp arrives on the slot's empty barrier in each
    CTA, and the barriers are initialized behind a cluster barrier instead
    of a CTA barrier. Why it is legal:
    - Every CTA copies the same elements into the same slot at the same
      trip (the coordinates and the trip sequence are the cluster's, not
      the CTA's), so the union of the C shares is the tile each CTA's own
      copy held; each CTA still arms its full barrier with the whole slot,
      and the shares' transactions complete on every CTA's barrier (a
      share landing before the local arming only takes the transaction
      count below zero, which PTX allows; the phase cannot complete before
      the local arrival).
    - A CTA's thread 0 refills slot s only after every warp of every CTA
      arrived on its empty barrier for that round, each after its last
      read of the slot (as with release-slots), so no share overwrites a
      slot some CTA still reads; a share for round r + 1 reaches a CTA's
      full barrier only after that CTA's warps waited on round r (they
      arrived after that wait). A remote arrival keeps mbarrier.arrive's
      release at CTA scope: the reads it orders are of its own CTA's slot,
      the bytes the share then overwrites.
    - Every arrival a CTA's barriers receive is waited for by its thread 0
      within the loop (each trip arrives and waits on the slot it refills,
      copy or not), and every share it receives by its warps, so nothing
      is in flight towards a CTA when it invalidates its barriers; the
      next initialization (a tile loop's next tile) is behind a cluster
      barrier that every CTA reaches only after it is done with this
      tile's shared memory, epilogue included.
    With `across-tiles`, a K loop whose every ring the accelerator fills
    (no product left in flight; its slots are then handed back by the CTA
    barrier, never released through mbarriers), directly
    in the body of a tile loop (an scf.for: a persistent kernel walking its
    tiles) with its bounds and step defined above that loop, keeps its
    rings filled from one tile to the next. The rings and mbarriers are
    made once before the tile loop (invalidated after it), which carries
    the slot each trip reads and its parity, and a producer position: the
    trip (k) whose copy is issued next, of this tile or of the next one.
    Before the tile loop, S-1 copies are issued from the first tile's
    first trip on; each trip of the K loop, after its wait and CTA
    barrier, issues one copy at the producer's position (a trip counted
    from this tile's first: past the trip count, the next tile's trip k -
    trips) and moves it on if the copy was issued; the tile loop moves it
    back by the trip count. So the next tile's first S-1 trips are in
    flight behind this tile's last products and its epilogue, instead of
    each tile refilling its rings from empty. What the copies take from
    the tile loop's body (a tile's coordinates) is recomputed for the next
    tile (its induction variable plus its step) once per tile, from a pure
    slice of that body; divisions in it divide by 1 where the divisor is 0.
    Why it is legal:
    - The copied loads are `unordered` (weak cuda_tile loads whose token
      no write made): the spec lets them pass the tile's stores, so the
      next tile's tiles read early are the values its loads would read.
      Their address slices read no memory.
    - A copy fills slot p (its producer count mod S) only when the trip
      reading it last, p - S, is at least one trip behind the consumer:
      the producer runs at most S-1 copies ahead (S-1 before the first
      trip, then at most one per trip), and each trip's CTA barrier
      follows every thread's last read of the previous trip's slot.
    - Every trip a consumer reads was issued: a tile's trips are all
      issued before the producer moves on, and it moves on only to the
      next tile, whose values it has; a trip whose tile is past the tile
      loop's bound, or past the K loop's trip count, is not issued and
      does not advance the slot, so producer and consumer follow the same
      slot sequence and every armed phase is waited for by some trip.
    - Across tiles the producer's trip, less the trip count, is carried
      (it issued all of this tile's trips before the tile's last trip
      read), so no trip is copied twice or skipped; a tile loop that runs
      no tile, or a K loop of no trips, issues nothing.
    - The rings are live through the tile loop, so the epilogue's shared
      scratch is placed beside them (its bytes count against the ring's
      budget), never over them.
  }];
  let options = [
    Option<"numStages", "num-stages", "unsigned", /*default=*/"3",
           "Slots per operand (trips in flight + 1); 0 or 1 disables">,
    Option<"ringBytes", "ring-bytes", "unsigned", /*default=*/"0",
           "Bytes a loop's rings keep at least, where no latency hint "
           "chooses their depth: slots = max(num-stages, ring-bytes / slot "
           "bytes, rounded up), short of pushing rings that left room for a "
           "second CTA on the SM past half its shared memory (0: "
           "num-stages alone)">,
    Option<"maxStages", "max-stages", "unsigned", /*default=*/"0",
           "Most slots per operand whatever num-stages or latency hints ask "
           "(0: no cap; at least 2)">,
    Option<"inFlight", "in-flight", "bool", /*default=*/"false",
           "Leave a lone wgmma product in flight across trips (one more "
           "slot per operand)">,
    Option<"sharedA", "shared-a", "bool", /*default=*/"false",
           "Copy a wgmma product's lhs loaded before the loop (attention's "
           "Q) once into a swizzled slot instead of holding it in "
           "registers">,
    Option<"warpSpecialize", "warp-specialize", "bool", /*default=*/"false",
           "Give a kernel's lone K loop a producer warpgroup that copies "
           "and consumer warps that multiply, handing slots over through "
           "mbarriers (chips with wgmma)">,
    Option<"producerWarps", "producer-warps", "unsigned", /*default=*/"4",
           "Warps of the producer side of a warp-specialized loop">,
    Option<"tma", "tma", "bool", /*default=*/"false",
           "Fill qualifying rings with the tensor memory accelerator "
           "(sm_90; the kernel takes CUtensorMap parameters the launcher "
           "encodes)">,
    Option<"tmaPermuted", "tma-permuted", "bool", /*default=*/"false",
           "With tma, also fill rings whose loads read a tensor's dims in "
           "another order (a permuted view: an attention kernel's K read "
           "as [D][L]); the descriptor's dims follow the tensor's own">,
    Option<"releaseSlots", "release-slots", "bool", /*default=*/"false",
           "Where the tensor memory accelerator fills every ring of a "
           "loop, hand slots back through per-slot mbarriers instead of a "
           "CTA barrier per trip">,
    Option<"releaseSlotsAlone", "release-slots-alone", "bool",
           /*default=*/"false",
           "release-slots only for loops whose rings and scratch take more "
           "than half of a block's shared memory, so that no second CTA "
           "shares the SM to hide the per-trip CTA barrier">,
    Option<"tileLoopStages", "tile-loop-stages", "unsigned", /*default=*/"0",
           "Slots at least (as many as fit) for a K loop in a tile loop "
           "whose kernel asks for at most one CTA an SM (a persistent "
           "kernel), latency hints notwithstanding (0: no such rule)">,
    Option<"multicast", "multicast", "bool", /*default=*/"false",
           "In a kernel split over a cluster, fill a ring whose tiles every "
           "CTA copies alike once for the cluster (TMA multicast), its "
           "slots released through cluster-wide mbarriers">,
    Option<"acrossTiles", "across-tiles", "bool", /*default=*/"false",
           "Keep the rings of a K loop in a persistent tile loop filled "
           "across tiles: the next tile's first trips are copied during "
           "this tile's last ones (rings the accelerator fills)">,
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "Target chip (needs cp.async, mma.sync and ldmatrix; wgmma "
           "for swizzled rings)">,
  ];
  let dependentDialects = ["::mlir::tileir::simt::TileSIMTDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect"];
}

def TileSIMTTmaStore : Pass<"tile-simt-tma-store"> {
  let summary = "Store a converted tile through shared memory with the tensor memory accelerator";
  let description = [{
    A store_tile whose value is a layout conversion (through shared
    memory; one that neither transposes nor reshapes), optionally followed
    by element-wise ops of one tensor operand each (a GEMM epilogue's
    truncation of its f32 accumulator) and reshapes that add or drop unit
    dims, becomes: the element-wise ops made again on the conversion's
    source, a
    write_slot of the result into a swizzled slot (the accelerator's 32-,
    64- or 128-byte swizzle: conflict-free for the accumulator's rows), and
    a tma_store_tile of that slot through a CUtensorMap of the stored
    tensor (the kernel takes it as a parameter the launcher encodes, as for
    tile-simt-pipeline-mma's tma rings). Every thread's global stores of
    the tile become one thread's copies, and the conversion's second pass
    over shared memory (each thread reading back the elements it stores)
    goes away.
    Why it is legal: the element-wise ops compute each element from the
    same element of their operand, so they commute with a conversion, which
    only moves elements between threads, and with a unit-dim reshape, which
    keeps their row-major order; the slot holds the tile in
    row-major order and the copy writes exactly the elements inside the
    tensor (the descriptor's extents are the store's, which must be the
    tensor parameter's own or a constant it was specialized on), as the
    store did. The copy's writes go through the async proxy and land out of
    order with the kernel's other accesses, so the store must be weak
    (cuda_tile orders a weak store against nothing but its tokens, and the
    token results are gone at this level because nothing waits on them) and
    the only access of its tensor parameter in the kernel; it must not
    carry allow_tma = false. The slot is no larger than the conversion's
    scratch (the ops may narrow, never widen), which
    tile-simt-pipeline-mma counted beside any ring still live, so shared
    memory does not grow. Chips without the accelerator (before sm_90) are
    left alone.
  }];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "Target chip (the rewrite needs cp.async.bulk.tensor)">,
  ];
  let dependentDialects = ["::mlir::tileir::simt::TileSIMTDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def TileSplitClusters : Pass<"tile-split-clusters", "::mlir::ModuleOp"> {
  let summary = "Share each tile block among the CTAs of a cluster (num_cta_in_cga)";
  let description = [{
    An entry whose `num_cta_in_cga` hint asks for C > 1 CTAs per cluster on
    `chip` (sm_90 and later, C a power of two up to 8) becomes a kernel
    launched in clusters of C CTAs along x, one cluster per tile block (so
    the grid the caller passes still counts tile blocks, as Tile IR's launch
    rule says), where each CTA computes 1/C of the block's tiles:
    get_tile_block_id and get_num_tile_blocks then read %clusterid and
    %nclusterid, and every tile value that carries the block's result is
    split along one of its dimensions, each CTA keeping the slice at its
    rank (`tile_simt.cluster_rank`).

    The split follows the matrix products: every mmaf/mmai result is split
    along N (its B operand and accumulator are sliced by columns, A is
    computed whole by every CTA) or, where that does not work out, along M
    (A and the accumulator by rows, B whole). From there it spreads through
    element-wise ops (all operands of one shape take the same split),
    broadcasts (a source dim of 1 is taken whole), permutes (the split
    moves with its dim), unit-dim reshapes,
    splat constants, the carried values of `for` loops and the results of
    `if`s, and reductions along another dimension. A load or store of a
    split tile through a partition view goes through a view of the same
    tensor whose tiles are 1/C as long along that dimension, at index
    i * C + rank: tile i of the old view is exactly tiles i*C .. i*C + C-1
    of the new one, so the C CTAs together read and write what the one
    tile block did, each its own slice, with the same bounds checks.
    Values that are not split are computed whole, identically, by every
    CTA: a store of such a tile writes the same bytes C times.

    Legal because each CTA computes, element for element, the values the
    tile block computed for its slice: element-wise ops and broadcasts act
    per element, a product's rows (columns) need only the rows of A (the
    columns of B) of that slice and all of the other operand, and nothing
    crosses between slices. A split iota (1-d, elements of 32 bits or
    more) becomes iota(n / C) + rank * (n / C): the positions the whole
    iota held in the CTA's slice (an attention kernel's row numbers for its
    causal mask). Anything else a split value reaches (a
    reduction or scan along the split dimension, extract, cat,
    gathers, loads or stores through other views, `loop`) leaves the
    kernel unsplit, as does any atomic, print or other write that C copies
    would repeat with a different effect; the hint is then only recorded in
    the manifest. Only kernels that take their block shape from the binary
    (`launch` reqntid) are split: .blocksareclusters requires .reqntid.
    With `fit` = C, an entry whose hint asks for no more than one CTA is
    split over C all the same (the compile search's remedy for a tile
    block too large for one CTA's registers: each CTA holds 1/C of it).
  }];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "Target chip, whose entry of the num_cta_in_cga hint is read">,
    Option<"fit", "fit", "unsigned", /*default=*/"0",
           "CTAs per cluster for entries whose num_cta_in_cga hint asks for "
           "at most one (0: none; a power of two up to 8)">,
  ];
  let dependentDialects = ["::mlir::tileir::simt::TileSIMTDialect"];
}

#endif
