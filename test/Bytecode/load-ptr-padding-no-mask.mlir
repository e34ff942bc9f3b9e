// load_ptr_tko with a padding value and no mask keeps that operand layout
// through bytecode at 13.1 and 13.3 (the mask and the padding have their own
// presence bits), and the re-export is byte-identical.
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.1 %s -o %t.31
// RUN: tile-translate --cudatilebc-to-mlir %t.31 | FileCheck %s
// RUN: tile-translate --cudatilebc-to-mlir %t.31 -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.1 %t.31 -o %t.31b
// RUN: cmp %t.31 %t.31b
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.3 %s -o %t.33
// RUN: tile-translate --cudatilebc-to-mlir %t.33 | FileCheck %s
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.3 %t.33 -o %t.33b
// RUN: cmp %t.33 %t.33b

// CHECK-LABEL: entry @gather
// CHECK: load_ptr_tko weak %{{.*}}, %{{.*}} token=%{{.*}} : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
// CHECK: load_ptr_tko weak %{{.*}}, %{{.*}} : tile<8xptr<f32>>, tile<8xi1> -> tile<8xf32>, token
// CHECK: load_ptr_tko weak %{{.*}}, padding_value = %{{.*}} : tile<8xptr<i1>>, tile<8xi1> -> tile<8xi1>, token
// CHECK: load_ptr_tko weak %{{.*}}, %{{.*}} : tile<8xptr<i1>>, tile<8xi1> -> tile<8xi1>, token
// GENERIC: operandSegmentSizes = array<i32: 1, 0, 1, 1>
// GENERIC: operandSegmentSizes = array<i32: 1, 1, 0, 0>
// GENERIC: operandSegmentSizes = array<i32: 1, 0, 1, 0>
// GENERIC: operandSegmentSizes = array<i32: 1, 1, 0, 0>
cuda_tile.module @kernels {
  entry @gather(%p: tile<ptr<f32>>, %q: tile<ptr<i1>>) {
    %t = make_token : token
    %r = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ps = broadcast %r : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %rq = reshape %q : tile<ptr<i1>> -> tile<1xptr<i1>>
    %qs = broadcast %rq : tile<1xptr<i1>> -> tile<8xptr<i1>>
    %pad = constant <f32: 0.0> : tile<8xf32>
    %m = constant <i1: true> : tile<8xi1>
    %a, %ta = load_ptr_tko weak %ps, %pad token=%t : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    %b, %tb = load_ptr_tko weak %ps, %m : tile<8xptr<f32>>, tile<8xi1> -> tile<8xf32>, token
    %c, %tc = load_ptr_tko weak %qs, padding_value = %m : tile<8xptr<i1>>, tile<8xi1> -> tile<8xi1>, token
    %d, %td = load_ptr_tko weak %qs, %m : tile<8xptr<i1>>, tile<8xi1> -> tile<8xi1>, token
  }
}
