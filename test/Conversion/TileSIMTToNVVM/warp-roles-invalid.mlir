// RUN: tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90a},convert-tile-simt-to-nvvm))'

// A warps region past the kernel's block is refused, not lowered to a
// region no thread runs.
gpu.module @m {
gpu.func @past_block() kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
  // expected-error @below {{runs on threads past the block's 128}}
  tile_simt.warps threads(128, 32) {
  }
  gpu.return
}
}
