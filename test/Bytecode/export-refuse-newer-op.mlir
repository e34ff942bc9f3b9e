// Writing a version that lacks an op refuses, naming the op and the version.
// RUN: not tile-translate --mlir-to-cudatilebc --bytecode-version=13.2 %s -o %t 2>&1 | FileCheck %s
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.3 %s -o %t
// RUN: tile-translate --cudatilebc-to-mlir %t | FileCheck %s --check-prefix=OK
// CHECK: error: 'cuda_tile.pack' needs bytecode version 13.3, cannot write 13.2
// OK: pack %{{.*}} : tile<4xi32> -> tile<16xi8>
cuda_tile.module @m {
  entry @k() {
    %c = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %p = pack %c : tile<4xi32> -> tile<16xi8>
    return
  }
}
