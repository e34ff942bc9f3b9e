// A hand-made port of vadd_f32.spec (the cutile-rs kernel after
// tile-normalize) that dropped `assume div_by<16>` on the first input's base
// pointer. The diff must FAIL and name the missing divisibility assume.
// RUN: tile-opt %s > /dev/null
// RUN: not tile-diff %s --diff-against=%fixtures/python/vadd_f32.spec.v13_3.tileirbc | FileCheck %s
// CHECK: verdict: FAIL
// CHECK: fail: [assume-div-by] divisibility assume '#cuda_tile.div_by<16> on argument 0' of the reference is missing in the port

cuda_tile.module @kernels {
  entry @vadd_f32_entry(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>) {
    %0 = assume div_by<16>, %arg5 : tile<ptr<f32>>
    %1 = assume bounded<0, ?>, %arg6 : tile<i32>
    %2 = assume div_by<16>, %1 : tile<i32>
    %tview = make_tensor_view %arg5, shape = [%2], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pview = make_partition_view %tview : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
    %3 = make_token : token
    %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %3 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %4 = assume div_by<16>, %arg8 : tile<ptr<f32>>
    %5 = assume bounded<0, ?>, %arg9 : tile<i32>
    %6 = assume div_by<16>, %5 : tile<i32>
    %tview_0 = make_tensor_view %4, shape = [%6], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pview_1 = make_partition_view %tview_0 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %tile_2, %result_token_3 = load_view_tko weak %pview_1[%blockId_x] token = %3 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %7 = addf %tile, %tile_2 : tile<1024xf32>
    %8 = assume div_by<16>, %arg0 : tile<ptr<f32>>
    %9 = assume bounded<0, ?>, %arg1 : tile<i32>
    %10 = assume div_by<16>, %9 : tile<i32>
    %tview_4 = make_tensor_view %8, shape = [%10], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pview_5 = make_partition_view %tview_4 : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %11 = store_view_tko weak %7, %pview_5[%blockId_x] token = %3 : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  }
}

