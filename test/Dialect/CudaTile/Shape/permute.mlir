// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @permute
  testing$func @permute(%a: tile<2x4x8xf16>, %b: tile<1x2xf32>) {
    // CHECK: permute %{{.*}} [2, 0, 1] : tile<2x4x8xf16> -> tile<8x2x4xf16>
    %0 = permute %a [2, 0, 1] : tile<2x4x8xf16> -> tile<8x2x4xf16>
    // CHECK: permute %{{.*}} [1, 0] : tile<1x2xf32> -> tile<2x1xf32>
    %1 = cuda_tile.permute %b [1,0] : !cuda_tile.tile<1x2xf32> -> !cuda_tile.tile<2x1xf32>
    // CHECK: permute %{{.*}} [0, 1] : tile<1x2xf32> -> tile<1x2xf32>
    %2 = permute %b [0, 1] : tile<1x2xf32> -> tile<1x2xf32>
  }
}
