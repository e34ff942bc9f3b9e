// RUN: tile-opt %s --split-input-file --verify-diagnostics

// tile_simt.float tanh is tanh.approx.f32 only, and exp ex2.approx.f32 of
// x * log2(e) only: without 'approx', or with 'ftz' (which the spec's tanh
// and exp have no form for), they are refused.
gpu.module @m {
gpu.func @exact(%x: f32) {
  // expected-error @+1 {{'tanh' is only its PTX approximation: it needs 'approx' and has no 'ftz'}}
  %t = tile_simt.float tanh %x : f32
  gpu.return
}
}

// -----

gpu.module @m {
gpu.func @ftz(%x: f32) {
  // expected-error @+1 {{'tanh' is only its PTX approximation: it needs 'approx' and has no 'ftz'}}
  %t = tile_simt.float tanh %x ftz approx : f32
  gpu.return
}
}

// -----

gpu.module @m {
gpu.func @exp_exact(%x: f32) {
  // expected-error @+1 {{'exp' is only its PTX approximation: it needs 'approx' and has no 'ftz'}}
  %t = tile_simt.float exp %x : f32
  gpu.return
}
}
