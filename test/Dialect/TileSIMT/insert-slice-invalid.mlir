// RUN: tile-opt %s -split-input-file -verify-diagnostics

#b = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#s = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
gpu.module @m {
gpu.func @bigger(%d: tensor<128xf32, #s>, %s: tensor<512xf32, #b>, %o: i32) {
  // expected-error @below {{source dim 0 is larger than the dest's}}
  %r = tile_simt.insert_slice %s into %d[%o] : tensor<512xf32, #b> into tensor<128xf32, #s>
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#s = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
gpu.module @m {
gpu.func @offsets(%d: tensor<512xf32, #b>, %s: tensor<128xf32, #s>, %o: i32) {
  // expected-error @below {{needs one offset per dim (1)}}
  %r = tile_simt.insert_slice %s into %d[%o, %o] : tensor<128xf32, #s> into tensor<512xf32, #b>
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#s = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
gpu.module @m {
gpu.func @elt(%d: tensor<512xf32, #b>, %s: tensor<128xi32, #s>, %o: i32) {
  // expected-error @below {{source and dest must have one rank and element type}}
  %r = tile_simt.insert_slice %s into %d[%o] : tensor<128xi32, #s> into tensor<512xf32, #b>
  gpu.return
}
}
