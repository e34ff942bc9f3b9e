// Every memory op survives bytecode at 13.1, 13.2 and 13.3: written, read
// back (FileCheck), and written again from the import byte for byte (cmp).
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.1 %s -o %t.31
// RUN: tile-translate --cudatilebc-to-mlir %t.31 | FileCheck %s
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.1 %t.31 -o %t.31b
// RUN: cmp %t.31 %t.31b
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.2 %s -o %t.32
// RUN: tile-translate --cudatilebc-to-mlir %t.32 | FileCheck %s
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.2 %t.32 -o %t.32b
// RUN: cmp %t.32 %t.32b
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.3 %s -o %t.33
// RUN: tile-translate --cudatilebc-to-mlir %t.33 | FileCheck %s
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.3 %t.33 -o %t.33b
// RUN: cmp %t.33 %t.33b

// CHECK-LABEL: cuda_tile.module @kernels
// CHECK: global @g alignment = 16 <i32: [1, 2, 3, 4]> : tile<4xi32>
// CHECK: global @h <f32: [1.000000e+00, 2.500000e+00]> : tile<2xf32>
// CHECK-LABEL: entry @memory_ops
// CHECK-SAME: (%[[P:[A-Za-z0-9_]+]]: tile<ptr<f32>>, %[[N:[A-Za-z0-9_]+]]: tile<i32>, %[[Q:[A-Za-z0-9_]+]]: tile<ptr<i32>>)
// CHECK: %[[T0:[A-Za-z0-9_]+]] = make_token : token
// CHECK: %[[T1:[A-Za-z0-9_]+]] = make_token : token
// CHECK: %[[J:[A-Za-z0-9_]+]] = join_tokens %[[T0]], %[[T1]] : token
// CHECK: %[[G:[A-Za-z0-9_]+]] = get_global @g : tile<ptr<i32>>
// CHECK: get_global @h : tile<ptr<f32>>
// CHECK: %[[TV:[A-Za-z0-9_]+]] = make_tensor_view %[[P]], shape = [%[[N]], 1024], strides = [%[[N]], 1] : tile<i32> -> tensor_view<?x1024xf32, strides=[?,1]>
// CHECK: make_tensor_view %[[P]], shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
// CHECK: get_tensor_shape %[[TV]] : tensor_view<?x1024xf32, strides=[?,1]> -> tile<i32>
// CHECK: %[[PV:[A-Za-z0-9_]+]] = make_partition_view %[[TV]] : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[?,1]>>
// CHECK: make_partition_view %[[TV]] : partition_view<tile=(8x16), tensor_view<?x1024xf32, strides=[?,1]>, dim_map=[1, 0]>
// CHECK: get_index_space_shape %[[PV]] : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[?,1]>> -> tile<i64>
// CHECK: %[[X:[A-Za-z0-9_]+]], %[[T2:[A-Za-z0-9_]+]] = load_view_tko weak %[[PV]][%[[N]], %[[N]]] token = %[[J]] : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[?,1]>>, tile<i32> -> tile<4x1024xf32>, token
// CHECK: load_view_tko acquire device %[[PV]][%[[N]], %[[N]]] optimization_hints = <sm_90 = {allow_tma = false, latency = 3}> : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[?,1]>>, tile<i32> -> tile<4x1024xf32>, token
// CHECK: store_view_tko weak %[[X]], %[[PV]][%[[N]], %[[N]]] token = %[[T2]] : tile<4x1024xf32>, partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[?,1]>>, tile<i32> -> token
// CHECK: store_view_tko release sys %[[X]], %[[PV]][%[[N]], %[[N]]] optimization_hints = <default = {latency = 1}> : tile<4x1024xf32>, partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[?,1]>>, tile<i32> -> token
// CHECK: %[[R:[A-Za-z0-9_]+]] = reshape %[[P]] : tile<ptr<f32>> -> tile<1xptr<f32>>
// CHECK: %[[B:[A-Za-z0-9_]+]] = broadcast %[[R]] : tile<1xptr<f32>> -> tile<8xptr<f32>>
// CHECK: %[[O:[A-Za-z0-9_]+]] = iota : tile<8xi32>
// CHECK: %[[PS:[A-Za-z0-9_]+]] = offset %[[B]], %[[O]] : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
// CHECK: %[[M:[A-Za-z0-9_]+]] = constant <i1: true> : tile<8xi1>
// CHECK: %[[PAD:[A-Za-z0-9_]+]] = constant <f32: 0.000000e+00> : tile<8xf32>
// CHECK: %[[V:[A-Za-z0-9_]+]], %{{.*}} = load_ptr_tko weak %[[PS]] : tile<8xptr<f32>> -> tile<8xf32>, token
// CHECK: load_ptr_tko acquire device %[[PS]], %[[M]] token=%[[T0]] : tile<8xptr<f32>>, tile<8xi1> -> tile<8xf32>, token
// CHECK: load_ptr_tko relaxed sys %[[PS]], %[[M]], %[[PAD]] optimization_hints = <sm_100 = {latency = 7}> : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
// CHECK: store_ptr_tko weak %[[PS]], %[[V]] : tile<8xptr<f32>>, tile<8xf32> -> token
// CHECK: store_ptr_tko release device %[[PS]], %[[V]], %[[M]] token=%[[T1]] : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> token
// CHECK: atomic_rmw_tko relaxed device %[[PS]], addf, %[[V]] : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
// CHECK: atomic_rmw_tko acq_rel sys %[[PS]], xchg, %[[V]], %[[M]] token=%[[T0]] : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> tile<8xf32>, token
// CHECK: atomic_cas_tko relaxed device %[[Q]], %[[N]], %[[N]] : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
// CHECK: atomic_cas_tko acquire tl_blk %[[PS]], %[[V]], %[[V]], %[[M]] token=%[[T1]] : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> tile<8xf32>, token
cuda_tile.module @m {
  global @g alignment = 16 <i32: [1, 2, 3, 4]> : tile<4xi32>
  global @h <f32: [1.0, 2.5]> : tile<2xf32>
  entry @memory_ops(%p: tile<ptr<f32>>, %n: tile<i32>, %q: tile<ptr<i32>>) {
    %t0 = make_token : token
    %t1 = make_token : token
    %j = join_tokens %t0, %t1 : token
    %g = get_global @g : tile<ptr<i32>>
    %h = get_global @h : tile<ptr<f32>>
    %tv = make_tensor_view %p, shape = [%n, 1024], strides = [%n, 1] : tile<i32> -> tensor_view<?x1024xf32, strides=[?,1]>
    %tv2 = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
    %s:2 = get_tensor_shape %tv : tensor_view<?x1024xf32, strides=[?,1]> -> tile<i32>
    %pv = make_partition_view %tv : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[?,1]>>
    %pv2 = make_partition_view %tv : partition_view<tile=(8x16), tensor_view<?x1024xf32, strides=[?,1]>, dim_map=[1, 0]>
    %is:2 = get_index_space_shape %pv : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[?,1]>> -> tile<i64>
    %x, %t2 = load_view_tko weak %pv[%n, %n] token = %j : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[?,1]>>, tile<i32> -> tile<4x1024xf32>, token
    %y, %t3 = load_view_tko acquire device %pv[%n, %n] optimization_hints = <sm_90 = {allow_tma = false, latency = 3}> : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[?,1]>>, tile<i32> -> tile<4x1024xf32>, token
    %t4 = store_view_tko weak %x, %pv[%n, %n] token = %t2 : tile<4x1024xf32>, partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[?,1]>>, tile<i32> -> token
    %t5 = store_view_tko release sys %x, %pv[%n, %n] optimization_hints = <default = {latency = 1}> : tile<4x1024xf32>, partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[?,1]>>, tile<i32> -> token
    %r = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b = broadcast %r : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %o = iota : tile<8xi32>
    %ps = offset %b, %o : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %m = constant <i1: true> : tile<8xi1>
    %pad = constant <f32: 0.0> : tile<8xf32>
    %v, %t6 = load_ptr_tko weak %ps : tile<8xptr<f32>> -> tile<8xf32>, token
    %v2, %t7 = load_ptr_tko acquire device %ps, %m token = %t0 : tile<8xptr<f32>>, tile<8xi1> -> tile<8xf32>, token
    %v3, %t8 = load_ptr_tko relaxed sys %ps, %m, %pad optimization_hints = <sm_100 = {latency = 7}> : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
    %t9 = store_ptr_tko weak %ps, %v : tile<8xptr<f32>>, tile<8xf32> -> token
    %t10 = store_ptr_tko release device %ps, %v, %m token = %t1 : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> token
    %a0, %ta0 = atomic_rmw_tko relaxed device %ps, addf, %v : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    %a1, %ta1 = atomic_rmw_tko acq_rel sys %ps, xchg, %v, %m token = %t0 : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> tile<8xf32>, token
    %c0, %tc0 = atomic_cas_tko relaxed device %q, %n, %n : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %c1, %tc1 = atomic_cas_tko acquire tl_blk %ps, %v, %v, %m token = %t1 : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> tile<8xf32>, token
    return
  }
}
