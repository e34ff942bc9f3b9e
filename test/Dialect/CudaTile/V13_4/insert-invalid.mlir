// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%s: tile<16xf32>, %d: tile<8xf32>, %i: tile<i32>) {
    // expected-error @below {{destination dimension 0 size (8) must be evenly divisible by source dimension 0 size (16)}}
    %0 = insert %s, %d[%i] : tile<16xf32> -> tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%s: tile<2xi32>, %d: tile<8xf32>, %i: tile<i32>) {
    // expected-error @below {{source and destination element type do not match}}
    %0 = insert %s, %d[%i] : tile<2xi32> -> tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%s: tile<2x2xf32>, %d: tile<4x4xf32>, %i: tile<i32>) {
    // expected-error @below {{expected 2 indices, but got 1}}
    %0 = insert %s, %d[%i] : tile<2x2xf32> -> tile<4x4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%s: tile<2xf32>, %d: tile<4x4xf32>, %i: tile<i32>) {
    // expected-error @below {{all of {source, destination, result} have same rank}}
    %0 = insert %s, %d[%i, %i] : tile<2xf32> -> tile<4x4xf32>
  }
}
