// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s

// Reducing a rank-1 tile gives the scalar (rank-0 tile) every thread holds:
// tile_simt.reduce with a scalar result, used directly as an f32.
// CHECK-LABEL: gpu.func @reduce_to_scalar
// CHECK: %[[R:.*]] = tile_simt.reduce %{{.*}} axis = 0 : tensor<1024xf32, #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>> -> f32
// CHECK: arith.minnumf
// CHECK: tile_simt.yield
// CHECK: arith.cmpf olt, %[[R]], %{{.*}} : f32
// CHECK: tile_simt.splat %[[R]] : f32 -> tensor<1x1xf32
cuda_tile.module @m {
  entry @reduce_to_scalar(%p: tile<ptr<f32>>) {
    %x = constant <f32: 2.0> : tile<1024xf32>
    %z = constant <f32: 0.0> : tile<f32>
    %r = reduce %x dim=0 identities=[0x7F800000 : f32] : tile<1024xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      %m = minf %a, %b : tile<f32>
      yield %m : tile<f32>
    }
    %neg = cmpf less_than ordered %r, %z : tile<f32> -> tile<i1>
    %t = reshape %r : tile<f32> -> tile<1x1xf32>
    return
  }
}
