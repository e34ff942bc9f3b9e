// One function result is printed without parentheses and parses either way.
// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK: testing$func @mixed_return_short(%{{.*}}: tile<i32>) -> tile<i32> {
  testing$func @mixed_return_short(%a: tile<i32>) -> tile<i32> {
    return %a : tile<i32>
  }
  // CHECK: testing$func @mixed_return_long(%{{.*}}: tile<i32>) -> tile<i32> {
  testing$func @mixed_return_long(%a: !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> {
    return %a : tile<i32>
  }
  // CHECK: testing$func @paren(%{{.*}}: tile<i32>) -> tile<i32> {
  testing$func @paren(%a: tile<i32>) -> (tile<i32>) {
    return %a : tile<i32>
  }
  // CHECK: testing$func @two(%{{.*}}: tile<i32>) -> (tile<i32>, tile<i32>) {
  testing$func @two(%a: tile<i32>) -> (tile<i32>, tile<i32>) {
    return %a, %a : tile<i32>, tile<i32>
  }
}
