// GPU-test kernel: y = e2m1(x): each f32 rounds to the nearest e2m1 (ties
// to even, +-6 at most) and widens back to f32.
// ABI: y, x, n. Grid: (ceil(n / 1024), 1, 1).
cuda_tile.module @tests {
  entry @e2m1_round_f32(%y: tile<ptr<f32>>, %x: tile<ptr<f32>>, %n: tile<i32>) {
    %nn = assume bounded<0, ?>, %n : tile<i32>
    %xv = make_tensor_view %x, shape = [%nn], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %yv = make_tensor_view %y, shape = [%nn], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %yp = make_partition_view %yv : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %t, %tok = load_view_tko weak %xp[%bx] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %q = ftof %t : tile<1024xf32> -> tile<1024xf4E2M1FN>
    %r = ftof %q : tile<1024xf4E2M1FN> -> tile<1024xf32>
    %tok2 = store_view_tko weak %r, %yp[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
