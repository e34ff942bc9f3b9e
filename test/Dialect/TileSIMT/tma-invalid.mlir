// RUN: tile-opt %s --split-input-file --verify-diagnostics

// The tensor memory accelerator writes only its own swizzles: rows padded
// by 16 bytes are not one of them.
#pad = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0]>
#bs = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 0, order = [1, 0]>
gpu.module @m {
gpu.func @padded(%desc: !llvm.ptr, %r: i32, %c: i32, %s: i32) {
  %ring = tile_simt.alloc_shared : !tile_simt.smem<2x32x64xf16, #pad>
  %bars = tile_simt.alloc_shared : !tile_simt.smem<2x1x1xi64, #bs>
  // expected-error @below {{not a swizzled layout the tensor memory accelerator writes}}
  tile_simt.tma_load_tile %desc[%r, %c] into %ring[%s] bars %bars : !llvm.ptr[i32, i32], !tile_simt.smem<2x32x64xf16, #pad>, !tile_simt.smem<2x1x1xi64, #bs>
  gpu.return
}
}

// -----

// One mbarrier per slot.
#sw = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>
#bs = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 0, order = [1, 0]>
gpu.module @m {
gpu.func @bars(%desc: !llvm.ptr, %r: i32, %c: i32, %s: i32) {
  %ring = tile_simt.alloc_shared : !tile_simt.smem<3x32x64xf16, #sw>
  %bars = tile_simt.alloc_shared : !tile_simt.smem<2x1x1xi64, #bs>
  // expected-error @below {{needs one i64 mbarrier per slot}}
  tile_simt.tma_load_tile %desc[%r, %c] into %ring[%s] bars %bars : !llvm.ptr[i32, i32], !tile_simt.smem<3x32x64xf16, #sw>, !tile_simt.smem<2x1x1xi64, #bs>
  gpu.return
}
}

// -----

// Boxes have 2 to 5 dims.
#sw = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>
#bs = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 0, order = [1, 0]>
gpu.module @m {
gpu.func @rank(%desc: !llvm.ptr, %r: i32, %s: i32) {
  %ring = tile_simt.alloc_shared : !tile_simt.smem<2x32x64xf16, #sw>
  %bars = tile_simt.alloc_shared : !tile_simt.smem<2x1x1xi64, #bs>
  // expected-error @below {{copies boxes of 2 to 5 dims, not 1}}
  tile_simt.tma_load_tile %desc[%r] into %ring[%s] bars %bars : !llvm.ptr[i32], !tile_simt.smem<2x32x64xf16, #sw>, !tile_simt.smem<2x1x1xi64, #bs>
  gpu.return
}
}

// -----

// A store copies rows in their own order: a slot whose rows are in the
// warpgroups' order (mmaWarps, for wgmma's reads) is not one it reads.
#mw = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0], mmaWarps = 4>
gpu.module @m {
gpu.func @store_permuted_rows(%desc: !llvm.ptr, %r: i32, %c: i32, %s: i32) {
  %slot = tile_simt.alloc_shared : !tile_simt.smem<1x64x64xf16, #mw>
  // expected-error @below {{not a swizzled layout the tensor memory accelerator reads}}
  tile_simt.tma_store_tile %slot[%s] to %desc[%r, %c] : !tile_simt.smem<1x64x64xf16, #mw>, !llvm.ptr[i32, i32]
  gpu.return
}
}

// -----

// write_slot writes a tile the slot holds (its elements in row-major
// order): a transposed shape is not one.
#sw = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>
#l = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
gpu.module @m {
gpu.func @write_transposed(%t: tensor<256x16xf16, #l>, %s: i32) {
  %slot = tile_simt.alloc_shared : !tile_simt.smem<1x16x256xf16, #sw>
  // expected-error @below {{does not hold 'tensor<256x16xf16}}
  tile_simt.write_slot %t, %slot[%s] : tensor<256x16xf16, #l>, !tile_simt.smem<1x16x256xf16, #sw>
  gpu.return
}
}

// -----

// A multicast's ctaMask names at most 16 CTAs, and one CTA is no multicast.
#sw = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>
#bs = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 0, order = [1, 0]>
gpu.module @m {
gpu.func @multicast_one(%desc: !llvm.ptr, %r: i32, %c: i32, %s: i32) {
  %ring = tile_simt.alloc_shared : !tile_simt.smem<2x32x128xf16, #sw>
  %bars = tile_simt.alloc_shared : !tile_simt.smem<2x1x1xi64, #bs>
  // expected-error @below {{multicasts to 2 to 16 CTAs, not 1}}
  tile_simt.tma_load_tile %desc[%r, %c] into %ring[%s] bars %bars multicast 1 : !llvm.ptr[i32, i32], !tile_simt.smem<2x32x128xf16, #sw>, !tile_simt.smem<2x1x1xi64, #bs>
  gpu.return
}
}

// -----

#bs = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 0, order = [1, 0]>
gpu.module @m {
gpu.func @arrive_cluster_17(%s: i32) {
  %bars = tile_simt.alloc_shared : !tile_simt.smem<2x1x1xi64, #bs>
  // expected-error @below {{arrives in clusters of 2 to 16 CTAs, not 17}}
  tile_simt.mbarrier_arrive %bars[%s] per_warp cluster 17 : !tile_simt.smem<2x1x1xi64, #bs>
  gpu.return
}
}
