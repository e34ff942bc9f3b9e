// RUN: tile-opt %s --convert-tile-to-simt="num-warps=4" --canonicalize --cse --tile-simt-remove-layout-conversions | FileCheck %s

// A causal mask applied to the scores in one branch of an if (TileGym's
// attention kernels mask only the diagonal tiles): the if's result takes
// the accumulator layout both branches yield in, as the select would have
// without the if, so the masked scores are reduced where the product left
// them instead of going through shared memory into the default layout.
!pv = !cuda_tile.partition_view<tile=(64x64), tensor_view<64x64xf16, strides=[64,1]>>
!ov = !cuda_tile.partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
cuda_tile.module @m {
  // CHECK-LABEL: gpu.func @masked_row_max
  // CHECK: %[[S:.*]] = tile_simt.mma {{.*}} -> tensor<64x64xf32, #[[ACC:tile_simt.blocked<sizePerThread = \[1, 2\], threadsPerWarp = \[8, 4\], warpsPerCTA = \[[0-9], [0-9]\], order = \[1, 0\]>]]>
  // CHECK-NOT: tile_simt.convert_layout
  // CHECK: %[[M:.*]] = scf.if %{{.*}} -> (tensor<64x64xf32, #[[ACC]]>)
  // CHECK: arith.select %{{.*}}, %[[S]], %{{.*}} : tensor<64x64xi1, #[[ACC]]>
  // CHECK: } else {
  // CHECK-NEXT: scf.yield %[[S]]
  // CHECK-NOT: tile_simt.convert_layout
  // CHECK: tile_simt.reduce %[[M]] axis = 1 : tensor<64x64xf32, #[[ACC]]>
  entry @masked_row_max(%q: tile<ptr<f16>>, %k: tile<ptr<f16>>, %o: tile<ptr<f32>>, %diag: tile<i1>) {
    %qv = make_tensor_view %q, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf16, strides=[64,1]>
    %kv = make_tensor_view %k, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf16, strides=[64,1]>
    %ov = make_tensor_view %o, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %qp = make_partition_view %qv : !pv
    %kp = make_partition_view %kv : !pv
    %op = make_partition_view %ov : !ov
    %c0 = constant <i32: 0> : tile<i32>
    %a, %t0 = load_view_tko weak %qp[%c0, %c0] : !pv, tile<i32> -> tile<64x64xf16>, token
    %b, %t1 = load_view_tko weak %kp[%c0, %c0] : !pv, tile<i32> -> tile<64x64xf16>, token
    %zero = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %s = mmaf %a, %b, %zero : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
    %m = if %diag -> (tile<64x64xf32>) {
      %i = iota : tile<64xi32>
      %r = reshape %i : tile<64xi32> -> tile<64x1xi32>
      %c = reshape %i : tile<64xi32> -> tile<1x64xi32>
      %rb = broadcast %r : tile<64x1xi32> -> tile<64x64xi32>
      %cb = broadcast %c : tile<1x64xi32> -> tile<64x64xi32>
      %keep = cmpi greater_than_or_equal %rb, %cb, signed : tile<64x64xi32> -> tile<64x64xi1>
      %ninf = constant <f32: -1.000000e+09> : tile<64x64xf32>
      %sel = select %keep, %s, %ninf : tile<64x64xi1>, tile<64x64xf32>
      yield %sel : tile<64x64xf32>
    } else {
      yield %s : tile<64x64xf32>
    }
    %mx = reduce %m dim=1 identities=[0xFF800000 : f32] : tile<64x64xf32> -> tile<64xf32>
    (%x: tile<f32>, %y: tile<f32>) {
      %z = maxf %x, %y : tile<f32>
      yield %z : tile<f32>
    }
    %t2 = store_view_tko weak %mx, %op[%c0] : tile<64xf32>, !ov, tile<i32> -> token
    return
  }
}
