// RUN: tile-opt %s -canonicalize | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @constants
  // CHECK-DAG: constant <i32: [-1, 127]> : tile<2xi32>
  // CHECK-DAG: constant <i32: [255, 127]> : tile<2xi32>
  // CHECK-DAG: constant <i16: -1> : tile<4xi16>
  // CHECK-DAG: constant <i64: 1> : tile<4xi64>
  // CHECK-DAG: constant <i8: [52, -128]> : tile<2xi8>
  // CHECK-NOT: exti
  // CHECK-NOT: trunci
  testing$func @constants() -> (tile<2xi32>, tile<2xi32>, tile<4xi16>, tile<4xi64>, tile<2xi8>) {
    %a = constant <i8: [-1, 127]> : tile<2xi8>
    %0 = exti %a signed : tile<2xi8> -> tile<2xi32>
    %1 = exti %a unsigned : tile<2xi8> -> tile<2xi32>
    %t = constant <i1: true> : tile<4xi1>
    %2 = exti %t signed : tile<4xi1> -> tile<4xi16>
    %3 = exti %t unsigned : tile<4xi1> -> tile<4xi64>
    %w = constant <i32: [0x1234, 0x180]> : tile<2xi32>
    %4 = trunci %w : tile<2xi32> -> tile<2xi8>
    return %0, %1, %2, %3, %4 : tile<2xi32>, tile<2xi32>, tile<4xi16>, tile<4xi64>, tile<2xi8>
  }

  // CHECK-LABEL: testing$func @ext_then_trunc
  // CHECK-SAME: (%[[A:.*]]: tile<4xi8>)
  // CHECK-NEXT: return %[[A]], %[[A]]
  testing$func @ext_then_trunc(%a: tile<4xi8>) -> (tile<4xi8>, tile<4xi8>) {
    %0 = exti %a signed : tile<4xi8> -> tile<4xi32>
    %1 = trunci %0 : tile<4xi32> -> tile<4xi8>
    %2 = exti %a unsigned : tile<4xi8> -> tile<4xi64>
    %3 = trunci %2 overflow<no_wrap> : tile<4xi64> -> tile<4xi8>
    return %1, %3 : tile<4xi8>, tile<4xi8>
  }

  // After a zero extension the sign bit is clear: any second extension is
  // a zero extension; two sign extensions are one.
  // CHECK-LABEL: testing$func @ext_chains
  // CHECK-SAME: (%[[A:.*]]: tile<4xi8>)
  // CHECK-DAG: exti %[[A]] unsigned : tile<4xi8> -> tile<4xi64>
  // CHECK-DAG: exti %[[A]] signed : tile<4xi8> -> tile<4xi64>
  testing$func @ext_chains(%a: tile<4xi8>) -> (tile<4xi64>, tile<4xi64>) {
    %0 = exti %a unsigned : tile<4xi8> -> tile<4xi16>
    %1 = exti %0 signed : tile<4xi16> -> tile<4xi64>
    %2 = exti %a signed : tile<4xi8> -> tile<4xi16>
    %3 = exti %2 signed : tile<4xi16> -> tile<4xi64>
    return %1, %3 : tile<4xi64>, tile<4xi64>
  }

  // A sign extension followed by a zero extension is neither.
  // CHECK-LABEL: testing$func @mixed_ext
  // CHECK: exti %{{.*}} signed : tile<4xi8> -> tile<4xi16>
  // CHECK: exti %{{.*}} unsigned : tile<4xi16> -> tile<4xi64>
  testing$func @mixed_ext(%a: tile<4xi8>) -> tile<4xi64> {
    %0 = exti %a signed : tile<4xi8> -> tile<4xi16>
    %1 = exti %0 unsigned : tile<4xi16> -> tile<4xi64>
    return %1 : tile<4xi64>
  }

  // Two truncations are one; only flags both promised survive.
  // CHECK-LABEL: testing$func @trunc_chain
  // CHECK-SAME: (%[[A:.*]]: tile<4xi64>)
  // CHECK-NEXT: %[[T:.*]] = trunci %[[A]] overflow<no_signed_wrap> : tile<4xi64> -> tile<4xi8>
  // CHECK-NEXT: return %[[T]]
  testing$func @trunc_chain(%a: tile<4xi64>) -> tile<4xi8> {
    %0 = trunci %a overflow<no_wrap> : tile<4xi64> -> tile<4xi32>
    %1 = trunci %0 overflow<no_signed_wrap> : tile<4xi32> -> tile<4xi8>
    return %1 : tile<4xi8>
  }
}
