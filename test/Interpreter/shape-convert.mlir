// Shape ops, conversions and matrix products against hand-computed values.
// RUN: tile-run %s --entry shapes --print-outputs | FileCheck %s --check-prefix=SHAPE
// RUN: tile-run %s --entry conversions --print-outputs | FileCheck %s --check-prefix=CONV
// RUN: tile-run %s --entry narrow --print-outputs | FileCheck %s --check-prefix=NARROW
// RUN: tile-run %s --entry matmul --print-outputs | FileCheck %s --check-prefix=MMA
// RUN: tile-run %s --entry minmax --print-outputs | FileCheck %s --check-prefix=MINMAX

cuda_tile.module @m {
  // SHAPE: result 0 = 4x2xi32 {{\[\[}}0, 4], [1, 5], [2, 6], [3, 7]]
  // SHAPE: result 1 = 2x2xi32 {{\[\[}}2, 2], [5, 5]]
  // SHAPE: result 2 = 2x2xi32 {{\[\[}}4, 5], [6, 7]]
  // SHAPE: result 3 = 4xi32 [0, 9, 2, 9]
  testing$func @shapes() -> (tile<4x2xi32>, tile<2x2xi32>, tile<2x2xi32>, tile<4xi32>) {
    %i = iota : tile<8xi32>
    %six = constant <i32: [[0, 1, 2, 3], [4, 5, 6, 7]]> : tile<2x4xi32>
    %t = permute %six [1, 0] : tile<2x4xi32> -> tile<4x2xi32>
    %col = constant <i32: [[2], [5]]> : tile<2x1xi32>
    %b = broadcast %col : tile<2x1xi32> -> tile<2x2xi32>
    %m = reshape %i : tile<8xi32> -> tile<4x2xi32>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %e = extract %m[%one, %zero] : tile<4x2xi32> -> tile<2x2xi32>
    %q = extract %i[%zero] : tile<8xi32> -> tile<4xi32>
    %two = constant <i32: 2> : tile<4xi32>
    %r = remi %q, %two signed : tile<4xi32>
    %z = constant <i32: 0> : tile<4xi32>
    %c = cmpi equal %r, %z, signed : tile<4xi32> -> tile<4xi1>
    %nine = constant <i32: 9> : tile<4xi32>
    %s = select %c, %q, %nine : tile<4xi1>, tile<4xi32>
    return %t, %b, %e, %s : tile<4x2xi32>, tile<2x2xi32>, tile<2x2xi32>, tile<4xi32>
  }

  // ftoi truncates; itof of unsigned -1 is 4294967296 (rounded to f32);
  // exti signed/unsigned; trunci wraps; bitcast keeps bits.
  // CONV: result 0 = 4xi32 [2, -2, 0, 7]
  // CONV: result 1 = 2xf32 [4.2949673e+09, -1]
  // CONV: result 2 = 2xi32 [-1, 255]
  // CONV: result 3 = 1xi8 [44]
  // CONV: result 4 = 1xi32 [1065353216]
  testing$func @conversions() -> (tile<4xi32>, tile<2xf32>, tile<2xi32>, tile<1xi8>, tile<1xi32>) {
    %f = constant <f32: [2.9, -2.9, -0.5, 7.0]> : tile<4xf32>
    %a = ftoi %f signed : tile<4xf32> -> tile<4xi32>
    %m1 = constant <i32: [-1]> : tile<1xi32>
    %u = itof %m1 unsigned : tile<1xi32> -> tile<1xf32>
    %s = itof %m1 signed : tile<1xi32> -> tile<1xf32>
    %b = cat %u, %s dim = 0 : tile<1xf32>, tile<1xf32> -> tile<2xf32>
    %x = constant <i8: [-1]> : tile<1xi8>
    %xs = exti %x signed : tile<1xi8> -> tile<1xi32>
    %xu = exti %x unsigned : tile<1xi8> -> tile<1xi32>
    %c = cat %xs, %xu dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %w = constant <i32: [300]> : tile<1xi32>
    %d = trunci %w : tile<1xi32> -> tile<1xi8>
    %one = constant <f32: [1.0]> : tile<1xf32>
    %e = bitcast %one : tile<1xf32> -> tile<1xi32>
    return %a, %b, %c, %d, %e : tile<4xi32>, tile<2xf32>, tile<2xi32>, tile<1xi8>, tile<1xi32>
  }

  // Ties round to even: 1+2^-11 -> 1 and 1+3*2^-11 -> 1+2^-9 in f16 and tf32
  // (10 mantissa bits), 1+3*2^-8 -> 1+2^-6 in bf16; 70000 overflows f16; -> f8E4M3FN (max 448), f8E5M2; f16 -> f32 is exact.
  // NARROW: result 0 = 4xf16 [1, 1.00195, inf, 5.96046e-08]
  // NARROW: result 1 = 2xbf16 [1, 1.01562]
  // NARROW: result 2 = 2xtf32 [1, 1.00195]
  // NARROW: result 3 = 4xf8E4M3FN [1, 448, 0.0625, 2]
  // NARROW: result 4 = 2xf8E5M2 [1, 1.25]
  testing$func @narrow() -> (tile<4xf16>, tile<2xbf16>, tile<2xtf32>, tile<4xf8E4M3FN>, tile<2xf8E5M2>) {
    %x = constant <f32: [1.00048828, 1.00146484, 70000.0, 5.96046448e-08]> : tile<4xf32>
    %h = ftof %x : tile<4xf32> -> tile<4xf16>
    %y = constant <f32: [1.00390625, 1.01171875]> : tile<2xf32>
    %b = ftof %y : tile<2xf32> -> tile<2xbf16>
    %z = constant <f32: [1.00048828, 1.00146484]> : tile<2xf32>
    %t = ftof %z : tile<2xf32> -> tile<2xtf32>
    %w = constant <f32: [1.0, 448.0, 0.0625, 2.0]> : tile<4xf32>
    %e4 = ftof %w : tile<4xf32> -> tile<4xf8E4M3FN>
    %v = constant <f32: [1.0, 1.2]> : tile<2xf32>
    %e5 = ftof %v : tile<2xf32> -> tile<2xf8E5M2>
    return %h, %b, %t, %e4, %e5 : tile<4xf16>, tile<2xbf16>, tile<2xtf32>, tile<4xf8E4M3FN>, tile<2xf8E5M2>
  }

  // [[1,2],[3,4]] @ [[5,6],[7,8]] + 1 and the i8 version with unsigned lhs.
  // MMA: result 0 = 2x2xf32 {{\[\[}}20, 23], [44, 51]]
  // MMA: result 1 = 1x1xi32 {{\[\[}}510]]
  testing$func @matmul() -> (tile<2x2xf32>, tile<1x1xi32>) {
    %a = constant <f16: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf16>
    %b = constant <f16: [[5.0, 6.0], [7.0, 8.0]]> : tile<2x2xf16>
    %c = constant <f32: 1.0> : tile<2x2xf32>
    %r = mmaf %a, %b, %c : tile<2x2xf16>, tile<2x2xf16>, tile<2x2xf32>
    %x = constant <i8: [[-1, -1]]> : tile<1x2xi8>
    %y = constant <i8: [[1], [1]]> : tile<2x1xi8>
    %z = constant <i32: 0> : tile<1x1xi32>
    %s = mmai %x, %y, %z unsigned signed : tile<1x2xi8>, tile<2x1xi8>, tile<1x1xi32>
    return %r, %s : tile<2x2xf32>, tile<1x1xi32>
  }

  // maxf/minf: a NaN operand is ignored unless propagate_nan; +0 > -0.
  // MINMAX: result 0 = 4xf32 [1, nan, 0, 3]
  // MINMAX: result 1 = 4xf32 [1, nan, -0, 2]
  // MINMAX: result 2 = 4xf32 [nan, nan, -0, 2]
  testing$func @minmax() -> (tile<4xf32>, tile<4xf32>, tile<4xf32>) {
    %a = constant <f32: [0x7FC00000, 0x7FC00000, -0.0, 2.0]> : tile<4xf32>
    %b = constant <f32: [1.0, 0x7FC00000, 0.0, 3.0]> : tile<4xf32>
    %mx = maxf %a, %b : tile<4xf32>
    %mn = minf %b, %a : tile<4xf32>
    %p = minf %a, %b propagate_nan : tile<4xf32>
    return %mx, %mn, %p : tile<4xf32>, tile<4xf32>, tile<4xf32>
  }
}
