// CPU check of the shared-memory exchanges (utils/sharedcheck/emulate.py):
// every thread of the block runs the lowered code, barrier interval by
// barrier interval; a slot one thread writes and another reads in one
// interval is a race. Conversions in rounds (the round size lowered to 32
// KiB; padded buffers) must give every thread exactly what the
// single-round lowering (swizzled where it transposes) gives; buffers
// sharing the pool must not race.
// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' -tileir-convert-round-bytes=32768 -o %t.rounds.mlir
// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' -tileir-convert-round-bytes=1048576 -o %t.whole.mlir
// RUN: python3 %tileir_src_root/utils/sharedcheck/emulate.py %t.rounds.mlir %t.whole.mlir | FileCheck %s

// CHECK: rounds.mlir: @transpose_wide: 256 threads, 3 barriers, 0 races
// CHECK: rounds.mlir: @transpose_f16: 256 threads, 3 barriers, 0 races
// CHECK: rounds.mlir: @static_rounds: 128 threads, 7 barriers, 0 races
// CHECK: rounds.mlir: @mixed_rounds: 128 threads, 15 barriers, 0 races
// CHECK: rounds.mlir: @transpose_rounds: 256 threads, 7 barriers, 0 races
// CHECK: rounds.mlir: @reuse: 128 threads, 5 barriers, 0 races
// In one round, a transpose's buffer is swizzled: 16-byte stores that fill
// whole rows (4 wavefronts per 512 bytes, none lost to conflicts; padded,
// the f32 one takes 512 stores, 2048 wavefronts), 4-byte loads at most 4
// deep (f16: 2-byte loads 2 deep; padded, 4096 wavefronts).
// CHECK: whole.mlir: @transpose_wide: 256 threads, 1 barriers, 0 races
// CHECK-NEXT: warp stores 128 (512 wavefronts), warp loads 512 (2048 wavefronts)
// CHECK: whole.mlir: @transpose_f16: 256 threads, 1 barriers, 0 races
// CHECK-NEXT: warp stores 256 (512 wavefronts), warp loads 1024 (2048 wavefronts)
// CHECK: whole.mlir: @static_rounds: 128 threads, 1 barriers, 0 races
// CHECK: whole.mlir: @mixed_rounds: 128 threads, 3 barriers, 0 races
// CHECK: whole.mlir: @transpose_rounds: 256 threads, 1 barriers, 0 races
// CHECK: whole.mlir: @reuse: 128 threads, 5 barriers, 0 races
// CHECK: @transpose_wide: same results
// CHECK: @transpose_f16: same results
// CHECK: @static_rounds: same results
// CHECK: @mixed_rounds: same results
// CHECK: @transpose_rounds: same results
// CHECK: @reuse: same results (3 vectors per thread)
#a = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#c = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#m = #tile_simt.blocked<sizePerThread = [128, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]>
#r = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#t8 = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]>
#r8 = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]>
#h8 = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]>
#s = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 1, order = [1, 0]>
gpu.module @m {
// The transpose benchmark's conversion (python/bench/kernels/
// transpose_wide_f32.mlir), and the same in f16.
gpu.func @transpose_wide(%x: tensor<128x128xf32, #t8>) kernel {
  %c = tile_simt.convert_layout %x {permutation = array<i32: 1, 0>, shared = #s} : tensor<128x128xf32, #t8> -> tensor<128x128xf32, #t8>
  gpu.return
}
gpu.func @transpose_f16(%x: tensor<256x128xf16, #r8>) kernel {
  %c = tile_simt.convert_layout %x {permutation = array<i32: 1, 0>, shared = #s} : tensor<256x128xf16, #r8> -> tensor<128x256xf16, #h8>
  gpu.return
}
gpu.func @static_rounds(%x: tensor<32768xf32, #a>) kernel {
  %c = tile_simt.convert_layout %x : tensor<32768xf32, #a> -> tensor<32768xf32, #c>
  gpu.return
}
gpu.func @mixed_rounds(%x: tensor<256x128xf32, #m>) kernel {
  %c = tile_simt.convert_layout %x : tensor<256x128xf32, #m> -> tensor<256x128xf32, #r>
  %d = tile_simt.convert_layout %c : tensor<256x128xf32, #r> -> tensor<256x128xf32, #m>
  gpu.return
}
// 128x256 -> 256x128: 4 rounds of a quarter of the result's rows or
// columns each.
gpu.func @transpose_rounds(%x: tensor<128x256xf32, #t8>) kernel {
  %c = tile_simt.convert_layout %x {permutation = array<i32: 1, 0>, shared = #s} : tensor<128x256xf32, #t8> -> tensor<256x128xf32, #t8>
  gpu.return
}
// Three exchanges of different sizes and types in a row share one pool:
// 2 barriers between them on top of their own 3.
gpu.func @reuse(%x: tensor<512xf32, #a>, %y: tensor<1024xi32, #a>) kernel {
  %c = tile_simt.convert_layout %x : tensor<512xf32, #a> -> tensor<512xf32, #c>
  %d = tile_simt.convert_layout %y : tensor<1024xi32, #a> -> tensor<1024xi32, #c>
  %e = tile_simt.convert_layout %c : tensor<512xf32, #c> -> tensor<512xf32, #a>
  gpu.return
}
}
