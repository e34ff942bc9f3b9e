// Hints that no chip or op takes, and values out of a hint's range, are
// kept as written and say nothing unless asked (-Wunsupported-hints), as
// NVIDIA's entry_opt_hints_default_silent.mlir has it: a front end may write
// hints for chips newer than the compiler.
// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s

// CHECK-LABEL: cuda_tile.module @silent
cuda_tile.module @silent {
  // CHECK: entry @unknown_key(%{{.*}}: tile<ptr<f32>>) optimization_hints=<sm_42a = {num_cta_in_cga = 2}>
  entry @unknown_key(%arg0: tile<ptr<f32>>) optimization_hints=<sm_42a={num_cta_in_cga=2}> {
    return
  }
  // CHECK: entry @unknown_param(%{{.*}}: tile<ptr<f32>>) optimization_hints=<sm_100 = {num_qqq = 1}>
  entry @unknown_param(%arg0: tile<ptr<f32>>) optimization_hints=<sm_100={num_qqq=1}> {
    return
  }
  // CHECK: entry @bad_value(%{{.*}}: tile<ptr<f32>>) optimization_hints=<sm_100 = {num_cta_in_cga = 7}, sm_80 = {num_cta_in_cga = 2}>
  entry @bad_value(%arg0: tile<ptr<f32>>) optimization_hints=<sm_100={num_cta_in_cga=7}, sm_80={num_cta_in_cga=2}> {
    return
  }
  // CHECK: entry @bad_type(%{{.*}}: tile<ptr<f32>>) optimization_hints=<sm_100 = {num_cta_in_cga = "a"}>
  entry @bad_type(%arg0: tile<ptr<f32>>) optimization_hints=<sm_100={num_cta_in_cga="a"}> {
    return
  }
  // CHECK-LABEL: testing$func @wrong_op
  // CHECK: load_ptr_tko weak %{{.*}} optimization_hints = <sm_90 = {allow_tma = true}>
  // CHECK: load_view_tko weak %{{.*}} optimization_hints = <default = {occupancy = 2}>
  testing$func @wrong_op(%p: tile<8xptr<f32>>, %pv: partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, %i: tile<i32>) {
    %x, %t = load_ptr_tko weak %p optimization_hints = <sm_90 = {allow_tma = true}> : tile<8xptr<f32>> -> tile<8xf32>, token
    %y, %t1 = load_view_tko weak %pv[%i, %i] optimization_hints = <default = {occupancy = 2}> : partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x8xf32>, token
  }
}
