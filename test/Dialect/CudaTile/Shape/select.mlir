// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @select
  testing$func @select(%c: tile<4x4xi1>, %a: tile<4x4xf32>, %b: tile<4x4xf32>,
                       %s: tile<i1>, %p: tile<ptr<f16>>, %q: tile<ptr<f16>>) {
    // CHECK: select %{{.*}}, %{{.*}}, %{{.*}} : tile<4x4xi1>, tile<4x4xf32>
    %0 = select %c, %a, %b : tile<4x4xi1>, tile<4x4xf32>
    // CHECK: select %{{.*}}, %{{.*}}, %{{.*}} : tile<i1>, tile<ptr<f16>>
    %1 = cuda_tile.select %s, %p, %q : !cuda_tile.tile<i1>, !cuda_tile.tile<ptr<f16>>
  }
}
