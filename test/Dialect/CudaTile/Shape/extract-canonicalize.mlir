// RUN: tile-opt %s -canonicalize | FileCheck %s

cuda_tile.module @m {
  // Only slice 0 exists when the shapes are equal.
  // CHECK-LABEL: testing$func @whole
  // CHECK-SAME: (%[[A:.*]]: tile<4x2xf32>, %{{.*}}: tile<i32>)
  // CHECK-NEXT: return %[[A]]
  testing$func @whole(%a: tile<4x2xf32>, %i: tile<i32>) -> tile<4x2xf32> {
    %0 = extract %a[%i, %i] : tile<4x2xf32> -> tile<4x2xf32>
    return %0 : tile<4x2xf32>
  }

  // CHECK-LABEL: testing$func @splat
  // CHECK-NEXT: %[[C:.*]] = constant <f32: 3.000000e+00> : tile<2xf32>
  // CHECK-NEXT: return %[[C]]
  testing$func @splat(%i: tile<i32>) -> tile<2xf32> {
    %c = constant <f32: 3.0> : tile<8xf32>
    %0 = extract %c[%i] : tile<8xf32> -> tile<2xf32>
    return %0 : tile<2xf32>
  }

  // Slice (1, 0) of 2x2 slices of a 4x4 constant: rows 2-3, cols 0-1.
  // CHECK-LABEL: testing$func @slice
  // CHECK-NEXT: %[[C:.*]] = constant <i32: {{\[\[}}8, 9], [12, 13]]> : tile<2x2xi32>
  // CHECK-NEXT: return %[[C]]
  testing$func @slice() -> tile<2x2xi32> {
    %c = constant <i32: [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tile<4x4xi32>
    %i0 = constant <i32: 1> : tile<i32>
    %i1 = constant <i32: 0> : tile<i32>
    %0 = extract %c[%i0, %i1] : tile<4x4xi32> -> tile<2x2xi32>
    return %0 : tile<2x2xi32>
  }

  // An out-of-range slice is left for the device (undefined behaviour).
  // CHECK-LABEL: testing$func @out_of_range
  // CHECK: extract
  testing$func @out_of_range() -> tile<2xi32> {
    %c = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
    %i = constant <i32: 2> : tile<i32>
    %0 = extract %c[%i] : tile<4xi32> -> tile<2xi32>
    return %0 : tile<2xi32>
  }
}
