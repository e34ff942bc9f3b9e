// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// get_tensor_shape and get_index_space_shape: one result per dimension.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @tensor_shape
  testing$func @tensor_shape(%tv: tensor_view<?x64xf32, strides=[?,1]>) {
    // CHECK: %{{.*}}:2 = get_tensor_shape %{{.*}} : tensor_view<?x64xf32, strides=[?,1]> -> tile<i32>
    %s:2 = get_tensor_shape %tv : tensor_view<?x64xf32, strides=[?,1]> -> tile<i32>
    // CHECK: %{{.*}}:2 = get_tensor_shape %{{.*}} : tensor_view<?x64xf32, strides=[?,1]> -> tile<i64>
    %t:2 = get_tensor_shape %tv : tensor_view<?x64xf32, strides=[?,1]> -> tile<i64>
  }

  // CHECK-LABEL: testing$func @index_space
  testing$func @index_space(%pv: partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>,
                            %sv: strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x64xf16, strides=[64,1]>>,
                            %gv: gather_scatter_view<tile=(8x16x2), tensor_view<?x?x?xf16, strides=[?,?,1]>, sparse_dim=1>) {
    // CHECK: %{{.*}}:2 = get_index_space_shape %{{.*}} : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    %a:2 = get_index_space_shape %pv : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    // CHECK: %{{.*}}:2 = get_index_space_shape %{{.*}} : strided_view<{{.*}}> -> tile<i16>
    %b:2 = get_index_space_shape %sv : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x64xf16, strides=[64,1]>> -> tile<i16>
    // CHECK: %{{.*}}:3 = get_index_space_shape %{{.*}} : gather_scatter_view<{{.*}}> -> tile<i64>
    %c:3 = get_index_space_shape %gv : gather_scatter_view<tile=(8x16x2), tensor_view<?x?x?xf16, strides=[?,?,1]>, sparse_dim=1> -> tile<i64>
  }
}
