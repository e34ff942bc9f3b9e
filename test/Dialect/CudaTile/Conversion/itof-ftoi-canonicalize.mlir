// RUN: tile-opt %s -canonicalize | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @itof_exact
  // CHECK-DAG: constant <f32: [-1.000000e+00, 1.270000e+02]> : tile<2xf32>
  // CHECK-DAG: constant <f16: [2.550000e+02, 1.270000e+02]> : tile<2xf16>
  // CHECK-DAG: constant <f64: -1.000000e+00> : tile<4xf64>
  // CHECK-NOT: itof
  testing$func @itof_exact() -> (tile<2xf32>, tile<2xf16>, tile<4xf64>) {
    %a = constant <i8: [-1, 127]> : tile<2xi8>
    %0 = itof %a signed : tile<2xi8> -> tile<2xf32>
    %1 = itof %a unsigned : tile<2xi8> -> tile<2xf16>
    %t = constant <i1: true> : tile<4xi1>
    %2 = itof %t signed : tile<4xi1> -> tile<4xf64>
    return %0, %1, %2 : tile<2xf32>, tile<2xf16>, tile<4xf64>
  }

  // 16777217 is not an f32; round-to-nearest-even gives 16777216.
  // CHECK-LABEL: testing$func @itof_rounded
  // CHECK-NEXT: constant <f32: 0x4B800000> : tile<f32>
  testing$func @itof_rounded() -> tile<f32> {
    %a = constant <i32: 16777217> : tile<i32>
    %0 = itof %a signed : tile<i32> -> tile<f32>
    return %0 : tile<f32>
  }

  // Overflow to infinity, and inexact results in formats without the IEEE
  // rounding guarantees, stay on the device.
  // CHECK-LABEL: testing$func @itof_kept
  // CHECK: itof {{.*}} -> tile<f16>
  // CHECK: itof {{.*}} -> tile<f8E4M3FN>
  testing$func @itof_kept() -> (tile<f16>, tile<f8E4M3FN>) {
    %a = constant <i32: 70000> : tile<i32>
    %0 = itof %a signed : tile<i32> -> tile<f16>
    %b = constant <i32: 17> : tile<i32>
    %1 = itof %b signed : tile<i32> -> tile<f8E4M3FN>
    return %0, %1 : tile<f16>, tile<f8E4M3FN>
  }

  // Rounds toward zero.
  // CHECK-LABEL: testing$func @ftoi
  // CHECK-DAG: constant <i32: [-2, 2, 0, 100]> : tile<4xi32>
  // CHECK-DAG: constant <i8: [-56, 0]> : tile<2xi8>
  // CHECK-NOT: ftoi
  testing$func @ftoi() -> (tile<4xi32>, tile<2xi8>) {
    %a = constant <f32: [-2.75, 2.75, -0.5, 100.0]> : tile<4xf32>
    %0 = ftoi %a signed : tile<4xf32> -> tile<4xi32>
    %b = constant <f16: [200.5, 0.25]> : tile<2xf16>
    %1 = ftoi %b unsigned : tile<2xf16> -> tile<2xi8>
    return %0, %1 : tile<4xi32>, tile<2xi8>
  }

  // Out of range, NaN and i1 results are left for the device.
  // CHECK-LABEL: testing$func @ftoi_kept
  // CHECK-COUNT-3: ftoi
  testing$func @ftoi_kept() -> (tile<i8>, tile<i32>, tile<i1>) {
    %a = constant <f32: 300.0> : tile<f32>
    %0 = ftoi %a signed : tile<f32> -> tile<i8>
    %n = constant <f32: 0x7FC00000> : tile<f32>
    %1 = ftoi %n signed : tile<f32> -> tile<i32>
    %o = constant <f32: 1.0> : tile<f32>
    %2 = ftoi %o unsigned : tile<f32> -> tile<i1>
    return %0, %1, %2 : tile<i8>, tile<i32>, tile<i1>
  }
}
