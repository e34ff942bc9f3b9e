// What 13.2 added (atan2, `for unsigned`, print_tko's token, tanh and negi
// modifiers, f8E8M0FNU) survives bytecode at 13.2 and 13.3, and the import
// writes back to the same bytes. export-refuse-newer.test checks that 13.1
// refuses each of them.
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.2 %s -o %t.32
// RUN: tile-translate --cudatilebc-to-mlir %t.32 | FileCheck %s
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.2 %t.32 -o %t.32b
// RUN: cmp %t.32 %t.32b
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.3 %s -o %t.33
// RUN: tile-translate --cudatilebc-to-mlir %t.33 | FileCheck %s
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.3 %t.33 -o %t.33b
// RUN: cmp %t.33 %t.33b

// CHECK-LABEL: entry @v13_2
// CHECK-SAME: (%[[A:[A-Za-z0-9_]+]]: tile<f32>, %[[N:[A-Za-z0-9_]+]]: tile<i16>, %[[I:[A-Za-z0-9_]+]]: tile<i32>)
// CHECK: atan2 %[[A]], %[[A]] : tile<f32>
// CHECK: tanh %[[A]] rounding<approx> : tile<f32>
// CHECK: negi %[[I]] overflow<no_signed_wrap> : tile<i32>
// CHECK: ftof %[[A]] rounding<positive_inf> : tile<f32> -> tile<f8E8M0FNU>
// CHECK: for unsigned %{{.*}} in (%[[N]] to %[[N]], step %[[N]]) : tile<i16> {
// CHECK: %[[T0:[A-Za-z0-9_]+]] = print_tko "a=%f", %[[A]] : tile<f32> -> token
// CHECK: %[[T1:[A-Za-z0-9_]+]] = print_tko "again" token=%[[T0]] -> token
// CHECK: print_tko "joined" token=%[[T1]] -> token
cuda_tile.module @m {
  entry @v13_2(%a: tile<f32>, %n: tile<i16>, %i: tile<i32>) {
    %0 = atan2 %a, %a : tile<f32>
    %1 = tanh %a rounding<approx> : tile<f32>
    %2 = negi %i overflow<no_signed_wrap> : tile<i32>
    %3 = ftof %a rounding<positive_inf> : tile<f32> -> tile<f8E8M0FNU>
    for unsigned %iv in (%n to %n, step %n) : tile<i16> {
    }
    %t0 = print_tko "a=%f", %a : tile<f32> -> token
    %t1 = print_tko "again" token = %t0 -> token
    %t2 = print_tko "joined" token = %t1 -> token
    return
  }
}
