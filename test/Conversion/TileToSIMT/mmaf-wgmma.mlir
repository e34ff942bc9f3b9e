// RUN: tile-translate --cudatilebc-to-mlir %S/../../Fixtures/python/matmul_f16.spec.v13_3.tileirbc | tile-opt --convert-tile-to-simt="chip=sm_90a" | FileCheck %s
// RUN: tile-translate --cudatilebc-to-mlir %S/../../Fixtures/python/matmul_f16.spec.v13_3.tileirbc | tile-opt --convert-tile-to-simt="chip=sm_90" | FileCheck %s --check-prefix=SM90

// The matmul fixture (128 x 128 x 32 f16 tiles, 8 warps): on sm_90a its
// accumulator puts all 8 warps along M (16 rows each), the layout whose
// warpgroups' 64-row blocks wgmma computes; the operands keep the layouts
// they are loaded in. On sm_90 (mma.sync) the warps split M and N.
// CHECK-LABEL: gpu.func @matmul_f16
// CHECK: tile_simt.mma %{{.*}} -> tensor<128x128xf32, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]>>
// SM90-LABEL: gpu.func @matmul_f16
// SM90: tile_simt.mma %{{.*}} -> tensor<128x128xf32, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 4], order = [1, 0]>>
