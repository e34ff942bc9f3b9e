cuda_tile.module @m {
  entry @load_f4(%x: tile<ptr<f4E2M1FN>>, %y: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %xv = make_tensor_view %x, shape = [4096], strides = [1] : tensor_view<4096xf4E2M1FN, strides=[1]>
    return
  }
}
