// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90a},convert-tile-simt-to-nvvm))' | FileCheck %s

// A^T B with A^T in its padded [K][M] slot: wgmma's descriptors would need
// A's rows in the warpgroups' order, so A's fragments come from the slot
// with ldmatrix.x4.trans (the mma.sync fragments, which are wgmma's per
// warp) and wgmma takes A from registers. Each k step's loads come before
// the fence that orders them before its instructions; B is read N-major
// from its swizzled slot (trans-b 1). 64 x 64 over 4 warps: one 64-row
// block, 2 k steps of 16.
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#pa = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0]>
#sb = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>
// CHECK-LABEL: gpu.func @a_transposed
// CHECK-NOT: gpu.barrier
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32
// CHECK: llvm.inline_asm has_side_effects "wgmma.fence.sync.aligned;"
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,
// CHECK-SAME: }, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}"
// CHECK: nvvm.ldmatrix %{{.*}} layout = #nvvm.mma_layout<col>, num = 4
// CHECK: llvm.inline_asm has_side_effects "wgmma.fence.sync.aligned;"
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK-NOT: wgmma.mma_async
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: "wgmma.wait_group.sync.aligned 0;"
// CHECK-NOT: nvvm.mma.sync
gpu.module @m {
gpu.func @a_transposed(%slot: i32, %c: tensor<64x64xf32, #acc>) kernel {
  %ra = tile_simt.alloc_shared : !tile_simt.smem<2x32x64xf16, #pa>
  %rb = tile_simt.alloc_shared : !tile_simt.smem<2x32x64xf16, #sb>
  %at = tile_simt.read_slot %ra[%slot] : !tile_simt.smem<2x32x64xf16, #pa> -> tensor<32x64xf16, #l>
  %b = tile_simt.read_slot %rb[%slot] : !tile_simt.smem<2x32x64xf16, #sb> -> tensor<32x64xf16, #l>
  %s = tile_simt.mma %at, %b, %c {lhs_transposed} : tensor<32x64xf16, #l>, tensor<32x64xf16, #l> -> tensor<64x64xf32, #acc>
  gpu.return
}
}
