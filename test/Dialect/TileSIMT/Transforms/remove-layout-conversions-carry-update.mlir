// RUN: tile-opt %s --tile-simt-remove-layout-conversions --split-input-file | FileCheck %s

// An f32 sum carried in the f32 tiles' layout (4 a thread) and updated by a
// bf16 term made in the bf16 layout (8 a thread: a loaded row times a
// weight row held in registers): the sum is carried in the term's layout,
// so the trip converts nothing; the result is converted once after it.
#f = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]>
#h = #tile_simt.blocked<sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]>
// CHECK-LABEL: gpu.func @sum
// CHECK: %[[INIT:.*]] = arith.constant dense<0.000000e+00> : tensor<8192xf32, #tile_simt.blocked<sizePerThread = [8]
// CHECK: %[[R:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (tensor<8192xf32, #tile_simt.blocked<sizePerThread = [8]
// CHECK-NOT: convert_layout
// CHECK: %[[T:.*]] = tile_simt.load_tile
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[T]], %{{.*}} : tensor<8192xbf16, #tile_simt.blocked<sizePerThread = [8]
// CHECK-NEXT: %[[E:.*]] = arith.extf %[[M]]
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[ACC]], %[[E]]
// CHECK-NEXT: scf.yield %[[S]]
// CHECK: tile_simt.convert_layout %[[R]] : tensor<8192xf32, #tile_simt.blocked<sizePerThread = [8]{{.*}} -> tensor<8192xf32, #tile_simt.blocked<sizePerThread = [4]
gpu.module @m {
gpu.func @sum(%p: !llvm.ptr<1>, %n: i32, %ub: i32, %w: tensor<8192xbf16, #h>) -> tensor<8192xf32, #f> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.constant dense<0.0> : tensor<8192xf32, #f>
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %z) -> (tensor<8192xf32, #f>) : i32 {
    %t = tile_simt.load_tile %p[%i] shape[%n] strides[%c1] : !llvm.ptr<1> -> tensor<8192xbf16, #h>
    %m = arith.mulf %t, %w : tensor<8192xbf16, #h>
    %c = tile_simt.convert_layout %m : tensor<8192xbf16, #h> -> tensor<8192xbf16, #f>
    %e = arith.extf %c : tensor<8192xbf16, #f> to tensor<8192xf32, #f>
    %s = arith.addf %acc, %e : tensor<8192xf32, #f>
    scf.yield %s : tensor<8192xf32, #f>
  }
  gpu.return %r : tensor<8192xf32, #f>
}
}

// -----

// The same sum also stored every trip in its own layout: carried in the
// term's layout it would need one conversion back per trip for the store,
// as many elements as the one it removes, so it stays.
#f = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]>
#h = #tile_simt.blocked<sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]>
// CHECK-LABEL: gpu.func @stored
// CHECK: scf.for {{.*}} -> (tensor<8192xf32, #tile_simt.blocked<sizePerThread = [4]
// CHECK: tile_simt.convert_layout
// CHECK-NOT: tile_simt.convert_layout
// CHECK: scf.yield
gpu.module @m2 {
gpu.func @stored(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>, %n: i32, %ub: i32, %w: tensor<8192xbf16, #h>) -> tensor<8192xf32, #f> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.constant dense<0.0> : tensor<8192xf32, #f>
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %z) -> (tensor<8192xf32, #f>) : i32 {
    tile_simt.store_tile %acc, %q[%i] shape[%n] strides[%c1] : tensor<8192xf32, #f>, !llvm.ptr<1>
    %t = tile_simt.load_tile %p[%i] shape[%n] strides[%c1] : !llvm.ptr<1> -> tensor<8192xbf16, #h>
    %m = arith.mulf %t, %w : tensor<8192xbf16, #h>
    %c = tile_simt.convert_layout %m : tensor<8192xbf16, #h> -> tensor<8192xbf16, #f>
    %e = arith.extf %c : tensor<8192xbf16, #f> to tensor<8192xf32, #f>
    %s = arith.addf %acc, %e : tensor<8192xf32, #f>
    scf.yield %s : tensor<8192xf32, #f>
  }
  gpu.return %r : tensor<8192xf32, #f>
}
}
