// RUN: tile-opt %s -canonicalize | FileCheck %s

// Constant folding of the correctly rounded float ops: only as IEEE
// round-to-nearest-even without flush_to_zero, and never into a NaN.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @basic
  testing$func @basic() -> (tile<f32>, tile<2xf32>, tile<f32>, tile<f32>, tile<f64>, tile<f32>) {
    // CHECK-DAG: %[[ADD:.*]] = constant <f32: 3.500000e+00> : tile<f32>
    // CHECK-DAG: %[[SUB:.*]] = constant <f32: [-1.500000e+00, 0.000000e+00]> : tile<2xf32>
    // CHECK-DAG: %[[MUL:.*]] = constant <f32: 5.000000e+00> : tile<f32>
    // CHECK-DAG: %[[DIV:.*]] = constant <f32: 0.333333343> : tile<f32>
    // CHECK-DAG: %[[FMA:.*]] = constant <f64: 7.000000e+00> : tile<f64>
    // CHECK-DAG: %[[INF:.*]] = constant <f32: 0x7F800000> : tile<f32>
    %one = constant <f32: 1.0> : tile<f32>
    %two5 = constant <f32: 2.5> : tile<f32>
    %two = constant <f32: 2.0> : tile<f32>
    %three = constant <f32: 3.0> : tile<f32>
    %0 = addf %one, %two5 : tile<f32>
    %v = constant <f32: [1.0, 2.0]> : tile<2xf32>
    %w = constant <f32: [2.5, 2.0]> : tile<2xf32>
    %1 = subf %v, %w : tile<2xf32>
    %2 = mulf %two, %two5 : tile<f32>
    %3 = divf %one, %three : tile<f32>
    %d2 = constant <f64: 2.0> : tile<f64>
    %d3 = constant <f64: 3.0> : tile<f64>
    %d1 = constant <f64: 1.0> : tile<f64>
    %4 = fma %d2, %d3, %d1 : tile<f64>
    // Division by zero is +inf, not NaN: folded.
    %zero = constant <f32: 0.0> : tile<f32>
    %5 = divf %one, %zero : tile<f32>
    // CHECK: return %[[ADD]], %[[SUB]], %[[MUL]], %[[DIV]], %[[FMA]], %[[INF]]
    return %0, %1, %2, %3, %4, %5 : tile<f32>, tile<2xf32>, tile<f32>, tile<f32>, tile<f64>, tile<f32>
  }

  // Rounding is that of the element type: 1 + 2^-11 is a tie in f16 and goes
  // to even (1.0); 1 + 3 * 2^-11 goes up to 1 + 2^-9.
  // CHECK-LABEL: testing$func @half_precision
  testing$func @half_precision() -> (tile<2xf16>, tile<bf16>, tile<f16>) {
    // CHECK-DAG: %[[H:.*]] = constant <f16: [1.000000e+00, 1.001950e+00]> : tile<2xf16>
    // CHECK-DAG: %[[B:.*]] = constant <bf16: 2.000000e+00> : tile<bf16>
    // CHECK-DAG: %[[FMA:.*]] = constant <f16: 1.000000e+00> : tile<f16>
    %one = constant <f16: 1.0> : tile<2xf16>
    %tiny = constant <f16: [0.00048828125, 0.00146484375]> : tile<2xf16>
    %0 = addf %one, %tiny : tile<2xf16>
    %b = constant <bf16: 1.0> : tile<bf16>
    %1 = addf %b, %b : tile<bf16>
    // fma rounds once: 1 * 1 + 2^-11 ties to 1.0.
    %h1 = constant <f16: 1.0> : tile<f16>
    %ht = constant <f16: 0.00048828125> : tile<f16>
    %2 = fma %h1, %h1, %ht : tile<f16>
    // CHECK: return %[[H]], %[[B]], %[[FMA]]
    return %0, %1, %2 : tile<2xf16>, tile<bf16>, tile<f16>
  }

  // CHECK-LABEL: testing$func @not_folded
  testing$func @not_folded() -> (tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>) {
    %one = constant <f32: 1.0> : tile<f32>
    %three = constant <f32: 3.0> : tile<f32>
    %zero = constant <f32: 0.0> : tile<f32>
    // CHECK: divf %{{.*}}, %{{.*}} rounding<zero>
    %0 = divf %one, %three rounding<zero> : tile<f32>
    // CHECK: divf %{{.*}}, %{{.*}} rounding<approx>
    %1 = divf %one, %three rounding<approx> : tile<f32>
    // CHECK: addf %{{.*}}, %{{.*}} flush_to_zero
    %2 = addf %one, %three flush_to_zero : tile<f32>
    // CHECK: fma %{{.*}}, %{{.*}}, %{{.*}} rounding<positive_inf>
    %3 = fma %one, %three, %one rounding<positive_inf> : tile<f32>
    // 0 / 0 is NaN: left to the device.
    // CHECK: divf %{{.*}}, %{{.*}} : tile<f32>
    %4 = divf %zero, %zero : tile<f32>
    // Device math functions are approximations: never folded.
    // CHECK: exp %{{.*}} : tile<f32>
    %5 = exp %one : tile<f32>
    // CHECK: pow %{{.*}}, %{{.*}} : tile<f32>
    %6 = pow %three, %three : tile<f32>
    return %0, %1, %2, %3, %4, %5, %6 : tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32>
  }

  // CHECK-LABEL: testing$func @sqrt
  testing$func @sqrt() -> (tile<2xf32>, tile<f16>, tile<f64>, tile<f32>) {
    // CHECK-DAG: %[[S:.*]] = constant <f32: [2.000000e+00, -0.000000e+00]> : tile<2xf32>
    // CHECK-DAG: %[[H:.*]] = constant <f16: 1.414060e+00> : tile<f16>
    // CHECK-DAG: %[[D:.*]] = constant <f64: 1.4142135623730951> : tile<f64>
    %v = constant <f32: [4.0, -0.0]> : tile<2xf32>
    %0 = sqrt %v : tile<2xf32>
    %h = constant <f16: 2.0> : tile<f16>
    %1 = sqrt %h : tile<f16>
    %d = constant <f64: 2.0> : tile<f64>
    %2 = sqrt %d : tile<f64>
    // sqrt(-1) is NaN.
    %m = constant <f32: -1.0> : tile<f32>
    // CHECK-DAG: %[[NAN:.*]] = sqrt %{{.*}} : tile<f32>
    %3 = sqrt %m : tile<f32>
    // CHECK: return %[[S]], %[[H]], %[[D]], %[[NAN]]
    return %0, %1, %2, %3 : tile<2xf32>, tile<f16>, tile<f64>, tile<f32>
  }
}
