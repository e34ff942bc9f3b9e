// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90a},convert-tile-simt-to-nvvm))' | FileCheck %s

// tf32 on sm_90a: wgmma's k8 form, which reads both operands K-major and
// takes no transpose bits. A block's sole product from registers: A is
// staged as it is (64 x 32 f32: rows of 128 bytes, the 128-byte swizzle, 16
// bytes a group), B ([K][N] = 32 x 128) transposed, as [N][K], into the
// same swizzle; four k steps of 32 bytes (2 in the descriptors) over one
// swizzle block.
#a = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#b = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @staged
// CHECK: nvvm.fence.proxy
// CHECK-NEXT: gpu.barrier
// CHECK: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 {$0,
// CHECK-SAME: }, $64, $65, p, 1, 1;\0A}"
// CHECK: arith.addi %{{.*}}, %c2_i64{{.*}} : i64
// CHECK-COUNT-3: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32
// CHECK-NOT: wgmma.mma_async
// CHECK: "wgmma.wait_group.sync.aligned 0;"
// CHECK-NOT: nvvm.mma.sync
// CHECK: gpu.return
gpu.module @m {
gpu.func @staged(%x: tensor<64x32xf32, #a>, %y: tensor<32x128xf32, #b>, %c: tensor<64x128xf32, #acc>) kernel {
  %r = tile_simt.mma %x, %y, %c {tf32} : tensor<64x32xf32, #a>, tensor<32x128xf32, #b> -> tensor<64x128xf32, #acc>
  gpu.return
}
}

// -----

// A transposed A ([K][M]) has no tf32 wgmma form: mma.sync.
#a = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#b = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @lhs_transposed
// CHECK-NOT: wgmma.mma_async
// CHECK: nvvm.mma.sync
gpu.module @m {
gpu.func @lhs_transposed(%x: tensor<32x64xf32, #a>, %y: tensor<32x128xf32, #b>, %c: tensor<64x128xf32, #acc>) kernel {
  %r = tile_simt.mma %x, %y, %c {tf32, lhs_transposed} : tensor<32x64xf32, #a>, tensor<32x128xf32, #b> -> tensor<64x128xf32, #acc>
  gpu.return
}
}
