// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90a},convert-tile-simt-to-nvvm))' | FileCheck %s

// tma_load_tile whole_slot into a ring whose rows are in the warpgroups'
// order (mmaWarps = 4: blocks of 64 rows): the descriptor is the view
// (column, i, j0, w) that reads the row dim in that order, so each block of
// 64 rows of each 64-column swizzle block is one box, from (column, 0, 0,
// row / 8), the next row block 8 further along w (64 rows) and 64 x 64
// elements further into the slot, the next swizzle block 64 columns on and
// 128 x 64 elements further. The slot's 32 KB arm the barrier once.
// CHECK-LABEL: gpu.func @tma_whole_slot
// CHECK: "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}" %[[BAR:.*]], %c32768_i32
// CHECK: %[[SLOT:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
// CHECK: %[[W:.*]] = arith.divui %[[ROW:[a-z0-9]+]], %c8_i32
// CHECK: llvm.getelementptr %[[SLOT]][0]
// CHECK: cp.async.bulk.tensor.4d{{.*}} %{{.*}}, %{{.*}}, %[[COL:[a-z0-9]+]], %[[Z:[a-z0-9_]+]], %[[Z]], %[[W]], %[[BAR]]
// CHECK: llvm.getelementptr %[[SLOT]][4096]
// CHECK: %[[W1:.*]] = arith.addi %[[W]], %c8_i32{{.*}}
// CHECK: cp.async.bulk.tensor.4d{{.*}} %{{.*}}, %{{.*}}, %[[COL]], %[[Z]], %[[Z]], %[[W1]], %[[BAR]]
// CHECK: llvm.getelementptr %[[SLOT]][8192]
// CHECK: %[[C1:.*]] = arith.addi %[[COL]], %c64_i32
// CHECK: cp.async.bulk.tensor.4d{{.*}} %{{.*}}, %{{.*}}, %[[C1]], %[[Z]], %[[Z]], %[[W]], %[[BAR]]
// CHECK: llvm.getelementptr %[[SLOT]][12288]
// CHECK: cp.async.bulk.tensor.4d{{.*}} %{{.*}}, %{{.*}}, %{{.*}}, %[[Z]], %[[Z]], %{{.*}}, %[[BAR]]
// CHECK-NOT: cp.async.bulk.tensor
// CHECK: gpu.barrier
#sw = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0], mmaWarps = 4>
#bs = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 0, order = [1, 0]>
gpu.module @m {
gpu.func @tma_whole_slot(%desc: !llvm.ptr, %row: i32, %col: i32, %slot: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
  %ring = tile_simt.alloc_shared : !tile_simt.smem<2x128x128xf16, #sw>
  %bars = tile_simt.alloc_shared : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.init_mbarriers %bars arrivals [1, 1] : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.tma_load_tile %desc[%row, %col] into %ring[%slot] bars %bars whole_slot : !llvm.ptr[i32, i32], !tile_simt.smem<2x128x128xf16, #sw>, !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.inval_mbarriers %bars : !tile_simt.smem<2x1x1xi64, #bs>
  gpu.return
}
}

// -----

// A batched A (rank 3): the view's dims are (column, i, j0, w, batch), one
// 5-d box per block of 128 rows (mmaWarps = 8).
// CHECK-LABEL: gpu.func @tma_whole_slot_batched
// CHECK: %[[W:.*]] = arith.divui %[[ROW:[a-z0-9]+]], %c8_i32
// CHECK: cp.async.bulk.tensor.5d{{.*}} %{{.*}}, %{{.*}}, %[[COL:[a-z0-9]+]], %[[Z:[a-z0-9_]+]], %[[Z]], %[[W]], %[[B:[a-z0-9]+]], %{{.*}}
// CHECK-NOT: cp.async.bulk.tensor
#sw = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0], mmaWarps = 8>
#bs = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 0, order = [1, 0]>
gpu.module @m {
gpu.func @tma_whole_slot_batched(%desc: !llvm.ptr, %b: i32, %row: i32, %col: i32, %slot: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
  %ring = tile_simt.alloc_shared : !tile_simt.smem<2x128x64xf16, #sw>
  %bars = tile_simt.alloc_shared : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.init_mbarriers %bars arrivals [1, 1] : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.tma_load_tile %desc[%b, %row, %col] into %ring[%slot] bars %bars whole_slot : !llvm.ptr[i32, i32, i32], !tile_simt.smem<2x128x64xf16, #sw>, !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.inval_mbarriers %bars : !tile_simt.smem<2x1x1xi64, #bs>
  gpu.return
}
}
