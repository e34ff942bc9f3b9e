// Suffixed chip names (sm_100a, sm_90a, sm_120f) and sm_107 are hint keys,
// as in NVIDIA's entry_opt_hints_default_silent.mlir; a key that is no chip
// is still refused.
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
  // expected-error @below{{unknown architecture 'sm_42a' in optimization_hints}}
  entry @bad(%arg0: tile<ptr<f32>>) optimization_hints=<sm_42a={occupancy=2}> {
    return
  }
}
