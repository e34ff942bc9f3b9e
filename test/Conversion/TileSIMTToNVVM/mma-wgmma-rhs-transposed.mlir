// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90a},convert-tile-simt-to-nvvm))' | FileCheck %s

// S = Q K^T with K in its [N][K] slot (tile-simt-pipeline-mma's copy of a
// transposed load): B is read K-major like A (trans-b 0; 128-byte swizzle,
// leading 1, stride 1024 bytes: 4611686293305360384), Q from registers.
// Per 16-wide k step B advances 32 bytes (2 in the descriptor) within a
// 64-column block, and 64 rows x 128 bytes (512) into the next block.
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#k = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
#sk = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>
// CHECK-LABEL: gpu.func @scores
// CHECK: %[[HB:.*]] = arith.constant 4611686293305360384 : i64
// CHECK: %[[DB:.*]] = arith.ori %{{.*}}, %[[HB]] : i64
// CHECK-NOT: gpu.barrier
// CHECK: llvm.inline_asm has_side_effects "wgmma.fence.sync.aligned;"
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,
// CHECK-SAME: }, {$32, $33, $34, $35}, $36, p, 1, 1, 0;\0A}"
// CHECK: arith.addi %[[DB]], %c2_i64 : i64
// CHECK: wgmma.mma_async
// CHECK: arith.addi %[[DB]], %c4_i64 : i64
// CHECK: wgmma.mma_async
// CHECK: arith.addi %[[DB]], %c6_i64 : i64
// CHECK: wgmma.mma_async
// CHECK: arith.addi %[[DB]], %c512_i64 : i64
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// CHECK-NOT: wgmma.mma_async
// CHECK: "wgmma.wait_group.sync.aligned 0;"
// CHECK-NOT: nvvm.mma.sync
gpu.module @m {
gpu.func @scores(%slot: i32, %q: tensor<64x128xbf16, #acc>, %c: tensor<64x64xf32, #acc>) kernel {
  %rk = tile_simt.alloc_shared : !tile_simt.smem<2x64x128xbf16, #sk>
  %kt = tile_simt.read_slot %rk[%slot] : !tile_simt.smem<2x64x128xbf16, #sk> -> tensor<64x128xbf16, #k>
  %s = tile_simt.mma %q, %kt, %c {rhs_transposed} : tensor<64x128xbf16, #acc>, tensor<64x128xbf16, #k> -> tensor<64x64xf32, #acc>
  gpu.return
}
}
