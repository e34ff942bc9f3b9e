// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

#b1 = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>

// scf.while (from cuda_tile.loop) carries distributed tiles as the
// per-thread register vectors.
// CHECK-LABEL: gpu.func @while_tiles
// CHECK: scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : (vector<8xf32>, i32) -> (vector<8xf32>, i32)
// CHECK: arith.addf %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK: scf.condition(%{{.*}}) %{{.*}}, %{{.*}} : vector<8xf32>, i32
// CHECK: ^bb0(%{{.*}}: vector<8xf32>, %{{.*}}: i32):
gpu.module @m {
gpu.func @while_tiles(%n: i32, %f: f32) kernel {
  %x = tile_simt.splat %f : f32 -> tensor<1024xf32, #b1>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%a = %x, %i = %c0) : (tensor<1024xf32, #b1>, i32) -> (tensor<1024xf32, #b1>, i32) {
    %y = arith.addf %a, %a : tensor<1024xf32, #b1>
    %j = arith.addi %i, %c1 : i32
    %go = arith.cmpi slt, %j, %n : i32
    scf.condition(%go) %y, %j : tensor<1024xf32, #b1>, i32
  } do {
  ^bb0(%a: tensor<1024xf32, #b1>, %i: i32):
    scf.yield %a, %i : tensor<1024xf32, #b1>, i32
  }
  gpu.return
}
}
