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

  // A constant condition whose taken branch leaves (return, continue, break)
  // ends the parent block there: the rest never runs (NVIDIA's
  // canonicalize.mlir, test_if_static_cond_{return,continue,break}).
  // CHECK-LABEL: testing$func @static_return
  // CHECK-NEXT: %[[A:.*]] = constant <i32: 0>
  // CHECK-NEXT: return %[[A]] : tile<i32>
  // CHECK-NEXT: }
  testing$func @static_return(%x: tile<i32>) -> tile<i32> {
    %a = constant <i32: 0> : tile<i32>
    %true = constant <i1: true> : tile<i1>
    %r = if %true -> (tile<i32>) {
      return %a : tile<i32>
    } else {
      yield %x : tile<i32>
    }
    %t = print_tko "unreached" -> token
    %s = addi %r, %x : tile<i32>
    return %s : tile<i32>
  }

  // The else branch is taken when the condition is false.
  // CHECK-LABEL: testing$func @static_false_return
  // CHECK-NOT: if
  // CHECK-NOT: print_tko
  // CHECK: return %{{.*}} : tile<i32>
  // CHECK-NEXT: }
  testing$func @static_false_return(%x: tile<i32>) -> tile<i32> {
    %false = constant <i1: false> : tile<i1>
    %r = if %false -> (tile<i32>) {
      yield %x : tile<i32>
    } else {
      return %x : tile<i32>
    }
    %t = print_tko "unreached" -> token
    return %r : tile<i32>
  }

  // CHECK-LABEL: testing$func @static_continue
  // CHECK: for
  // CHECK-NEXT: continue %{{.*}} : tile<i32>
  // CHECK-NEXT: }
  testing$func @static_continue(%n: tile<i32>) -> tile<i32> {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %true = constant <i1: true> : tile<i1>
    %r = for %i in (%zero to %n, step %one) : tile<i32> iter_values(%acc = %zero) -> (tile<i32>) {
      %v = if %true -> (tile<i32>) {
        continue %i : tile<i32>
      } else {
        yield %acc : tile<i32>
      }
      %w = addi %v, %one : tile<i32>
      continue %w : tile<i32>
    }
    return %r : tile<i32>
  }

  // CHECK-LABEL: testing$func @static_break
  // CHECK: loop
  // CHECK-NEXT: break %{{.*}} : tile<i32>
  // CHECK-NEXT: }
  testing$func @static_break(%x: tile<i32>) -> tile<i32> {
    %true = constant <i1: true> : tile<i1>
    %r = loop iter_values(%acc = %x) : tile<i32> -> tile<i32> {
      %v = if %true -> (tile<i32>) {
        break %acc : tile<i32>
      } else {
        yield %acc : tile<i32>
      }
      %w = addi %v, %v : tile<i32>
      continue %w : tile<i32>
    }
    return %r : tile<i32>
  }
}
