// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

// Rows of bf16 whose stride is known a multiple of 4 elements only (100
// columns): a thread's 8 elements are one 16-byte access where the row
// happens to be 16-byte aligned (checked at run time), and otherwise two
// 8-byte accesses, which the facts prove aligned and each wholly in or out
// of bounds (the extent is a multiple of 4) - never 8 scalar accesses.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @rows
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
// CHECK: } else {
// CHECK: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<1> -> vector<4xbf16>
// CHECK: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<1> -> vector<4xbf16>
// CHECK-NOT: -> bf16
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
// CHECK: } else {
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 8 : i64} : vector<4xbf16>, !llvm.ptr<1>
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 8 : i64} : vector<4xbf16>, !llvm.ptr<1>
// CHECK-NOT: llvm.store %{{.*}} : bf16
// CHECK: gpu.return
gpu.module @m {
gpu.func @rows(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>, %rows: i32, %cols: i32, %stride: i32, %r: i32) kernel {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %t = tile_simt.load_tile %p[%r, %c0] shape[%rows, %cols] strides[%stride, %c1] {base_align = 16 : i64, shape_div = array<i64: 1, 4>, stride_div = array<i64: 4, 1>} : !llvm.ptr<1> -> tensor<16x64xbf16, #l>
  tile_simt.store_tile %t, %q[%r, %c0] shape[%rows, %cols] strides[%stride, %c1] {base_align = 16 : i64, shape_div = array<i64: 1, 4>, stride_div = array<i64: 4, 1>} : tensor<16x64xbf16, #l>, !llvm.ptr<1>
  gpu.return
}
}
