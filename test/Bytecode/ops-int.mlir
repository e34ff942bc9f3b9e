// Every integer op survives bytecode at 13.1, 13.2 and 13.3: written, read
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

// CHECK-LABEL: entry @int_ops
// CHECK-SAME: (%[[A:[A-Za-z0-9_]+]]: tile<i32>, %[[B:[A-Za-z0-9_]+]]: tile<i32>, %[[S:[A-Za-z0-9_]+]]: tile<i16>)
// CHECK: %[[V:[A-Za-z0-9_]+]] = constant <i64: [1, -2, 3, -4]> : tile<4xi64>
// CHECK: addi %[[A]], %[[B]] : tile<i32>
// CHECK: addi %[[A]], %[[B]] overflow<no_signed_wrap> : tile<i32>
// CHECK: subi %[[A]], %[[B]] overflow<no_unsigned_wrap> : tile<i32>
// CHECK: muli %[[A]], %[[B]] overflow<no_wrap> : tile<i32>
// CHECK: shli %[[V]], %[[V]] : tile<4xi64>
// CHECK: shri %[[V]], %[[V]] unsigned : tile<4xi64>
// CHECK: shri %[[V]], %[[V]] signed : tile<4xi64>
// CHECK: negi %[[A]] : tile<i32>
// CHECK: divi %[[S]], %[[S]] signed : tile<i16>
// CHECK: divi %[[S]], %[[S]] unsigned rounding<positive_inf> : tile<i16>
// CHECK: divi %[[S]], %[[S]] signed rounding<negative_inf> : tile<i16>
// CHECK: remi %[[S]], %[[S]] unsigned : tile<i16>
// CHECK: maxi %[[V]], %[[V]] unsigned : tile<4xi64>
// CHECK: mini %[[V]], %[[V]] signed : tile<4xi64>
// CHECK: absi %[[V]] : tile<4xi64>
// CHECK: mulhii %[[A]], %[[B]] : tile<i32>
// CHECK: andi %[[A]], %[[B]] : tile<i32>
// CHECK: ori %[[V]], %[[V]] : tile<4xi64>
// CHECK: xori %[[S]], %[[S]] : tile<i16>
// CHECK: cmpi equal %[[A]], %[[B]], signed : tile<i32> -> tile<i1>
// CHECK: cmpi not_equal %[[V]], %[[V]], unsigned : tile<4xi64> -> tile<4xi1>
// CHECK: cmpi less_than %[[S]], %[[S]], signed : tile<i16> -> tile<i1>
// CHECK: cmpi less_than_or_equal %[[S]], %[[S]], unsigned : tile<i16> -> tile<i1>
// CHECK: cmpi greater_than %[[S]], %[[S]], signed : tile<i16> -> tile<i1>
// CHECK: cmpi greater_than_or_equal %[[S]], %[[S]], unsigned : tile<i16> -> tile<i1>
cuda_tile.module @m {
  entry @int_ops(%a: tile<i32>, %b: tile<i32>, %s: tile<i16>) {
    %v = constant <i64: [1, -2, 3, -4]> : tile<4xi64>
    %0 = addi %a, %b : tile<i32>
    %1 = addi %a, %b overflow<no_signed_wrap> : tile<i32>
    %2 = subi %a, %b overflow<no_unsigned_wrap> : tile<i32>
    %3 = muli %a, %b overflow<no_wrap> : tile<i32>
    %4 = shli %v, %v : tile<4xi64>
    %5 = shri %v, %v unsigned : tile<4xi64>
    %6 = shri %v, %v signed : tile<4xi64>
    %7 = negi %a : tile<i32>
    %8 = divi %s, %s signed : tile<i16>
    %9 = divi %s, %s unsigned rounding<positive_inf> : tile<i16>
    %10 = divi %s, %s signed rounding<negative_inf> : tile<i16>
    %11 = remi %s, %s unsigned : tile<i16>
    %12 = maxi %v, %v unsigned : tile<4xi64>
    %13 = mini %v, %v signed : tile<4xi64>
    %14 = absi %v : tile<4xi64>
    %15 = mulhii %a, %b : tile<i32>
    %16 = andi %a, %b : tile<i32>
    %17 = ori %v, %v : tile<4xi64>
    %18 = xori %s, %s : tile<i16>
    %19 = cmpi equal %a, %b, signed : tile<i32> -> tile<i1>
    %20 = cmpi not_equal %v, %v, unsigned : tile<4xi64> -> tile<4xi1>
    %21 = cmpi less_than %s, %s, signed : tile<i16> -> tile<i1>
    %22 = cmpi less_than_or_equal %s, %s, unsigned : tile<i16> -> tile<i1>
    %23 = cmpi greater_than %s, %s, signed : tile<i16> -> tile<i1>
    %24 = cmpi greater_than_or_equal %s, %s, unsigned : tile<i16> -> tile<i1>
    return
  }
}
