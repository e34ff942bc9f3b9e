// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90a},convert-tile-simt-to-nvvm))' | FileCheck %s

// A ring's full and empty barriers (release-slots) are initialized one
// buffer after the other: thread 0 initializes both, one fence.mbarrier_init
// orders all its inits, and one CTA barrier publishes them. At the end one
// CTA barrier waits for every thread's last wait before thread 0
// invalidates both buffers.
#bs = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 0, order = [1, 0]>
// CHECK-LABEL: gpu.func @two_buffers
// CHECK: scf.if %{{.*}} {
// CHECK-COUNT-2: nvvm.mbarrier.init %{{.*}}, %{{.*}} :
// CHECK-NOT: nvvm.fence.mbarrier.init
// CHECK-NOT: gpu.barrier
// CHECK: }
// CHECK: scf.if %{{.*}} {
// CHECK-COUNT-2: nvvm.mbarrier.init %{{.*}}, %{{.*}} :
// CHECK: nvvm.fence.mbarrier.init
// CHECK-NEXT: }
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK: mbarrier.try_wait.parity.shared::cta.b64
// CHECK: gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK-COUNT-2: nvvm.mbarrier.inval
// CHECK-NOT: gpu.barrier
// CHECK-COUNT-2: nvvm.mbarrier.inval
// CHECK: gpu.return
gpu.module @m {
gpu.func @two_buffers() kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %full = tile_simt.alloc_shared : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.init_mbarriers %full arrivals [1, 1] : !tile_simt.smem<2x1x1xi64, #bs>
  %empty = tile_simt.alloc_shared : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.init_mbarriers %empty arrivals [4, 4] : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.mbarrier_wait %full[%c0] parity %c0 : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.inval_mbarriers %full : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.inval_mbarriers %empty : !tile_simt.smem<2x1x1xi64, #bs>
  gpu.return
}
}
