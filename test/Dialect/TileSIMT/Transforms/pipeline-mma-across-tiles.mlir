// RUN: tile-opt %s --split-input-file --tile-simt-pipeline-mma="chip=sm_90a tma=1 across-tiles=1" | FileCheck %s
// RUN: tile-opt %s --split-input-file --tile-simt-pipeline-mma="chip=sm_90a tma=1" | FileCheck %s --check-prefix=OFF
// RUN: tile-opt %s --split-input-file --tile-simt-pipeline-mma="chip=sm_90a tma=1 tile-loop-stages=5" | FileCheck %s --check-prefix=STAGES

// A persistent kernel: the tile loop walks tiles %t (from the CTA's id, by
// the grid's size), each tile's coordinates computed from %t (a division
// by the runtime %tn), a K loop whose bounds come from above the tile loop,
// and a store after it. With `across-tiles` the rings and mbarriers are
// made once before the tile loop, which carries the slot the K loop reads,
// its parity and the producer's position (its trip counted from this
// tile's first, so past the trip count it is the next tile's, and its
// slot); the first two copies (three slots) are issued before the tile
// loop from the first tile (or the second, where the first has fewer
// trips), each trip issues one more, from this tile or the next (selects
// on the trip passing the trip count), the tile loop moves the trip back
// by the trip count,
// the next tile's coordinates made once per tile with the divisor kept
// from 0, and the barriers are invalidated after the tile loop only.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @persistent
// CHECK-SAME: %[[DA:[a-z0-9]+]]: !llvm.ptr, %[[DB:[a-z0-9]+]]: !llvm.ptr)
// CHECK: %[[A:.*]] = tile_simt.alloc_shared : !tile_simt.smem<3x64x32xf16
// CHECK: %[[B:.*]] = tile_simt.alloc_shared : !tile_simt.smem<3x32x128xf16
// CHECK: %[[BARS:.*]] = tile_simt.alloc_shared : !tile_simt.smem<3x1x1xi64
// CHECK: tile_simt.init_mbarriers %[[BARS]] arrivals [2, 2, 2]
// CHECK: %[[Z:.*]] = arith.cmpi eq, %[[TN:arg[0-9]+]], %{{.*}} : i32
// CHECK: %[[D:.*]] = arith.select %[[Z]], %{{.*}}, %[[TN]] : i32
// CHECK: arith.divsi %{{.*}}, %[[D]] : i32
// CHECK: tile_simt.tma_load_tile %[[DA]]{{.*}} into %[[A]][%{{.*}}] bars %[[BARS]] if
// CHECK: tile_simt.tma_load_tile %[[DB]]{{.*}} into %[[B]][%{{.*}}] bars %[[BARS]] if
// CHECK: tile_simt.tma_load_tile %[[DA]]{{.*}} into %[[A]][%{{.*}}] bars %[[BARS]] if
// CHECK: tile_simt.tma_load_tile %[[DB]]{{.*}} into %[[B]][%{{.*}}] bars %[[BARS]] if
// CHECK: scf.for %[[T:.*]] = %{{.*}} iter_args(%[[SLOT0:.*]] = %{{.*}}, %[[PAR0:.*]] = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (i32, i32, i32, i32)
// CHECK: %[[NEXT:.*]] = arith.addi %[[T]], %{{.*}} : i32
// CHECK: arith.divsi %[[NEXT]], %{{.*}} : i32
// CHECK: %[[KN:.*]]:5 = scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %[[SLOT:.*]] = %[[SLOT0]], %[[PAR:.*]] = %[[PAR0]], %[[K:.*]] = %{{.*}}, %[[PSLOT:.*]] = %{{.*}}) -> (tensor<64x128xf32, #{{.*}}>, i32, i32, i32, i32)
// CHECK-NEXT: tile_simt.mbarrier_wait %[[BARS]][%[[SLOT]]] parity %[[PAR]]
// CHECK-NEXT: gpu.barrier
// CHECK: %[[IN:.*]] = arith.cmpi sge, %[[K]], %[[TRIPS:.*]] : i32
// CHECK: arith.select %[[IN]], %{{.*}}, %{{.*}} : i32
// CHECK: tile_simt.tma_load_tile %[[DA]]{{.*}} into %[[A]][%[[PSLOT]]] bars %[[BARS]] if
// CHECK: tile_simt.tma_load_tile %[[DB]]{{.*}} into %[[B]][%[[PSLOT]]] bars %[[BARS]] if
// CHECK: tile_simt.read_slot %[[A]][%[[SLOT]]]
// CHECK: tile_simt.read_slot %[[B]][%[[SLOT]]]
// CHECK-NOT: inval_mbarriers
// CHECK: tile_simt.store_tile
// CHECK: %[[BACK:.*]] = arith.subi %[[KN]]#3, %[[TRIPS]] : i32
// CHECK: scf.yield %[[KN]]#1, %[[KN]]#2, %[[BACK]], %[[KN]]#4
// CHECK-NEXT: }
// CHECK-NEXT: tile_simt.inval_mbarriers %[[BARS]]
// With tile-loop-stages, a K loop in a tile loop (a persistent kernel, no
// occupancy hint asking for more than one CTA an SM) gets that many slots.
// STAGES-LABEL: gpu.func @persistent
// STAGES: tile_simt.alloc_shared : !tile_simt.smem<5x64x32xf16
// STAGES: tile_simt.alloc_shared : !tile_simt.smem<5x32x128xf16
// OFF-LABEL: gpu.func @persistent
// OFF: scf.for
// OFF: tile_simt.alloc_shared
// OFF: tile_simt.init_mbarriers
// OFF: scf.for
// OFF: tile_simt.inval_mbarriers
// OFF: tile_simt.store_tile
gpu.module @m {
gpu.func @persistent(%pa: !llvm.ptr<1>, %m: i32, %k: i32, %sa: i32, %ua: i32, %pb: !llvm.ptr<1>, %k2: i32, %n: i32, %sb: i32, %ub: i32, %pc: !llvm.ptr<1>, %tn: i32, %tiles: i32, %kt: i32)
    attributes {known_block_size = array<i32: 128, 1, 1>, tileir.abi = [{args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}, {args = array<i64: 5, 6, 7, 8, 9>, kind = "tensor", rank = 2 : i64}]} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %c64 = arith.constant 64 : i32
  %c128 = arith.constant 128 : i32
  %zero = arith.constant dense<0.0> : tensor<64x128xf32, #acc>
  %bid = gpu.block_id x
  %b = arith.index_castui %bid : index to i32
  %gd = gpu.grid_dim x
  %g = arith.index_castui %gd : index to i32
  scf.for %t = %b to %tiles step %g : i32 {
    %tm = arith.divsi %t, %tn : i32
    %tnn = arith.remsi %t, %tn : i32
    %row = arith.muli %tm, %c64 : i32
    %col = arith.muli %tnn, %c128 : i32
    %r = scf.for %i = %c0 to %kt step %c1 iter_args(%acc = %zero) -> (tensor<64x128xf32, #acc>) : i32 {
      %off = arith.muli %i, %c32 : i32
      %a = tile_simt.load_tile %pa[%row, %off] shape[%m, %k] strides[%sa, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>, unordered} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
      %bb = tile_simt.load_tile %pb[%off, %col] shape[%k2, %n] strides[%sb, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>, unordered} : !llvm.ptr<1> -> tensor<32x128xf16, #l>
      %d = tile_simt.mma %a, %bb, %acc : tensor<64x32xf16, #l>, tensor<32x128xf16, #l> -> tensor<64x128xf32, #acc>
      scf.yield %d : tensor<64x128xf32, #acc>
    }
    %h = arith.truncf %r : tensor<64x128xf32, #acc> to tensor<64x128xf16, #acc>
    tile_simt.store_tile %h, %pc[%row, %col] shape[%m, %n] strides[%n, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : tensor<64x128xf16, #acc>, !llvm.ptr<1>
  }
  gpu.return
}
}

