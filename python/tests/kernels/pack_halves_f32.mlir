// GPU-test kernel: the 16-bit halves of each f32, little end first, through
// pack (f32 -> bytes) and unpack (bytes -> i16), widened to f32 exactly.
// ABI: y (2n), x (n), n. Grid: (ceil(n / 1024), 1, 1).
cuda_tile.module @tests {
  entry @pack_halves_f32(%y: tile<ptr<f32>>, %x: tile<ptr<f32>>, %n: tile<i32>) {
    %nn = assume bounded<0, ?>, %n : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %n2 = muli %nn, %c2 : tile<i32>
    %xv = make_tensor_view %x, shape = [%nn], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %yv = make_tensor_view %y, shape = [%n2], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %yp = make_partition_view %yv : partition_view<tile=(2048), tensor_view<?xf32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %t, %tok = load_view_tko weak %xp[%bx] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %bytes = pack %t : tile<1024xf32> -> tile<4096xi8>
    %h = unpack %bytes : tile<4096xi8> -> tile<2048xi16>
    %w = exti %h signed : tile<2048xi16> -> tile<2048xi32>
    %f = itof %w signed : tile<2048xi32> -> tile<2048xf32>
    %tok2 = store_view_tko weak %f, %yp[%bx] : tile<2048xf32>, partition_view<tile=(2048), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
