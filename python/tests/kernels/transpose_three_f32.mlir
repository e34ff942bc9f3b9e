// GPU-test kernel: y = x^T, each block transposing three 128x128 tiles one
// after the other. The three transposes share one shared buffer: each
// one's writes must wait for the previous one's reads (the barrier the
// shared-memory placement adds). ABI: y (N x M), x (M x N), M, N.
// Grid: (ceil(N / 128), ceil(M / 384), 1); block (bx, by) reads x's tiles
// (3 by + i, bx) and writes y's tiles (bx, 3 by + i), i = 0, 1, 2.
// tile-to-ptx: num-warps=8
cuda_tile.module @tests {
  entry @transpose_three_f32(%y: tile<ptr<f32>>, %x: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>) {
    %mm = assume bounded<0, ?>, %m : tile<i32>
    %nn = assume bounded<0, ?>, %n : tile<i32>
    %xv = make_tensor_view %x, shape = [%mm, %nn], strides = [%nn, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %yv = make_tensor_view %y, shape = [%nn, %mm], strides = [%mm, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %xp = make_partition_view %xv : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %r0 = muli %by, %c3 : tile<i32>
    %r1 = addi %r0, %c1 : tile<i32>
    %r2 = addi %r0, %c2 : tile<i32>
    %a, %t0 = load_view_tko weak %xp[%r0, %bx] : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<128x128xf32>, token
    %b, %t1 = load_view_tko weak %xp[%r1, %bx] : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<128x128xf32>, token
    %c, %t2 = load_view_tko weak %xp[%r2, %bx] : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<128x128xf32>, token
    %pa = permute %a [1, 0] : tile<128x128xf32> -> tile<128x128xf32>
    %pb = permute %b [1, 0] : tile<128x128xf32> -> tile<128x128xf32>
    %pc = permute %c [1, 0] : tile<128x128xf32> -> tile<128x128xf32>
    %t3 = store_view_tko weak %pa, %yp[%bx, %r0] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %t4 = store_view_tko weak %pb, %yp[%bx, %r1] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %t5 = store_view_tko weak %pc, %yp[%bx, %r2] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
