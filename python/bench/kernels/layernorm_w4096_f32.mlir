// Benchmark kernel (not a fixture): layernorm over rows of 4096 f32, one row
// per tile block, statistics in f32: y = (x - mean) * rstd * w + b.
// Grid: (M, 1, 1). Same work as the Triton peer of ../../shared anchors.
// tile-to-ptx: num-warps=8
cuda_tile.module @bench {
  entry @layernorm_w4096_f32(%y: tile<ptr<f32>>, %x: tile<ptr<f32>>, %w: tile<ptr<f32>>, %b: tile<ptr<f32>>, %m: tile<i32>) {
    %tok = make_token : token
    %xa = assume div_by<16>, %x : tile<ptr<f32>>
    %ya = assume div_by<16>, %y : tile<ptr<f32>>
    %wa = assume div_by<16>, %w : tile<ptr<f32>>
    %ba = assume div_by<16>, %b : tile<ptr<f32>>
    %rows = assume bounded<0, ?>, %m : tile<i32>
    %xv = make_tensor_view %xa, shape = [%rows, 4096], strides = [4096, 1] : tile<i32> -> tensor_view<?x4096xf32, strides=[4096,1]>
    %yv = make_tensor_view %ya, shape = [%rows, 4096], strides = [4096, 1] : tile<i32> -> tensor_view<?x4096xf32, strides=[4096,1]>
    %wv = make_tensor_view %wa, shape = [1, 4096], strides = [4096, 1] : tensor_view<1x4096xf32, strides=[4096,1]>
    %bv = make_tensor_view %ba, shape = [1, 4096], strides = [4096, 1] : tensor_view<1x4096xf32, strides=[4096,1]>
    %xp = make_partition_view %xv : partition_view<tile=(1x4096), tensor_view<?x4096xf32, strides=[4096,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(1x4096), tensor_view<?x4096xf32, strides=[4096,1]>>
    %wp = make_partition_view %wv : partition_view<tile=(1x4096), tensor_view<1x4096xf32, strides=[4096,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(1x4096), tensor_view<1x4096xf32, strides=[4096,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %xt, %t1 = load_view_tko weak %xp[%bx, %c0] token = %tok : partition_view<tile=(1x4096), tensor_view<?x4096xf32, strides=[4096,1]>>, tile<i32> -> tile<1x4096xf32>, token
    %wt, %t2 = load_view_tko weak %wp[%c0, %c0] token = %tok : partition_view<tile=(1x4096), tensor_view<1x4096xf32, strides=[4096,1]>>, tile<i32> -> tile<1x4096xf32>, token
    %bt, %t3 = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(1x4096), tensor_view<1x4096xf32, strides=[4096,1]>>, tile<i32> -> tile<1x4096xf32>, token

    %s = reduce %xt dim=1 identities=[0.000000e+00 : f32] : tile<1x4096xf32> -> tile<1xf32>
    (%a: tile<f32>, %c: tile<f32>) {
      %r = addf %a, %c : tile<f32>
      yield %r : tile<f32>
    }
    %n = constant <f32: 4.096000e+03> : tile<1x1xf32>
    %s2 = reshape %s : tile<1xf32> -> tile<1x1xf32>
    %mean = divf %s2, %n : tile<1x1xf32>
    %meanb = broadcast %mean : tile<1x1xf32> -> tile<1x4096xf32>
    %d = subf %xt, %meanb : tile<1x4096xf32>
    %d2 = mulf %d, %d : tile<1x4096xf32>
    %v = reduce %d2 dim=1 identities=[0.000000e+00 : f32] : tile<1x4096xf32> -> tile<1xf32>
    (%a: tile<f32>, %c: tile<f32>) {
      %r = addf %a, %c : tile<f32>
      yield %r : tile<f32>
    }
    %v2 = reshape %v : tile<1xf32> -> tile<1x1xf32>
    %var = divf %v2, %n : tile<1x1xf32>
    %eps = constant <f32: 9.99999974E-6> : tile<1x1xf32>
    %ve = addf %var, %eps : tile<1x1xf32>
    %rstd = rsqrt %ve : tile<1x1xf32>
    %rstdb = broadcast %rstd : tile<1x1xf32> -> tile<1x4096xf32>
    %nrm = mulf %d, %rstdb : tile<1x4096xf32>
    %o = fma %nrm, %wt, %bt : tile<1x4096xf32>

    %t4 = store_view_tko weak %o, %yp[%bx, %c0] token = %tok : tile<1x4096xf32>, partition_view<tile=(1x4096), tensor_view<?x4096xf32, strides=[4096,1]>>, tile<i32> -> token
    return
  }
}
