// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

// i1 has no memory form: a mask crossing layouts goes through shared
// memory as bytes (widened before the store, narrowed after the load).
#a = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#c = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK: llvm.mlir.global internal @{{.*}}() {{.*}} : !llvm.array<512 x i8>
// CHECK-LABEL: gpu.func @mask
// CHECK: %[[W:.*]] = arith.extui %{{.*}} : i1 to i8
// CHECK: llvm.store %[[W]], %{{.*}} : i8, !llvm.ptr<3>
// CHECK: gpu.barrier
// CHECK: %[[B:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i8
// CHECK: arith.trunci %[[B]] : i8 to i1
gpu.module @m {
gpu.func @mask(%m: tensor<512xi1, #a>, %p: !llvm.ptr<1>) kernel {
  %c = tile_simt.convert_layout %m : tensor<512xi1, #a> -> tensor<512xi1, #c>
  %e = arith.extui %c : tensor<512xi1, #c> to tensor<512xi8, #c>
  gpu.return
}
}
