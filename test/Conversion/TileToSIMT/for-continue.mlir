// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s

// An early `continue` inside an `if` of a `for` body: the `if` yields
// (exited, isContinue, values) and the rest of the body is guarded.
// CHECK-LABEL: gpu.func @for_early_continue
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A:.*]] = %{{.*}}) -> (f32)
// CHECK: %[[IF:.*]]:3 = scf.if %{{.*}} -> (i1, i1, f32) {
// CHECK: scf.yield %true{{.*}}, %true{{.*}}, %[[A]]
// CHECK: %[[REST:.*]]:3 = scf.if %[[IF]]#0 -> (i1, i1, f32) {
// CHECK: } else {
// CHECK: %[[S:.*]] = arith.addf %[[A]], %[[A]]
// CHECK: scf.yield %true{{.*}}, %true{{.*}}, %[[S]]
// CHECK: scf.yield %[[REST]]#2 : f32
cuda_tile.module @m {
  entry @for_early_continue(%n: tile<i32>, %f: tile<f32>, %c: tile<i1>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r = for %iv in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %f) -> (tile<f32>) {
      if %c {
        continue %a : tile<f32>
      }
      %s = addf %a, %a : tile<f32>
      continue %s : tile<f32>
    }
    return
  }
}
