// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%a: tile<8x2xf32>) {
    // expected-error @below {{expected source tile and result tile to have the same number of elements}}
    %0 = reshape %a : tile<8x2xf32> -> tile<4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<8xf32>) {
    // expected-error @below {{requires the same element type for all operands and results}}
    %0 = reshape %a : tile<8xf32> -> tile<2x4xi32>
  }
}
