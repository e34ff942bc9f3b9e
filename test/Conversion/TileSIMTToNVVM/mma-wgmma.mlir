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
// CHECK: llvm.mlir.global internal @__tile_smem_pool_0() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<65536 x i8>
// CHECK-LABEL: gpu.func @gemm
// CHECK: %[[HA:.*]] = arith.constant 4611686293305360384 : i64
// CHECK: %[[DA:.*]] = arith.ori %{{.*}}, %[[HA]] : i64
// CHECK: %[[HB:.*]] = arith.constant 4611686293338849280 : i64
// CHECK: %[[DB:.*]] = arith.ori %{{.*}}, %[[HB]] : i64
// CHECK: llvm.inline_asm has_side_effects "wgmma.fence.sync.aligned;"
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

// -----

// Operands not in slots are staged into one scratch buffer in the same
// swizzled layouts, B after A (128 x 32 f16, 8 KiB, at element 4096) on a
// pattern boundary, then fenced for the async proxy and a barrier before
// the wgmmas (one warpgroup: two 64-row blocks times two k steps of
// m64n64k16).
#a = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK: llvm.mlir.global internal @__tile_smem_0() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<6144 x f16>
// CHECK-LABEL: gpu.func @staged
// CHECK: llvm.getelementptr %{{.*}}[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
// CHECK: llvm.store %{{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<3>
// CHECK: nvvm.fence.proxy
// CHECK-NEXT: gpu.barrier
// CHECK: llvm.inline_asm has_side_effects "wgmma.fence.sync.aligned;"
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK-NOT: wgmma.mma_async
gpu.module @m3 {
gpu.func @staged(%x: tensor<128x32xf16, #a>, %y: tensor<32x64xf16, #a>, %c: tensor<128x64xf32, #acc>) kernel {
  %r = tile_simt.mma %x, %y, %c : tensor<128x32xf16, #a>, tensor<32x64xf16, #a> -> tensor<128x64xf32, #acc>
  gpu.return
}
}

// -----

// An A in the accumulator's distribution (an attention step's P) gives
// wgmma its four fragment registers; B comes from its swizzled slot, so
// nothing is staged and no barrier precedes the products. The fence passes
// A's 16 fragment registers and the 32 accumulator registers through, so
// every write of them (a copy LLVM would sink) comes before it, as PTX
// requires.
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#b = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#sb = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>
// CHECK-LABEL: gpu.func @register_a
// CHECK-NOT: gpu.barrier
// CHECK: llvm.inline_asm has_side_effects "wgmma.fence.sync.aligned;", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=f,{{.*}},47"
// CHECK: "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,
// CHECK-SAME: }, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}"
// CHECK-SAME: "=f,{{.*}},r,r,r,r,l,r,0,
// CHECK-COUNT-3: wgmma.mma_async.sync.aligned.m64n64k16
// CHECK-NOT: wgmma.mma_async
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
gpu.module @m4 {
gpu.func @register_a(%slot: i32, %p: tensor<64x64xf16, #acc>, %c: tensor<64x64xf32, #acc>) kernel {
  %rb = tile_simt.alloc_shared : !tile_simt.smem<2x64x64xf16, #sb>
  %v = tile_simt.read_slot %rb[%slot] : !tile_simt.smem<2x64x64xf16, #sb> -> tensor<64x64xf16, #b>
  %r = tile_simt.mma %p, %v, %c : tensor<64x64xf16, #acc>, tensor<64x64xf16, #b> -> tensor<64x64xf32, #acc>
  gpu.return
}
}

// -----

// Two products of one loop body that would both stage operands keep
// mma.sync (see the lowering: wrong results on the H200 otherwise).
#a = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @two_staged
// CHECK-NOT: wgmma
// CHECK: nvvm.mma.sync
// CHECK: nvvm.mma.sync
gpu.module @m5 {
gpu.func @two_staged(%n: index, %x: tensor<64x32xf16, #a>, %y: tensor<32x64xf16, #a>, %c: tensor<64x64xf32, #acc>) kernel {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c) -> (tensor<64x64xf32, #acc>) {
    %s = tile_simt.mma %x, %y, %acc : tensor<64x32xf16, #a>, tensor<32x64xf16, #a> -> tensor<64x64xf32, #acc>
    %t = tile_simt.mma %x, %y, %s : tensor<64x32xf16, #a>, tensor<32x64xf16, #a> -> tensor<64x64xf32, #acc>
    scf.yield %t : tensor<64x64xf32, #acc>
  }
  gpu.return
}
}
