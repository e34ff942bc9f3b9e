// tile-normalize-idioms (3) and (4): (a + B - 1) / B of a provably
// non-negative a becomes ceil-division, tagged with the range where the two
// agree; a floor division of non-negatives rounds toward zero. Where the
// dividend may be negative both stay, since floor, truncation and the
// wrapped sum differ there.
// RUN: tile-opt %s --tile-normalize-idioms -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: tile-run --diff %s %t.mlir --entry tiles --arg 0=1000 --arg 1=7 | FileCheck %s --check-prefix=INTERP
// RUN: tile-run --diff %s %t.mlir --entry tiles --arg 0=0 --arg 1=64 | FileCheck %s --check-prefix=INTERP
// INTERP: SAME: every output agrees within tolerance

// CHECK-LABEL: testing$func @tiles
// CHECK: divi %[[N:.*]], %{{.*}} signed rounding<positive_inf> {tileir.note = "(a + 63) / 64 is read as cdiv(a, 64): equal for 0 <= a <= 2147483584; above that the sum wraps"}
// CHECK: divi %{{.*}}, %{{.*}} signed : tile<i32>
cuda_tile.module @m {
  testing$func @tiles(%n: tile<i32>, %d: tile<i32>) -> (tile<1xi32>, tile<1xi32>) {
    %an = assume bounded<0, ?>, %n : tile<i32>
    %ad = assume bounded<1, ?>, %d : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %s = addi %an, %c64 : tile<i32>
    %s1 = subi %s, %c1 : tile<i32>
    %t = divi %s1, %c64 signed rounding<negative_inf> : tile<i32>
    %q = divi %an, %ad signed rounding<negative_inf> : tile<i32>
    %t1 = reshape %t : tile<i32> -> tile<1xi32>
    %q1 = reshape %q : tile<i32> -> tile<1xi32>
    return %t1, %q1 : tile<1xi32>, tile<1xi32>
  }

// CHECK-LABEL: testing$func @maybe_negative
// CHECK: addi
// CHECK: divi %{{.*}}, %{{.*}} signed rounding<negative_inf>
// CHECK: divi %{{.*}}, %{{.*}} signed rounding<negative_inf>
  testing$func @maybe_negative(%n: tile<i32>, %d: tile<i32>) -> (tile<1xi32>, tile<1xi32>) {
    %c64 = constant <i32: 64> : tile<i32>
    %c63 = constant <i32: 63> : tile<i32>
    %s = addi %n, %c63 : tile<i32>
    %t = divi %s, %c64 signed rounding<negative_inf> : tile<i32>
    %q = divi %n, %d signed rounding<negative_inf> : tile<i32>
    %t1 = reshape %t : tile<i32> -> tile<1xi32>
    %q1 = reshape %q : tile<i32> -> tile<1xi32>
    return %t1, %q1 : tile<1xi32>, tile<1xi32>
  }
}
