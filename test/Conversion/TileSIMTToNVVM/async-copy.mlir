// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

// A pipelined K loop (tile-simt-pipeline-mma's form). The two rings get
// bytes of their own in one pool: A's 3 x 64 x (32 + 8) f16 at 0, B's
// 3 x 32 x (64 + 8) f16 at 15360. Each copy is one cp.async.cg of 16 bytes
// per group, its source size 0 (zero fill, nothing read) when the group is
// out of bounds or the trip predicated off. The multiply reads its slots
// (read_slot operands) with ldmatrix: nothing is staged, no barrier. After the loop the accumulator's layout change uses scratch
// at offset 0, over the dead rings: a barrier goes before it.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>
#row = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#sh = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0]>
// CHECK: llvm.mlir.global internal @__tile_smem_pool_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<29184 x i8>
// CHECK-LABEL: gpu.func @ring
// CHECK: %[[POOL:.*]] = llvm.mlir.addressof @__tile_smem_pool_0 : !llvm.ptr<3>
// CHECK: %[[RB:.*]] = llvm.getelementptr %{{.*}}[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: %[[SIZE:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache = cg, %[[SIZE]] : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK-COUNT-3: nvvm.cp.async.shared.global
// CHECK-NOT: nvvm.cp.async.shared.global
// CHECK: nvvm.cp.async.commit.group
// CHECK: scf.for
// CHECK: nvvm.cp.async.wait.group 1
// CHECK-NEXT: gpu.barrier
// CHECK-COUNT-4: nvvm.cp.async.shared.global
// CHECK: nvvm.cp.async.commit.group
// CHECK-NOT: gpu.barrier
// CHECK: nvvm.ldmatrix
// CHECK: nvvm.mma.sync
// CHECK-NOT: gpu.barrier
// CHECK: scf.yield
// CHECK: nvvm.cp.async.wait.group 0
// CHECK: gpu.barrier
// CHECK: llvm.store %{{.*}}, %[[POOL]]
gpu.module @m {
gpu.func @ring(%pa: !llvm.ptr<1>, %pb: !llvm.ptr<1>, %m: i32, %n: i32, %k: i32, %ub: i32, %c: tensor<64x64xf32, #acc>, %out: !llvm.ptr<1>) kernel {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c32 = arith.constant 32 : i32
  %c64 = arith.constant 64 : i32
  %ra = tile_simt.alloc_shared : !tile_simt.smem<3x64x32xf16, #sh>
  %rb = tile_simt.alloc_shared : !tile_simt.smem<3x32x64xf16, #sh>
  %p0 = arith.cmpi slt, %c0, %ub : i32
  tile_simt.async_load_tile %pa[%c0, %c0] shape[%m, %k] strides[%k, %c1] into %ra[%c0] if %p0 as tensor<64x32xf16, #l> {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1>, !tile_simt.smem<3x64x32xf16, #sh>
  tile_simt.async_load_tile %pb[%c0, %c0] shape[%k, %n] strides[%n, %c1] into %rb[%c0] if %p0 as tensor<32x64xf16, #l> {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1>, !tile_simt.smem<3x32x64xf16, #sh>
  tile_simt.async_commit
  %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %c, %slot = %c0) -> (tensor<64x64xf32, #acc>, i32) : i32 {
    tile_simt.async_wait 1
    gpu.barrier
    %ahead = arith.addi %i, %c2 : i32
    %live = arith.cmpi slt, %ahead, %ub : i32
    %off = arith.muli %ahead, %c32 : i32
    tile_simt.async_load_tile %pa[%c0, %off] shape[%m, %k] strides[%k, %c1] into %ra[%slot] if %live as tensor<64x32xf16, #l> {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1>, !tile_simt.smem<3x64x32xf16, #sh>
    tile_simt.async_load_tile %pb[%off, %c0] shape[%k, %n] strides[%n, %c1] into %rb[%slot] if %live as tensor<32x64xf16, #l> {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1>, !tile_simt.smem<3x32x64xf16, #sh>
    tile_simt.async_commit
    %a = tile_simt.read_slot %ra[%slot] : !tile_simt.smem<3x64x32xf16, #sh> -> tensor<64x32xf16, #l>
    %b = tile_simt.read_slot %rb[%slot] : !tile_simt.smem<3x32x64xf16, #sh> -> tensor<32x64xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x64xf16, #l> -> tensor<64x64xf32, #acc>
    %s1 = arith.addi %slot, %c1 : i32
    scf.yield %d, %s1 : tensor<64x64xf32, #acc>, i32
  }
  tile_simt.async_wait 0
  %t = tile_simt.convert_layout %r#0 : tensor<64x64xf32, #acc> -> tensor<64x64xf32, #row>
  tile_simt.store_tile %t, %out[%c0, %c0] shape[%m, %n] strides[%n, %c1] : tensor<64x64xf32, #row>, !llvm.ptr<1>
  gpu.return
}
}

// -----

// Scratch used while a ring is live (a layout change inside the pipelined
// loop) goes past the ring's bytes, so no barrier is needed between the
// copies in flight and it: 3 x 64 x 40 f16 = 15360 bytes of ring, then the
// scratch.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>
#row = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#sh = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0]>
// CHECK-LABEL: gpu.func @scratch_beside
// CHECK: scf.for
// CHECK: nvvm.cp.async.shared.global
// CHECK: llvm.getelementptr %{{.*}}[15360] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: llvm.store
// CHECK: gpu.barrier
// CHECK: scf.yield
gpu.module @m2 {
gpu.func @scratch_beside(%pa: !llvm.ptr<1>, %m: i32, %k: i32, %ub: i32, %c: tensor<64x64xf32, #acc>) kernel {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %ra = tile_simt.alloc_shared : !tile_simt.smem<3x64x32xf16, #sh>
  %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %c, %slot = %c0) -> (tensor<64x64xf32, #acc>, i32) : i32 {
    tile_simt.async_load_tile %pa[%c0, %i] shape[%m, %k] strides[%k, %c1] into %ra[%slot] as tensor<64x32xf16, #l> {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1>, !tile_simt.smem<3x64x32xf16, #sh>
    tile_simt.async_commit
    %t = tile_simt.convert_layout %acc : tensor<64x64xf32, #acc> -> tensor<64x64xf32, #row>
    %u = tile_simt.convert_layout %t : tensor<64x64xf32, #row> -> tensor<64x64xf32, #acc>
    scf.yield %u, %slot : tensor<64x64xf32, #acc>, i32
  }
  tile_simt.async_wait 0
  gpu.return
}
}

// -----

// Only 4-byte groups are proven aligned (stride_div 2 for f16): each
// thread's 8-element run goes as four 4-byte cp.async.ca.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#sh = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0]>
// CHECK-LABEL: gpu.func @narrow
// CHECK-COUNT-8: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 4, cache = ca, %{{.*}} : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK-NOT: nvvm.cp.async.shared.global
// CHECK: gpu.return
gpu.module @m3 {
gpu.func @narrow(%pb: !llvm.ptr<1>, %n: i32, %k: i32) kernel {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %rb = tile_simt.alloc_shared : !tile_simt.smem<2x32x64xf16, #sh>
  tile_simt.async_load_tile %pb[%c0, %c0] shape[%k, %n] strides[%n, %c1] into %rb[%c0] as tensor<32x64xf16, #l> {base_align = 16 : i64, shape_div = array<i64: 8, 2>, stride_div = array<i64: 2, 1>} : !llvm.ptr<1>, !tile_simt.smem<2x32x64xf16, #sh>
  tile_simt.async_commit
  tile_simt.async_wait 0
  gpu.return
}
}
