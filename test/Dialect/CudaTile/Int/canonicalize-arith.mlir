// RUN: tile-opt %s -canonicalize | FileCheck %s

// Constant folding of addi/subi/muli/shli/negi/absi/mulhii, honouring the
// element width and the overflow flags.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @wrapping
  testing$func @wrapping() -> (tile<i32>, tile<4xi32>, tile<i16>, tile<i32>, tile<2xi1>) {
    // CHECK-DAG: %[[C7:.*]] = constant <i32: 7> : tile<i32>
    // CHECK-DAG: %[[V:.*]] = constant <i32: [-9, -18, -27, -36]> : tile<4xi32>
    // CHECK-DAG: %[[M:.*]] = constant <i16: 24464> : tile<i16>
    // CHECK-DAG: %[[MIN:.*]] = constant <i32: -2147483648> : tile<i32>
    // CHECK-DAG: %[[F:.*]] = constant <i1: false> : tile<2xi1>
    %c3 = constant <i32: 3> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %0 = addi %c3, %c4 : tile<i32>
    %v = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %w = constant <i32: [10, 20, 30, 40]> : tile<4xi32>
    %1 = subi %v, %w : tile<4xi32>
    // 90000 wraps to 90000 - 65536 in i16.
    %c300 = constant <i16: 300> : tile<i16>
    %2 = muli %c300, %c300 : tile<i16>
    %max = constant <i32: 2147483647> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %3 = addi %max, %one : tile<i32>
    // i1: 1 + 1 wraps to 0.
    %t = constant <i1: [true, true]> : tile<2xi1>
    %4 = addi %t, %t : tile<2xi1>
    // CHECK: return %[[C7]], %[[V]], %[[M]], %[[MIN]], %[[F]]
    return %0, %1, %2, %3, %4 : tile<i32>, tile<4xi32>, tile<i16>, tile<i32>, tile<2xi1>
  }

  // A wrap the flag forbids is not folded; a wrap it allows is.
  // CHECK-LABEL: testing$func @flags
  testing$func @flags() -> (tile<i8>, tile<i8>, tile<i32>, tile<i32>, tile<i8>, tile<i8>) {
    // CHECK-DAG: %[[ZERO:.*]] = constant <i8: 0> : tile<i8>
    // CHECK-DAG: %[[M1:.*]] = constant <i8: -1> : tile<i8>
    // CHECK-DAG: %[[P1:.*]] = constant <i8: 1> : tile<i8>
    // CHECK-DAG: %[[MAX:.*]] = constant <i32: 2147483647> : tile<i32>
    // CHECK-DAG: %[[ONE:.*]] = constant <i32: 1> : tile<i32>
    // CHECK-DAG: %[[C64:.*]] = constant <i8: 64> : tile<i8>
    %m1 = constant <i8: -1> : tile<i8>
    %p1 = constant <i8: 1> : tile<i8>
    // -1 + 1: no signed wrap, but 255 + 1 wraps unsigned.
    %0 = addi %m1, %p1 overflow<no_signed_wrap> : tile<i8>
    // CHECK-DAG: %[[NUW:.*]] = addi %[[M1]], %[[P1]] overflow<no_unsigned_wrap> : tile<i8>
    %1 = addi %m1, %p1 overflow<no_unsigned_wrap> : tile<i8>
    %max = constant <i32: 2147483647> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    // CHECK-DAG: %[[NSW:.*]] = addi %[[MAX]], %[[ONE]] overflow<no_wrap> : tile<i32>
    %2 = addi %max, %one overflow<no_wrap> : tile<i32>
    // CHECK-DAG: %[[SUB:.*]] = subi %[[ONE]], %[[MAX]] overflow<no_unsigned_wrap> : tile<i32>
    %3 = subi %one, %max overflow<no_unsigned_wrap> : tile<i32>
    // 64 << 1 leaves the signed range of i8.
    %c64 = constant <i8: 64> : tile<i8>
    // CHECK-DAG: %[[SHL:.*]] = shli %[[C64]], %[[P1]] overflow<no_signed_wrap> : tile<i8>
    %4 = shli %c64, %p1 overflow<no_signed_wrap> : tile<i8>
    %5 = muli %c64, %m1 overflow<no_unsigned_wrap> : tile<i8>
    // CHECK-DAG: %[[MUL:.*]] = muli %[[C64]], %[[M1]] overflow<no_unsigned_wrap> : tile<i8>
    // CHECK: return %[[ZERO]], %[[NUW]], %[[NSW]], %[[SUB]], %[[SHL]], %[[MUL]]
    return %0, %1, %2, %3, %4, %5 : tile<i8>, tile<i8>, tile<i32>, tile<i32>, tile<i8>, tile<i8>
  }

  // CHECK-LABEL: testing$func @shift_left
  testing$func @shift_left() -> (tile<4xi32>, tile<i32>, tile<i8>) {
    // CHECK-DAG: %[[R:.*]] = constant <i32: [1, 2, 8, -2147483648]> : tile<4xi32>
    // CHECK-DAG: %[[ONE:.*]] = constant <i32: 1> : tile<i32>
    // CHECK-DAG: %[[C32:.*]] = constant <i32: 32> : tile<i32>
    // CHECK-DAG: %[[MIN8:.*]] = constant <i8: -128> : tile<i8>
    %ones = constant <i32: 1> : tile<4xi32>
    %amounts = constant <i32: [0, 1, 3, 31]> : tile<4xi32>
    %0 = shli %ones, %amounts : tile<4xi32>
    // Shifting by the width or more is not defined: kept.
    %one = constant <i32: 1> : tile<i32>
    %c32 = constant <i32: 32> : tile<i32>
    // CHECK-DAG: %[[BIG:.*]] = shli %[[ONE]], %[[C32]] : tile<i32>
    %1 = shli %one, %c32 : tile<i32>
    // 64 << 1 wraps in i8 when no flag forbids it.
    %c64 = constant <i8: 64> : tile<i8>
    %c1 = constant <i8: 1> : tile<i8>
    %2 = shli %c64, %c1 : tile<i8>
    // CHECK: return %[[R]], %[[BIG]], %[[MIN8]]
    return %0, %1, %2 : tile<4xi32>, tile<i32>, tile<i8>
  }

  // CHECK-LABEL: testing$func @unary
  testing$func @unary() -> (tile<4xi32>, tile<i32>, tile<4xi32>) {
    // CHECK-DAG: %[[NEG:.*]] = constant <i32: [5, -7, -2147483648, 0]> : tile<4xi32>
    // CHECK-DAG: %[[MIN:.*]] = constant <i32: -2147483648> : tile<i32>
    // CHECK-DAG: %[[ABS:.*]] = constant <i32: [5, 7, -2147483648, 0]> : tile<4xi32>
    %v = constant <i32: [-5, 7, -2147483648, 0]> : tile<4xi32>
    %0 = negi %v : tile<4xi32>
    // -minimum overflows: with no_signed_wrap it stays.
    %min = constant <i32: -2147483648> : tile<i32>
    // CHECK-DAG: %[[NSW:.*]] = negi %[[MIN]] overflow<no_signed_wrap> : tile<i32>
    %1 = negi %min overflow<no_signed_wrap> : tile<i32>
    // |minimum| read as unsigned is 2^31: the same bits.
    %2 = absi %v : tile<4xi32>
    // CHECK: return %[[NEG]], %[[NSW]], %[[ABS]]
    return %0, %1, %2 : tile<4xi32>, tile<i32>, tile<4xi32>
  }

  // CHECK-LABEL: testing$func @mulhii
  testing$func @mulhii() -> (tile<2xi32>, tile<i8>) {
    // CHECK-DAG: %[[HI:.*]] = constant <i32: [1, -2]> : tile<2xi32>
    // CHECK-DAG: %[[HI8:.*]] = constant <i8: 127> : tile<i8>
    // 2^31 * 2 = 2^32; (2^32 - 1)^2 = 2^64 - 2^33 + 1.
    %a = constant <i32: [-2147483648, -1]> : tile<2xi32>
    %b = constant <i32: [2, -1]> : tile<2xi32>
    %0 = mulhii %a, %b : tile<2xi32>
    // 255 * 128 = 32640 = 0x7F80.
    %c = constant <i8: -1> : tile<i8>
    %d = constant <i8: -128> : tile<i8>
    %1 = mulhii %c, %d : tile<i8>
    // CHECK: return %[[HI]], %[[HI8]]
    return %0, %1 : tile<2xi32>, tile<i8>
  }
}
