// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

// A transposing conversion whose source threads hold 4 contiguous f32 of
// the dim that becomes the buffer's fastest goes through an XOR-swizzled
// buffer, not a padded one: each group of 4 source registers is one
// 16-byte store (a warp fills whole rows: no bank conflict), and the
// result's registers are read one by one, the 16-byte slot XOR-ed with the
// row's phase ((row / 4) mod 8: a result thread holds 4 rows) so that the
// lanes, one row each, spread over the banks.
#t = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]>
#s = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 1, order = [1, 0]>
// CHECK-LABEL: gpu.module @m
// CHECK: llvm.mlir.global internal @{{.*}}() {{.*}} : !llvm.array<1056 x f32>
// CHECK: llvm.mlir.global internal @{{.*}}() {{.*}} : !llvm.array<16384 x f32>
// CHECK-LABEL: gpu.func @transpose
// CHECK: arith.xori
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
// CHECK-COUNT-15: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
// CHECK-NOT: llvm.store
// CHECK: gpu.barrier
// CHECK: %[[P:.*]] = arith.shrui %{{.*}}, %c2_i32{{.*}} : i32
// CHECK: %[[PH:.*]] = arith.andi %[[P]], %c7_i32{{.*}} : i32
// CHECK: arith.xori %{{.*}}, %[[PH]] : i32
// CHECK-COUNT-64: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK-NOT: llvm.load
// CHECK: gpu.return
// Without 16-byte runs the padded layout stays (32 x 33 f32).
// CHECK-LABEL: gpu.func @narrow
// CHECK-NOT: vector<4xf32>, !llvm.ptr<3>
// CHECK: gpu.return
#n = #tile_simt.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]>
gpu.module @m {
gpu.func @transpose(%x: tensor<128x128xf32, #t>) kernel {
  %c = tile_simt.convert_layout %x {permutation = array<i32: 1, 0>, shared = #s} : tensor<128x128xf32, #t> -> tensor<128x128xf32, #t>
  gpu.return
}
gpu.func @narrow(%x: tensor<32x32xf32, #n>) kernel {
  %c = tile_simt.convert_layout %x {permutation = array<i32: 1, 0>, shared = #s} : tensor<32x32xf32, #n> -> tensor<32x32xf32, #n>
  gpu.return
}
}
