// RUN: tile-opt %s -canonicalize | FileCheck %s

// Float identities that need no constant.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @sign_ops
  // CHECK-SAME: (%[[A:.*]]: tile<4xf32>)
  testing$func @sign_ops(%a: tile<4xf32>) -> (tile<4xf32>, tile<4xf32>, tile<4xf32>) {
    // CHECK-NEXT: %[[ABS:.*]] = absf %[[A]] : tile<4xf32>
    %0 = negf %a : tile<4xf32>
    %1 = negf %0 : tile<4xf32>
    // |-x| reads x; ||x|| is |x|.
    %2 = absf %0 : tile<4xf32>
    %3 = absf %2 : tile<4xf32>
    // CHECK-NEXT: return %[[A]], %[[ABS]], %[[ABS]]
    return %1, %2, %3 : tile<4xf32>, tile<4xf32>, tile<4xf32>
  }

  // CHECK-LABEL: testing$func @integral
  // CHECK-SAME: (%[[A:.*]]: tile<4xf16>)
  testing$func @integral(%a: tile<4xf16>) -> (tile<4xf16>, tile<4xf16>) {
    // CHECK-NEXT: %[[C:.*]] = ceil %[[A]] : tile<4xf16>
    // CHECK-NEXT: %[[F:.*]] = floor %[[A]] : tile<4xf16>
    %0 = ceil %a : tile<4xf16>
    %1 = floor %0 : tile<4xf16>
    %2 = floor %a : tile<4xf16>
    %3 = ceil %2 : tile<4xf16>
    // CHECK-NEXT: return %[[C]], %[[F]]
    return %1, %3 : tile<4xf16>, tile<4xf16>
  }

  // CHECK-LABEL: testing$func @min_max_same
  // CHECK-SAME: (%[[A:.*]]: tile<4xf32>)
  testing$func @min_max_same(%a: tile<4xf32>) -> (tile<4xf32>, tile<4xf32>, tile<4xf32>) {
    // CHECK-NEXT: %[[FTZ:.*]] = maxf %[[A]], %[[A]] flush_to_zero
    %0 = maxf %a, %a : tile<4xf32>
    %1 = minf %a, %a propagate_nan : tile<4xf32>
    // flush_to_zero changes subnormal x, so max(x, x) is not x.
    %2 = maxf %a, %a flush_to_zero : tile<4xf32>
    // CHECK-NEXT: return %[[A]], %[[A]], %[[FTZ]]
    return %0, %1, %2 : tile<4xf32>, tile<4xf32>, tile<4xf32>
  }
}
