// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{expects result type to be 1-d tile}}
    %0 = iota : tile<4x4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{the number of elements 512 exceeds the maximum value of element type 'i8'}}
    %0 = iota : tile<512xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{result #0 must be tile of i1/i8/i16/i32/i64}}
    %0 = iota : tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{result #0 must be tile of i1/i8/i16/i32/i64}}
    %0 = iota : tile<8xi4>
  }
}
