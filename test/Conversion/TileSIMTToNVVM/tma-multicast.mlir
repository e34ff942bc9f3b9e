// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90a},convert-tile-simt-to-nvvm))' | FileCheck %s

// The pieces of a multicast ring (tile-simt-pipeline-mma multicast) in a
// cluster of 2 CTAs:
// - mbarriers initialized with `cluster` are published by a cluster
//   barrier (every thread of both CTAs), not a CTA barrier, after thread 0
//   fenced their initialization;
// - a per-warp arrival with `cluster 2` goes from lane 0 to the barrier at
//   the same offset in CTA 0 and in CTA 1 (mapa, then a remote arrive with
//   mbarrier.arrive's own release at CTA scope: no fence before each), and
//   thread 0's wait is the plain try_wait;
// - tma_load_tile with `multicast 2` arms the local barrier with the whole
//   slot (32 x 128 x 2 = 8192 bytes), then the CTA of rank 0 in its cluster
//   issues block 0 and the CTA of rank 1 block 1 (64 columns further), each
//   multicast to both CTAs (ctaMask 0b11).
#sw = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>
#bs = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 0, order = [1, 0]>
// CHECK-LABEL: gpu.func @multicast
// CHECK: nvvm.mbarrier.init
// CHECK: nvvm.mbarrier.init
// CHECK-NOT: gpu.barrier
// CHECK: nvvm.mbarrier.init
// CHECK: nvvm.mbarrier.init
// CHECK-NEXT: nvvm.fence.mbarrier.init
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.cluster.arrive {aligned}
// CHECK-NEXT: nvvm.cluster.wait {aligned}
// CHECK: nvvm.bar.warp.sync
// CHECK: scf.if
// CHECK: %[[EMPTY:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr<3> to i32
// CHECK: llvm.inline_asm has_side_effects "{\0A.reg .b32 remote;\0Amapa.shared::cluster.u32 remote, $0, $1;\0Ambarrier.arrive.shared::cluster.b64 _, [remote];\0A}", "r,r,~{memory}" %[[EMPTY]], %c0_i32{{[_0-9]*}} :
// CHECK: llvm.inline_asm has_side_effects {{.*}}mapa{{.*}} %[[EMPTY]], %c1_i32{{[_0-9]*}} :
// CHECK-NEXT: }
// CHECK-NOT: fence
// CHECK: mbarrier.try_wait.parity.shared::cta.b64
// CHECK: llvm.inline_asm has_side_effects "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}" %[[BAR:.*]], %c8192_i32
// CHECK: %[[RANK:.*]] = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
// CHECK: %[[R0:.*]] = arith.cmpi eq, %[[RANK]], %c0_i32{{[_0-9]*}} :
// CHECK-NEXT: scf.if %[[R0]] {
// CHECK: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3}], [$4], $5;", "r,l,r,r,r,h,~{memory}" %{{.*}}, %{{.*}}, %[[COL:[a-z0-9_]+]], %[[ROW:[a-z0-9_]+]], %[[BAR]], %c3_i16 :
// CHECK-NEXT: }
// CHECK: %[[R1:.*]] = arith.cmpi eq, %[[RANK]], %c1_i32{{[_0-9]*}} :
// CHECK-NEXT: scf.if %[[R1]] {
// CHECK: %[[COL2:.*]] = arith.addi %[[COL]], %c64_i32
// CHECK-NEXT: llvm.inline_asm has_side_effects {{.*}}multicast::cluster{{.*}} %{{.*}}, %{{.*}}, %[[COL2]], %[[ROW]], %[[BAR]], %c3_i16
// CHECK-NEXT: }
// CHECK-NOT: cp.async.bulk.tensor
// CHECK: gpu.barrier
// CHECK: nvvm.mbarrier.inval
gpu.module @m {
gpu.func @multicast(%desc: !llvm.ptr, %row: i32, %col: i32, %slot: i32, %parity: i32, %live: i1) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
  %ring = tile_simt.alloc_shared : !tile_simt.smem<2x32x128xf16, #sw>
  %bars = tile_simt.alloc_shared : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.init_mbarriers %bars arrivals [1, 1] cluster : !tile_simt.smem<2x1x1xi64, #bs>
  %empty = tile_simt.alloc_shared : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.init_mbarriers %empty arrivals [8, 8] cluster : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.mbarrier_arrive %empty[%slot] per_warp cluster 2 : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.mbarrier_wait %empty[%slot] parity %parity first_thread : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.tma_load_tile %desc[%row, %col] into %ring[%slot] bars %bars if %live multicast 2 : !llvm.ptr[i32, i32], !tile_simt.smem<2x32x128xf16, #sw>, !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.inval_mbarriers %bars : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.inval_mbarriers %empty : !tile_simt.smem<2x1x1xi64, #bs>
  gpu.return
}
}
