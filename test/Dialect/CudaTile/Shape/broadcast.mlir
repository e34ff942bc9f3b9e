// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @broadcast
  testing$func @broadcast(%a: tile<1x4xf32>, %b: tile<1x1xptr<f16>>, %c: tile<2x1xi8>) {
    // CHECK: broadcast %{{.*}} : tile<1x4xf32> -> tile<8x4xf32>
    %0 = broadcast %a : tile<1x4xf32> -> tile<8x4xf32>
    // CHECK: broadcast %{{.*}} : tile<1x1xptr<f16>> -> tile<16x2xptr<f16>>
    %1 = cuda_tile.broadcast %b : !cuda_tile.tile<1x1xptr<f16>> -> !cuda_tile.tile<16x2xptr<f16>>
    // CHECK: broadcast %{{.*}} : tile<2x1xi8> -> tile<2x1xi8>
    %2 = broadcast %c : tile<2x1xi8> -> tile<2x1xi8>
  }
}
