// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @f() {
    // expected-error @below {{expected SSA operand}}
    %f = memory_fence_alias_tko : token
    return
  }
}
