// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90a},convert-tile-simt-to-nvvm))' | FileCheck %s
// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_80},convert-tile-simt-to-nvvm))' | FileCheck %s --check-prefix=SM80

// Products left in flight (tile-simt-pipeline-mma's K loop): each trip
// commits its wgmma group and waits for all but that one, so the previous
// trip's products are done and this trip's run on; after the loop one wait
// for all of them passes the 64 accumulator registers through before
// anything else reads them. Without wgmma (sm_80) every product is done when
// its mma.sync returns, and mma_wait is nothing.
#a = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]>
#b = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]>
#sa = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0], mmaWarps = 8>
#sb = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>
// CHECK-LABEL: gpu.func @gemm
// CHECK: scf.for
// CHECK: llvm.inline_asm has_side_effects "wgmma.fence.sync.aligned;"
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n128k16
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: "wgmma.wait_group.sync.aligned 1;"
// CHECK: scf.yield
// CHECK: "wgmma.wait_group.sync.aligned 0;"
// CHECK-SAME: "=f,
// CHECK: gpu.return
// SM80-LABEL: gpu.func @gemm
// SM80-NOT: wgmma
// SM80: nvvm.mma.sync
// SM80-NOT: wgmma
// SM80: gpu.return
gpu.module @m {
gpu.func @gemm(%lb: i32, %ub: i32, %step: i32, %c: tensor<128x128xf32, #acc>) kernel {
  %ra = tile_simt.alloc_shared : !tile_simt.smem<2x128x64xf16, #sa>
  %rb = tile_simt.alloc_shared : !tile_simt.smem<2x64x128xf16, #sb>
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %c) -> (tensor<128x128xf32, #acc>) : i32 {
    %x = tile_simt.read_slot %ra[%i] : !tile_simt.smem<2x128x64xf16, #sa> -> tensor<128x64xf16, #a>
    %y = tile_simt.read_slot %rb[%i] : !tile_simt.smem<2x64x128xf16, #sb> -> tensor<64x128xf16, #b>
    %d = tile_simt.mma %x, %y, %acc {in_flight} : tensor<128x64xf16, #a>, tensor<64x128xf16, #b> -> tensor<128x128xf32, #acc>
    scf.yield %d : tensor<128x128xf32, #acc>
  }
  %done = tile_simt.mma_wait %r : tensor<128x128xf32, #acc>
  gpu.return
}
}

// -----

// issue_only (tile-simt-overlap-values): the product is committed with no
// wait at all; mma_wait's `pending` is wgmma.wait_group's count, and its
// `keep` operand (P, f16: 32-bit words) is read by the wait ("r" inputs after
// the tied accumulator), so its registers live until then.
#p = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#b = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
#sb = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>
// CHECK-LABEL: gpu.func @issue_only
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NOT: wgmma.wait_group
// CHECK: "wgmma.wait_group.sync.aligned 1;"
// CHECK-SAME: ,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r"
// CHECK: gpu.return
// SM80-LABEL: gpu.func @issue_only
// SM80-NOT: wgmma
// SM80: gpu.return
gpu.module @m {
gpu.func @issue_only(%p: tensor<64x64xf16, #p>, %c: tensor<64x64xf32, #acc>) kernel {
  %rb = tile_simt.alloc_shared : !tile_simt.smem<1x64x64xf16, #sb>
  %c0 = arith.constant 0 : i32
  %y = tile_simt.read_slot %rb[%c0] : !tile_simt.smem<1x64x64xf16, #sb> -> tensor<64x64xf16, #b>
  %d = tile_simt.mma %p, %y, %c {in_flight, issue_only} : tensor<64x64xf16, #p>, tensor<64x64xf16, #b> -> tensor<64x64xf32, #acc>
  %done = tile_simt.mma_wait %d keep(%p : tensor<64x64xf16, #p>) {pending = 1} : tensor<64x64xf32, #acc>
  gpu.return
}
}
