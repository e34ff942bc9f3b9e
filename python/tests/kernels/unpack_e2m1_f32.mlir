// GPU-test kernel: bytes unpacked to two e2m1 each (low nibble first) and
// widened to f32.
// ABI: y (2n), b (n bytes), n. Grid: (ceil(n / 512), 1, 1).
cuda_tile.module @tests {
  entry @unpack_e2m1_f32(%y: tile<ptr<f32>>, %b: tile<ptr<i8>>, %n: tile<i32>) {
    %nn = assume bounded<0, ?>, %n : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %n2 = muli %nn, %c2 : tile<i32>
    %bv = make_tensor_view %b, shape = [%nn], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %yv = make_tensor_view %y, shape = [%n2], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %bp = make_partition_view %bv : partition_view<tile=(512), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %yp = make_partition_view %yv : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %t, %tok = load_view_tko weak %bp[%bx] : partition_view<tile=(512), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<512xi8>, token
    %q = unpack %t : tile<512xi8> -> tile<1024xf4E2M1FN>
    %f = ftof %q : tile<1024xf4E2M1FN> -> tile<1024xf32>
    %tok2 = store_view_tko weak %f, %yp[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
