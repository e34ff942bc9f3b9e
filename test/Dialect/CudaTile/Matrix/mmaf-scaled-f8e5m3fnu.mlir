// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s

// fnv8E5M3FNU (13.4's developer-preview scale, printed as NVIDIA prints it)
// scales f4E2M1FN operands, as e4m3 scales do; NVIDIA's verifier refuses it
// for f8 operands (see mmaf-scaled-invalid.mlir).
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @e5m3_scales
  // CHECK-SAME: tile<128x8xfnv8E5M3FNU>, %{{.*}}: tile<ptr<fnv8E5M3FNU>>
  testing$func @e5m3_scales(%f4: tile<128x128xf4E2M1FN>, %acc: tile<128x128xf32>,
                            %l: tile<128x8xfnv8E5M3FNU>, %r: tile<8x128xfnv8E5M3FNU>,
                            %p: tile<ptr<fnv8E5M3FNU>>) {
    // CHECK: mmaf_scaled {{.*}} : tile<128x128xf4E2M1FN>, tile<128x128xf4E2M1FN>, tile<128x128xf32>, tile<128x8xfnv8E5M3FNU>, tile<8x128xfnv8E5M3FNU>
    %0 = mmaf_scaled %f4, %f4, %acc, %l, %r : tile<128x128xf4E2M1FN>, tile<128x128xf4E2M1FN>, tile<128x128xf32>, tile<128x8xfnv8E5M3FNU>, tile<8x128xfnv8E5M3FNU>
  }
}
