// RUN: tile-opt %s --split-input-file --tile-simt-pipeline-mma="chip=sm_90a in-flight=1" --cse | FileCheck %s
// RUN: tile-opt %s --split-input-file --tile-simt-pipeline-mma="chip=sm_90 in-flight=1" --cse | FileCheck %s --check-prefix=SM90
// RUN: tile-opt %s --split-input-file --tile-simt-pipeline-mma="chip=sm_90a" --cse | FileCheck %s --check-prefix=OFF

// A K loop whose only product is a wgmma product fed by descriptors from two
// swizzled rings, its accumulator carried by the loop and read by nothing
// else, keeps one trip's products in flight: one more slot (4 for
// num-stages 3), two trips copied ahead, each trip waits for its own group
// with one still in flight, fills the slot read two trips before
// ((slot - 2) mod 4), and the loop's result goes through mma_wait.
// On sm_90 (no wgmma), and without in-flight, nothing changes: 3 slots,
// products waited for within the trip.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @k_loop
// CHECK: tile_simt.alloc_shared : !tile_simt.smem<4x64x32xf16,
// CHECK: tile_simt.alloc_shared : !tile_simt.smem<4x32x128xf16,
// CHECK-COUNT-2: tile_simt.async_commit
// CHECK-NOT: tile_simt.async_commit
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %[[SLOT:.*]] = %{{.*}})
// CHECK-NEXT: tile_simt.async_wait 1 async_proxy
// CHECK-NEXT: gpu.barrier
// CHECK: %[[C2:.*]] = arith.constant 2 : i32
// CHECK: %[[WRAPS:.*]] = arith.cmpi ult, %[[SLOT]], %[[C2]] : i32
// CHECK-DAG: %[[DOWN:.*]] = arith.subi %[[SLOT]], %[[C2]] : i32
// CHECK-DAG: %[[UP:.*]] = arith.addi %[[SLOT]], %[[C2]] : i32
// CHECK: %[[FILL:.*]] = arith.select %[[WRAPS]], %[[UP]], %[[DOWN]] : i32
// CHECK: tile_simt.async_load_tile {{.*}} into %{{.*}}[%[[FILL]]]
// CHECK: tile_simt.mma {{.*}} {in_flight}
// CHECK: tile_simt.async_wait 0
// CHECK-NEXT: %[[DONE:.*]] = tile_simt.mma_wait %{{.*}}#0
// CHECK-NEXT: gpu.return %[[DONE]]
// SM90-LABEL: gpu.func @k_loop
// SM90: tile_simt.alloc_shared : !tile_simt.smem<3x64x32xf16,
// SM90-NOT: in_flight
// SM90-NOT: mma_wait
// SM90: gpu.return
// OFF-LABEL: gpu.func @k_loop
// OFF: tile_simt.alloc_shared : !tile_simt.smem<3x64x32xf16,
// OFF-NOT: in_flight
// OFF-NOT: mma_wait
// OFF: gpu.return
gpu.module @m {
gpu.func @k_loop(%pa: !llvm.ptr<1>, %pb: !llvm.ptr<1>, %m: i32, %n: i32, %k: i32, %lb: i32, %ub: i32, %step: i32, %c: tensor<64x128xf32, #acc>) -> tensor<64x128xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %c) -> (tensor<64x128xf32, #acc>) : i32 {
    %off = arith.muli %i, %c32 : i32
    %a = tile_simt.load_tile %pa[%c0, %off] shape[%m, %k] strides[%k, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%k, %n] strides[%n, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x128xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x128xf16, #l> -> tensor<64x128xf32, #acc>
    scf.yield %d : tensor<64x128xf32, #acc>
  }
  gpu.return %r : tensor<64x128xf32, #acc>
}
}

// -----

// The running sum is read in the loop (here scaled each trip): it must be
// final at every trip, so the products are waited for within the trip.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @sum_read_in_loop
// CHECK: tile_simt.alloc_shared : !tile_simt.smem<3x64x32xf16,
// CHECK-NOT: in_flight
// CHECK-NOT: mma_wait
// CHECK: gpu.return
gpu.module @m {
gpu.func @sum_read_in_loop(%pa: !llvm.ptr<1>, %pb: !llvm.ptr<1>, %m: i32, %n: i32, %k: i32, %lb: i32, %ub: i32, %step: i32, %c: tensor<64x128xf32, #acc>, %s: tensor<64x128xf32, #acc>) -> tensor<64x128xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %c) -> (tensor<64x128xf32, #acc>) : i32 {
    %off = arith.muli %i, %c32 : i32
    %a = tile_simt.load_tile %pa[%c0, %off] shape[%m, %k] strides[%k, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%k, %n] strides[%n, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x128xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x128xf16, #l> -> tensor<64x128xf32, #acc>
    %e = arith.mulf %d, %s : tensor<64x128xf32, #acc>
    scf.yield %e : tensor<64x128xf32, #acc>
  }
  gpu.return %r : tensor<64x128xf32, #acc>
}
}
