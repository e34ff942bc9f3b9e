// RUN: tile-opt %s --tile-simt-remove-layout-conversions --split-input-file | FileCheck %s

// A K loop whose accumulator is made by tile_simt.mma in the mma layout and
// converted back at the yield carries it in the mma layout: the zero init
// is rebuilt in it, and the only conversion left is the one after the loop.
#d = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>
// CHECK-LABEL: gpu.func @k_loop
// CHECK: %[[Z:.*]] = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4]
// CHECK: %[[R:.*]] = scf.for {{.*}} iter_args(%[[C:.*]] = %[[Z]]) -> (tensor<64x64xf32, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4]
// CHECK-NOT: convert_layout
// CHECK: %[[M:.*]] = tile_simt.mma %{{.*}}, %{{.*}}, %[[C]]
// CHECK-NEXT: scf.yield %[[M]]
// CHECK: tile_simt.convert_layout %[[R]] {{.*}} -> tensor<64x64xf32, #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32]
gpu.module @m {
gpu.func @k_loop(%a: tensor<64x32xf16, #d>, %b: tensor<32x64xf16, #d>, %n: index) -> tensor<64x64xf32, #d> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant dense<0.0> : tensor<64x64xf32, #d>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (tensor<64x64xf32, #d>) {
    %c = tile_simt.convert_layout %acc : tensor<64x64xf32, #d> -> tensor<64x64xf32, #acc>
    %m = tile_simt.mma %a, %b, %c : tensor<64x32xf16, #d>, tensor<32x64xf16, #d> -> tensor<64x64xf32, #acc>
    %y = tile_simt.convert_layout %m : tensor<64x64xf32, #acc> -> tensor<64x64xf32, #d>
    scf.yield %y : tensor<64x64xf32, #d>
  }
  gpu.return %r : tensor<64x64xf32, #d>
}
}

// -----

// Attention's rescale (acc * alpha before the next mma) reads the carried
// value in the body: it reads it through one conversion back, which the
// push-up patterns then remove (the rescale moves into the mma layout, its
// small operand converted instead).
#d = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>
// CHECK-LABEL: gpu.func @rescaled
// CHECK: scf.for {{.*}} iter_args(%[[C:.*]] = %{{.*}}) -> (tensor<64x64xf32, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4]
// CHECK: %[[S:.*]] = arith.mulf %[[C]], %{{.*}} : tensor<64x64xf32, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4]
// CHECK: %[[M:.*]] = tile_simt.mma %{{.*}}, %{{.*}}, %[[S]]
// CHECK-NEXT: scf.yield %[[M]]
gpu.module @m2 {
gpu.func @rescaled(%a: tensor<64x32xf16, #d>, %b: tensor<32x64xf16, #d>, %s: f32, %n: index) -> tensor<64x64xf32, #d> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant dense<0.0> : tensor<64x64xf32, #d>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (tensor<64x64xf32, #d>) {
    %alpha = tile_simt.splat %s : f32 -> tensor<64x64xf32, #d>
    %scaled = arith.mulf %acc, %alpha : tensor<64x64xf32, #d>
    %c = tile_simt.convert_layout %scaled : tensor<64x64xf32, #d> -> tensor<64x64xf32, #acc>
    %m = tile_simt.mma %a, %b, %c : tensor<64x32xf16, #d>, tensor<32x64xf16, #d> -> tensor<64x64xf32, #acc>
    %y = tile_simt.convert_layout %m : tensor<64x64xf32, #acc> -> tensor<64x64xf32, #d>
    scf.yield %y : tensor<64x64xf32, #d>
  }
  gpu.return %r : tensor<64x64xf32, #d>
}
}
