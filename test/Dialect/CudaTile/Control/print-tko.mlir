// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @prints
  // CHECK-SAME: (%[[X:.*]]: tile<4xf32>, %[[I:.*]]: tile<i64>)
  // CHECK: %[[T0:.*]] = print_tko "hello\0A" -> token
  // CHECK: %[[T1:.*]] = print_tko "x=%f i=%lld", %[[X]], %[[I]] : tile<4xf32>, tile<i64> -> token
  // CHECK: print_tko "%+08.3f %% done", %[[X]] token=%[[T1]] : tile<4xf32> -> token
  // CHECK: print_tko "%%%%" token=%[[T0]] -> token
  testing$func @prints(%x: tile<4xf32>, %i: tile<i64>) {
    %t0 = print_tko "hello\n" -> token
    %t1 = print_tko "x=%f i=%lld", %x, %i : tile<4xf32>, tile<i64> -> !cuda_tile.token
    %t2 = cuda_tile.print_tko "%+08.3f %% done", %x token = %t1 : tile<4xf32> -> token
    %t3 = print_tko "%%%%" token=%t0 -> token
  }
}
