// -Wunsupported-hints reports each hint no chip or op takes, or whose value
// is out of its range, as a warning; the module still verifies (NVIDIA's
// entry_opt_hints_warn.mlir).
// RUN: tile-opt %s -Wunsupported-hints -split-input-file -verify-diagnostics

cuda_tile.module @unknown_sm {
  // expected-warning @below{{unknown hint key sm_100a}}
  entry @k(%arg0: tile<ptr<f32>>) optimization_hints=<sm_100a={num_cta_in_cga=2}> {
    return
  }
}

// -----

cuda_tile.module @unknown_param {
  // expected-warning @below{{num_qqq is not known hint for current Operation}}
  entry @k(%arg0: tile<ptr<f32>>) optimization_hints=<sm_100={num_qqq=1}> {
    return
  }
}

// -----

cuda_tile.module @not_int {
  // expected-warning @below{{integer value expected for sm_100.num_cta_in_cga}}
  entry @k(%arg0: tile<ptr<f32>>) optimization_hints=<sm_100={num_cta_in_cga="a"}> {
    return
  }
}

// -----

cuda_tile.module @not_power_of_two {
  // expected-warning @below{{expected power-of-two ≤ 16 for sm_100.num_cta_in_cga}}
  entry @k(%arg0: tile<ptr<f32>>) optimization_hints=<sm_100={num_cta_in_cga=7}> {
    return
  }
}

// -----

// Ampere and Ada have no clusters.
cuda_tile.module @cluster_on_ampere {
  // expected-warning @below{{expected 1 for sm_86.num_cta_in_cga}}
  entry @k(%arg0: tile<ptr<f32>>) optimization_hints=<sm_86={num_cta_in_cga=2}> {
    return
  }
}

// -----

cuda_tile.module @occupancy {
  // expected-warning @below{{integer value in the range [1, 32] is expected for sm_100.occupancy}}
  entry @k(%arg0: tile<ptr<f32>>) optimization_hints=<sm_100={occupancy=64}> {
    return
  }
}

// -----

cuda_tile.module @warps {
  // expected-warning @below{{expected power-of-two ≤ 32 for default.num_worker_warps_per_cta}}
  entry @k(%arg0: tile<ptr<f32>>) optimization_hints=<default={num_worker_warps_per_cta=9}> {
    return
  }
}

// -----

cuda_tile.module @access_hints {
  testing$func @f(%p: tile<8xptr<f32>>, %v: tile<8xf32>, %pv: partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, %i: tile<i32>) {
    // expected-warning @below{{allow_tma is not known hint for current Operation}}
    %x, %t = load_ptr_tko weak %p optimization_hints = <sm_90 = {allow_tma = true}> : tile<8xptr<f32>> -> tile<8xf32>, token
    // expected-warning @below{{integer value in the range [1, 10] is expected for sm_90.latency}}
    %t1 = store_ptr_tko weak %p, %v optimization_hints = <sm_90 = {latency = 11}> : tile<8xptr<f32>>, tile<8xf32> -> token
    // expected-warning @below{{num_cta_in_cga is not known hint for current Operation}}
    %y, %t2 = load_view_tko weak %pv[%i, %i] optimization_hints = <sm_90 = {num_cta_in_cga = 2}> : partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x8xf32>, token
    // expected-warning @below{{boolean value expected for default.allow_tma}}
    %t3 = store_view_tko weak %y, %pv[%i, %i] optimization_hints = <default = {allow_tma = 1}> : tile<4x8xf32>, partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
  }
}

// -----

// Valid hints say nothing.
cuda_tile.module @valid {
  entry @k(%arg0: tile<ptr<f32>>) optimization_hints=<sm_90={num_cta_in_cga=2, num_worker_warps_per_cta=8, occupancy=2}, sm_107={occupancy=1}, default={occupancy=4}> {
    return
  }
}
