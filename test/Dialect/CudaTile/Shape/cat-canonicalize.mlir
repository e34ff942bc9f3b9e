// RUN: tile-opt %s -canonicalize | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @rows
  // CHECK-NEXT: %[[C:.*]] = constant <i32: {{\[\[}}1, 2], [3, 4], [5, 6], [7, 8]]> : tile<4x2xi32>
  // CHECK-NEXT: return %[[C]]
  testing$func @rows() -> tile<4x2xi32> {
    %a = constant <i32: [[1, 2], [3, 4]]> : tile<2x2xi32>
    %b = constant <i32: [[5, 6], [7, 8]]> : tile<2x2xi32>
    %0 = cat %a, %b dim = 0 : tile<2x2xi32>, tile<2x2xi32> -> tile<4x2xi32>
    return %0 : tile<4x2xi32>
  }

  // CHECK-LABEL: testing$func @columns
  // CHECK-NEXT: %[[C:.*]] = constant <i32: {{\[\[}}1, 2, 9, 9], [3, 4, 9, 9]]> : tile<2x4xi32>
  // CHECK-NEXT: return %[[C]]
  testing$func @columns() -> tile<2x4xi32> {
    %a = constant <i32: [[1, 2], [3, 4]]> : tile<2x2xi32>
    %b = constant <i32: 9> : tile<2x2xi32>
    %0 = cat %a, %b dim = 1 : tile<2x2xi32>, tile<2x2xi32> -> tile<2x4xi32>
    return %0 : tile<2x4xi32>
  }

  // CHECK-LABEL: testing$func @splats
  // CHECK-NEXT: %[[C:.*]] = constant <f32: 1.000000e+00> : tile<8xf32>
  // CHECK-NEXT: return %[[C]]
  testing$func @splats() -> tile<8xf32> {
    %a = constant <f32: 1.0> : tile<4xf32>
    %0 = cat %a, %a dim = 0 : tile<4xf32>, tile<4xf32> -> tile<8xf32>
    return %0 : tile<8xf32>
  }

  // CHECK-LABEL: testing$func @not_constant
  // CHECK: cat
  testing$func @not_constant(%a: tile<4xf32>) -> tile<8xf32> {
    %b = constant <f32: 1.0> : tile<4xf32>
    %0 = cat %a, %b dim = 0 : tile<4xf32>, tile<4xf32> -> tile<8xf32>
    return %0 : tile<8xf32>
  }
}
