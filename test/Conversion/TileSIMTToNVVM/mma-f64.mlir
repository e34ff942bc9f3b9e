// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

// f64 operands run on tensor cores as m8n8k4 DMMA: each 16 x 8 accumulator
// tile of the mma.sync layout is two instructions, one per row half (rows
// g and g + 8 x warpsPerCTA[M]), each lane giving one A element (row g, k
// t) and one B element (k t, column g). 64 x 32 over 2 x 2 warps: per warp
// 2 x 2 tiles, 2 row halves, 4 k steps of K = 16: 32 instructions.
#a = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>
// CHECK-LABEL: gpu.func @dmma
// CHECK: gpu.barrier
// CHECK-COUNT-32: nvvm.mma.sync A[%{{.*}}]  B[%{{.*}}]  C[%{{.*}}, %{{.*}}]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
// CHECK-NOT: nvvm.mma.sync
// CHECK-NOT: llvm.intr.fma
gpu.module @m {
gpu.func @dmma(%x: tensor<64x16xf64, #a>, %y: tensor<16x32xf64, #a>, %c: tensor<64x32xf64, #acc>) kernel {
  %r = tile_simt.mma %x, %y, %c : tensor<64x16xf64, #a>, tensor<16x32xf64, #a> -> tensor<64x32xf64, #acc>
  gpu.return
}
}
