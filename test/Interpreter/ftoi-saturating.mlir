// ftoi `saturating` (13.4): out-of-range values clamp to the integer range,
// NaN gives 0, the rest truncate toward zero.
// RUN: tile-run %s --entry sat --print-outputs | FileCheck %s

cuda_tile.module @m {
  // CHECK: result 0 = 8xi8 [127, -128, 0, 5, -5, 127, 0, -128]
  // CHECK: result 1 = 4xi8 [-1, 0, 0, 7]
  testing$func @sat() -> (tile<8xi8>, tile<4xi8>) {
    %x = constant <f32: [300.0, -300.0, 0x7FC00000, 5.7, -5.9, 0x7F800000, -0.5, 0xFF800000]> : tile<8xf32>
    %s = ftoi %x signed saturating : tile<8xf32> -> tile<8xi8>
    %y = constant <f32: [300.0, -3.0, 0x7FC00000, 7.9]> : tile<4xf32>
    %u = ftoi %y unsigned saturating : tile<4xf32> -> tile<4xi8>
    return %s, %u : tile<8xi8>, tile<4xi8>
  }
}
