// RUN: tile-opt %s -canonicalize | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @identity
  // CHECK-SAME: (%[[A:.*]]: tile<2x4xf32>)
  // CHECK-NEXT: return %[[A]]
  testing$func @identity(%a: tile<2x4xf32>) -> tile<2x4xf32> {
    %0 = reshape %a : tile<2x4xf32> -> tile<2x4xf32>
    return %0 : tile<2x4xf32>
  }

  // CHECK-LABEL: testing$func @chain
  // CHECK-SAME: (%[[A:.*]]: tile<2x4xf32>)
  // CHECK-NEXT: %[[R:.*]] = reshape %[[A]] : tile<2x4xf32> -> tile<4x2xf32>
  // CHECK-NEXT: return %[[R]]
  testing$func @chain(%a: tile<2x4xf32>) -> tile<4x2xf32> {
    %0 = reshape %a : tile<2x4xf32> -> tile<8xf32>
    %1 = reshape %0 : tile<8xf32> -> tile<4x2xf32>
    return %1 : tile<4x2xf32>
  }

  // CHECK-LABEL: testing$func @round_trip
  // CHECK-SAME: (%[[A:.*]]: tile<2x4xf32>)
  // CHECK-NEXT: return %[[A]]
  testing$func @round_trip(%a: tile<2x4xf32>) -> tile<2x4xf32> {
    %0 = reshape %a : tile<2x4xf32> -> tile<8xf32>
    %1 = reshape %0 : tile<8xf32> -> tile<2x4xf32>
    return %1 : tile<2x4xf32>
  }

  // Row-major order is kept.
  // CHECK-LABEL: testing$func @constant
  // CHECK-NEXT: %[[C:.*]] = constant <i32: {{\[\[}}0, 1], [2, 3], [4, 5], [6, 7]]> : tile<4x2xi32>
  // CHECK-NEXT: return %[[C]]
  testing$func @constant() -> tile<4x2xi32> {
    %c = constant <i32: [[0, 1, 2, 3], [4, 5, 6, 7]]> : tile<2x4xi32>
    %0 = reshape %c : tile<2x4xi32> -> tile<4x2xi32>
    return %0 : tile<4x2xi32>
  }

  // CHECK-LABEL: testing$func @splat
  // CHECK-NEXT: %[[C:.*]] = constant <f16: 1.000000e+00> : tile<8xf16>
  // CHECK-NEXT: return %[[C]]
  testing$func @splat() -> tile<8xf16> {
    %c = constant <f16: 1.0> : tile<2x4xf16>
    %0 = reshape %c : tile<2x4xf16> -> tile<8xf16>
    return %0 : tile<8xf16>
  }
}
