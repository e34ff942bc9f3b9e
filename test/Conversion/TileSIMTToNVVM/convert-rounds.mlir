// RUN: tile-opt %s -split-input-file --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

// A conversion of more than 64 KiB goes through shared memory in rounds,
// one slab of the result (a range of one dim) each, through a one-slab
// buffer: 128 KiB of f32 in two rounds of 16384 elements. Every register's
// element is in the same round for all threads here: it moves only then, at a fixed
// offset into the slice. Barriers: after each round's writes, and between
// one round's reads and the next round's writes.
#a = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#c = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// One static 64 KiB slab (static arrays may hold the whole block budget).
// CHECK: llvm.mlir.global internal @{{.*}}() {{.*}} : !llvm.array<16384 x f32>
// CHECK-LABEL: gpu.func @two_rounds
// CHECK-NOT: tile_simt.dynamic_shared_memory
// CHECK-COUNT-128: llvm.store {{.*}} : f32, !llvm.ptr<3>
// CHECK-NEXT: gpu.barrier
// CHECK-COUNT-128: llvm.load {{.*}} : !llvm.ptr<3> -> f32
// CHECK-NEXT: gpu.barrier
// CHECK: arith.constant -16384 : i32
// CHECK-COUNT-128: llvm.store {{.*}} : f32, !llvm.ptr<3>
// CHECK-NEXT: gpu.barrier
// CHECK-COUNT-128: llvm.load {{.*}} : !llvm.ptr<3> -> f32
// CHECK-NOT: gpu.barrier
// CHECK-NOT: llvm.store
// CHECK: gpu.return
gpu.module @m {
gpu.func @two_rounds(%x: tensor<32768xf32, #a>) kernel {
  %c = tile_simt.convert_layout %x : tensor<32768xf32, #a> -> tensor<32768xf32, #c>
  gpu.return
}
}

// -----

// Here which round a register's element is in depends on the warp for
// either dim (a warp holds 128 whole rows and 32 of the 64 columns; a round
// is 128 rows): such a register takes part in both rounds, and a thread
// whose element is in the other round writes to a dummy slot past the slab
// (16384: the buffer has 16385 elements, 65552 bytes aligned), or keeps the
// value it has.
#m = #tile_simt.blocked<sizePerThread = [128, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]>
#r = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK: llvm.mlir.global internal @{{.*}}() {{.*}} : !llvm.array<16385 x f32>
// CHECK-LABEL: gpu.func @to_rows
// CHECK: %[[IN:.*]] = arith.cmpi ult, %{{.*}}, %c128_i32{{.*}} : i32
// CHECK: %[[C:.*]] = arith.constant 16384 : i32
// CHECK: arith.select %[[IN]], %{{.*}}, %[[C]] : i32
// CHECK: llvm.store {{.*}} : f32, !llvm.ptr<3>
// CHECK: gpu.barrier
// CHECK-NOT: arith.select
// CHECK: llvm.load {{.*}} : !llvm.ptr<3> -> f32
// CHECK: gpu.barrier
// CHECK: arith.constant -128 : i32
// CHECK: arith.select
// CHECK: llvm.store {{.*}} : f32, !llvm.ptr<3>
// CHECK: gpu.barrier
// CHECK: gpu.return
// CHECK-LABEL: gpu.func @from_rows
// CHECK-COUNT-128: llvm.store {{.*}} : f32, !llvm.ptr<3>
// CHECK-NEXT: gpu.barrier
// CHECK: %[[IN0:.*]] = arith.cmpi ult
// CHECK: %[[S0:.*]] = arith.select %[[IN0]]
// CHECK: llvm.getelementptr %{{.*}}[%[[S0]]]
// CHECK: gpu.barrier
// CHECK: %[[IN1:.*]] = arith.cmpi ult
// CHECK: %[[S1:.*]] = arith.select %[[IN1]]
// CHECK: %[[P1:.*]] = llvm.getelementptr %{{.*}}[%[[S1]]]
// CHECK: %[[V1:.*]] = llvm.load %[[P1]]
// CHECK: arith.select %[[IN1]], %[[V1]], %{{.*}} : f32
// CHECK: gpu.return
gpu.module @mixed {
gpu.func @to_rows(%x: tensor<256x128xf32, #m>) kernel {
  %c = tile_simt.convert_layout %x : tensor<256x128xf32, #m> -> tensor<256x128xf32, #r>
  gpu.return
}
gpu.func @from_rows(%x: tensor<256x128xf32, #r>) kernel {
  %c = tile_simt.convert_layout %x : tensor<256x128xf32, #r> -> tensor<256x128xf32, #m>
  gpu.return
}
}
