// RUN: tile-opt %s -canonicalize | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @identity
  // CHECK-SAME: (%[[A:.*]]: tile<4xf32>)
  // CHECK-NEXT: return %[[A]]
  testing$func @identity(%a: tile<4xf32>) -> tile<4xf32> {
    %0 = bitcast %a : tile<4xf32> -> tile<4xf32>
    return %0 : tile<4xf32>
  }

  // CHECK-LABEL: testing$func @round_trip
  // CHECK-SAME: (%[[A:.*]]: tile<4xf32>)
  // CHECK-NEXT: return %[[A]]
  testing$func @round_trip(%a: tile<4xf32>) -> tile<4xf32> {
    %0 = bitcast %a : tile<4xf32> -> tile<4xi32>
    %1 = bitcast %0 : tile<4xi32> -> tile<4xf32>
    return %1 : tile<4xf32>
  }

  // CHECK-LABEL: testing$func @chain
  // CHECK-SAME: (%[[A:.*]]: tile<4xf16>)
  // CHECK-NEXT: %[[B:.*]] = bitcast %[[A]] : tile<4xf16> -> tile<4xi16>
  // CHECK-NEXT: return %[[B]]
  testing$func @chain(%a: tile<4xf16>) -> tile<4xi16> {
    %0 = bitcast %a : tile<4xf16> -> tile<4xbf16>
    %1 = bitcast %0 : tile<4xbf16> -> tile<4xi16>
    return %1 : tile<4xi16>
  }

  // CHECK-LABEL: testing$func @constants
  // CHECK-DAG: constant <i32: 1065353216> : tile<4xi32>
  // CHECK-DAG: constant <f16: [1.000000e+00, -2.000000e+00]> : tile<2xf16>
  // CHECK-DAG: constant <f8E4M3FN: 1.000000e+00> : tile<2xf8E4M3FN>
  // CHECK-NOT: bitcast
  testing$func @constants() -> (tile<4xi32>, tile<2xf16>, tile<2xf8E4M3FN>) {
    %f = constant <f32: 1.0> : tile<4xf32>
    %0 = bitcast %f : tile<4xf32> -> tile<4xi32>
    %i = constant <i16: [0x3C00, 0xC000]> : tile<2xi16>
    %1 = bitcast %i : tile<2xi16> -> tile<2xf16>
    %b = constant <i8: 0x38> : tile<2xi8>
    %2 = bitcast %b : tile<2xi8> -> tile<2xf8E4M3FN>
    return %0, %1, %2 : tile<4xi32>, tile<2xf16>, tile<2xf8E4M3FN>
  }
}
