// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// load_ptr_tko and store_ptr_tko: gathers and scatters through pointer tiles.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @loads
  testing$func @loads(%p: tile<16x32xptr<f32>>, %m: tile<16x32xi1>, %pad: tile<16x32xf32>) {
    // CHECK: %[[T:.*]] = make_token : token
    %t = make_token : token
    // CHECK: load_ptr_tko weak %{{.*}} : tile<16x32xptr<f32>> -> tile<16x32xf32>, token
    %a, %ta = load_ptr_tko weak %p : tile<16x32xptr<f32>> -> tile<16x32xf32>, token
    // CHECK: load_ptr_tko weak %{{.*}} token=%[[T]] : tile<16x32xptr<f32>> -> tile<16x32xf32>, token
    %b, %tb = load_ptr_tko weak %p token = %t : tile<16x32xptr<f32>> -> tile<16x32xf32>, token
    // CHECK: load_ptr_tko acquire device %{{.*}}, %{{.*}} token=%[[T]] : tile<16x32xptr<f32>>, tile<16x32xi1> -> tile<16x32xf32>, token
    %c, %tc = load_ptr_tko acquire device %p, %m token = %t : tile<16x32xptr<f32>>, tile<16x32xi1> -> tile<16x32xf32>, token
    // CHECK: load_ptr_tko relaxed sys %{{.*}}, %{{.*}}, %{{.*}} optimization_hints = <sm_100 = {latency = 7}> : tile<16x32xptr<f32>>, tile<16x32xi1>, tile<16x32xf32> -> tile<16x32xf32>, token
    %d, %td = load_ptr_tko relaxed sys %p, %m, %pad optimization_hints = <sm_100 = {latency = 7}> : tile<16x32xptr<f32>>, tile<16x32xi1>, tile<16x32xf32> -> tile<16x32xf32>, token
  }

  // CHECK-LABEL: testing$func @stores
  testing$func @stores(%p: tile<8xptr<i32>>, %v: tile<8xi32>, %m: tile<8xi1>) {
    // CHECK: store_ptr_tko weak %{{.*}}, %{{.*}} : tile<8xptr<i32>>, tile<8xi32> -> token
    %t0 = store_ptr_tko weak %p, %v : tile<8xptr<i32>>, tile<8xi32> -> token
    // CHECK: store_ptr_tko release device %{{.*}}, %{{.*}}, %{{.*}} token=%{{.*}} : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> token
    %t1 = store_ptr_tko release device %p, %v, %m token = %t0 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> token
    // CHECK: store_ptr_tko relaxed tl_blk %{{.*}}, %{{.*}} optimization_hints = <default = {latency = 2}> : tile<8xptr<i32>>, tile<8xi32> -> token
    %t2 = store_ptr_tko relaxed tl_blk %p, %v optimization_hints = <default = {latency = 2}> : tile<8xptr<i32>>, tile<8xi32> -> token
  }

  // Rank-0 pointers load scalars.
  // CHECK-LABEL: testing$func @scalar
  testing$func @scalar(%p: tile<ptr<f16>>) {
    // CHECK: load_ptr_tko weak %{{.*}} : tile<ptr<f16>> -> tile<f16>, token
    %a, %t = load_ptr_tko weak %p : tile<ptr<f16>> -> tile<f16>, token
  }
}
