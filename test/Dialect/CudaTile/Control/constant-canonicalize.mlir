// RUN: tile-opt %s -canonicalize | FileCheck %s

// Folds of for/if on constant operands (uses the Shape group's `constant`).

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @if_true
  // CHECK-SAME: (%[[X:.*]]: tile<f32>, %[[Y:.*]]: tile<f32>)
  // CHECK-NOT: if
  // CHECK: print_tko "then"
  // CHECK-NOT: print_tko "else"
  // CHECK: return %[[X]]
  testing$func @if_true(%x: tile<f32>, %y: tile<f32>) -> tile<f32> {
    %t = constant <i1: true> : tile<i1>
    %r = if %t -> (tile<f32>) {
      %p = print_tko "then" -> token
      yield %x : tile<f32>
    } else {
      %p = print_tko "else" -> token
      yield %y : tile<f32>
    }
    return %r : tile<f32>
  }

  // CHECK-LABEL: testing$func @if_false
  // CHECK-SAME: (%[[X:.*]]: tile<f32>, %[[Y:.*]]: tile<f32>)
  // CHECK-NOT: if
  // CHECK-NOT: print_tko "then"
  // CHECK: print_tko "else"
  // CHECK-NOT: print_tko "alone"
  // CHECK: return %[[Y]]
  testing$func @if_false(%x: tile<f32>, %y: tile<f32>) -> tile<f32> {
    %f = constant <i1: false> : tile<i1>
    %r = if %f -> (tile<f32>) {
      %p = print_tko "then" -> token
      yield %x : tile<f32>
    } else {
      %p = print_tko "else" -> token
      yield %y : tile<f32>
    }
    if %f {
      %p = print_tko "alone" -> token
    }
    return %r : tile<f32>
  }

  // A taken region ending in continue/break/return is inlined and ends its
  // parent block (if-canonicalize.mlir has the cases with code after it).
  // Here the loop is left at once and goes too, and the function returns.
  // CHECK-LABEL: testing$func @if_exit
  // CHECK-NEXT: }
  testing$func @if_exit() {
    %t = constant <i1: true> : tile<i1>
    loop {
      if %t {
        break
      }
    }
    if %t {
      return
    }
  }

  // Constant bounds with lb >= ub: the loop never runs.
  // CHECK-LABEL: testing$func @for_empty
  // CHECK-SAME: (%[[X:.*]]: tile<f32>)
  // CHECK-NOT: for
  // CHECK: return %[[X]]
  testing$func @for_empty(%x: tile<f32>) -> tile<f32> {
    %c5 = constant <i32: 5> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r = for %iv in (%c5 to %c1, step %c1) : tile<i32> iter_values(%a = %x) -> (tile<f32>) {
      %p = print_tko "body" -> token
      continue %a : tile<f32>
    }
    return %r : tile<f32>
  }

  // -1 < 1 signed, but 0xffffffff >= 1 unsigned.
  // CHECK-LABEL: testing$func @for_signedness
  // CHECK: for %{{.*}} in
  // CHECK: print_tko "signed"
  // CHECK-NOT: for
  // CHECK-NOT: print_tko "unsigned"
  testing$func @for_signedness() {
    %m1 = constant <i32: -1> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    for %iv in (%m1 to %c1, step %c1) : tile<i32> {
      %p = print_tko "signed" -> token
    }
    for unsigned %iv in (%m1 to %c1, step %c1) : tile<i32> {
      %p = print_tko "unsigned" -> token
    }
  }
}
