// A port that fuses a * x + y into one fma where the reference rounds the
// product first: the structural gate sees an fma the reference lacks, the
// numeric gate finds the results within f32's tolerance, so the difference
// is a note.
// RUN: tile-gate --reference=%S/Inputs/axpy.mlir --port=%s --spec=%S/Inputs/axpy.json --summary > %t.json 2> %t.txt; test $? -eq 2
// RUN: FileCheck %s < %t.txt
// RUN: %python %S/validate.py %t.json
// CHECK: verdict: PASS_WITH_NOTES
// CHECK: note: [op-count] 'fma' appears 1 times in the port, 0 in the reference (FMA contraction{{.*}}; the numeric gate agrees within tolerance
// CHECK: numeric: PASS

cuda_tile.module @kernels {
  entry @axpy(%x: tile<ptr<f32>>, %nx: tile<i32>, %sx: tile<i32>,
              %y: tile<ptr<f32>>, %ny: tile<i32>, %sy: tile<i32>,
              %out: tile<ptr<f32>>, %no: tile<i32>, %so: tile<i32>, %a: tile<f32>) {
    %tok = make_token : token
    %anx = assume bounded<0, ?>, %nx : tile<i32>
    %tx = make_tensor_view %x, shape = [%anx], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %px = make_partition_view %tx : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %any = assume bounded<0, ?>, %ny : tile<i32>
    %ty = make_tensor_view %y, shape = [%any], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %py = make_partition_view %ty : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %ano = assume bounded<0, ?>, %no : tile<i32>
    %to = make_tensor_view %out, shape = [%ano], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %po = make_partition_view %to : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %vx, %t1 = load_view_tko weak %px[%bx] token = %tok : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %vy, %t2 = load_view_tko weak %py[%bx] token = %tok : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %a1 = reshape %a : tile<f32> -> tile<1xf32>
    %ab = broadcast %a1 : tile<1xf32> -> tile<256xf32>
    %r = fma %ab, %vx, %vy : tile<256xf32>
    %t3 = store_view_tko weak %r, %po[%bx] token = %tok : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
