// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s

// Scans keep the operand's blocked layout, however wide the axis (the
// cross-thread work happens in convert-tile-simt-to-nvvm): no
// convert_layout, no limit on the length.
// CHECK-LABEL: gpu.func @scan_rows
// CHECK-NOT: convert_layout
// CHECK: tile_simt.scan %{{.*}} axis = 1 : tensor<4x1024xf32, #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>> -> tensor<4x1024xf32
// CHECK: arith.addf
// CHECK: tile_simt.scan %{{.*}} axis = 0 reverse : tensor<4096xi32
// CHECK: arith.maxsi
// Along a short dim split over warps, the warps move to the other dim
// first, so the scan stays inside each warp.
// CHECK: %[[C:.*]] = tile_simt.convert_layout %{{.*}} -> tensor<4x1024xf32, #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]>>
// CHECK: tile_simt.scan %[[C]] axis = 0 :
cuda_tile.module @m {
  entry @scan_rows(%p: tile<ptr<f32>>) {
    %x = constant <f32: 1.0> : tile<4x1024xf32>
    %s = scan %x dim=1 reverse=false identities=[0.0 : f32] : tile<4x1024xf32> -> tile<4x1024xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %t = addf %a, %b : tile<f32>
      yield %t : tile<f32>
    }
    %i = constant <i32: 3> : tile<4096xi32>
    %m = scan %i dim=0 reverse=true identities=[-2147483648 : i32] : tile<4096xi32> -> tile<4096xi32>
    (%a: tile<i32>, %b: tile<i32>) {
      %t = maxi %a, %b signed : tile<i32>
      yield %t : tile<i32>
    }
    %c = scan %x dim=0 reverse=false identities=[0.0 : f32] : tile<4x1024xf32> -> tile<4x1024xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %t = addf %a, %b : tile<f32>
      yield %t : tile<f32>
    }
    return
  }
}
