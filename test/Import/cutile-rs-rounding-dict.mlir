// RUN: tile-opt --cutile-rs-text %s | FileCheck %s

// cutile-rs attaches `{rounding_mode = 0}` (nearest_even, the default) to
// maxf; the tolerant mode drops it so no stray attribute survives.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @rounding_dict
  testing$func @rounding_dict(%a: tile<f32>, %b: tile<f32>) {
    // CHECK: maxf %{{.*}}, %{{.*}} : tile<f32>
    // CHECK-NOT: rounding_mode
    %0 = maxf %a, %b {rounding_mode = 0} : tile<f32>
  }
}
