// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @bitcast
  testing$func @bitcast(%f: tile<4xf32>, %h: tile<4xf16>, %b: tile<4xi8>, %d: tile<2x2xi64>) {
    // CHECK: bitcast %{{.*}} : tile<4xf32> -> tile<4xi32>
    %0 = bitcast %f : tile<4xf32> -> tile<4xi32>
    // CHECK: bitcast %{{.*}} : tile<4xf16> -> tile<4xbf16>
    %1 = cuda_tile.bitcast %h : !cuda_tile.tile<4xf16> -> !cuda_tile.tile<4xbf16>
    // CHECK: bitcast %{{.*}} : tile<4xi8> -> tile<4xf8E4M3FN>
    %2 = bitcast %b : tile<4xi8> -> tile<4xf8E4M3FN>
    // CHECK: bitcast %{{.*}} : tile<4xi8> -> tile<4xf8E8M0FNU>
    %3 = bitcast %b : tile<4xi8> -> tile<4xf8E8M0FNU>
    // CHECK: bitcast %{{.*}} : tile<2x2xi64> -> tile<2x2xf64>
    %4 = bitcast %d : tile<2x2xi64> -> tile<2x2xf64>
    // CHECK: bitcast %{{.*}} : tile<4xf32> -> tile<4xf32>
    %5 = bitcast %f : tile<4xf32> -> tile<4xf32>
  }
}
