// tile-normalize-idioms (5): Python's floor `%` comes with a sign fix-up
// (r + b where r and b have opposite signs); with both operands provably
// non-negative its comparisons fold and the select picks r, which is what a
// truncating remainder gives.
// RUN: tile-opt %s --tile-normalize-idioms --canonicalize -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: tile-run --diff %s %t.mlir --entry floor_mod --arg 0=1000 --arg 1=7 | FileCheck %s --check-prefix=INTERP
// INTERP: SAME: every output agrees within tolerance

// CHECK-LABEL: testing$func @floor_mod
// CHECK-NOT: select
// CHECK-NOT: xori
// CHECK: remi
cuda_tile.module @m {
  testing$func @floor_mod(%a: tile<i32>, %b: tile<i32>) -> tile<1xi32> {
    %aa = assume bounded<0, ?>, %a : tile<i32>
    %ab = assume bounded<1, ?>, %b : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %r = remi %aa, %ab signed : tile<i32>
    %rneg = cmpi less_than %r, %c0, signed : tile<i32> -> tile<i1>
    %bneg = cmpi less_than %ab, %c0, signed : tile<i32> -> tile<i1>
    %opp = xori %rneg, %bneg : tile<i1>
    %nz = cmpi not_equal %r, %c0, signed : tile<i32> -> tile<i1>
    %fix = andi %opp, %nz : tile<i1>
    %rb = addi %r, %ab : tile<i32>
    %m = select %fix, %rb, %r : tile<i1>, tile<i32>
    %m1 = reshape %m : tile<i32> -> tile<1xi32>
    return %m1 : tile<1xi32>
  }
}
