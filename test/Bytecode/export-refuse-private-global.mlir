// A private global exists only from 13.3: older versions refuse it.
// RUN: not tile-translate --mlir-to-cudatilebc --bytecode-version=13.1 %s -o %t 2>&1 | FileCheck %s
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.3 %s -o %t
// RUN: tile-translate --cudatilebc-to-mlir %t | FileCheck %s --check-prefix=OK
// CHECK: error: global @g is private, which needs bytecode version 13.3, cannot write 13.1
// OK: global private @g <f32: [1.000000e+00, 2.000000e+00]> : tile<2xf32>
cuda_tile.module @m {
  global private @g <f32: [1.0, 2.0]> : tile<2xf32>
}
