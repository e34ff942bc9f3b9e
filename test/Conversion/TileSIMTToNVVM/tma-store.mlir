// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90a},convert-tile-simt-to-nvvm))' | FileCheck %s

// write_slot: a CTA barrier first (no thread writes the slot while an
// earlier reader may still read its bytes), then each thread's pairs of
// consecutive halves (sizePerThread [1, 2]) go as one 4-byte vector store
// each into the 128-byte swizzle: 64 elements of a thread, 32 stores.
// tma_store_tile: every thread fences its writes to the async proxy and
// meets the others; thread 0 issues one copy per 64-column swizzle block
// (the second 128 x 64 elements, 8192 halves, further into the slot and 64
// columns further along the innermost coordinate, which goes first),
// commits them and waits until they have read the slot. The store ends the
// kernel, so no barrier follows; in @twice the second write_slot and the
// shared memory after the first store need one.
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]>
#sw = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>
// CHECK-LABEL: gpu.func @epilogue
// CHECK: gpu.barrier
// CHECK-COUNT-32: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<3>
// CHECK-NOT: llvm.store
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: gpu.barrier
// CHECK: %[[TID:.*]] = arith.cmpi eq
// CHECK: scf.if %[[TID]]
// CHECK: nvvm.cp.async.bulk.tensor.global.shared.cta %arg0, %{{.*}}, box[%arg2, %arg1]
// CHECK: %[[HALF:.*]] = llvm.getelementptr %{{.*}}[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
// CHECK: %[[COL2:.*]] = arith.addi %arg2, %c64_i32
// CHECK: nvvm.cp.async.bulk.tensor.global.shared.cta %arg0, %[[HALF]], box[%[[COL2]], %arg1]
// CHECK: nvvm.cp.async.bulk.commit.group
// CHECK-NEXT: nvvm.cp.async.bulk.wait_group 0 {read}
// CHECK: }
// CHECK-NEXT: gpu.return
gpu.module @m {
gpu.func @epilogue(%desc: !llvm.ptr, %row: i32, %col: i32, %t: tensor<128x128xf16, #acc>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %slot = tile_simt.alloc_shared : !tile_simt.smem<1x128x128xf16, #sw>
  tile_simt.write_slot %t, %slot[%c0] : tensor<128x128xf16, #acc>, !tile_simt.smem<1x128x128xf16, #sw>
  tile_simt.tma_store_tile %slot[%c0] to %desc[%row, %col] : !tile_simt.smem<1x128x128xf16, #sw>, !llvm.ptr[i32, i32]
  gpu.return
}
}

// -----

#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]>
#sw = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>
// CHECK-LABEL: gpu.func @twice
// CHECK: nvvm.cp.async.bulk.wait_group 0 {read}
// CHECK: }
// CHECK-NEXT: gpu.barrier
// CHECK: nvvm.cp.async.bulk.wait_group 0 {read}
// CHECK: }
// CHECK-NEXT: gpu.return
gpu.module @m {
gpu.func @twice(%desc: !llvm.ptr, %row: i32, %col: i32, %t: tensor<128x128xf16, #acc>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %slot = tile_simt.alloc_shared : !tile_simt.smem<1x128x128xf16, #sw>
  tile_simt.write_slot %t, %slot[%c0] : tensor<128x128xf16, #acc>, !tile_simt.smem<1x128x128xf16, #sw>
  tile_simt.tma_store_tile %slot[%c0] to %desc[%row, %col] : !tile_simt.smem<1x128x128xf16, #sw>, !llvm.ptr[i32, i32]
  tile_simt.write_slot %t, %slot[%c0] : tensor<128x128xf16, #acc>, !tile_simt.smem<1x128x128xf16, #sw>
  tile_simt.tma_store_tile %slot[%c0] to %desc[%col, %row] : !tile_simt.smem<1x128x128xf16, #sw>, !llvm.ptr[i32, i32]
  gpu.return
}
}
