// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90a},convert-tile-simt-to-nvvm))' | FileCheck %s
// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90},convert-tile-simt-to-nvvm))' | FileCheck %s --check-prefix=SM90

// A 128 x 128 += (128 x 64)(64 x 128) f16 product over 8 warps along M
// (two warpgroups), both operands in swizzled slots: each warpgroup issues
// one m64n128k16 wgmma per k step (4), reading A K-major (128-byte
// swizzle, leading 1, stride 1024 bytes: 4611686293305360384) from row 64 x
// its index, and B [K][N] N-major (trans-b 1; blocks of 64 columns 8192
// bytes apart, leading 512; stride 1024: 4611686293338849280), advancing A
// by 32 bytes (2 in the descriptor) and B by 16 rows (2048 bytes, 128) per
// step. One commit, one wait that passes the 64 accumulator registers
// through. The rings are 1024-byte aligned (the swizzle pattern's start).
// Without wgmma (sm_90) the slots are read into registers and staged for
// mma.sync.
#a = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]>
#b = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]>
#sa = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0], mmaWarps = 8>
#sb = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>
// CHECK: llvm.mlir.global external @__tile_dyn_smem() {addr_space = 3 : i32, alignment = 1024 : i64}
// CHECK-LABEL: gpu.func @gemm
// CHECK: %[[HA:.*]] = arith.constant 4611686293305360384 : i64
// CHECK: %[[DA:.*]] = arith.ori %{{.*}}, %[[HA]] : i64
// CHECK: %[[HB:.*]] = arith.constant 4611686293338849280 : i64
// CHECK: %[[DB:.*]] = arith.ori %{{.*}}, %[[HB]] : i64
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1,
// CHECK-SAME: }, $64, $65, p, 1, 1, 0, 1;\0A}"
// CHECK: arith.addi %{{.*}}, %c2_i64 : i64
// CHECK: arith.addi %[[DB]], %c128_i64 : i64
// CHECK-COUNT-3: wgmma.mma_async.sync.aligned.m64n128k16
// CHECK-NOT: wgmma.mma_async
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: "wgmma.wait_group.sync.aligned 0;"
// CHECK-NOT: nvvm.mma.sync
// CHECK: gpu.return
// SM90-LABEL: gpu.func @gemm
// SM90-NOT: wgmma
// SM90: nvvm.mma.sync
gpu.module @m {
gpu.func @gemm(%slot: i32, %c: tensor<128x128xf32, #acc>) kernel {
  %ra = tile_simt.alloc_shared : !tile_simt.smem<2x128x64xf16, #sa>
  %rb = tile_simt.alloc_shared : !tile_simt.smem<2x64x128xf16, #sb>
  %x = tile_simt.read_slot %ra[%slot] : !tile_simt.smem<2x128x64xf16, #sa> -> tensor<128x64xf16, #a>
  %y = tile_simt.read_slot %rb[%slot] : !tile_simt.smem<2x64x128xf16, #sb> -> tensor<64x128xf16, #b>
  %r = tile_simt.mma %x, %y, %c : tensor<128x64xf16, #a>, tensor<64x128xf16, #b> -> tensor<128x128xf32, #acc>
  gpu.return
}
}

// -----

// A slot of the swizzled layout read as a tile: row r's 16-byte group g of
// a 64-element block sits at group g ^ (r % 8) (an xor of the group index
// with the row's phase), blocks of all 64 rows one after the other.
#b = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
#sb = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>
// CHECK: llvm.mlir.global internal @__tile_smem_pool_0() {addr_space = 3 : i32, alignment = 1024 : i64}
// CHECK-LABEL: gpu.func @swizzled_read
// CHECK: arith.xori
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f16
gpu.module @m2 {
gpu.func @swizzled_read(%p: !llvm.ptr<1>, %slot: i32) kernel {
  %rb = tile_simt.alloc_shared : !tile_simt.smem<2x64x128xf16, #sb>
  %y = tile_simt.read_slot %rb[%slot] : !tile_simt.smem<2x64x128xf16, #sb> -> tensor<64x128xf16, #b>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %c128 = arith.constant 128 : i32
  tile_simt.store_tile %y, %p[%c0, %c0] shape[%c64, %c128] strides[%c128, %c1] : tensor<64x128xf16, #b>, !llvm.ptr<1>
  gpu.return
}
}
