// Every shape op survives bytecode at 13.1, 13.2 and 13.3: written, read
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

// CHECK-LABEL: entry @shape_ops
// CHECK-SAME: (%[[S:[A-Za-z0-9_]+]]: tile<f32>, %[[I:[A-Za-z0-9_]+]]: tile<i32>, %[[C:[A-Za-z0-9_]+]]: tile<i1>, %[[P:[A-Za-z0-9_]+]]: tile<ptr<f16>>)
// CHECK: %[[M:[A-Za-z0-9_]+]] = constant <f32: {{\[}}[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tile<2x2xf32>
// CHECK: constant <i32: 4> : tile<128xi32>
// CHECK: constant <i1: true> : tile<8xi1>
// CHECK: constant <i64: -9223372036854775808> : tile<i64>
// CHECK: %[[R:[A-Za-z0-9_]+]] = reshape %[[S]] : tile<f32> -> tile<1x1xf32>
// CHECK: reshape %[[M]] : tile<2x2xf32> -> tile<4x1xf32>
// CHECK: broadcast %[[R]] : tile<1x1xf32> -> tile<8x4xf32>
// CHECK: %[[PR:[A-Za-z0-9_]+]] = reshape %[[P]] : tile<ptr<f16>> -> tile<1xptr<f16>>
// CHECK: broadcast %[[PR]] : tile<1xptr<f16>> -> tile<16xptr<f16>>
// CHECK: cat %[[M]], %[[M]] dim = 1 : tile<2x2xf32>, tile<2x2xf32> -> tile<2x4xf32>
// CHECK: cat %[[M]], %[[M]] dim = 0 : tile<2x2xf32>, tile<2x2xf32> -> tile<4x2xf32>
// CHECK: extract %[[M]][%[[I]], %[[I]]] : tile<2x2xf32> -> tile<1x2xf32>
// CHECK: extract %[[S]][] : tile<f32> -> tile<f32>
// CHECK: iota : tile<128xi32>
// CHECK: iota : tile<16xi64>
// CHECK: permute %[[M]] [1, 0] : tile<2x2xf32> -> tile<2x2xf32>
// CHECK: select %[[C]], %[[S]], %[[S]] : tile<i1>, tile<f32>
// CHECK: select %[[C]], %[[P]], %[[P]] : tile<i1>, tile<ptr<f16>>
// CHECK: %[[A16:[A-Za-z0-9_]+]] = constant <f16: 1.000000e+00> : tile<4x8xf16>
// CHECK: %[[B16:[A-Za-z0-9_]+]] = constant <f16: 2.000000e+00> : tile<8x2xf16>
// CHECK: %[[C32:[A-Za-z0-9_]+]] = constant <f32: 0.000000e+00> : tile<4x2xf32>
// CHECK: mmaf %[[A16]], %[[B16]], %[[C32]] : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf32>
// CHECK: %[[A8:[A-Za-z0-9_]+]] = constant <i8: 1> : tile<4x8xi8>
// CHECK: %[[B8:[A-Za-z0-9_]+]] = constant <i8: 2> : tile<8x16xi8>
// CHECK: %[[C8:[A-Za-z0-9_]+]] = constant <i32: 0> : tile<4x16xi32>
// CHECK: mmai %[[A8]], %[[B8]], %[[C8]] signed signed : tile<4x8xi8>, tile<8x16xi8>, tile<4x16xi32>
// CHECK: mmai %[[A8]], %[[B8]], %[[C8]] unsigned signed : tile<4x8xi8>, tile<8x16xi8>, tile<4x16xi32>
cuda_tile.module @m {
  entry @shape_ops(%s: tile<f32>, %i: tile<i32>, %c: tile<i1>, %p: tile<ptr<f16>>) {
    %m = constant <f32: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf32>
    %k0 = constant <i32: 4> : tile<128xi32>
    %k1 = constant <i1: true> : tile<8xi1>
    %k2 = constant <i64: -9223372036854775808> : tile<i64>
    %r = reshape %s : tile<f32> -> tile<1x1xf32>
    %0 = reshape %m : tile<2x2xf32> -> tile<4x1xf32>
    %1 = broadcast %r : tile<1x1xf32> -> tile<8x4xf32>
    %pr = reshape %p : tile<ptr<f16>> -> tile<1xptr<f16>>
    %2 = broadcast %pr : tile<1xptr<f16>> -> tile<16xptr<f16>>
    %3 = cat %m, %m dim = 1 : tile<2x2xf32>, tile<2x2xf32> -> tile<2x4xf32>
    %4 = cat %m, %m dim = 0 : tile<2x2xf32>, tile<2x2xf32> -> tile<4x2xf32>
    %5 = extract %m[%i, %i] : tile<2x2xf32> -> tile<1x2xf32>
    %6 = extract %s[] : tile<f32> -> tile<f32>
    %7 = iota : tile<128xi32>
    %8 = iota : tile<16xi64>
    %9 = permute %m [1, 0] : tile<2x2xf32> -> tile<2x2xf32>
    %10 = select %c, %s, %s : tile<i1>, tile<f32>
    %11 = select %c, %p, %p : tile<i1>, tile<ptr<f16>>
    %a16 = constant <f16: 1.0> : tile<4x8xf16>
    %b16 = constant <f16: 2.0> : tile<8x2xf16>
    %c32 = constant <f32: 0.0> : tile<4x2xf32>
    %12 = mmaf %a16, %b16, %c32 : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf32>
    %a8 = constant <i8: 1> : tile<4x8xi8>
    %b8 = constant <i8: 2> : tile<8x16xi8>
    %c8 = constant <i32: 0> : tile<4x16xi32>
    %13 = mmai %a8, %b8, %c8 signed signed : tile<4x8xi8>, tile<8x16xi8>, tile<4x16xi32>
    %14 = mmai %a8, %b8, %c8 unsigned signed : tile<4x8xi8>, tile<8x16xi8>, tile<4x16xi32>
    return
  }
}
