// Float add/sub/mul/div/fma: IEEE special values, -0, denormals, f16/bf16
// rounding, rounding modes and flush_to_zero, each checked against values
// computed by hand.
// RUN: tile-run %s --entry add_special --print-outputs | FileCheck %s --check-prefix=ADD
// RUN: tile-run %s --entry div_special --print-outputs | FileCheck %s --check-prefix=DIV
// RUN: tile-run %s --entry rounding_modes --print-outputs | FileCheck %s --check-prefix=RND
// RUN: tile-run %s --entry ftz --print-outputs | FileCheck %s --check-prefix=FTZ
// RUN: tile-run %s --entry half --print-outputs | FileCheck %s --check-prefix=HALF
// RUN: tile-run %s --entry fma_once --print-outputs | FileCheck %s --check-prefix=FMA
// RUN: tile-run %s --entry args --arg 0=[1.5,-2,nan,4] --arg 1=0.25 --print-outputs | FileCheck %s --check-prefix=ARGS

cuda_tile.module @m {
  // nan+1, inf+(-inf), -0+-0, -0+0, largest finite doubled, two denormals
  // ADD: result 0 = 8xf32 [nan, nan, -0, 0, inf, 2.80259693e-45, 2.5, 3.25]
  testing$func @add_special() -> tile<8xf32> {
    %a = constant <f32: [0x7FC00000, 0x7F800000, -0.0, -0.0, 3.40282347e+38, 1.40129846e-45, 2.0, 3.0]> : tile<8xf32>
    %b = constant <f32: [1.0, 0xFF800000, -0.0, 0.0, 3.40282347e+38, 1.40129846e-45, 0.5, 0.25]> : tile<8xf32>
    %r = addf %a, %b : tile<8xf32>
    return %r : tile<8xf32>
  }

  // 1/0, -1/0, 0/0, 1/-0, 1/3
  // DIV: result 0 = 8xf32 [inf, -inf, nan, -inf, 0.333333343, 3, -1.5, 2]
  testing$func @div_special() -> tile<8xf32> {
    %a = constant <f32: [1.0, -1.0, 0.0, 1.0, 1.0, 6.0, -6.0, 0.5]> : tile<8xf32>
    %b = constant <f32: [0.0, 0.0, 0.0, -0.0, 3.0, 2.0, 4.0, 0.25]> : tile<8xf32>
    %r = divf %a, %b : tile<8xf32>
    return %r : tile<8xf32>
  }

  // 1/3 rounded each way: down and toward zero give 0x3EAAAAAA, up 0x3EAAAAAB;
  // -1/3 toward zero is -0x3EAAAAAA, toward -inf -0x3EAAAAAB.
  // RND: result 0 = 4xf32 [0.333333313, 0.333333343, -0.333333313, -0.333333343]
  testing$func @rounding_modes() -> tile<4xf32> {
    %one = constant <f32: [1.0]> : tile<1xf32>
    %m1 = constant <f32: [-1.0]> : tile<1xf32>
    %three = constant <f32: [3.0]> : tile<1xf32>
    %z = divf %one, %three rounding<zero> : tile<1xf32>
    %u = divf %one, %three rounding<positive_inf> : tile<1xf32>
    %zn = divf %m1, %three rounding<zero> : tile<1xf32>
    %d = divf %m1, %three rounding<negative_inf> : tile<1xf32>
    %a = cat %z, %u dim = 0 : tile<1xf32>, tile<1xf32> -> tile<2xf32>
    %b = cat %zn, %d dim = 0 : tile<1xf32>, tile<1xf32> -> tile<2xf32>
    %r = cat %a, %b dim = 0 : tile<2xf32>, tile<2xf32> -> tile<4xf32>
    return %r : tile<4xf32>
  }

  // A denormal input is flushed to a signed zero and so is a denormal
  // result; without the flag the denormal survives.
  // FTZ: result 0 = 2xf32 [1, -0]
  // FTZ: result 1 = 2xf32 [1, -0]
  // FTZ: result 2 = 2xf32 [1, -5.87747175e-39]
  testing$func @ftz() -> (tile<2xf32>, tile<2xf32>, tile<2xf32>) {
    %a = constant <f32: [1.0, -1.0e-39]> : tile<2xf32>
    %b = constant <f32: [1.0e-39, -0.0]> : tile<2xf32>
    %f = addf %a, %b flush_to_zero : tile<2xf32>
    %s = constant <f32: [1.0, -1.17549435e-38]> : tile<2xf32>
    %c = constant <f32: [1.0, 0.5]> : tile<2xf32>
    %g = mulf %s, %c flush_to_zero : tile<2xf32>
    %h = mulf %s, %c : tile<2xf32>
    return %f, %g, %h : tile<2xf32>, tile<2xf32>, tile<2xf32>
  }

  // f16: 2048+1 rounds to even (2048), 65504+8 rounds back to the maximum,
  // 65504+32 overflows to inf (65520 would tie and round to inf); bf16: 256+1 rounds to 256.
  // HALF: result 0 = 4xf16 [2048, 65504, inf, 1.5]
  // HALF: result 1 = 1xbf16 [256]
  testing$func @half() -> (tile<4xf16>, tile<1xbf16>) {
    %a = constant <f16: [2048.0, 65504.0, 65504.0, 1.0]> : tile<4xf16>
    %b = constant <f16: [1.0, 8.0, 32.0, 0.5]> : tile<4xf16>
    %r = addf %a, %b : tile<4xf16>
    %x = constant <bf16: [256.0]> : tile<1xbf16>
    %y = constant <bf16: [1.0]> : tile<1xbf16>
    %s = addf %x, %y : tile<1xbf16>
    return %r, %s : tile<4xf16>, tile<1xbf16>
  }

  // (1+2^-23)*(1-2^-23) - 1 is -2^-46 with one rounding, 0 with two.
  // FMA: result 0 = 1xf32 [-1.42108547e-14]
  testing$func @fma_once() -> tile<1xf32> {
    %a = constant <f32: [1.00000012]> : tile<1xf32>
    %b = constant <f32: [0.99999988]> : tile<1xf32>
    %c = constant <f32: [-1.0]> : tile<1xf32>
    %r = fma %a, %b, %c : tile<1xf32>
    return %r : tile<1xf32>
  }

  // Tiles and scalars from the command line.
  // ARGS: result 0 = 4xf32 [0.375, -0.5, nan, 1]
  testing$func @args(%x: tile<4xf32>, %s: tile<f32>) -> tile<4xf32> {
    %b = reshape %s : tile<f32> -> tile<1xf32>
    %bb = broadcast %b : tile<1xf32> -> tile<4xf32>
    %r = mulf %x, %bb : tile<4xf32>
    return %r : tile<4xf32>
  }
}
