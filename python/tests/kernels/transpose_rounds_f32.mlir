// GPU-test kernel: y = x^T in 256x128 tiles. A tile holds 128 KiB, more
// than one round of shared memory takes: the transpose goes through a
// padded 128x129 buffer in two rounds of 128 result columns (66048 bytes).
// ABI: y (N x M), x (M x N), M, N.
// Grid: (ceil(N / 128), ceil(M / 256), 1); block (bx, by) reads x's tile
// (by, bx) and writes y's tile (bx, by).
// tile-to-ptx: num-warps=8
cuda_tile.module @tests {
  entry @transpose_rounds_f32(%y: tile<ptr<f32>>, %x: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>) {
    %mm = assume bounded<0, ?>, %m : tile<i32>
    %nn = assume bounded<0, ?>, %n : tile<i32>
    %xv = make_tensor_view %x, shape = [%mm, %nn], strides = [%nn, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %yv = make_tensor_view %y, shape = [%nn, %mm], strides = [%mm, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %xp = make_partition_view %xv : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[?,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %t, %tok = load_view_tko weak %xp[%by, %bx] : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<256x128xf32>, token
    %p = permute %t [1, 0] : tile<256x128xf32> -> tile<128x256xf32>
    %tok2 = store_view_tko weak %p, %yp[%bx, %by] : tile<128x256xf32>, partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
