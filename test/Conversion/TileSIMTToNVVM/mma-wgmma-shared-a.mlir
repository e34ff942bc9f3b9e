// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90a},convert-tile-simt-to-nvvm,canonicalize))' | FileCheck %s

// S = Q K^T with Q read from a one-slot swizzled buffer in the warpgroups'
// row order (tile-simt-pipeline-mma shared-a): although Q's tensor is in
// the accumulator's distribution, A comes from its slot through a matrix
// descriptor (128-byte swizzle, leading 1, stride 1024 bytes, as K's), not
// from registers, and the slot is never read into registers.
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#k = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
#sk = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>
#sq = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0], mmaWarps = 4>
// CHECK-LABEL: gpu.func @scores
// CHECK-NOT: llvm.load
// CHECK: arith.constant 4611686293305360384 : i64
// CHECK-NOT: llvm.load
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,
// CHECK-SAME: }, $32, $33, p, 1, 1, 0, 0;
// CHECK-COUNT-7: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// CHECK-NOT: wgmma.mma_async
// CHECK-NOT: llvm.load
// CHECK: gpu.return
gpu.module @m {
gpu.func @scores(%slot: i32, %c: tensor<64x64xf32, #acc>) kernel {
  %c0 = arith.constant 0 : i32
  %bq = tile_simt.alloc_shared : !tile_simt.smem<1x64x128xbf16, #sq>
  %q = tile_simt.read_slot %bq[%c0] : !tile_simt.smem<1x64x128xbf16, #sq> -> tensor<64x128xbf16, #acc>
  %rk = tile_simt.alloc_shared : !tile_simt.smem<2x64x128xbf16, #sk>
  %kt = tile_simt.read_slot %rk[%slot] : !tile_simt.smem<2x64x128xbf16, #sk> -> tensor<64x128xbf16, #k>
  %s = tile_simt.mma %q, %kt, %c {rhs_transposed} : tensor<64x128xbf16, #acc>, tensor<64x128xbf16, #k> -> tensor<64x64xf32, #acc>
  gpu.return
}
}
