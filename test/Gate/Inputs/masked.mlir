// Reference for the gate's mask tests: out[i] = x[i] * s for i < n, 128
// elements per tile block, through pointer tiles masked by i < n.
cuda_tile.module @kernels {
  entry @masked(%x: tile<ptr<f32>>, %out: tile<ptr<f32>>, %n: tile<i32>, %s: tile<f32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c128 = constant <i32: 128> : tile<i32>
    %base = muli %bx, %c128 : tile<i32>
    %iota = iota : tile<128xi32>
    %base1 = reshape %base : tile<i32> -> tile<1xi32>
    %baseb = broadcast %base1 : tile<1xi32> -> tile<128xi32>
    %idx = addi %baseb, %iota : tile<128xi32>
    %n1 = reshape %n : tile<i32> -> tile<1xi32>
    %nb = broadcast %n1 : tile<1xi32> -> tile<128xi32>
    %mask = cmpi less_than %idx, %nb, signed : tile<128xi32> -> tile<128xi1>
    %x1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xb = broadcast %x1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %px = offset %xb, %idx : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %zero = constant <f32: 0.0> : tile<128xf32>
    %v, %t1 = load_ptr_tko weak %px, %mask, %zero : tile<128xptr<f32>>, tile<128xi1>, tile<128xf32> -> tile<128xf32>, token
    %s1 = reshape %s : tile<f32> -> tile<1xf32>
    %sb = broadcast %s1 : tile<1xf32> -> tile<128xf32>
    %r = mulf %v, %sb : tile<128xf32>
    %o1 = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %po = offset %ob, %idx : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %t2 = store_ptr_tko weak %po, %r, %mask : tile<128xptr<f32>>, tile<128xf32>, tile<128xi1> -> token
    return
  }
}
