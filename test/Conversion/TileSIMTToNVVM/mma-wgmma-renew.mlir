// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90a},convert-tile-simt-to-nvvm))' | FileCheck %s

// tile_simt.renew: each 32-bit register (16 of the 32 f16 a thread holds
// of a 64 x 64 tile over 4 warps) through an identity prmt in place, one
// side-effecting asm (not hoisted, merged or dropped).
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @renew
// CHECK: llvm.bitcast %{{.*}} : vector<32xf16> to vector<16xi32>
// CHECK: llvm.inline_asm has_side_effects "prmt.b32 $0, $0, 0, 0x3210;\0Aprmt.b32 $1, $1, 0, 0x3210;
// CHECK-SAME: prmt.b32 $15, $15, 0, 0x3210;\0A", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"
// CHECK: llvm.bitcast %{{.*}} : vector<16xi32> to vector<32xf16>
gpu.module @m {
gpu.func @renew(%q: tensor<64x64xf16, #acc>) kernel {
  %r = tile_simt.renew %q : tensor<64x64xf16, #acc>
  gpu.return
}
}
