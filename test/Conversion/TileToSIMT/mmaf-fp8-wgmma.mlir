// RUN: tile-translate %S/../../Fixtures/python/matmul_fp8.spec.v13_3.tileirbc | tile-opt --convert-tile-to-simt="chip=sm_90a" | FileCheck %s
// RUN: tile-translate %S/../../Fixtures/python/matmul_fp8.spec.v13_3.tileirbc | tile-opt --convert-tile-to-simt="chip=sm_90" | FileCheck %s --check-prefix=SM90

// The fp8 matmul fixture (128 x 128 x 64 e4m3 tiles, f32 accumulator, 8
// warps). wgmma has no fp8 form here yet: on sm_90a the operands are
// decoded to f16 and the product takes wgmma's accumulator layout (all
// warps along M), as before mma.sync took fp8; on sm_90 they stay fp8 for
// mma.sync m16n8k32.
// CHECK-LABEL: gpu.func @matmul_fp8
// CHECK: arith.truncf {{.*}} to tensor<128x64xf16
// CHECK: tile_simt.mma %{{.*}} : tensor<128x64xf16, {{.*}}> -> tensor<128x128xf32, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]>>
// CHECK-NOT: lhs_fp8
// SM90-LABEL: gpu.func @matmul_fp8
// SM90-NOT: arith.truncf
// SM90: tile_simt.mma %{{.*}} {lhs_fp8 = f8E4M3FN, rhs_fp8 = f8E4M3FN} : tensor<128x64xi8, {{.*}}>, tensor<64x128xi8, {{.*}}> -> tensor<128x128xf32, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 4], order = [1, 0]>>
