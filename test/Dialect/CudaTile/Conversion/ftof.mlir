// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @ftof
  testing$func @ftof(%a: tile<2x2xf32>, %b: tile<2xf4E2M1FN>, %c: tile<2x2xf16>) {
    // CHECK: ftof %{{.*}} : tile<2x2xf32> -> tile<2x2xbf16>
    %0 = ftof %a : tile<2x2xf32> -> tile<2x2xbf16>
    // CHECK: ftof %{{.*}} : tile<2xf4E2M1FN> -> tile<2xf64>
    %1 = cuda_tile.ftof %b : !cuda_tile.tile<2xf4E2M1FN> -> !cuda_tile.tile<2xf64>
    // CHECK: ftof %{{.*}} rounding<positive_inf> : tile<2x2xf16> -> tile<2x2xf8E8M0FNU>
    %2 = ftof %c rounding<positive_inf> : tile<2x2xf16> -> tile<2x2xf8E8M0FNU>
    // CHECK: ftof %{{.*}} rounding<zero> : tile<2x2xf32> -> tile<2x2xf8E8M0FNU>
    %3 = ftof %a rounding<zero> : tile<2x2xf32> -> tile<2x2xf8E8M0FNU>
    // CHECK: ftof %{{.*}} : tile<2x2xf32> -> tile<2x2xtf32>
    %4 = ftof %a rounding<nearest_even> : tile<2x2xf32> -> tile<2x2xtf32>
  }
}
