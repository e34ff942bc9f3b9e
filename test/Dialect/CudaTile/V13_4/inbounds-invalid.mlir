// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %v = make_tensor_view %p, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %pv = make_partition_view %v : partition_view<tile=(4x4), tensor_view<64x64xf32, strides=[64,1]>>
    // expected-error @below {{inbounds holds 1 flag(s) but the access has 2 index dimension(s)}}
    %x, %t = load_view_tko weak %pv[%i, %i] inbounds = [true] : partition_view<tile=(4x4), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<4x4xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %v = make_tensor_view %p, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %pv = make_partition_view %v : partition_view<tile=(4x4), tensor_view<64x64xf32, strides=[64,1]>>
    // expected-error @below {{expected true or false, got 'maybe'}}
    %x, %t = load_view_tko weak %pv[%i, %i] inbounds = [true, maybe] : partition_view<tile=(4x4), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<4x4xf32>, token
    return
  }
}
