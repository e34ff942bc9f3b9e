// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @cat
  testing$func @cat(%a: tile<2x4xf32>, %b: tile<2x4xf32>, %c: tile<4xptr<i8>>) {
    // CHECK: cat %{{.*}}, %{{.*}} dim = 1 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x8xf32>
    %0 = cat %a, %b dim = 1 : tile<2x4xf32>, tile<2x4xf32> -> tile<2x8xf32>
    // CHECK: cat %{{.*}}, %{{.*}} dim = 0 : tile<2x4xf32>, tile<2x4xf32> -> tile<4x4xf32>
    %1 = cuda_tile.cat %a, %b dim = 0 : !cuda_tile.tile<2x4xf32>, !cuda_tile.tile<2x4xf32> -> !cuda_tile.tile<4x4xf32>
    // CHECK: cat %{{.*}}, %{{.*}} dim = 0 : tile<4xptr<i8>>, tile<4xptr<i8>> -> tile<8xptr<i8>>
    %2 = cat %c, %c dim = 0 : tile<4xptr<i8>>, tile<4xptr<i8>> -> tile<8xptr<i8>>
  }
}
