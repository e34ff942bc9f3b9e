// GPU-test kernel: f32 ops with flush_to_zero on subnormal, tiny and
// ordinary inputs, each row of the output one op: mul, add, sub, div (all
// .ftz instructions), sqrt of |x| (.ftz) and max (an emulated flush around
// the op). Every result is exact against the same f32 op on flushed inputs,
// flushed.
// ABI: y (6 x n), x (n), z (n), n. Grid: (ceil(n / 1024), 1, 1).
cuda_tile.module @tests {
  entry @ftz_f32(%out: tile<ptr<f32>>, %xs: tile<ptr<f32>>, %zs: tile<ptr<f32>>, %n: tile<i32>) {
    %nn = assume bounded<0, ?>, %n : tile<i32>
    %xv = make_tensor_view %xs, shape = [%nn], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %zv = make_tensor_view %zs, shape = [%nn], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %c6 = constant <i32: 6> : tile<i32>
    %yv = make_tensor_view %out, shape = [%c6, %nn], strides = [%nn, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %xp = make_partition_view %xv : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %zp = make_partition_view %zv : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %yp = make_partition_view %yv : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %x, %t0 = load_view_tko weak %xp[%bx] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %y, %t1 = load_view_tko weak %zp[%bx] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %ax = absf %x : tile<1024xf32>
    %mul = mulf %x, %y flush_to_zero : tile<1024xf32>
    %mul2 = reshape %mul : tile<1024xf32> -> tile<1x1024xf32>
    %k0 = constant <i32: 0> : tile<i32>
    %s0 = store_view_tko weak %mul2, %yp[%k0, %bx] : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32>, tile<i32> -> token
    %add = addf %x, %y flush_to_zero : tile<1024xf32>
    %add2 = reshape %add : tile<1024xf32> -> tile<1x1024xf32>
    %k1 = constant <i32: 1> : tile<i32>
    %s1 = store_view_tko weak %add2, %yp[%k1, %bx] : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32>, tile<i32> -> token
    %sub = subf %x, %y flush_to_zero : tile<1024xf32>
    %sub2 = reshape %sub : tile<1024xf32> -> tile<1x1024xf32>
    %k2 = constant <i32: 2> : tile<i32>
    %s2 = store_view_tko weak %sub2, %yp[%k2, %bx] : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32>, tile<i32> -> token
    %div = divf %x, %y flush_to_zero : tile<1024xf32>
    %div2 = reshape %div : tile<1024xf32> -> tile<1x1024xf32>
    %k3 = constant <i32: 3> : tile<i32>
    %s3 = store_view_tko weak %div2, %yp[%k3, %bx] : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32>, tile<i32> -> token
    %sqrt = sqrt %ax flush_to_zero : tile<1024xf32>
    %sqrt2 = reshape %sqrt : tile<1024xf32> -> tile<1x1024xf32>
    %k4 = constant <i32: 4> : tile<i32>
    %s4 = store_view_tko weak %sqrt2, %yp[%k4, %bx] : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32>, tile<i32> -> token
    %max = maxf %x, %y flush_to_zero : tile<1024xf32>
    %max2 = reshape %max : tile<1024xf32> -> tile<1x1024xf32>
    %k5 = constant <i32: 5> : tile<i32>
    %s5 = store_view_tko weak %max2, %yp[%k5, %bx] : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32>, tile<i32> -> token
    return
  }
}
