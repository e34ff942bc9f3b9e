// RUN: tile-opt %s --split-input-file --verify-diagnostics

gpu.module @m {
gpu.func @not_whole_warps() {
  // expected-error @below {{runs on threads [16, 48), which is not a range of whole warps}}
  tile_simt.warps threads(16, 32) {
  }
  gpu.return
}
}

// -----

gpu.module @m {
gpu.func @yield_mismatch(%i: i32) {
  // expected-error @below {{yields 'i32' but returns 'i64'}}
  %r = tile_simt.warps threads(0, 32) -> i64 {
    tile_simt.yield %i : i32
  }
  gpu.return
}
}

// -----

#bs = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 0, order = [1, 0]>
gpu.module @m {
gpu.func @arrival_counts() {
  %b = tile_simt.alloc_shared : !tile_simt.smem<2x1x1xi64, #bs>
  // expected-error @below {{gives 3 arrival counts for 2 mbarriers}}
  tile_simt.init_mbarriers %b arrivals [1, 2, 3] : !tile_simt.smem<2x1x1xi64, #bs>
  gpu.return
}
}

// -----

#bs = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 0, order = [1, 0]>
gpu.module @m {
gpu.func @arrival_range() {
  %b = tile_simt.alloc_shared : !tile_simt.smem<1x1x1xi64, #bs>
  // expected-error @below {{arrival count 0 is outside [1, 2^20)}}
  tile_simt.init_mbarriers %b arrivals [0] : !tile_simt.smem<1x1x1xi64, #bs>
  gpu.return
}
}

// -----

#bs = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 0, order = [1, 0]>
gpu.module @m {
gpu.func @not_barriers() {
  %b = tile_simt.alloc_shared : !tile_simt.smem<2x1x2xi64, #bs>
  // expected-error @below {{needs a buffer of single i64 slots}}
  tile_simt.init_mbarriers %b arrivals [1, 1] : !tile_simt.smem<2x1x2xi64, #bs>
  gpu.return
}
}

// -----

// setmaxnreg applies to whole warpgroups.
gpu.module @m {
gpu.func @registers_of_part_of_a_warpgroup() {
  // expected-error @below {{sets the registers of threads [0, 64), which are not whole warpgroups}}
  tile_simt.warps threads(0, 64) attributes {max_registers = 40 : i64} {
  }
  gpu.return
}
}

// -----

gpu.module @m {
gpu.func @registers_out_of_range() {
  // expected-error @below {{sets 20 registers per thread; setmaxnreg takes 24 to 256 in steps of 8}}
  tile_simt.warps threads(0, 128) attributes {max_registers = 20 : i64} {
  }
  gpu.return
}
}
