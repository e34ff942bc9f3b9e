// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @forward
  // CHECK: %{{.*}} = scan %{{.*}} dim=1 reverse=false identities=[0.000000e+00 : f32] : tile<4x1024xf32> -> tile<4x1024xf32>
  // CHECK-NEXT: (%{{.*}}: tile<f32>, %[[ACC:.*]]: tile<f32>) {
  // CHECK-NEXT: yield %[[ACC]] : tile<f32>
  testing$func @forward(%x: tile<4x1024xf32>) {
    %r = scan %x dim=1 reverse=false identities=[0.0 : f32] : tile<4x1024xf32> -> tile<4x1024xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      yield %acc : tile<f32>
    }
  }

  // CHECK-LABEL: testing$func @reverse_variadic
  // CHECK: %{{.*}}:2 = scan %{{.*}}, %{{.*}} dim=0 reverse=true identities=[1 : i8, 0 : i16] : tile<8xi8>, tile<8xi16> -> tile<8xi8>, tile<8xi16>
  // CHECK-NEXT: (%[[A:.*]]: tile<i8>, %{{.*}}: tile<i8>, %{{.*}}: tile<i16>, %[[D:.*]]: tile<i16>) {
  // CHECK-NEXT: yield %[[A]], %[[D]] : tile<i8>, tile<i16>
  testing$func @reverse_variadic(%x: tile<8xi8>, %y: tile<8xi16>) {
    %r:2 = cuda_tile.scan %x, %y dim=0 reverse=true identities=[1 : i8, 0 : i16]
        : tile<8xi8>, tile<8xi16> -> tile<8xi8>, tile<8xi16>
    (%a: tile<i8>, %b: tile<i8>, %c: tile<i16>, %d: tile<i16>) {
      yield %a, %d : tile<i8>, tile<i16>
    }
  }

  // CHECK-LABEL: testing$func @block_label
  // CHECK: scan %{{.*}} dim=0 reverse=false identities=[0.000000e+00 : f32] : tile<4x1024xf32> -> tile<4x1024xf32>
  testing$func @block_label(%x: tile<4x1024xf32>) {
    %r = scan %x dim=0 reverse=false identities=[0.0 : f32] : tile<4x1024xf32> -> tile<4x1024xf32> {
    ^bb0(%a: !cuda_tile.tile<f32>, %b: !cuda_tile.tile<f32>):
      yield %a : tile<f32>
    }
  }
}
