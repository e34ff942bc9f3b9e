// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%a: tile<2x4xf32>) {
    // expected-error @below {{expects the shape of source tile to be compatible with that of the result tile, but got: [2, 4] and [4, 4]}}
    %0 = broadcast %a : tile<2x4xf32> -> tile<4x4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{all of {source, result} have same rank}}
    %0 = broadcast %a : tile<4xf32> -> tile<4x4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<1xf32>) {
    // expected-error @below {{requires the same element type for all operands and results}}
    %0 = broadcast %a : tile<1xf32> -> tile<4xf16>
  }
}
