// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @mmai
  testing$func @mmai(%a: tile<4x8xi8>, %b: tile<8x16xi8>, %c: tile<4x16xi32>,
                     %ba: tile<2x4x8xi8>, %bb: tile<2x8x16xi8>, %bc: tile<2x4x16xi32>) {
    // CHECK: mmai %{{.*}}, %{{.*}}, %{{.*}} signed signed : tile<4x8xi8>, tile<8x16xi8>, tile<4x16xi32>
    %0 = mmai %a, %b, %c signed signed : tile<4x8xi8>, tile<8x16xi8>, tile<4x16xi32>
    // CHECK: mmai %{{.*}}, %{{.*}}, %{{.*}} unsigned signed : tile<4x8xi8>, tile<8x16xi8>, tile<4x16xi32>
    %1 = cuda_tile.mmai %a, %b, %c unsigned signed : !cuda_tile.tile<4x8xi8>, !cuda_tile.tile<8x16xi8>, !cuda_tile.tile<4x16xi32>
    // CHECK: mmai %{{.*}}, %{{.*}}, %{{.*}} unsigned unsigned : tile<2x4x8xi8>, tile<2x8x16xi8>, tile<2x4x16xi32>
    %2 = mmai %ba, %bb, %bc unsigned unsigned : tile<2x4x8xi8>, tile<2x8x16xi8>, tile<2x4x16xi32>
  }
}
