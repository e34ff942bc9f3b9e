// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @reshape
  testing$func @reshape(%a: tile<8x2xf32>, %b: tile<i8>, %c: tile<4xptr<i32>>) {
    // CHECK: reshape %{{.*}} : tile<8x2xf32> -> tile<2x2x4x1xf32>
    %0 = reshape %a : tile<8x2xf32> -> tile<2x2x4x1xf32>
    // CHECK: reshape %{{.*}} : tile<i8> -> tile<1x1x1xi8>
    %1 = cuda_tile.reshape %b : !cuda_tile.tile<i8> -> !cuda_tile.tile<1x1x1xi8>
    // CHECK: reshape %{{.*}} : tile<4xptr<i32>> -> tile<2x2xptr<i32>>
    %2 = reshape %c : tile<4xptr<i32>> -> tile<2x2xptr<i32>>
  }
}
