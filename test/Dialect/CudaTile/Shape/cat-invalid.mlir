// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%a: tile<2x4xf32>) {
    // expected-error @below {{expect dim to be [0, 2), but got: 2}}
    %0 = cat %a, %a dim = 2 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x8xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x4xf32>) {
    // expected-error @below {{invalid concat at position 1, expected: 8 but got: 4}}
    %0 = cat %a, %a dim = 1 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x4xf32>, %b: tile<4x4xf32>) {
    // expected-error @below {{expect lhs and rhs shapes to match at non-concat position 0, expected: 2 but got: 4}}
    %0 = cat %a, %b dim = 1 : tile<2x4xf32>, tile<4x4xf32> -> tile<2x8xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x4xf32>) {
    // expected-error @below {{expect lhs and result shapes to match at non-concat position 0, expected: 2 but got: 4}}
    %0 = cat %a, %a dim = 1 : tile<2x4xf32>, tile<2x4xf32> -> tile<4x8xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x4xf32>, %b: tile<2x4xf16>) {
    // expected-error @below {{all of {lhs, rhs, result} have same element type}}
    %0 = cat %a, %b dim = 0 : tile<2x4xf32>, tile<2x4xf16> -> tile<4x4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x4xf32>, %b: tile<8xf32>) {
    // expected-error @below {{all of {lhs, rhs, result} have same rank}}
    %0 = cat %a, %b dim = 0 : tile<2x4xf32>, tile<8xf32> -> tile<4x4xf32>
  }
}
