// GPU-test kernel: C = A B in f64 (64 x 64 x 16 tiles, a K loop of mmaf),
// on tensor cores as m8n8k4 DMMA: exact products, so the result matches a
// float64 reference to rounding of the sums.
// ABI: A (ptr, M, K, lda, 1), B (ptr, K, N, ldb, 1), C (ptr, M, N, ldc, 1).
// Grid: (ceil(M / 64), ceil(N / 64), 1). Each view reads its own shape arguments,
// as the front ends write them, so the manifest's abi names the three tensors.
cuda_tile.module @tests {
  entry @matmul_f64(%a: tile<ptr<f64>>, %m: tile<i32>, %k: tile<i32>, %lda: tile<i32>, %a1: tile<i32>,
                    %b: tile<ptr<f64>>, %k2: tile<i32>, %n: tile<i32>, %ldb: tile<i32>, %b1: tile<i32>,
                    %c: tile<ptr<f64>>, %m3: tile<i32>, %n3: tile<i32>, %ldc: tile<i32>, %c1: tile<i32>) {
    %mm = assume bounded<0, ?>, %m : tile<i32>
    %kk = assume bounded<0, ?>, %k : tile<i32>
    %nn = assume bounded<0, ?>, %n : tile<i32>
    %sa = assume bounded<0, ?>, %lda : tile<i32>
    %sb = assume bounded<0, ?>, %ldb : tile<i32>
    %sc = assume bounded<0, ?>, %ldc : tile<i32>
    %kb = assume bounded<0, ?>, %k2 : tile<i32>
    %mc = assume bounded<0, ?>, %m3 : tile<i32>
    %nc = assume bounded<0, ?>, %n3 : tile<i32>
    %av = make_tensor_view %a, shape = [%mm, %kk], strides = [%sa, 1] : tile<i32> -> tensor_view<?x?xf64, strides=[?,1]>
    %bv = make_tensor_view %b, shape = [%kb, %nn], strides = [%sb, 1] : tile<i32> -> tensor_view<?x?xf64, strides=[?,1]>
    %cv = make_tensor_view %c, shape = [%mc, %nc], strides = [%sc, 1] : tile<i32> -> tensor_view<?x?xf64, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xf64, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf64, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(64x64), tensor_view<?x?xf64, strides=[?,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c16 = constant <i32: 16> : tile<i32>
    %trips = divi %kk, %c16 signed rounding<positive_inf> : tile<i32>
    %zero = constant <f64: 0.000000e+00> : tile<64x64xf64>
    %c0 = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %r = for %i in (%c0 to %trips, step %one) : tile<i32> iter_values(%acc = %zero) -> (tile<64x64xf64>) {
      %x, %t1 = load_view_tko weak %ap[%bx, %i] : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> tile<64x16xf64>, token
      %y, %t2 = load_view_tko weak %bp[%i, %by] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> tile<16x64xf64>, token
      %d = mmaf %x, %y, %acc : tile<64x16xf64>, tile<16x64xf64>, tile<64x64xf64>
      continue %d : tile<64x64xf64>
    }
    %t3 = store_view_tko weak %r, %cp[%bx, %by] : tile<64x64xf64>, partition_view<tile=(64x64), tensor_view<?x?xf64, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
