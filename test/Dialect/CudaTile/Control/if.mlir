// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @no_results
  // CHECK: if %{{.*}} {
  // CHECK-NEXT: }
  // CHECK-NOT: else
  // CHECK: if %{{.*}} {
  // CHECK-NEXT: } else {
  // CHECK-NEXT: }
  testing$func @no_results(%c: tile<i1>) {
    if %c {
      yield
    }
    cuda_tile.if %c {
    } else {
    }
  }

  // CHECK-LABEL: testing$func @results
  // CHECK-SAME: (%[[C:.*]]: tile<i1>, %[[X:.*]]: tile<f32>, %[[Y:.*]]: tile<4xi32>, %[[Z:.*]]: tile<f32>)
  // CHECK: %[[R:.*]]:2 = if %[[C]] -> (tile<f32>, tile<4xi32>) {
  // CHECK-NEXT: yield %[[X]], %[[Y]] : tile<f32>, tile<4xi32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: yield %[[Z]], %[[Y]] : tile<f32>, tile<4xi32>
  // CHECK-NEXT: }
  testing$func @results(%c: tile<i1>, %x: tile<f32>, %y: tile<4xi32>, %z: tile<f32>) {
    %r:2 = if %c -> (tile<f32>, tile<4xi32>) {
      yield %x, %y : tile<f32>, tile<4xi32>
    } else {
      yield %z, %y : tile<f32>, tile<4xi32>
    }
  }

  // `return` may end an `if` outside loops.
  // CHECK-LABEL: testing$func @early_return
  // CHECK: if %{{.*}} {
  // CHECK-NEXT: return %{{.*}} : tile<f32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  testing$func @early_return(%c: tile<i1>, %x: tile<f32>) -> tile<f32> {
    if %c {
      return %x : tile<f32>
    }
    return %x : tile<f32>
  }

  // CHECK-LABEL: entry @early_return_entry
  // CHECK: if %{{.*}} {
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  entry @early_return_entry(%c: tile<i1>) {
    if %c {
      return
    }
  }

  // One branch may leave the enclosing loop while the other yields; ifs nest.
  // CHECK-LABEL: testing$func @exit_and_yield
  // CHECK: %[[R:.*]] = loop iter_values(%[[A:.*]] = %{{.*}}) : tile<f32> -> tile<f32> {
  // CHECK-NEXT: %{{.*}} = if %{{.*}} -> (tile<f32>) {
  // CHECK-NEXT: if %{{.*}} {
  // CHECK-NEXT: continue %[[A]] : tile<f32>
  // CHECK-NEXT: }
  // CHECK-NEXT: break %[[A]] : tile<f32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT: yield %[[A]] : tile<f32>
  // CHECK-NEXT: }
  testing$func @exit_and_yield(%c: tile<i1>, %x: tile<f32>) {
    %r = loop iter_values(%a = %x) : tile<f32> -> tile<f32> {
      %v = if %c -> (tile<f32>) {
        if %c {
          continue %a : tile<f32>
        }
        break %a : tile<f32>
      } else {
        yield %a : tile<f32>
      }
      continue %v : tile<f32>
    }
  }

  // CHECK-LABEL: testing$func @attrs
  // CHECK: } {tag}
  testing$func @attrs(%c: tile<i1>) {
    if %c {
    } {tag}
  }
}
