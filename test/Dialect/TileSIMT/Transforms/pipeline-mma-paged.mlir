// RUN: tile-opt %s --tile-simt-pipeline-mma --split-input-file | FileCheck %s

// A paged K loop: each trip reads its page's index from a table (a weak,
// masked load_ptr) and loads the page's tile at it. The copies of later trips
// read the table for their own trip, masked also by whether that trip runs
// (mask && live), so a trip past the end touches no table entry the loop
// would not.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>
// CHECK-LABEL: gpu.func @paged
// CHECK: %[[T0:.*]] = arith.addi %[[LB:.*]], %{{.*}} : i32
// CHECK: %[[P0:.*]] = arith.cmpi slt, %[[T0]], %[[UB:.*]] : i32
// CHECK: %[[IN0:.*]] = arith.cmpi ult, %{{.*}}, %[[N:.*]] : i64
// CHECK: %[[M0:.*]] = arith.andi %[[IN0]], %[[P0]] : i1
// CHECK: %[[PG0:.*]] = tile_simt.load_ptr %{{.*}} mask %[[M0]] : i1 other
// CHECK: tile_simt.async_load_tile %{{.*}}[%[[PG0]], %{{.*}}] {{.*}} if %[[P0]]
// CHECK: scf.for %[[IV:.*]] = %[[LB]] to %[[UB]]
// CHECK: %[[AHEAD:.*]] = arith.addi %[[IV]], %{{.*}} : i32
// CHECK: %[[PN:.*]] = arith.cmpi slt, %[[AHEAD]], %[[UB]] : i32
// CHECK: %[[MN:.*]] = arith.andi %{{.*}}, %[[PN]] : i1
// CHECK: %[[PG:.*]] = tile_simt.load_ptr %{{.*}} mask %[[MN]] : i1 other
// CHECK: tile_simt.async_load_tile %{{.*}}[%[[PG]], %{{.*}}] {{.*}} if %[[PN]]
// CHECK: tile_simt.read_slot
// CHECK: tile_simt.mma
gpu.module @m {
gpu.func @paged(%table: !llvm.ptr<1>, %n: i64, %pa: !llvm.ptr<1>, %pages: i32, %k: i32, %lb: i32, %ub: i32, %step: i32, %q: tensor<64x32xf16, #l>, %c: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %c) -> (tensor<64x64xf32, #acc>) : i32 {
    %e = arith.extsi %i : i32 to i64
    %in = arith.cmpi ult, %e, %n : i64
    %p = llvm.getelementptr %table[%e] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %page = tile_simt.load_ptr %p mask %in : i1 other %c0 : i32 : !llvm.ptr<1> -> i32
    %b = tile_simt.load_tile %pa[%page, %c0] shape[%pages, %k] strides[%k, %c1] {base_align = 16 : i64, shape_div = array<i64: 1, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x64xf16, #l>
    %d = tile_simt.mma %q, %b, %acc : tensor<64x32xf16, #l>, tensor<32x64xf16, #l> -> tensor<64x64xf32, #acc>
    scf.yield %d : tensor<64x64xf32, #acc>
  }
  gpu.return %r : tensor<64x64xf32, #acc>
}
}

// -----

// An atomic read of the table orders other accesses: it is not cloned to
// earlier trips, and the loop is left alone.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>
// CHECK-LABEL: gpu.func @atomic_table
// CHECK-NOT: async
// CHECK: tile_simt.mma %
gpu.module @m2 {
gpu.func @atomic_table(%table: !llvm.ptr<1>, %n: i64, %pa: !llvm.ptr<1>, %pages: i32, %k: i32, %lb: i32, %ub: i32, %step: i32, %q: tensor<64x32xf16, #l>, %c: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %c) -> (tensor<64x64xf32, #acc>) : i32 {
    %e = arith.extsi %i : i32 to i64
    %in = arith.cmpi ult, %e, %n : i64
    %p = llvm.getelementptr %table[%e] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
    %page = tile_simt.load_ptr atomic acquire %p mask %in : i1 other %c0 : i32 : !llvm.ptr<1> -> i32
    %b = tile_simt.load_tile %pa[%page, %c0] shape[%pages, %k] strides[%k, %c1] {base_align = 16 : i64, shape_div = array<i64: 1, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x64xf16, #l>
    %d = tile_simt.mma %q, %b, %acc : tensor<64x32xf16, #l>, tensor<32x64xf16, #l> -> tensor<64x64xf32, #acc>
    scf.yield %d : tensor<64x64xf32, #acc>
  }
  gpu.return %r : tensor<64x64xf32, #acc>
}
}

// -----

