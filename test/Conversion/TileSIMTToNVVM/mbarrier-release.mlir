// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90a},convert-tile-simt-to-nvvm))' | FileCheck %s

// A slot handed back per warp (release-slots): the warp's threads meet at
// bar.warp.sync, then lane 0 (tid & 31 == 0) arrives for the warp. The
// wait of the thread that refills the slot is thread 0's only: the try_wait
// loop sits in an scf.if on tid == 0.
#bs = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 0, order = [1, 0]>
// CHECK-LABEL: gpu.func @release
// CHECK: nvvm.bar.warp.sync %{{.*}} : i32
// CHECK: %[[LANE:.*]] = arith.andi %{{.*}}, %c31_i32 : i32
// CHECK: %[[LANE0:.*]] = arith.cmpi eq, %[[LANE]], %c0_i32 : i32
// CHECK: scf.if %[[LANE0]] {
// CHECK-NEXT: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3>
// CHECK-NEXT: }
// CHECK: %[[T0:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : i32
// CHECK: scf.if %[[T0]] {
// CHECK: mbarrier.try_wait.parity.shared::cta.b64 p, [$0], $1;
// CHECK-NEXT: {{^ *}}}
// CHECK-NEXT: gpu.return
gpu.module @m {
gpu.func @release(%slot: i32, %parity: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
  %bars = tile_simt.alloc_shared : !tile_simt.smem<3x1x1xi64, #bs>
  tile_simt.mbarrier_arrive %bars[%slot] per_warp : !tile_simt.smem<3x1x1xi64, #bs>
  tile_simt.mbarrier_wait %bars[%slot] parity %parity first_thread : !tile_simt.smem<3x1x1xi64, #bs>
  gpu.return
}
}
