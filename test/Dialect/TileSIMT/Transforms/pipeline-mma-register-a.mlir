// RUN: tile-opt %s --tile-simt-pipeline-mma="chip=sm_90a" --split-input-file | FileCheck %s

// An attention loop (S = Q K^T, then O += P V) on sm_90a: K and V get
// swizzled rings; Q, made before the loop, and P, computed in it, fit no
// ring, so each goes to registers in its accumulator's distribution: Q once
// before the loop, P before its product. The lowering then issues both
// products as wgmma with A from registers (it stages operands for wgmma only
// for a block's sole product).
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @attention
// CHECK: %[[Q:.*]] = tile_simt.convert_layout %{{.*}} : tensor<64x64xf16, #{{.*}}> -> tensor<64x64xf16, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>>
// CHECK: scf.for
// CHECK: %[[K:.*]] = tile_simt.read_slot %{{.*}} : !tile_simt.smem<3x64x64xf16, #tile_simt.shared<vec = 8
// CHECK: tile_simt.mma %[[Q]], %[[K]], %{{.*}} {rhs_transposed}
// CHECK: %[[P:.*]] = tile_simt.convert_layout %{{.*}} : tensor<64x64xf16, #{{.*}}> -> tensor<64x64xf16, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>>
// CHECK: %[[V:.*]] = tile_simt.read_slot
// CHECK: tile_simt.mma %[[P]], %[[V]], %{{.*}} :
gpu.module @m {
gpu.func @attention(%pq: !llvm.ptr<1>, %pk: !llvm.ptr<1>, %pv: !llvm.ptr<1>, %n: i32, %d: i32, %lb: i32, %ub: i32, %step: i32, %c: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %z = arith.constant dense<0.0> : tensor<64x64xf32, #acc>
  %q = tile_simt.load_tile %pq[%c0, %c0] shape[%n, %d] strides[%d, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x64xf16, #l>
  %r = scf.for %i = %lb to %ub step %step iter_args(%o = %c) -> (tensor<64x64xf32, #acc>) : i32 {
    %off = arith.muli %i, %c64 : i32
    %k = tile_simt.load_tile %pk[%off, %c0] shape[%n, %d] strides[%d, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x64xf16, #l>
    %s = tile_simt.mma %q, %k, %z {rhs_transposed} : tensor<64x64xf16, #l>, tensor<64x64xf16, #l> -> tensor<64x64xf32, #acc>
    %sl = tile_simt.convert_layout %s : tensor<64x64xf32, #acc> -> tensor<64x64xf32, #l>
    %p = arith.truncf %sl : tensor<64x64xf32, #l> to tensor<64x64xf16, #l>
    %v = tile_simt.load_tile %pv[%off, %c0] shape[%n, %d] strides[%d, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x64xf16, #l>
    %o2 = tile_simt.mma %p, %v, %o : tensor<64x64xf16, #l>, tensor<64x64xf16, #l> -> tensor<64x64xf32, #acc>
    scf.yield %o2 : tensor<64x64xf32, #acc>
  }
  gpu.return %r : tensor<64x64xf32, #acc>
}
}

// -----

// A sole product keeps its A as it is: the lowering stages it for wgmma.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @sole
// CHECK-NOT: convert_layout
// CHECK: tile_simt.mma %{{.*}}, %{{.*}}, %{{.*}} {rhs_transposed} : tensor<64x64xf16, #tile_simt.blocked<sizePerThread = [1, 8]
gpu.module @m2 {
gpu.func @sole(%pq: !llvm.ptr<1>, %pk: !llvm.ptr<1>, %n: i32, %d: i32, %lb: i32, %ub: i32, %step: i32, %c: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %q = tile_simt.load_tile %pq[%c0, %c0] shape[%n, %d] strides[%d, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x64xf16, #l>
  %r = scf.for %i = %lb to %ub step %step iter_args(%o = %c) -> (tensor<64x64xf32, #acc>) : i32 {
    %off = arith.muli %i, %c64 : i32
    %k = tile_simt.load_tile %pk[%off, %c0] shape[%n, %d] strides[%d, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x64xf16, #l>
    %s = tile_simt.mma %q, %k, %o {rhs_transposed} : tensor<64x64xf16, #l>, tensor<64x64xf16, #l> -> tensor<64x64xf32, #acc>
    scf.yield %s : tensor<64x64xf32, #acc>
  }
  gpu.return %r : tensor<64x64xf32, #acc>
}
}
