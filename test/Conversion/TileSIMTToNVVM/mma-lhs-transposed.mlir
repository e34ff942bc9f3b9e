// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

// A transposed 16-bit lhs ([K][M], a tile loaded contiguous along M) is
// staged as it is (32 rows of 64 + 8 f16, then B's 32 rows of 64 + 8) and
// its fragments come with ldmatrix.x4.trans (layout col), B's too ([K][N]
// as always): per warp (32 x 32 of the 2 x 2) 2 for A and 2 for B in each
// of 2 k steps, all transposing.
#a = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>
// CHECK: llvm.mlir.global internal @__tile_smem_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<4608 x f16>
// CHECK-LABEL: gpu.func @a_transposed
// CHECK: llvm.store %{{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
// CHECK: gpu.barrier
// CHECK-NOT: mma_layout<row>, num
// CHECK-COUNT-8: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32
// CHECK-NOT: mma_layout<row>, num
// CHECK: gpu.return
gpu.module @m {
gpu.func @a_transposed(%at: tensor<32x64xf16, #a>, %b: tensor<32x64xf16, #a>, %c: tensor<64x64xf32, #acc>) kernel {
  %r = tile_simt.mma %at, %b, %c {lhs_transposed} : tensor<32x64xf16, #a>, tensor<32x64xf16, #a> -> tensor<64x64xf32, #acc>
  gpu.return
}
}

// -----

// Without tensor cores (f32 multiply-adds) the transposed lhs is written
// transposed into [M][K] (one element per store), and read as an
// untransposed one.
#a = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @exact
// CHECK-NOT: vector<4xf32>, !llvm.ptr<3>
// CHECK: gpu.barrier
// CHECK: scf.for
// CHECK: llvm.intr.fma
gpu.module @m2 {
gpu.func @exact(%at: tensor<8x16xf32, #a>, %b: tensor<8x16xf32, #a>, %c: tensor<16x16xf32, #a>) kernel {
  %r = tile_simt.mma %at, %b, %c {lhs_transposed} : tensor<8x16xf32, #a>, tensor<8x16xf32, #a> -> tensor<16x16xf32, #a>
  gpu.return
}
}
