// ftoi's `saturating` flag (13.4) prints after the rounding mode.
// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// CHECK-LABEL: testing$func @sat
// CHECK: ftoi %{{.*}} signed saturating : tile<4xf32> -> tile<4xi8>
// CHECK: ftoi %{{.*}} unsigned : tile<4xf32> -> tile<4xi8>
cuda_tile.module @m {
  testing$func @sat(%x: tile<4xf32>) {
    %0 = ftoi %x signed saturating : tile<4xf32> -> tile<4xi8>
    %1 = ftoi %x unsigned : tile<4xf32> -> tile<4xi8>
    return
  }
}
