// RUN: tile-opt %s -split-input-file -verify-diagnostics

gpu.module @m {
// expected-error @below {{threadsPerWarp must multiply to 32, got 16}}
gpu.func @lanes(%t: tensor<16xf32, #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [16], warpsPerCTA = [1], order = [0]>>) {
  gpu.return
}
}

// -----

gpu.module @m {
// expected-error @below {{blocked layout order must be a permutation}}
gpu.func @order(%t: tensor<16x16xf32, #tile_simt.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [0, 0]>>) {
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
gpu.module @m {
gpu.func @reduce_layout(%t: tensor<4x1024xf32, #b>) {
  // expected-error @below {{result layout must be slice<axis, operand layout>}}
  %r = tile_simt.reduce %t axis = 0 : tensor<4x1024xf32, #b> -> tensor<1024xf32, #tile_simt.slice<dim = 1, parent = #b>> {
  ^bb0(%a: f32, %c: f32):
    %x = arith.addf %a, %c : f32
    tile_simt.yield %x : f32
  }
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#c = #tile_simt.blocked<sizePerThread = [4, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]>
gpu.module @m {
gpu.func @reshape_moves(%t: tensor<4x1024xf32, #b>) {
  // expected-error @below {{layouts must keep every register in place}}
  %r = tile_simt.reshape %t : tensor<4x1024xf32, #b> -> tensor<4x1024xf32, #c>
  gpu.return
}
}

// -----

// Lanes along columns against lanes along rows of a square tile: the
// per-dim factors agree once sorted by `order`, the dims they split do not
// (this reshape once verified, and a 2-D gather read one address per row).
#cols = #tile_simt.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]>
#rows = #tile_simt.blocked<sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]>
gpu.module @m {
gpu.func @reshape_transposed(%t: tensor<128x128xi1, #cols>) {
  // expected-error @below {{layouts must keep every register in place}}
  %r = tile_simt.reshape %t : tensor<128x128xi1, #cols> -> tensor<128x128xi1, #rows>
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
gpu.module @m {
gpu.func @broadcast_dim(%t: tensor<4x2xf32, #b>) {
  // expected-error @below {{only size-1 dims can be broadcast}}
  %r = tile_simt.broadcast %t : tensor<4x2xf32, #b> -> tensor<4x1024xf32, #b>
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
gpu.module @m {
gpu.func @access_rank(%p: !llvm.ptr<1>, %i: i32) {
  // expected-error @below {{needs one offset, extent and stride per dim (1)}}
  %t = tile_simt.load_tile %p[%i, %i] shape [%i] strides [%i] : !llvm.ptr<1> -> tensor<1024xf32, #b>
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
gpu.module @m {
gpu.func @padding_type(%p: !llvm.ptr<1>, %i: i32) {
  // expected-error @below {{padding must have the element type}}
  %t = tile_simt.load_tile %p[%i] shape [%i] strides [%i] padding(%i : i32) : !llvm.ptr<1> -> tensor<1024xf32, #b>
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
gpu.module @m {
gpu.func @perm(%t: tensor<4x1024xf32, #b>) {
  // expected-error @below {{permutation does not map the operand shape to the result shape}}
  %r = tile_simt.convert_layout %t {permutation = array<i32: 0, 1>} : tensor<4x1024xf32, #b> -> tensor<1024x4xf32, #b>
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
gpu.module @m {
gpu.func @combiner(%t: tensor<1024xf32, #b>) {
  // expected-error @below {{combiner must yield one scalar of the element type}}
  %r = tile_simt.scan %t axis = 0 : tensor<1024xf32, #b> -> tensor<1024xf32, #b> {
  ^bb0(%a: f32, %c: f32):
    %x = arith.fptosi %a : f32 to i32
    tile_simt.yield %x : i32
  }
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
gpu.module @m {
gpu.func @access_mixed_widths(%p: !llvm.ptr<1>, %i: i32, %n: i64) {
  // expected-error @below {{offsets, extents and strides must share one integer type}}
  %t = "tile_simt.load_tile"(%p, %i, %n, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>}> : (!llvm.ptr<1>, i32, i64, i32) -> tensor<1024xf32, #b>
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
gpu.module @m {
gpu.func @reduce_scalar_rank(%t: tensor<4x1024xf32, #b>) {
  // expected-error @below {{only a rank-1 operand reduces to a scalar, which must have the element type}}
  %r = tile_simt.reduce %t axis = 1 : tensor<4x1024xf32, #b> -> f32 {
  ^bb0(%a: f32, %c: f32):
    %x = arith.addf %a, %c : f32
    tile_simt.yield %x : f32
  }
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
gpu.module @m {
gpu.func @mma_shapes(%a: tensor<16x32xf16, #b>, %b: tensor<16x32xf16, #b>, %c: tensor<16x32xf32, #b>) {
  // expected-error @below {{shapes 16, 32 x 16, 32 -> 16, 32 do not multiply}}
  %r = tile_simt.mma %a, %b, %c : tensor<16x32xf16, #b>, tensor<16x32xf16, #b> -> tensor<16x32xf32, #b>
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
gpu.module @m {
gpu.func @mma_types(%a: tensor<16x32xf16, #b>, %b: tensor<32x32xbf16, #b>, %c: tensor<16x32xf32, #b>) {
  // expected-error @below {{lhs and rhs must have one element type}}
  %r = tile_simt.mma %a, %b, %c : tensor<16x32xf16, #b>, tensor<32x32xbf16, #b> -> tensor<16x32xf32, #b>
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
gpu.module @m {
gpu.func @mma_fp8_one_side(%a: tensor<16x32xi8, #b>, %b: tensor<32x32xi8, #b>, %c: tensor<16x32xf32, #b>) {
  // expected-error @below {{lhs_fp8 and rhs_fp8 must be given together}}
  %r = tile_simt.mma %a, %b, %c {lhs_fp8 = f8E4M3FN} : tensor<16x32xi8, #b>, tensor<32x32xi8, #b> -> tensor<16x32xf32, #b>
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
gpu.module @m {
gpu.func @mma_fp8_format(%a: tensor<16x32xi8, #b>, %b: tensor<32x32xi8, #b>, %c: tensor<16x32xf32, #b>) {
  // expected-error @below {{fp8 operands must be f8E4M3FN or f8E5M2, not 'f8E8M0FNU'}}
  %r = tile_simt.mma %a, %b, %c {lhs_fp8 = f8E4M3FN, rhs_fp8 = f8E8M0FNU} : tensor<16x32xi8, #b>, tensor<32x32xi8, #b> -> tensor<16x32xf32, #b>
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
gpu.module @m {
gpu.func @mma_fp8_f16_acc(%a: tensor<16x32xi8, #b>, %b: tensor<32x32xi8, #b>, %c: tensor<16x32xf16, #b>) {
  // expected-error @below {{fp8 operands must be carried as i8 and accumulate in f32}}
  %r = tile_simt.mma %a, %b, %c {lhs_fp8 = f8E5M2, rhs_fp8 = f8E5M2} : tensor<16x32xi8, #b>, tensor<32x32xi8, #b> -> tensor<16x32xf16, #b>
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
gpu.module @m {
gpu.func @mma_fast_acc(%a: tensor<16x32xf16, #b>, %b: tensor<32x32xf16, #b>, %c: tensor<16x32xf32, #b>) {
  // expected-error @below {{fast_acc needs fp8 operands}}
  %r = tile_simt.mma %a, %b, %c {fast_acc} : tensor<16x32xf16, #b>, tensor<32x32xf16, #b> -> tensor<16x32xf32, #b>
  gpu.return
}
}

// -----

gpu.module @m {
// expected-error @below {{a shared buffer needs a slot count and a tile shape}}
gpu.func @rank(%r: !tile_simt.smem<32xf16, #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 0, order = [0]>>) {
  gpu.return
}
}

// -----

#op = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#sh = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0]>
gpu.module @m {
gpu.func @unproven(%p: !llvm.ptr<1>, %m: i32, %slot: i32) {
  %r = tile_simt.alloc_shared : !tile_simt.smem<2x32x32xf16, #sh>
  // expected-error @below {{cannot copy 'tensor<32x32xf16, #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>>' in aligned 4-, 8- or 16-byte groups}}
  tile_simt.async_load_tile %p[%slot, %slot] shape[%m, %m] strides[%m, %slot] into %r[%slot] as tensor<32x32xf16, #op> : !llvm.ptr<1>, !tile_simt.smem<2x32x32xf16, #sh>
  gpu.return
}
}

// -----

#op = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#sh = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0]>
gpu.module @m {
gpu.func @slot_shape(%p: !llvm.ptr<1>, %m: i32, %slot: i32) {
  %r = tile_simt.alloc_shared : !tile_simt.smem<2x32x64xf16, #sh>
  // expected-error @below {{a slot of '!tile_simt.smem<2x32x64xf16}}
  tile_simt.async_load_tile %p[%slot, %slot] shape[%m, %m] strides[%m, %slot] into %r[%slot] as tensor<32x32xf16, #op> {base_align = 16 : i64, shape_div = array<i64: 8, 8>, stride_div = array<i64: 8, 1>} : !llvm.ptr<1>, !tile_simt.smem<2x32x64xf16, #sh>
  gpu.return
}
}

// -----

#blk = #tile_simt.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#sh = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0]>
gpu.module @m {
gpu.func @slot_holds_other_tile(%slot: i32) {
  %r = tile_simt.alloc_shared : !tile_simt.smem<2x32x32xf16, #sh>
  // expected-error @below {{a slot of '!tile_simt.smem<2x32x32xf16}}
  %d = tile_simt.read_slot %r[%slot] : !tile_simt.smem<2x32x32xf16, #sh> -> tensor<32x64xf16, #blk>
  gpu.return
}
}

// -----

// Products still in flight hold a partial sum: only the next trip's products
// (through the yield) or mma_wait may read it.
#b = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
gpu.module @m {
gpu.func @mma_in_flight_read(%a: tensor<16x32xf16, #b>, %b: tensor<32x32xf16, #b>, %c: tensor<16x32xf32, #b>) {
  // expected-error @below {{in_flight result read by 'arith.addf' (only a loop's yield or tile_simt.mma_wait may read it)}}
  %r = tile_simt.mma %a, %b, %c {in_flight} : tensor<16x32xf16, #b>, tensor<32x32xf16, #b> -> tensor<16x32xf32, #b>
  %s = arith.addf %r, %c : tensor<16x32xf32, #b>
  gpu.return
}
}

// -----

// issue_only leaves earlier products running too: only a product left in
// flight may skip the wait.
#b = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
gpu.module @m {
gpu.func @mma_issue_only_not_in_flight(%a: tensor<16x32xf16, #b>, %b: tensor<32x32xf16, #b>, %c: tensor<16x32xf32, #b>) {
  // expected-error @below {{issue_only needs in_flight}}
  %r = tile_simt.mma %a, %b, %c {issue_only} : tensor<16x32xf16, #b>, tensor<32x32xf16, #b> -> tensor<16x32xf32, #b>
  gpu.return
}
}

// -----

// wgmma.wait_group counts 0 to 7 pending groups.
#b = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
gpu.module @m {
gpu.func @mma_wait_pending(%c: tensor<16x32xf32, #b>) {
  // expected-error @below {{pending 8 is not in 0..7}}
  %r = tile_simt.mma_wait %c {pending = 8} : tensor<16x32xf32, #b>
  gpu.return
}
}
