// RUN: tile-opt %s -split-input-file --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' -verify-diagnostics | FileCheck %s

// Past 48 KiB a kernel's buffers still share one static array (ptxas takes
// it with --enable-extended-smem, as tileiras runs it): every scratch buffer
// at its offset 0, the largest one the array; nothing is left for the launch
// to size (cuTile launches with no dynamic shared memory).
#a = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#c = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: gpu.module @m
// CHECK-NOT: llvm.mlir.global external
// CHECK-DAG: llvm.mlir.global internal @[[SMALL:__tile_smem_[0-9]+]]() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<1024 x f32>
// CHECK-DAG: llvm.mlir.global internal @[[BIG:__tile_smem_[0-9]+]]() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16384 x f32>
// CHECK-LABEL: gpu.func @big
// CHECK-NOT: tile_simt.dynamic_shared_memory
// CHECK: llvm.mlir.addressof @[[BIG]] : !llvm.ptr<3>
// CHECK: gpu.barrier
// CHECK: llvm.mlir.addressof @[[BIG]] : !llvm.ptr<3>
// CHECK-LABEL: gpu.func @small
// CHECK-NOT: tile_simt.dynamic_shared_memory
// CHECK: llvm.mlir.addressof @[[SMALL]] : !llvm.ptr<3>
gpu.module @m {
gpu.func @big(%x: tensor<16384xf32, #a>, %y: tensor<1024xf32, #a>) kernel {
  %c = tile_simt.convert_layout %x : tensor<16384xf32, #a> -> tensor<16384xf32, #c>
  %d = tile_simt.convert_layout %y : tensor<1024xf32, #a> -> tensor<1024xf32, #c>
  gpu.return
}
gpu.func @small(%y: tensor<1024xf32, #a>) kernel {
  %d = tile_simt.convert_layout %y : tensor<1024xf32, #a> -> tensor<1024xf32, #c>
  gpu.return
}
}

// -----

// The chip comes from the module's #nvvm.target: sm_86 gives a block 99 KiB.
// Buffers share bytes, so the largest buffer decides: eight warps' partial
// rows of 8192 floats (256 KiB) are too many.
#p = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]>
#a = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#c = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
gpu.module @sm86 [#nvvm.target<chip = "sm_86">] {
gpu.func @fits(%x: tensor<16384xf32, #a>) kernel {
  %c = tile_simt.convert_layout %x : tensor<16384xf32, #a> -> tensor<16384xf32, #c>
  %d = tile_simt.convert_layout %x : tensor<16384xf32, #a> -> tensor<16384xf32, #c>
  gpu.return
}
gpu.func @too_big(%x: tensor<8x8192xf32, #p>) kernel {
  // expected-error @+2 {{failed to legalize operation 'tile_simt.reduce'}}
  // expected-error @below {{'tile_simt.reduce' op needs 262144 bytes of shared memory: more than sm_86 gives a block (101376 bytes)}}
  %r = tile_simt.reduce %x axis = 0 : tensor<8x8192xf32, #p> -> tensor<8192xf32, #tile_simt.slice<dim = 0, parent = #p>> {
  ^bb0(%u: f32, %v: f32):
    %t = arith.addf %u, %v : f32
    tile_simt.yield %t : f32
  }
  gpu.return
}
}
