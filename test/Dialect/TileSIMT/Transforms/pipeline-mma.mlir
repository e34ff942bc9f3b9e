// RUN: tile-opt %s --tile-simt-pipeline-mma --cse --split-input-file | FileCheck %s
// RUN: tile-opt %s --tile-simt-pipeline-mma="chip=sm_86 num-stages=4" --cse --split-input-file | FileCheck %s --check-prefix=SM86
// RUN: tile-opt %s --tile-simt-pipeline-mma="num-stages=1" --split-input-file | FileCheck %s --check-prefix=OFF

// A K loop of 16-byte-aligned f16 tiles: three slots per operand; trips 0
// and 1 are copied before the loop, each trip awaits its own group, puts one
// barrier, copies trip iv + 2 step into the slot the previous trip read and
// multiplies from its slot; every group is awaited after the loop.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>
// CHECK-LABEL: gpu.func @k_loop
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i32
// CHECK: %[[RA:.*]] = tile_simt.alloc_shared : !tile_simt.smem<3x64x32xf16, #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0]>>
// CHECK: %[[RB:.*]] = tile_simt.alloc_shared : !tile_simt.smem<3x32x64xf16
// CHECK: %[[T0:.*]] = arith.addi %[[LB:.*]], %{{.*}} : i32
// CHECK: %[[P0:.*]] = arith.cmpi slt, %[[T0]], %[[UB:.*]] : i32
// CHECK: tile_simt.async_load_tile %{{.*}} into %[[RA]][%[[C0]]] if %[[P0]] as tensor<64x32xf16, #{{.*}}> {base_align = 16 : i64
// CHECK: tile_simt.async_load_tile %{{.*}} into %[[RB]][%[[C0]]] if %[[P0]]
// CHECK-NEXT: tile_simt.async_commit
// CHECK: tile_simt.async_load_tile %{{.*}} into %[[RA]][%[[C1]]]
// CHECK: tile_simt.async_load_tile %{{.*}} into %[[RB]][%[[C1]]]
// CHECK-NEXT: tile_simt.async_commit
// CHECK: %[[R:.*]]:2 = scf.for %[[IV:.*]] = %[[LB]] to %[[UB]] step %[[ST:.*]] iter_args(%[[ACC:.*]] = %{{.*}}, %[[SLOT:.*]] = %[[C0]])
// CHECK-NEXT: tile_simt.async_wait 1
// CHECK-NEXT: gpu.barrier
// CHECK: %[[AHEAD:.*]] = arith.addi %[[IV]], %{{.*}} : i32
// CHECK: %[[FILL:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK: %[[PN:.*]] = arith.cmpi slt, %[[AHEAD]], %[[UB]] : i32
// CHECK: tile_simt.async_load_tile %{{.*}} into %[[RA]][%[[FILL]]] if %[[PN]]
// CHECK: tile_simt.async_load_tile %{{.*}} into %[[RB]][%[[FILL]]] if %[[PN]]
// CHECK-NEXT: tile_simt.async_commit
// CHECK-NOT: tile_simt.load_tile
// CHECK: %[[A:.*]] = tile_simt.read_slot %[[RA]][%[[SLOT]]]
// CHECK: %[[B:.*]] = tile_simt.read_slot %[[RB]][%[[SLOT]]]
// CHECK: %[[M:.*]] = tile_simt.mma %[[A]], %[[B]], %[[ACC]]
// CHECK: scf.yield %[[M]], %{{.*}} : tensor<64x64xf32, #{{.*}}>, i32
// CHECK: tile_simt.async_wait 0
// CHECK-NEXT: gpu.return %[[R]]#0

// num-stages=4 on sm_86: four slots (4 x 9.5 KiB), three trips in flight.
// SM86-LABEL: gpu.func @k_loop
// SM86: tile_simt.alloc_shared : !tile_simt.smem<4x64x32xf16
// SM86: scf.for
// SM86-NEXT: tile_simt.async_wait 2

