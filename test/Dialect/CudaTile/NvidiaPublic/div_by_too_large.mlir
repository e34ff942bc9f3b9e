// NVIDIA's verifier caps div_by at 2^62, whatever the element type
// (test/Dialect/CudaTile/invalid.mlir of cuda-tile).
// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @module {
  testing$func @div_by(%arg0: !cuda_tile.tile<i8>) {
    // expected-error @+1{{div_by divisor is too large (at most 2^62), got 9223372036854775808}}
    cuda_tile.assume #cuda_tile.div_by<9223372036854775808>, %arg0 : !cuda_tile.tile<i8>
  }
}

// -----

// 2^62 itself is accepted.
cuda_tile.module @module {
  testing$func @div_by(%arg0: !cuda_tile.tile<i64>) {
    %0 = cuda_tile.assume #cuda_tile.div_by<4611686018427387904>, %arg0 : !cuda_tile.tile<i64>
  }
}
