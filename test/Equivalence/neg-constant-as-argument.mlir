// A hand-made port of rmsnorm_rows_f16 (the cutile-rs kernel after
// tile-normalize) that takes eps as a runtime f32 argument (%eps) where the
// reference folds the constant 1e-6 in. The diff must FAIL and say so.
// RUN: tile-opt %s > /dev/null
// RUN: not tile-diff %s --diff-against=%fixtures/python/rmsnorm_rows_f16.v13_3.tileirbc | FileCheck %s
// CHECK: verdict: FAIL
// CHECK: fail: [runtime-argument] {{.*}}1 scalar parameter(s) of the port are constants in the reference (a constant turned into a runtime argument)

cuda_tile.module @kernels {
  entry @rmsnorm_rows_f16_entry(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %eps: tile<f32>) {
    %0 = assume bounded<0, ?>, %arg10 : tile<i32>
    %1 = assume bounded<0, ?>, %arg12 : tile<i32>
    %tview = make_tensor_view %arg9, shape = [%0, 2048], strides = [%1, 1] : tile<i32> -> tensor_view<?x2048xf16, strides=[?,1]>
    %pview = make_partition_view %tview : partition_view<tile=(2x2048), padding_value = zero, tensor_view<?x2048xf16, strides=[?,1]>>
    %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
    %cst_0_i32 = constant <i32: 0> : tile<i32>
    %2 = make_token : token
    %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %2 : partition_view<tile=(2x2048), padding_value = zero, tensor_view<?x2048xf16, strides=[?,1]>>, tile<i32> -> tile<2x2048xf16>, token
    %3 = ftof %tile  : tile<2x2048xf16> -> tile<2x2048xf32>
    %4 = mulf %3, %3 : tile<2x2048xf32>
    %5 = reduce %4 dim=1 identities=[0.000000e+00 : f32] : tile<2x2048xf32> -> tile<2xf32> 
    (%arg17: tile<f32>, %arg18: tile<f32>) {
      %17 = addf %arg17, %arg18 : tile<f32>
      yield %17 : tile<f32>
    }
    %tview_0 = make_tensor_view %arg14, shape = [2048], strides = [1] : tensor_view<2048xf16, strides=[1]>
    %pview_1 = make_partition_view %tview_0 : partition_view<tile=(2048), padding_value = zero, tensor_view<2048xf16, strides=[1]>>
    %tile_2, %result_token_3 = load_view_tko weak %pview_1[%cst_0_i32] token = %2 : partition_view<tile=(2048), padding_value = zero, tensor_view<2048xf16, strides=[1]>>, tile<i32> -> tile<2048xf16>, token
    %reshape = reshape %5 : tile<2xf32> -> tile<2x1xf32>
    %cst_2048_f32 = constant <f32: 2.048000e+03> : tile<2x1xf32>
    %6 = divf %reshape, %cst_2048_f32 : tile<2x1xf32>
    %eps_r = reshape %eps : tile<f32> -> tile<1x1xf32>
    %cst_f32 = broadcast %eps_r : tile<1x1xf32> -> tile<2x1xf32>
    %7 = addf %6, %cst_f32 : tile<2x1xf32>
    %8 = rsqrt %7 : tile<2x1xf32>
    %bcast = broadcast %8 : tile<2x1xf32> -> tile<2x2048xf32>
    %9 = mulf %3, %bcast : tile<2x2048xf32>
    %10 = ftof %tile_2  : tile<2048xf16> -> tile<2048xf32>
    %reshape_4 = reshape %10 : tile<2048xf32> -> tile<1x2048xf32>
    %bcast_5 = broadcast %reshape_4 : tile<1x2048xf32> -> tile<2x2048xf32>
    %11 = mulf %9, %bcast_5 : tile<2x2048xf32>
    %12 = ftof %11  : tile<2x2048xf32> -> tile<2x2048xf16>
    %13 = assume bounded<0, ?>, %arg1 : tile<i32>
    %14 = assume bounded<0, ?>, %arg2 : tile<i32>
    %15 = assume bounded<0, ?>, %arg3 : tile<i32>
    %tview_6 = make_tensor_view %arg0, shape = [%13, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %pview_7 = make_partition_view %tview_6 : partition_view<tile=(2x2048), tensor_view<?x?xf16, strides=[?,1]>>
    %16 = store_view_tko weak %12, %pview_7[%blockId_x, %blockId_y] token = %2 : tile<2x2048xf16>, partition_view<tile=(2x2048), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
  }
}

