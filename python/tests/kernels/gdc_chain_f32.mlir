// GPU-test kernel for grid dependency control (13.4): y = 2 * x + 1, run
// twice back to back (x -> y -> z), the second launch with programmatic
// dependent launch. Each launch lets its dependents start at once
// (gdc_launch_dependents_tko before any work), so only gdc_wait_tko, which
// waits for the grid it depends on to finish and its writes to be visible,
// keeps the second launch from reading y before the first wrote it.
// ABI: y (n), x (n), n. Grid: (ceil(n / 1024), 1, 1).
cuda_tile.module @tests {
  entry @gdc_chain_f32(%y: tile<ptr<f32>>, %x: tile<ptr<f32>>, %n: tile<i32>) {
    %go = gdc_launch_dependents_tko : token
    %ready = gdc_wait_tko token = %go : token
    %nn = assume bounded<0, ?>, %n : tile<i32>
    %xv = make_tensor_view %x, shape = [%nn], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %yv = make_tensor_view %y, shape = [%nn], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %yp = make_partition_view %yv : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %t, %tok = load_view_tko weak %xp[%bx] token = %ready : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %two = constant <f32: 2.0> : tile<1024xf32>
    %one = constant <f32: 1.0> : tile<1024xf32>
    %r = fma %t, %two, %one : tile<1024xf32>
    %tok2 = store_view_tko weak %r, %yp[%bx] token = %tok : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
