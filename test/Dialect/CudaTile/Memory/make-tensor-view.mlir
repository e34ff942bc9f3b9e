// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// make_tensor_view: static, dynamic and mixed shapes and strides; the
// `T ->` index type appears only with dynamic operands.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @static_view
  testing$func @static_view(%p: tile<ptr<f32>>) {
    // CHECK: make_tensor_view %{{.*}}, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
    %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
  }

  // CHECK-LABEL: testing$func @mixed_view
  testing$func @mixed_view(%p: tile<ptr<f32>>, %n: tile<i32>, %s: tile<i32>) {
    // CHECK: make_tensor_view %{{.*}}, shape = [%[[N:.*]], 1024], strides = [%[[S:.*]], 1] : tile<i32> -> tensor_view<?x1024xf32, strides=[?,1]>
    %tv = make_tensor_view %p, shape = [%n, 1024], strides = [%s, 1] : tile<i32> -> tensor_view<?x1024xf32, strides=[?,1]>
  }

  // CHECK-LABEL: testing$func @dynamic_i64
  testing$func @dynamic_i64(%p: tile<ptr<f16>>, %a: tile<i64>, %b: tile<i64>, %c: tile<i64>) {
    // CHECK: make_tensor_view %{{.*}}, shape = [%{{.*}}, %{{.*}}], strides = [%{{.*}}, 1] : tile<i64> -> tensor_view<?x?xf16, strides=[?,1]>
    %tv = cuda_tile.make_tensor_view %p, shape = [%a, %b], strides = [%c, 1] : tile<i64> -> !cuda_tile.tensor_view<?x?xf16, strides=[?,1]>
  }

  // Only a dynamic stride: the index type is still written.
  // CHECK-LABEL: testing$func @dynamic_stride_only
  testing$func @dynamic_stride_only(%p: tile<ptr<i8>>, %s: tile<i16>) {
    // CHECK: make_tensor_view %{{.*}}, shape = [4, 8], strides = [%{{.*}}, 1] : tile<i16> -> tensor_view<4x8xi8, strides=[?,1]>
    %tv = make_tensor_view %p, shape = [4, 8], strides = [%s, 1] : tile<i16> -> tensor_view<4x8xi8, strides=[?,1]>
  }

  // CHECK-LABEL: testing$func @rank0
  testing$func @rank0(%p: tile<ptr<f32>>) {
    // CHECK: make_tensor_view %{{.*}}, shape = [], strides = [] : tensor_view<f32>
    %tv = make_tensor_view %p, shape = [], strides = [] : tensor_view<f32>
  }
}
