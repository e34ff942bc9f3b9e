// RUN: tile-opt %s --tile-simt-remove-layout-conversions --split-input-file | FileCheck %s

// An element-wise op on broadcasts is computed at the sources' joint shape
// and broadcast after, in the same layout: a gather's mask and-ed from a row
// mask (2x16x1x1) and a column mask (1x1x1x128) is one 2x16x1x128 and per
// element only once, where the and of the row and page parts stays at
// 2x16x1x1. Operands that are splats are made at the joint shape.

#t = #tile_simt.blocked<sizePerThread = [1, 1, 1, 2], threadsPerWarp = [1, 1, 1, 32], warpsPerCTA = [2, 4, 1, 1], order = [3, 2, 1, 0]>

// CHECK-LABEL: gpu.func @mask
// CHECK: %[[RP:.*]] = arith.andi %{{.*}}, %{{.*}} : tensor<2x16x1x1xi1
// CHECK: %[[RPB:.*]] = tile_simt.broadcast %[[RP]] : tensor<2x16x1x1xi1, {{.*}} -> tensor<2x16x1x128xi1
// CHECK: arith.andi %[[RPB]], %{{.*}} : tensor<2x16x1x128xi1
// CHECK-NOT: arith.andi
gpu.module @m {
gpu.func @mask(%page: tensor<2x1x1x1xi1, #t>, %row: tensor<1x16x1x1xi1, #t>, %col: tensor<1x1x1x128xi1, #t>) -> tensor<2x16x1x128xi1, #t> {
  %p = tile_simt.broadcast %page : tensor<2x1x1x1xi1, #t> -> tensor<2x16x1x128xi1, #t>
  %r = tile_simt.broadcast %row : tensor<1x16x1x1xi1, #t> -> tensor<2x16x1x128xi1, #t>
  %c = tile_simt.broadcast %col : tensor<1x1x1x128xi1, #t> -> tensor<2x16x1x128xi1, #t>
  %pr = arith.andi %p, %r : tensor<2x16x1x128xi1, #t>
  %m = arith.andi %pr, %c : tensor<2x16x1x128xi1, #t>
  gpu.return %m : tensor<2x16x1x128xi1, #t>
}
}

// -----

#t = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>

// A row offset times a splat stride: the product is made per row.
// CHECK-LABEL: gpu.func @scaled_rows
// CHECK: %[[S:.*]] = tile_simt.splat %{{.*}} : i64 -> tensor<64x1xi64
// CHECK: %[[M:.*]] = arith.muli %{{.*}}, %[[S]] : tensor<64x1xi64
// CHECK: tile_simt.broadcast %[[M]] : tensor<64x1xi64, {{.*}} -> tensor<64x64xi64
gpu.module @m {
gpu.func @scaled_rows(%rows: tensor<64x1xi64, #t>, %stride: i64) -> tensor<64x64xi64, #t> {
  %r = tile_simt.broadcast %rows : tensor<64x1xi64, #t> -> tensor<64x64xi64, #t>
  %s = tile_simt.splat %stride : i64 -> tensor<64x64xi64, #t>
  %o = arith.muli %r, %s : tensor<64x64xi64, #t>
  gpu.return %o : tensor<64x64xi64, #t>
}
}

// -----

#t = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>

// An operand that is not a broadcast keeps the op at the full shape.
// CHECK-LABEL: gpu.func @full
// CHECK: arith.addf %{{.*}}, %{{.*}} : tensor<64x64xf32
gpu.module @m {
gpu.func @full(%x: tensor<64x64xf32, #t>, %rows: tensor<64x1xf32, #t>) -> tensor<64x64xf32, #t> {
  %r = tile_simt.broadcast %rows : tensor<64x1xf32, #t> -> tensor<64x64xf32, #t>
  %o = arith.addf %x, %r : tensor<64x64xf32, #t>
  gpu.return %o : tensor<64x64xf32, #t>
}
}
