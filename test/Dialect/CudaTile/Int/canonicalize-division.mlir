// RUN: tile-opt %s -canonicalize | FileCheck %s

// divi and remi fold per signedness and rounding; undefined cases stay.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @signed_rounding
  testing$func @signed_rounding() -> (tile<4xi32>, tile<4xi32>, tile<4xi32>) {
    // CHECK-DAG: %[[Z:.*]] = constant <i32: [3, -3, -3, 3]> : tile<4xi32>
    // CHECK-DAG: %[[FLOOR:.*]] = constant <i32: [3, -4, -4, 3]> : tile<4xi32>
    // CHECK-DAG: %[[CEIL:.*]] = constant <i32: [4, -3, -3, 4]> : tile<4xi32>
    %a = constant <i32: [7, -7, 7, -7]> : tile<4xi32>
    %b = constant <i32: [2, 2, -2, -2]> : tile<4xi32>
    %0 = divi %a, %b signed : tile<4xi32>
    %1 = divi %a, %b signed rounding<negative_inf> : tile<4xi32>
    %2 = divi %a, %b signed rounding<positive_inf> : tile<4xi32>
    // CHECK: return %[[Z]], %[[FLOOR]], %[[CEIL]]
    return %0, %1, %2 : tile<4xi32>, tile<4xi32>, tile<4xi32>
  }

  // CHECK-LABEL: testing$func @unsigned
  testing$func @unsigned() -> (tile<2xi8>, tile<2xi8>, tile<2xi8>) {
    // 0xF9 = 249 = 124 * 2 + 1.
    // CHECK-DAG: %[[Q:.*]] = constant <i8: [124, 3]> : tile<2xi8>
    // CHECK-DAG: %[[QC:.*]] = constant <i8: [125, 3]> : tile<2xi8>
    // CHECK-DAG: %[[R:.*]] = constant <i8: 1> : tile<2xi8>
    %a = constant <i8: [-7, 6]> : tile<2xi8>
    %b = constant <i8: 2> : tile<2xi8>
    %0 = divi %a, %b unsigned : tile<2xi8>
    %1 = divi %a, %b unsigned rounding<positive_inf> : tile<2xi8>
    %c = constant <i8: [-7, 7]> : tile<2xi8>
    %d = constant <i8: [4, 3]> : tile<2xi8>
    %2 = remi %c, %d unsigned : tile<2xi8>
    // CHECK: return %[[Q]], %[[QC]], %[[R]]
    return %0, %1, %2 : tile<2xi8>, tile<2xi8>, tile<2xi8>
  }

  // The remainder takes the sign of the dividend.
  // CHECK-LABEL: testing$func @signed_remainder
  testing$func @signed_remainder() -> tile<4xi16> {
    // CHECK-DAG: %[[R:.*]] = constant <i16: [1, 1, -1, -1]> : tile<4xi16>
    %a = constant <i16: [7, 7, -7, -7]> : tile<4xi16>
    %b = constant <i16: [3, -3, 3, -3]> : tile<4xi16>
    %0 = remi %a, %b signed : tile<4xi16>
    // CHECK: return %[[R]]
    return %0 : tile<4xi16>
  }

  // CHECK-LABEL: testing$func @undefined
  testing$func @undefined() -> (tile<2xi32>, tile<i32>, tile<2xi32>, tile<i32>) {
    // CHECK-DAG: %[[A:.*]] = constant <i32: [1, 2]> : tile<2xi32>
    // CHECK-DAG: %[[ZB:.*]] = constant <i32: [1, 0]> : tile<2xi32>
    // CHECK-DAG: %[[MIN:.*]] = constant <i32: -2147483648> : tile<i32>
    // CHECK-DAG: %[[M1:.*]] = constant <i32: -1> : tile<i32>
    // One zero divisor keeps the whole op.
    %a = constant <i32: [1, 2]> : tile<2xi32>
    %b = constant <i32: [1, 0]> : tile<2xi32>
    // CHECK-DAG: %[[D0:.*]] = divi %[[A]], %[[ZB]] unsigned : tile<2xi32>
    %0 = divi %a, %b unsigned : tile<2xi32>
    %min = constant <i32: -2147483648> : tile<i32>
    %m1 = constant <i32: -1> : tile<i32>
    // CHECK-DAG: %[[OV:.*]] = divi %[[MIN]], %[[M1]] signed : tile<i32>
    %1 = divi %min, %m1 signed : tile<i32>
    // CHECK-DAG: %[[R0:.*]] = remi %[[A]], %[[ZB]] signed : tile<2xi32>
    %2 = remi %a, %b signed : tile<2xi32>
    // CHECK-DAG: %[[ROV:.*]] = remi %[[MIN]], %[[M1]] signed : tile<i32>
    %3 = remi %min, %m1 signed : tile<i32>
    // CHECK: return %[[D0]], %[[OV]], %[[R0]], %[[ROV]]
    return %0, %1, %2, %3 : tile<2xi32>, tile<i32>, tile<2xi32>, tile<i32>
  }

  // CHECK-LABEL: testing$func @by_one
  // CHECK-SAME: (%[[X:.*]]: tile<4xi32>, %[[B:.*]]: tile<4xi1>)
  testing$func @by_one(%x: tile<4xi32>, %b: tile<4xi1>) -> (tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi1>, tile<4xi1>) {
    // CHECK-DAG: %[[ZERO:.*]] = constant <i32: 0> : tile<4xi32>
    // CHECK-DAG: %[[TRUE:.*]] = constant <i1: true> : tile<4xi1>
    %one = constant <i32: 1> : tile<4xi32>
    %0 = divi %x, %one signed rounding<negative_inf> : tile<4xi32>
    %1 = divi %x, %one unsigned : tile<4xi32>
    %2 = remi %x, %one signed : tile<4xi32>
    // In signed i1 the bit 1 is -1: b / -1 is not b (it overflows for -1).
    %t = constant <i1: true> : tile<4xi1>
    // CHECK-DAG: %[[SDIV:.*]] = divi %[[B]], %[[TRUE]] signed : tile<4xi1>
    %3 = divi %b, %t signed : tile<4xi1>
    %4 = divi %b, %t unsigned : tile<4xi1>
    // CHECK: return %[[X]], %[[X]], %[[ZERO]], %[[SDIV]], %[[B]]
    return %0, %1, %2, %3, %4 : tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi1>, tile<4xi1>
  }
}
