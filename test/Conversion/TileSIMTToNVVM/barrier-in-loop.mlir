// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

// A cross-warp reduction inside a loop reuses its shared buffer on every
// trip: a second barrier keeps the next trip's writes behind this trip's
// reads. Outside a loop the first barrier is enough.
#b1 = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: gpu.func @in_loop
// CHECK: scf.for
// CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// CHECK: gpu.barrier
// CHECK-COUNT-4: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: gpu.barrier
// CHECK: scf.yield
gpu.module @m {
gpu.func @in_loop(%f: f32, %n: index) kernel {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %f) -> (f32) {
    %x = tile_simt.splat %acc : f32 -> tensor<1024xf32, #b1>
    %s = tile_simt.reduce %x axis = 0 : tensor<1024xf32, #b1> -> f32 {
    ^bb0(%a: f32, %c: f32):
      %t = arith.addf %a, %c : f32
      tile_simt.yield %t : f32
    }
    scf.yield %s : f32
  }
  gpu.return
}
}
