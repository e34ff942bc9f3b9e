// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @extract
  testing$func @extract(%t: tile<32x8xf32>, %s: tile<f32>, %i: tile<i32>, %j: tile<i32>) {
    // CHECK: extract %{{.*}}[%{{.*}}, %{{.*}}] : tile<32x8xf32> -> tile<4x2xf32>
    %0 = extract %t[%i, %j] : tile<32x8xf32> -> tile<4x2xf32>
    // CHECK: extract %{{.*}}[] : tile<f32> -> tile<f32>
    %1 = cuda_tile.extract %s[] : !cuda_tile.tile<f32> -> !cuda_tile.tile<f32>
    // CHECK: extract %{{.*}}[%{{.*}}, %{{.*}}] : tile<32x8xf32> -> tile<32x8xf32>
    %2 = extract %t[%i, %i] : tile<32x8xf32> -> tile<32x8xf32>
  }
}
