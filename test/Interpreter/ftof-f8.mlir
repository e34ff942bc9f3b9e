// ftof to the fp8 formats and tf32 in the interpreter: round to nearest
// even, fp8 saturating to finite (cuda_tile spec 5.1.3: out-of-range and
// +-Inf -> +-MAX_NORM; NaN -> +MAX_NORM for e4m3, NaN for e5m2), tf32
// keeping Inf/NaN. These are the values the GPU lowering reproduces
// (test/Conversion/TileSIMTToNVVM/f8-*.mlir).
// RUN: tile-run %s --entry e4m3 --print-outputs | FileCheck %s --check-prefix=E4M3
// RUN: tile-run %s --entry e4m3_bits --print-outputs | FileCheck %s --check-prefix=E4M3BITS
// RUN: tile-run %s --entry e5m2 --print-outputs | FileCheck %s --check-prefix=E5M2
// RUN: tile-run %s --entry tf32 --print-outputs | FileCheck %s --check-prefix=TF32

cuda_tile.module @m {
  // 0, -0, max finite 448, 464 (tie with the missing 480: saturates), 500,
  // inf, -inf, nan, smallest subnormal 2^-9, 2^-10 (tie -> 0), 3*2^-10 (tie
  // -> 2*2^-9), 7.5*2^-9 (tie -> 2^-6, the smallest normal), 1.0625 (tie ->
  // 1), 1.1875 (tie -> 1.25), -240, -1e-30 (-> -0)
  // E4M3: result 0 = 16xf32 [0, -0, 448, 448, 448, 448, -448, 448, 0.001953125, 0, 0.00390625, 0.015625, 1, 1.25, -240, -0]
  testing$func @e4m3() -> tile<16xf32> {
    %a = constant <f32: [0.0, -0.0, 448.0, 464.0, 500.0, 0x7F800000, 0xFF800000, 0x7FC00000, 0.001953125, 0.0009765625, 0.0029296875, 0.0146484375, 1.0625, 1.1875, -240.0, -1.0e-30]> : tile<16xf32>
    %q = ftof %a : tile<16xf32> -> tile<16xf8E4M3FN>
    %r = ftof %q : tile<16xf8E4M3FN> -> tile<16xf32>
    return %r : tile<16xf32>
  }

  // The bytes: NaN -> 0x7e (126), -448 -> 0xfe (-2), -0 -> 0x80 (-128).
  // E4M3BITS: result 0 = 4xi8 [126, -2, -128, 1]
  testing$func @e4m3_bits() -> tile<4xi8> {
    %a = constant <f32: [0x7FC00000, -1.0e10, -0.0, 0.001953125]> : tile<4xf32>
    %q = ftof %a : tile<4xf32> -> tile<4xf8E4M3FN>
    %b = bitcast %q : tile<4xf8E4M3FN> -> tile<4xi8>
    return %b : tile<4xi8>
  }

  // max finite 57344, 61440 (tie with Inf: saturates), inf, -inf, nan,
  // smallest subnormal 2^-16, 2^-17 (tie -> 0), 1.125 (tie -> 1)
  // E5M2: result 0 = 8xf32 [57344, 57344, 57344, -57344, nan, 1.52587891e-05, 0, 1]
  testing$func @e5m2() -> tile<8xf32> {
    %a = constant <f32: [57344.0, 61440.0, 0x7F800000, 0xFF800000, 0x7FC00000, 1.52587890625e-05, 7.62939453125e-06, 1.125]> : tile<8xf32>
    %q = ftof %a : tile<8xf32> -> tile<8xf8E5M2>
    %r = ftof %q : tile<8xf8E5M2> -> tile<8xf32>
    return %r : tile<8xf32>
  }

  // 1 + 2^-11 (tie -> 1), 1 + 3*2^-11 (tie -> 1 + 2^-9), inf, nan, largest
  // f32 (rounds to inf), -0, -(1 + 2^-10 + 2^-12) (-> -(1 + 2^-10)), 0.1
  // TF32: result 0 = 8xf32 [1, 1.00195312, inf, nan, inf, -0, -1.00097656, 0.0999755859]
  testing$func @tf32() -> tile<8xf32> {
    %a = constant <f32: [1.00048828125, 1.00146484375, 0x7F800000, 0x7FC00000, 3.40282347e+38, -0.0, -1.001220703125, 0.1]> : tile<8xf32>
    %q = ftof %a : tile<8xf32> -> tile<8xtf32>
    %r = ftof %q : tile<8xtf32> -> tile<8xf32>
    return %r : tile<8xf32>
  }
}
