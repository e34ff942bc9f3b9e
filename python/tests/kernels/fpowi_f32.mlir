// GPU-test kernel: y = x ** e with an i32 exponent per element (fpowi,
// 13.4): square-and-multiply in f32, so the result is exact against an f32
// emulation of the same products.
// ABI: y (n), x (n), e (n, i32), n. Grid: (ceil(n / 1024), 1, 1).
cuda_tile.module @tests {
  entry @fpowi_f32(%y: tile<ptr<f32>>, %x: tile<ptr<f32>>, %e: tile<ptr<i32>>, %n: tile<i32>) {
    %nn = assume bounded<0, ?>, %n : tile<i32>
    %xv = make_tensor_view %x, shape = [%nn], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %ev = make_tensor_view %e, shape = [%nn], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %yv = make_tensor_view %y, shape = [%nn], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %ep = make_partition_view %ev : partition_view<tile=(1024), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %yp = make_partition_view %yv : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %t, %tok = load_view_tko weak %xp[%bx] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %k, %tok1 = load_view_tko weak %ep[%bx] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<1024xi32>, token
    %p = fpowi %t, %k : tile<1024xf32>, tile<1024xi32>
    // A constant exponent takes the unrolled path: x**3 / x**3 is not 1 in
    // general, so the reference checks the product exactly.
    %c3 = constant <i32: 3> : tile<1024xi32>
    %q = fpowi %t, %c3 : tile<1024xf32>, tile<1024xi32>
    %r = addf %p, %q rounding<nearest_even> : tile<1024xf32>
    %tok2 = store_view_tko weak %r, %yp[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
