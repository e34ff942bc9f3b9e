// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// make_partition_view, make_strided_view, make_gather_scatter_view.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @partition
  testing$func @partition(%tv: tensor_view<?x1024xf32, strides=[?,1]>) {
    // CHECK: %{{.*}} = make_partition_view %{{.*}} : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[?,1]>>
    %a = make_partition_view %tv : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[?,1]>>
    // CHECK: make_partition_view %{{.*}} : partition_view<tile=(8x16), tensor_view<?x1024xf32, strides=[?,1]>, dim_map=[1, 0]>
    %b = cuda_tile.make_partition_view %tv : !cuda_tile.partition_view<tile=(8x16), tensor_view<?x1024xf32, strides=[?,1]>, dim_map=[1, 0]>
  }

  // CHECK-LABEL: testing$func @strided
  testing$func @strided(%tv: tensor_view<64x64xf16, strides=[64,1]>) {
    // CHECK: make_strided_view %{{.*}} : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x64xf16, strides=[64,1]>>
    %a = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x64xf16, strides=[64,1]>>
  }

  // CHECK-LABEL: testing$func @gather_scatter
  testing$func @gather_scatter(%tv: tensor_view<?x?xf16, strides=[?,1]>) {
    // CHECK: make_gather_scatter_view %{{.*}} : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>, sparse_dim=0>
    %a = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>, sparse_dim=0>
  }
}
