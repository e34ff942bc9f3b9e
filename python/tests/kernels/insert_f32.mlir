// GPU-test kernel: insert (13.4) at a run-time sub-tile index (shared-memory
// path) and at a constant one. Per 1024-block b: sub-tile (b % 8) of 128 is
// doubled, then sub-tile 7 is negated; every other element is x.
// ABI: y (n), x (n), n. Grid: (ceil(n / 1024), 1, 1).
cuda_tile.module @tests {
  entry @insert_f32(%y: tile<ptr<f32>>, %x: tile<ptr<f32>>, %n: tile<i32>) {
    %nn = assume bounded<0, ?>, %n : tile<i32>
    %xv = make_tensor_view %x, shape = [%nn], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %yv = make_tensor_view %y, shape = [%nn], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %yp = make_partition_view %yv : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %t, %tok = load_view_tko weak %xp[%bx] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %c8 = constant <i32: 8> : tile<i32>
    %k = remi %bx, %c8 signed : tile<i32>
    %s = extract %t[%k] : tile<1024xf32> -> tile<128xf32>
    %two = constant <f32: 2.0> : tile<128xf32>
    %s2 = mulf %s, %two rounding<nearest_even> : tile<128xf32>
    %r1 = insert %s2, %t[%k] : tile<128xf32> -> tile<1024xf32>
    %c7 = constant <i32: 7> : tile<i32>
    %u = extract %r1[%c7] : tile<1024xf32> -> tile<128xf32>
    %u2 = negf %u : tile<128xf32>
    %r2 = insert %u2, %r1[%c7] : tile<128xf32> -> tile<1024xf32>
    %tok2 = store_view_tko weak %r2, %yp[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
