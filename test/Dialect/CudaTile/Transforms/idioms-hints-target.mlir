// tile-normalize-idioms (7): with a target, hints become the one `default`
// dictionary that target reads (its own entry, else `default`, key by key);
// hints only other targets read disappear.
// RUN: tile-opt %s --tile-normalize-idioms=target=sm_90 | FileCheck %s
// RUN: tile-opt %s --tile-normalize-idioms | FileCheck %s --check-prefix=KEEP

// CHECK-LABEL: entry @hints
// CHECK-SAME: optimization_hints=<default = {num_cta_in_cga = 2, occupancy = 1}>
// CHECK: load_ptr_tko weak %{{.*}} optimization_hints = <default = {latency = 3}>
// CHECK: store_ptr_tko weak
// CHECK-NOT: optimization_hints
// KEEP: optimization_hints=<default = {occupancy = 1}, sm_90 = {num_cta_in_cga = 2}>
// KEEP: optimization_hints = <sm_90 = {latency = 3}>
// KEEP: optimization_hints = <sm_100 = {latency = 5}>
cuda_tile.module @m {
  entry @hints(%p: tile<ptr<f32>>) optimization_hints=<default = {occupancy = 1}, sm_90 = {num_cta_in_cga = 2}> {
    %v, %t = load_ptr_tko weak %p optimization_hints = <sm_90 = {latency = 3}> : tile<ptr<f32>> -> tile<f32>, token
    %t2 = store_ptr_tko weak %p, %v optimization_hints = <sm_100 = {latency = 5}> : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}
