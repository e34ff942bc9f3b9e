// RUN: tile-opt %s --split-input-file --tile-simt-pipeline-mma="chip=sm_90a warp-specialize=1" --cse | FileCheck %s
// RUN: tile-opt %s --split-input-file --tile-simt-pipeline-mma="chip=sm_90 warp-specialize=1" --cse | FileCheck %s --check-prefix=SM90

// A kernel's lone K loop on a chip with wgmma: a producer warpgroup
// (threads 128..255, the block grows to 256) copies each trip into the next
// of 3 slots once its "empty" barrier (3 + slot) has the previous round's
// releases (parity phase ^ 1: a fresh barrier's first wait passes), in
// layouts of its 4 warps, and arrives on the slot's "full" barrier when the
// copies land. The kernel's own 128 threads wait on that barrier (parity
// phase, fencing for the async proxy), multiply from the slot and release
// it; what follows the loop is theirs too, in the same region. Nothing is
// copied ahead outside the loop and there is no CTA barrier in it. (With
// 256 threads each thread may hold 255 registers already: no setmaxnreg.)
// On sm_90 (no wgmma) the loop keeps its plain ring.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @k_loop
// CHECK-SAME: known_block_size = array<i32: 256, 1, 1>
// CHECK: %[[RA:.*]] = tile_simt.alloc_shared : !tile_simt.smem<3x64x32xf16,
// CHECK: %[[RB:.*]] = tile_simt.alloc_shared : !tile_simt.smem<3x32x128xf16,
// CHECK: %[[BARS:.*]] = tile_simt.alloc_shared : !tile_simt.smem<6x1x1xi64,
// CHECK: tile_simt.init_mbarriers %[[BARS]] arrivals [128, 128, 128, 128, 128, 128]
// CHECK-NOT: tile_simt.async_load_tile
// CHECK: tile_simt.warps threads(128, 128) {
// CHECK: scf.for %[[IV:.*]] = {{.*}} iter_args(%[[SLOT:.*]] = %{{.*}}, %[[PHASE:.*]] = %{{.*}}) -> (i32, i32)
// CHECK: %[[FLIP:.*]] = arith.xori %[[PHASE]], %{{.*}} : i32
// CHECK: %[[EMPTY:.*]] = arith.addi %[[SLOT]], %{{.*}} : i32
// CHECK: tile_simt.mbarrier_wait %[[BARS]][%[[EMPTY]]] parity %[[FLIP]] :
// CHECK: tile_simt.async_load_tile {{.*}} into %[[RA]][%[[SLOT]]] as tensor<64x32xf16, #tile_simt.blocked<{{.*}}warpsPerCTA = [4, 1]
// CHECK: tile_simt.async_load_tile {{.*}} into %[[RB]][%[[SLOT]]] as tensor<32x128xf16, #tile_simt.blocked<{{.*}}warpsPerCTA = [4, 1]
// CHECK: tile_simt.async_arrive %[[BARS]][%[[SLOT]]]
// CHECK: tile_simt.async_wait 0
// CHECK: tile_simt.warps threads(0, 128) {
// CHECK: %[[SUM:.*]]:3 = scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %[[CSLOT:.*]] = %{{.*}}, %[[CPHASE:.*]] = %{{.*}})
// CHECK-NEXT: tile_simt.mbarrier_wait %[[BARS]][%[[CSLOT]]] parity %[[CPHASE]] async_proxy
// CHECK-NOT: gpu.barrier
// CHECK: tile_simt.read_slot %[[RA]][%[[CSLOT]]]
// CHECK: tile_simt.read_slot %[[RB]][%[[CSLOT]]]
// CHECK: tile_simt.mma
// CHECK: %[[REL:.*]] = arith.addi %[[CSLOT]], %{{.*}} : i32
// CHECK-NEXT: tile_simt.mbarrier_arrive %[[BARS]][%[[REL]]]
// CHECK: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: arith.mulf %[[SUM]]#0
// SM90-LABEL: gpu.func @k_loop
// SM90-NOT: tile_simt.warps
// SM90: tile_simt.async_wait 1
// SM90-NEXT: gpu.barrier
gpu.module @m {
gpu.func @k_loop(%pa: !llvm.ptr<1>, %pb: !llvm.ptr<1>, %pc: !llvm.ptr<1>, %m: i32, %n: i32, %k: i32, %lb: i32, %ub: i32, %step: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %z = arith.constant dense<0.0> : tensor<64x128xf32, #acc>
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %z) -> (tensor<64x128xf32, #acc>) : i32 {
    %off = arith.muli %i, %c32 : i32
    %a = tile_simt.load_tile %pa[%c0, %off] shape[%m, %k] strides[%k, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%k, %n] strides[%n, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x128xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x128xf16, #l> -> tensor<64x128xf32, #acc>
    scf.yield %d : tensor<64x128xf32, #acc>
  }
  %s = arith.mulf %r, %r : tensor<64x128xf32, #acc>
  tile_simt.store_tile %s, %pc[%c0, %c0] shape[%m, %n] strides[%n, %c1] : tensor<64x128xf32, #acc>, !llvm.ptr<1>
  gpu.return
}
}

// -----

// Something before the loop reads memory: the producer warps would run it
// too, with thread coordinates its layout was not made for, so the loop
// keeps its ring and barriers.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @load_before_loop
// CHECK-NOT: tile_simt.warps
// CHECK: tile_simt.async_wait 1
// CHECK-NEXT: gpu.barrier
gpu.module @m {
gpu.func @load_before_loop(%pa: !llvm.ptr<1>, %pb: !llvm.ptr<1>, %pc: !llvm.ptr<1>, %m: i32, %n: i32, %k: i32, %lb: i32, %ub: i32, %step: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %z = tile_simt.load_tile %pc[%c0, %c0] shape[%m, %n] strides[%n, %c1] : !llvm.ptr<1> -> tensor<64x128xf32, #acc>
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %z) -> (tensor<64x128xf32, #acc>) : i32 {
    %off = arith.muli %i, %c32 : i32
    %a = tile_simt.load_tile %pa[%c0, %off] shape[%m, %k] strides[%k, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%k, %n] strides[%n, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x128xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x128xf16, #l> -> tensor<64x128xf32, #acc>
    scf.yield %d : tensor<64x128xf32, #acc>
  }
  tile_simt.store_tile %r, %pc[%c0, %c0] shape[%m, %n] strides[%n, %c1] : tensor<64x128xf32, #acc>, !llvm.ptr<1>
  gpu.return
}
}
