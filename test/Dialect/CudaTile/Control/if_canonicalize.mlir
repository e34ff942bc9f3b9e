// RUN: tile-opt %s -canonicalize | FileCheck %s

cuda_tile.module @m {
  // An if without results or effects is dead.
  // CHECK-LABEL: testing$func @dead
  // CHECK-NEXT: }
  testing$func @dead(%c: tile<i1>) {
    if %c {
      %b:3 = get_tile_block_id : tile<i32>
    } else {
    }
  }

  // An if whose region leaves through return/continue/break is control flow
  // and stays, even with an otherwise pure body.
  // CHECK-LABEL: testing$func @early_return
  // CHECK: if %{{.*}} {
  // CHECK-NEXT: return
  testing$func @early_return(%c: tile<i1>) {
    if %c {
      return
    }
  }

  // CHECK-LABEL: testing$func @early_exits
  // CHECK: loop
  // CHECK-NEXT: if %{{.*}} {
  // CHECK-NEXT: break
  // CHECK: if %{{.*}} {
  // CHECK-NEXT: continue
  testing$func @early_exits(%c: tile<i1>, %d: tile<i1>) {
    loop {
      if %c {
        break
      }
      if %d {
        continue
      }
      %t = print_tko "x" -> token
    }
  }

  // The inner if reports a conservative effect for its break, so the loop
  // and the outer if around it are kept too (a loop may not terminate).
  // CHECK-LABEL: testing$func @nested_exit
  // CHECK: if
  // CHECK: loop
  // CHECK: break
  testing$func @nested_exit(%c: tile<i1>) {
    if %c {
      loop {
        if %c {
          break
        }
      }
    }
  }

  // Both branches yield the same outer value: the result is that value.
  // CHECK-LABEL: testing$func @common_yield
  // CHECK-SAME: (%[[C:.*]]: tile<i1>, %[[X:.*]]: tile<f32>, %[[Y:.*]]: tile<f32>)
  // CHECK: %[[R:.*]]:2 = if %[[C]] -> (tile<f32>, tile<f32>)
  // CHECK: return %[[X]], %[[R]]#1 : tile<f32>, tile<f32>
  testing$func @common_yield(%c: tile<i1>, %x: tile<f32>, %y: tile<f32>) -> (tile<f32>, tile<f32>) {
    %r:2 = if %c -> (tile<f32>, tile<f32>) {
      %t = print_tko "then" -> token
      yield %x, %x : tile<f32>, tile<f32>
    } else {
      yield %x, %y : tile<f32>, tile<f32>
    }
    return %r#0, %r#1 : tile<f32>, tile<f32>
  }
}
