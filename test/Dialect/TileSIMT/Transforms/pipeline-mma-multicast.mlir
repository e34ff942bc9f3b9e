// RUN: tile-opt %s --split-input-file --tile-simt-pipeline-mma="chip=sm_90a tma=1 multicast=1" --cse | FileCheck %s
// RUN: tile-opt %s --split-input-file --tile-simt-pipeline-mma="chip=sm_90a tma=1" --cse | FileCheck %s --check-prefix=OFF

// With `multicast`, in a kernel split over clusters of 4 CTAs
// (tile_simt.cluster_split), a persistent tile loop that starts at the
// cluster's id and steps by the number of clusters runs alike in every CTA
// of the cluster: A's coordinates come from the tile alone, so its ring is
// multicast (each CTA copies a quarter of its boxes to all four), while B's
// column is the CTA's rank in the cluster (its own quarter of N) and stays
// a copy of each CTA's own. The slots go back cluster-wide: the "empty"
// barriers expect every warp of the four CTAs (4 x 8 arrivals), each warp
// arrives on all four CTAs' barrier, and both buffers are initialized
// behind a cluster barrier. No CTA barrier is left in the trip.
// CHECK-LABEL: gpu.func @cluster_gemm
// CHECK: scf.for
// CHECK: %[[BARS:.*]] = tile_simt.alloc_shared : !tile_simt.smem<3x1x1xi64
// CHECK-NEXT: tile_simt.init_mbarriers %[[BARS]] arrivals [2, 2, 2] cluster :
// CHECK-NEXT: %[[EMPTY:.*]] = tile_simt.alloc_shared : !tile_simt.smem<3x1x1xi64
// CHECK-NEXT: tile_simt.init_mbarriers %[[EMPTY]] arrivals [32, 32, 32] cluster :
// CHECK: tile_simt.tma_load_tile %{{.*}} into %{{.*}}[%c0_i32] bars %[[BARS]] if %{{.*}} multicast 4 :
// CHECK-NEXT: tile_simt.tma_load_tile %{{.*}} into %{{.*}}[%c0_i32] bars %[[BARS]] if %{{[0-9]+}} :
// CHECK: scf.for
// CHECK: tile_simt.mbarrier_arrive %[[EMPTY]][%[[FILL:.*]]] per_warp cluster 4 :
// CHECK-NEXT: tile_simt.mbarrier_wait %[[EMPTY]][%[[FILL]]] parity %{{.*}} first_thread :
// CHECK-NOT: gpu.barrier
// CHECK: tile_simt.tma_load_tile %{{.*}} into %{{.*}}[%[[FILL]]] bars %[[BARS]] if %{{.*}} multicast 4 :
// CHECK-NEXT: tile_simt.tma_load_tile %{{.*}} into %{{.*}}[%[[FILL]]] bars %[[BARS]] if %{{[0-9]+}} :
// CHECK-NOT: gpu.barrier
// CHECK: tile_simt.inval_mbarriers %[[BARS]]
// CHECK-NEXT: tile_simt.inval_mbarriers %[[EMPTY]]
// OFF-LABEL: gpu.func @cluster_gemm
// OFF-NOT: multicast
// OFF-NOT: cluster 4
// OFF: gpu.barrier
// OFF-NOT: multicast
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
gpu.module @m {
gpu.func @cluster_gemm(%pa: !llvm.ptr<1>, %m: i32, %k: i32, %sa: i32, %ua: i32, %pb: !llvm.ptr<1>, %k2: i32, %n: i32, %sb: i32, %ub: i32, %tiles: i32, %c: tensor<64x128xf32, #acc>)
    attributes {known_block_size = array<i32: 256, 1, 1>, tile_simt.cluster_split = 4 : i32, tileir.abi = [{args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}, {args = array<i64: 5, 6, 7, 8, 9>, kind = "tensor", rank = 2 : i64}]} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %c64 = arith.constant 64 : i32
  %c128 = arith.constant 128 : i32
  %cid = gpu.cluster_id x
  %first = arith.index_castui %cid : index to i32
  %ncl = gpu.cluster_dim x
  %step = arith.index_castui %ncl : index to i32
  %rk = gpu.cluster_block_id x
  %rank = arith.index_castui %rk : index to i32
  scf.for %t = %first to %tiles step %step : i32 {
    %row = arith.muli %t, %c64 : i32
    %col = arith.muli %rank, %c128 : i32
    %r = scf.for %i = %c0 to %k step %c1 iter_args(%acc = %c) -> (tensor<64x128xf32, #acc>) : i32 {
      %off = arith.muli %i, %c32 : i32
      %a = tile_simt.load_tile %pa[%row, %off] shape[%m, %k] strides[%sa, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
      %b = tile_simt.load_tile %pb[%off, %col] shape[%k2, %n] strides[%sb, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x128xf16, #l>
      %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x128xf16, #l> -> tensor<64x128xf32, #acc>
      scf.yield %d : tensor<64x128xf32, #acc>
    }
  }
  gpu.return
}
}

// -----

// A K loop whose trip count depends on the CTA's rank in the cluster does
// not run alike in every CTA: nothing is multicast, and the trip keeps its
// CTA barrier.
// CHECK-LABEL: gpu.func @rank_trips
// CHECK-NOT: multicast
// CHECK-NOT: {{\] cluster|cluster [0-9]}}
// CHECK: gpu.barrier
// CHECK-NOT: multicast
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
gpu.module @m {
gpu.func @rank_trips(%pa: !llvm.ptr<1>, %m: i32, %k: i32, %sa: i32, %ua: i32, %pb: !llvm.ptr<1>, %k2: i32, %n: i32, %sb: i32, %ub: i32, %tiles: i32, %c: tensor<64x128xf32, #acc>)
    attributes {known_block_size = array<i32: 256, 1, 1>, tile_simt.cluster_split = 4 : i32, tileir.abi = [{args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}, {args = array<i64: 5, 6, 7, 8, 9>, kind = "tensor", rank = 2 : i64}]} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %c64 = arith.constant 64 : i32
  %c128 = arith.constant 128 : i32
  %cid = gpu.cluster_id x
  %first = arith.index_castui %cid : index to i32
  %ncl = gpu.cluster_dim x
  %step = arith.index_castui %ncl : index to i32
  %rk = gpu.cluster_block_id x
  %rank = arith.index_castui %rk : index to i32
  scf.for %t = %first to %tiles step %step : i32 {
    %row = arith.muli %t, %c64 : i32
    %col = arith.muli %rank, %c128 : i32
    %kr = arith.addi %k, %rank : i32
    %r = scf.for %i = %c0 to %kr step %c1 iter_args(%acc = %c) -> (tensor<64x128xf32, #acc>) : i32 {
      %off = arith.muli %i, %c32 : i32
      %a = tile_simt.load_tile %pa[%row, %off] shape[%m, %k] strides[%sa, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
      %b = tile_simt.load_tile %pb[%off, %col] shape[%k2, %n] strides[%sb, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x128xf16, #l>
      %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x128xf16, #l> -> tensor<64x128xf32, #acc>
      scf.yield %d : tensor<64x128xf32, #acc>
    }
  }
  gpu.return
}
}

// -----

// Without a cluster split there is no one to share a tile with.
// CHECK-LABEL: gpu.func @no_cluster
// CHECK-NOT: multicast
// CHECK-NOT: {{\] cluster|cluster [0-9]}}
// CHECK: gpu.barrier
// CHECK-NOT: multicast
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
gpu.module @m {
gpu.func @no_cluster(%pa: !llvm.ptr<1>, %m: i32, %k: i32, %sa: i32, %ua: i32, %pb: !llvm.ptr<1>, %k2: i32, %n: i32, %sb: i32, %ub: i32, %tiles: i32, %c: tensor<64x128xf32, #acc>)
    attributes {known_block_size = array<i32: 256, 1, 1>, tileir.abi = [{args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}, {args = array<i64: 5, 6, 7, 8, 9>, kind = "tensor", rank = 2 : i64}]} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %c64 = arith.constant 64 : i32
  %c128 = arith.constant 128 : i32
  %cid = gpu.cluster_id x
  %first = arith.index_castui %cid : index to i32
  %ncl = gpu.cluster_dim x
  %step = arith.index_castui %ncl : index to i32
  %rk = gpu.cluster_block_id x
  %rank = arith.index_castui %rk : index to i32
  scf.for %t = %first to %tiles step %step : i32 {
    %row = arith.muli %t, %c64 : i32
    %col = arith.muli %rank, %c128 : i32
    %r = scf.for %i = %c0 to %k step %c1 iter_args(%acc = %c) -> (tensor<64x128xf32, #acc>) : i32 {
      %off = arith.muli %i, %c32 : i32
      %a = tile_simt.load_tile %pa[%row, %off] shape[%m, %k] strides[%sa, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
      %b = tile_simt.load_tile %pb[%off, %col] shape[%k2, %n] strides[%sb, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x128xf16, #l>
      %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x128xf16, #l> -> tensor<64x128xf32, #acc>
      scf.yield %d : tensor<64x128xf32, #acc>
    }
  }
  gpu.return
}
}
