// The 13.4 token ops only order memory and launches: the interpreter runs
// them as no-ops (an op without a handler would stop the run).
// RUN: tile-run %s --entry k --print-outputs | FileCheck %s

cuda_tile.module @m {
  // CHECK: result 0 = 2xf32 [3, 4]
  testing$func @k() -> tile<2xf32> {
    %w = gdc_wait_tko : token
    %f = memory_fence_alias_tko %w : token
    %l = gdc_launch_dependents_tko token = %f : token
    %x = constant <f32: [3.0, 4.0]> : tile<2xf32>
    return %x : tile<2xf32>
  }
}
