// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

// An iota of rank > 1 holds each element's row-major linear index. With unit
// dims around one dimension (tile-simt-remove-layout-conversions rebuilds a
// gather's index vector so, in the 4-d tile's layout) that is the coordinate
// along it: here warp w % 4 holds rows w % 4 and w % 4 + 4, whatever its
// lanes, which the layout spreads over the unit last dim.
#t = #tile_simt.blocked<sizePerThread = [1, 1, 1, 2], threadsPerWarp = [1, 1, 1, 32], warpsPerCTA = [1, 4, 1, 1], order = [3, 2, 1, 0]>
// CHECK-LABEL: gpu.func @rows
// CHECK: arith.andi %{{.*}}, %c3_i32 : i32
// CHECK: %[[R0:.*]] = arith.ori
// CHECK-NOT: arith.muli
// CHECK: %[[R1:.*]] = arith.addi %[[R0]], %c4_i32 : i32
// CHECK-NOT: arith.muli
// CHECK: vector.from_elements %[[R0]], %[[R1]] : vector<2xi32>
gpu.module @m {
gpu.func @rows(%p: !llvm.ptr<1>) kernel {
  %i = tile_simt.iota : tensor<1x8x1x1xi32, #t>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  tile_simt.store_tile %i, %p[%c0, %c0, %c0, %c0] shape[%c1, %c8, %c1, %c1] strides[%c8, %c1, %c1, %c1] : tensor<1x8x1x1xi32, #t>, !llvm.ptr<1>
  gpu.return
}
}

// -----

// Two non-unit dims: row * 4 + column.
#b = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @matrix
// CHECK: %[[ROW:.*]] = arith.muli %{{.*}}, %c4_i32{{.*}} : i32
// CHECK: arith.addi %{{.*}}, %[[ROW]] : i32
gpu.module @m {
gpu.func @matrix(%p: !llvm.ptr<1>) kernel {
  %i = tile_simt.iota : tensor<2x4xi32, #b>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  tile_simt.store_tile %i, %p[%c0, %c0] shape[%c2, %c4] strides[%c4, %c1] : tensor<2x4xi32, #b>, !llvm.ptr<1>
  gpu.return
}
}
