// An entry's arguments may be tokens and views, as NVIDIA's verifier allows
// (its test/Bytecode/operationsTest.mlir has both); only a tile of some shape
// is refused (entry_arguments_invalid.mlir). They round-trip in text and
// bytecode. No launch can pass them, so the lowering and tile-run refuse
// them where the argument is declared.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-translate --mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-translate --cudatilebc-to-mlir %t.bc | FileCheck %s
// RUN: not tile-opt %s --tile-to-ptx=chip=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOWER
// RUN: not tile-run %s --entry k --arg 0=0 --arg 1=0 --arg 2=0 2>&1 | FileCheck %s --check-prefix=INTERP

// CHECK-LABEL: entry @k
// CHECK-SAME: (%{{[^:]+}}: token, %{{[^:]+}}: tensor_view<64xf32, strides=[1]>, %{{[^:]+}}: tile<i32>)
// CHECK: load_view_tko weak
// LOWER: entry_arguments.mlir:[[@LINE+3]]:3: error: entry argument #0 of type '!cuda_tile.token' cannot be a kernel parameter
// INTERP: entry_arguments.mlir:[[@LINE+2]]:3: error: argument 0 has type '!cuda_tile.token', which tile-run cannot pass
cuda_tile.module @m {
  entry @k(%t: token, %v: tensor_view<64xf32, strides=[1]>, %i: tile<i32>) {
    %pv = make_partition_view %v : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %x, %t1 = load_view_tko weak %pv[%i] token = %t : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %t2 = store_view_tko weak %x, %pv[%i] token = %t1 : tile<64xf32>, partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
