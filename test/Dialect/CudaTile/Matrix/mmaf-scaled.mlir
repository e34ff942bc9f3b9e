// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// mmaf_scaled (13.3): one scale per block of 16 or 32 K elements.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @mmaf_scaled
  testing$func @mmaf_scaled(%f4: tile<128x128xf4E2M1FN>, %acc: tile<128x128xf32>,
                            %e8l: tile<128x4xf8E8M0FNU>, %e8r: tile<4x128xf8E8M0FNU>,
                            %e8l16: tile<128x8xf8E8M0FNU>, %e8r16: tile<8x128xf8E8M0FNU>,
                            %e4l: tile<128x8xf8E4M3FN>, %e4r: tile<8x128xf8E4M3FN>,
                            %f8: tile<128x128xf8E5M2>) {
    // CHECK: mmaf_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tile<128x128xf4E2M1FN>, tile<128x128xf4E2M1FN>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
    %0 = mmaf_scaled %f4, %f4, %acc, %e8l, %e8r : tile<128x128xf4E2M1FN>, tile<128x128xf4E2M1FN>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
    // CHECK: mmaf_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tile<128x128xf4E2M1FN>, tile<128x128xf4E2M1FN>, tile<128x128xf32>, tile<128x8xf8E8M0FNU>, tile<8x128xf8E8M0FNU>
    %1 = cuda_tile.mmaf_scaled %f4, %f4, %acc, %e8l16, %e8r16 : !cuda_tile.tile<128x128xf4E2M1FN>, !cuda_tile.tile<128x128xf4E2M1FN>, !cuda_tile.tile<128x128xf32>, !cuda_tile.tile<128x8xf8E8M0FNU>, !cuda_tile.tile<8x128xf8E8M0FNU>
    // CHECK: mmaf_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tile<128x128xf4E2M1FN>, tile<128x128xf4E2M1FN>, tile<128x128xf32>, tile<128x8xf8E4M3FN>, tile<8x128xf8E4M3FN>
    %2 = mmaf_scaled %f4, %f4, %acc, %e4l, %e4r : tile<128x128xf4E2M1FN>, tile<128x128xf4E2M1FN>, tile<128x128xf32>, tile<128x8xf8E4M3FN>, tile<8x128xf8E4M3FN>
    // CHECK: mmaf_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tile<128x128xf8E5M2>, tile<128x128xf8E5M2>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
    %3 = mmaf_scaled %f8, %f8, %acc, %e8l, %e8r : tile<128x128xf8E5M2>, tile<128x128xf8E5M2>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
  }

  // CHECK-LABEL: testing$func @batched
  testing$func @batched(%a: tile<2x64x64xf4E2M1FN>, %c: tile<2x64x64xf32>,
                        %ls: tile<2x64x2xf8E8M0FNU>, %rs: tile<2x2x64xf8E8M0FNU>) {
    // CHECK: mmaf_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tile<2x64x64xf4E2M1FN>, tile<2x64x64xf4E2M1FN>, tile<2x64x64xf32>, tile<2x64x2xf8E8M0FNU>, tile<2x2x64xf8E8M0FNU>
    %0 = mmaf_scaled %a, %a, %c, %ls, %rs : tile<2x64x64xf4E2M1FN>, tile<2x64x64xf4E2M1FN>, tile<2x64x64xf32>, tile<2x64x2xf8E8M0FNU>, tile<2x2x64xf8E8M0FNU>
  }
}
