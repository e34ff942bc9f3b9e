// RUN: tile-opt %s --tile-simt-pipeline-mma="chip=sm_90a" --cse | FileCheck %s
// RUN: tile-opt %s --tile-simt-pipeline-mma="chip=sm_90" --cse | FileCheck %s --check-prefix=SM90

// A loop's sole wgmma product whose A no ring can hold (rows gathered
// through a pointer tile, as a fused MoE reads its tokens) still gets a
// swizzled ring for B on sm_90a: the lowering then stages A alone. A stays
// the loop's own load. On sm_90 B's ring keeps rows padded by 16 bytes.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @gathered_a
// CHECK: tile_simt.alloc_shared : !tile_simt.smem<3x32x128xf16, #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>>
// CHECK-NOT: tile_simt.alloc_shared
// CHECK: scf.for
// CHECK: tile_simt.load_ptr
// CHECK: %[[B:.*]] = tile_simt.read_slot
// CHECK: tile_simt.mma %{{.*}}, %[[B]]
// SM90-LABEL: gpu.func @gathered_a
// SM90: tile_simt.alloc_shared : !tile_simt.smem<3x32x128xf16, #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0]>>
gpu.module @m {
gpu.func @gathered_a(%rows: tensor<64x32xi64, #l>, %pb: !llvm.ptr<1>, %n: i32, %k: i32, %lb: i32, %ub: i32, %step: i32, %c: tensor<64x128xf32, #acc>) -> tensor<64x128xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %c) -> (tensor<64x128xf32, #acc>) : i32 {
    %off = arith.muli %i, %c32 : i32
    %off64 = arith.extsi %off : i32 to i64
    %offs = tile_simt.splat %off64 : i64 -> tensor<64x32xi64, #l>
    %ptrs = arith.addi %rows, %offs : tensor<64x32xi64, #l>
    %a = tile_simt.load_ptr %ptrs : tensor<64x32xi64, #l> -> tensor<64x32xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%k, %n] strides[%n, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x128xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x128xf16, #l> -> tensor<64x128xf32, #acc>
    scf.yield %d : tensor<64x128xf32, #acc>
  }
  gpu.return %r : tensor<64x128xf32, #acc>
}
}
