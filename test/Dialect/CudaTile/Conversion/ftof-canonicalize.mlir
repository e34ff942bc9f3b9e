// RUN: tile-opt %s -canonicalize | FileCheck %s

cuda_tile.module @m {
  // Exact conversions fold into any format.
  // CHECK-LABEL: testing$func @exact
  // CHECK-DAG: constant <f64: [1.500000e+00, -2.500000e-01]> : tile<2xf64>
  // CHECK-DAG: constant <f8E4M3FN: [1.500000e+00, -2.500000e-01]> : tile<2xf8E4M3FN>
  // CHECK-DAG: constant <f32: 6.000000e+00> : tile<4xf32>
  // CHECK-NOT: ftof
  testing$func @exact() -> (tile<2xf64>, tile<2xf8E4M3FN>, tile<4xf32>) {
    %a = constant <f32: [1.5, -0.25]> : tile<2xf32>
    %0 = ftof %a : tile<2xf32> -> tile<2xf64>
    %1 = ftof %a : tile<2xf32> -> tile<2xf8E4M3FN>
    %b = constant <f4E2M1FN: 6.0> : tile<4xf4E2M1FN>
    %2 = ftof %b : tile<4xf4E2M1FN> -> tile<4xf32>
    return %0, %1, %2 : tile<2xf64>, tile<2xf8E4M3FN>, tile<4xf32>
  }

  // Round-to-nearest-even into IEEE formats matches the device.
  // CHECK-LABEL: testing$func @rounded
  // CHECK-NEXT: constant <f16: 1.000000e+00> : tile<f16>
  // CHECK-NEXT: constant <bf16: 1.000000e+00> : tile<bf16>
  testing$func @rounded() -> (tile<f16>, tile<bf16>) {
    %a = constant <f32: 1.0001> : tile<f32>
    %0 = ftof %a : tile<f32> -> tile<f16>
    %1 = ftof %a : tile<f32> -> tile<bf16>
    return %0, %1 : tile<f16>, tile<bf16>
  }

  // Left for the device: overflow, NaN, inexact into non-IEEE formats, and
  // the directed roundings of f8E8M0FNU.
  // CHECK-LABEL: testing$func @kept
  // CHECK-COUNT-4: ftof
  testing$func @kept() -> (tile<f16>, tile<f16>, tile<f8E4M3FN>, tile<f8E8M0FNU>) {
    %big = constant <f32: 1.0e+10> : tile<f32>
    %0 = ftof %big : tile<f32> -> tile<f16>
    %nan = constant <f32: 0x7FC00000> : tile<f32>
    %1 = ftof %nan : tile<f32> -> tile<f16>
    %x = constant <f32: 1.0001> : tile<f32>
    %2 = ftof %x : tile<f32> -> tile<f8E4M3FN>
    %3 = ftof %x rounding<positive_inf> : tile<f32> -> tile<f8E8M0FNU>
    return %0, %1, %2, %3 : tile<f16>, tile<f16>, tile<f8E4M3FN>, tile<f8E8M0FNU>
  }

  // A power of two is exact in f8E8M0FNU whatever the rounding.
  // CHECK-LABEL: testing$func @e8m0_exact
  // CHECK-NEXT: constant <f8E8M0FNU: 4.000000e+00> : tile<f8E8M0FNU>
  testing$func @e8m0_exact() -> tile<f8E8M0FNU> {
    %a = constant <f32: 4.0> : tile<f32>
    %0 = ftof %a rounding<zero> : tile<f32> -> tile<f8E8M0FNU>
    return %0 : tile<f8E8M0FNU>
  }
}
