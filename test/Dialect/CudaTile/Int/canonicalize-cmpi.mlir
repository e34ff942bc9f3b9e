// RUN: tile-opt %s -canonicalize | FileCheck %s

// cmpi folds per signedness; x against x is decided without constants.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @constants
  testing$func @constants() -> (tile<4xi1>, tile<4xi1>, tile<i1>, tile<i1>) {
    // CHECK-DAG: %[[S:.*]] = constant <i1: [true, false, false, true]> : tile<4xi1>
    // CHECK-DAG: %[[U:.*]] = constant <i1: [false, false, false, true]> : tile<4xi1>
    // CHECK-DAG: %[[T:.*]] = constant <i1: true> : tile<i1>
    // CHECK-DAG: %[[F:.*]] = constant <i1: false> : tile<i1>
    %a = constant <i32: [-1, 5, 3, 0]> : tile<4xi32>
    %b = constant <i32: [1, 3, 3, 7]> : tile<4xi32>
    %0 = cmpi less_than %a, %b, signed : tile<4xi32> -> tile<4xi1>
    %1 = cmpi less_than %a, %b, unsigned : tile<4xi32> -> tile<4xi1>
    // In i1, true is -1 signed and 1 unsigned.
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %2 = cmpi less_than %t, %f, signed : tile<i1> -> tile<i1>
    %3 = cmpi greater_than_or_equal %f, %t, unsigned : tile<i1> -> tile<i1>
    // CHECK: return %[[S]], %[[U]], %[[T]], %[[F]]
    return %0, %1, %2, %3 : tile<4xi1>, tile<4xi1>, tile<i1>, tile<i1>
  }

  // CHECK-LABEL: testing$func @predicates
  testing$func @predicates() -> (tile<i1>, tile<i1>, tile<i1>, tile<i1>, tile<i1>, tile<i1>) {
    // CHECK-DAG: %[[T:.*]] = constant <i1: true> : tile<i1>
    // CHECK-DAG: %[[F:.*]] = constant <i1: false> : tile<i1>
    %a = constant <i64: -3> : tile<i64>
    %b = constant <i64: 2> : tile<i64>
    %0 = cmpi equal %a, %b, signed : tile<i64> -> tile<i1>
    %1 = cmpi not_equal %a, %b, signed : tile<i64> -> tile<i1>
    %2 = cmpi less_than_or_equal %a, %b, signed : tile<i64> -> tile<i1>
    %3 = cmpi greater_than %a, %b, signed : tile<i64> -> tile<i1>
    %4 = cmpi greater_than_or_equal %a, %b, unsigned : tile<i64> -> tile<i1>
    %5 = cmpi less_than_or_equal %a, %b, unsigned : tile<i64> -> tile<i1>
    // CHECK: return %[[F]], %[[T]], %[[T]], %[[F]], %[[T]], %[[F]]
    return %0, %1, %2, %3, %4, %5 : tile<i1>, tile<i1>, tile<i1>, tile<i1>, tile<i1>, tile<i1>
  }

  // CHECK-LABEL: testing$func @same_operand
  testing$func @same_operand(%x: tile<2xi8>) -> (tile<2xi1>, tile<2xi1>, tile<2xi1>, tile<2xi1>) {
    // CHECK-DAG: %[[T:.*]] = constant <i1: true> : tile<2xi1>
    // CHECK-DAG: %[[F:.*]] = constant <i1: false> : tile<2xi1>
    %0 = cmpi equal %x, %x, signed : tile<2xi8> -> tile<2xi1>
    %1 = cmpi less_than %x, %x, unsigned : tile<2xi8> -> tile<2xi1>
    %2 = cmpi greater_than_or_equal %x, %x, signed : tile<2xi8> -> tile<2xi1>
    %3 = cmpi not_equal %x, %x, unsigned : tile<2xi8> -> tile<2xi1>
    // CHECK-NOT: cmpi
    // CHECK: return %[[T]], %[[F]], %[[T]], %[[F]]
    return %0, %1, %2, %3 : tile<2xi1>, tile<2xi1>, tile<2xi1>, tile<2xi1>
  }
}
