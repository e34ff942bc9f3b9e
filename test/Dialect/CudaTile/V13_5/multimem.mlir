// The multimem view ops (13.5) on a multicast view, in NVIDIA's syntax: the
// token's type joins the operand types when a token is given, and the
// default reduction (add) is not printed.
// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// CHECK-LABEL: entry @k
// CHECK: %[[V:.*]], %[[T:.*]] = multimem_load_reduce_view_tko relaxed device %[[PV:[a-z0-9_]+]][%[[I:[a-zA-Z0-9_]+]]] token = %{{.*}} inbounds = [true] attributes {reduction = #cuda_tile.multimem_reduction_kind<min>} : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<128xi32>, token
// CHECK: multimem_load_reduce_view_tko weak %[[PV]][%[[I]]] : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<128xi32>, token
// CHECK: %[[R:.*]] = multimem_reduce_view_tko release sys %[[PV]], %[[V]][%[[I]]] token = %[[T]] attributes {reduction = #cuda_tile.multimem_reduction_kind<xor>} : partition_view<{{.*}}>, tile<128xi32>, tile<i32>, token -> token
// CHECK: multimem_reduce_view_tko relaxed device %[[PV]], %[[V]][%[[I]]] : partition_view<{{.*}}>, tile<128xi32>, tile<i32> -> token
// CHECK: multimem_store_view_tko release device %[[PV]], %[[V]][%[[I]]] token = %[[R]] : partition_view<{{.*}}>, tile<128xi32>, tile<i32>, token -> token
// CHECK: multimem_store_view_tko weak %[[PV]], %[[V]][%[[I]]] : partition_view<{{.*}}>, tile<128xi32>, tile<i32> -> token
cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32, <multicast>>>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tile<ptr<i32, <multicast>>> -> tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %t0 = make_token : token
    %v, %t1 = multimem_load_reduce_view_tko relaxed device %pv[%x] token = %t0 inbounds = [true] attributes {reduction = #cuda_tile.multimem_reduction_kind<min>} : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<128xi32>, token
    %w, %t2 = multimem_load_reduce_view_tko weak %pv[%x] attributes {reduction = #cuda_tile.multimem_reduction_kind<add>} : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<128xi32>, token
    %t3 = multimem_reduce_view_tko release sys %pv, %v[%x] token = %t1 attributes {reduction = #cuda_tile.multimem_reduction_kind<xor>} : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<128xi32>, tile<i32>, token -> token
    %t4 = multimem_reduce_view_tko relaxed device %pv, %v[%x] : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<128xi32>, tile<i32> -> token
    %t5 = multimem_store_view_tko release device %pv, %v[%x] token = %t3 : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<128xi32>, tile<i32>, token -> token
    %t6 = multimem_store_view_tko weak %pv, %v[%x] : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<128xi32>, tile<i32> -> token
    return
  }
}
