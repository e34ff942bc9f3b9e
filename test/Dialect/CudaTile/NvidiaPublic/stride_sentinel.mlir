// An explicit stride equal to the dynamic sentinel (INT64_MIN) is refused
// where it is written (NVIDIA's view_invalid.mlir); `?` is the only way to
// say "dynamic", and `?` still parses.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  // expected-error @below{{expected strictly positive integer, got -9223372036854775808}}
  testing$func @f(%a: !cuda_tile.tensor_view<?xf32, strides=[-9223372036854775808]>) {}
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: !cuda_tile.tensor_view<?x?xf32, strides=[?, 1]>) {}
}
