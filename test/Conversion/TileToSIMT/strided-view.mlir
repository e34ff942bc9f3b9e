// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s

// A strided view's tile is a box like a partition view's, its index scaled
// by the traversal stride instead of the tile size: load_tile at offset
// 3 * i (the tensor's extent bounds it; padding NaN), and store_tile the same.
// CHECK-LABEL: gpu.func @strided
// CHECK: %[[C3:.*]] = arith.constant 3 : i32
// CHECK: %[[OFF:.*]] = arith.muli %{{.*}}, %[[C3]] : i32
// CHECK: tile_simt.load_tile %{{.*}}[%[[OFF]]] shape[%{{.*}}] strides[%{{.*}}] padding(%{{.*}} : f32) {{.*}} -> tensor<2xf32
// CHECK: tile_simt.store_tile %{{.*}}, %{{.*}}[%{{.*}}] shape[%{{.*}}] strides[%{{.*}}]
!sv = !cuda_tile.strided_view<tile=(2), traversal_strides=[3], padding_value = nan, tensor_view<10xf32, strides=[1]>>
cuda_tile.module @m {
  entry @strided(%src: tile<ptr<f32>>, %dst: tile<ptr<f32>>) {
    %tv = make_tensor_view %src, shape = [10], strides = [1] : tensor_view<10xf32, strides=[1]>
    %sv = make_strided_view %tv : !sv
    %dt = make_tensor_view %dst, shape = [10], strides = [1] : tensor_view<10xf32, strides=[1]>
    %dv = make_strided_view %dt : !sv
    %x, %y, %z = get_tile_block_id : tile<i32>
    %v, %t1 = load_view_tko weak %sv[%x] : !sv, tile<i32> -> tile<2xf32>, token
    %t2 = store_view_tko weak %v, %dv[%x] token = %t1 : tile<2xf32>, !sv, tile<i32> -> token
    return
  }
}
