// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90a},convert-tile-simt-to-nvvm))' | FileCheck %s

// tma_load_tile: thread 0, when the trip runs, arms the slot's mbarrier
// with the slot's 32 x 128 x 2 = 8192 bytes and issues one 2-d copy per
// 64-column swizzle block, the second 32 x 64 elements (4096 bytes) further
// into the slot and 64 columns further along the innermost coordinate (the
// coordinates go innermost first). The mbarriers' initialization is
// fenced for the async proxy, and so is every thread's earlier generic
// write (before the CTA barrier that publishes the mbarriers); their invalidation waits for every thread's
// last wait (a CTA barrier), then thread 0 invalidates each.
#sw = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>
#bs = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 0, order = [1, 0]>
// CHECK-LABEL: gpu.func @tma
// CHECK: nvvm.mbarrier.init
// CHECK: nvvm.mbarrier.init
// CHECK: nvvm.fence.mbarrier.init
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: gpu.barrier
// CHECK: %[[TID:.*]] = arith.cmpi eq
// CHECK: %[[GO:.*]] = arith.andi %[[TID]], %{{.*}}
// CHECK: scf.if %[[GO]]
// CHECK: llvm.inline_asm has_side_effects "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}" %[[BAR:.*]], %c8192_i32
// CHECK: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}" %{{.*}}, %{{.*}}, %[[COL:.*]], %[[ROW:.*]], %[[BAR]]
// CHECK: %[[COL2:.*]] = arith.addi %[[COL]], %{{.*}}
// CHECK: llvm.inline_asm has_side_effects {{.*}}cp.async.bulk.tensor.2d{{.*}} %{{.*}}, %{{.*}}, %[[COL2]], %[[ROW]], %[[BAR]]
// CHECK: gpu.barrier
// CHECK: scf.if
// CHECK: nvvm.mbarrier.inval
// CHECK: nvvm.mbarrier.inval
gpu.module @m {
gpu.func @tma(%desc: !llvm.ptr, %row: i32, %col: i32, %slot: i32, %live: i1) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
  %ring = tile_simt.alloc_shared : !tile_simt.smem<2x32x128xf16, #sw>
  %bars = tile_simt.alloc_shared : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.init_mbarriers %bars arrivals [1, 1] : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.tma_load_tile %desc[%row, %col] into %ring[%slot] bars %bars if %live : !llvm.ptr[i32, i32], !tile_simt.smem<2x32x128xf16, #sw>, !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.inval_mbarriers %bars : !tile_simt.smem<2x1x1xi64, #bs>
  gpu.return
}
}
