// RUN: tile-opt %s -canonicalize | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @identity
  // CHECK-SAME: (%[[A:.*]]: tile<2x4xf32>)
  // CHECK-NEXT: return %[[A]]
  testing$func @identity(%a: tile<2x4xf32>) -> tile<2x4xf32> {
    %0 = broadcast %a : tile<2x4xf32> -> tile<2x4xf32>
    return %0 : tile<2x4xf32>
  }

  // CHECK-LABEL: testing$func @splat
  // CHECK-NEXT: %[[C:.*]] = constant <f32: 2.500000e+00> : tile<8x4xf32>
  // CHECK-NEXT: return %[[C]]
  testing$func @splat() -> tile<8x4xf32> {
    %c = constant <f32: 2.5> : tile<1x4xf32>
    %0 = broadcast %c : tile<1x4xf32> -> tile<8x4xf32>
    return %0 : tile<8x4xf32>
  }

  // A list constant is not expanded (it could grow a lot).
  // CHECK-LABEL: testing$func @list
  // CHECK: broadcast
  testing$func @list() -> tile<8x2xi32> {
    %c = constant <i32: [[1, 2]]> : tile<1x2xi32>
    %0 = broadcast %c : tile<1x2xi32> -> tile<8x2xi32>
    return %0 : tile<8x2xi32>
  }

  // CHECK-LABEL: testing$func @chain
  // CHECK-SAME: (%[[A:.*]]: tile<1x1xi16>)
  // CHECK-NEXT: %[[B:.*]] = broadcast %[[A]] : tile<1x1xi16> -> tile<4x8xi16>
  // CHECK-NEXT: return %[[B]]
  testing$func @chain(%a: tile<1x1xi16>) -> tile<4x8xi16> {
    %0 = broadcast %a : tile<1x1xi16> -> tile<1x8xi16>
    %1 = broadcast %0 : tile<1x8xi16> -> tile<4x8xi16>
    return %1 : tile<4x8xi16>
  }
}
