// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

#b1 = #tile_simt.blocked<sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#b2 = #tile_simt.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>

// f16 values cross lanes widened to f32 (gpu.shuffle is 32-bit).
// CHECK-LABEL: gpu.func @reduce_f16
// CHECK: %[[W:.*]] = arith.extf %{{.*}} : f16 to f32
// CHECK: %[[S:.*]], %{{.*}} = gpu.shuffle  xor %[[W]], %c1_i32
// CHECK: arith.truncf %[[S]] : f32 to f16
gpu.module @m {
gpu.func @reduce_f16(%f: f16) kernel {
  %x = tile_simt.splat %f : f16 -> tensor<1024xf16, #b1>
  %r = tile_simt.reduce %x axis = 0 : tensor<1024xf16, #b1> -> f16 {
  ^bb0(%a: f16, %c: f16):
    %s = arith.maximumf %a, %c : f16
    tile_simt.yield %s : f16
  }
  gpu.return
}

// i64 values cross lanes as two 32-bit halves, reassembled.
// CHECK-LABEL: gpu.func @scan_i64
// CHECK: %[[LO:.*]] = arith.trunci %{{.*}} : i64 to i32
// CHECK: %[[HI0:.*]] = arith.shrui %{{.*}}, %c32_i64 : i64
// CHECK: %[[HI:.*]] = arith.trunci %[[HI0]] : i64 to i32
// CHECK: gpu.shuffle  up %[[LO]], %c1_i32
// CHECK: gpu.shuffle  up %[[HI]], %c1_i32
// CHECK: arith.shli %{{.*}}, %c32_i64 : i64
// CHECK: arith.ori
gpu.func @scan_i64(%v: i64) kernel {
  %x = tile_simt.splat %v : i64 -> tensor<256xi64, #b2>
  %s = tile_simt.scan %x axis = 0 : tensor<256xi64, #b2> -> tensor<256xi64, #b2> {
  ^bb0(%a: i64, %c: i64):
    %t = arith.addi %a, %c : i64
    tile_simt.yield %t : i64
  }
  gpu.return
}
}