// OFF-LABEL: gpu.func @k_loop
// OFF-NOT: async
// OFF: tile_simt.mma %
gpu.module @m {
gpu.func @k_loop(%pa: !llvm.ptr<1>, %pb: !llvm.ptr<1>, %m: i32, %n: i32, %k: i32, %lb: i32, %ub: i32, %step: i32, %c: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %z = arith.constant 0.0 : f16
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %c) -> (tensor<64x64xf32, #acc>) : i32 {
    %off = arith.muli %i, %c32 : i32
    %a = tile_simt.load_tile %pa[%c0, %off] shape[%m, %k] strides[%k, %c1] padding(%z : f16) {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%k, %n] strides[%n, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x64xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x64xf16, #l> -> tensor<64x64xf32, #acc>
    scf.yield %d : tensor<64x64xf32, #acc>
  }
  gpu.return %r : tensor<64x64xf32, #acc>
}
}

// -----

// Without known divisors a 16-byte group may straddle the tensor's edge or
// be misaligned: cp.async cannot copy it, the loop is left alone.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>
// CHECK-LABEL: gpu.func @unaligned
// CHECK-NOT: async
// CHECK: tile_simt.mma %
gpu.module @m2 {
gpu.func @unaligned(%pa: !llvm.ptr<1>, %pb: !llvm.ptr<1>, %m: i32, %n: i32, %k: i32, %ub: i32, %c: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %c) -> (tensor<64x64xf32, #acc>) : i32 {
    %off = arith.muli %i, %c32 : i32
    %a = tile_simt.load_tile %pa[%c0, %off] shape[%m, %k] strides[%k, %c1] : !llvm.ptr<1> -> tensor<64x32xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%k, %n] strides[%n, %c1] : !llvm.ptr<1> -> tensor<32x64xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x64xf16, #l> -> tensor<64x64xf32, #acc>
    scf.yield %d : tensor<64x64xf32, #acc>
  }
  gpu.return %r : tensor<64x64xf32, #acc>
}
}

// -----

// A padding other than zero is not what cp.async fills out-of-bounds bytes
// with: that operand stays a load (the lowering stages it), the other one
// is still copied into a ring. A store in the body may change what a later
// trip loads: that loop is left alone.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>
// CHECK-LABEL: gpu.func @left_alone
// CHECK: scf.for
// CHECK: tile_simt.async_load_tile {{.*}} as tensor<32x64xf16
// CHECK-NOT: async_load_tile
// CHECK: %[[A:.*]] = tile_simt.load_tile {{.*}} padding
// CHECK: %[[B:.*]] = tile_simt.read_slot
// CHECK: tile_simt.mma %[[A]], %[[B]]
// CHECK: scf.for
// CHECK-NOT: async
// CHECK: tile_simt.mma %
gpu.module @m3 {
gpu.func @left_alone(%pa: !llvm.ptr<1>, %pb: !llvm.ptr<1>, %m: i32, %n: i32, %k: i32, %ub: i32, %c: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %one = arith.constant 1.0 : f16
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %c) -> (tensor<64x64xf32, #acc>) : i32 {
    %off = arith.muli %i, %c32 : i32
    %a = tile_simt.load_tile %pa[%c0, %off] shape[%m, %k] strides[%k, %c1] padding(%one : f16) {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%k, %n] strides[%n, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x64xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x64xf16, #l> -> tensor<64x64xf32, #acc>
    scf.yield %d : tensor<64x64xf32, #acc>
  }
  %s = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %c) -> (tensor<64x64xf32, #acc>) : i32 {
    %off = arith.muli %i, %c32 : i32
    %a = tile_simt.load_tile %pa[%c0, %off] shape[%m, %k] strides[%k, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%k, %n] strides[%n, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x64xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x64xf16, #l> -> tensor<64x64xf32, #acc>
    tile_simt.store_tile %a, %pa[%c0, %off] shape[%m, %k] strides[%k, %c1] : tensor<64x32xf16, #l>, !llvm.ptr<1>
    scf.yield %d : tensor<64x64xf32, #acc>
  }
  gpu.return %r : tensor<64x64xf32, #acc>
}
}

// -----

