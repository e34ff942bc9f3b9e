// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90a},convert-tile-simt-to-nvvm))' | FileCheck %s
// RUN: not tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90},convert-tile-simt-to-nvvm))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90

// fp8 bytes (i8 with lhs_fp8/rhs_fp8) on sm_90a: wgmma's k32 form, formats
// per operand, both operands K-major from swizzled slots (A 64 x 128 bytes,
// B [N][K] = rhs_transposed; 128-byte swizzle, leading 1, stride 1024:
// 4611686293305360384) and no transpose bits. Each k step is 32 bytes (2
// in the descriptor), as for 16-bit operands. Without fast_acc the product
// begins from zero (wgmma's scale-d = 0 on its first k-step: no zeros are
// written to the registers first) and is added to the accumulator in f32
// after the wait.
// sm_90 has neither wgmma nor fp8 mma.sync: a clear error.
#a = #tile_simt.blocked<sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#sa = #tile_simt.shared<vec = 16, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0], mmaWarps = 4>
#sb = #tile_simt.shared<vec = 16, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>
// CHECK-LABEL: gpu.func @k_major
// CHECK: %[[HA:.*]] = arith.constant 4611686293305360384 : i64
// CHECK: %[[DA:.*]] = arith.ori %{{.*}}, %[[HA]] : i64
// CHECK: %[[DB:.*]] = arith.ori %{{.*}}, %{{.*}} : i64
// CHECK: %[[U:.*]] = llvm.mlir.undef : f32
// CHECK: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK: llvm.inline_asm has_side_effects "wgmma.fence.sync.aligned;", {{.*}} %[[U]], %[[U]]
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e5m2 {$0,
// CHECK-SAME: }, $32, $33, p, 1, 1;\0A}", {{.*}} %{{[0-9]+}}, %{{[0-9]+}}, %[[ZERO]],
// CHECK: arith.addi %[[DB]], %c2_i64{{.*}} : i64
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e5m2{{.*}} %{{[0-9]+}}, %{{[0-9]+}}, %[[ONE]],
// CHECK-COUNT-2: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e5m2
// CHECK-NOT: wgmma.mma_async
// CHECK: "wgmma.wait_group.sync.aligned 0;"
// CHECK-COUNT-32: llvm.fadd
// CHECK-NOT: nvvm.mma.sync
// CHECK: gpu.return
// SM90: error: 'tile_simt.mma' op multiplies 'f8E4M3FN' x 'f8E5M2' on tensor cores, which sm_90 has not
gpu.module @m {
gpu.func @k_major(%slot: i32, %c: tensor<64x64xf32, #acc>) kernel {
  %ra = tile_simt.alloc_shared : !tile_simt.smem<2x64x128xi8, #sa>
  %rb = tile_simt.alloc_shared : !tile_simt.smem<2x64x128xi8, #sb>
  %x = tile_simt.read_slot %ra[%slot] : !tile_simt.smem<2x64x128xi8, #sa> -> tensor<64x128xi8, #a>
  %y = tile_simt.read_slot %rb[%slot] : !tile_simt.smem<2x64x128xi8, #sb> -> tensor<64x128xi8, #a>
  %r = tile_simt.mma %x, %y, %c {lhs_fp8 = f8E4M3FN, rhs_fp8 = f8E5M2, rhs_transposed} : tensor<64x128xi8, #a>, tensor<64x128xi8, #a> -> tensor<64x64xf32, #acc>
  gpu.return
}
}

// -----

// fast_acc, or an accumulator that is zero: the accumulator goes through
// the instructions, with nothing added after.
#a = #tile_simt.blocked<sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#sa = #tile_simt.shared<vec = 16, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0], mmaWarps = 4>
#sb = #tile_simt.shared<vec = 16, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>
// CHECK-LABEL: gpu.func @fast_acc
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k32.f32.e5m2.e5m2
// CHECK: "wgmma.wait_group.sync.aligned 0;"
// CHECK-NOT: llvm.fadd
// CHECK-LABEL: gpu.func @zero_acc
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3
// CHECK: "wgmma.wait_group.sync.aligned 0;"
// CHECK-NOT: llvm.fadd
// CHECK: gpu.return
gpu.module @m {
gpu.func @fast_acc(%slot: i32, %c: tensor<64x64xf32, #acc>) kernel {
  %ra = tile_simt.alloc_shared : !tile_simt.smem<2x64x128xi8, #sa>
  %rb = tile_simt.alloc_shared : !tile_simt.smem<2x64x128xi8, #sb>
  %x = tile_simt.read_slot %ra[%slot] : !tile_simt.smem<2x64x128xi8, #sa> -> tensor<64x128xi8, #a>
  %y = tile_simt.read_slot %rb[%slot] : !tile_simt.smem<2x64x128xi8, #sb> -> tensor<64x128xi8, #a>
  %r = tile_simt.mma %x, %y, %c {fast_acc, lhs_fp8 = f8E5M2, rhs_fp8 = f8E5M2, rhs_transposed} : tensor<64x128xi8, #a>, tensor<64x128xi8, #a> -> tensor<64x64xf32, #acc>
  gpu.return
}
gpu.func @zero_acc(%slot: i32) kernel {
  %c = arith.constant dense<0.0> : tensor<64x64xf32, #acc>
  %ra = tile_simt.alloc_shared : !tile_simt.smem<2x64x128xi8, #sa>
  %rb = tile_simt.alloc_shared : !tile_simt.smem<2x64x128xi8, #sb>
  %x = tile_simt.read_slot %ra[%slot] : !tile_simt.smem<2x64x128xi8, #sa> -> tensor<64x128xi8, #a>
  %y = tile_simt.read_slot %rb[%slot] : !tile_simt.smem<2x64x128xi8, #sb> -> tensor<64x128xi8, #a>
  %r = tile_simt.mma %x, %y, %c {lhs_fp8 = f8E4M3FN, rhs_fp8 = f8E4M3FN, rhs_transposed} : tensor<64x128xi8, #a>, tensor<64x128xi8, #a> -> tensor<64x64xf32, #acc>
  gpu.return
}
}

// -----

// A B given [K][N] (N-major, in registers) is staged transposed into an
// [N][K] swizzled scratch, byte by byte, then read K-major like the rest.
#a = #tile_simt.blocked<sizePerThread = [1, 16], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @b_given_kn
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<16xi8>, !llvm.ptr<3>
// CHECK: llvm.store %{{.*}}, %{{.*}} : i8, !llvm.ptr<3>
// CHECK: nvvm.fence.proxy
// CHECK: gpu.barrier
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {$0,
// CHECK-SAME: }, $32, $33, p, 1, 1;\0A}"
// CHECK-NOT: nvvm.mma.sync
gpu.module @m {
gpu.func @b_given_kn(%x: tensor<64x128xi8, #a>, %y: tensor<128x64xi8, #a>) kernel {
  %c = arith.constant dense<0.0> : tensor<64x64xf32, #acc>
  %r = tile_simt.mma %x, %y, %c {lhs_fp8 = f8E4M3FN, rhs_fp8 = f8E4M3FN} : tensor<64x128xi8, #a>, tensor<128x64xi8, #a> -> tensor<64x64xf32, #acc>
  gpu.return
}
}
