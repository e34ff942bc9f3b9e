// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s

// Offsets broadcast from an 8x1 tile whose layout holds each element in
// several threads: kept, that layout would give every thread of the 8x128
// result 32 copies to guard. The small operand is converted to the default
// layout of 8x128 instead, and the addresses and the store stay in it.
// CHECK-LABEL: gpu.func @scatter
// CHECK: %[[C:.*]] = tile_simt.convert_layout %{{.*}} : tensor<8x1xi32, #tile_simt.blocked<sizePerThread = [4, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]>> -> tensor<8x1xi32, #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>>
// CHECK: tile_simt.broadcast %[[C]] : {{.*}} -> tensor<8x128xi32, #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>>
// CHECK: %[[A:.*]] = arith.addi %{{.*}}, %{{.*}} : tensor<8x128xi64, #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>>
// CHECK-NOT: convert_layout
// CHECK: tile_simt.store_ptr %[[A]], %{{.*}} : tensor<8x128xi64, #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>>, tensor<8x128xf32, #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>>
cuda_tile.module @m {
  entry @scatter(%p: tile<ptr<f32>>) {
    %i = iota : tile<8xi32>
    %i2 = reshape %i : tile<8xi32> -> tile<8x1xi32>
    %ib = broadcast %i2 : tile<8x1xi32> -> tile<8x128xi32>
    %r = reshape %p : tile<ptr<f32>> -> tile<1x1xptr<f32>>
    %b = broadcast %r : tile<1x1xptr<f32>> -> tile<8x128xptr<f32>>
    %o = offset %b, %ib : tile<8x128xptr<f32>>, tile<8x128xi32> -> tile<8x128xptr<f32>>
    %v = constant <f32: 1.0> : tile<8x128xf32>
    %t = store_ptr_tko weak %o, %v : tile<8x128xptr<f32>>, tile<8x128xf32> -> token
    return
  }
}
