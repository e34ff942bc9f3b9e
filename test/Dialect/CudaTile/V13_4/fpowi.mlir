// fpowi (13.4) parses and prints as `fpowi %x, %n : FLOAT, INT`.
// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// CHECK-LABEL: testing$func @powers
// CHECK: fpowi %{{.*}}, %{{.*}} : tile<4xf32>, tile<4xi32>
// CHECK: fpowi %{{.*}}, %{{.*}} : tile<2x2xf16>, tile<2x2xi8>
// CHECK: fpowi %{{.*}}, %{{.*}} : tile<f64>, tile<i16>
cuda_tile.module @m {
  testing$func @powers(%x: tile<4xf32>, %n: tile<4xi32>, %h: tile<2x2xf16>,
                       %m: tile<2x2xi8>, %d: tile<f64>, %k: tile<i16>) {
    %0 = fpowi %x, %n : tile<4xf32>, tile<4xi32>
    %1 = fpowi %h, %m : tile<2x2xf16>, tile<2x2xi8>
    %2 = fpowi %d, %k : tile<f64>, tile<i16>
    return
  }
}
