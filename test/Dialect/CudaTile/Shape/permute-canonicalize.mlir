// RUN: tile-opt %s -canonicalize | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @identity
  // CHECK-SAME: (%[[A:.*]]: tile<2x4xf32>)
  // CHECK-NEXT: return %[[A]]
  testing$func @identity(%a: tile<2x4xf32>) -> tile<2x4xf32> {
    %0 = permute %a [0, 1] : tile<2x4xf32> -> tile<2x4xf32>
    return %0 : tile<2x4xf32>
  }

  // Two permutes compose: result dim i is x dim p[q[i]].
  // CHECK-LABEL: testing$func @compose
  // CHECK-SAME: (%[[A:.*]]: tile<2x4x8xf32>)
  // CHECK-NEXT: %[[P:.*]] = permute %[[A]] [2, 1, 0] : tile<2x4x8xf32> -> tile<8x4x2xf32>
  // CHECK-NEXT: return %[[P]]
  testing$func @compose(%a: tile<2x4x8xf32>) -> tile<8x4x2xf32> {
    %0 = permute %a [1, 2, 0] : tile<2x4x8xf32> -> tile<4x8x2xf32>
    %1 = permute %0 [1, 0, 2] : tile<4x8x2xf32> -> tile<8x4x2xf32>
    return %1 : tile<8x4x2xf32>
  }

  // CHECK-LABEL: testing$func @inverse
  // CHECK-SAME: (%[[A:.*]]: tile<2x4x8xf32>)
  // CHECK-NEXT: return %[[A]]
  testing$func @inverse(%a: tile<2x4x8xf32>) -> tile<2x4x8xf32> {
    %0 = permute %a [2, 0, 1] : tile<2x4x8xf32> -> tile<8x2x4xf32>
    %1 = permute %0 [1, 2, 0] : tile<8x2x4xf32> -> tile<2x4x8xf32>
    return %1 : tile<2x4x8xf32>
  }

  // CHECK-LABEL: testing$func @transpose_constant
  // CHECK-NEXT: %[[C:.*]] = constant <i32: {{\[\[}}1, 4], [2, 5], [3, 6], [7, 8]]> : tile<4x2xi32>
  // CHECK-NEXT: return %[[C]]
  testing$func @transpose_constant() -> tile<4x2xi32> {
    %c = constant <i32: [[1, 2, 3, 7], [4, 5, 6, 8]]> : tile<2x4xi32>
    %0 = permute %c [1, 0] : tile<2x4xi32> -> tile<4x2xi32>
    return %0 : tile<4x2xi32>
  }

  // CHECK-LABEL: testing$func @splat
  // CHECK-NEXT: %[[C:.*]] = constant <i1: true> : tile<4x2xi1>
  // CHECK-NEXT: return %[[C]]
  testing$func @splat() -> tile<4x2xi1> {
    %c = constant <i1: true> : tile<2x4xi1>
    %0 = permute %c [1, 0] : tile<2x4xi1> -> tile<4x2xi1>
    return %0 : tile<4x2xi1>
  }
}