// -----

// A load the kernel's writes order (no `unordered`: its token came from a
// store) may not pass the tile's store: the rings stay per tile.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @ordered
// CHECK: scf.for
// CHECK: tile_simt.alloc_shared
// CHECK: tile_simt.init_mbarriers
// CHECK: scf.for
// CHECK: tile_simt.inval_mbarriers
// CHECK: tile_simt.store_tile
gpu.module @m {
gpu.func @ordered(%pa: !llvm.ptr<1>, %m: i32, %k: i32, %sa: i32, %ua: i32, %pb: !llvm.ptr<1>, %k2: i32, %n: i32, %sb: i32, %ub: i32, %pc: !llvm.ptr<1>, %tiles: i32, %kt: i32)
    attributes {known_block_size = array<i32: 128, 1, 1>, tileir.abi = [{args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}, {args = array<i64: 5, 6, 7, 8, 9>, kind = "tensor", rank = 2 : i64}]} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %c64 = arith.constant 64 : i32
  %zero = arith.constant dense<0.0> : tensor<64x128xf32, #acc>
  %bid = gpu.block_id x
  %b = arith.index_castui %bid : index to i32
  %gd = gpu.grid_dim x
  %g = arith.index_castui %gd : index to i32
  scf.for %t = %b to %tiles step %g : i32 {
    %row = arith.muli %t, %c64 : i32
    %r = scf.for %i = %c0 to %kt step %c1 iter_args(%acc = %zero) -> (tensor<64x128xf32, #acc>) : i32 {
      %off = arith.muli %i, %c32 : i32
      %a = tile_simt.load_tile %pa[%row, %off] shape[%m, %k] strides[%sa, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
      %bb = tile_simt.load_tile %pb[%off, %c0] shape[%k2, %n] strides[%sb, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>, unordered} : !llvm.ptr<1> -> tensor<32x128xf16, #l>
      %d = tile_simt.mma %a, %bb, %acc : tensor<64x32xf16, #l>, tensor<32x128xf16, #l> -> tensor<64x128xf32, #acc>
      scf.yield %d : tensor<64x128xf32, #acc>
    }
    %h = arith.truncf %r : tensor<64x128xf32, #acc> to tensor<64x128xf16, #acc>
    tile_simt.store_tile %h, %pc[%row, %c0] shape[%m, %n] strides[%n, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : tensor<64x128xf16, #acc>, !llvm.ptr<1>
  }
  gpu.return
}
}
