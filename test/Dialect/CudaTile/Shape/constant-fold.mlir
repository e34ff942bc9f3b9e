// RUN: tile-opt %s -canonicalize | FileCheck %s
// RUN: tile-opt %s -cse | FileCheck %s --check-prefix=CSE

// constant is ConstantLike: canonicalize hoists and uniques it, cse merges
// equal ones, and folders elsewhere can materialise new ones.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @dedup
  // CHECK: %[[C:.*]] = constant <i32: 3> : tile<4xi32>
  // CHECK-NOT: constant
  // CHECK: return %[[C]], %[[C]]
  // CSE-LABEL: testing$func @dedup
  // CSE-COUNT-1: constant <i32: 3>
  // CSE-NOT: constant
  testing$func @dedup() -> (tile<4xi32>, tile<4xi32>) {
    %0 = constant <i32: 3> : tile<4xi32>
    %1 = constant <i32: 3> : tile<4xi32>
    return %0, %1 : tile<4xi32>, tile<4xi32>
  }

  // Unused constants are dead.
  // CHECK-LABEL: testing$func @dead
  // CSE-LABEL: testing$func @dead
  // CHECK-NOT: constant
  testing$func @dead() {
    %0 = constant <f32: 1.0> : tile<8xf32>
    return
  }

  // Distinct values stay distinct.
  // CHECK-LABEL: testing$func @distinct
  // CHECK-DAG: constant <f32: 1.000000e+00> : tile<8xf32>
  // CHECK-DAG: constant <f32: 2.000000e+00> : tile<8xf32>
  testing$func @distinct() -> (tile<8xf32>, tile<8xf32>) {
    %0 = constant <f32: 1.0> : tile<8xf32>
    %1 = constant <f32: 2.0> : tile<8xf32>
    return %0, %1 : tile<8xf32>, tile<8xf32>
  }
}
