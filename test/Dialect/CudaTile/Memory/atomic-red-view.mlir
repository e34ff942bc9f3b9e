// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// atomic_red_view_tko: element-wise atomic reduction into a view tile.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @partition
  testing$func @partition(%pv: partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, %i: tile<i32>, %v: tile<64x64xf32>) {
    // CHECK: atomic_red_view_tko relaxed device %{{.*}}[%{{.*}}, %{{.*}}], addf, %{{.*}} : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token
    %t0 = atomic_red_view_tko relaxed device %pv[%i, %i], addf, %v : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token
    // CHECK: atomic_red_view_tko relaxed tl_blk %{{.*}}[%{{.*}}, %{{.*}}], addf, %{{.*}} token = %{{.*}} : tile<64x64xf32>
    %t1 = atomic_red_view_tko relaxed tl_blk %pv[%i, %i], addf, %v token = %t0 : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token
  }

  // CHECK-LABEL: testing$func @strided_int
  testing$func @strided_int(%sv: strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x64xi32, strides=[64,1]>>,
                            %i: tile<i64>, %v: tile<4x2xi32>) {
    // CHECK: atomic_red_view_tko relaxed device %{{.*}}[%{{.*}}, %{{.*}}], umin, %{{.*}} : tile<4x2xi32>, strided_view<{{.*}}>, tile<i64> -> token
    %t = atomic_red_view_tko relaxed device %sv[%i, %i], umin, %v : tile<4x2xi32>, strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x64xi32, strides=[64,1]>>, tile<i64> -> token
  }
}
