// RUN: tile-opt %s -canonicalize | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @same_arms
  // CHECK-SAME: (%{{.*}}: tile<4xi1>, %[[A:.*]]: tile<4xf32>)
  // CHECK-NEXT: return %[[A]]
  testing$func @same_arms(%c: tile<4xi1>, %a: tile<4xf32>) -> tile<4xf32> {
    %0 = select %c, %a, %a : tile<4xi1>, tile<4xf32>
    return %0 : tile<4xf32>
  }

  // CHECK-LABEL: testing$func @always
  // CHECK-SAME: (%[[A:.*]]: tile<4xf32>, %[[B:.*]]: tile<4xf32>)
  // CHECK-NEXT: return %[[A]], %[[B]]
  testing$func @always(%a: tile<4xf32>, %b: tile<4xf32>) -> (tile<4xf32>, tile<4xf32>) {
    %t = constant <i1: true> : tile<4xi1>
    %f = constant <i1: false> : tile<4xi1>
    %0 = select %t, %a, %b : tile<4xi1>, tile<4xf32>
    %1 = select %f, %a, %b : tile<4xi1>, tile<4xf32>
    return %0, %1 : tile<4xf32>, tile<4xf32>
  }

  // CHECK-LABEL: testing$func @bool_identity
  // CHECK-SAME: (%[[C:.*]]: tile<4xi1>)
  // CHECK-NEXT: return %[[C]]
  testing$func @bool_identity(%c: tile<4xi1>) -> tile<4xi1> {
    %t = constant <i1: true> : tile<4xi1>
    %f = constant <i1: false> : tile<4xi1>
    %0 = select %c, %t, %f : tile<4xi1>, tile<4xi1>
    return %0 : tile<4xi1>
  }

  // CHECK-LABEL: testing$func @elementwise
  // CHECK-NEXT: %[[C:.*]] = constant <i32: [1, 20, 30, 4]> : tile<4xi32>
  // CHECK-NEXT: return %[[C]]
  testing$func @elementwise() -> tile<4xi32> {
    %c = constant <i1: [true, false, false, true]> : tile<4xi1>
    %a = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %b = constant <i32: [10, 20, 30, 40]> : tile<4xi32>
    %0 = select %c, %a, %b : tile<4xi1>, tile<4xi32>
    return %0 : tile<4xi32>
  }

  // A constant list condition with unknown arms stays.
  // CHECK-LABEL: testing$func @unknown_arms
  // CHECK: select
  testing$func @unknown_arms(%a: tile<2xf32>, %b: tile<2xf32>) -> tile<2xf32> {
    %c = constant <i1: [true, false]> : tile<2xi1>
    %0 = select %c, %a, %b : tile<2xi1>, tile<2xf32>
    return %0 : tile<2xf32>
  }
}
