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
