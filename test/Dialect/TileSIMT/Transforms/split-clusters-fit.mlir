// tile-split-clusters with `fit` = 2 (the compile search's split-spilling
// remedy) splits an entry whose num_cta_in_cga hint asks for one CTA, or
// which has none, over two CTAs all the same. An attention-like block with
// a causal mask: S = Q K^T is reduced along N, so the split goes along M,
// and the mask's row numbers (an iota of the block's 128 rows) become each
// CTA's own: iota(64) + rank * 64. Without `fit` the hint of one stands.
// RUN: tile-opt %s --split-input-file --tile-split-clusters="chip=sm_90a fit=2" | FileCheck %s
// RUN: tile-opt %s --split-input-file --tile-split-clusters=chip=sm_90a | FileCheck %s --check-prefix=OFF

!pq = !cuda_tile.partition_view<tile=(128x64), tensor_view<?x64xf16, strides=[64,1]>>
!pk = !cuda_tile.partition_view<tile=(64x64), tensor_view<64x?xf16, strides=[?,1]>>
!po = !cuda_tile.partition_view<tile=(128x1), tensor_view<?x1xf32, strides=[1,1]>>
// CHECK-LABEL: entry @causal_rows
// CHECK: %[[RANK:.*]] = tile_simt.cluster_rank : !cuda_tile.tile<i32>
// CHECK: %[[IOTA:.*]] = iota : tile<64xi32>
// CHECK-NEXT: %[[N:.*]] = constant <i32: 64> : tile<i32>
// CHECK-NEXT: %[[START:.*]] = muli %[[RANK]], %[[N]] : tile<i32>
// CHECK-NEXT: %[[ONE:.*]] = reshape %[[START]] : tile<i32> -> tile<1xi32>
// CHECK-NEXT: %[[STARTS:.*]] = broadcast %[[ONE]] : tile<1xi32> -> tile<64xi32>
// CHECK-NEXT: %[[ROWS:.*]] = addi %[[IOTA]], %[[STARTS]] : tile<64xi32>
// CHECK: reshape %[[ROWS]] : tile<64xi32> -> tile<64x1xi32>
// CHECK: cmpi greater_than_or_equal {{.*}} : tile<64x64xi32> -> tile<64x64xi1>
// CHECK: mmaf {{.*}} : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
// CHECK: store_view_tko {{.*}} : tile<64x1xf32>
// CHECK: } attributes {tile_simt.cluster_split = 2 : i32}
// OFF-LABEL: entry @causal_rows
// OFF-NOT: cluster_rank
// OFF: iota : tile<128xi32>
// OFF-NOT: cluster_split
cuda_tile.module @m {
  entry @causal_rows(%q: tile<ptr<f16>>, %k: tile<ptr<f16>>, %o: tile<ptr<f32>>, %l: tile<i32>) optimization_hints=<default = {num_cta_in_cga = 1}> {
    %vq = make_tensor_view %q, shape = [%l, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf16, strides=[64,1]>
    %vk = make_tensor_view %k, shape = [64, %l], strides = [%l, 1] : tile<i32> -> tensor_view<64x?xf16, strides=[?,1]>
    %vo = make_tensor_view %o, shape = [%l, 1], strides = [1, 1] : tile<i32> -> tensor_view<?x1xf32, strides=[1,1]>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %pq = make_partition_view %vq : !pq
    %pk = make_partition_view %vk : !pk
    %po = make_partition_view %vo : !po
    %rows = iota : tile<128xi32>
    %rows2 = reshape %rows : tile<128xi32> -> tile<128x1xi32>
    %rowsb = broadcast %rows2 : tile<128x1xi32> -> tile<128x64xi32>
    %cols = iota : tile<64xi32>
    %cols2 = reshape %cols : tile<64xi32> -> tile<1x64xi32>
    %colsb = broadcast %cols2 : tile<1x64xi32> -> tile<128x64xi32>
    %keep = cmpi greater_than_or_equal %rowsb, %colsb, signed : tile<128x64xi32> -> tile<128x64xi1>
    %x, %t0 = load_view_tko weak %pq[%bx, %c0] : !pq, tile<i32> -> tile<128x64xf16>, token
    %y, %t1 = load_view_tko weak %pk[%c0, %c0] : !pk, tile<i32> -> tile<64x64xf16>, token
    %zero = constant <f32: 0.0> : tile<128x64xf32>
    %ninf = constant <f32: 0xFF800000> : tile<128x64xf32>
    %s = mmaf %x, %y, %zero : tile<128x64xf16>, tile<64x64xf16>, tile<128x64xf32>
    %sm = select %keep, %s, %ninf : tile<128x64xi1>, tile<128x64xf32>
    %mx = reduce %sm dim=1 identities=[0xFF800000 : f32] : tile<128x64xf32> -> tile<128xf32>
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

// An iota of 16-bit positions stays whole (the rank is not narrowed to
// them): the kernel is not split.
!pq = !cuda_tile.partition_view<tile=(128x64), tensor_view<?x64xf16, strides=[64,1]>>
!pk = !cuda_tile.partition_view<tile=(64x64), tensor_view<64x?xf16, strides=[?,1]>>
!po = !cuda_tile.partition_view<tile=(128x1), tensor_view<?x1xf32, strides=[1,1]>>
// CHECK-LABEL: entry @narrow_iota
// CHECK-NOT: cluster_rank
// CHECK: iota : tile<128xi16>
// CHECK-NOT: cluster_split
cuda_tile.module @m {
  entry @narrow_iota(%q: tile<ptr<f16>>, %k: tile<ptr<f16>>, %o: tile<ptr<f32>>, %l: tile<i32>) {
    %vq = make_tensor_view %q, shape = [%l, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf16, strides=[64,1]>
    %vk = make_tensor_view %k, shape = [64, %l], strides = [%l, 1] : tile<i32> -> tensor_view<64x?xf16, strides=[?,1]>
    %vo = make_tensor_view %o, shape = [%l, 1], strides = [1, 1] : tile<i32> -> tensor_view<?x1xf32, strides=[1,1]>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %pq = make_partition_view %vq : !pq
    %pk = make_partition_view %vk : !pk
    %po = make_partition_view %vo : !po
    %rows = iota : tile<128xi16>
    %rows2 = reshape %rows : tile<128xi16> -> tile<128x1xi16>
    %rowsb = broadcast %rows2 : tile<128x1xi16> -> tile<128x64xi16>
    %lim = constant <i16: 40> : tile<128x64xi16>
    %keep = cmpi greater_than_or_equal %rowsb, %lim, signed : tile<128x64xi16> -> tile<128x64xi1>
    %x, %t0 = load_view_tko weak %pq[%bx, %c0] : !pq, tile<i32> -> tile<128x64xf16>, token
    %y, %t1 = load_view_tko weak %pk[%c0, %c0] : !pk, tile<i32> -> tile<64x64xf16>, token
    %zero = constant <f32: 0.0> : tile<128x64xf32>
    %ninf = constant <f32: 0xFF800000> : tile<128x64xf32>
    %s = mmaf %x, %y, %zero : tile<128x64xf16>, tile<64x64xf16>, tile<128x64xf32>
    %sm = select %keep, %s, %ninf : tile<128x64xi1>, tile<128x64xf32>
    %mx = reduce %sm dim=1 identities=[0xFF800000 : f32] : tile<128x64xf32> -> tile<128xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %r = maxf %e, %a : tile<f32>
      yield %r : tile<f32>
    }
    %mr = reshape %mx : tile<128xf32> -> tile<128x1xf32>
    %t2 = store_view_tko weak %mr, %po[%bx, %c0] : tile<128x1xf32>, !po, tile<i32> -> token
    return
  }
}
