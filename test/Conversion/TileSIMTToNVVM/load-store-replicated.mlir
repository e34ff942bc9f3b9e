// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

// A 1 x 32 bf16 row in a layout of 8 a thread over 128 threads wraps: 4
// threads hold the row, the other 124 replicas. Each thread's 8 registers
// are still 8 consecutive elements (coordinates wrap modulo 32, a multiple
// of 8), so the row is read and written in 16-byte groups, one bounds
// check each, not element by element.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @row
// CHECK: arith.andi %{{.*}}, %{{.*}} : i32
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
// CHECK-NOT: llvm.load
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
// CHECK-NOT: llvm.store
// CHECK: gpu.return
gpu.module @m {
gpu.func @row(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>, %rows: i32, %cols: i32, %stride: i32, %r: i32) kernel {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %t = tile_simt.load_tile %p[%r, %c0] shape[%rows, %cols] strides[%stride, %c1] {base_align = 16 : i64, shape_div = array<i64: 1, 8>, stride_div = array<i64: 8, 1>} : !llvm.ptr<1> -> tensor<1x32xbf16, #l>
  tile_simt.store_tile %t, %q[%r, %c0] shape[%rows, %cols] strides[%stride, %c1] {base_align = 16 : i64, shape_div = array<i64: 1, 8>, stride_div = array<i64: 8, 1>} : tensor<1x32xbf16, #l>, !llvm.ptr<1>
  gpu.return
}
}
