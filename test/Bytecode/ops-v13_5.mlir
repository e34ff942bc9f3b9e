// What 13.5 added outside its public preview (the multimem view ops, the
// unicast and multicast pointer attributes, inbounds on atomic_red_view_tko,
// an entry's argument attributes in the function table) survives bytecode at
// 13.5, and the import writes back to the same bytes.
// export-refuse-13_5.test checks that 13.4 refuses each of them.
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.5 %s -o %t.35
// RUN: tile-translate --cudatilebc-to-mlir %t.35 | FileCheck %s
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.5 %t.35 -o %t.35b
// RUN: cmp %t.35 %t.35b
// The header says 13.5, tag 0.
// RUN: od -A n -t u1 -j 8 -N 4 %t.35 | FileCheck %s --check-prefix=HDR
// HDR: 13 5 0 0

// CHECK-LABEL: entry @v13_5
// CHECK-SAME: (%{{[^:]+}}: tile<ptr<i32, <multicast>>> {cuda_tile.role = "out"}, %{{[^:]+}}: tile<ptr<f32, <unicast>>>, %[[I:[A-Za-z0-9_]+]]: tile<i32>)
// CHECK-SAME: optimization_hints=<sm_90 = {occupancy = 2}>
// CHECK: make_tensor_view {{.*}} : tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
// CHECK: make_tensor_view {{.*}} : tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<unicast>>
// CHECK: %[[V:[A-Za-z0-9_]+]], %[[T:[A-Za-z0-9_]+]] = multimem_load_reduce_view_tko relaxed device %{{.*}}[%[[I]]] inbounds = [true] attributes {reduction = #cuda_tile.multimem_reduction_kind<umax>} :
// CHECK: multimem_load_reduce_view_tko weak %{{.*}}[%[[I]]] :
// CHECK: multimem_reduce_view_tko release sys %{{.*}}, %[[V]][%[[I]]] token = %[[T]] attributes {reduction = #cuda_tile.multimem_reduction_kind<and>} :
// CHECK: multimem_store_view_tko relaxed device %{{.*}}, %[[V]][%[[I]]] inbounds = [true] :
// CHECK: atomic_red_view_tko relaxed device %{{.*}}[%[[I]]], addf, %{{.*}} inbounds = [true] :
cuda_tile.module @m {
  entry @v13_5(%p: tile<ptr<i32, <multicast>>> {cuda_tile.role = "out"}, %q: tile<ptr<f32, <unicast>>>, %i: tile<i32>) optimization_hints=<sm_90={occupancy=2}> {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %uv = make_tensor_view %q, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<unicast>>
    %upv = make_partition_view %uv : partition_view<tile=(128), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<unicast>>>
    %v, %t = multimem_load_reduce_view_tko relaxed device %pv[%i] inbounds = [true] attributes {reduction = #cuda_tile.multimem_reduction_kind<umax>} : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<128xi32>, token
    %w, %t1 = multimem_load_reduce_view_tko weak %pv[%i] : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<128xi32>, token
    %t2 = multimem_reduce_view_tko release sys %pv, %v[%i] token = %t attributes {reduction = #cuda_tile.multimem_reduction_kind<and>} : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<128xi32>, tile<i32>, token -> token
    %t3 = multimem_store_view_tko relaxed device %pv, %v[%i] inbounds = [true] : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<128xi32>, tile<i32> -> token
    %x = constant <f32: 1.0> : tile<128xf32>
    %t4 = atomic_red_view_tko relaxed device %upv[%i], addf, %x inbounds = [true] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<unicast>>>, tile<i32> -> token
    return
  }
}
