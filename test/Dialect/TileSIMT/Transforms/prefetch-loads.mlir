// RUN: tile-opt %s --tile-simt-prefetch-loads --split-input-file | FileCheck %s

// A K loop: the first trip's A and B tiles are loaded before the loop, each
// trip loads the next trip's (offsets recomputed at iv + step) before it
// multiplies, and the multiply reads the carried tiles.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>
// CHECK-LABEL: gpu.func @k_loop
// CHECK: %[[K0:.*]] = arith.muli %[[LB:.*]], %{{.*}} : i32
// CHECK: %[[A0:.*]] = tile_simt.load_tile %{{.*}}[%{{.*}}, %[[K0]]]
// CHECK: %[[B0:.*]] = tile_simt.load_tile %{{.*}}[%{{.*}}, %{{.*}}]
// CHECK: scf.for %[[IV:.*]] = %[[LB]] to %{{.*}} step %[[ST:.*]] iter_args(%[[C:.*]] = %{{.*}}, %[[A:.*]] = %[[A0]], %[[B:.*]] = %[[B0]])
// CHECK: %[[NEXT:.*]] = arith.addi %[[IV]], %[[ST]] : i32
// CHECK: %[[K1:.*]] = arith.muli %[[NEXT]], %{{.*}} : i32
// CHECK: %[[AN:.*]] = tile_simt.load_tile %{{.*}}[%{{.*}}, %[[K1]]]
// CHECK: %[[BN:.*]] = tile_simt.load_tile
// CHECK: %[[M:.*]] = tile_simt.mma %[[A]], %[[B]], %[[C]]
// CHECK-NOT: load_tile
// CHECK: scf.yield %[[M]], %[[AN]], %[[BN]]
gpu.module @m {
gpu.func @k_loop(%pa: !llvm.ptr<1>, %pb: !llvm.ptr<1>, %m: i32, %n: i32, %k: i32, %lb: i32, %ub: i32, %step: i32, %c: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %c) -> (tensor<64x64xf32, #acc>) : i32 {
    %off = arith.muli %i, %c32 : i32
    %a = tile_simt.load_tile %pa[%c0, %off] shape[%m, %k] strides[%k, %c1] : !llvm.ptr<1> -> tensor<64x32xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%k, %n] strides[%n, %c1] : !llvm.ptr<1> -> tensor<32x64xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x64xf16, #l> -> tensor<64x64xf32, #acc>
    scf.yield %d : tensor<64x64xf32, #acc>
  }
  gpu.return %r : tensor<64x64xf32, #acc>
}
}

// -----

// A loop that also stores may overwrite what a later trip loads: left alone.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>
// CHECK-LABEL: gpu.func @stores
// CHECK: scf.for
// CHECK-NEXT: arith.muli
// CHECK-NEXT: tile_simt.load_tile
gpu.module @m2 {
gpu.func @stores(%pa: !llvm.ptr<1>, %m: i32, %k: i32, %ub: i32, %c: tensor<64x64xf32, #acc>, %b: tensor<32x64xf16, #l>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %c) -> (tensor<64x64xf32, #acc>) : i32 {
    %off = arith.muli %i, %c32 : i32
    %a = tile_simt.load_tile %pa[%c0, %off] shape[%m, %k] strides[%k, %c1] : !llvm.ptr<1> -> tensor<64x32xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x64xf16, #l> -> tensor<64x64xf32, #acc>
    tile_simt.store_tile %a, %pa[%c0, %off] shape[%m, %k] strides[%k, %c1] : tensor<64x32xf16, #l>, !llvm.ptr<1>
    scf.yield %d : tensor<64x64xf32, #acc>
  }
  gpu.return
}
}
