// RUN: tile-opt %s --split-input-file -convert-tile-to-simt="spread-reused-rows=1" | FileCheck %s
// RUN: tile-opt %s --split-input-file -convert-tile-to-simt | FileCheck %s --check-prefix=DEFAULT

// A persistent norm's weight row, broadcast before the row loop and applied
// to every 4 x 1024 row tile in it: with warps along the rows (4 x 2) each
// thread would hold 1024 / 64 = 16 of the row for the whole loop; along the
// columns (1 x 8) it holds 4.
// CHECK-LABEL: gpu.func @weights_across_loop
// CHECK: scf.for
// CHECK: arith.mulf {{.*}} : tensor<4x1024xf32, #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 8], order = [1, 0]>>
// DEFAULT-LABEL: gpu.func @weights_across_loop
// DEFAULT: scf.for
// DEFAULT: arith.mulf {{.*}} : tensor<4x1024xf32, #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]>>
cuda_tile.module @m {
  entry @weights_across_loop(%x: tile<ptr<f32>>, %w: tile<ptr<f32>>, %n: tile<i32>) optimization_hints=<sm_90 = {num_worker_warps_per_cta = 8}> {
    %wv = make_tensor_view %w, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %wp = make_partition_view %wv : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %xv = make_tensor_view %x, shape = [64, 1024], strides = [1024, 1] : tensor_view<64x1024xf32, strides=[1024,1]>
    %xp = make_partition_view %xv : partition_view<tile=(4x1024), tensor_view<64x1024xf32, strides=[1024,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %row, %t0 = load_view_tko weak %wp[%c0] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = reshape %row : tile<1024xf32> -> tile<1x1024xf32>
    %wb = broadcast %r : tile<1x1024xf32> -> tile<4x1024xf32>
    for %i in (%c0 to %n, step %c1) : tile<i32> {
      %a, %t1 = load_view_tko weak %xp[%i, %c0] : partition_view<tile=(4x1024), tensor_view<64x1024xf32, strides=[1024,1]>>, tile<i32> -> tile<4x1024xf32>, token
      %y = mulf %a, %wb : tile<4x1024xf32>
      %t2 = store_view_tko weak %y, %xp[%i, %c0] : tile<4x1024xf32>, partition_view<tile=(4x1024), tensor_view<64x1024xf32, strides=[1024,1]>>, tile<i32> -> token
    }
    return
  }
}

// -----

// The same broadcast used only outside a loop holds its registers briefly:
// the default layout stays.
// CHECK-LABEL: gpu.func @weights_no_loop
// CHECK: arith.mulf {{.*}} : tensor<4x1024xf32, #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]>>
cuda_tile.module @m2 {
  entry @weights_no_loop(%x: tile<ptr<f32>>, %w: tile<ptr<f32>>) optimization_hints=<sm_90 = {num_worker_warps_per_cta = 8}> {
    %wv = make_tensor_view %w, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %wp = make_partition_view %wv : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %xv = make_tensor_view %x, shape = [4, 1024], strides = [1024, 1] : tensor_view<4x1024xf32, strides=[1024,1]>
    %xp = make_partition_view %xv : partition_view<tile=(4x1024), tensor_view<4x1024xf32, strides=[1024,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %row, %t0 = load_view_tko weak %wp[%c0] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = reshape %row : tile<1024xf32> -> tile<1x1024xf32>
    %wb = broadcast %r : tile<1x1024xf32> -> tile<4x1024xf32>
    %a, %t1 = load_view_tko weak %xp[%c0, %c0] : partition_view<tile=(4x1024), tensor_view<4x1024xf32, strides=[1024,1]>>, tile<i32> -> tile<4x1024xf32>, token
    %y = mulf %a, %wb : tile<4x1024xf32>
    %t2 = store_view_tko weak %y, %xp[%c0, %c0] : tile<4x1024xf32>, partition_view<tile=(4x1024), tensor_view<4x1024xf32, strides=[1024,1]>>, tile<i32> -> token
    return
  }
}