// A tile indexed by a trip counter (j = 0, 1, 2, .. carried beside the
// induction variable, as cuTile Python writes `j += 1`): a later trip's
// counter is init + ((at - lb) / step) * 1, recomputed for each copy.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>
// CHECK-LABEL: gpu.func @counter
// CHECK: scf.for %[[IV:.*]] = %[[LB:.*]] to %[[UB:.*]] step %[[ST:[^ ]*]] iter_args(%{{.*}} = %{{.*}}, %[[J:.*]] = %[[J0:[^,]*]], %{{.*}} = %{{.*}})
// CHECK: %[[AHEAD:.*]] = arith.addi %[[IV]], %{{.*}} : i32
// CHECK: %[[D:.*]] = arith.subi %[[AHEAD]], %[[LB]] : i32
// CHECK: %[[T:.*]] = arith.divsi %[[D]], %[[ST]] : i32
// CHECK: %[[TJ:.*]] = arith.muli %[[T]], %{{.*}} : i32
// CHECK: %[[JA:.*]] = arith.addi %[[J0]], %[[TJ]] : i32
// CHECK: %[[OFF:.*]] = arith.muli %[[JA]], %{{.*}} : i32
// CHECK: tile_simt.async_load_tile %{{.*}}[%[[OFF]], %{{.*}}]
// CHECK: tile_simt.read_slot
gpu.module @m3 {
gpu.func @counter(%pa: !llvm.ptr<1>, %m: i32, %k: i32, %lb: i32, %ub: i32, %step: i32, %j0: i32, %q: tensor<64x32xf16, #l>, %c: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%acc = %c, %j = %j0) -> (tensor<64x64xf32, #acc>, i32) : i32 {
    %off = arith.muli %j, %c32 : i32
    %b = tile_simt.load_tile %pa[%off, %c0] shape[%m, %k] strides[%k, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x64xf16, #l>
    %d = tile_simt.mma %q, %b, %acc : tensor<64x32xf16, #l>, tensor<32x64xf16, #l> -> tensor<64x64xf32, #acc>
    %jn = arith.addi %j, %c1 : i32
    scf.yield %d, %jn : tensor<64x64xf32, #acc>, i32
  }
  gpu.return %r#0 : tensor<64x64xf32, #acc>
}
}

// -----

// The page index read as a one-element tile (its mask a tile too): a later
// trip's read keeps its mask where that trip runs and is all false where it
// does not (select live, mask, false).
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>
#one = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: gpu.func @tile_mask
// CHECK: scf.for %[[IV:.*]] = %{{.*}} to %[[UB:[^ ]*]]
// CHECK: %[[AHEAD:.*]] = arith.addi %[[IV]], %{{.*}} : i32
// CHECK: %[[PN:.*]] = arith.cmpi slt, %[[AHEAD]], %[[UB]] : i32
// CHECK: %[[NONE:.*]] = arith.constant dense<false> : tensor<1xi1, #{{.*}}>
// CHECK: %[[MN:.*]] = arith.select %[[PN]], %{{.*}}, %[[NONE]] : tensor<1xi1, #{{.*}}>
// CHECK: %[[PG:.*]] = tile_simt.load_ptr %{{.*}} mask %[[MN]] : tensor<1xi1, #{{.*}}> other
// CHECK: %[[S:.*]] = tile_simt.to_scalar %[[PG]]
// CHECK: tile_simt.async_load_tile %{{.*}}[%[[S]], %{{.*}}] {{.*}} if %[[PN]]
gpu.module @m4 {
gpu.func @tile_mask(%ptrs: tensor<1xi64, #one>, %in: tensor<1xi1, #one>, %pa: !llvm.ptr<1>, %pages: i32, %k: i32, %lb: i32, %ub: i32, %step: i32, %q: tensor<64x32xf16, #l>, %c: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.constant dense<0> : tensor<1xi32, #one>
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %c) -> (tensor<64x64xf32, #acc>) : i32 {
    %e = arith.extsi %i : i32 to i64
    %s = tile_simt.splat %e : i64 -> tensor<1xi64, #one>
    %p = arith.addi %ptrs, %s : tensor<1xi64, #one>
    %pg = tile_simt.load_ptr %p mask %in : tensor<1xi1, #one> other %z : tensor<1xi32, #one> : tensor<1xi64, #one> -> tensor<1xi32, #one>
    %page = tile_simt.to_scalar %pg : tensor<1xi32, #one> -> i32
    %b = tile_simt.load_tile %pa[%page, %c0] shape[%pages, %k] strides[%k, %c1] {base_align = 16 : i64, shape_div = array<i64: 1, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x64xf16, #l>
    %d = tile_simt.mma %q, %b, %acc : tensor<64x32xf16, #l>, tensor<32x64xf16, #l> -> tensor<64x64xf32, #acc>
    scf.yield %d : tensor<64x64xf32, #acc>
  }
  gpu.return %r : tensor<64x64xf32, #acc>
}
}
