// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// The constant literal: splats, nested lists, hex bit patterns, every element
// type a constant may hold.
cuda_tile.module @constants {
  // CHECK-LABEL: entry @splats
  entry @splats() {
    // CHECK: constant <i32: 4> : tile<128xi32>
    %0 = constant <i32: 4> : tile<128xi32>
    // CHECK: constant <f32: 1.500000e+00> : tile<2x4x4xf32>
    %1 = constant <f32: 1.5> : tile<2x4x4xf32>
    // CHECK: constant <i1: true> : tile<8xi1>
    %2 = constant <i1: true> : tile<8xi1>
    // CHECK: constant <i1: false> : tile<i1>
    %3 = cuda_tile.constant <i1: false> : !cuda_tile.tile<i1>
    // CHECK: constant <i64: -9223372036854775808> : tile<i64>
    %4 = constant <i64: -9223372036854775808> : tile<i64>
    return
  }

  // CHECK-LABEL: entry @lists
  entry @lists() {
    // CHECK: constant <f32: {{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tile<2x2xf32>
    %0 = constant <f32: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf32>
    // CHECK: constant <i1: {{\[\[\[}}true, false]], {{\[\[}}false, true]]]> : tile<2x1x2xi1>
    %1 = constant <i1: [[[true, false]], [[false, true]]]> : tile<2x1x2xi1>
    // CHECK: constant <i16: [1, -2]> : tile<2xi16>
    %2 = constant <i16: [1, -2]> : tile<2xi16>
    // CHECK: constant <i1: [true, false]> : tile<2xi1>
    %3 = constant <i1: [1, 0]> : tile<2xi1>
    return
  }

  // CHECK-LABEL: entry @hex
  entry @hex() {
    // Integers wrap into the signed reading of their width.
    // CHECK: constant <i16: -1> : tile<i16>
    %0 = constant <i16: 0xFFFF> : tile<i16>
    // CHECK: constant <i8: -1> : tile<i8>
    %1 = constant <i8: 255> : tile<i8>
    // CHECK: constant <i32: 305419896> : tile<i32>
    %2 = constant <i32: 0x12345678> : tile<i32>
    // Floats read hex as a bit pattern; non-finite values print as hex.
    // CHECK: constant <f32: 0x7F800000> : tile<f32>
    %3 = constant <f32: 0x7F800000> : tile<f32>
    // CHECK: constant <f16: 1.000000e+00> : tile<f16>
    %4 = constant <f16: 0x3C00> : tile<f16>
    // CHECK: constant <f64: 2.000000e+00> : tile<f64>
    %5 = constant <f64: 0x4000000000000000> : tile<f64>
    // Out-of-range decimals round to infinity.
    // CHECK: constant <f16: 0x7C00> : tile<f16>
    %6 = constant <f16: 70000.0> : tile<f16>
    return
  }

  // CHECK-LABEL: entry @element_types
  entry @element_types() {
    // CHECK: constant <i8: 7> : tile<4xi8>
    %0 = constant <i8: 7> : tile<4xi8>
    // CHECK: constant <i64: 7> : tile<4xi64>
    %1 = constant <i64: 7> : tile<4xi64>
    // CHECK: constant <bf16: 1.000000e+00> : tile<4xbf16>
    %2 = constant <bf16: 1.0> : tile<4xbf16>
    // CHECK: constant <tf32: 2.500000e-01> : tile<4xtf32>
    %3 = constant <tf32: 0.25> : tile<4xtf32>
    // CHECK: constant <f8E4M3FN: [1.000000e+00, -2.000000e+00]> : tile<2xf8E4M3FN>
    %4 = constant <f8E4M3FN: [1.0, -2.0]> : tile<2xf8E4M3FN>
    // CHECK: constant <f8E5M2: 5.000000e-01> : tile<2xf8E5M2>
    %5 = constant <f8E5M2: 0.5> : tile<2xf8E5M2>
    // CHECK: constant <f8E8M0FNU: 4.000000e+00> : tile<2xf8E8M0FNU>
    %6 = constant <f8E8M0FNU: 4.0> : tile<2xf8E8M0FNU>
    // CHECK: constant <f4E2M1FN: [1.000000e+00, 2.000000e+00]> : tile<2xf4E2M1FN>
    %7 = constant <f4E2M1FN: [0x2, 0x4]> : tile<2xf4E2M1FN>
    // CHECK: constant <f64: [0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tile<4xf64>
    %8 = constant <f64: [0.0, 1.0, 2.0, 3.0]> : tile<4xf64>
    return
  }
}
