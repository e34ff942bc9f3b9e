// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expects at least rank 2, but got: 1}}
    %0 = permute %a [0] : tile<4xf32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x4xf32>) {
    // expected-error @below {{expect permutation size (3) to equal the rank of the source (2)}}
    %0 = permute %a [0, 1, 2] : tile<2x4xf32> -> tile<2x4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x4xf32>) {
    // expected-error @below {{expect permutation elements to be unique}}
    %0 = permute %a [1, 1] : tile<2x4xf32> -> tile<4x4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x4xf32>) {
    // expected-error @below {{permutation element at index 1 (2) is out of bound [0, 2)}}
    %0 = permute %a [0, 2] : tile<2x4xf32> -> tile<2x4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x4xf32>) {
    // expected-error @below {{result shape invalid at index 0, expected: 4, but got: 2}}
    %0 = permute %a [1, 0] : tile<2x4xf32> -> tile<2x4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x4xf32>) {
    // expected-error @below {{all of {source, result} have same rank}}
    %0 = permute %a [1, 0] : tile<2x4xf32> -> tile<4x2x1xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x4xf32>) {
    // expected-error @below {{requires the same element type for all operands and results}}
    %0 = permute %a [1, 0] : tile<2x4xf32> -> tile<4x2xi32>
  }
}
