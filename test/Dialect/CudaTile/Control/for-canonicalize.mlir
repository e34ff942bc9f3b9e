// RUN: tile-opt %s -canonicalize | FileCheck %s

cuda_tile.module @m {
  // A for from a bound to itself never runs: its results are its inits.
  // CHECK-LABEL: testing$func @empty_range
  // CHECK-SAME: (%[[LB:.*]]: tile<i32>, %[[UB:.*]]: tile<i32>, %[[X:.*]]: tile<f32>)
  // CHECK-NOT: for
  // CHECK: return %[[X]] : tile<f32>
  testing$func @empty_range(%lb: tile<i32>, %ub: tile<i32>, %x: tile<f32>) -> tile<f32> {
    %r = for %iv in (%lb to %lb, step %ub) : tile<i32> iter_values(%a = %x) -> (tile<f32>) {
      %t = print_tko "%f", %a : tile<f32> -> token
      continue %a : tile<f32>
    }
    return %r : tile<f32>
  }

  // A for whose range may be non-empty stays.
  // CHECK-LABEL: testing$func @maybe_empty
  // CHECK: %[[R:.*]] = for
  // CHECK: return %[[R]]
  testing$func @maybe_empty(%lb: tile<i32>, %ub: tile<i32>, %x: tile<f32>) -> tile<f32> {
    %r = for %iv in (%lb to %ub, step %ub) : tile<i32> iter_values(%a = %x) -> (tile<f32>) {
      %t = print_tko "%f", %a : tile<f32> -> token
      continue %a : tile<f32>
    }
    return %r : tile<f32>
  }

  // A for without results or effects is dead.
  // CHECK-LABEL: testing$func @dead
  // CHECK-NEXT: }
  testing$func @dead(%lb: tile<i32>, %ub: tile<i32>) {
    for %iv in (%lb to %ub, step %ub) : tile<i32> {
      %b:3 = get_tile_block_id : tile<i32>
    }
  }

  // Effects in the body keep it.
  // CHECK-LABEL: testing$func @effects
  // CHECK: for
  // CHECK: print_tko
  testing$func @effects(%lb: tile<i32>, %ub: tile<i32>) {
    for %iv in (%lb to %ub, step %ub) : tile<i32> {
      %t = print_tko "%d", %iv : tile<i32> -> token
    }
  }
}
