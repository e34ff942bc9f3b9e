// tile-split-clusters shares a tile block among num_cta_in_cga CTAs of a
// cluster. A GEMM's product is split along N: B and the accumulator by
// columns (views with tiles half as wide, at index j * 2 + rank), A whole.
// Where N cannot be split (a row softmax reduces along it) the split goes
// along M. Kernels it cannot split keep their shapes: an atomic (two CTAs
// would add twice), no hint, a hint of 1, no product, and chips without
// clusters (sm_80).
// RUN: tile-opt %s --split-input-file --tile-split-clusters=chip=sm_90a | FileCheck %s
// RUN: tile-opt %s --split-input-file --tile-split-clusters=chip=sm_80 | FileCheck %s --check-prefix=AMPERE

!pa = !cuda_tile.partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
!pb = !cuda_tile.partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
!pc = !cuda_tile.partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>
// CHECK-LABEL: entry @gemm_n
// CHECK: %[[RANK:.*]] = tile_simt.cluster_rank : !cuda_tile.tile<i32>
// CHECK: %[[BID:.*]], %{{.*}}, %{{.*}} = get_tile_block_id
// CHECK: %[[PB:.*]] = make_partition_view %{{.*}} : partition_view<tile=(32x64), padding_value = zero
// CHECK: %[[PC:.*]] = make_partition_view %{{.*}} : partition_view<tile=(64x64), tensor_view
// CHECK: %[[ACC:.*]] = constant <f32: 0.000000e+00> : tile<64x64xf32>
// CHECK: for %[[K:.*]] in {{.*}} iter_values(%[[C:.*]] = %[[ACC]]) -> (tile<64x64xf32>)
// CHECK: load_view_tko weak %{{.*}}[%[[BID]], %[[K]]] {{.*}} -> tile<64x32xf16>
// CHECK: %[[J:.*]] = muli %{{.*}}, %{{.*}} : tile<i32>
// CHECK: %[[JR:.*]] = addi %[[J]], %[[RANK]] : tile<i32>
// CHECK: load_view_tko weak %[[PB]][%[[K]], %[[JR]]] {{.*}} -> tile<32x64xf16>
// CHECK: mmaf %{{.*}}, %{{.*}}, %[[C]] : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
// CHECK: store_view_tko weak %{{.*}}, %[[PC]][%[[BID]], %{{.*}}] : tile<64x64xf32>
// CHECK: } attributes {tile_simt.cluster_split = 2 : i32}
// AMPERE-LABEL: entry @gemm_n
// AMPERE-NOT: cluster_rank
// AMPERE: tile<64x128xf32>
// AMPERE-NOT: cluster_split
cuda_tile.module @m {
  entry @gemm_n(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) optimization_hints=<default = {num_cta_in_cga = 2}> {
    %va = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %vb = make_tensor_view %b, shape = [%k, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %vc = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %pa = make_partition_view %va : !pa
    %pb = make_partition_view %vb : !pb
    %pc = make_partition_view %vc : !pc
    %zero = constant <f32: 0.0> : tile<64x128xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %kt = constant <i32: 8> : tile<i32>
    %acc = for %kk in (%c0 to %kt, step %c1) : tile<i32> iter_values(%s = %zero) -> (tile<64x128xf32>) {
      %x, %t0 = load_view_tko weak %pa[%bx, %kk] : !pa, tile<i32> -> tile<64x32xf16>, token
      %y, %t1 = load_view_tko weak %pb[%kk, %by] : !pb, tile<i32> -> tile<32x128xf16>, token
      %p = mmaf %x, %y, %s : tile<64x32xf16>, tile<32x128xf16>, tile<64x128xf32>
      continue %p : tile<64x128xf32>
    }
    %t2 = store_view_tko weak %acc, %pc[%bx, %by] : tile<64x128xf32>, !pc, tile<i32> -> token
    return
  }
}

// -----

// Softmax along the rows of S = Q K^T reduces N, so the split goes along M:
// Q and S by rows, K whole; the row max keeps its split on the rows.
!pq = !cuda_tile.partition_view<tile=(128x64), tensor_view<?x64xf16, strides=[64,1]>>
!pk = !cuda_tile.partition_view<tile=(64x64), tensor_view<64x?xf16, strides=[?,1]>>
!po = !cuda_tile.partition_view<tile=(128x1), tensor_view<?x1xf32, strides=[1,1]>>
// CHECK-LABEL: entry @rows_m
// CHECK: make_partition_view %{{.*}} : partition_view<tile=(64x64), tensor_view<?x64xf16
// CHECK: load_view_tko {{.*}} -> tile<64x64xf16>
// CHECK: load_view_tko {{.*}} -> tile<64x64xf16>
// CHECK: mmaf {{.*}} : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
// CHECK: reduce {{.*}} dim=1 {{.*}} : tile<64x64xf32> -> tile<64xf32>
// CHECK: reshape {{.*}} : tile<64xf32> -> tile<64x1xf32>
// CHECK: store_view_tko {{.*}} : tile<64x1xf32>
// CHECK: } attributes {tile_simt.cluster_split = 2 : i32}
cuda_tile.module @m {
  entry @rows_m(%q: tile<ptr<f16>>, %k: tile<ptr<f16>>, %o: tile<ptr<f32>>, %l: tile<i32>) optimization_hints=<default = {num_cta_in_cga = 2}> {
    %vq = make_tensor_view %q, shape = [%l, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf16, strides=[64,1]>
    %vk = make_tensor_view %k, shape = [64, %l], strides = [%l, 1] : tile<i32> -> tensor_view<64x?xf16, strides=[?,1]>
    %vo = make_tensor_view %o, shape = [%l, 1], strides = [1, 1] : tile<i32> -> tensor_view<?x1xf32, strides=[1,1]>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %pq = make_partition_view %vq : !pq
    %pk = make_partition_view %vk : !pk
    %po = make_partition_view %vo : !po
    %x, %t0 = load_view_tko weak %pq[%bx, %c0] : !pq, tile<i32> -> tile<128x64xf16>, token
    %y, %t1 = load_view_tko weak %pk[%c0, %c0] : !pk, tile<i32> -> tile<64x64xf16>, token
    %zero = constant <f32: 0.0> : tile<128x64xf32>
    %s = mmaf %x, %y, %zero : tile<128x64xf16>, tile<64x64xf16>, tile<128x64xf32>
    %mx = reduce %s dim=1 identities=[0xFF800000 : f32] : tile<128x64xf32> -> tile<128xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %r = maxf %e, %a : tile<f32>
      yield %r : tile<f32>
    }
    %mr = reshape %mx : tile<128xf32> -> tile<128x1xf32>
    %t2 = store_view_tko weak %mr, %po[%bx, %c0] : tile<128x1xf32>, !po, tile<i32> -> token
    return
  }
}

// -----

// An atomic would run once per CTA: the kernel stays whole.
!pa = !cuda_tile.partition_view<tile=(64x32), tensor_view<?x32xf16, strides=[32,1]>>
!pb = !cuda_tile.partition_view<tile=(32x64), tensor_view<32x64xf16, strides=[64,1]>>
!pc = !cuda_tile.partition_view<tile=(64x64), tensor_view<?x64xf32, strides=[64,1]>>
// CHECK-LABEL: entry @atomic_stays
// CHECK-NOT: cluster_rank
// CHECK: mmaf {{.*}} tile<64x64xf32>
// CHECK-NOT: cluster_split
cuda_tile.module @m {
  entry @atomic_stays(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f32>>, %m: tile<i32>) optimization_hints=<default = {num_cta_in_cga = 2}> {
    %va = make_tensor_view %a, shape = [%m, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xf16, strides=[32,1]>
    %vb = make_tensor_view %b, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xf16, strides=[64,1]>
    %vc = make_tensor_view %c, shape = [%m, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %pa = make_partition_view %va : !pa
    %pb = make_partition_view %vb : !pb
    %pc = make_partition_view %vc : !pc
    %x, %t0 = load_view_tko weak %pa[%bx, %c0] : !pa, tile<i32> -> tile<64x32xf16>, token
    %y, %t1 = load_view_tko weak %pb[%c0, %c0] : !pb, tile<i32> -> tile<32x64xf16>, token
    %zero = constant <f32: 0.0> : tile<64x64xf32>
    %p = mmaf %x, %y, %zero : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
    %t2 = atomic_red_view_tko relaxed device %pc[%bx, %c0], addf, %p : tile<64x64xf32>, !pc, tile<i32> -> token
    return
  }
}

// -----

// Transposed operands: B = permute(Bt) is split along its columns, so Bt
// along its rows (the split moves with its dim).
!pa = !cuda_tile.partition_view<tile=(64x32), tensor_view<?x32xf16, strides=[32,1]>>
!pbt = !cuda_tile.partition_view<tile=(128x32), tensor_view<128x32xf16, strides=[32,1]>>
!pc = !cuda_tile.partition_view<tile=(64x128), tensor_view<?x128xf32, strides=[128,1]>>
// CHECK-LABEL: entry @transposed_b
// CHECK: make_partition_view %{{.*}} : partition_view<tile=(64x32), tensor_view<128x32xf16
// CHECK: load_view_tko {{.*}} -> tile<64x32xf16>
// CHECK: permute %{{.*}} [1, 0] : tile<64x32xf16> -> tile<32x64xf16>
// CHECK: mmaf {{.*}} : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
// CHECK: } attributes {tile_simt.cluster_split = 2 : i32}
cuda_tile.module @m {
  entry @transposed_b(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f32>>, %m: tile<i32>) optimization_hints=<default = {num_cta_in_cga = 2}> {
    %va = make_tensor_view %a, shape = [%m, 32], strides = [32, 1] : tile<i32> -> tensor_view<?x32xf16, strides=[32,1]>
    %vb = make_tensor_view %b, shape = [128, 32], strides = [32, 1] : tensor_view<128x32xf16, strides=[32,1]>
    %vc = make_tensor_view %c, shape = [%m, 128], strides = [128, 1] : tile<i32> -> tensor_view<?x128xf32, strides=[128,1]>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %pa = make_partition_view %va : !pa
    %pb = make_partition_view %vb : !pbt
    %pc = make_partition_view %vc : !pc
    %x, %t0 = load_view_tko weak %pa[%bx, %c0] : !pa, tile<i32> -> tile<64x32xf16>, token
    %yt, %t1 = load_view_tko weak %pb[%c0, %c0] : !pbt, tile<i32> -> tile<128x32xf16>, token
    %y = permute %yt [1, 0] : tile<128x32xf16> -> tile<32x128xf16>
    %zero = constant <f32: 0.0> : tile<64x128xf32>
    %p = mmaf %x, %y, %zero : tile<64x32xf16>, tile<32x128xf16>, tile<64x128xf32>
    %t2 = store_view_tko weak %p, %pc[%bx, %c0] : tile<64x128xf32>, !pc, tile<i32> -> token
    return
  }
}

// -----

// A hint of 1, and no hint: nothing to share.
!pa = !cuda_tile.partition_view<tile=(64x32), tensor_view<64x32xf16, strides=[32,1]>>
!pb = !cuda_tile.partition_view<tile=(32x64), tensor_view<32x64xf16, strides=[64,1]>>
!pc = !cuda_tile.partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
// CHECK-LABEL: entry @one
// CHECK-NOT: cluster_rank
// CHECK: mmaf {{.*}} tile<64x64xf32>
// CHECK-NOT: cluster_split
// CHECK-LABEL: entry @none
// CHECK-NOT: cluster_rank
// CHECK: mmaf {{.*}} tile<64x64xf32>
// CHECK-NOT: cluster_split
cuda_tile.module @m {
  entry @one(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f32>>) optimization_hints=<default = {num_cta_in_cga = 1}> {
    %va = make_tensor_view %a, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf16, strides=[32,1]>
    %vb = make_tensor_view %b, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xf16, strides=[64,1]>
    %vc = make_tensor_view %c, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %c0 = constant <i32: 0> : tile<i32>
    %pa = make_partition_view %va : !pa
    %pb = make_partition_view %vb : !pb
    %pc = make_partition_view %vc : !pc
    %x, %t0 = load_view_tko weak %pa[%c0, %c0] : !pa, tile<i32> -> tile<64x32xf16>, token
    %y, %t1 = load_view_tko weak %pb[%c0, %c0] : !pb, tile<i32> -> tile<32x64xf16>, token
    %zero = constant <f32: 0.0> : tile<64x64xf32>
    %p = mmaf %x, %y, %zero : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
    %t2 = store_view_tko weak %p, %pc[%c0, %c0] : tile<64x64xf32>, !pc, tile<i32> -> token
    return
  }
  entry @none(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f32>>) {
    %va = make_tensor_view %a, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf16, strides=[32,1]>
    %vb = make_tensor_view %b, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xf16, strides=[64,1]>
    %vc = make_tensor_view %c, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %c0 = constant <i32: 0> : tile<i32>
    %pa = make_partition_view %va : !pa
    %pb = make_partition_view %vb : !pb
    %pc = make_partition_view %vc : !pc
    %x, %t0 = load_view_tko weak %pa[%c0, %c0] : !pa, tile<i32> -> tile<64x32xf16>, token
    %y, %t1 = load_view_tko weak %pb[%c0, %c0] : !pb, tile<i32> -> tile<32x64xf16>, token
    %zero = constant <f32: 0.0> : tile<64x64xf32>
    %p = mmaf %x, %y, %zero : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
    %t2 = store_view_tko weak %p, %pc[%c0, %c0] : tile<64x64xf32>, !pc, tile<i32> -> token
    return
  }
}
