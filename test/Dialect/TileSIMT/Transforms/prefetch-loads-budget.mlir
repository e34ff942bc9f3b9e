// RUN: tile-opt %s --tile-simt-prefetch-loads --split-input-file | FileCheck %s

// An attention-like trip at 4 warps: the carried 128 x 128 f32 accumulator
// (128 registers per thread), a Q read from outside the loop (128 x 64
// f16: 32) and the scores made in the body (128 x 64 f32: 64) leave no room
// under 200 registers for the 32 of the prefetched 64 x 128 f16 tile: the
// load stays in the body (a spill costs more than the latency it hides).
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @crowded
// CHECK: scf.for
// CHECK-NEXT: arith.muli
// CHECK-NEXT: tile_simt.load_tile
gpu.module @m {
gpu.func @crowded(%pv: !llvm.ptr<1>, %n: i32, %ub: i32, %q: tensor<128x64xf16, #acc>, %kt: tensor<64x64xf16, #l>, %c: tensor<128x128xf32, #acc>) -> tensor<128x128xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %c128 = arith.constant 128 : i32
  %z = arith.constant dense<0.0> : tensor<128x64xf32, #acc>
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %c) -> (tensor<128x128xf32, #acc>) : i32 {
    %off = arith.muli %i, %c64 : i32
    %v = tile_simt.load_tile %pv[%off, %c0] shape[%n, %c128] strides[%c128, %c1] : !llvm.ptr<1> -> tensor<64x128xf16, #l>
    %s = tile_simt.mma %q, %kt, %z : tensor<128x64xf16, #acc>, tensor<64x64xf16, #l> -> tensor<128x64xf32, #acc>
    %p = arith.truncf %s : tensor<128x64xf32, #acc> to tensor<128x64xf16, #acc>
    %d = tile_simt.mma %p, %v, %acc : tensor<128x64xf16, #acc>, tensor<64x128xf16, #l> -> tensor<128x128xf32, #acc>
    scf.yield %d : tensor<128x128xf32, #acc>
  }
  gpu.return %r : tensor<128x128xf32, #acc>
}
}

// -----

// A 128 x 64 accumulator (64 registers), 128 x 32 scores (32) and Q (32),
// the keys (8) and the prefetched 32 x 64 tile (8) fit: the tile is loaded
// one trip ahead.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @roomy
// CHECK: tile_simt.load_tile
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %[[V:.*]] = %{{.*}})
// CHECK: tile_simt.load_tile
// CHECK: tile_simt.mma
// CHECK: tile_simt.mma %{{.*}}, %[[V]], %{{.*}}
gpu.module @m2 {
gpu.func @roomy(%pv: !llvm.ptr<1>, %n: i32, %ub: i32, %q: tensor<128x64xf16, #acc>, %kt: tensor<64x32xf16, #l>, %c: tensor<128x64xf32, #acc>) -> tensor<128x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %c128 = arith.constant 128 : i32
  %z = arith.constant dense<0.0> : tensor<128x32xf32, #acc>
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %c) -> (tensor<128x64xf32, #acc>) : i32 {
    %off = arith.muli %i, %c64 : i32
    %v = tile_simt.load_tile %pv[%off, %c0] shape[%n, %c128] strides[%c128, %c1] : !llvm.ptr<1> -> tensor<32x64xf16, #l>
    %s = tile_simt.mma %q, %kt, %z : tensor<128x64xf16, #acc>, tensor<64x32xf16, #l> -> tensor<128x32xf32, #acc>
    %p = arith.truncf %s : tensor<128x32xf32, #acc> to tensor<128x32xf16, #acc>
    %d = tile_simt.mma %p, %v, %acc : tensor<128x32xf16, #acc>, tensor<32x64xf16, #l> -> tensor<128x64xf32, #acc>
    scf.yield %d : tensor<128x64xf32, #acc>
  }
  gpu.return %r : tensor<128x64xf32, #acc>
}
}
