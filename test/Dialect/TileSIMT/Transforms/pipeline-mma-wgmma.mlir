// RUN: tile-opt %s --tile-simt-pipeline-mma="chip=sm_90a" --cse | FileCheck %s
// RUN: tile-opt %s --tile-simt-pipeline-mma="chip=sm_90" --cse | FileCheck %s --check-prefix=SM90

// On sm_90a a product wgmma can issue (4 warps along M, 16 rows each)
// gets swizzled rings: A's 64-byte rows (K = 32 f16) in the 64-byte
// swizzle with its rows in the warpgroup's order (mmaWarps = 4), B's
// 128-byte-wide blocks of 64 columns in the 128-byte swizzle. Each trip's
// wait also fences the copies for the async proxy that wgmma reads through.
// On sm_90 (no wgmma) the rings keep rows padded by 16 bytes.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @k_loop
// CHECK: tile_simt.alloc_shared : !tile_simt.smem<3x64x32xf16, #tile_simt.shared<vec = 8, perPhase = 2, maxPhase = 4, padding = 0, order = [1, 0], mmaWarps = 4>>
// CHECK: tile_simt.alloc_shared : !tile_simt.smem<3x32x128xf16, #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>>
// CHECK: scf.for
// CHECK-NEXT: tile_simt.async_wait 1 async_proxy
// CHECK: tile_simt.read_slot
// CHECK: tile_simt.read_slot
// CHECK: tile_simt.mma
// SM90-LABEL: gpu.func @k_loop
// SM90: tile_simt.alloc_shared : !tile_simt.smem<3x64x32xf16, #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0]>>
// SM90: scf.for
// SM90-NEXT: tile_simt.async_wait 1{{$}}
gpu.module @m {
gpu.func @k_loop(%pa: !llvm.ptr<1>, %pb: !llvm.ptr<1>, %m: i32, %n: i32, %k: i32, %lb: i32, %ub: i32, %step: i32, %c: tensor<64x128xf32, #acc>) -> tensor<64x128xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %c) -> (tensor<64x128xf32, #acc>) : i32 {
    %off = arith.muli %i, %c32 : i32
    %a = tile_simt.load_tile %pa[%c0, %off] shape[%m, %k] strides[%k, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%k, %n] strides[%n, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x128xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x128xf16, #l> -> tensor<64x128xf32, #acc>
    scf.yield %d : tensor<64x128xf32, #acc>
  }
  gpu.return %r : tensor<64x128xf32, #acc>
}
}
