// RUN: tile-opt %s --split-input-file --verify-diagnostics

// tile_simt.float tanh is tanh.approx.f32 only: without 'approx', or with
// 'ftz' (which the instruction has no form for), it is refused.
gpu.module @m {
gpu.func @exact(%x: f32) {
  // expected-error @+1 {{'tanh' is only tanh.approx.f32: it needs 'approx' and has no 'ftz'}}
  %t = tile_simt.float tanh %x : f32
  gpu.return
}
}

// -----

gpu.module @m {
gpu.func @ftz(%x: f32) {
  // expected-error @+1 {{'tanh' is only tanh.approx.f32: it needs 'approx' and has no 'ftz'}}
  %t = tile_simt.float tanh %x ftz approx : f32
  gpu.return
}
}
