// RUN: tile-translate --cudatilebc-to-mlir %S/../../Fixtures/python/matmul_fp8.spec.v13_3.tileirbc | tile-opt --convert-tile-to-simt="chip=sm_90a" | FileCheck %s
// RUN: tile-translate --cudatilebc-to-mlir %S/../../Fixtures/python/matmul_fp8.spec.v13_3.tileirbc | tile-opt --convert-tile-to-simt="chip=sm_90" | FileCheck %s --check-prefix=SM90

// The fp8 matmul fixture (128 x 128 x 64 e4m3 tiles, f32 accumulator, 8
// warps). Hopper has no fp8 mma.sync hardware (ptxas emulates it: 176
// against 326 TFLOP/s for the f16 decode on an H200), and wgmma has no fp8
// form here yet: on sm_90a the operands are decoded to f16 and the product
// takes wgmma's accumulator layout (all warps along M); on sm_90 they are
// decoded to f16 for mma.sync m16n8k16 (mmaf-fp8.mlir has the chips that
// keep fp8).
// CHECK-LABEL: gpu.func @matmul_fp8
// CHECK: arith.truncf {{.*}} to tensor<128x64xf16
// CHECK: tile_simt.mma %{{.*}} : tensor<128x64xf16, {{.*}}> -> tensor<128x128xf32, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]>>
// CHECK-NOT: lhs_fp8
// SM90-LABEL: gpu.func @matmul_fp8
// SM90: arith.truncf {{.*}} to tensor<128x64xf16
// SM90: tile_simt.mma %{{.*}} : tensor<128x64xf16, {{.*}}>, tensor<64x128xf16, {{.*}}> -> tensor<128x128xf32, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 4], order = [1, 0]>>
// SM90-NOT: lhs_fp8
