// RUN: tile-opt %s --tile-simt-pipeline-mma="chip=sm_90a" --cse --split-input-file | FileCheck %s
// RUN: tile-opt %s --tile-simt-pipeline-mma="chip=sm_80" --cse --split-input-file | FileCheck %s --check-prefix=SM80

// S = Q K^T as the front ends write it: K^T is loaded as a [K][N] tile
// whose K elements are the contiguous ones (stride 1 on the second-to-last
// dim). Its memory is the [N][K] tile with contiguous rows, so it is copied
// as that (offsets, shape, strides and divisors with the last two swapped,
// 16-byte groups along K) and the product reads it as rhs_transposed. On
// sm_90a the slot takes wgmma's swizzle for [N][K] (K-major B); on sm_80
// rows padded by 16 bytes, which ldmatrix reads without .trans.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @k_transposed
// CHECK: %[[RB:.*]] = tile_simt.alloc_shared : !tile_simt.smem<3x64x128xbf16, #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>>
// CHECK: tile_simt.async_load_tile %[[PK:.*]][%[[OFF0:.*]], %[[C0:.*]]] shape[%[[N:.*]], %[[D:.*]]] strides[%[[LD:.*]], %[[C1:.*]]]  into %[[RB]][%[[C0]]] if %{{.*}} as tensor<64x128xbf16, #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>> {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>}
// CHECK: scf.for
// CHECK: tile_simt.async_load_tile %[[PK]][%{{.*}}, %[[C0]]] shape[%[[N]], %[[D]]] strides[%[[LD]], %[[C1]]]  into %[[RB]]
// CHECK-NOT: tile_simt.load_tile
// CHECK: %[[KT:.*]] = tile_simt.read_slot %[[RB]][%{{.*}}] : {{.*}} -> tensor<64x128xbf16,
// CHECK: tile_simt.mma %{{.*}}, %[[KT]], %{{.*}} {rhs_transposed} : tensor<64x128xbf16, #{{.*}}>, tensor<64x128xbf16, #{{.*}}> -> tensor<64x64xf32
// SM80-LABEL: gpu.func @k_transposed
// SM80: tile_simt.alloc_shared : !tile_simt.smem<3x64x128xbf16, #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0]>>
// SM80: tile_simt.mma %{{.*}}, %{{.*}}, %{{.*}} {rhs_transposed}
gpu.module @m {
gpu.func @k_transposed(%q: tensor<64x128xbf16, #acc>, %pk: !llvm.ptr<1>, %n: i32, %d: i32, %ld: i32, %lb: i32, %ub: i32, %step: i32, %c: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %c) -> (tensor<64x64xf32, #acc>) : i32 {
    %off = arith.muli %i, %c64 : i32
    %kt = tile_simt.load_tile %pk[%c0, %off] shape[%d, %n] strides[%c1, %ld] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 1, 16>} : !llvm.ptr<1> -> tensor<128x64xbf16, #l>
    %s = tile_simt.mma %q, %kt, %acc : tensor<64x128xbf16, #acc>, tensor<128x64xbf16, #l> -> tensor<64x64xf32, #acc>
    scf.yield %s : tensor<64x64xf32, #acc>
  }
  gpu.return %r : tensor<64x64xf32, #acc>
}
}

// -----

// An f32 rhs loaded transposed stays a load: ldmatrix reads only 16-bit
// fragments from [N][K] rows.
#l = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @f32_left_alone
// CHECK-NOT: async_load_tile
// CHECK: tile_simt.load_tile
// CHECK-NOT: rhs_transposed
gpu.module @m {
gpu.func @f32_left_alone(%q: tensor<64x32xf32, #acc>, %pk: !llvm.ptr<1>, %n: i32, %d: i32, %ld: i32, %lb: i32, %ub: i32, %step: i32, %c: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %c) -> (tensor<64x64xf32, #acc>) : i32 {
    %off = arith.muli %i, %c64 : i32
    %kt = tile_simt.load_tile %pk[%c0, %off] shape[%d, %n] strides[%c1, %ld] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 1, 16>} : !llvm.ptr<1> -> tensor<32x64xf32, #l>
    %s = tile_simt.mma %q, %kt, %acc {tf32} : tensor<64x32xf32, #acc>, tensor<32x64xf32, #l> -> tensor<64x64xf32, #acc>
    scf.yield %s : tensor<64x64xf32, #acc>
  }
  gpu.return %r : tensor<64x64xf32, #acc>
}
}
