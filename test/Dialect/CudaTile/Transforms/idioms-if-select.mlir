// tile-normalize-idioms (1) and (2): a scalar `if` that only yields becomes a
// `select` (constants in its branches move before it), and a select of the
// two compared values becomes mini/maxi. An `if` with an effect stays.
// RUN: tile-opt %s --tile-normalize-idioms -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: tile-run --diff %s %t.mlir --entry min_if --arg 0=3 --arg 1=7 | FileCheck %s --check-prefix=INTERP
// RUN: tile-run --diff %s %t.mlir --entry min_if --arg 0=9 --arg 1=-2 | FileCheck %s --check-prefix=INTERP
// RUN: tile-run --diff %s %t.mlir --entry max_const --arg 0=300 | FileCheck %s --check-prefix=INTERP
// RUN: tile-run --diff %s %t.mlir --entry max_const --arg 0=-5 | FileCheck %s --check-prefix=INTERP
// INTERP: SAME: every output agrees within tolerance

// CHECK-LABEL: testing$func @min_if
// CHECK-NOT: if
// CHECK: mini %{{.*}}, %{{.*}} signed
cuda_tile.module @m {
  testing$func @min_if(%a: tile<i32>, %b: tile<i32>) -> tile<1xi32> {
    %lt = cmpi less_than %a, %b, signed : tile<i32> -> tile<i1>
    %r = if %lt -> (tile<i32>) {
      yield %a : tile<i32>
    } else {
      yield %b : tile<i32>
    }
    %r1 = reshape %r : tile<i32> -> tile<1xi32>
    return %r1 : tile<1xi32>
  }

// CHECK-LABEL: testing$func @max_const
// CHECK: constant <i32: 256>
// CHECK-NOT: if
// CHECK: maxi %{{.*}}, %{{.*}} signed
  testing$func @max_const(%a: tile<i32>) -> tile<1xi32> {
    %k = constant <i32: 256> : tile<i32>
    %gt = cmpi greater_than_or_equal %a, %k, signed : tile<i32> -> tile<i1>
    %r = if %gt -> (tile<i32>) {
      yield %a : tile<i32>
    } else {
      %c = constant <i32: 256> : tile<i32>
      yield %c : tile<i32>
    }
    %r1 = reshape %r : tile<i32> -> tile<1xi32>
    return %r1 : tile<1xi32>
  }

// A branch that prints is not a value choice: the if stays.
// CHECK-LABEL: testing$func @effect
// CHECK: if
// CHECK: print_tko
  testing$func @effect(%a: tile<i32>, %b: tile<i32>) -> tile<1xi32> {
    %lt = cmpi less_than %a, %b, signed : tile<i32> -> tile<i1>
    %r = if %lt -> (tile<i32>) {
      %t = print_tko "a is smaller\n" -> token
      yield %a : tile<i32>
    } else {
      yield %b : tile<i32>
    }
    %r1 = reshape %r : tile<i32> -> tile<1xi32>
    return %r1 : tile<1xi32>
  }
}
