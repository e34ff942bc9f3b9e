// f32 -> fp8 -> f32 through memory (used by f8-*.mlir).
cuda_tile.module @m {
  entry @e4m3(%x: tile<ptr<f32>>, %q: tile<ptr<f8E4M3FN>>, %y: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %xv = make_tensor_view %x, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %qv = make_tensor_view %q, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %qp = make_partition_view %qv : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %t, %tok = load_view_tko weak %xp[%c0] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %f8 = ftof %t : tile<256xf32> -> tile<256xf8E4M3FN>
    %tok2 = store_view_tko weak %f8, %qp[%c0] : tile<256xf8E4M3FN>, partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    %r, %tok3 = load_view_tko weak %qp[%c0] token = %tok2 : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %back = ftof %r : tile<256xf8E4M3FN> -> tile<256xf32>
    %tok4 = store_view_tko weak %back, %xp[%c0] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @e5m2(%x: tile<ptr<f32>>, %q: tile<ptr<f8E5M2>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %xv = make_tensor_view %x, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %qv = make_tensor_view %q, shape = [256], strides = [1] : tensor_view<256xf8E5M2, strides=[1]>
    %qp = make_partition_view %qv : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>
    %t, %tok = load_view_tko weak %xp[%c0] : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %f8 = ftof %t : tile<256xf32> -> tile<256xf8E5M2>
    %tok2 = store_view_tko weak %f8, %qp[%c0] : tile<256xf8E5M2>, partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> token
    %r, %tok3 = load_view_tko weak %qp[%c0] token = %tok2 : partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>>, tile<i32> -> tile<256xf8E5M2>, token
    %back = ftof %r : tile<256xf8E5M2> -> tile<256xf32>
    %tok4 = store_view_tko weak %back, %xp[%c0] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
