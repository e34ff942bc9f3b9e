// RUN: tile-opt %s -split-input-file -verify-diagnostics

// Swizzled rings (maxPhase > 1) are the layouts wgmma's descriptors read:
// anything else is refused where the type is built.
gpu.module @m {
// expected-error @below {{a swizzled buffer holds unpadded row-major 2-D tiles}}
gpu.func @padded(%r: !tile_simt.smem<2x64x64xf16, #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 8, order = [1, 0]>>) {
  gpu.return
}
}

// -----

gpu.module @m {
// expected-error @below {{swizzle groups are 16 bytes, blocks 32, 64 or 128 bytes, a phase 128 bytes of rows}}
gpu.func @groups(%r: !tile_simt.smem<2x64x64xf16, #tile_simt.shared<vec = 4, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>>) {
  gpu.return
}
}

// -----

gpu.module @m {
// expected-error @below {{a swizzled tile has whole 64-element blocks and whole 8-row groups}}
gpu.func @blocks(%r: !tile_simt.smem<2x64x96xf16, #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>>) {
  gpu.return
}
}

// -----

gpu.module @m {
// expected-error @below {{mmaWarps must be a multiple of 4 warps with 16 rows each per repetition}}
gpu.func @warps(%r: !tile_simt.smem<2x64x64xf16, #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0], mmaWarps = 8>>) {
  gpu.return
}
}

// -----

gpu.module @m {
// expected-error @below {{mmaWarps permutes rows of swizzled tiles only}}
gpu.func @plain(%r: !tile_simt.smem<2x64x64xf16, #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0], mmaWarps = 4>>) {
  gpu.return
}
}
