// RUN: tile-opt %s --split-input-file -convert-tile-to-simt | FileCheck %s

// The default layout keeps every warp on distinct elements: a 1024-element
// bf16 row over 8 warps (256 threads) takes 4 elements (8 bytes) a thread,
// not 8 (16 bytes), which would cover 2048 elements and make half the warps
// load and compute what the other half does.
// CHECK-LABEL: gpu.func @row_8_warps
// CHECK-SAME: known_block_size = array<i32: 256, 1, 1>
// CHECK: tensor<1024xbf16, #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]>>
cuda_tile.module @m {
  entry @row_8_warps(%p: tile<ptr<bf16>>) optimization_hints=<sm_90 = {num_worker_warps_per_cta = 8}> {
    %v = make_tensor_view %p, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %pv = make_partition_view %v : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %t2 = store_view_tko weak %x, %pv[%c0] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

// With 4 warps the same row keeps its 16-byte vectors (8 a thread).
// CHECK-LABEL: gpu.func @row_4_warps
// CHECK-SAME: known_block_size = array<i32: 128, 1, 1>
// CHECK: tensor<1024xbf16, #tile_simt.blocked<sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>>
cuda_tile.module @m2 {
  entry @row_4_warps(%p: tile<ptr<bf16>>) optimization_hints=<sm_90 = {num_worker_warps_per_cta = 4}> {
    %v = make_tensor_view %p, shape = [1024], strides = [1] : tensor_view<1024xbf16, strides=[1]>
    %pv = make_partition_view %v : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %t2 = store_view_tko weak %x, %pv[%c0] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<1024xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

// A tile smaller than the block repeats whatever the vector: it keeps 16
// bytes a thread (64 bf16 over 4 warps: 8 lanes hold it, the rest repeat).
// CHECK-LABEL: gpu.func @small_tile
// CHECK: tensor<64xbf16, #tile_simt.blocked<sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>>
cuda_tile.module @m3 {
  entry @small_tile(%p: tile<ptr<bf16>>) optimization_hints=<sm_90 = {num_worker_warps_per_cta = 4}> {
    %v = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xbf16, strides=[1]>
    %pv = make_partition_view %v : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %t2 = store_view_tko weak %x, %pv[%c0] : tile<64xbf16>, partition_view<tile=(64), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
