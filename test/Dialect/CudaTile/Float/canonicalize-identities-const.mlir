// RUN: tile-opt %s -canonicalize | FileCheck %s

// Identities with a constant operand: only those exact under IEEE 754.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @exact
  // CHECK-SAME: (%[[X:.*]]: tile<4xf32>)
  testing$func @exact(%x: tile<4xf32>) -> (tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>) {
    %one = constant <f32: 1.0> : tile<4xf32>
    %pz = constant <f32: 0.0> : tile<4xf32>
    %nz = constant <f32: -0.0> : tile<4xf32>
    %0 = mulf %x, %one : tile<4xf32>
    %1 = mulf %one, %x : tile<4xf32>
    %2 = divf %x, %one : tile<4xf32>
    %3 = addf %x, %nz : tile<4xf32>
    %4 = addf %nz, %x : tile<4xf32>
    %5 = subf %x, %pz : tile<4xf32>
    // CHECK-NEXT: return %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]]
    return %0, %1, %2, %3, %4, %5 : tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>
  }

  // x + 0.0 is +0.0 for x = -0.0; x - (-0.0) likewise; x * 0.0 is NaN for
  // infinite x and -0.0 for negative x; 1.0 / x is not x.
  // CHECK-LABEL: testing$func @inexact
  testing$func @inexact(%x: tile<4xf32>) -> (tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>) {
    %one = constant <f32: 1.0> : tile<4xf32>
    %pz = constant <f32: 0.0> : tile<4xf32>
    %nz = constant <f32: -0.0> : tile<4xf32>
    // CHECK: addf
    %0 = addf %x, %pz : tile<4xf32>
    // CHECK: subf
    %1 = subf %x, %nz : tile<4xf32>
    // CHECK: mulf
    %2 = mulf %x, %pz : tile<4xf32>
    // CHECK: divf
    %3 = divf %one, %x : tile<4xf32>
    return %0, %1, %2, %3 : tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>
  }

  // Other rounding modes and flush_to_zero block identities too: x * 1.0
  // flushes a subnormal x, and x + -0.0 is -0.0 for x = +0.0 rounding down.
  // CHECK-LABEL: testing$func @modifiers
  testing$func @modifiers(%x: tile<4xf32>) -> (tile<4xf32>, tile<4xf32>) {
    %one = constant <f32: 1.0> : tile<4xf32>
    %nz = constant <f32: -0.0> : tile<4xf32>
    // CHECK: mulf %{{.*}}, %{{.*}} flush_to_zero
    %0 = mulf %x, %one flush_to_zero : tile<4xf32>
    // CHECK: addf %{{.*}}, %{{.*}} rounding<negative_inf>
    %1 = addf %x, %nz rounding<negative_inf> : tile<4xf32>
    return %0, %1 : tile<4xf32>, tile<4xf32>
  }
}
