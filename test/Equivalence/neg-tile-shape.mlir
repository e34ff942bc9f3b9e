// A hand-made port of vadd_f32 (the cutile-rs kernel after tile-normalize)
// with 512-element tiles instead of 1024. The diff must FAIL on tile shapes.
// RUN: tile-opt %s > /dev/null
// RUN: not tile-diff %s --diff-against=%fixtures/python/vadd_f32.v13_3.tileirbc | FileCheck %s
// CHECK: verdict: FAIL
// CHECK-DAG: fail: [tile-shape] tile shape 1024 of the reference is missing in the port
// CHECK-DAG: fail: [tile-shape] {{.*}}tile shape 512 of the port is not in the reference

cuda_tile.module @kernels {
  entry @vadd_f32_entry(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>) {
    %0 = assume bounded<0, ?>, %arg6 : tile<i32>
    %tview = make_tensor_view %arg5, shape = [%0], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pview = make_partition_view %tview : partition_view<tile=(512), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
    %1 = make_token : token
    %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %1 : partition_view<tile=(512), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %2 = assume bounded<0, ?>, %arg9 : tile<i32>
    %tview_0 = make_tensor_view %arg8, shape = [%2], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pview_1 = make_partition_view %tview_0 : partition_view<tile=(512), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %tile_2, %result_token_3 = load_view_tko weak %pview_1[%blockId_x] token = %1 : partition_view<tile=(512), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %3 = addf %tile, %tile_2 : tile<512xf32>
    %4 = assume bounded<0, ?>, %arg1 : tile<i32>
    %tview_4 = make_tensor_view %arg0, shape = [%4], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pview_5 = make_partition_view %tview_4 : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>
    %5 = store_view_tko weak %3, %pview_5[%blockId_x] token = %1 : tile<512xf32>, partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  }
}

