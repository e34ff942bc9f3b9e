// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @plain
  // CHECK: loop {
  // CHECK-NEXT: }
  // CHECK: loop {
  // CHECK-NEXT: break
  // CHECK-NEXT: }
  testing$func @plain() {
    loop {
      continue
    }
    cuda_tile.loop {
      cuda_tile.break
    }
  }

  // Results without iter_values.
  // CHECK-LABEL: testing$func @results_only
  // CHECK: %{{.*}} = loop : tile<i32> {
  // CHECK-NEXT: break %{{.*}} : tile<i32>
  testing$func @results_only(%x: tile<i32>) {
    %r = loop : tile<i32> {
      break %x : tile<i32>
    }
  }

  // iter_values without results; break may sit in an `if`.
  // CHECK-LABEL: testing$func @iters_only
  // CHECK: loop iter_values(%[[A:.*]] = %{{.*}}) : tile<i32> {
  // CHECK-NEXT: if %{{.*}} {
  // CHECK-NEXT: break
  // CHECK-NEXT: }
  // CHECK-NEXT: continue %[[A]] : tile<i32>
  testing$func @iters_only(%x: tile<i32>, %c: tile<i1>) {
    loop iter_values(%a = %x) : tile<i32> {
      if %c {
        break
      }
      continue %a : tile<i32>
    }
  }

  // Result types may differ from the iter_values types.
  // CHECK-LABEL: testing$func @both
  // CHECK: %{{.*}}:3 = loop iter_values(%[[A:.*]] = %{{.*}}, %[[B:.*]] = %{{.*}}) : tile<i32>, tile<i16> -> tile<2x2xf16>, tile<f32>, tile<bf16> {
  // CHECK: continue %[[A]], %[[B]] : tile<i32>, tile<i16>
  // CHECK: break %{{.*}}, %{{.*}}, %{{.*}} : tile<2x2xf16>, tile<f32>, tile<bf16>
  testing$func @both(%x: tile<i32>, %y: tile<i16>, %c: tile<i1>, %h: tile<2x2xf16>,
                     %f: tile<f32>, %g: tile<bf16>) {
    %r:3 = loop iter_values(%a = %x, %b = %y) : tile<i32>, tile<i16> -> tile<2x2xf16>, tile<f32>, tile<bf16> {
      if %c {
        continue %a, %b : tile<i32>, tile<i16>
      }
      break %h, %f, %g : tile<2x2xf16>, tile<f32>, tile<bf16>
    }
  }

  // A loop without any break never ends; still valid IR.
  // CHECK-LABEL: testing$func @endless
  // CHECK: %{{.*}} = loop : tile<i32> {
  // CHECK-NEXT: }
  testing$func @endless() {
    %r = loop : tile<i32> {}
  }

  // A loop nested in a for; the inner break leaves only the inner loop.
  // CHECK-LABEL: testing$func @nested
  // CHECK: for
  // CHECK-NEXT: loop {
  // CHECK-NEXT: break
  testing$func @nested(%lb: tile<i32>, %ub: tile<i32>, %s: tile<i32>) {
    for %iv in (%lb to %ub, step %s) : tile<i32> {
      loop {
        break
      }
    }
  }
}
