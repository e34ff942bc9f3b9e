// Regression (found by the kernel hunt, tile-gen seed 176): a value met on
// one branch of the non-negativity walk, and found possibly negative there,
// was taken as proven when met again on another branch (the induction
// hypothesis is only for a loop-carried value reaching itself). Here
// max(x, b) is not provably non-negative, so floor((max(x, b)) / 2) must keep
// rounding toward negative infinity.
// RUN: tile-opt %s --tile-normalize-idioms -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: tile-run --diff %s %t.mlir --entry shared --arg 0=-3 --arg 1=-10 | FileCheck %s --check-prefix=INTERP
// INTERP: SAME: every output agrees within tolerance

// CHECK-LABEL: testing$func @shared
// CHECK: divi %{{.*}}, %{{.*}} signed rounding<negative_inf>
cuda_tile.module @m {
  testing$func @shared(%b: tile<i32>, %y: tile<i32>) -> tile<1xi32> {
    %twice = addi %b, %b : tile<i32>
    %neg = negi %y : tile<i32>
    %m = maxi %twice, %neg signed : tile<i32>
    %cm2 = constant <i32: -2> : tile<i32>
    %d = divi %m, %cm2 signed : tile<i32>
    %x = maxi %d, %b signed : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %q = divi %x, %c2 signed rounding<negative_inf> : tile<i32>
    %q1 = reshape %q : tile<i32> -> tile<1xi32>
    return %q1 : tile<1xi32>
  }
}
