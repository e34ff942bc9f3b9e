// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

// A slot read by something other than a multiply: each thread loads its
// elements. The [1 x 8 x 32] tile sits in an [8 x 32] slot (unit dim
// dropped) of rows 32 + 8 f16: element (row, column) of slot s is at
// s * 320 + row * 40 + column; each thread reads its 8 elements.
#l3 = #tile_simt.blocked<sizePerThread = [1, 1, 8], threadsPerWarp = [1, 8, 4], warpsPerCTA = [1, 1, 1], order = [2, 1, 0]>
#sh = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0]>
// CHECK-LABEL: gpu.func @read
// CHECK: %[[BASE:.*]] = arith.muli %{{.*}}, %c320_i32 : i32
// CHECK: %[[ROW:.*]] = arith.muli %{{.*}}, %c40_i32 : i32
// CHECK: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f16
// CHECK-COUNT-7: llvm.load %{{.*}} : !llvm.ptr<3> -> f16
// CHECK-NOT: llvm.load %{{.*}} : !llvm.ptr<3>
gpu.module @m {
gpu.func @read(%p: !llvm.ptr<1>, %slot: i32) kernel {
  %r = tile_simt.alloc_shared : !tile_simt.smem<2x8x32xf16, #sh>
  %t = tile_simt.read_slot %r[%slot] : !tile_simt.smem<2x8x32xf16, #sh> -> tensor<1x8x32xf16, #l3>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %c32 = arith.constant 32 : i32
  tile_simt.store_tile %t, %p[%c0, %c0, %c0] shape[%c1, %c8, %c32] strides[%c32, %c32, %c1] : tensor<1x8x32xf16, #l3>, !llvm.ptr<1>
  gpu.return
}
}
