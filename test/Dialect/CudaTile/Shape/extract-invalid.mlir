// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%t: tile<8xf32>, %i: tile<i32>) {
    // expected-error @below {{source dimension 0 size (8) must be evenly divisible by result dimension 0 size (16)}}
    %0 = extract %t[%i] : tile<8xf32> -> tile<16xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%t: tile<8x4xf32>, %i: tile<i32>) {
    // expected-error @below {{expected 2 indices, but got 1}}
    %0 = extract %t[%i] : tile<8x4xf32> -> tile<4x4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%t: tile<8xf32>, %i: tile<i32>) {
    // expected-error @below {{source and result element type do not match}}
    %0 = extract %t[%i] : tile<8xf32> -> tile<4xf16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%t: tile<8xf32>, %i: tile<i32>) {
    // expected-error @below {{all of {source, result} have same rank}}
    %0 = extract %t[%i] : tile<8xf32> -> tile<2x4xf32>
  }
}

// -----

// Indices are rank-0 i32 tiles.
cuda_tile.module @m {
  testing$func @f(%t: tile<8xf32>, %i: tile<i64>) {
    // expected-error @below {{operand #1 must be variadic of rank-0 tile of i32}}
    %0 = "cuda_tile.extract"(%t, %i) : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%t: tile<8xf32>, %i: tile<2xi32>) {
    // expected-error @below {{operand #1 must be variadic of rank-0 tile of i32}}
    %0 = "cuda_tile.extract"(%t, %i) : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<2xi32>) -> !cuda_tile.tile<4xf32>
  }
}
