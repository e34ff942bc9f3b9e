// Benchmark kernel (not a fixture): softmax over rows of 8192 f32, one row
// per tile block. y[r, :] = softmax(x[r, :]). Grid: (M, 1, 1).
// tile-to-ptx: num-warps=8
cuda_tile.module @bench {
  entry @softmax_wide_f32(%y: tile<ptr<f32>>, %x: tile<ptr<f32>>, %m: tile<i32>) {
    %tok = make_token : token
    %xa = assume div_by<16>, %x : tile<ptr<f32>>
    %ya = assume div_by<16>, %y : tile<ptr<f32>>
    %rows = assume bounded<0, ?>, %m : tile<i32>
    %xv = make_tensor_view %xa, shape = [%rows, 8192], strides = [8192, 1] : tile<i32> -> tensor_view<?x8192xf32, strides=[8192,1]>
    %yv = make_tensor_view %ya, shape = [%rows, 8192], strides = [8192, 1] : tile<i32> -> tensor_view<?x8192xf32, strides=[8192,1]>
    %xp = make_partition_view %xv : partition_view<tile=(1x8192), tensor_view<?x8192xf32, strides=[8192,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(1x8192), tensor_view<?x8192xf32, strides=[8192,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %t, %tok1 = load_view_tko weak %xp[%bx, %c0] token = %tok : partition_view<tile=(1x8192), tensor_view<?x8192xf32, strides=[8192,1]>>, tile<i32> -> tile<1x8192xf32>, token
    %mx = reduce %t dim=1 identities=[0xFF800000 : f32] : tile<1x8192xf32> -> tile<1xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %r = maxf %a, %b : tile<f32>
      yield %r : tile<f32>
    }
    %mx2 = reshape %mx : tile<1xf32> -> tile<1x1xf32>
    %mxb = broadcast %mx2 : tile<1x1xf32> -> tile<1x8192xf32>
    %d = subf %t, %mxb : tile<1x8192xf32>
    %e = exp %d : tile<1x8192xf32>
    %s = reduce %e dim=1 identities=[0.000000e+00 : f32] : tile<1x8192xf32> -> tile<1xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %r = addf %a, %b : tile<f32>
      yield %r : tile<f32>
    }
    %s2 = reshape %s : tile<1xf32> -> tile<1x1xf32>
    %sb = broadcast %s2 : tile<1x1xf32> -> tile<1x8192xf32>
    %o = divf %e, %sb : tile<1x8192xf32>
    %tok2 = store_view_tko weak %o, %yp[%bx, %c0] token = %tok : tile<1x8192xf32>, partition_view<tile=(1x8192), tensor_view<?x8192xf32, strides=[8192,1]>>, tile<i32> -> token
    return
  }
}
