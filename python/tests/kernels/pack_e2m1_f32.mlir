// GPU-test kernel: e2m1 codes packed two to a byte (the even element in the
// low nibble), the bytes read back as little-endian i16 and widened to f32.
// ABI: y (n / 4), x (n), n (a multiple of 4). Grid: (ceil(n / 1024), 1, 1).
cuda_tile.module @tests {
  entry @pack_e2m1_f32(%y: tile<ptr<f32>>, %x: tile<ptr<f32>>, %n: tile<i32>) {
    %nn = assume bounded<0, ?>, %n : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %n4 = divi %nn, %c4 unsigned : tile<i32>
    %xv = make_tensor_view %x, shape = [%nn], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %yv = make_tensor_view %y, shape = [%n4], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %yp = make_partition_view %yv : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %t, %tok = load_view_tko weak %xp[%bx] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %q = ftof %t : tile<1024xf32> -> tile<1024xf4E2M1FN>
    %bytes = pack %q : tile<1024xf4E2M1FN> -> tile<512xi8>
    %h = unpack %bytes : tile<512xi8> -> tile<256xi16>
    %w = exti %h signed : tile<256xi16> -> tile<256xi32>
    %f = itof %w signed : tile<256xi32> -> tile<256xf32>
    %tok2 = store_view_tko weak %f, %yp[%bx] : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
