// RUN: tile-opt %s --tile-simt-remove-layout-conversions --split-input-file | FileCheck %s

// A conversion in a loop of a value made before it is done once, before the
// loop, when its result holds no more registers than its operand: a row's
// statistic read in every trip (here a one-element tile) stops crossing
// shared memory in each.

#a = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#b = #tile_simt.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>

// CHECK-LABEL: gpu.func @scalar
// CHECK: %[[C:.*]] = tile_simt.convert_layout %{{.*}} : tensor<1xf32, {{.*}} -> tensor<1x1xf32
// CHECK: scf.for
// CHECK-NOT: convert_layout
// CHECK: tile_simt.broadcast %[[C]]
gpu.module @m {
gpu.func @scalar(%s: tensor<1xf32, #a>, %x: tensor<4x32xf32, #b>, %n: i32) -> tensor<4x32xf32, #b> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (tensor<4x32xf32, #b>) : i32 {
    %c = tile_simt.convert_layout %s : tensor<1xf32, #a> -> tensor<1x1xf32, #b>
    %bc = tile_simt.broadcast %c : tensor<1x1xf32, #b> -> tensor<4x32xf32, #b>
    %y = arith.mulf %acc, %bc : tensor<4x32xf32, #b>
    scf.yield %y : tensor<4x32xf32, #b>
  }
  gpu.return %r : tensor<4x32xf32, #b>
}
}

// -----

#a = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 16], order = [1, 0]>
#b = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [16, 1], order = [1, 0]>

// A 1024-wide row spread over the warps (4 registers a thread) wanted in
// every warp (32 columns, 32 registers a thread): kept in the loop, where
// those registers are live only while it is used.
// CHECK-LABEL: gpu.func @wide_row
// CHECK: scf.for
// CHECK: tile_simt.convert_layout
gpu.module @m {
gpu.func @wide_row(%s: tensor<1x1024xf32, #a>, %x: tensor<32x1024xf32, #b>, %n: i32) -> tensor<32x1024xf32, #b> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (tensor<32x1024xf32, #b>) : i32 {
    %c = tile_simt.convert_layout %s : tensor<1x1024xf32, #a> -> tensor<1x1024xf32, #b>
    %bc = tile_simt.broadcast %c : tensor<1x1024xf32, #b> -> tensor<32x1024xf32, #b>
    %y = arith.subf %acc, %bc : tensor<32x1024xf32, #b>
    scf.yield %y : tensor<32x1024xf32, #b>
  }
  gpu.return %r : tensor<32x1024xf32, #b>
}
}

// -----

#a = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#b = #tile_simt.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#c = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>

// A mask made before the loop from an iota, read in the loop in another
// layout by two ops: the other patterns first make it free to rebuild, so it
// is recomputed in the loop (no registers held between trips), not hoisted.
// CHECK-LABEL: gpu.func @mask
// CHECK-NOT: convert_layout
// CHECK: scf.for
// CHECK: tile_simt.iota : tensor<512xi32, #tile_simt.blocked<sizePerThread = [4]
// CHECK: arith.cmpi slt
// CHECK-NOT: convert_layout
// CHECK: scf.yield
gpu.module @m {
gpu.func @mask(%x: tensor<512xf32, #c>, %lim: i32, %n: i32) -> tensor<512xf32, #c> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.constant dense<0.0> : tensor<512xf32, #c>
  %io = tile_simt.iota : tensor<512xi32, #a>
  %ioc = tile_simt.convert_layout %io : tensor<512xi32, #a> -> tensor<512xi32, #b>
  %l = tile_simt.splat %lim : i32 -> tensor<512xi32, #b>
  %m = arith.cmpi slt, %ioc, %l : tensor<512xi32, #b>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (tensor<512xf32, #c>) : i32 {
    %mc = tile_simt.convert_layout %m : tensor<512xi1, #b> -> tensor<512xi1, #c>
    %y = arith.select %mc, %acc, %z : tensor<512xi1, #c>, tensor<512xf32, #c>
    %w = arith.addf %y, %acc : tensor<512xf32, #c>
    %v = arith.select %mc, %w, %acc : tensor<512xi1, #c>, tensor<512xf32, #c>
    scf.yield %v : tensor<512xf32, #c>
  }
  gpu.return %r : tensor<512xf32, #c>
}
}
