// RUN: tile-opt %s -canonicalize | FileCheck %s

// Bitwise ops, shri and maxi/mini: constant folding and identities.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @constants
  testing$func @constants() -> (tile<i8>, tile<i8>, tile<i8>, tile<2xi32>, tile<2xi32>) {
    // CHECK-DAG: %[[AND:.*]] = constant <i8: 8> : tile<i8>
    // CHECK-DAG: %[[OR:.*]] = constant <i8: 14> : tile<i8>
    // CHECK-DAG: %[[XOR:.*]] = constant <i8: 6> : tile<i8>
    // CHECK-DAG: %[[ASHR:.*]] = constant <i32: [-4, 4]> : tile<2xi32>
    // CHECK-DAG: %[[LSHR:.*]] = constant <i32: [2147483644, 4]> : tile<2xi32>
    %a = constant <i8: 12> : tile<i8>
    %b = constant <i8: 10> : tile<i8>
    %0 = andi %a, %b : tile<i8>
    %1 = ori %a, %b : tile<i8>
    %2 = xori %a, %b : tile<i8>
    %v = constant <i32: [-8, 8]> : tile<2xi32>
    %s = constant <i32: 1> : tile<2xi32>
    %3 = shri %v, %s signed : tile<2xi32>
    %4 = shri %v, %s unsigned : tile<2xi32>
    // CHECK: return %[[AND]], %[[OR]], %[[XOR]], %[[ASHR]], %[[LSHR]]
    return %0, %1, %2, %3, %4 : tile<i8>, tile<i8>, tile<i8>, tile<2xi32>, tile<2xi32>
  }

  // CHECK-LABEL: testing$func @shift_too_far
  testing$func @shift_too_far() -> tile<i16> {
    // CHECK: %[[R:.*]] = shri %{{.*}}, %{{.*}} signed : tile<i16>
    %v = constant <i16: -8> : tile<i16>
    %s = constant <i16: 16> : tile<i16>
    %0 = shri %v, %s signed : tile<i16>
    // CHECK: return %[[R]]
    return %0 : tile<i16>
  }

  // CHECK-LABEL: testing$func @min_max
  testing$func @min_max() -> (tile<i32>, tile<i32>, tile<i32>, tile<i32>) {
    // CHECK-DAG: %[[ONE:.*]] = constant <i32: 1> : tile<i32>
    // CHECK-DAG: %[[M1:.*]] = constant <i32: -1> : tile<i32>
    %m1 = constant <i32: -1> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    // -1 is the largest unsigned value.
    %0 = maxi %m1, %one signed : tile<i32>
    %1 = maxi %m1, %one unsigned : tile<i32>
    %2 = mini %m1, %one signed : tile<i32>
    %3 = mini %m1, %one unsigned : tile<i32>
    // CHECK: return %[[ONE]], %[[M1]], %[[M1]], %[[ONE]]
    return %0, %1, %2, %3 : tile<i32>, tile<i32>, tile<i32>, tile<i32>
  }

  // x op identity -> x, on either side where the op commutes.
  // CHECK-LABEL: testing$func @identities
  // CHECK-SAME: (%[[X:.*]]: tile<4xi32>)
  testing$func @identities(%x: tile<4xi32>) -> (tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>) {
    %zero = constant <i32: 0> : tile<4xi32>
    %one = constant <i32: 1> : tile<4xi32>
    %ones = constant <i32: -1> : tile<4xi32>
    %0 = addi %x, %zero overflow<no_wrap> : tile<4xi32>
    %1 = addi %zero, %x : tile<4xi32>
    %2 = subi %x, %zero : tile<4xi32>
    %3 = muli %one, %x : tile<4xi32>
    %4 = andi %ones, %x : tile<4xi32>
    %5 = ori %x, %zero : tile<4xi32>
    %6 = xori %zero, %x : tile<4xi32>
    %7 = shli %x, %zero : tile<4xi32>
    %8 = shri %x, %zero signed : tile<4xi32>
    %9 = muli %x, %one overflow<no_signed_wrap> : tile<4xi32>
    // CHECK-NEXT: return %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]]
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>
  }

  // x op absorber -> absorber; x - x and x ^ x -> 0.
  // CHECK-LABEL: testing$func @absorbers
  // CHECK-SAME: (%[[X:.*]]: tile<4xi16>)
  testing$func @absorbers(%x: tile<4xi16>) -> (tile<4xi16>, tile<4xi16>, tile<4xi16>, tile<4xi16>, tile<4xi16>, tile<4xi16>) {
    // CHECK-DAG: %[[ZERO:.*]] = constant <i16: 0> : tile<4xi16>
    // CHECK-DAG: %[[ONES:.*]] = constant <i16: -1> : tile<4xi16>
    %zero = constant <i16: 0> : tile<4xi16>
    %ones = constant <i16: -1> : tile<4xi16>
    %0 = muli %x, %zero : tile<4xi16>
    %1 = andi %zero, %x : tile<4xi16>
    %2 = ori %x, %ones : tile<4xi16>
    %3 = subi %x, %x overflow<no_wrap> : tile<4xi16>
    %4 = xori %x, %x : tile<4xi16>
    %5 = mulhii %zero, %x : tile<4xi16>
    // CHECK-NOT: muli
    // CHECK: return %[[ZERO]], %[[ZERO]], %[[ONES]], %[[ZERO]], %[[ZERO]], %[[ZERO]]
    return %0, %1, %2, %3, %4, %5 : tile<4xi16>, tile<4xi16>, tile<4xi16>, tile<4xi16>, tile<4xi16>, tile<4xi16>
  }
}
