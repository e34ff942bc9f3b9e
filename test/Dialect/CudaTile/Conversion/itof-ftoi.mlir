// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @itof
  testing$func @itof(%a: tile<4xi32>, %b: tile<i1>) {
    // CHECK: itof %{{.*}} signed : tile<4xi32> -> tile<4xf32>
    %0 = itof %a signed : tile<4xi32> -> tile<4xf32>
    // CHECK: itof %{{.*}} unsigned : tile<i1> -> tile<bf16>
    %1 = cuda_tile.itof %b unsigned : !cuda_tile.tile<i1> -> !cuda_tile.tile<bf16>
    // CHECK: itof %{{.*}} signed : tile<4xi32> -> tile<4xf8E4M3FN>
    %2 = itof %a signed rounding<nearest_even> : tile<4xi32> -> tile<4xf8E4M3FN>
  }

  // CHECK-LABEL: testing$func @ftoi
  testing$func @ftoi(%a: tile<2x2xf32>, %b: tile<f16>) {
    // CHECK: ftoi %{{.*}} signed : tile<2x2xf32> -> tile<2x2xi32>
    %0 = ftoi %a signed : tile<2x2xf32> -> tile<2x2xi32>
    // CHECK: ftoi %{{.*}} unsigned : tile<f16> -> tile<i1>
    %1 = cuda_tile.ftoi %b unsigned : !cuda_tile.tile<f16> -> !cuda_tile.tile<i1>
    // CHECK: ftoi %{{.*}} unsigned : tile<2x2xf32> -> tile<2x2xi64>
    %2 = ftoi %a unsigned rounding<nearest_int_to_zero> : tile<2x2xf32> -> tile<2x2xi64>
  }
}
