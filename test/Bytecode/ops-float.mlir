// Every floating-point op survives bytecode at 13.1, 13.2 and 13.3: written, read
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

// CHECK-LABEL: entry @float_ops
// CHECK-SAME: (%[[A:[A-Za-z0-9_]+]]: tile<f32>, %[[B:[A-Za-z0-9_]+]]: tile<f32>, %[[H:[A-Za-z0-9_]+]]: tile<f16>, %[[D:[A-Za-z0-9_]+]]: tile<f64>)
// CHECK: %[[V:[A-Za-z0-9_]+]] = constant <bf16: [1.000000e+00, -2.000000e+00]> : tile<2xbf16>
// CHECK: addf %[[A]], %[[B]] : tile<f32>
// CHECK: addf %[[A]], %[[B]] rounding<zero> flush_to_zero : tile<f32>
// CHECK: subf %[[A]], %[[B]] rounding<negative_inf> : tile<f32>
// CHECK: mulf %[[A]], %[[B]] rounding<positive_inf> : tile<f32>
// CHECK: divf %[[A]], %[[B]] rounding<approx> flush_to_zero : tile<f32>
// CHECK: divf %[[A]], %[[B]] rounding<full> : tile<f32>
// CHECK: fma %[[A]], %[[B]], %[[A]] rounding<zero> : tile<f32>
// CHECK: fma %[[A]], %[[B]], %[[A]] flush_to_zero : tile<f32>
// CHECK: sqrt %[[A]] rounding<approx> : tile<f32>
// CHECK: sqrt %[[H]] rounding<zero> : tile<f16>
// CHECK: rsqrt %[[A]] flush_to_zero : tile<f32>
// CHECK: rsqrt %[[H]] : tile<f16>
// CHECK: exp2 %[[A]] flush_to_zero : tile<f32>
// CHECK: exp2 %[[H]] : tile<f16>
// CHECK: exp %[[A]] : tile<f32>
// CHECK: tanh %[[A]] : tile<f32>
// CHECK: maxf %[[V]], %[[V]] : tile<2xbf16>
// CHECK: maxf %[[A]], %[[B]] propagate_nan : tile<f32>
// CHECK: minf %[[A]], %[[B]] flush_to_zero propagate_nan : tile<f32>
// CHECK: minf %[[A]], %[[B]] flush_to_zero : tile<f32>
// CHECK: absf %[[H]] : tile<f16>
// CHECK: negf %[[V]] : tile<2xbf16>
// CHECK: ceil %[[H]] : tile<f16>
// CHECK: floor %[[D]] : tile<f64>
// CHECK: log %[[A]] : tile<f32>
// CHECK: log2 %[[A]] : tile<f32>
// CHECK: sin %[[A]] : tile<f32>
// CHECK: cos %[[A]] : tile<f32>
// CHECK: tan %[[A]] : tile<f32>
// CHECK: sinh %[[A]] : tile<f32>
// CHECK: cosh %[[A]] : tile<f32>
// CHECK: remf %[[A]], %[[B]] : tile<f32>
// CHECK: pow %[[H]], %[[H]] : tile<f16>
// CHECK: cmpf equal ordered %[[D]], %[[D]] : tile<f64> -> tile<i1>
// CHECK: cmpf not_equal unordered %[[V]], %[[V]] : tile<2xbf16> -> tile<2xi1>
// CHECK: cmpf less_than ordered %[[A]], %[[B]] : tile<f32> -> tile<i1>
// CHECK: cmpf less_than_or_equal unordered %[[A]], %[[B]] : tile<f32> -> tile<i1>
// CHECK: cmpf greater_than ordered %[[A]], %[[B]] : tile<f32> -> tile<i1>
// CHECK: cmpf greater_than_or_equal unordered %[[A]], %[[B]] : tile<f32> -> tile<i1>
cuda_tile.module @m {
  entry @float_ops(%a: tile<f32>, %b: tile<f32>, %h: tile<f16>, %d: tile<f64>) {
    %v = constant <bf16: [1.0, -2.0]> : tile<2xbf16>
    %0 = addf %a, %b : tile<f32>
    %1 = addf %a, %b rounding<zero> flush_to_zero : tile<f32>
    %2 = subf %a, %b rounding<negative_inf> : tile<f32>
    %3 = mulf %a, %b rounding<positive_inf> : tile<f32>
    %4 = divf %a, %b rounding<approx> flush_to_zero : tile<f32>
    %5 = divf %a, %b rounding<full> : tile<f32>
    %6 = fma %a, %b, %a rounding<zero> : tile<f32>
    %7 = fma %a, %b, %a flush_to_zero : tile<f32>
    %8 = sqrt %a rounding<approx> : tile<f32>
    %9 = sqrt %h rounding<zero> : tile<f16>
    %10 = rsqrt %a flush_to_zero : tile<f32>
    %11 = rsqrt %h : tile<f16>
    %12 = exp2 %a flush_to_zero : tile<f32>
    %13 = exp2 %h : tile<f16>
    %14 = exp %a : tile<f32>
    %15 = tanh %a : tile<f32>
    %16 = maxf %v, %v : tile<2xbf16>
    %17 = maxf %a, %b propagate_nan : tile<f32>
    %18 = minf %a, %b propagate_nan flush_to_zero : tile<f32>
    %19 = minf %a, %b flush_to_zero : tile<f32>
    %20 = absf %h : tile<f16>
    %21 = negf %v : tile<2xbf16>
    %22 = ceil %h : tile<f16>
    %23 = floor %d : tile<f64>
    %24 = log %a : tile<f32>
    %25 = log2 %a : tile<f32>
    %26 = sin %a : tile<f32>
    %27 = cos %a : tile<f32>
    %28 = tan %a : tile<f32>
    %29 = sinh %a : tile<f32>
    %30 = cosh %a : tile<f32>
    %31 = remf %a, %b : tile<f32>
    %32 = pow %h, %h : tile<f16>
    %33 = cmpf equal ordered %d, %d : tile<f64> -> tile<i1>
    %34 = cmpf not_equal unordered %v, %v : tile<2xbf16> -> tile<2xi1>
    %35 = cmpf less_than ordered %a, %b : tile<f32> -> tile<i1>
    %36 = cmpf less_than_or_equal unordered %a, %b : tile<f32> -> tile<i1>
    %37 = cmpf greater_than ordered %a, %b : tile<f32> -> tile<i1>
    %38 = cmpf greater_than_or_equal unordered %a, %b : tile<f32> -> tile<i1>
    return
  }
}
