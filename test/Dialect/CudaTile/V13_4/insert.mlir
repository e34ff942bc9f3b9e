// insert (13.4), the inverse of extract, parses and prints as
// `insert %sub, %dest[%i..] : SUB -> DEST`.
// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// CHECK-LABEL: testing$func @ins
// CHECK: insert %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : tile<2x4xf32> -> tile<4x8xf32>
// CHECK: insert %{{.*}}, %{{.*}}[] : tile<i32> -> tile<i32>
cuda_tile.module @m {
  testing$func @ins(%s: tile<2x4xf32>, %d: tile<4x8xf32>, %i: tile<i32>) {
    %0 = insert %s, %d[%i, %i] : tile<2x4xf32> -> tile<4x8xf32>
    %1 = insert %i, %i[] : tile<i32> -> tile<i32>
    return
  }
}
