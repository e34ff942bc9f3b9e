// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: entry @k
  entry @k() {
    // CHECK: iota : tile<128xi32>
    %0 = iota : tile<128xi32>
    // CHECK: iota : tile<256xi8>
    %1 = cuda_tile.iota : !cuda_tile.tile<256xi8>
    // CHECK: iota : tile<2xi1>
    %2 = iota : tile<2xi1>
    // CHECK: iota : tile<16xi64>
    %3 = "cuda_tile.iota"() : () -> !cuda_tile.tile<16xi64>
    return
  }
}
