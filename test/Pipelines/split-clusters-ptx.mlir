// A GEMM with num_cta_in_cga = 2 on sm_90a is launched in clusters of two
// CTAs, one cluster per tile block (.blocksareclusters, PTX 9.0): the tile
// block id and count come from %clusterid / %nclusterid, each CTA computes
// the 64 x 64 half of the block's 64 x 128 tile at its %cluster_ctaid.x,
// and the manifest says the binary requires the cluster shape while the
// caller's grid still counts tile blocks. split-clusters=0, launch=maxntid
// (which cannot carry .blocksareclusters) and sm_80 keep one CTA per tile
// block.
// RUN: tile-opt %s --tile-to-ptx=chip=sm_90a --tile-emit-ptx="output=%t.ptx manifest=%t.json" -o /dev/null
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: FileCheck %s --input-file=%t.json --check-prefix=MANIFEST
// RUN: tile-opt %s --tile-to-ptx="chip=sm_90a split-clusters=0" --tile-emit-ptx="output=%t.off.ptx manifest=%t.off.json" -o /dev/null
// RUN: FileCheck %s --input-file=%t.off.ptx --check-prefix=OFF
// RUN: FileCheck %s --input-file=%t.off.json --check-prefix=OFF-MANIFEST
// RUN: tile-opt %s --tile-to-ptx="chip=sm_90a launch=maxntid" --tile-emit-ptx="output=%t.max.ptx" -o /dev/null
// RUN: FileCheck %s --input-file=%t.max.ptx --check-prefix=OFF
// RUN: tile-opt %s --tile-to-ptx=chip=sm_80 --tile-emit-ptx="output=%t.80.ptx" -o /dev/null
// RUN: FileCheck %s --input-file=%t.80.ptx --check-prefix=OFF

// CHECK: .version 9.0
// CHECK-LABEL: .entry gemm
// CHECK: .reqntid
// CHECK: .reqnctapercluster 2, 1, 1
// CHECK: .blocksareclusters
// CHECK-DAG: %clusterid.x
// CHECK-DAG: %cluster_ctaid.x
// MANIFEST: "blocks_are_clusters": true,
// MANIFEST: "cluster": [
// MANIFEST-NEXT: 2,
// MANIFEST-NEXT: 1,
// MANIFEST-NEXT: 1
// MANIFEST: "num_cta_in_cga": 2,
// OFF-NOT: .version 9.0
// OFF-LABEL: .entry gemm
// OFF-NOT: .blocksareclusters
// OFF-NOT: %clusterid
// OFF-MANIFEST-NOT: "cluster"
// OFF-MANIFEST: "num_cta_in_cga": 2,
!pa = !cuda_tile.partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
!pb = !cuda_tile.partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
!pc = !cuda_tile.partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>
cuda_tile.module @m {
  entry @gemm(%a0: tile<ptr<f16>>, %b0: tile<ptr<f16>>, %c0: tile<ptr<f32>>, %m: tile<i32>, %n0: tile<i32>, %k0: tile<i32>) optimization_hints=<default = {num_cta_in_cga = 2}> {
    %a = assume div_by<16>, %a0 : tile<ptr<f16>>
    %b = assume div_by<16>, %b0 : tile<ptr<f16>>
    %c = assume div_by<16>, %c0 : tile<ptr<f32>>
    %n = assume div_by<16>, %n0 : tile<i32>
    %k = assume div_by<16>, %k0 : tile<i32>
    %va = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %vb = make_tensor_view %b, shape = [%k, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %vc = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %pa = make_partition_view %va : !pa
    %pb = make_partition_view %vb : !pb
    %pc = make_partition_view %vc : !pc
    %zero = constant <f32: 0.0> : tile<64x128xf32>
    %i0 = constant <i32: 0> : tile<i32>
    %i1 = constant <i32: 1> : tile<i32>
    %i32 = constant <i32: 32> : tile<i32>
    %kt = divi %k, %i32 signed rounding<positive_inf> : tile<i32>
    %acc = for %kk in (%i0 to %kt, step %i1) : tile<i32> iter_values(%s = %zero) -> (tile<64x128xf32>) {
      %x, %t0 = load_view_tko weak %pa[%bx, %kk] : !pa, tile<i32> -> tile<64x32xf16>, token
      %y, %t1 = load_view_tko weak %pb[%kk, %by] : !pb, tile<i32> -> tile<32x128xf16>, token
      %p = mmaf %x, %y, %s : tile<64x32xf16>, tile<32x128xf16>, tile<64x128xf32>
      continue %p : tile<64x128xf32>
    }
    %t2 = store_view_tko weak %acc, %pc[%bx, %by] : tile<64x128xf32>, !pc, tile<i32> -> token
    return
  }
}
