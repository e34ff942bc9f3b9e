// for / loop / if with break and continue, and reduce / scan.
// RUN: tile-run %s --entry sum_to --arg 0=5 --print-outputs | FileCheck %s --check-prefix=FOR
// RUN: tile-run %s --entry first_over --arg 0=10 --print-outputs | FileCheck %s --check-prefix=LOOP
// RUN: tile-run %s --entry reductions --print-outputs | FileCheck %s --check-prefix=RED
// RUN: tile-run %s --entry scans --print-outputs | FileCheck %s --check-prefix=SCAN

cuda_tile.module @m {
  // 0+1+2+3+4, skipping nothing; odd iterations add twice via if/else.
  // FOR: result 0 = 1xi32 [14]
  testing$func @sum_to(%n: tile<i32>) -> tile<1xi32> {
    %z = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %r = for %i in (%z to %n, step %one) : tile<i32> iter_values(%acc = %z) -> (tile<i32>) {
      %odd = andi %i, %one : tile<i32>
      %c = cmpi equal %odd, %one, signed : tile<i32> -> tile<i1>
      %next = if %c -> (tile<i32>) {
        %d = addi %i, %i : tile<i32>
        %s = addi %acc, %d : tile<i32>
        yield %s : tile<i32>
      } else {
        %s = addi %acc, %i : tile<i32>
        yield %s : tile<i32>
      }
      continue %next : tile<i32>
    }
    %rr = reshape %r : tile<i32> -> tile<1xi32>
    return %rr : tile<1xi32>
  }

  // Doubles from 1 until the value exceeds n: 1, 2, 4, 8, 16 -> 16.
  // LOOP: result 0 = 1xi32 [16]
  testing$func @first_over(%n: tile<i32>) -> tile<1xi32> {
    %one = constant <i32: 1> : tile<i32>
    %r = loop iter_values(%v = %one) : tile<i32> -> tile<i32> {
      %c = cmpi greater_than %v, %n, signed : tile<i32> -> tile<i1>
      if %c {
        break %v : tile<i32>
      }
      %d = addi %v, %v : tile<i32>
      continue %d : tile<i32>
    }
    %rr = reshape %r : tile<i32> -> tile<1xi32>
    return %rr : tile<1xi32>
  }

  // Row sums, column maxima with a NaN (maxf ignores it), and an argmax with
  // two operands.
  // RED: result 0 = 2xf32 [10, 26]
  // RED: result 1 = 4xf32 [4, 5, 6, 0]
  // RED: result 2 = 2xi32 [2, 0]
  testing$func @reductions() -> (tile<2xf32>, tile<4xf32>, tile<2xi32>) {
    %x = constant <f32: [[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tile<2x4xf32>
    %s = reduce %x dim=1 identities=[0.0 : f32] : tile<2x4xf32> -> tile<2xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %t = addf %e, %a : tile<f32>
      yield %t : tile<f32>
    }
    %y = constant <f32: [[1.0, 0x7FC00000, 6.0, 0.0], [4.0, 5.0, 0x7FC00000, -1.0]]> : tile<2x4xf32>
    %m = reduce %y dim=0 identities=[0xFF800000 : f32] : tile<2x4xf32> -> tile<4xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %t = maxf %e, %a : tile<f32>
      yield %t : tile<f32>
    }
    %v = constant <f32: [[1.0, 5.0, 7.0, 0.0], [9.0, 2.0, 3.0, 0.0]]> : tile<2x4xf32>
    %ix = constant <i32: [[0, 1, 2, 3], [0, 1, 2, 3]]> : tile<2x4xi32>
    %mv, %mi = reduce %v, %ix dim=1 identities=[0xFF800000 : f32, 0 : i32] : tile<2x4xf32>, tile<2x4xi32> -> tile<2xf32>, tile<2xi32>
    (%ev: tile<f32>, %av: tile<f32>, %ei: tile<i32>, %ai: tile<i32>) {
      %gt = cmpf greater_than ordered %ev, %av : tile<f32> -> tile<i1>
      %nv = select %gt, %ev, %av : tile<i1>, tile<f32>
      %ni = select %gt, %ei, %ai : tile<i1>, tile<i32>
      yield %nv, %ni : tile<f32>, tile<i32>
    }
    return %s, %m, %mi : tile<2xf32>, tile<4xf32>, tile<2xi32>
  }

  // Inclusive prefix sums forward and reversed.
  // SCAN: result 0 = 4xi32 [1, 3, 6, 10]
  // SCAN: result 1 = 4xi32 [10, 9, 7, 4]
  testing$func @scans() -> (tile<4xi32>, tile<4xi32>) {
    %x = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %f = scan %x dim=0 reverse=false identities=[0 : i32] : tile<4xi32> -> tile<4xi32>
    (%e: tile<i32>, %a: tile<i32>) {
      %t = addi %e, %a : tile<i32>
      yield %t : tile<i32>
    }
    %r = scan %x dim=0 reverse=true identities=[0 : i32] : tile<4xi32> -> tile<4xi32>
    (%e: tile<i32>, %a: tile<i32>) {
      %t = addi %e, %a : tile<i32>
      yield %t : tile<i32>
    }
    return %f, %r : tile<4xi32>, tile<4xi32>
  }
}
