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

// -----

// A product whose register A is made outside its block, but not directly
// in an scf.for (here in an scf.if of the loop, where
// tile-simt-renew-register-operands does not carry it): the wgmma fence
// writes the 16 A registers anew with prmt (outputs not tied to the
// inputs $48..$63) and passes the 32 accumulator registers through tied.
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#b = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#sb = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>
// CHECK-LABEL: gpu.func @made_outside
// CHECK: llvm.inline_asm has_side_effects "prmt.b32 $0, $48, 0, 0x3210;\0A
// CHECK-SAME: prmt.b32 $15, $63, 0, 0x3210;\0Awgmma.fence.sync.aligned;"
// CHECK-SAME: "=r,{{.*}},=f,{{.*}},r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,16,17,
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16
gpu.module @m2 {
gpu.func @made_outside(%n: index, %on: i1, %slot: i32, %q: tensor<64x64xf16, #acc>, %c: tensor<64x64xf32, #acc>) kernel {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rb = tile_simt.alloc_shared : !tile_simt.smem<2x64x64xf16, #sb>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c) -> (tensor<64x64xf32, #acc>) {
    %s = scf.if %on -> (tensor<64x64xf32, #acc>) {
      %v = tile_simt.read_slot %rb[%slot] : !tile_simt.smem<2x64x64xf16, #sb> -> tensor<64x64xf16, #b>
      %p = tile_simt.mma %q, %v, %acc : tensor<64x64xf16, #acc>, tensor<64x64xf16, #b> -> tensor<64x64xf32, #acc>
      scf.yield %p : tensor<64x64xf32, #acc>
    } else {
      scf.yield %acc : tensor<64x64xf32, #acc>
    }
    scf.yield %s : tensor<64x64xf32, #acc>
  }
  gpu.return
}
}
