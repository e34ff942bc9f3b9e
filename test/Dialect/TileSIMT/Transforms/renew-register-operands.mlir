// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90a},tile-simt-renew-register-operands))' | FileCheck %s
// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_80},tile-simt-renew-register-operands))' | FileCheck %s --check-prefix=SM80

// An attention loop's Q (A from registers, in the accumulator's
// distribution) made before the loop is carried through it and renewed
// once per trip before the product; the second loop over the same Q starts
// from the first's result, so only one Q is alive. P (made in the body) is
// left alone. mma.sync chips have no wgmma and keep the loops as they are.
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#b = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @two_loops
// CHECK: %[[L1:.*]]:2 = scf.for {{.*}} iter_args(%[[S:.*]] = %{{.*}}, %[[Q:.*]] = %arg1)
// CHECK-NEXT: %[[R:.*]] = tile_simt.renew %[[Q]]
// CHECK-NEXT: %[[P:.*]] = tile_simt.mma %[[R]], %arg2, %[[S]]
// CHECK-NEXT: %[[H:.*]] = arith.truncf %[[P]]
// CHECK-NEXT: %[[O:.*]] = tile_simt.mma %[[H]], %arg2, %[[S]]
// CHECK-NEXT: scf.yield %[[O]], %[[R]]
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[L1]]#0, %[[Q2:.*]] = %[[L1]]#1)
// CHECK-NEXT: tile_simt.renew %[[Q2]]
// CHECK-NOT: tile_simt.renew
// CHECK: gpu.return
// SM80-LABEL: gpu.func @two_loops
// SM80-NOT: tile_simt.renew
// SM80: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) ->
// SM80: tile_simt.mma %arg1, %arg2
gpu.module @m {
gpu.func @two_loops(%n: index, %q: tensor<64x64xf16, #acc>, %k: tensor<64x64xf16, #b>, %c: tensor<64x64xf32, #acc>) kernel {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c) -> (tensor<64x64xf32, #acc>) {
    %s = tile_simt.mma %q, %k, %acc : tensor<64x64xf16, #acc>, tensor<64x64xf16, #b> -> tensor<64x64xf32, #acc>
    %p = arith.truncf %s : tensor<64x64xf32, #acc> to tensor<64x64xf16, #acc>
    %o = tile_simt.mma %p, %k, %acc : tensor<64x64xf16, #acc>, tensor<64x64xf16, #b> -> tensor<64x64xf32, #acc>
    scf.yield %o : tensor<64x64xf32, #acc>
  }
  %r2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %r) -> (tensor<64x64xf32, #acc>) {
    %s = tile_simt.mma %q, %k, %acc : tensor<64x64xf16, #acc>, tensor<64x64xf16, #b> -> tensor<64x64xf32, #acc>
    scf.yield %s : tensor<64x64xf32, #acc>
  }
  gpu.return
}
}

// -----

// A from shared-memory layouts (not the accumulator's distribution) is read
// through descriptors, not registers: nothing to carry.
#a = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @not_registers
// CHECK-NOT: tile_simt.renew
// CHECK: gpu.return
gpu.module @m2 {
gpu.func @not_registers(%n: index, %x: tensor<64x32xf16, #a>, %y: tensor<32x64xf16, #a>, %c: tensor<64x64xf32, #acc>) kernel {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c) -> (tensor<64x64xf32, #acc>) {
    %s = tile_simt.mma %x, %y, %acc : tensor<64x32xf16, #a>, tensor<32x64xf16, #a> -> tensor<64x64xf32, #acc>
    scf.yield %s : tensor<64x64xf32, #acc>
  }
  gpu.return
}
}

// -----

// 256 x 128 products over 16 warps (128 registers a thread): the carried
// output (64 registers), this product's accumulator (64) and Q (32) leave
// no room, ptxas keeps Q in local memory between trips, and with a carried
// Q it failed to allocate registers at all. Left alone.
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [16, 1], order = [1, 0]>
#b = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [16, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @no_room
// CHECK-NOT: tile_simt.renew
// CHECK: tile_simt.mma %arg1, %arg2
// CHECK: gpu.return
gpu.module @m3 {
gpu.func @no_room(%n: index, %q: tensor<256x128xbf16, #acc>, %k: tensor<128x128xbf16, #b>, %c: tensor<256x128xf32, #acc>) kernel {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%o = %c) -> (tensor<256x128xf32, #acc>) {
    %s = tile_simt.mma %q, %k, %c : tensor<256x128xbf16, #acc>, tensor<128x128xbf16, #b> -> tensor<256x128xf32, #acc>
    %t = arith.addf %s, %o : tensor<256x128xf32, #acc>
    scf.yield %t : tensor<256x128xf32, #acc>
  }
  gpu.return
}
}

// -----

// A product in an if of the loop (not directly in the scf.for): Q is renewed
// where the product reads it, each trip, and stays alive beside its copy.
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#b = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @in_if
// CHECK: scf.for {{.*}} iter_args(%[[C:.*]] = %arg3) -> (tensor<64x64xf32
// CHECK: scf.if
// CHECK-NEXT: %[[R:.*]] = tile_simt.renew %arg2
// CHECK-NEXT: tile_simt.mma %[[R]], %arg4, %[[C]]
gpu.module @m4 {
gpu.func @in_if(%n: index, %on: i1, %q: tensor<64x64xf16, #acc>, %c: tensor<64x64xf32, #acc>, %k: tensor<64x64xf16, #b>) kernel {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c) -> (tensor<64x64xf32, #acc>) {
    %s = scf.if %on -> (tensor<64x64xf32, #acc>) {
      %p = tile_simt.mma %q, %k, %acc : tensor<64x64xf16, #acc>, tensor<64x64xf16, #b> -> tensor<64x64xf32, #acc>
      scf.yield %p : tensor<64x64xf32, #acc>
    } else {
      scf.yield %acc : tensor<64x64xf32, #acc>
    }
    scf.yield %s : tensor<64x64xf32, #acc>
  }
  gpu.return
}
}

// -----

// shared-a's Q: read from its one-slot swizzled buffer (rows in the 4 warps'
// order, mmaWarps = 4) in the accumulator's distribution, which wgmma reads
// by matrix descriptor (simt::getDescriptorSlot), not from registers:
// nothing to carry. (Before, the read was renewed as a register A and each
// trip repacked Q's 32 registers.)
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#b = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#sw = #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0], mmaWarps = 4>
// CHECK-LABEL: gpu.func @descriptor_a
// CHECK: %[[Q:.*]] = tile_simt.read_slot
// CHECK-NOT: tile_simt.renew
// CHECK: tile_simt.mma %[[Q]], %arg1
// CHECK: gpu.return
gpu.module @m4 {
gpu.func @descriptor_a(%n: index, %k: tensor<64x64xf16, #b>, %c: tensor<64x64xf32, #acc>) kernel {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i0 = arith.constant 0 : i32
  %buf = tile_simt.alloc_shared : !tile_simt.smem<1x64x64xf16, #sw>
  %q = tile_simt.read_slot %buf[%i0] : !tile_simt.smem<1x64x64xf16, #sw> -> tensor<64x64xf16, #acc>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c) -> (tensor<64x64xf32, #acc>) {
    %s = tile_simt.mma %q, %k, %acc : tensor<64x64xf16, #acc>, tensor<64x64xf16, #b> -> tensor<64x64xf32, #acc>
    scf.yield %s : tensor<64x64xf32, #acc>
  }
  gpu.return
}
}
