// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>, %n: tile<8xi32>) {
    // expected-error @below {{all of {source, exponent} have same shape}}
    %0 = fpowi %x, %n : tile<4xf32>, tile<8xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>, %n: tile<4xi64>) {
    // expected-error @below {{exponent must be a tile of i8, i16 or i32, got '!cuda_tile.tile<4xi64>'}}
    %0 = fpowi %x, %n : tile<4xf32>, tile<4xi64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xi32>, %n: tile<4xi32>) {
    // expected-error @below {{operand #0 must be}}
    %0 = fpowi %x, %n : tile<4xi32>, tile<4xi32>
  }
}
