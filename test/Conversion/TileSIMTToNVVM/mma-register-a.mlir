// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

// An A operand held in the accumulator's distribution with every row in
// one warp (warpsPerCTA [4, 1]) is read from registers: only B is staged
// (32 rows of 64 + 8 f16), and the 16 k steps x 2 n-tile pairs of B come
// with 16 transposed ldmatrix.x4, none for A. Per warp: 1 m-tile x 8
// n-tiles x 2 k steps = 16 m16n8k16.
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#b = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK: llvm.mlir.global internal @__tile_smem_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<2304 x f16>
// CHECK-LABEL: gpu.func @probabilities
// CHECK: gpu.barrier
// CHECK-NOT: layout = #nvvm.mma_layout<row>, num
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32
// CHECK-NOT: layout = #nvvm.mma_layout<row>, num
// CHECK-COUNT-16: nvvm.mma.sync
// CHECK-NOT: nvvm.mma.sync
// CHECK: gpu.return
gpu.module @m {
gpu.func @probabilities(%p: tensor<64x32xf16, #acc>, %v: tensor<32x64xf16, #b>, %c: tensor<64x64xf32, #acc>) kernel {
  %r = tile_simt.mma %p, %v, %c : tensor<64x32xf16, #acc>, tensor<32x64xf16, #b> -> tensor<64x64xf32, #acc>
  gpu.return
}
}

// -----

// The A fragment of k step s is the registers of column blocks 2s and 2s+1
// as (row g, k lo), (row g+8, k lo), (g, k hi), (g+8, k hi): the pairs go
// into the instruction in that order, each two f16 as one vector.
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [1, 0]>
#b = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @fragment_order
// CHECK: %[[A:.*]] = builtin.unrealized_conversion_cast %{{.*}} : tensor<16x16xf16, {{.*}}> to vector<8xf16>
// CHECK-DAG: %[[E0:.*]] = vector.extract %[[A]][0] : f16 from vector<8xf16>
// CHECK-DAG: %[[E1:.*]] = vector.extract %[[A]][1] : f16 from vector<8xf16>
// CHECK-DAG: %[[E2:.*]] = vector.extract %[[A]][2] : f16 from vector<8xf16>
// CHECK-DAG: %[[E4:.*]] = vector.extract %[[A]][4] : f16 from vector<8xf16>
// CHECK: %[[P0:.*]] = vector.from_elements %[[E0]], %[[E1]] : vector<2xf16>
// CHECK: %[[P1:.*]] = vector.from_elements %[[E4]], %{{.*}} : vector<2xf16>
// CHECK: %[[P2:.*]] = vector.from_elements %[[E2]], %{{.*}} : vector<2xf16>
// CHECK: nvvm.mma.sync A[{{.*}}] B[{{.*}}] C[{{.*}}] {{.*}}shape = #nvvm.shape<m = 16, n = 8, k = 16>
// CHECK-NOT: nvvm.mma.sync
gpu.module @m2 {
gpu.func @fragment_order(%p: tensor<16x16xf16, #acc>, %v: tensor<16x8xf16, #b>, %c: tensor<16x8xf32, #acc>) kernel {
  %r = tile_simt.mma %p, %v, %c : tensor<16x16xf16, #acc>, tensor<16x8xf16, #b> -> tensor<16x8xf32, #acc>
  gpu.return
}
}

// -----

// Warps splitting N (warpsPerCTA [2, 2]): a warp does not hold all of A's
// columns, so A is staged and read with ldmatrix as usual.
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>
#b = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @split_n
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32
gpu.module @m3 {
gpu.func @split_n(%p: tensor<64x32xf16, #acc>, %v: tensor<32x64xf16, #b>, %c: tensor<64x64xf32, #acc>) kernel {
  %r = tile_simt.mma %p, %v, %c : tensor<64x32xf16, #acc>, tensor<32x64xf16, #b> -> tensor<64x64xf32, #acc>
  gpu.return
}
}
