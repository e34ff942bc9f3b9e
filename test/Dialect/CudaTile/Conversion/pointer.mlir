// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// int_to_ptr, ptr_to_int and ptr_to_ptr.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @pointers
  testing$func @pointers(%i: tile<i64>, %v: tile<4xi64>, %p: tile<4xptr<i8>>) {
    // CHECK: int_to_ptr %{{.*}} : tile<i64> -> tile<ptr<i8>>
    %0 = int_to_ptr %i : tile<i64> -> tile<ptr<i8>>
    // CHECK: ptr_to_int %{{.*}} : tile<ptr<i8>> -> tile<i64>
    %1 = ptr_to_int %0 : tile<ptr<i8>> -> tile<i64>
    // CHECK: int_to_ptr %{{.*}} : tile<4xi64> -> tile<4xptr<f32>>
    %2 = cuda_tile.int_to_ptr %v : !cuda_tile.tile<4xi64> -> !cuda_tile.tile<4x!cuda_tile.ptr<f32>>
    // CHECK: ptr_to_ptr %{{.*}} : tile<4xptr<i8>> -> tile<4xptr<f64>>
    %3 = ptr_to_ptr %p : tile<4xptr<i8>> -> tile<4xptr<f64>>
  }
}
