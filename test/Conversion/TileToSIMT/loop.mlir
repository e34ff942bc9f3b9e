// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s

// `loop` becomes scf.while: the body runs in the `before` region and
// scf.condition carries "ended in continue"; the tiles stay tensors with a
// layout (registers), never memory.
// CHECK-LABEL: gpu.func @loop_break_continue
// CHECK: %[[W:.*]]:2 = scf.while (%[[ACC:.*]] = %{{.*}}, %[[I:.*]] = %{{.*}}) : (tensor<256xf32, #tile_simt.blocked<{{.*}}>>, i32) -> (tensor<256xf32, #tile_simt.blocked<{{.*}}>>, i32) {
// A `break` inside an `if` yields exited = true, isContinue = false.
// CHECK: %[[IF:.*]]:4 = scf.if %{{.*}} -> (i1, i1, tensor<256xf32, {{.*}}>, i32) {
// CHECK: scf.yield %false{{.*}}, %false
// CHECK: } else {
// CHECK: scf.yield %true{{.*}}, %false{{.*}}, %[[ACC]], %[[I]]
// The rest of the body runs only when the `if` did not leave.
// CHECK: %[[REST:.*]]:4 = scf.if %[[IF]]#0 -> (i1, i1, tensor<256xf32, {{.*}}>, i32) {
// CHECK: scf.yield %[[IF]]#0, %[[IF]]#1, %[[IF]]#2, %[[IF]]#3
// CHECK: } else {
// CHECK: arith.addf
// CHECK: arith.addi
// CHECK: scf.yield %true{{.*}}, %true
// CHECK: scf.condition(%[[REST]]#1) %[[REST]]#2, %[[REST]]#3
// CHECK: } do {
// CHECK: ^bb0(%[[A0:.*]]: tensor<256xf32, {{.*}}>, %[[A1:.*]]: i32):
// CHECK: scf.yield %[[A0]], %[[A1]]
// CHECK: tile_simt.reduce %[[W]]#0
cuda_tile.module @m {
  entry @loop_break_continue(%n: tile<i32>, %p: tile<ptr<f32>>) {
    %z = constant <f32: 0.0> : tile<256xf32>
    %one = constant <f32: 1.0> : tile<256xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r:2 = loop iter_values(%acc = %z, %i = %c0) : tile<256xf32>, tile<i32> -> tile<256xf32>, tile<i32> {
      %lt = cmpi less_than %i, %n, signed : tile<i32> -> tile<i1>
      if %lt {
      } else {
        break %acc, %i : tile<256xf32>, tile<i32>
      }
      %a = addf %acc, %one : tile<256xf32>
      %j = addi %i, %c1 : tile<i32>
      continue %a, %j : tile<256xf32>, tile<i32>
    }
    %s = reduce %r#0 dim=0 identities=[0.0 : f32] : tile<256xf32> -> tile<f32>
    (%x: tile<f32>, %y: tile<f32>) {
      %t = addf %x, %y : tile<f32>
      yield %t : tile<f32>
    }
    return
  }
}

// Results whose types differ from the iteration values get their own
// condition slots; the `do` region forwards only the iteration half.
// CHECK-LABEL: gpu.func @loop_own_results
// CHECK: %[[W2:.*]]:2 = scf.while (%{{.*}} = %{{.*}}) : (i32) -> (i32, f32) {
// CHECK: scf.condition(%{{.*}}) %{{.*}}, %{{.*}} : i32, f32
// CHECK: } do {
// CHECK: ^bb0(%[[B0:.*]]: i32, %{{.*}}: f32):
// CHECK: scf.yield %[[B0]] : i32
// CHECK: arith.addf %[[W2]]#1, %[[W2]]#1
cuda_tile.module @m2 {
  entry @loop_own_results(%n: tile<i32>, %f: tile<f32>) {
    %c1 = constant <i32: 1> : tile<i32>
    %r = loop iter_values(%i = %n) : tile<i32> -> tile<f32> {
      %done = cmpi greater_than %i, %c1, signed : tile<i32> -> tile<i1>
      if %done {
        break %f : tile<f32>
      }
      %j = subi %i, %c1 : tile<i32>
      continue %j : tile<i32>
    }
    %d = addf %r, %r : tile<f32>
    return
  }
}

// A `break` two ifs deep: the inner if yields (exited, isContinue, value),
// the outer if forwards it beside its own result, and the rest of the body
// runs only when nothing left.
// CHECK-LABEL: gpu.func @loop_nested_ifs
// CHECK: scf.while (%[[I:.*]] = %{{.*}}) : (i32) -> i32 {
// CHECK: %[[J:.*]] = arith.subi %[[I]]
// CHECK: %[[OUTER:.*]]:4 = scf.if %{{.*}} -> (i32, i1, i1, i32) {
// CHECK: %[[INNER:.*]]:3 = scf.if %{{.*}} -> (i1, i1, i32) {
// CHECK: scf.yield %true{{.*}}, %false{{.*}}, %[[J]] : i1, i1, i32
// CHECK: %[[GUARD:.*]]:4 = scf.if %[[INNER]]#0 -> (i32, i1, i1, i32) {
// CHECK: scf.yield %{{.*}}, %[[INNER]]#0, %[[INNER]]#1, %[[INNER]]#2
// CHECK: } else {
// CHECK: scf.yield %[[J]], %false
// CHECK: scf.yield %[[GUARD]]#0, %[[GUARD]]#1, %[[GUARD]]#2, %[[GUARD]]#3
// CHECK: } else {
// CHECK: scf.yield %[[I]], %false
// CHECK: %[[REST:.*]]:3 = scf.if %[[OUTER]]#1 -> (i1, i1, i32) {
// CHECK: } else {
// CHECK: %[[M:.*]] = arith.addi %[[OUTER]]#0, %[[OUTER]]#0
// CHECK: scf.yield %true{{.*}}, %true{{.*}}, %[[M]]
// CHECK: scf.condition(%[[REST]]#1) %[[REST]]#2 : i32
cuda_tile.module @m3 {
  entry @loop_nested_ifs(%n: tile<i32>, %c: tile<i1>) {
    %c1 = constant <i32: 1> : tile<i32>
    %r = loop iter_values(%i = %n) : tile<i32> -> tile<i32> {
      %j = subi %i, %c1 : tile<i32>
      %pos = cmpi greater_than %j, %c1, signed : tile<i32> -> tile<i1>
      %k = if %c -> (tile<i32>) {
        if %pos {
          break %j : tile<i32>
        }
        yield %j : tile<i32>
      } else {
        yield %i : tile<i32>
      }
      %m = addi %k, %k : tile<i32>
      continue %m : tile<i32>
    }
    return
  }
}
