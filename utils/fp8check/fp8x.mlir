// Exhaustive GPU check of the fp8/tf32 conversions (utils/fp8check/run.py).
cuda_tile.module @m {
  entry @fp8x(%x: tile<ptr<f32>>, %q4: tile<ptr<f8E4M3FN>>, %q5: tile<ptr<f8E5M2>>,
              %tf: tile<ptr<tf32>>, %c4: tile<ptr<f8E4M3FN>>, %c5: tile<ptr<f8E5M2>>,
              %d4: tile<ptr<f32>>, %d5: tile<ptr<f32>>, %n: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %xv = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %a, %t0 = load_view_tko weak %xp[%bx] : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %e4 = ftof %a : tile<1024xf32> -> tile<1024xf8E4M3FN>
    %q4v = make_tensor_view %q4, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf8E4M3FN, strides=[1]>
    %q4p = make_partition_view %q4v : partition_view<tile=(1024), tensor_view<?xf8E4M3FN, strides=[1]>>
    %t1 = store_view_tko weak %e4, %q4p[%bx] : tile<1024xf8E4M3FN>, partition_view<tile=(1024), tensor_view<?xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    %e5 = ftof %a : tile<1024xf32> -> tile<1024xf8E5M2>
    %q5v = make_tensor_view %q5, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf8E5M2, strides=[1]>
    %q5p = make_partition_view %q5v : partition_view<tile=(1024), tensor_view<?xf8E5M2, strides=[1]>>
    %t2 = store_view_tko weak %e5, %q5p[%bx] : tile<1024xf8E5M2>, partition_view<tile=(1024), tensor_view<?xf8E5M2, strides=[1]>>, tile<i32> -> token
    %t32 = ftof %a : tile<1024xf32> -> tile<1024xtf32>
    %tv = make_tensor_view %tf, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xtf32, strides=[1]>
    %tp = make_partition_view %tv : partition_view<tile=(1024), tensor_view<?xtf32, strides=[1]>>
    %t3 = store_view_tko weak %t32, %tp[%bx] : tile<1024xtf32>, partition_view<tile=(1024), tensor_view<?xtf32, strides=[1]>>, tile<i32> -> token
    %c4v = make_tensor_view %c4, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf8E4M3FN, strides=[1]>
    %c4p = make_partition_view %c4v : partition_view<tile=(1024), tensor_view<?xf8E4M3FN, strides=[1]>>
    %b4, %t4 = load_view_tko weak %c4p[%bx] : partition_view<tile=(1024), tensor_view<?xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<1024xf8E4M3FN>, token
    %f4 = ftof %b4 : tile<1024xf8E4M3FN> -> tile<1024xf32>
    %d4v = make_tensor_view %d4, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %d4p = make_partition_view %d4v : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %t5 = store_view_tko weak %f4, %d4p[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %c5v = make_tensor_view %c5, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf8E5M2, strides=[1]>
    %c5p = make_partition_view %c5v : partition_view<tile=(1024), tensor_view<?xf8E5M2, strides=[1]>>
    %b5, %t6 = load_view_tko weak %c5p[%bx] : partition_view<tile=(1024), tensor_view<?xf8E5M2, strides=[1]>>, tile<i32> -> tile<1024xf8E5M2>, token
    %f5 = ftof %b5 : tile<1024xf8E5M2> -> tile<1024xf32>
    %d5v = make_tensor_view %d5, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %d5p = make_partition_view %d5v : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %t7 = store_view_tko weak %f5, %d5p[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
