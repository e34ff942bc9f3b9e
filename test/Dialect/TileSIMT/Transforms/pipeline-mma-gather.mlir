// RUN: tile-opt %s --tile-simt-pipeline-mma --split-input-file | FileCheck %s

// A K loop whose A rows are gathered (a fused MoE's tokens: each row's
// address from a loaded row index, plus the trip's columns), the gather
// promising runs of 8 (vec, vectorize-gathers) in a layout of 8 f16 per
// thread: its copies go to a ring like a load_tile's, each run one
// 16-byte cp.async (async_load_ptr), the addresses and mask of a later trip
// recomputed from that trip's induction value; the multiply reads the
// slot. A trip past the end copies nothing (if %live).
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>
// CHECK-LABEL: gpu.func @gathered_rows
// CHECK: %[[RING:.*]] = tile_simt.alloc_shared : !tile_simt.smem<3x64x32xf16
// CHECK: %[[LIVE0:.*]] = arith.cmpi slt, %{{.*}}, %[[UB:.*]] : i32
// CHECK: tile_simt.async_load_ptr %{{.*}} mask %{{.*}} into %[[RING]][%{{.*}}] if %[[LIVE0]] {vec = 8 : i64}
// CHECK: scf.for %[[IV:.*]] = %{{.*}} to %[[UB]]
// CHECK: tile_simt.async_wait
// CHECK: gpu.barrier
// CHECK: %[[AT:.*]] = arith.addi %[[IV]], %{{.*}} : i32
// CHECK: %[[LIVE:.*]] = arith.cmpi slt, %[[AT]], %[[UB]] : i32
// CHECK: %[[COL:.*]] = arith.muli %[[AT]], %{{.*}} : i32
// CHECK: tile_simt.async_load_ptr %{{.*}} mask %{{.*}} into %[[RING]][%{{.*}}] if %[[LIVE]] {vec = 8 : i64}
// CHECK: %[[A:.*]] = tile_simt.read_slot %[[RING]]
// CHECK: tile_simt.mma %[[A]]
// CHECK-NOT: tile_simt.load_ptr
gpu.module @m {
gpu.func @gathered_rows(%rowaddr: tensor<64x32xi64, #l>, %n: tensor<64x32xi64, #l>, %b: tensor<32x64xf16, #l>, %lb: i32, %ub: i32, %c: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %c2 = arith.constant dense<2> : tensor<64x32xi64, #l>
  %z = arith.constant dense<0.0> : tensor<64x32xf16, #l>
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %c) -> (tensor<64x64xf32, #acc>) : i32 {
    %col = arith.muli %i, %c64 : i32
    %ce = arith.extsi %col : i32 to i64
    %cs = tile_simt.splat %ce : i64 -> tensor<64x32xi64, #l>
    %io = tile_simt.iota : tensor<64x32xi64, #l>
    %cols = arith.addi %cs, %io : tensor<64x32xi64, #l>
    %m = arith.cmpi ult, %cols, %n : tensor<64x32xi64, #l>
    %off = arith.muli %cols, %c2 : tensor<64x32xi64, #l>
    %p = arith.addi %rowaddr, %off : tensor<64x32xi64, #l>
    %a = tile_simt.load_ptr %p mask %m : tensor<64x32xi1, #l> other %z : tensor<64x32xf16, #l> {vec = 8 : i64} : tensor<64x32xi64, #l> -> tensor<64x32xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x64xf16, #l> -> tensor<64x64xf32, #acc>
    scf.yield %d : tensor<64x64xf32, #acc>
  }
  gpu.return %r : tensor<64x64xf32, #acc>
}
}

// -----

// Without `vec` (or with runs of fewer than 4 bytes a thread) a gather stays
// a load in the loop.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>
// CHECK-LABEL: gpu.func @no_runs
// CHECK-NOT: async_load_ptr
// CHECK: scf.for
// CHECK: tile_simt.load_ptr
gpu.module @m {
gpu.func @no_runs(%p: tensor<64x32xi64, #l>, %b: tensor<32x64xf16, #l>, %lb: i32, %ub: i32, %c: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %c) -> (tensor<64x64xf32, #acc>) : i32 {
    %a = tile_simt.load_ptr %p : tensor<64x32xi64, #l> -> tensor<64x32xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x64xf16, #l> -> tensor<64x64xf32, #acc>
    scf.yield %d : tensor<64x64xf32, #acc>
  }
  gpu.return %r : tensor<64x64xf32, #acc>
}
}
