// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s

// Offsets broadcast from an 8x1 tile keep a layout that holds each element
// in several threads; the store then runs in the default layout of 8x128
// (one copy per element) instead of guarding every copy.
// CHECK-LABEL: gpu.func @scatter
// CHECK: %[[A:.*]] = arith.addi %{{.*}}, %{{.*}} : tensor<8x128xi64, #tile_simt.blocked<sizePerThread = [4, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]>>
// CHECK: %[[D:.*]] = tile_simt.convert_layout %[[A]] : {{.*}} -> tensor<8x128xi64, #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>>
// CHECK: tile_simt.store_ptr %[[D]], %{{.*}} : tensor<8x128xi64, #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>>, tensor<8x128xf32, #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>>
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
