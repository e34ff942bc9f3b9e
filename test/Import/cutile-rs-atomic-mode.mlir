// RUN: tile-opt --cutile-rs-text %s | FileCheck %s
// RUN: not tile-opt %s 2>&1 | FileCheck %s --check-prefix=STRICT

// cutile-rs prints the atomic mode as `{mode = N}` (3 = add) after the
// operands; NVIDIA's syntax puts its keyword after the pointers.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @atomic_mode
  testing$func @atomic_mode(%p: tile<8xptr<i32>>, %v: tile<8xi32>, %k: tile<8xi1>) {
    // CHECK: atomic_rmw_tko relaxed device %{{.*}}, add, %{{.*}}, %{{.*}} :
    %0, %1 = atomic_rmw_tko relaxed device %p, %v, %k {mode = 3} : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  }
}
// STRICT: error:
