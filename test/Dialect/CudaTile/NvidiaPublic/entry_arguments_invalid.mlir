// A tile argument of an entry is a scalar: a tile of some shape is refused.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  // expected-error @below{{argument #1 must be a rank-0 tile (a scalar or pointer), got '!cuda_tile.tile<4xf32>'}}
  entry @k(%a: tile<i32>, %b: tile<4xf32>) {
    return
  }
}
