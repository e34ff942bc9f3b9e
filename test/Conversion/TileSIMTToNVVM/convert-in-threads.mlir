// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

// A conversion where every thread already holds what the result gives it
// needs no shared memory: here every thread holds the whole 2-element tile,
// and the result's thread wants element warp / 8 (warps [2, 8] over dims of
// sizes [2, 1]). It takes register 0 unless register 1 holds the element it
// wants: one compare and one select, no store, no barrier.
#src = #tile_simt.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [16], order = [0]>
#dst = #tile_simt.blocked<sizePerThread = [1, 1, 1, 2], threadsPerWarp = [1, 1, 1, 32], warpsPerCTA = [2, 8, 1, 1], order = [3, 2, 1, 0]>
// CHECK-LABEL: gpu.func @replicated
// CHECK-NOT: llvm.store
// CHECK-NOT: gpu.barrier
// CHECK: %[[R0:.*]] = vector.extract %{{.*}}[0] : i64 from vector<2xi64>
// CHECK: %[[R1:.*]] = vector.extract %{{.*}}[1] : i64 from vector<2xi64>
// CHECK: %[[HIT:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : i32
// CHECK: %[[V:.*]] = arith.select %[[HIT]], %[[R1]], %[[R0]] : i64
// CHECK: vector.from_elements %[[V]] : vector<1xi64>
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
gpu.module @m {
gpu.func @replicated(%x: tensor<2xi64, #src>) kernel {
  %y = tile_simt.convert_layout %x : tensor<2xi64, #src> -> tensor<2x1x1x1xi64, #dst>
  gpu.return
}
}

// -----

// The same element in every thread's one register: a register move.
#src = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#dst = #tile_simt.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @one_element
// CHECK-NOT: llvm.store
// CHECK-NOT: gpu.barrier
// CHECK-NOT: arith.select
// CHECK: gpu.return
gpu.module @m {
gpu.func @one_element(%x: tensor<1xf32, #src>) kernel {
  %y = tile_simt.convert_layout %x : tensor<1xf32, #src> -> tensor<1x1xf32, #dst>
  gpu.return
}
}

// -----

// Threads hold different elements before and after: shared memory as before.
#src = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#dst = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: gpu.func @exchange
// CHECK: llvm.store
// CHECK: gpu.barrier
// CHECK: llvm.load
gpu.module @m {
gpu.func @exchange(%x: tensor<512xf32, #src>) kernel {
  %y = tile_simt.convert_layout %x : tensor<512xf32, #src> -> tensor<512xf32, #dst>
  gpu.return
}
}
