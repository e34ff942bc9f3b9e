//===- Passes.td - TileIR conversions ----------------------*- tablegen -*-===//
#ifndef TILEIR_CONVERSION_PASSES_TD
#define TILEIR_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertTileToSIMT : Pass<"convert-tile-to-simt", "::mlir::ModuleOp"> {
  let summary = "Distribute cuda_tile kernels over threads (tile_simt + gpu)";
  let description = [{
    Each cuda_tile.module becomes a gpu.module and each entry a gpu.func
    kernel whose parameters are the entry's rank-0 tiles, in order. The pass
    is a DialectConversion: one pattern (family) per cuda_tile op class and a
    type converter that gives every tile a blocked layout (16-byte vectors
    along the fastest dim, lanes fastest dim first, warps outermost dim
    first). Reductions produce slice layouts; patterns keep the layout their
    operands already have, and a value needed in another layout goes through
    tile_simt.convert_layout.

    Why each rewrite is legal:
    - Control flow is tile-uniform (every thread of the CTA takes the same
      path), so `for`/`if`/`loop` become scf.for/scf.if/scf.while run by all
      threads; break/continue nested in `if`s become flags the enclosing
      scf ops yield, and the rest of a body runs under "not exited".
    - Tokens only order memory operations; each thread issues its own
      accesses in program order and the tile ops that need cross-thread
      ordering (layout conversions) bring their own barriers, so tokens lower
      to nothing, loop-carried and `if`-yielded ones included.
    - A view is its base pointer, extents and strides (a 1:N conversion);
      its tile shape, dim map and padding are static in its type.
    - Divisibility and alignment facts come from a dataflow analysis of
      `assume div_by`, constants and views; they only widen accesses the
      facts prove aligned and in bounds.
    - With `vectorize-gathers`, a gather or scatter through a tile of
      pointers records `vec = N` where its pointers are, along the innermost
      dim, aligned runs of N consecutive elements starting at an address
      aligned to the N elements' bytes, and its mask and padding hold one
      value over each run (a structural walk of the ops that build them,
      after Triton's AxisInfo: iotas, splats, broadcasts, sums, products by
      1, sign extensions, strict orderings of a run against a multiple of
      the run). The lowering then moves each such run of a thread's
      elements with one access, guarded by the run's one mask bit: the
      same elements from the same addresses.
    - With `spread-reused-rows`, tiles of a shape [M, N] into which a row
      live across a loop's trips is broadcast (a persistent norm's weights)
      take warps along N first: with warps along M, each thread would hold
      N / (32 x warps along N) of that row for the whole loop (64 registers
      for a 4096-wide f32 row on 8 x 2 warps); along N it holds N / (32 x
      warps). Only the distribution changes; every op computes the same
      elements.
    Ops or types without a lowering are reported at their location.
  }];
  let options = [
    Option<"numWarps", "num-warps", "unsigned", /*default=*/"0",
           "Warps per CTA (threads per block = 32 x num-warps); 0 chooses "
           "per module: the entry's num_worker_warps_per_cta hint for "
           "`chip`, else 4, doubled (up to 16) while the largest tile would "
           "give a thread more than 64 elements">,
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "The chip whose optimization hints apply, and whose tensor-core "
           "instructions the accumulator layouts are chosen for (wgmma on "
           "sm_90a)">,
    Option<"vectorizeGathers", "vectorize-gathers", "bool",
           /*default=*/"false",
           "Record on each gather and scatter (load_ptr, store_ptr) how many "
           "elements one vector access may move: runs of consecutive, "
           "aligned addresses along the innermost dim with one mask value">,
    Option<"spreadReusedRows", "spread-reused-rows", "bool",
           /*default=*/"false",
           "Warps along the columns (fastest dim first) for every [M, N] "
           "tile (M > 1) into which the module broadcasts a [1, N] row that "
           "is live across a loop's trips">,
  ];
  let dependentDialects = [
    "::mlir::tileir::simt::TileSIMTDialect", "::mlir::gpu::GPUDialect",
    "::mlir::arith::ArithDialect", "::mlir::math::MathDialect",
    "::mlir::scf::SCFDialect", "::mlir::LLVM::LLVMDialect",
    "::mlir::NVVM::NVVMDialect",
  ];
}

