// Reference for the rounding test: out[i] = x[i] / 4 on signed integers,
// truncating toward zero (Rust's and C's `/`), 64 elements per tile block.
cuda_tile.module @kernels {
  entry @quarter(%x: tile<ptr<i32>>, %nx: tile<i32>, %sx: tile<i32>,
                 %out: tile<ptr<i32>>, %no: tile<i32>, %so: tile<i32>) {
    %tok = make_token : token
    %anx = assume bounded<0, ?>, %nx : tile<i32>
    %tx = make_tensor_view %x, shape = [%anx], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %px = make_partition_view %tx : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %ano = assume bounded<0, ?>, %no : tile<i32>
    %to = make_tensor_view %out, shape = [%ano], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %po = make_partition_view %to : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v, %t1 = load_view_tko weak %px[%bx] token = %tok : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %c4 = constant <i32: 4> : tile<64xi32>
    %q = divi %v, %c4 signed : tile<64xi32>
    %t2 = store_view_tko weak %q, %po[%bx] token = %tok : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
