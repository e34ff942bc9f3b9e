// RUN: tile-opt %s --tile-simt-remove-layout-conversions --split-input-file | FileCheck %s

// A convert_layout that also reshapes (what convert-tile-to-simt makes of a
// reshape between unrelated layouts) by unit dims re-issues the load that
// feeds it at the load's own shape, in the layout that reshapes into the
// wanted one without moving registers. (A load re-issued at the result's
// shape had one offset per source dim, and failed to verify: liger
// rope_4d.) An element-wise op is rebuilt at the new shape, the conversion
// moving to its operand (as many elements:
// remove-layout-conversions-unit-reshape.mlir shows where that pays).

#l4 = #tile_simt.blocked<sizePerThread = [1, 1, 1, 8], threadsPerWarp = [1, 4, 1, 8], warpsPerCTA = [2, 2, 1, 1], order = [3, 2, 1, 0]>
#l2 = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>

// CHECK-LABEL: gpu.func @load
// CHECK: %[[L:.*]] = tile_simt.load_tile %arg0[%c0_i32, %c0_i32, %c0_i32, %c0_i32] {{.*}} -> tensor<1x8x1x64xbf16, #tile_simt.blocked<sizePerThread = [1, 1, 1, 8], threadsPerWarp = [1, 4, 1, 8], warpsPerCTA = [1, 4, 1, 1]
// CHECK: tile_simt.reshape %[[L]] : tensor<1x8x1x64xbf16, {{.*}} -> tensor<8x64xbf16
// CHECK-NOT: convert_layout
gpu.module @m {
gpu.func @load(%p: !llvm.ptr<1>, %n: i32) -> tensor<8x64xbf16, #l2> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %t = tile_simt.load_tile %p[%c0, %c0, %c0, %c0] shape[%c1, %n, %c1, %n] strides[%n, %n, %n, %c1] : !llvm.ptr<1> -> tensor<1x8x1x64xbf16, #l4>
  %r = tile_simt.convert_layout %t : tensor<1x8x1x64xbf16, #l4> -> tensor<8x64xbf16, #l2>
  gpu.return %r : tensor<8x64xbf16, #l2>
}
}

// -----

#l4 = #tile_simt.blocked<sizePerThread = [1, 1, 1, 8], threadsPerWarp = [1, 4, 1, 8], warpsPerCTA = [2, 2, 1, 1], order = [3, 2, 1, 0]>
#l2 = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>

// CHECK-LABEL: gpu.func @elementwise
// CHECK: %[[C:.*]] = tile_simt.convert_layout %{{.*}} : tensor<1x8x1x64xf32, {{.*}} -> tensor<8x64xf32
// CHECK: arith.negf %[[C]] : tensor<8x64xf32
gpu.module @m {
gpu.func @elementwise(%x: tensor<1x8x1x64xf32, #l4>) -> tensor<8x64xf32, #l2> {
  %n = arith.negf %x : tensor<1x8x1x64xf32, #l4>
  %r = tile_simt.convert_layout %n : tensor<1x8x1x64xf32, #l4> -> tensor<8x64xf32, #l2>
  gpu.return %r : tensor<8x64xf32, #l2>
}
}

// -----

#a = #tile_simt.blocked<sizePerThread = [1, 1, 1, 8], threadsPerWarp = [1, 4, 1, 8], warpsPerCTA = [2, 2, 1, 1], order = [3, 2, 1, 0]>
#b = #tile_simt.blocked<sizePerThread = [1, 1, 1, 4], threadsPerWarp = [1, 1, 1, 32], warpsPerCTA = [1, 4, 1, 1], order = [3, 2, 1, 0]>
#c = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>

// Two conversions in a row, the second reshaping, become one reshaping
// conversion; a splat is rebuilt at the result's shape.
// CHECK-LABEL: gpu.func @chain
// CHECK: tile_simt.convert_layout %{{.*}} : tensor<1x8x1x64xf32, #tile_simt.blocked<sizePerThread = [1, 1, 1, 8]{{.*}} -> tensor<8x64xf32
// CHECK-NOT: convert_layout
// CHECK: tile_simt.splat %{{.*}} : f32 -> tensor<8x64xf32, #tile_simt.blocked<sizePerThread = [1, 8]
// CHECK-NOT: convert_layout
// CHECK: gpu.return
gpu.module @m {
gpu.func @chain(%x: tensor<1x8x1x64xf32, #a>, %s: f32) -> (tensor<8x64xf32, #c>, tensor<8x64xf32, #c>) {
  %0 = tile_simt.convert_layout %x : tensor<1x8x1x64xf32, #a> -> tensor<1x8x1x64xf32, #b>
  %1 = tile_simt.convert_layout %0 : tensor<1x8x1x64xf32, #b> -> tensor<8x64xf32, #c>
  %2 = tile_simt.splat %s : f32 -> tensor<1x8x1x64xf32, #a>
  %3 = tile_simt.convert_layout %2 : tensor<1x8x1x64xf32, #a> -> tensor<8x64xf32, #c>
  gpu.return %1, %3 : tensor<8x64xf32, #c>, tensor<8x64xf32, #c>
}
}
