// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90a},convert-tile-simt-to-nvvm))' | FileCheck %s

// tma_load_tile into a ring whose rows are stored in the warpgroup's order
// (mmaWarps = 4: group of 8 rows w + 4 j at stored group 2 w + j): one
// 8-row box per group, each 8 rows further along the row coordinate and
// written to its stored group (8 x 32 = 256 elements apart); the slot's
// 64 x 32 x 2 = 4096 bytes arm the barrier once.
// CHECK-LABEL: gpu.func @tma_rows_permuted
// CHECK: "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}" %[[BAR:.*]], %c4096_i32
// CHECK: %[[SLOT:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
// CHECK: llvm.getelementptr %[[SLOT]][0]
// CHECK: cp.async.bulk.tensor.2d{{.*}} %{{.*}}, %{{.*}}, %[[COL:[a-z0-9]+]], %[[ROW:[a-z0-9]+]], %[[BAR]]
// CHECK: llvm.getelementptr %[[SLOT]][512]
// CHECK: %[[R1:.*]] = arith.addi %[[ROW]], %c8_i32
// CHECK: cp.async.bulk.tensor.2d{{.*}} %{{.*}}, %{{.*}}, %[[COL]], %[[R1]], %[[BAR]]
// CHECK: llvm.getelementptr %[[SLOT]][1024]
// CHECK: llvm.getelementptr %[[SLOT]][1536]
// CHECK: llvm.getelementptr %[[SLOT]][256]
// CHECK: %[[R4:.*]] = arith.addi %[[ROW]], %c32_i32
// CHECK: cp.async.bulk.tensor.2d{{.*}} %{{.*}}, %{{.*}}, %[[COL]], %[[R4]], %[[BAR]]
// CHECK: llvm.getelementptr %[[SLOT]][768]
// CHECK: llvm.getelementptr %[[SLOT]][1280]
// CHECK: llvm.getelementptr %[[SLOT]][1792]
// CHECK: cp.async.bulk.tensor.2d
// CHECK-NOT: cp.async.bulk.tensor
// CHECK: gpu.barrier
#sw = #tile_simt.shared<vec = 8, perPhase = 2, maxPhase = 4, padding = 0, order = [1, 0], mmaWarps = 4>
#bs = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 0, order = [1, 0]>
gpu.module @m {
gpu.func @tma_rows_permuted(%desc: !llvm.ptr, %row: i32, %col: i32, %slot: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
  %ring = tile_simt.alloc_shared : !tile_simt.smem<2x64x32xf16, #sw>
  %bars = tile_simt.alloc_shared : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.init_mbarriers %bars arrivals [1, 1] : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.tma_load_tile %desc[%row, %col] into %ring[%slot] bars %bars : !llvm.ptr[i32, i32], !tile_simt.smem<2x64x32xf16, #sw>, !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.inval_mbarriers %bars : !tile_simt.smem<2x1x1xi64, #bs>
  gpu.return
}
}
