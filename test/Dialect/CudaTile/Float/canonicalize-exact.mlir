// RUN: tile-opt %s -canonicalize | FileCheck %s

// Exact float ops (sign ops, ceil/floor, remf, maxf/minf) fold on constants;
// signed zeros and NaN keep their IEEE meaning.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @sign_and_integral
  testing$func @sign_and_integral() -> (tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>) {
    // CHECK-DAG: %[[NEG:.*]] = constant <f32: [-0.000000e+00, 0.000000e+00, -1.500000e+00, 0xFF800000]> : tile<4xf32>
    // CHECK-DAG: %[[ABS:.*]] = constant <f32: [0.000000e+00, 0.000000e+00, 1.500000e+00, 0x7F800000]> : tile<4xf32>
    // CHECK-DAG: %[[CEIL:.*]] = constant <f32: [0.000000e+00, -0.000000e+00, 2.000000e+00, 0x7F800000]> : tile<4xf32>
    // CHECK-DAG: %[[FLOOR:.*]] = constant <f32: [0.000000e+00, -0.000000e+00, 1.000000e+00, 0x7F800000]> : tile<4xf32>
    %v = constant <f32: [0.0, -0.0, 1.5, 0x7F800000]> : tile<4xf32>
    %0 = negf %v : tile<4xf32>
    %1 = absf %v : tile<4xf32>
    %2 = ceil %v : tile<4xf32>
    %3 = floor %v : tile<4xf32>
    // CHECK: return %[[NEG]], %[[ABS]], %[[CEIL]], %[[FLOOR]]
    return %0, %1, %2, %3 : tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>
  }

  // Rounding toward an integer keeps the sign of a zero result.
  // CHECK-LABEL: testing$func @signed_zero_rounding
  testing$func @signed_zero_rounding() -> (tile<2xf64>, tile<2xf64>) {
    // CHECK-DAG: %[[CEIL:.*]] = constant <f64: [-0.000000e+00, 1.000000e+00]> : tile<2xf64>
    // CHECK-DAG: %[[FLOOR:.*]] = constant <f64: [-1.000000e+00, 0.000000e+00]> : tile<2xf64>
    %v = constant <f64: [-0.5, 0.5]> : tile<2xf64>
    %0 = ceil %v : tile<2xf64>
    %1 = floor %v : tile<2xf64>
    // CHECK: return %[[CEIL]], %[[FLOOR]]
    return %0, %1 : tile<2xf64>, tile<2xf64>
  }

  // CHECK-LABEL: testing$func @remf
  testing$func @remf() -> (tile<4xf32>, tile<f32>) {
    // CHECK-DAG: %[[R:.*]] = constant <f32: [1.500000e+00, -1.500000e+00, 1.500000e+00, 2.000000e+00]> : tile<4xf32>
    %a = constant <f32: [7.5, -7.5, 7.5, 2.0]> : tile<4xf32>
    %b = constant <f32: [2.0, 2.0, -2.0, 0x7F800000]> : tile<4xf32>
    %0 = remf %a, %b : tile<4xf32>
    // x rem 0 is NaN: left alone.
    %one = constant <f32: 1.0> : tile<f32>
    %zero = constant <f32: 0.0> : tile<f32>
    // CHECK-DAG: %[[NAN:.*]] = remf %{{.*}}, %{{.*}} : tile<f32>
    %1 = remf %one, %zero : tile<f32>
    // CHECK: return %[[R]], %[[NAN]]
    return %0, %1 : tile<4xf32>, tile<f32>
  }

  // +0 is above -0; without propagate_nan a NaN operand is dropped.
  // CHECK-LABEL: testing$func @min_max
  testing$func @min_max() -> (tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>) {
    // CHECK-DAG: %[[MAX:.*]] = constant <f32: [0.000000e+00, 0.000000e+00, 1.000000e+00, 3.000000e+00]> : tile<4xf32>
    // CHECK-DAG: %[[MIN:.*]] = constant <f32: [-0.000000e+00, -0.000000e+00, 1.000000e+00, -2.000000e+00]> : tile<4xf32>
    %a = constant <f32: [-0.0, 0.0, 0x7FC00000, 3.0]> : tile<4xf32>
    %b = constant <f32: [0.0, -0.0, 1.0, -2.0]> : tile<4xf32>
    %0 = maxf %a, %b : tile<4xf32>
    %1 = minf %a, %b : tile<4xf32>
    // With propagate_nan the result has a NaN, and flush_to_zero is never
    // folded.
    // CHECK-DAG: %[[PN:.*]] = maxf %{{.*}}, %{{.*}} propagate_nan : tile<4xf32>
    %2 = maxf %a, %b propagate_nan : tile<4xf32>
    // CHECK-DAG: %[[FTZ:.*]] = minf %{{.*}}, %{{.*}} flush_to_zero : tile<4xf32>
    %3 = minf %a, %b flush_to_zero : tile<4xf32>
    // CHECK: return %[[MAX]], %[[MIN]], %[[PN]], %[[FTZ]]
    return %0, %1, %2, %3 : tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>
  }

  // A NaN result is never folded.
  // CHECK-LABEL: testing$func @nan
  testing$func @nan() -> (tile<f32>, tile<f32>) {
    %nan = constant <f32: 0x7FC00000> : tile<f32>
    %one = constant <f32: 1.0> : tile<f32>
    // CHECK: %[[N:.*]] = negf
    %0 = negf %nan : tile<f32>
    // CHECK: %[[A:.*]] = addf
    %1 = addf %nan, %one : tile<f32>
    // CHECK: return %[[N]], %[[A]]
    return %0, %1 : tile<f32>, tile<f32>
  }
}
