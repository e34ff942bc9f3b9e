// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

// f16 on tensor cores: both operands staged in one shared buffer (A rows
// of 32 + 8, B rows of 128 + 8 f16), one barrier, then per 16-wide k step
// each warp (64 x 64 of the 2 x 2) loads 4 A fragments with ldmatrix.x4,
// its 8 B fragments with 4 transposed ldmatrix.x4, and issues 4 x 8
// m16n8k16 instructions: 2 k steps, 64 in all.
#a = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#b = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>
// CHECK: llvm.mlir.global internal @__tile_smem_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<9472 x f16>
// CHECK-LABEL: gpu.func @f16
// CHECK: llvm.store %{{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
// CHECK: gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK-COUNT-4: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>}
// CHECK-COUNT-4: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>}
// CHECK: nvvm.mma.sync A[{{.*}}] B[{{.*}}] C[{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-COUNT-63: nvvm.mma.sync
// CHECK-NOT: nvvm.mma.sync
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
gpu.module @m {
gpu.func @f16(%x: tensor<128x32xf16, #a>, %y: tensor<32x128xf16, #b>, %c: tensor<128x128xf32, #acc>) kernel {
  %r = tile_simt.mma %x, %y, %c : tensor<128x32xf16, #a>, tensor<32x128xf16, #b> -> tensor<128x128xf32, #acc>
  gpu.return
}
}

// -----

// bf16 operands travel as i32 pairs; an f16 accumulator is two f16x2 per
// instruction.
#a = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @bf16_and_f16_acc
// CHECK: nvvm.mma.sync {{.*}} multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK: nvvm.mma.sync {{.*}} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
gpu.module @m2 {
gpu.func @bf16_and_f16_acc(%x: tensor<64x32xbf16, #a>, %y: tensor<32x32xbf16, #a>, %c: tensor<64x32xf32, #acc>,
                           %xh: tensor<64x32xf16, #a>, %yh: tensor<32x32xf16, #a>, %ch: tensor<64x32xf16, #acc>) kernel {
  %r = tile_simt.mma %x, %y, %c : tensor<64x32xbf16, #a>, tensor<32x32xbf16, #a> -> tensor<64x32xf32, #acc>
  %rh = tile_simt.mma %xh, %yh, %ch : tensor<64x32xf16, #a>, tensor<32x32xf16, #a> -> tensor<64x32xf16, #acc>
  gpu.return
}
}

// -----

// tf32 (m16n8k8) and i8 (m16n8k32) read their fragments with plain shared
// loads by the PTX fragment tables: tf32 one f32 each, i8 A one word and
// B four bytes of a column.
#a32 = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#a8 = #tile_simt.blocked<sizePerThread = [1, 16], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @tf32_i8
// CHECK-NOT: nvvm.ldmatrix
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: nvvm.mma.sync {{.*}} multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>}
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> i32
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> i8
// CHECK: nvvm.mma.sync {{.*}} {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<u8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
gpu.module @m3 {
gpu.func @tf32_i8(%x: tensor<64x32xf32, #a32>, %y: tensor<32x32xf32, #a32>, %c: tensor<64x32xf32, #acc>,
                  %xi: tensor<64x32xi8, #a8>, %yi: tensor<32x32xi8, #a8>, %ci: tensor<64x32xi32, #acc>) kernel {
  %r = tile_simt.mma %x, %y, %c {tf32} : tensor<64x32xf32, #a32>, tensor<32x32xf32, #a32> -> tensor<64x32xf32, #acc>
  %ri = tile_simt.mma %xi, %yi, %ci {lhs_signed = false} : tensor<64x32xi8, #a8>, tensor<32x32xi8, #a8> -> tensor<64x32xi32, #acc>
  gpu.return
}
}

// -----

// Plain f32 operands (and tiles below 16 x 8) are multiplied exactly by
// multiply-adds over K, each thread its own accumulator elements; no
// padding (rows are read broadcast). K = 16 runs as 2 trips of 8 steps,
// each trip's 8 x (1 + 4) shared loads issued before its 32 multiply-adds.
#a = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK: llvm.mlir.global internal @__tile_smem_0() {{.*}} : !llvm.array<272 x f32>
// CHECK-LABEL: gpu.func @fma
// CHECK-NOT: nvvm.mma.sync
// CHECK: gpu.barrier
// CHECK: scf.for %{{.*}} = %c0_i32{{[_0-9]*}} to %c16_i32{{[_0-9]*}} step %c8_i32{{[_0-9]*}} iter_args(%{{.*}} = %{{.*}}) -> (vector<4xf32>)
// CHECK-COUNT-40: llvm.load
// CHECK-NOT: llvm.load
// CHECK-COUNT-32: llvm.intr.fma
// CHECK-NOT: llvm.intr.fma
// CHECK: scf.yield
gpu.module @m4 {
gpu.func @fma(%x: tensor<1x16xf32, #a>, %y: tensor<16x16xf32, #a>, %c: tensor<1x16xf32, #a>) kernel {
  %r = tile_simt.mma %x, %y, %c : tensor<1x16xf32, #a>, tensor<16x16xf32, #a> -> tensor<1x16xf32, #a>
  gpu.return
}
}
