// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

// An iota in a slice layout (what tile-simt-remove-layout-conversions
// rebuilds a converted iota as) numbers the kept dim: slice<dim = 0> of a
// [1, 2] x [8, 4] parent gives lane l the columns 2(l % 4) and 2(l % 4) + 1,
// never the coordinate of the removed unit dim (0 for every element).
#p = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @columns
// CHECK: %[[L:.*]] = arith.andi %{{.*}}, %c3_i32 : i32
// CHECK: %[[C0:.*]] = arith.shli %[[L]], %c1_i32 : i32
// CHECK: %[[C1:.*]] = arith.addi %[[C0]], %{{.*}} : i32
// CHECK: vector.from_elements %[[C0]], %[[C1]] : vector<2xi32>
gpu.module @m {
gpu.func @columns(%p: !llvm.ptr<1>) kernel {
  %i = tile_simt.iota : tensor<8xi32, #tile_simt.slice<dim = 0, parent = #p>>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  tile_simt.store_tile %i, %p[%c0] shape[%c8] strides[%c1] : tensor<8xi32, #tile_simt.slice<dim = 0, parent = #p>>, !llvm.ptr<1>
  gpu.return
}
}
