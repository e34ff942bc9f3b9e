// RUN: tile-opt %s -canonicalize | FileCheck %s

// Integer identities that need no constant.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @same_operand
  // CHECK-SAME: (%[[A:.*]]: tile<4xi32>)
  testing$func @same_operand(%a: tile<4xi32>) -> (tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>) {
    %0 = andi %a, %a : tile<4xi32>
    %1 = ori %a, %a : tile<4xi32>
    %2 = maxi %a, %a signed : tile<4xi32>
    %3 = mini %a, %a unsigned : tile<4xi32>
    // CHECK-NEXT: return %[[A]], %[[A]], %[[A]], %[[A]]
    return %0, %1, %2, %3 : tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>
  }

  // CHECK-LABEL: testing$func @involutions
  // CHECK-SAME: (%[[A:.*]]: tile<4xi32>)
  testing$func @involutions(%a: tile<4xi32>) -> (tile<4xi32>, tile<4xi32>) {
    // CHECK-NEXT: %[[ABS:.*]] = absi %[[A]] : tile<4xi32>
    %0 = negi %a : tile<4xi32>
    %1 = negi %0 overflow<no_signed_wrap> : tile<4xi32>
    %2 = absi %a : tile<4xi32>
    %3 = absi %2 : tile<4xi32>
    // CHECK-NEXT: return %[[A]], %[[ABS]]
    return %1, %3 : tile<4xi32>, tile<4xi32>
  }

  // Ops with other operands stay.
  // CHECK-LABEL: testing$func @kept
  testing$func @kept(%a: tile<4xi32>, %b: tile<4xi32>) -> (tile<4xi32>, tile<4xi32>) {
    // CHECK-NEXT: andi
    // CHECK-NEXT: negi
    // CHECK-NEXT: return
    %0 = andi %a, %b : tile<4xi32>
    %1 = negi %a : tile<4xi32>
    return %0, %1 : tile<4xi32>, tile<4xi32>
  }
}
