// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @exti
  testing$func @exti(%a: tile<2x2xi16>, %b: tile<i1>, %c: tile<8xi4>) {
    // CHECK: exti %{{.*}} signed : tile<2x2xi16> -> tile<2x2xi32>
    %0 = exti %a signed : tile<2x2xi16> -> tile<2x2xi32>
    // CHECK: exti %{{.*}} unsigned : tile<i1> -> tile<i64>
    %1 = cuda_tile.exti %b unsigned : !cuda_tile.tile<i1> -> !cuda_tile.tile<i64>
    // CHECK: exti %{{.*}} signed : tile<8xi4> -> tile<8xi8>
    %2 = exti %c signed : tile<8xi4> -> tile<8xi8>
  }

  // CHECK-LABEL: testing$func @trunci
  testing$func @trunci(%a: tile<4xi64>, %b: tile<8xi8>) {
    // CHECK: trunci %{{.*}} : tile<4xi64> -> tile<4xi32>
    %0 = trunci %a : tile<4xi64> -> tile<4xi32>
    // CHECK: trunci %{{.*}} overflow<no_signed_wrap> : tile<4xi64> -> tile<4xi1>
    %1 = cuda_tile.trunci %a overflow<no_signed_wrap> : !cuda_tile.tile<4xi64> -> !cuda_tile.tile<4xi1>
    // CHECK: trunci %{{.*}} overflow<no_wrap> : tile<8xi8> -> tile<8xi4>
    %2 = trunci %b overflow<no_wrap> : tile<8xi8> -> tile<8xi4>
    // The default flag is not printed.
    // CHECK: trunci %{{.*}} : tile<8xi8> -> tile<8xi1>
    %3 = trunci %b overflow<none> : tile<8xi8> -> tile<8xi1>
  }
}
