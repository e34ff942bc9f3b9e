// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @mmaf
  testing$func @mmaf(%a16: tile<4x8xf16>, %b16: tile<8x2xf16>, %c32: tile<4x2xf32>, %c16: tile<4x2xf16>,
                     %a8: tile<4x8xf8E4M3FN>, %b8: tile<8x2xf8E4M3FN>,
                     %a5: tile<4x8xf8E5M2>, %b5: tile<8x2xf8E5M2>,
                     %abf: tile<4x8xbf16>, %bbf: tile<8x2xbf16>,
                     %atf: tile<4x8xtf32>, %btf: tile<8x2xtf32>,
                     %a32: tile<4x8xf32>, %b32: tile<8x2xf32>,
                     %a64: tile<4x8xf64>, %b64: tile<8x2xf64>, %c64: tile<4x2xf64>) {
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf32>
    %0 = mmaf %a16, %b16, %c32 : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf32>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf16>
    %1 = cuda_tile.mmaf %a16, %b16, %c16 : !cuda_tile.tile<4x8xf16>, !cuda_tile.tile<8x2xf16>, !cuda_tile.tile<4x2xf16>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} fast_acc : tile<4x8xf8E4M3FN>, tile<8x2xf8E4M3FN>, tile<4x2xf32>
    %2 = mmaf %a8, %b8, %c32 fast_acc : tile<4x8xf8E4M3FN>, tile<8x2xf8E4M3FN>, tile<4x2xf32>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<4x8xf8E5M2>, tile<8x2xf8E5M2>, tile<4x2xf16>
    %3 = mmaf %a5, %b5, %c16 : tile<4x8xf8E5M2>, tile<8x2xf8E5M2>, tile<4x2xf16>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<4x8xbf16>, tile<8x2xbf16>, tile<4x2xf32>
    %4 = mmaf %abf, %bbf, %c32 : tile<4x8xbf16>, tile<8x2xbf16>, tile<4x2xf32>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<4x8xtf32>, tile<8x2xtf32>, tile<4x2xf32>
    %5 = mmaf %atf, %btf, %c32 : tile<4x8xtf32>, tile<8x2xtf32>, tile<4x2xf32>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<4x8xf32>, tile<8x2xf32>, tile<4x2xf32>
    %6 = mmaf %a32, %b32, %c32 : tile<4x8xf32>, tile<8x2xf32>, tile<4x2xf32>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<4x8xf64>, tile<8x2xf64>, tile<4x2xf64>
    %7 = mmaf %a64, %b64, %c64 : tile<4x8xf64>, tile<8x2xf64>, tile<4x2xf64>
  }

  // CHECK-LABEL: testing$func @batched
  testing$func @batched(%a: tile<2x4x8xf16>, %b: tile<2x8x2xf16>, %c: tile<2x4x2xf32>) {
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<2x4x8xf16>, tile<2x8x2xf16>, tile<2x4x2xf32>
    %0 = mmaf %a, %b, %c : tile<2x4x8xf16>, tile<2x8x2xf16>, tile<2x4x2xf32>
  }
}
