// -Werr-hints with -Wunsupported-hints fails the op whose hints draw a
// warning (NVIDIA's entry_opt_hints_error.mlir).
// RUN: tile-opt %s -Wunsupported-hints -Werr-hints -split-input-file -verify-diagnostics

cuda_tile.module @unknown_sm {
  // expected-warning @below{{unknown hint key sm_100a}}
  // expected-error @below{{Optimization hints verification failed}}
  entry @k(%arg0: tile<ptr<f32>>) optimization_hints=<sm_100a={num_cta_in_cga=2}> {
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-warning @below{{allow_tma is not known hint for current Operation}}
    // expected-error @below{{Optimization hints verification failed}}
    %x, %t = load_ptr_tko weak %p optimization_hints = <sm_90 = {allow_tma = true}> : tile<8xptr<f32>> -> tile<8xf32>, token
  }
}

// -----

// Valid hints pass.
cuda_tile.module @valid {
  entry @k(%arg0: tile<ptr<f32>>) optimization_hints=<sm_90={num_cta_in_cga=2}, default={occupancy=4}> {
    return
  }
}
