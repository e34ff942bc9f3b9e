// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @single
  // CHECK: %{{.*}} = reduce %{{.*}} dim=1 identities=[0.000000e+00 : f32] : tile<4x1024xf32> -> tile<4xf32>
  // CHECK-NEXT: (%[[E:.*]]: tile<f32>, %[[ACC:.*]]: tile<f32>) {
  // CHECK-NEXT: yield %[[ACC]] : tile<f32>
  // CHECK-NEXT: }
  testing$func @single(%x: tile<4x1024xf32>) {
    %r = reduce %x dim=1 identities=[0.000000e+0 : f32] : tile<4x1024xf32> -> tile<4xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      yield %acc : tile<f32>
    }
  }

  // Reducing the only dimension gives a rank-0 tile.
  // CHECK-LABEL: testing$func @to_scalar
  // CHECK: reduce %{{.*}} dim=0 identities=[-1 : i32] : tile<8xi32> -> tile<i32>
  testing$func @to_scalar(%x: !cuda_tile.tile<8xi32>) {
    %r = cuda_tile.reduce %x dim=0 identities=[-1 : i32] : !cuda_tile.tile<8xi32> -> !cuda_tile.tile<i32>
    (%e: !cuda_tile.tile<i32>, %acc: !cuda_tile.tile<i32>) {
      cuda_tile.yield %e : !cuda_tile.tile<i32>
    }
  }

  // N operands, N identities, 2N body arguments (element/accumulator pairs).
  // CHECK-LABEL: testing$func @variadic
  // CHECK: %{{.*}}:2 = reduce %{{.*}}, %{{.*}} dim=0 identities=[0xFF800000 : f32, 0] : tile<8x4xf32>, tile<8x4xi64> -> tile<4xf32>, tile<4xi64>
  // CHECK-NEXT: (%[[A:.*]]: tile<f32>, %[[B:.*]]: tile<f32>, %[[C:.*]]: tile<i64>, %[[D:.*]]: tile<i64>) {
  // CHECK-NEXT: yield %[[B]], %[[C]] : tile<f32>, tile<i64>
  testing$func @variadic(%x: tile<8x4xf32>, %i: tile<8x4xi64>) {
    %r:2 = reduce %x, %i dim=0 identities=[0xFF800000 : f32, 0 : i64]
        : tile<8x4xf32>, tile<8x4xi64> -> tile<4xf32>, tile<4xi64>
    (%a: tile<f32>, %b: tile<f32>, %c: tile<i64>, %d: tile<i64>) {
      yield %b, %c : tile<f32>, tile<i64>
    }
  }

  // The body may name its arguments in an entry block label (cutile-rs form;
  // block-label types need the full `!cuda_tile.` spelling).
  // CHECK-LABEL: testing$func @block_label
  // CHECK: reduce %{{.*}} dim=0 identities=[1.000000e+00 : f16] : tile<16x2xf16> -> tile<2xf16>
  // CHECK-NEXT: (%{{.*}}: tile<f16>, %[[B:.*]]: tile<f16>) {
  // CHECK-NEXT: yield %[[B]] : tile<f16>
  testing$func @block_label(%x: tile<16x2xf16>) {
    %r = reduce %x dim=0 identities=[1.0 : f16] : tile<16x2xf16> -> tile<2xf16> {
    ^bb0(%a: !cuda_tile.tile<f16>, %b: !cuda_tile.tile<f16>):
      yield %b : tile<f16>
    }
  }

  // Pure ops are allowed in the body.
  // CHECK-LABEL: testing$func @pure_body
  // CHECK: reduce
  // CHECK: get_tile_block_id
  testing$func @pure_body(%x: tile<8xi32>) {
    %r = reduce %x dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%e: tile<i32>, %acc: tile<i32>) {
      %bx, %by, %bz = get_tile_block_id : tile<i32>
      yield %bx : tile<i32>
    }
  }
}
