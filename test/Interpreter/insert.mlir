// insert writes the sub-tile at a sub-tile index; extract of the same index
// gives it back; an index past the grid is reported.
// RUN: tile-run %s --entry ins --print-outputs | FileCheck %s
// RUN: not tile-run %s --entry oob 2>&1 | FileCheck %s --check-prefix=OOB

cuda_tile.module @m {
  // CHECK: result 0 = 4x4xi32 {{\[\[}}0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 90, 91], [12, 13, 92, 93]]
  // CHECK: result 1 = 2x2xi32 {{\[\[}}90, 91], [92, 93]]
  // CHECK: result 2 = 4xf32 [0, 0, 7, 0]
  testing$func @ins() -> (tile<4x4xi32>, tile<2x2xi32>, tile<4xf32>) {
    %i = iota : tile<16xi32>
    %d = reshape %i : tile<16xi32> -> tile<4x4xi32>
    %s = constant <i32: [[90, 91], [92, 93]]> : tile<2x2xi32>
    %one = constant <i32: 1> : tile<i32>
    %two = constant <i32: 2> : tile<i32>
    %r = insert %s, %d[%one, %one] : tile<2x2xi32> -> tile<4x4xi32>
    %e = extract %r[%one, %one] : tile<4x4xi32> -> tile<2x2xi32>
    %z = constant <f32: 0.0> : tile<4xf32>
    %seven = constant <f32: 7.0> : tile<1xf32>
    %v = insert %seven, %z[%two] : tile<1xf32> -> tile<4xf32>
    return %r, %e, %v : tile<4x4xi32>, tile<2x2xi32>, tile<4xf32>
  }

  // OOB: insert: slice index 2 of dimension 0 is out of range (2 slices)
  testing$func @oob() -> tile<4xf32> {
    %z = constant <f32: 0.0> : tile<4xf32>
    %s = constant <f32: 1.0> : tile<2xf32>
    %two = constant <i32: 2> : tile<i32>
    %v = insert %s, %z[%two] : tile<2xf32> -> tile<4xf32>
    return %v : tile<4xf32>
  }
}
