// A kernel split over a cluster reads its tile block from %clusterid and
// its slice from %cluster_ctaid; launched without clusters every CTA would
// compute slice 0. Without .reqntid there is no .blocksareclusters, so
// tile-set-launch-convention refuses launch=maxntid for such a kernel
// (tile-to-ptx itself does not split under maxntid).
// RUN: tile-opt %s --tile-split-clusters=chip=sm_90 --tile-to-ptx="chip=sm_90 launch=maxntid" -verify-diagnostics -o /dev/null
!pa = !cuda_tile.partition_view<tile=(64x32), tensor_view<64x32xf16, strides=[32,1]>>
!pb = !cuda_tile.partition_view<tile=(32x64), tensor_view<32x64xf16, strides=[64,1]>>
!pc = !cuda_tile.partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
cuda_tile.module @m {
  // expected-error @+1 {{a kernel split over a cluster (tile-split-clusters) needs launch=reqntid}}
  entry @gemm(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f32>>) optimization_hints=<default = {num_cta_in_cga = 2}> {
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
