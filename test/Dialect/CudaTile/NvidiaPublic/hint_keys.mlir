// Suffixed chip names (sm_100a, sm_90a, sm_120f) and sm_107 are hint keys,
// as in NVIDIA's entry_opt_hints_default_silent.mlir. A key that is no chip
// is kept too, and reported only on request (hints_warn.mlir); an entry that
// is not a dictionary is an error.
// RUN: tile-opt %s -split-input-file -verify-diagnostics | FileCheck %s

cuda_tile.module @m {
  // CHECK: entry @unknown_sm_key(%{{.*}}: tile<ptr<f32>>) optimization_hints=<sm_100a = {num_cta_in_cga = 2}>
  entry @unknown_sm_key(%arg0: !cuda_tile.tile<ptr<f32>>) optimization_hints=<sm_100a={num_cta_in_cga=2}> {
    return
  }
  // CHECK: optimization_hints=<sm_107 = {occupancy = 2}, sm_120f = {occupancy = 1}, sm_90a = {num_cta_in_cga = 2}>
  entry @more(%arg0: tile<ptr<f32>>) optimization_hints=<sm_90a={num_cta_in_cga=2}, sm_107={occupancy=2}, sm_120f={occupancy=1}> {
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below{{expected dictionary attribute for optimization_hints entry `sm_100` got value=2 : i64}}
  entry @bad(%arg0: tile<ptr<f32>>) optimization_hints=<sm_100=2> {
    return
  }
}
