// `inbounds = [..]` (13.4) on view loads and stores: one flag per index.
// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// CHECK-LABEL: entry @k
// CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] inbounds = [true, false] : partition_view
// CHECK: store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] token = %{{.*}} inbounds = [false, true] optimization_hints = <sm_90 = {latency = 3}> : tile<4x4xf32>
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %v = make_tensor_view %p, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %pv = make_partition_view %v : partition_view<tile=(4x4), tensor_view<64x64xf32, strides=[64,1]>>
    %x, %t = load_view_tko weak %pv[%i, %i] inbounds = [true, false] : partition_view<tile=(4x4), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<4x4xf32>, token
    %t2 = store_view_tko weak %x, %pv[%i, %i] token = %t inbounds = [false, true] optimization_hints = <sm_90 = {latency = 3}> : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}
