// The producer attribute (13.3) is left out when writing an older version,
// as NVIDIA's writer does (its producer_attr_backward_compat.mlir): it names
// the tool, not the program. At 13.3 it is kept (ops-v13_3.mlir).
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.1 %s -o %t.bc
// RUN: tile-translate --cudatilebc-to-mlir %t.bc | FileCheck %s
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.2 %s -o %t.2.bc
// RUN: tile-translate --cudatilebc-to-mlir %t.2.bc | FileCheck %s
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.3 %s -o %t.3.bc
// RUN: tile-translate --cudatilebc-to-mlir %t.3.bc | FileCheck %s --check-prefix=KEPT

// CHECK: cuda_tile.module @kernels {
// CHECK-NOT: producer
// CHECK: entry @simple_kernel
// KEPT: cuda_tile.module @kernels attributes {producer = "test-producer v1.0"}
cuda_tile.module @kernels attributes {producer = "test-producer v1.0"} {
  entry @simple_kernel(%a: tile<f32>) {
    return
  }
}
