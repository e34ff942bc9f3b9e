// RUN: tile-opt %s --tile-simt-pipeline-mma="chip=sm_90a" --cse --split-input-file | FileCheck %s
// RUN: tile-opt %s --tile-simt-pipeline-mma="chip=sm_80" --cse --split-input-file | FileCheck %s --check-prefix=SM80

// A^T B (TileGym's *_ta GEMMs after tile-simt-remove-layout-conversions):
// the product reads A as [K][M] with lhs_transposed, loaded with contiguous
// rows, so it is copied as it is. Its slot has rows padded by 16 bytes on
// every chip: ldmatrix.trans reads its fragments (on sm_90a for wgmma's
// register A), while B takes wgmma's swizzle on sm_90a.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @a_transposed
// CHECK: %[[RA:.*]] = tile_simt.alloc_shared : !tile_simt.smem<3x64x128xf16, #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0]>>
// CHECK: %[[RB:.*]] = tile_simt.alloc_shared : !tile_simt.smem<3x64x128xf16, #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>>
// CHECK: scf.for
// CHECK-NOT: tile_simt.load_tile
// CHECK: %[[AT:.*]] = tile_simt.read_slot %[[RA]][%{{.*}}] : {{.*}} -> tensor<64x128xf16,
// CHECK: %[[B:.*]] = tile_simt.read_slot %[[RB]][%{{.*}}] : {{.*}} -> tensor<64x128xf16,
// CHECK: tile_simt.mma %[[AT]], %[[B]], %{{.*}} {lhs_transposed} : tensor<64x128xf16, #{{.*}}>, tensor<64x128xf16, #{{.*}}> -> tensor<128x128xf32
// SM80-LABEL: gpu.func @a_transposed
// SM80: tile_simt.alloc_shared : !tile_simt.smem<3x64x128xf16, #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0]>>
// SM80: tile_simt.alloc_shared : !tile_simt.smem<3x64x128xf16, #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0]>>
// SM80: tile_simt.mma %{{.*}}, %{{.*}}, %{{.*}} {lhs_transposed}
gpu.module @m {
gpu.func @a_transposed(%pa: !llvm.ptr<1>, %pb: !llvm.ptr<1>, %k: i32, %mn: i32, %ld: i32, %lb: i32, %ub: i32, %step: i32, %c: tensor<128x128xf32, #acc>) -> tensor<128x128xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %c) -> (tensor<128x128xf32, #acc>) : i32 {
    %off = arith.muli %i, %c64 : i32
    %at = tile_simt.load_tile %pa[%off, %c0] shape[%k, %mn] strides[%ld, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x128xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%k, %mn] strides[%ld, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x128xf16, #l>
    %s = tile_simt.mma %at, %b, %acc {lhs_transposed} : tensor<64x128xf16, #l>, tensor<64x128xf16, #l> -> tensor<128x128xf32, #acc>
    scf.yield %s : tensor<128x128xf32, #acc>
  }
  gpu.return %r : tensor<128x128xf32, #acc>
}
}

// -----

// An A loaded as [M][K] from memory contiguous along M (stride 1 on the
// second-to-last dim) is the [K][M] tile with contiguous rows: copied as
// that (offsets, shape, strides and divisors with the last two swapped)
// and read with lhs_transposed, as a transposed rhs is.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @a_column_major
// CHECK: %[[RA:.*]] = tile_simt.alloc_shared : !tile_simt.smem<3x64x128xf16, #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0]>>
// CHECK: tile_simt.async_load_tile %[[PA:.*]][%[[OFF0:.*]], %[[C0:.*]]] shape[%[[K:.*]], %[[M:.*]]] strides[%[[LD:.*]], %[[C1:.*]]]  into %[[RA]][%[[C0]]] if %{{.*}} as tensor<64x128xf16, #tile_simt.blocked<{{.*}}>> {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>}
// CHECK: scf.for
// CHECK: %[[AT:.*]] = tile_simt.read_slot %[[RA]][%{{.*}}] : {{.*}} -> tensor<64x128xf16,
// CHECK: tile_simt.mma %[[AT]], %{{.*}}, %{{.*}} {lhs_transposed} : tensor<64x128xf16, #{{.*}}>, tensor<64x128xf16, #{{.*}}> -> tensor<128x128xf32
// SM80-LABEL: gpu.func @a_column_major
// SM80: tile_simt.mma %{{.*}}, %{{.*}}, %{{.*}} {lhs_transposed}
gpu.module @m2 {
gpu.func @a_column_major(%pa: !llvm.ptr<1>, %pb: !llvm.ptr<1>, %k: i32, %mn: i32, %ld: i32, %lb: i32, %ub: i32, %step: i32, %c: tensor<128x128xf32, #acc>) -> tensor<128x128xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %c) -> (tensor<128x128xf32, #acc>) : i32 {
    %off = arith.muli %i, %c64 : i32
    %a = tile_simt.load_tile %pa[%c0, %off] shape[%mn, %k] strides[%c1, %ld] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 1, 16>} : !llvm.ptr<1> -> tensor<128x64xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%k, %mn] strides[%ld, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x128xf16, #l>
    %s = tile_simt.mma %a, %b, %acc : tensor<128x64xf16, #l>, tensor<64x128xf16, #l> -> tensor<128x128xf32, #acc>
    scf.yield %s : tensor<128x128xf32, #acc>
  }
  gpu.return %r : tensor<128x128xf32, #acc>
}
}
