// fpowi: square-and-multiply from the exponent's low bit, each product
// rounded to the element type, 1 / x**|n| for n < 0, x**0 == 1 (NaN too).
// RUN: tile-run %s --entry powi --print-outputs | FileCheck %s
// RUN: tile-run %s --entry order --print-outputs | FileCheck %s --check-prefix=ORDER
// RUN: tile-run %s --entry f64 --print-outputs | FileCheck %s --check-prefix=F64

cuda_tile.module @m {
  // CHECK: result 0 = 8xf32 [8, 2.25, 0.111111112, 1, 1, -0.125, 1, inf]
  testing$func @powi() -> tile<8xf32> {
    %x = constant <f32: [2.0, -1.5, 3.0, 0.5, 0x7FC00000, -2.0, 1.0, 0.0]> : tile<8xf32>
    %n = constant <i32: [3, 2, -2, 0, 0, -3, -2147483648, -1]> : tile<8xi32>
    %r = fpowi %x, %n : tile<8xf32>, tile<8xi32>
    return %r : tile<8xf32>
  }

  // x**7 = x * x**2 * x**4 (18.0511112), not ((x * x) * x)... (18.0511093).
  // ORDER: result 0 = 1xf32 [18.0511112]
  testing$func @order() -> tile<1xf32> {
    %x = constant <f32: [1.5118216276168823]> : tile<1xf32>
    %n = constant <i8: [7]> : tile<1xi8>
    %r = fpowi %x, %n : tile<1xf32>, tile<1xi8>
    return %r : tile<1xf32>
  }

  // The most negative i8 exponent: 2**-128 is exact in f64.
  // F64: result 0 = 2xf64 [2.9387358770557188e-39, 1024]
  testing$func @f64() -> tile<2xf64> {
    %x = constant <f64: [2.0, 2.0]> : tile<2xf64>
    %n = constant <i8: [-128, 10]> : tile<2xi8>
    %r = fpowi %x, %n : tile<2xf64>, tile<2xi8>
    return %r : tile<2xf64>
  }
}
