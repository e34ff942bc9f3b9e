// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

// Every thread holds dim 1 whole: a constant-offset slice is a register
// pick, and a cat of two register slices a two-vector shuffle; no shared
// memory, no barrier.
#src = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]>
#dst = #tile_simt.blocked<sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-NOT: llvm.mlir.global
// CHECK-LABEL: gpu.func @registers
// CHECK: %[[HI:.*]] = vector.shuffle %[[V:.*]], %[[V]] [1] : vector<2xf32>, vector<2xf32>
// CHECK: %[[LO:.*]] = vector.shuffle %[[V]], %[[V]] [0] : vector<2xf32>, vector<2xf32>
// CHECK: vector.shuffle %[[HI]], %[[LO]] [0, 1] : vector<1xf32>, vector<1xf32>
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
gpu.module @m {
gpu.func @registers(%x: tensor<128x2xf32, #src>) kernel {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %hi = tile_simt.extract_slice %x[%c0, %c1] : tensor<128x2xf32, #src> -> tensor<128x1xf32, #dst>
  %lo = tile_simt.extract_slice %x[%c0, %c0] : tensor<128x2xf32, #src> -> tensor<128x1xf32, #dst>
  %r = tile_simt.cat %hi, %lo dim = 1 : tensor<128x1xf32, #dst>, tensor<128x1xf32, #dst> -> tensor<128x2xf32, #dst>
  %u = arith.negf %r : tensor<128x2xf32, #dst>
  gpu.return
}
}

// -----

// A slice along lanes at a dynamic offset goes through shared memory: the
// source written whole, a barrier, each thread reading its part at the
// offset.
#a = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK: llvm.mlir.global internal @{{.*}}() {{.*}} : !llvm.array<128 x f32>
// CHECK-LABEL: gpu.func @dynamic
// CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// CHECK: gpu.barrier
// CHECK: %[[I:.*]] = arith.addi %{{.*}}, %arg1 : i32
// CHECK: %[[P:.*]] = llvm.getelementptr %{{.*}}[%[[I]]]
// CHECK: llvm.load %[[P]] : !llvm.ptr<3> -> f32
gpu.module @m {
gpu.func @dynamic(%x: tensor<128xf32, #a>, %o: i32) kernel {
  %s = tile_simt.extract_slice %x[%o] : tensor<128xf32, #a> -> tensor<4xf32, #a>
  %u = arith.negf %s : tensor<4xf32, #a>
  gpu.return
}
}

// -----

// cat along lanes: 128 + 128 elements in a 128-thread layout are each
// thread's two registers (a shuffle); 64 + 64 (each half wraps) go through a
// result-shaped buffer, each half written at its offset.
#h = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK: llvm.mlir.global internal @{{.*}}() {{.*}} : !llvm.array<128 x i8>
// CHECK-LABEL: gpu.func @lanes
// CHECK: vector.shuffle %{{.*}}, %{{.*}} [0, 1] : vector<1xi1>, vector<1xi1>
// CHECK-NOT: gpu.barrier
// CHECK: arith.extui %{{.*}} : i1 to i8
// CHECK: llvm.store
// CHECK: %[[C:.*]] = arith.constant 64 : i32
// CHECK: arith.addi %{{.*}}, %[[C]] : i32
// CHECK: llvm.store
// CHECK: gpu.barrier
// CHECK: llvm.load
// CHECK: arith.trunci %{{.*}} : i8 to i1
gpu.module @m {
gpu.func @lanes(%a: tensor<128xi1, #h>, %b: tensor<128xi1, #h>, %c: tensor<64xi1, #h>, %d: tensor<64xi1, #h>) kernel {
  %r = tile_simt.cat %a, %b dim = 0 : tensor<128xi1, #h>, tensor<128xi1, #h> -> tensor<256xi1, #h>
  %u = arith.extui %r : tensor<256xi1, #h> to tensor<256xi8, #h>
  %s = tile_simt.cat %c, %d dim = 0 : tensor<64xi1, #h>, tensor<64xi1, #h> -> tensor<128xi1, #h>
  %v = arith.extui %s : tensor<128xi1, #h> to tensor<128xi8, #h>
  gpu.return
}
}
