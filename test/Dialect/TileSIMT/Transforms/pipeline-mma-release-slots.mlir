// RUN: tile-opt %s --split-input-file --tile-simt-pipeline-mma="chip=sm_90a tma=1 release-slots=1" --cse | FileCheck %s
// RUN: tile-opt %s --split-input-file --tile-simt-pipeline-mma="chip=sm_90a tma=1" --cse | FileCheck %s --check-prefix=OFF

// With `release-slots`, a loop whose rings the tensor memory accelerator
// fills all has no CTA barrier per trip: a second buffer of mbarriers, one
// per slot expecting one arrival per warp (256 threads: 8), takes each
// warp's hand-back of the slot the trip refills, (slot + 2) mod 3, and only
// thread 0 waits for that phase, with the parity the trip's own slot
// carries, before it issues the refill. Both buffers are invalidated after
// the loop.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @k_loop
// CHECK: %[[BARS:.*]] = tile_simt.alloc_shared : !tile_simt.smem<3x1x1xi64
// CHECK: tile_simt.init_mbarriers %[[BARS]] arrivals [2, 2, 2]
// CHECK: %[[EMPTY:.*]] = tile_simt.alloc_shared : !tile_simt.smem<3x1x1xi64
// CHECK: tile_simt.init_mbarriers %[[EMPTY]] arrivals [8, 8, 8]
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %[[SLOT:.*]] = %c0_i32, %[[PHASE:.*]] = %c0_i32)
// CHECK-NEXT: tile_simt.mbarrier_wait %[[BARS]][%[[SLOT]]] parity %[[PHASE]] :
// CHECK: %[[LOW:.*]] = arith.cmpi ult, %[[SLOT]], %c1_i32
// CHECK-NEXT: %[[DOWN:.*]] = arith.subi %[[SLOT]], %c1_i32
// CHECK: %[[UP:.*]] = arith.addi %[[SLOT]], %c2_i32
// CHECK-NEXT: %[[FILL:.*]] = arith.select %[[LOW]], %[[UP]], %[[DOWN]]
// CHECK-NEXT: tile_simt.mbarrier_arrive %[[EMPTY]][%[[FILL]]] per_warp :
// CHECK-NEXT: tile_simt.mbarrier_wait %[[EMPTY]][%[[FILL]]] parity %[[PHASE]] first_thread :
// CHECK-NOT: gpu.barrier
// CHECK: tile_simt.tma_load_tile %{{.*}} into %{{.*}}[%[[FILL]]] bars %[[BARS]]
// CHECK: tile_simt.tma_load_tile %{{.*}} into %{{.*}}[%[[FILL]]] bars %[[BARS]]
// CHECK-NOT: gpu.barrier
// CHECK: }
// CHECK-NEXT: tile_simt.inval_mbarriers %[[BARS]]
// CHECK-NEXT: tile_simt.inval_mbarriers %[[EMPTY]]
// OFF-LABEL: gpu.func @k_loop
// OFF: arrivals [2, 2, 2]
// OFF-NOT: init_mbarriers
// OFF: gpu.barrier
// OFF-NOT: mbarrier_arrive
gpu.module @m {
gpu.func @k_loop(%pa: !llvm.ptr<1>, %m: i32, %k: i32, %sa: i32, %ua: i32, %pb: !llvm.ptr<1>, %k2: i32, %n: i32, %sb: i32, %ub: i32, %c: tensor<64x128xf32, #acc>) -> tensor<64x128xf32, #acc>
    attributes {known_block_size = array<i32: 256, 1, 1>, tileir.abi = [{args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}, {args = array<i64: 5, 6, 7, 8, 9>, kind = "tensor", rank = 2 : i64}]} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %r = scf.for %i = %c0 to %k step %c1 iter_args(%acc = %c) -> (tensor<64x128xf32, #acc>) : i32 {
    %off = arith.muli %i, %c32 : i32
    %a = tile_simt.load_tile %pa[%c0, %off] shape[%m, %k] strides[%sa, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%k2, %n] strides[%sb, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x128xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x128xf16, #l> -> tensor<64x128xf32, #acc>
    scf.yield %d : tensor<64x128xf32, #acc>
  }
  gpu.return %r : tensor<64x128xf32, #acc>
}
}

// -----

// Rings left to cp.async (B is not a tensor of the launch ABI, and A's
// 8-row boxes go to the accelerator only beside no cp.async ring) keep the
// trip's CTA barrier: their copies are issued by every thread, which only
// the barrier orders after every thread's reads.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @mixed
// CHECK-NOT: per_warp
// CHECK: scf.for
// CHECK: gpu.barrier
// CHECK-NOT: mbarrier_arrive
gpu.module @m {
gpu.func @mixed(%pa: !llvm.ptr<1>, %m: i32, %k: i32, %sa: i32, %ua: i32, %pb: !llvm.ptr<1>, %k2: i32, %n: i32, %sb: i32, %c: tensor<64x128xf32, #acc>) -> tensor<64x128xf32, #acc>
    attributes {known_block_size = array<i32: 256, 1, 1>, tileir.abi = [{args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}]} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %r = scf.for %i = %c0 to %k step %c1 iter_args(%acc = %c) -> (tensor<64x128xf32, #acc>) : i32 {
    %off = arith.muli %i, %c32 : i32
    %a = tile_simt.load_tile %pa[%c0, %off] shape[%m, %k] strides[%sa, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%k2, %n] strides[%sb, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x128xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x128xf16, #l> -> tensor<64x128xf32, #acc>
    scf.yield %d : tensor<64x128xf32, #acc>
  }
  gpu.return %r : tensor<64x128xf32, #acc>
}
}