def ConvertTileSIMTToNVVM
    : Pass<"convert-tile-simt-to-nvvm", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Lower tile_simt layouts to per-thread registers and NVVM";
  let description = [{
    Tensors with a layout become vector<K x T> of the K elements each thread
    holds; load_tile/store_tile become address arithmetic with 16-byte
    vector accesses where unit stride, alignment and divisibility are known
    (a run-time alignment and bounds check otherwise), reductions use
    in-thread combination, warp shuffles and shared memory. The remaining
    gpu/arith/math/vector/scf ops are left for convert-gpu-to-nvvm.

    Shared memory: every buffer an op's lowering needs is scratch (dead
    once that lowering has read it), so a kernel's buffers all sit at
    offset 0 of one pool and it needs its largest buffer, checked against
    what the chip of the module's #nvvm.target gives a block (sm_90 when
    none); an op whose buffer would pass it is refused at its location. A
    barrier separates one buffer's accesses from another's where none does
    on every path (SharedMemory.cpp). A conversion of more than 64 KiB of
    data goes through a one-slab buffer in rounds; a 2-D transpose whose
    source holds 16-byte runs uses an XOR-swizzled buffer (16-byte stores).
    Past the 48 KiB static cap the pool is one extern .shared array and the
    kernel records its size in tile_simt.dynamic_shared_memory for the
    launch manifest.
  }];
  let dependentDialects = [
    "::mlir::gpu::GPUDialect", "::mlir::arith::ArithDialect",
    "::mlir::vector::VectorDialect", "::mlir::scf::SCFDialect",
    "::mlir::LLVM::LLVMDialect", "::mlir::NVVM::NVVMDialect",
  ];
}

def TileAttachNVVMTarget
    : Pass<"tile-attach-nvvm-target", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Record the target chip on each gpu.module (#nvvm.target)";
  let description = [{
    Sets the gpu.module's targets to one #nvvm.target naming the chip and
    the PTX ISA (+ptxNN) the chip table (TileIR/Target/Chip.h) gives it;
    later passes and the PTX emitter read the chip back from there. An
    unsupported chip is refused with the list of supported ones.
  }];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"::mlir::tileir::kDefaultChip",
           "Target chip, e.g. sm_90 (the chip table lists the others)">,
    Option<"optLevel", "opt-level", "unsigned", /*default=*/"3",
           "LLVM optimisation level recorded for the back end">,
  ];
  let dependentDialects = ["::mlir::NVVM::NVVMDialect"];
}

def TileSetLaunchBounds
    : Pass<"tile-set-launch-bounds", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Check each kernel's block against the chip; bound its "
                "registers per thread (nvvm.maxnreg -> .maxnreg)";
  let description = [{
    Runs after tile-attach-nvvm-target, on gpu.func kernels whose
    known_block_size convert-tile-to-simt set. A block of more threads than
    the chip runs is refused. With `max-registers`, each kernel gets
    nvvm.maxnreg, which the NVPTX back end writes as .maxnreg: ptxas then
    allocates at most that many registers per thread (spilling if it must),
    which changes no result, only occupancy and speed. A bound above the
    chip's registers per thread, or one whose block would need more
    registers than the chip gives a block, is refused (the launch would
    fail). An entry's `occupancy` hint (CTAs per SM, carried by
    convert-tile-to-simt as tile_simt.occupancy) becomes nvvm.minctasm
    (.minnctapersm): ptxas then allocates registers so that many blocks fit
    an SM, which again changes speed only. A hint above what the chip can
    hold at the kernel's block size is lowered to that number, and on
    chips with wgmma to the most blocks that leave each thread the
    registers its largest wgmma accumulator needs (ptxas cannot spill one
    and would fail), with a remark.
  }];
  let options = [
    Option<"maxRegisters", "max-registers", "unsigned", /*default=*/"0",
           "Registers per thread for every kernel (0: ptxas chooses)">,
  ];
  let dependentDialects = ["::mlir::NVVM::NVVMDialect"];
}

def TileSetLaunchConvention
    : Pass<"tile-set-launch-convention", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Pick how a kernel's block shape reaches the binary "
                "(nvvm.reqntid or nvvm.maxntid)";
  let description = [{
    Runs after convert-gpu-to-nvvm, which writes each kernel's
    known_block_size as nvvm.maxntid (.maxntid, an upper bound). With
    `launch=reqntid` (the default) the bound becomes nvvm.reqntid
    (.reqntid, EIATTR_REQNTID in the cubin): the block shape is then
    required, which is the Tile IR launch convention cuTile relies on (it
    launches with a block of 1,1,1 and the driver takes the shape from the
    cubin). PTX forbids .maxntid next to .reqntid, so the bound is moved,
    not copied. `launch=maxntid` keeps the bound. Other launch attributes
    (.maxnreg, .minnctapersm) are left as they are.
  }];
  let options = [
    Option<"launch", "launch", "std::string", /*default=*/"\"reqntid\"",
           "reqntid (block shape required) or maxntid (upper bound)">,
  ];
  let dependentDialects = ["::mlir::NVVM::NVVMDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

#endif
