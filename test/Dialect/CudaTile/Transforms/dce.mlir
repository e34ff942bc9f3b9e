// RUN: tile-opt %s --tile-normalize-dce | FileCheck %s
// RUN: tile-opt %s --tile-normalize-dce -mlir-print-op-generic | tile-opt | FileCheck %s

// Dead constants, views and assumes go; the store and what it reads stay.
// CHECK-LABEL: entry @dead
// CHECK-NOT: optimization_hints
// CHECK-NEXT: %[[N:.*]] = assume bounded<0, ?>, %arg1
// CHECK-NEXT: make_token
// CHECK-NEXT: make_tensor_view %arg0, shape = [%[[N]]]
// CHECK-NEXT: get_tile_block_id
// CHECK-NEXT: constant <f32: 1.000000e+00>
// CHECK-NEXT: make_partition_view
// CHECK-NEXT: store_view_tko
// CHECK-NEXT: }
cuda_tile.module @m {
  entry @dead(%arg0: tile<ptr<f32>>, %arg1: tile<i32>) optimization_hints=<default = {}> {
    %c = constant <i32: 1024> : tile<i32>
    %c2 = constant <i32: -1> : tile<i32>
    %n = assume bounded<0, ?>, %arg1 : tile<i32>
    %unused = assume bounded<0, ?>, %c : tile<i32>
    %t = make_token : token
    %tv = make_tensor_view %arg0, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %dead_pv = make_partition_view %tv : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %v = constant <f32: 1.0> : tile<1024xf32>
    %pv = make_partition_view %tv : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %t2 = store_view_tko weak %v, %pv[%x] token = %t : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
