// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// Every type of the dialect, in short and long (`!cuda_tile.`) spellings.
cuda_tile.module @types {
  // CHECK-LABEL: testing$func @tiles
  // CHECK-SAME: tile<f32>, %{{.*}}: tile<2x4xf16>, %{{.*}}: tile<8xptr<f32>>, %{{.*}}: tile<16x32xptr<bf16>>, %{{.*}}: tile<2xf4E2M1FN>, %{{.*}}: tile<4xi4>
  testing$func @tiles(%a: tile<f32>, %b: !cuda_tile.tile<2x4xf16>, %c: tile<8xptr<f32>>,
                      %d: tile<16x32x!cuda_tile.ptr<bf16>>, %e: tile<2xf4E2M1FN>, %f: tile<4xi4>) {
  }

  // CHECK-LABEL: testing$func @tensor_views
  // CHECK-SAME: tensor_view<f32>, %{{.*}}: tensor_view<?x1024xf32, strides=[?,1]>, %{{.*}}: tensor_view<4x?xi8, strides=[5,?]>
  testing$func @tensor_views(%a: tensor_view<f32>, %b: !cuda_tile.tensor_view<?x1024xf32, strides=[?, 1]>,
                             %c: tensor_view<4x?xi8, strides=[5,?]>) {
  }

  // CHECK-LABEL: testing$func @partition_views
  // CHECK-SAME: partition_view<tile=(4x1024), tensor_view<?x1024xf32, strides=[?,1]>>
  // CHECK-SAME: partition_view<tile=(8), padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>
  // CHECK-SAME: partition_view<tile=(2x2), tensor_view<16x16xf32, strides=[16,1]>, dim_map=[1, 0]>
  testing$func @partition_views(
      %a: partition_view<tile=(4x1024), tensor_view<?x1024xf32, strides=[?,1]>, dim_map=[0, 1]>,
      %b: partition_view<tile=(8), padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>,
      %c: !cuda_tile.partition_view<tile=(2x2), !cuda_tile.tensor_view<16x16xf32, strides=[16,1]>, dim_map=[1, 0]>) {
  }

  // CHECK-LABEL: testing$func @other_views
  // CHECK-SAME: strided_view<tile=(1x4), traversal_strides=[1,4], padding_value = nan, tensor_view<8x2xf32, strides=[2,1]>>
  // CHECK-SAME: gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>, sparse_dim=0>
  // CHECK-SAME: token
  testing$func @other_views(
      %a: strided_view<tile=(1x4), traversal_strides=[1,4], padding_value = nan, tensor_view<8x2xf32, strides=[2,1]>>,
      %b: gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>, sparse_dim=0>,
      %c: token) {
  }
}
