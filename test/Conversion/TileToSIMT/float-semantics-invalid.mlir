// RUN: tile-opt %s -split-input-file -convert-tile-to-simt -verify-diagnostics

// Directed rounding is not lowered yet: a located error, never a
// round-to-nearest result in its place.
cuda_tile.module @m {
  entry @rz(%x: tile<f32>, %y: tile<f32>) {
    // expected-error @below {{rounding mode 'zero' of 'cuda_tile.addf' has no SIMT lowering yet}}
    %z = addf %x, %y rounding<zero> : tile<f32>
  }
}


// -----

cuda_tile.module @m {
  entry @div(%x: tile<f32>) {
    // expected-error @below {{rounding mode 'positive_inf' of 'cuda_tile.divf' has no SIMT lowering yet}}
    %z = divf %x, %x rounding<positive_inf> : tile<f32>
  }
}
