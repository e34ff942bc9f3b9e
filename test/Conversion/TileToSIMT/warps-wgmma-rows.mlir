// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(convert-tile-to-simt{chip=sm_90a})' | FileCheck %s
// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(convert-tile-to-simt{chip=sm_90})' | FileCheck %s --check-prefix=SM90

// The warps of a kernel the user left them to: its largest tile (128 x 128
// here) asks for 8, but on a wgmma chip a block's sole 16-bit product with
// a 64-row accumulator caps them at 4, all along M (one warpgroup's wgmma;
// 8 would split them along N, which only mma.sync takes). sm_90 keeps 8.
// CHECK-LABEL: gpu.func @rows64
// CHECK-SAME: tile_simt.num_warps = 4
// CHECK: tile_simt.mma {{.*}} -> tensor<64x128xf32, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1]
// SM90-LABEL: gpu.func @rows64
// SM90-SAME: tile_simt.num_warps = 8
cuda_tile.module @m {
  entry @rows64(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>) {
    %t0 = make_token : token
    %av = make_tensor_view %a, shape = [64, 128], strides = [128, 1] : tensor_view<64x128xf16, strides=[128,1]>
    %bv = make_tensor_view %b, shape = [128, 128], strides = [128, 1] : tensor_view<128x128xf16, strides=[128,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x128), tensor_view<64x128xf16, strides=[128,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128x128), tensor_view<128x128xf16, strides=[128,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t1 = load_view_tko weak %ap[%c0, %c0] token = %t0 : partition_view<tile=(64x128), tensor_view<64x128xf16, strides=[128,1]>>, tile<i32> -> tile<64x128xf16>, token
    %y, %t2 = load_view_tko weak %bp[%c0, %c0] token = %t0 : partition_view<tile=(128x128), tensor_view<128x128xf16, strides=[128,1]>>, tile<i32> -> tile<128x128xf16>, token
    %z = constant <f32: 0.0> : tile<64x128xf32>
    %p = mmaf %x, %y, %z : tile<64x128xf16>, tile<128x128xf16>, tile<64x128xf32>
    %ph = ftof %p : tile<64x128xf32> -> tile<64x128xf16>
    %t3 = store_view_tko weak %ph, %ap[%c0, %c0] token = %t2 : tile<64x128xf16>, partition_view<tile=(64x128), tensor_view<64x128xf16, strides=[128,1]>>, tile<i32> -> token
    return
  }
}
