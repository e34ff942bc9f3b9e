// memory_fence_alias_tko, gdc_wait_tko and gdc_launch_dependents_tko (13.4):
// token in (required for the fence, optional for the gdc ops), token out.
// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// CHECK-LABEL: entry @pdl
// CHECK: %[[W:.*]] = gdc_wait_tko : token
// CHECK: %[[F:.*]] = memory_fence_alias_tko %[[W]] : token
// CHECK: gdc_launch_dependents_tko token = %[[F]] : token
// CHECK: gdc_launch_dependents_tko : token
cuda_tile.module @m {
  entry @pdl() {
    %w = gdc_wait_tko : token
    %f = memory_fence_alias_tko %w : token
    %l = gdc_launch_dependents_tko token = %f : token
    %l2 = gdc_launch_dependents_tko : token
    return
  }
}