// B's row stride is only known even (TileGym's matmul: stride_div 2): its
// 16-byte runs cannot be proven aligned, 4-byte groups can, so it is still
// copied asynchronously (the lowering issues 4-byte cp.async for it).
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>
// CHECK-LABEL: gpu.func @narrow
// CHECK: scf.for
// CHECK: tile_simt.async_load_tile
// CHECK-SAME: as tensor<64x32xf16
// CHECK: tile_simt.async_load_tile
// CHECK-SAME: as tensor<32x64xf16
// CHECK-SAME: stride_div = array<i64: 2, 1>
// CHECK: tile_simt.read_slot
// CHECK: tile_simt.read_slot
// CHECK: tile_simt.mma
gpu.module @m4 {
gpu.func @narrow(%pa: !llvm.ptr<1>, %pb: !llvm.ptr<1>, %m: i32, %n: i32, %k: i32, %ub: i32, %c: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %c) -> (tensor<64x64xf32, #acc>) : i32 {
    %off = arith.muli %i, %c32 : i32
    %a = tile_simt.load_tile %pa[%c0, %off] shape[%m, %k] strides[%k, %c1] {base_align = 16 : i64, shape_div = array<i64: 4, 8>, stride_div = array<i64: 8, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%k, %n] strides[%n, %c1] {base_align = 16 : i64, shape_div = array<i64: 8, 2>, stride_div = array<i64: 2, 1>} : !llvm.ptr<1> -> tensor<32x64xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x64xf16, #l> -> tensor<64x64xf32, #acc>
    scf.yield %d : tensor<64x64xf32, #acc>
  }
  gpu.return %r : tensor<64x64xf32, #acc>
}
}

// -----

// An attention loop: two products, each with one loaded operand. The keys
// (loaded [1 x 64 x 32], reshaped to [64 x 32], read transposed) and the
// values both get a ring of [64 x 32] slots, one commit group per trip;
// the probabilities (registers) stay as they are.
#l3 = #tile_simt.blocked<sizePerThread = [1, 1, 8], threadsPerWarp = [1, 8, 4], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]>
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @attention
// CHECK: %[[RK:.*]] = tile_simt.alloc_shared : !tile_simt.smem<3x64x32xf16
// CHECK: %[[RV:.*]] = tile_simt.alloc_shared : !tile_simt.smem<3x64x32xf16
// CHECK: scf.for
// CHECK: tile_simt.async_load_tile {{.*}} into %[[RK]][%{{.*}}] if %{{.*}} as tensor<1x64x32xf16
// CHECK: tile_simt.async_load_tile {{.*}} into %[[RV]][%{{.*}}] if %{{.*}} as tensor<64x32xf16
// CHECK-NEXT: tile_simt.async_commit
// CHECK: %[[K:.*]] = tile_simt.read_slot %[[RK]][%{{.*}}] : {{.*}} -> tensor<64x32xf16
// CHECK: tile_simt.mma %{{.*}}, %[[K]], %{{.*}} {rhs_transposed}
// CHECK: %[[V:.*]] = tile_simt.read_slot %[[RV]][%{{.*}}]
// CHECK: tile_simt.mma %{{.*}}, %[[V]], %{{.*}}
gpu.module @m5 {
gpu.func @attention(%pk: !llvm.ptr<1>, %pv: !llvm.ptr<1>, %n: i32, %ub: i32, %q: tensor<64x32xf16, #acc>, %c: tensor<64x32xf32, #acc>) -> tensor<64x32xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %c64 = arith.constant 64 : i32
  %z = arith.constant dense<0.0> : tensor<64x64xf32, #acc>
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %c) -> (tensor<64x32xf32, #acc>) : i32 {
    %off = arith.muli %i, %c64 : i32
    %k3 = tile_simt.load_tile %pk[%c0, %off, %c0] shape[%c1, %n, %c32] strides[%c32, %c32, %c1] {base_align = 16 : i64, shape_div = array<i64: 1, 16, 32>, stride_div = array<i64: 16, 16, 1>} : !llvm.ptr<1> -> tensor<1x64x32xf16, #l3>
    %k = tile_simt.reshape %k3 : tensor<1x64x32xf16, #l3> -> tensor<64x32xf16, #tile_simt.slice<dim = 0, parent = #l3>>
    %s = tile_simt.mma %q, %k, %z {rhs_transposed} : tensor<64x32xf16, #acc>, tensor<64x32xf16, #tile_simt.slice<dim = 0, parent = #l3>> -> tensor<64x64xf32, #acc>
    %p = arith.truncf %s : tensor<64x64xf32, #acc> to tensor<64x64xf16, #acc>
    %v = tile_simt.load_tile %pv[%off, %c0] shape[%n, %c32] strides[%c32, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 32>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
    %d = tile_simt.mma %p, %v, %acc : tensor<64x64xf16, #acc>, tensor<64x32xf16, #l> -> tensor<64x32xf32, #acc>
    scf.yield %d : tensor<64x32xf32, #acc>
  }
  gpu.return %r : tensor<64x32xf32, #acc>
}
}
