// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{types must be equal width, cannot convert '!cuda_tile.tile<4xf32>' of width 32 to type '!cuda_tile.tile<4xi16>' of width 16}}
    %0 = bitcast %a : tile<4xf32> -> tile<4xi16>
  }
}

// -----

// tf32 counts as 19 bits.
cuda_tile.module @m {
  testing$func @f(%a: tile<4xtf32>) {
    // expected-error @below {{types must be equal width}}
    %0 = bitcast %a : tile<4xtf32> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{all of {source, result} have same shape}}
    %0 = bitcast %a : tile<4xf32> -> tile<2xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xptr<f32>>) {
    // expected-error @below {{operand #0 must be tile of numbers (no i4)}}
    %0 = bitcast %a : tile<4xptr<f32>> -> tile<4xi64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi4>) {
    // expected-error @below {{operand #0 must be tile of numbers (no i4)}}
    %0 = bitcast %a : tile<4xi4> -> tile<4xf4E2M1FN>
  }
}
