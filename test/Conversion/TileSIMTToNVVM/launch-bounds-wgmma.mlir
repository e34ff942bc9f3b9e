// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(tile-set-launch-bounds))' 2>&1 | FileCheck %s

// A 256 x 128 f32 wgmma accumulator over 16 warps is 64 registers a thread,
// 96 with what its loop needs besides. An occupancy hint of 2 would leave
// 64 (.minnctapersm 2), and ptxas cannot spill a wgmma accumulator, so the
// bound is lowered to 1 with a remark (TileGym's attention_sink kernel).
// CHECK: remark: occupancy hint: 2 blocks per SM leave a thread fewer registers than its wgmma accumulators need (96); bounded for 1 instead
// CHECK-LABEL: gpu.func @too_many(%arg0
// CHECK-SAME: nvvm.minctasm = 1 : i32
#a = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [16, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [16, 1], order = [1, 0]>
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
gpu.func @too_many(%x: tensor<256x32xf16, #a>, %y: tensor<32x128xf16, #a>, %c: tensor<256x128xf32, #acc>) kernel attributes {known_block_size = array<i32: 512, 1, 1>, tile_simt.occupancy = 2 : i64} {
  %r = tile_simt.mma %x, %y, %c : tensor<256x32xf16, #a>, tensor<32x128xf16, #a> -> tensor<256x128xf32, #acc>
  gpu.return
}
}

// -----

// Without wgmma (sm_90) the hint stands: mma.sync accumulators spill.
// CHECK-NOT: remark
// CHECK-LABEL: gpu.func @mma_sync(%arg0
// CHECK-SAME: nvvm.minctasm = 2 : i32
#a = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [16, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [16, 1], order = [1, 0]>
gpu.module @m [#nvvm.target<chip = "sm_90">] {
gpu.func @mma_sync(%x: tensor<256x32xf16, #a>, %y: tensor<32x128xf16, #a>, %c: tensor<256x128xf32, #acc>) kernel attributes {known_block_size = array<i32: 512, 1, 1>, tile_simt.occupancy = 2 : i64} {
  %r = tile_simt.mma %x, %y, %c : tensor<256x32xf16, #a>, tensor<32x128xf16, #a> -> tensor<256x128xf32, #acc>
  gpu.return
}
}
