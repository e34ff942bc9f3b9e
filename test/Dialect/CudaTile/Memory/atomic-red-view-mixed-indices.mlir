// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// atomic_red_view_tko indices may differ in integer type (NVIDIA checks only
// that each is a rank-0 integer tile); load/store_view_tko still need one.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @mixed
  testing$func @mixed(%pv: partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, %i: tile<i32>, %j: tile<i64>, %v: tile<64x64xf32>) {
    // CHECK: atomic_red_view_tko relaxed device %{{.*}}[%{{.*}}, %{{.*}}], addf, %{{.*}} : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32>, tile<i64> -> token
    %t = atomic_red_view_tko relaxed device %pv[%i, %j], addf, %v : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32>, tile<i64> -> token
  }
}
