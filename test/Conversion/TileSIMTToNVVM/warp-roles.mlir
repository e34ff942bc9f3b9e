// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90a},convert-tile-simt-to-nvvm))' | FileCheck %s

// tile_simt.warps: threads [first, first + count) run the body behind one
// unsigned compare of tid - first; inside, layouts count threads from
// first (the blocked layout's lane and warp come from tid - 128), and a CTA
// barrier (here the layout change's) becomes a named barrier of those
// threads only. Results of the region are zeros for the other threads.
// The mbarrier ops: thread 0 initializes each barrier to its count, then
// one CTA barrier; a wait is a try_wait loop (fenced for the async proxy
// when asked); a copy's arrival is cp.async.mbarrier.arrive.noinc.
#l = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#t = #tile_simt.blocked<sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]>
#bs = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 0, order = [1, 0]>
// CHECK-LABEL: gpu.func @roles
// CHECK: %[[T0:.*]] = arith.index_castui %{{.*}} : index to i32
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[T0]], %{{.*}} : i32
// CHECK: scf.if %[[FIRST]] {
// CHECK: nvvm.mbarrier.init %{{.*}}, %[[C128:.*]] :
// CHECK: nvvm.mbarrier.init %{{.*}}, %[[C256:.*]] :
// CHECK: }
// CHECK: gpu.barrier
// CHECK: %[[REL:.*]] = arith.subi %{{.*}}, %[[C128B:.*]] : i32
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[REL]], %{{.*}} : i32
// CHECK: scf.if %[[IN]] {
// CHECK: mbarrier.try_wait.parity.shared::cta.b64 p, [$0], $1;
// CHECK-NOT: fence.proxy
// CHECK: arith.subi %{{.*}}, %{{.*}} : i32
// CHECK: nvvm.cp.async.shared.global
// CHECK: nvvm.cp.async.mbarrier.arrive %{{.*}} {noinc = true}
// CHECK: }
// CHECK: %[[SUM:.*]] = scf.if %{{.*}} -> (vector<16xf32>) {
// CHECK: mbarrier.try_wait.parity
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK: nvvm.barrier id = %{{.*}} number_of_threads = %{{.*}}
// CHECK-NOT: gpu.barrier
// CHECK: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3>
// CHECK: scf.yield %{{.*}} : vector<16xf32>
// CHECK: } else {
// CHECK: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : vector<16xf32>
// CHECK: scf.yield %[[ZERO]] : vector<16xf32>
// CHECK: gpu.return
gpu.module @m {
gpu.func @roles(%p: !llvm.ptr<1>, %m: i32, %x: tensor<64x32xf32, #l>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %ring = tile_simt.alloc_shared : !tile_simt.smem<2x64x32xf32, #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 4, order = [1, 0]>>
  %bars = tile_simt.alloc_shared : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.init_mbarriers %bars arrivals [128, 256] : !tile_simt.smem<2x1x1xi64, #bs>
  tile_simt.warps threads(128, 128) {
    tile_simt.mbarrier_wait %bars[%c1] parity %c1 : !tile_simt.smem<2x1x1xi64, #bs>
    tile_simt.async_load_tile %p[%c0, %c0] shape[%m, %m] strides[%m, %c1] into %ring[%c0] as tensor<64x32xf32, #l> {base_align = 16 : i64, shape_div = array<i64: 4, 4>, stride_div = array<i64: 4, 1>} : !llvm.ptr<1>, !tile_simt.smem<2x64x32xf32, #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 4, order = [1, 0]>>
    tile_simt.async_arrive %bars[%c0] : !tile_simt.smem<2x1x1xi64, #bs>
  }
  %s = tile_simt.warps threads(0, 128) -> tensor<64x32xf32, #t> {
    tile_simt.mbarrier_wait %bars[%c0] parity %c0 async_proxy : !tile_simt.smem<2x1x1xi64, #bs>
    %y = tile_simt.convert_layout %x : tensor<64x32xf32, #l> -> tensor<64x32xf32, #t>
    tile_simt.mbarrier_arrive %bars[%c1] : !tile_simt.smem<2x1x1xi64, #bs>
    tile_simt.yield %y : tensor<64x32xf32, #t>
  }
  gpu.return
}
}
