// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// alloca (stack memory) and offset (pointer arithmetic).
cuda_tile.module @m {
  // CHECK-LABEL: entry @alloca
  entry @alloca() {
    // CHECK: alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>
    %a = alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>
    // CHECK: alloca num_elem = 64, alignment = 16 global : tile<ptr<f32>>
    %b = alloca num_elem = 64, alignment = 16 global : tile<ptr<f32>>
    // CHECK: alloca num_elem = 0, alignment = 1 : tile<ptr<i8>>
    %c = alloca num_elem = 0, alignment = 1 : tile<ptr<i8>>
  }

  // CHECK-LABEL: testing$func @offset
  testing$func @offset(%p: tile<8xptr<i32>>, %o: tile<8xi32>, %q: tile<ptr<f16>>, %r: tile<i64>) {
    // CHECK: offset %{{.*}}, %{{.*}} : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %a = offset %p, %o : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    // CHECK: offset %{{.*}}, %{{.*}} : tile<ptr<f16>>, tile<i64> -> tile<ptr<f16>>
    %b = offset %q, %r : tile<ptr<f16>>, tile<i64> -> tile<ptr<f16>>
  }
}
