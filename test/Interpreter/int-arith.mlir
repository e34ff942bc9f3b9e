// Integer ops: wrap-around, signedness, division rounding, shifts, high
// product, comparisons; values computed by hand.
// RUN: tile-run %s --entry wrap --print-outputs | FileCheck %s --check-prefix=WRAP
// RUN: tile-run %s --entry division --print-outputs | FileCheck %s --check-prefix=DIV
// RUN: tile-run %s --entry shifts --print-outputs | FileCheck %s --check-prefix=SHIFT
// RUN: tile-run %s --entry compare --print-outputs | FileCheck %s --check-prefix=CMP
// RUN: not tile-run %s --entry nsw 2>&1 | FileCheck %s --check-prefix=NSW
// RUN: not tile-run %s --entry div_zero 2>&1 | FileCheck %s --check-prefix=DIVZ

cuda_tile.module @m {
  // 127+1 wraps to -128; absi(-128) stays -128 (read unsigned: 128);
  // negi(-128) = -128; mulhii 200*200 (unsigned i8) = 40000 >> 8 = 156 = -100;
  // maxi unsigned(-1, 1) = -1 (255); mini signed = -1.
  // WRAP: result 0 = 8xi8 [-128, -128, -128, -100, -1, -1, -1, -1]
  testing$func @wrap() -> tile<8xi8> {
    %a = constant <i8: [127]> : tile<1xi8>
    %one = constant <i8: [1]> : tile<1xi8>
    %m = constant <i8: [-128]> : tile<1xi8>
    %x = constant <i8: [-56]> : tile<1xi8>
    %m1 = constant <i8: [-1]> : tile<1xi8>
    %s = addi %a, %one : tile<1xi8>
    %ab = absi %m : tile<1xi8>
    %ng = negi %m : tile<1xi8>
    %hi = mulhii %x, %x : tile<1xi8>
    %mx = maxi %m1, %one unsigned : tile<1xi8>
    %mn = mini %m1, %one signed : tile<1xi8>
    %c0 = cat %s, %ab dim = 0 : tile<1xi8>, tile<1xi8> -> tile<2xi8>
    %c1 = cat %ng, %hi dim = 0 : tile<1xi8>, tile<1xi8> -> tile<2xi8>
    %c2 = cat %mx, %mn dim = 0 : tile<1xi8>, tile<1xi8> -> tile<2xi8>
    %c3 = cat %c0, %c1 dim = 0 : tile<2xi8>, tile<2xi8> -> tile<4xi8>
    %c4 = cat %c2, %c2 dim = 0 : tile<2xi8>, tile<2xi8> -> tile<4xi8>
    %r = cat %c3, %c4 dim = 0 : tile<4xi8>, tile<4xi8> -> tile<8xi8>
    return %r : tile<8xi8>
  }

  // -7/2: toward zero -3, floor -4, ceil -3; 7/2 ceil 4; unsigned 0xFFFFFFF9/2;
  // remi -7%2 = -1 (sign of the dividend), 7%-2 = 1.
  // DIV: result 0 = 4xi32 [-3, -4, -3, 4]
  // DIV: result 1 = 2xi32 [2147483644, 2]
  // DIV: result 2 = 2xi32 [-1, 1]
  testing$func @division() -> (tile<4xi32>, tile<2xi32>, tile<2xi32>) {
    %a = constant <i32: [-7, -7, -7, 7]> : tile<4xi32>
    %two = constant <i32: [2, 2, 2, 2]> : tile<4xi32>
    %z = divi %a, %two signed : tile<4xi32>
    %f = divi %a, %two signed rounding<negative_inf> : tile<4xi32>
    %c = divi %a, %two signed rounding<positive_inf> : tile<4xi32>
    %i0 = constant <i32: 0> : tile<i32>
    %i1 = constant <i32: 1> : tile<i32>
    %i2 = constant <i32: 2> : tile<i32>
    %i3 = constant <i32: 3> : tile<i32>
    %e0 = extract %z[%i0] : tile<4xi32> -> tile<1xi32>
    %e1 = extract %f[%i1] : tile<4xi32> -> tile<1xi32>
    %e2 = extract %c[%i2] : tile<4xi32> -> tile<1xi32>
    %e3 = extract %c[%i3] : tile<4xi32> -> tile<1xi32>
    %p = cat %e0, %e1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %q = cat %e2, %e3 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %r0 = cat %p, %q dim = 0 : tile<2xi32>, tile<2xi32> -> tile<4xi32>
    %ua = constant <i32: [-7, 5]> : tile<2xi32>
    %ub = constant <i32: [2, 2]> : tile<2xi32>
    %r1 = divi %ua, %ub unsigned : tile<2xi32>
    %ra = constant <i32: [-7, 7]> : tile<2xi32>
    %rb = constant <i32: [2, -2]> : tile<2xi32>
    %r2 = remi %ra, %rb signed : tile<2xi32>
    return %r0, %r1, %r2 : tile<4xi32>, tile<2xi32>, tile<2xi32>
  }

  // shli 1<<31 = min; shri signed keeps the sign, unsigned fills zeros;
  // shifts by the width or more give 0 (or -1 for a negative signed shri).
  // SHIFT: result 0 = 4xi32 [-2147483648, -4, 1073741822, 0]
  // SHIFT: result 1 = 1xi32 [-1]
  testing$func @shifts() -> (tile<4xi32>, tile<1xi32>) {
    %a = constant <i32: [1, -8, -8, 1]> : tile<4xi32>
    %s = constant <i32: [31, 1, 2, 32]> : tile<4xi32>
    %l = shli %a, %s : tile<4xi32>
    %rs = shri %a, %s signed : tile<4xi32>
    %ru = shri %a, %s unsigned : tile<4xi32>
    %i0 = constant <i32: 0> : tile<i32>
    %i1 = constant <i32: 1> : tile<i32>
    %i2 = constant <i32: 2> : tile<i32>
    %i3 = constant <i32: 3> : tile<i32>
    %e0 = extract %l[%i0] : tile<4xi32> -> tile<1xi32>
    %e1 = extract %rs[%i1] : tile<4xi32> -> tile<1xi32>
    %e2 = extract %ru[%i2] : tile<4xi32> -> tile<1xi32>
    %e3 = extract %l[%i3] : tile<4xi32> -> tile<1xi32>
    %p = cat %e0, %e1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %q = cat %e2, %e3 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %r = cat %p, %q dim = 0 : tile<2xi32>, tile<2xi32> -> tile<4xi32>
    %m = constant <i32: [-8]> : tile<1xi32>
    %big = constant <i32: [40]> : tile<1xi32>
    %r1 = shri %m, %big signed : tile<1xi32>
    return %r, %r1 : tile<4xi32>, tile<1xi32>
  }

  // -1 < 1 signed but not unsigned.
  // CMP: result 0 = 2xi1 [1, 0]
  testing$func @compare() -> tile<2xi1> {
    %a = constant <i16: [-1]> : tile<1xi16>
    %b = constant <i16: [1]> : tile<1xi16>
    %s = cmpi less_than %a, %b, signed : tile<1xi16> -> tile<1xi1>
    %u = cmpi less_than %a, %b, unsigned : tile<1xi16> -> tile<1xi1>
    %r = cat %s, %u dim = 0 : tile<1xi1>, tile<1xi1> -> tile<2xi1>
    return %r : tile<2xi1>
  }

  // A wrap the op promised not to do is undefined: reported.
  // NSW: error: integer overflow of a no_signed_wrap op (element 0) [tile block (0, 0, 0)]
  testing$func @nsw() -> tile<1xi32> {
    %a = constant <i32: [2147483647]> : tile<1xi32>
    %r = addi %a, %a overflow<no_signed_wrap> : tile<1xi32>
    return %r : tile<1xi32>
  }

  // DIVZ: [[@LINE+4]]:10: error: integer division by zero (element 1)
  testing$func @div_zero() -> tile<2xi32> {
    %a = constant <i32: [1, 2]> : tile<2xi32>
    %b = constant <i32: [1, 0]> : tile<2xi32>
    %r = divi %a, %b signed : tile<2xi32>
    return %r : tile<2xi32>
  }
}
