// RUN: tile-opt %s -canonicalize | FileCheck %s

// cmpf: `ordered` is false and `unordered` true when a NaN is involved.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @constants
  testing$func @constants() -> (tile<4xi1>, tile<4xi1>, tile<4xi1>, tile<4xi1>) {
    // CHECK-DAG: %[[OEQ:.*]] = constant <i1: [true, false, false, false]> : tile<4xi1>
    // CHECK-DAG: %[[UEQ:.*]] = constant <i1: [true, false, true, false]> : tile<4xi1>
    // CHECK-DAG: %[[OLT:.*]] = constant <i1: [false, true, false, false]> : tile<4xi1>
    // CHECK-DAG: %[[UNE:.*]] = constant <i1: [false, true, true, true]> : tile<4xi1>
    // -0 == +0; 1 < 2; NaN; inf > 3.
    %a = constant <f32: [-0.0, 1.0, 0x7FC00000, 0x7F800000]> : tile<4xf32>
    %b = constant <f32: [0.0, 2.0, 1.0, 3.0]> : tile<4xf32>
    %0 = cmpf equal ordered %a, %b : tile<4xf32> -> tile<4xi1>
    %1 = cmpf equal unordered %a, %b : tile<4xf32> -> tile<4xi1>
    %2 = cmpf less_than ordered %a, %b : tile<4xf32> -> tile<4xi1>
    %3 = cmpf not_equal unordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK: return %[[OEQ]], %[[UEQ]], %[[OLT]], %[[UNE]]
    return %0, %1, %2, %3 : tile<4xi1>, tile<4xi1>, tile<4xi1>, tile<4xi1>
  }

  // CHECK-LABEL: testing$func @predicates
  testing$func @predicates() -> (tile<i1>, tile<i1>, tile<i1>, tile<i1>) {
    // CHECK-DAG: %[[T:.*]] = constant <i1: true> : tile<i1>
    // CHECK-DAG: %[[F:.*]] = constant <i1: false> : tile<i1>
    %a = constant <f16: 2.0> : tile<f16>
    %b = constant <f16: -2.0> : tile<f16>
    %0 = cmpf less_than_or_equal ordered %a, %b : tile<f16> -> tile<i1>
    %1 = cmpf greater_than ordered %a, %b : tile<f16> -> tile<i1>
    %2 = cmpf greater_than_or_equal unordered %a, %b : tile<f16> -> tile<i1>
    %3 = cmpf not_equal ordered %a, %a : tile<f16> -> tile<i1>
    // CHECK: return %[[F]], %[[T]], %[[T]], %[[F]]
    return %0, %1, %2, %3 : tile<i1>, tile<i1>, tile<i1>, tile<i1>
  }

  // x against x: decided only where NaN and non-NaN x agree.
  // CHECK-LABEL: testing$func @same_operand
  // CHECK-SAME: (%[[X:.*]]: tile<2xf32>)
  testing$func @same_operand(%x: tile<2xf32>) -> (tile<2xi1>, tile<2xi1>, tile<2xi1>, tile<2xi1>, tile<2xi1>) {
    // CHECK-DAG: %[[T:.*]] = constant <i1: true> : tile<2xi1>
    // CHECK-DAG: %[[F:.*]] = constant <i1: false> : tile<2xi1>
    %0 = cmpf less_than ordered %x, %x : tile<2xf32> -> tile<2xi1>
    %1 = cmpf less_than_or_equal unordered %x, %x : tile<2xf32> -> tile<2xi1>
    %2 = cmpf not_equal ordered %x, %x : tile<2xf32> -> tile<2xi1>
    // NaN decides these: kept.
    // CHECK-DAG: %[[OEQ:.*]] = cmpf equal ordered %[[X]], %[[X]]
    %3 = cmpf equal ordered %x, %x : tile<2xf32> -> tile<2xi1>
    // CHECK-DAG: %[[UNE:.*]] = cmpf not_equal unordered %[[X]], %[[X]]
    %4 = cmpf not_equal unordered %x, %x : tile<2xf32> -> tile<2xi1>
    // CHECK: return %[[F]], %[[T]], %[[F]], %[[OEQ]], %[[UNE]]
    return %0, %1, %2, %3, %4 : tile<2xi1>, tile<2xi1>, tile<2xi1>, tile<2xi1>, tile<2xi1>
  }
}
