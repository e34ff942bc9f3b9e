// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// global and get_global.
cuda_tile.module @m {
  // CHECK: global @plain <f32: [1.000000e+00, 2.500000e+00]> : tile<2xf32>
  global @plain <f32: [1.0, 2.5]> : tile<2xf32>
  // CHECK: global constant @ro alignment = 256 <i32: [1, -2, 3, 4]> : tile<4xi32>
  global constant @ro alignment = 256 <i32: [1, -2, 3, 4]> : !cuda_tile.tile<4xi32>
  // `public` is the default and is not printed.
  // CHECK: global @pub <i64: 7> : tile<1xi64>
  global public @pub <i64: [7]> : tile<1xi64>
  // Integers print signed, as the builtin dense printer does; 255 is -1.
  // CHECK: global private @priv <i8: -1> : tile<8xi8>
  global private @priv <i8: 255> : tile<8xi8>
  // CHECK: global private constant @both alignment = 16 <f16: [0.000000e+00, 1.000000e+00]> : tile<2xf16>
  global private constant @both alignment = 16 <f16 : [0.0, 1.0]> : tile<2xf16>
  // CHECK: global @flags <i1: [true, false, true, true]> : tile<4xi1>
  global @flags <i1: [true, 0, 1, true]> : tile<4xi1>
  // Hex literals spell float bit patterns.
  // CHECK: global @inf <f32: 0x7F800000> : tile<2xf32>
  global @inf <f32: 0x7F800000> : tile<2xf32>

  // Large values still print as literals (never as a hex blob).
  // CHECK: global @big <i16: [0, 1, 2, {{.*}}, 126, 127]> : tile<128xi16>
  global @big <i16: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127]> : tile<128xi16>
  // CHECK: global @nested_splat <f64: -2.500000e-01> : tile<4xf64>
  global @nested_splat <f64: [-0.25, -0.25, -0.25, -0.25]> : tile<4xf64>

  // CHECK-LABEL: entry @use
  entry @use() {
    // CHECK: get_global @plain : tile<ptr<f32>>
    %p = get_global @plain : tile<ptr<f32>>
    // CHECK: get_global @priv : tile<ptr<i8>>
    %q = get_global @priv : tile<ptr<i8>>
  }
}
