// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s

// A 16-element vector's layout spreads it over all 128 threads (each holds
// 4 elements, 8 copies). Broadcast over 16x4x128 in that layout gave every
// thread 2048 registers and took 80 s to compile (TileGym's split-K reduce);
// the operand is converted to the result's default layout instead.
// CHECK-LABEL: gpu.func @wide
// CHECK: tile_simt.convert_layout %{{.*}} : tensor<16x1x1xi1, #tile_simt.blocked<sizePerThread = [4, 1, 1], threadsPerWarp = [32, 1, 1], warpsPerCTA = [4, 1, 1]{{.*}}> -> tensor<16x1x1xi1, #[[D:tile_simt.blocked<sizePerThread = \[1, 1, 16\], threadsPerWarp = \[1, 4, 8\], warpsPerCTA = \[4, 1, 1\], order = \[2, 1, 0\]>]]>
// CHECK: tile_simt.broadcast %{{.*}} -> tensor<16x4x128xi1, #[[D]]>
cuda_tile.module @m {
  entry @wide(%p: tile<ptr<bf16>>, %n: tile<i32>) {
    %v = make_tensor_view %p, shape = [16, 4, 128], strides = [512, 128, 1] : tensor_view<16x4x128xbf16, strides=[512,128,1]>
    %pv = make_partition_view %v : partition_view<tile=(16x4x128), tensor_view<16x4x128xbf16, strides=[512,128,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c0, %c0, %c0] : partition_view<tile=(16x4x128), tensor_view<16x4x128xbf16, strides=[512,128,1]>>, tile<i32> -> tile<16x4x128xbf16>, token
    %i = iota : tile<16xi32>
    %nr = reshape %n : tile<i32> -> tile<1xi32>
    %nb = broadcast %nr : tile<1xi32> -> tile<16xi32>
    %m = cmpi less_than %i, %nb, signed : tile<16xi32> -> tile<16xi1>
    %m3 = reshape %m : tile<16xi1> -> tile<16x1x1xi1>
    %mb = broadcast %m3 : tile<16x1x1xi1> -> tile<16x4x128xi1>
    %z = constant <bf16: 0.0> : tile<16x4x128xbf16>
    %s = select %mb, %x, %z : tile<16x4x128xi1>, tile<16x4x128xbf16>
    %t2 = store_view_tko weak %s, %pv[%c0, %c0, %c0] : tile<16x4x128xbf16>, partition_view<tile=(16x4x128), tensor_view<16x4x128xbf16, strides=[512,128,1]>>, tile<i32> -> token
    return
  }
}
