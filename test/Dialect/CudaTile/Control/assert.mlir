// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @asserts
  // CHECK: assert %{{.*}}, "scalar failed" : tile<i1>
  // CHECK: assert %{{.*}}, "partition access out of bounds: \22x\22" : tile<4x8xi1>
  testing$func @asserts(%c: tile<i1>, %m: tile<4x8xi1>) {
    assert %c, "scalar failed" : tile<i1>
    cuda_tile.assert %m, "partition access out of bounds: \"x\"" : !cuda_tile.tile<4x8xi1>
  }

  // An unused assert is kept by canonicalization: it has effects.
  // CHECK-LABEL: entry @kept
  // CHECK: assert
  entry @kept(%c: tile<i1>) {
    assert %c, "kept" : tile<i1>
  }
}
