// A port that reads x's column tile 1 instead of 0 (a view offset off by one
// tile): one constant more. The structural gate names the changed index
// constant; the numeric gate finds the port loading outside x's index space
// (undefined behaviour, at the port's load).
// RUN: tile-gate --reference=%S/Inputs/rows.mlir --port=%s --spec=%S/Inputs/rows.json --summary > %t.json 2> %t.txt; test $? -eq 1
// RUN: FileCheck %s < %t.txt
// RUN: %python %S/validate.py %t.json
// CHECK: verdict: FAIL
// CHECK: structural: FAIL
// CHECK: fail: [constant] constant dense<1> : !cuda_tile.tile<i32> in the port where the reference has dense<0>
// CHECK: fail: [port-run] configuration 'ragged': the port fails in the interpreter where the reference runs: view index [0, 1] is outside the index space [3, 1] (undefined behaviour) [tile block (0, 0, 0)] (port {{.*}}neg-view-offset.mlir:{{[0-9]+}}:{{[0-9]+}})

cuda_tile.module @kernels {
  entry @rows(%x: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %sx: tile<i32>, %sx1: tile<i32>,
              %y: tile<ptr<f32>>, %ny: tile<i32>, %sy: tile<i32>,
              %out: tile<ptr<f32>>, %nout: tile<i32>, %so: tile<i32>) {
    %tok = make_token : token
    %am = assume bounded<0, ?>, %m : tile<i32>
    %an = assume bounded<0, ?>, %n : tile<i32>
    %as = assume bounded<0, ?>, %sx : tile<i32>
    %tx = make_tensor_view %x, shape = [%am, %an], strides = [%as, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %px = make_partition_view %tx : partition_view<tile=(16x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %any = assume bounded<0, ?>, %ny : tile<i32>
    %ty = make_tensor_view %y, shape = [%any], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %py = make_partition_view %ty : partition_view<tile=(16), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %ao = assume bounded<0, ?>, %nout : tile<i32>
    %to = make_tensor_view %out, shape = [%ao], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %po = make_partition_view %to : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a, %t1 = load_view_tko weak %px[%bx, %c1] token = %tok : partition_view<tile=(16x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x16xf32>, token
    %b, %t2 = load_view_tko weak %py[%c0] token = %tok : partition_view<tile=(16), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %b1 = reshape %b : tile<16xf32> -> tile<1x16xf32>
    %b2 = broadcast %b1 : tile<1x16xf32> -> tile<16x16xf32>
    %d = subf %a, %b2 : tile<16x16xf32>
    %half = constant <f32: 0.5> : tile<16x16xf32>
    %s = mulf %d, %half : tile<16x16xf32>
    %r = reduce %s dim=1 identities=[0.0 : f32] : tile<16x16xf32> -> tile<16xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %sum = addf %e, %acc : tile<f32>
      yield %sum : tile<f32>
    }
    %t3 = store_view_tko weak %r, %po[%bx] token = %tok : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
