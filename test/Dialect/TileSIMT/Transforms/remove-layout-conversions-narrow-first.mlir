// RUN: tile-opt %s --tile-simt-remove-layout-conversions="narrow-first=1" --split-input-file | FileCheck %s
// RUN: tile-opt %s --tile-simt-remove-layout-conversions --split-input-file | FileCheck %s --check-prefix=OFF

#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#st = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>

// A GEMM epilogue: the f32 accumulator converted to the store's layout and
// truncated to f16. With narrow-first the truncation is made in the
// accumulator's layout and its f16 result converted: half the bytes through
// shared memory. By default (costs in elements) the conversion stays on
// the f32 values.
// CHECK-LABEL: gpu.func @epilogue
// CHECK: %[[T:.*]] = arith.truncf %{{.*}} : tensor<64x32xf32, #tile_simt.blocked<sizePerThread = [1, 2]{{.*}}> to tensor<64x32xf16, #tile_simt.blocked<sizePerThread = [1, 2]
// CHECK: tile_simt.convert_layout %[[T]] : tensor<64x32xf16, #tile_simt.blocked<sizePerThread = [1, 2]{{.*}}> -> tensor<64x32xf16, #tile_simt.blocked<sizePerThread = [1, 4]
// OFF-LABEL: gpu.func @epilogue
// OFF: tile_simt.convert_layout %{{.*}} : tensor<64x32xf32
// OFF: arith.truncf
gpu.module @m {
gpu.func @epilogue(%acc: tensor<64x32xf32, #acc>) -> tensor<64x32xf16, #st> {
  %0 = tile_simt.convert_layout %acc : tensor<64x32xf32, #acc> -> tensor<64x32xf32, #st>
  %1 = arith.truncf %0 : tensor<64x32xf32, #st> to tensor<64x32xf16, #st>
  gpu.return %1 : tensor<64x32xf16, #st>
}
}

// -----

// A conversion whose values others read too, or an op that does not narrow
// (f32 to f32), stays where it is.
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#st = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @shared_or_wide
// CHECK: %[[C:.*]] = tile_simt.convert_layout %{{.*}} : tensor<64x32xf32
// CHECK: arith.truncf %[[C]] : tensor<64x32xf32, #tile_simt.blocked<sizePerThread = [1, 4]
// CHECK: math.exp %[[C]] : tensor<64x32xf32, #tile_simt.blocked<sizePerThread = [1, 4]
gpu.module @m {
gpu.func @shared_or_wide(%acc: tensor<64x32xf32, #acc>) -> (tensor<64x32xf16, #st>, tensor<64x32xf32, #st>) {
  %0 = tile_simt.convert_layout %acc : tensor<64x32xf32, #acc> -> tensor<64x32xf32, #st>
  %1 = arith.truncf %0 : tensor<64x32xf32, #st> to tensor<64x32xf16, #st>
  %2 = math.exp %0 : tensor<64x32xf32, #st>
  gpu.return %1, %2 : tensor<64x32xf16, #st>, tensor<64x32xf32, #st>
}
}
