// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// load_view_tko and store_view_tko through the three tile views.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @partition
  testing$func @partition(%pv: partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[?,1]>>,
                          %i: tile<i32>, %j: tile<i32>) {
    // CHECK: %[[T0:.*]] = make_token : token
    %t0 = make_token : token
    // CHECK: %[[X:.*]], %[[T1:.*]] = load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] token = %[[T0]] : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[?,1]>>, tile<i32> -> tile<4x1024xf32>, token
    %x, %t1 = load_view_tko weak %pv[%i, %j] token = %t0 : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[?,1]>>, tile<i32> -> tile<4x1024xf32>, token
    // No input token.
    // CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] : partition_view<{{.*}}>, tile<i32> -> tile<4x1024xf32>, token
    %y, %t2 = load_view_tko weak %pv[%i, %j] : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[?,1]>>, tile<i32> -> tile<4x1024xf32>, token
    // Scoped ordering and per-op hints.
    // CHECK: load_view_tko acquire device %{{.*}}[%{{.*}}, %{{.*}}] token = %[[T1]] optimization_hints = <sm_90 = {allow_tma = false, latency = 3}> : partition_view<{{.*}}>, tile<i32> -> tile<4x1024xf32>, token
    %z, %t3 = load_view_tko acquire device %pv[%i, %j] token = %t1 optimization_hints = <sm_90 = {allow_tma = false, latency = 3}> : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[?,1]>>, tile<i32> -> tile<4x1024xf32>, token
    // CHECK: store_view_tko weak %[[X]], %{{.*}}[%{{.*}}, %{{.*}}] token = %[[T1]] : tile<4x1024xf32>, partition_view<{{.*}}>, tile<i32> -> token
    %t4 = store_view_tko weak %x, %pv[%i, %j] token = %t1 : tile<4x1024xf32>, partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[?,1]>>, tile<i32> -> token
    // CHECK: store_view_tko release sys %[[X]], %{{.*}}[%{{.*}}, %{{.*}}] optimization_hints = <default = {latency = 1}> : tile<4x1024xf32>
    %t5 = store_view_tko release sys %x, %pv[%i, %j] optimization_hints = <default = {latency = 1}> : tile<4x1024xf32>, partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[?,1]>>, tile<i32> -> token
  }

  // CHECK-LABEL: testing$func @strided
  testing$func @strided(%sv: strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x64xf16, strides=[64,1]>>,
                        %i: tile<i64>) {
    // CHECK: load_view_tko relaxed tl_blk %{{.*}}[%{{.*}}, %{{.*}}] : strided_view<{{.*}}>, tile<i64> -> tile<4x2xf16>, token
    %x, %t = load_view_tko relaxed tl_blk %sv[%i, %i] : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x64xf16, strides=[64,1]>>, tile<i64> -> tile<4x2xf16>, token
    // CHECK: store_view_tko relaxed device %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] token = %{{.*}} : tile<4x2xf16>, strided_view<{{.*}}>, tile<i64> -> token
    %t2 = store_view_tko relaxed device %x, %sv[%i, %i] token = %t : tile<4x2xf16>, strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x64xf16, strides=[64,1]>>, tile<i64> -> token
  }

  // The sparse index is a 1-D tile, so the index types differ and print
  // one by one.
  // CHECK-LABEL: testing$func @gather_scatter
  testing$func @gather_scatter(%gv: gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>, sparse_dim=0>,
                               %rows: tile<8xi32>, %j: tile<i32>) {
    // CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] : gather_scatter_view<{{.*}}>, tile<8xi32>, tile<i32> -> tile<8x16xf16>, token
    %x, %t = load_view_tko weak %gv[%rows, %j] : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x16xf16>, token
    // CHECK: store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : tile<8x16xf16>, gather_scatter_view<{{.*}}>, tile<8xi32>, tile<i32> -> token
    %t2 = store_view_tko weak %x, %gv[%rows, %j] : tile<8x16xf16>, gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
  }
}
