// RUN: tile-opt %s --tile-normalize-static-extents | FileCheck %s
// RUN: tile-opt %s --tile-normalize-static-extents -mlir-print-op-generic | tile-opt | FileCheck %s

// A constant extent moves into the type, and the partition view follows.
// CHECK-LABEL: entry @fold
// CHECK: make_tensor_view %arg0, shape = [%{{.*}}, 1024], strides = [1024, 1] : tile<i32> -> tensor_view<?x1024xf32, strides=[1024,1]>
// CHECK: make_partition_view %{{.*}} : partition_view<tile=(4x1024), tensor_view<?x1024xf32, strides=[1024,1]>>
cuda_tile.module @m {
  entry @fold(%a: tile<ptr<f32>>, %m: tile<i32>) {
    %t = make_token : token
    %c = constant <i32: 1024> : tile<i32>
    %ac = assume bounded<0, ?>, %c : tile<i32>
    %tv = make_tensor_view %a, shape = [%m, %ac], strides = [%c, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %v, %t1 = load_view_tko weak %pv[%x, %y] token = %t : partition_view<tile=(4x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4x1024xf32>, token
    return
  }
}
