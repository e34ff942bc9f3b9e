// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90a},convert-tile-simt-to-nvvm))' | FileCheck %s

// A wgmma product into a zero accumulator (an attention loop's scores):
// its first k step takes scale-d = 0 (D = A B), so the accumulator
// registers are never written with zeros first (they are undef into the
// fence); the later k steps accumulate (scale-d = 1).
#a = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#b = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#sa = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0], mmaWarps = 4>
#sb = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>
// CHECK-LABEL: gpu.func @from_zero
// CHECK-NOT: llvm.mlir.constant(0.000000e+00 : f32)
// CHECK: %[[U:.*]] = llvm.mlir.undef : f32
// CHECK: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK: llvm.inline_asm has_side_effects "wgmma.fence.sync.aligned;", {{.*}} %[[U]], %[[U]]
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16{{.*}} %{{[0-9]+}}, %{{[0-9]+}}, %[[ZERO]],
// CHECK-COUNT-3: wgmma.mma_async.sync.aligned.m64n64k16{{.*}} %{{[0-9]+}}, %{{[0-9]+}}, %[[ONE]],
// CHECK-NOT: wgmma.mma_async
// CHECK: "wgmma.wait_group.sync.aligned 0;"
gpu.module @m {
gpu.func @from_zero(%slot: i32) kernel {
  %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #acc>
  %ra = tile_simt.alloc_shared : !tile_simt.smem<2x64x64xf16, #sa>
  %rb = tile_simt.alloc_shared : !tile_simt.smem<2x64x64xf16, #sb>
  %x = tile_simt.read_slot %ra[%slot] : !tile_simt.smem<2x64x64xf16, #sa> -> tensor<64x64xf16, #a>
  %y = tile_simt.read_slot %rb[%slot] : !tile_simt.smem<2x64x64xf16, #sb> -> tensor<64x64xf16, #b>
  %r = tile_simt.mma %x, %y, %zero : tensor<64x64xf16, #a>, tensor<64x64xf16, #b> -> tensor<64x64xf32, #acc>
  gpu.return
}
}
