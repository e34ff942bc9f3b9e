// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @plain
  // CHECK: for %[[IV:.*]] in (%{{.*}} to %{{.*}}, step %{{.*}}) : tile<i32> {
  // CHECK-NEXT: }
  testing$func @plain(%lb: tile<i32>, %ub: tile<i32>, %s: tile<i32>) {
    for %iv in (%lb to %ub, step %s) : tile<i32> {
      continue
    }
  }

  // CHECK-LABEL: testing$func @implicit_continue
  // CHECK: for {{.*}} : tile<i64> {
  // CHECK-NOT: continue
  // CHECK: }
  testing$func @implicit_continue(%lb: tile<i64>, %ub: tile<i64>, %s: tile<i64>) {
    cuda_tile.for %iv in (%lb to %ub, step %s) : !cuda_tile.tile<i64> {
    }
  }

  // CHECK-LABEL: testing$func @unsigned_cmp
  // CHECK: for unsigned %{{.*}} in (%{{.*}} to %{{.*}}, step %{{.*}}) : tile<i16> {
  testing$func @unsigned_cmp(%lb: tile<i16>, %ub: tile<i16>, %s: tile<i16>) {
    for unsigned %iv in (%lb to %ub, step %s) : tile<i16> {
    }
  }

  // CHECK-LABEL: testing$func @iter_values
  // CHECK-SAME: (%[[LB:.*]]: tile<i32>, %[[UB:.*]]: tile<i32>, %[[S:.*]]: tile<i32>, %[[X:.*]]: tile<4x8xf32>, %[[Y:.*]]: tile<i1>)
  // CHECK: %[[R:.*]]:2 = for %[[IV:.*]] in (%[[LB]] to %[[UB]], step %[[S]]) : tile<i32> iter_values(%[[A:.*]] = %[[X]], %[[B:.*]] = %[[Y]]) -> (tile<4x8xf32>, tile<i1>) {
  // CHECK-NEXT: continue %[[A]], %[[B]] : tile<4x8xf32>, tile<i1>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[R]]#0 : tile<4x8xf32>
  testing$func @iter_values(%lb: tile<i32>, %ub: tile<i32>, %s: tile<i32>,
                            %x: tile<4x8xf32>, %y: tile<i1>) -> tile<4x8xf32> {
    %r:2 = for %iv in (%lb to %ub, step %s) : tile<i32>
        iter_values(%a = %x, %b = %y) -> (tile<4x8xf32>, tile<i1>) {
      continue %a, %b : tile<4x8xf32>, tile<i1>
    }
    return %r#0 : tile<4x8xf32>
  }

  // The induction variable is usable in the body, and `continue` may sit in
  // an `if` of the body.
  // CHECK-LABEL: testing$func @early_continue
  // CHECK: for %[[IV:.*]] in ({{.*}}) : tile<i32> iter_values(%[[A:.*]] = %{{.*}}) -> (tile<i32>) {
  // CHECK-NEXT: if %{{.*}} {
  // CHECK-NEXT: continue %[[IV]] : tile<i32>
  // CHECK-NEXT: }
  // CHECK-NEXT: continue %[[A]] : tile<i32>
  testing$func @early_continue(%lb: tile<i32>, %ub: tile<i32>, %s: tile<i32>, %c: tile<i1>) {
    %r = for %iv in (%lb to %ub, step %s) : tile<i32> iter_values(%a = %lb) -> (tile<i32>) {
      if %c {
        continue %iv : tile<i32>
      }
      continue %a : tile<i32>
    }
  }

  // Discardable attributes print after the body.
  // CHECK-LABEL: testing$func @attrs
  // CHECK: for unsigned
  // CHECK: } {tag = 1 : i32}
  testing$func @attrs(%lb: tile<i32>, %ub: tile<i32>, %s: tile<i32>) {
    for unsigned %iv in (%lb to %ub, step %s) : tile<i32> {
    } {tag = 1 : i32}
  }
}
