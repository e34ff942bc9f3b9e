// Three 128x128 f32 transposes in one kernel: 3 x 66048 = 198144 bytes of
// shared memory if each had its own padded buffer (more than sm_80's 163
// KiB); sharing one swizzled buffer, 65536.
cuda_tile.module @three {
  entry @three_transposes(%y: tile<ptr<f32>>, %x: tile<ptr<f32>>) {
    %xv = make_tensor_view %x, shape = [384, 128], strides = [128, 1] : tensor_view<384x128xf32, strides=[128,1]>
    %yv = make_tensor_view %y, shape = [384, 128], strides = [128, 1] : tensor_view<384x128xf32, strides=[128,1]>
    %xp = make_partition_view %xv : partition_view<tile=(128x128), tensor_view<384x128xf32, strides=[128,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(128x128), tensor_view<384x128xf32, strides=[128,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %a, %t0 = load_view_tko weak %xp[%c0, %c0] : partition_view<tile=(128x128), tensor_view<384x128xf32, strides=[128,1]>>, tile<i32> -> tile<128x128xf32>, token
    %pa = permute %a [1, 0] : tile<128x128xf32> -> tile<128x128xf32>
    %b, %t1 = load_view_tko weak %xp[%c1, %c0] : partition_view<tile=(128x128), tensor_view<384x128xf32, strides=[128,1]>>, tile<i32> -> tile<128x128xf32>, token
    %pb = permute %b [1, 0] : tile<128x128xf32> -> tile<128x128xf32>
    %c, %t2 = load_view_tko weak %xp[%c2, %c0] : partition_view<tile=(128x128), tensor_view<384x128xf32, strides=[128,1]>>, tile<i32> -> tile<128x128xf32>, token
    %pc = permute %c [1, 0] : tile<128x128xf32> -> tile<128x128xf32>
    %t3 = store_view_tko weak %pa, %yp[%c0, %c0] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<384x128xf32, strides=[128,1]>>, tile<i32> -> token
    %t4 = store_view_tko weak %pb, %yp[%c1, %c0] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<384x128xf32, strides=[128,1]>>, tile<i32> -> token
    %t5 = store_view_tko weak %pc, %yp[%c2, %c0] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<384x128xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }
}
