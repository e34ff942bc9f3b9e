// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

#b1 = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>

// i64 offsets/extents/strides: the bounds checks and element offsets are
// i64 (thread coordinates zero-extended); nothing is truncated to i32.
// CHECK-LABEL: gpu.func @load_i64
// CHECK-NOT: arith.trunci
// CHECK: arith.muli %{{.*}}, %{{.*}} : i64
// CHECK: arith.extui %{{.*}} : i32 to i64
// CHECK: arith.cmpi ult, %{{.*}}, %{{.*}} : i64
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK-NOT: arith.trunci
// CHECK: gpu.return
gpu.module @m {
gpu.func @load_i64(%p: !llvm.ptr<1>, %n: i64, %i: i64) kernel {
  %c1 = arith.constant 1 : i64
  %t = tile_simt.load_tile %p[%i] shape [%n] strides [%c1] index i64 {base_align = 16 : i64} : !llvm.ptr<1> -> tensor<1024xf32, #b1>
  tile_simt.store_tile %t, %p[%i] shape [%n] strides [%c1] index i64 {base_align = 16 : i64} : tensor<1024xf32, #b1>, !llvm.ptr<1>
  gpu.return
}
}
