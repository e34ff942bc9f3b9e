// RUN: tile-opt %s --tile-normalize-asserts | FileCheck %s
// RUN: tile-opt %s --tile-normalize-asserts -mlir-print-op-generic | tile-opt | FileCheck %s

// An assert whose condition folds to true goes; one on a runtime value stays.
// CHECK-LABEL: entry @checks
// CHECK-NOT: "always"
// CHECK: assert %{{.*}}, "runtime"
cuda_tile.module @m {
  entry @checks(%n: tile<i32>) {
    %c4 = constant <i32: 4> : tile<i32>
    %c8 = constant <i32: 8> : tile<i32>
    %ok = cmpi less_than %c4, %c8, signed : tile<i32> -> tile<i1>
    assert %ok, "always" : tile<i1>
    %rt = cmpi less_than %c4, %n, signed : tile<i32> -> tile<i1>
    assert %rt, "runtime" : tile<i1>
    return
  }
}
