// RUN: tile-opt %s --tile-simt-pipeline-mma="chip=sm_90a shared-a" --split-input-file | FileCheck %s

// shared-a: Q, loaded before two attention loops (a causal kernel's
// unmasked and diagonal parts), is copied once, where it was loaded, into a
// one-slot swizzled buffer with A's rows in the warpgroups' order; its copy
// is awaited (with the async-proxy fence) behind a CTA barrier only after
// the first loop's copies ahead are issued (its two groups left pending),
// and both loops' scores products read that slot; no ring or register copy
// of Q is made.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @two_loops
// CHECK: %[[BUF:.*]] = tile_simt.alloc_shared : !tile_simt.smem<1x64x64xf16, #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0], mmaWarps = 4>>
// CHECK-NEXT: tile_simt.async_load_tile %{{.*}}[%{{.*}}, %{{.*}}] shape[%{{.*}}, %{{.*}}] strides[%{{.*}}, %{{.*}}] into %[[BUF]][%[[ZERO:.*]]] as tensor<64x64xf16, #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>>
// CHECK-NEXT: tile_simt.async_commit
// CHECK-NOT: tile_simt.load_tile
// CHECK-COUNT-2: tile_simt.async_commit
// CHECK: tile_simt.async_wait 2 async_proxy
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: %[[Q:.*]] = tile_simt.read_slot %[[BUF]][%[[ZERO]]]
// CHECK-NEXT: scf.for
// CHECK-NOT: convert_layout %[[Q]]
// CHECK: tile_simt.mma %[[Q]], %{{.*}}, %{{.*}} {rhs_transposed}
// CHECK: scf.for
// CHECK: tile_simt.mma %[[Q]], %{{.*}}, %{{.*}} {rhs_transposed}
gpu.module @m {
gpu.func @two_loops(%pq: !llvm.ptr<1>, %pk: !llvm.ptr<1>, %pv: !llvm.ptr<1>, %n: i32, %d: i32, %lb: i32, %mid: i32, %ub: i32, %step: i32, %c: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %z = arith.constant dense<0.0> : tensor<64x64xf32, #acc>
  %q = tile_simt.load_tile %pq[%c0, %c0] shape[%n, %d] strides[%d, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x64xf16, #l>
  %r = scf.for %i = %lb to %mid step %step iter_args(%o = %c) -> (tensor<64x64xf32, #acc>) : i32 {
    %off = arith.muli %i, %c64 : i32
    %k = tile_simt.load_tile %pk[%off, %c0] shape[%n, %d] strides[%d, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x64xf16, #l>
    %s = tile_simt.mma %q, %k, %z {rhs_transposed} : tensor<64x64xf16, #l>, tensor<64x64xf16, #l> -> tensor<64x64xf32, #acc>
    %sl = tile_simt.convert_layout %s : tensor<64x64xf32, #acc> -> tensor<64x64xf32, #l>
    %p = arith.truncf %sl : tensor<64x64xf32, #l> to tensor<64x64xf16, #l>
    %v = tile_simt.load_tile %pv[%off, %c0] shape[%n, %d] strides[%d, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x64xf16, #l>
    %o2 = tile_simt.mma %p, %v, %o : tensor<64x64xf16, #l>, tensor<64x64xf16, #l> -> tensor<64x64xf32, #acc>
    scf.yield %o2 : tensor<64x64xf32, #acc>
  }
  %r2 = scf.for %i = %mid to %ub step %step iter_args(%o = %r) -> (tensor<64x64xf32, #acc>) : i32 {
    %off = arith.muli %i, %c64 : i32
    %k = tile_simt.load_tile %pk[%off, %c0] shape[%n, %d] strides[%d, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x64xf16, #l>
    %s = tile_simt.mma %q, %k, %z {rhs_transposed} : tensor<64x64xf16, #l>, tensor<64x64xf16, #l> -> tensor<64x64xf32, #acc>
    %sl = tile_simt.convert_layout %s : tensor<64x64xf32, #acc> -> tensor<64x64xf32, #l>
    %p = arith.truncf %sl : tensor<64x64xf32, #l> to tensor<64x64xf16, #l>
    %v = tile_simt.load_tile %pv[%off, %c0] shape[%n, %d] strides[%d, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x64xf16, #l>
    %o2 = tile_simt.mma %p, %v, %o : tensor<64x64xf16, #l>, tensor<64x64xf16, #l> -> tensor<64x64xf32, #acc>
    scf.yield %o2 : tensor<64x64xf32, #acc>
  }
  gpu.return %r2 : tensor<64x64xf32, #acc>
}
}

// -----

// A Q that no load gives (here an entry argument) has nothing to copy: it
// goes to registers in the accumulator's distribution, as without shared-a.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @not_loaded
// CHECK-NOT: alloc_shared : !tile_simt.smem<1x
// CHECK: tile_simt.convert_layout %{{.*}} : tensor<64x64xf16, #{{.*}}> -> tensor<64x64xf16, #tile_simt.blocked<sizePerThread = [1, 2]
// CHECK: scf.for
gpu.module @m2 {
gpu.func @not_loaded(%q: tensor<64x64xf16, #l>, %pk: !llvm.ptr<1>, %pv: !llvm.ptr<1>, %n: i32, %d: i32, %lb: i32, %ub: i32, %step: i32, %c: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %z = arith.constant dense<0.0> : tensor<64x64xf32, #acc>
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
