// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

// A gathered tile into a ring slot (tile-simt-pipeline-mma's copy of a
// load_ptr promising runs of 8): a thread of [1, 8] x [8, 4] x [4, 1] holds
// 64 x 32 / 128 = 16 elements, two runs of 8 f16, each one 16-byte cp.async
// from the run's first address to its element's place in the slot (row
// 8 * warp + lane / 4, then + 32 for the second run; rows of 32 + 8 padded
// f16: 40 per row). The source size is 16 where the run's mask bit and the
// predicate hold, else 0 (zero-filled, nothing read).
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#sh = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0]>
// CHECK-LABEL: gpu.func @gather_into_slot
// CHECK: %[[A0:.*]] = vector.extract %{{.*}}[0] : i64 from vector<16xi64>
// CHECK: %[[A8:.*]] = vector.extract %{{.*}}[8] : i64 from vector<16xi64>
// CHECK: %[[M0:.*]] = vector.extract %{{.*}}[0] : i1 from vector<16xi1>
// CHECK: %[[M8:.*]] = vector.extract %{{.*}}[8] : i1 from vector<16xi1>
// CHECK: %[[L0:.*]] = arith.andi %[[M0]], %[[PRED:.*]] : i1
// CHECK: %[[S0:.*]] = arith.select %[[L0]], %c16_i32, %c0_i32{{.*}} : i32
// CHECK: %[[P0:.*]] = llvm.inttoptr %[[A0]] : i64 to !llvm.ptr<1>
// CHECK: nvvm.cp.async.shared.global %{{.*}}, %[[P0]], 16, cache = cg, %[[S0]] : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK: %[[L8:.*]] = arith.andi %[[M8]], %[[PRED]] : i1
// CHECK: %[[S8:.*]] = arith.select %[[L8]]
// CHECK: %[[P8:.*]] = llvm.inttoptr %[[A8]] : i64 to !llvm.ptr<1>
// CHECK: nvvm.cp.async.shared.global %{{.*}}, %[[P8]], 16, cache = cg, %[[S8]]
// CHECK-NOT: nvvm.cp.async.shared.global
gpu.module @m {
gpu.func @gather_into_slot(%p: tensor<64x32xi64, #l>, %m: tensor<64x32xi1, #l>, %slot: i32, %live: i1) kernel {
  %ring = tile_simt.alloc_shared : !tile_simt.smem<3x64x32xf16, #sh>
  tile_simt.async_load_ptr %p mask %m : tensor<64x32xi1, #l> into %ring[%slot] if %live {vec = 8 : i64} : tensor<64x32xi64, #l>, !tile_simt.smem<3x64x32xf16, #sh>
  gpu.return
}
}
