// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

#b1 = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>

// A rank-1 reduction to a scalar: 8 registers combined in the thread,
// five butterfly shuffles, then the four warp partials through shared
// memory; every thread reads all four, so all hold the result.
// CHECK: llvm.mlir.global internal @__tile_smem_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<4 x f32>
// CHECK-LABEL: gpu.func @reduce_to_scalar
// CHECK-COUNT-7: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: gpu.shuffle  xor %{{.*}}, %c1_i32
// CHECK: gpu.shuffle  xor %{{.*}}, %c2_i32
// CHECK: gpu.shuffle  xor %{{.*}}, %c4_i32
// CHECK: gpu.shuffle  xor %{{.*}}, %c8_i32
// CHECK: gpu.shuffle  xor %{{.*}}, %c16_i32
// CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// CHECK: gpu.barrier
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: %[[S:.*]] = arith.addf
// Not in a loop: no barrier after the reads (nothing rewrites the buffer).
// CHECK-NOT: gpu.barrier
// CHECK: llvm.store %[[S]], %{{.*}} : f32, !llvm.ptr<1>
gpu.module @m {
gpu.func @reduce_to_scalar(%p: !llvm.ptr<1>, %f: f32) kernel {
  %x = tile_simt.splat %f : f32 -> tensor<1024xf32, #b1>
  %r = tile_simt.reduce %x axis = 0 : tensor<1024xf32, #b1> -> f32 {
  ^bb0(%a: f32, %c: f32):
    %s = arith.addf %a, %c : f32
    tile_simt.yield %s : f32
  }
  llvm.store %r, %p : f32, !llvm.ptr<1>
  gpu.return
}
}
