// tile_simt.insert_slice: the inverse of extract_slice (13.4's insert).
// RUN: tile-opt %s | FileCheck %s

#b = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#s = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
gpu.module @m {
// CHECK-LABEL: gpu.func @ins
// CHECK: tile_simt.insert_slice %{{.*}} into %{{.*}}[%{{.*}}] : tensor<128xf32, #tile_simt.blocked<{{.*}}>> into tensor<512xf32, #tile_simt.blocked<{{.*}}>>
gpu.func @ins(%d: tensor<512xf32, #b>, %s: tensor<128xf32, #s>, %o: i32) {
  %r = tile_simt.insert_slice %s into %d[%o] : tensor<128xf32, #s> into tensor<512xf32, #b>
  gpu.return
}
}
