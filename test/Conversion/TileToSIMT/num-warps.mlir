// RUN: tile-opt %s --split-input-file -convert-tile-to-simt | FileCheck %s
// RUN: tile-opt %s --split-input-file -convert-tile-to-simt="num-warps=2" | FileCheck %s --check-prefix=USER
// RUN: tile-opt %s --split-input-file -convert-tile-to-simt="chip=sm_80" | FileCheck %s --check-prefix=SM80

// Without --num-warps the warps come from the entry's
// num_worker_warps_per_cta hint for the chip (sm_90 here, the `default`
// entry elsewhere); --num-warps overrides it.
// CHECK-LABEL: gpu.func @hinted
// CHECK-SAME: known_block_size = array<i32: 256, 1, 1>
// USER-LABEL: gpu.func @hinted
// USER-SAME: known_block_size = array<i32: 64, 1, 1>
// SM80-LABEL: gpu.func @hinted
// SM80-SAME: known_block_size = array<i32: 64, 1, 1>
cuda_tile.module @m {
  entry @hinted(%p: tile<ptr<f32>>) optimization_hints=<sm_90 = {num_worker_warps_per_cta = 8}, default = {num_worker_warps_per_cta = 2}> {
    %v = make_tensor_view %p, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %pv = make_partition_view %v : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %t2 = store_view_tko weak %x, %pv[%c0] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

// No hint: 4 warps, doubled while the largest tile would give a thread more
// than 64 elements (16384 elements: 8 warps, 64 each).
// CHECK-LABEL: gpu.func @wide_row
// CHECK-SAME: known_block_size = array<i32: 256, 1, 1>
// USER-LABEL: gpu.func @wide_row
// USER-SAME: known_block_size = array<i32: 64, 1, 1>
cuda_tile.module @m2 {
  entry @wide_row(%p: tile<ptr<bf16>>) {
    %v = make_tensor_view %p, shape = [16384], strides = [1] : tensor_view<16384xbf16, strides=[1]>
    %pv = make_partition_view %v : partition_view<tile=(16384), tensor_view<16384xbf16, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(16384), tensor_view<16384xbf16, strides=[1]>>, tile<i32> -> tile<16384xbf16>, token
    %t2 = store_view_tko weak %x, %pv[%c0] : tile<16384xbf16>, partition_view<tile=(16384), tensor_view<16384xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

// CHECK-LABEL: gpu.func @narrow
// CHECK-SAME: known_block_size = array<i32: 128, 1, 1>
cuda_tile.module @m3 {
  entry @narrow(%p: tile<ptr<f32>>) {
    %v = make_tensor_view %p, shape = [8192], strides = [1] : tensor_view<8192xf32, strides=[1]>
    %pv = make_partition_view %v : partition_view<tile=(8192), tensor_view<8192xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(8192), tensor_view<8192xf32, strides=[1]>>, tile<i32> -> tile<8192xf32>, token
    %t2 = store_view_tko weak %x, %pv[%c0] : tile<8192xf32>, partition_view<tile=(8192), tensor_view<8192xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

// A hint out of its range is kept but not obeyed, as NVIDIA's compiler does:
// the chip's own invalid entry (9 warps) hides `default`, and the choice is
// the compiler's (4 warps for 1024 elements).
// CHECK-LABEL: gpu.func @invalid_hint
// CHECK-SAME: known_block_size = array<i32: 128, 1, 1>
// SM80-LABEL: gpu.func @invalid_hint
// SM80-SAME: known_block_size = array<i32: 64, 1, 1>
cuda_tile.module @m4 {
  entry @invalid_hint(%p: tile<ptr<f32>>) optimization_hints=<sm_90 = {num_worker_warps_per_cta = 9}, default = {num_worker_warps_per_cta = 2}> {
    %v = make_tensor_view %p, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %pv = make_partition_view %v : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %t2 = store_view_tko weak %x, %pv[%c0] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
