// RUN: tile-opt %s | tile-opt | FileCheck %s

// The warp-role and mbarrier ops print and parse back.
#bs = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 0, order = [1, 0]>
// CHECK-LABEL: gpu.func @roles
// CHECK: tile_simt.init_mbarriers %[[B:.*]] arrivals [32, 256] :
// CHECK: tile_simt.warps threads(256, 32) {
// CHECK-NEXT: tile_simt.mbarrier_wait %[[B]][%{{.*}}] parity %{{.*}} :
// CHECK-NEXT: tile_simt.async_arrive %[[B]][%{{.*}}] :
// CHECK-NEXT: }
// CHECK: %{{.*}} = tile_simt.warps threads(0, 256) -> i32 {
// CHECK-NEXT: tile_simt.mbarrier_wait %[[B]][%{{.*}}] parity %{{.*}} async_proxy :
// CHECK-NEXT: tile_simt.mbarrier_arrive %[[B]][%{{.*}}] :
// CHECK-NEXT: tile_simt.mbarrier_arrive %[[B]][%{{.*}}] per_warp :
// CHECK-NEXT: tile_simt.mbarrier_wait %[[B]][%{{.*}}] parity %{{.*}} first_thread :
// CHECK-NEXT: tile_simt.yield %{{.*}} : i32
gpu.module @m {
gpu.func @roles(%i: i32) kernel {
  %bars = tile_simt.alloc_shared : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.init_mbarriers %bars arrivals [32, 256] : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.warps threads(256, 32) {
    tile_simt.mbarrier_wait %bars[%i] parity %i : !tile_simt.smem<2x1x1xi64, #bs>
    tile_simt.async_arrive %bars[%i] : !tile_simt.smem<2x1x1xi64, #bs>
  }
  %r = tile_simt.warps threads(0, 256) -> i32 {
    tile_simt.mbarrier_wait %bars[%i] parity %i async_proxy : !tile_simt.smem<2x1x1xi64, #bs>
    tile_simt.mbarrier_arrive %bars[%i] : !tile_simt.smem<2x1x1xi64, #bs>
    tile_simt.mbarrier_arrive %bars[%i] per_warp : !tile_simt.smem<2x1x1xi64, #bs>
    tile_simt.mbarrier_wait %bars[%i] parity %i first_thread : !tile_simt.smem<2x1x1xi64, #bs>
    tile_simt.yield %i : i32
  }
  gpu.return
}
}
