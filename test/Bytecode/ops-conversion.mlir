// Every conversion op survives bytecode at 13.1, 13.2 and 13.3: written, read
// back (FileCheck), and written again from the import byte for byte (cmp).
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.1 %s -o %t.31
// RUN: tile-translate --cudatilebc-to-mlir %t.31 | FileCheck %s
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.1 %t.31 -o %t.31b
// RUN: cmp %t.31 %t.31b
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.2 %s -o %t.32
// RUN: tile-translate --cudatilebc-to-mlir %t.32 | FileCheck %s
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.2 %t.32 -o %t.32b
// RUN: cmp %t.32 %t.32b
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.3 %s -o %t.33
// RUN: tile-translate --cudatilebc-to-mlir %t.33 | FileCheck %s
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.3 %t.33 -o %t.33b
// RUN: cmp %t.33 %t.33b

// CHECK-LABEL: entry @conversion_ops
// CHECK-SAME: (%[[I:[A-Za-z0-9_]+]]: tile<i64>, %[[B:[A-Za-z0-9_]+]]: tile<i1>, %[[F:[A-Za-z0-9_]+]]: tile<f32>, %[[H:[A-Za-z0-9_]+]]: tile<f16>, %[[P:[A-Za-z0-9_]+]]: tile<ptr<i8>>)
// CHECK: %[[V:[A-Za-z0-9_]+]] = constant <f32: [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tile<4xf32>
// CHECK: %[[W:[A-Za-z0-9_]+]] = constant <i16: [1, 2, 3, 4]> : tile<4xi16>
// CHECK: bitcast %[[V]] : tile<4xf32> -> tile<4xi32>
// CHECK: bitcast %[[H]] : tile<f16> -> tile<bf16>
// CHECK: bitcast %[[I]] : tile<i64> -> tile<f64>
// CHECK: exti %[[W]] signed : tile<4xi16> -> tile<4xi32>
// CHECK: exti %[[B]] unsigned : tile<i1> -> tile<i64>
// CHECK: trunci %[[I]] : tile<i64> -> tile<i32>
// CHECK: trunci %[[I]] overflow<no_signed_wrap> : tile<i64> -> tile<i1>
// CHECK: trunci %[[W]] overflow<no_wrap> : tile<4xi16> -> tile<4xi8>
// CHECK: ftof %[[V]] : tile<4xf32> -> tile<4xbf16>
// CHECK: ftof %[[H]] : tile<f16> -> tile<f64>
// CHECK: ftof %[[F]] : tile<f32> -> tile<f16>
// CHECK: ftof %[[F]] : tile<f32> -> tile<tf32>
// CHECK: ftof %[[F]] : tile<f32> -> tile<f8E4M3FN>
// CHECK: ftof %[[H]] : tile<f16> -> tile<f8E5M2>
// CHECK: itof %[[W]] signed : tile<4xi16> -> tile<4xf32>
// CHECK: itof %[[B]] unsigned : tile<i1> -> tile<bf16>
// CHECK: itof %[[I]] signed : tile<i64> -> tile<f32>
// CHECK: ftoi %[[V]] signed : tile<4xf32> -> tile<4xi32>
// CHECK: ftoi %[[H]] unsigned : tile<f16> -> tile<i1>
// CHECK: ftoi %[[F]] unsigned : tile<f32> -> tile<i64>
// CHECK: %[[Q:[A-Za-z0-9_]+]] = int_to_ptr %[[I]] : tile<i64> -> tile<ptr<f32>>
// CHECK: ptr_to_int %[[P]] : tile<ptr<i8>> -> tile<i64>
// CHECK: ptr_to_ptr %[[Q]] : tile<ptr<f32>> -> tile<ptr<f64>>
cuda_tile.module @m {
  entry @conversion_ops(%i: tile<i64>, %b: tile<i1>, %f: tile<f32>, %h: tile<f16>, %p: tile<ptr<i8>>) {
    %v = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %w = constant <i16: [1, 2, 3, 4]> : tile<4xi16>
    %0 = bitcast %v : tile<4xf32> -> tile<4xi32>
    %1 = bitcast %h : tile<f16> -> tile<bf16>
    %2 = bitcast %i : tile<i64> -> tile<f64>
    %3 = exti %w signed : tile<4xi16> -> tile<4xi32>
    %4 = exti %b unsigned : tile<i1> -> tile<i64>
    %5 = trunci %i : tile<i64> -> tile<i32>
    %6 = trunci %i overflow<no_signed_wrap> : tile<i64> -> tile<i1>
    %7 = trunci %w overflow<no_wrap> : tile<4xi16> -> tile<4xi8>
    %8 = ftof %v : tile<4xf32> -> tile<4xbf16>
    %9 = ftof %h : tile<f16> -> tile<f64>
    %10 = ftof %f : tile<f32> -> tile<f16>
    %11 = ftof %f rounding<nearest_even> : tile<f32> -> tile<tf32>
    %12 = ftof %f : tile<f32> -> tile<f8E4M3FN>
    %13 = ftof %h : tile<f16> -> tile<f8E5M2>
    %14 = itof %w signed : tile<4xi16> -> tile<4xf32>
    %15 = itof %b unsigned : tile<i1> -> tile<bf16>
    %16 = itof %i signed : tile<i64> -> tile<f32>
    %17 = ftoi %v signed : tile<4xf32> -> tile<4xi32>
    %18 = ftoi %h unsigned : tile<f16> -> tile<i1>
    %19 = ftoi %f unsigned rounding<nearest_int_to_zero> : tile<f32> -> tile<i64>
    %20 = int_to_ptr %i : tile<i64> -> tile<ptr<f32>>
    %21 = ptr_to_int %p : tile<ptr<i8>> -> tile<i64>
    %22 = ptr_to_ptr %20 : tile<ptr<f32>> -> tile<ptr<f64>>
    return
  }
}
