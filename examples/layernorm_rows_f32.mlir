// layernorm_rows_f32: cuTile Python 1.7.0 kernel (python/fixtures/kernels.py), bytecode 13.3,
// disassembled by NVIDIA's tileirdisasm; wrapped in a module.
cuda_tile.module @layernorm_rows_f32 {
  entry @layernorm_rows_f32_Kt2_A2f32_1l0_2s1024t1_A1f32_1s1024t1_A1f32_1s1024t1_A2f32_1l0_2t1_I4_I1024(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f32>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>) optimization_hints=<default = {}> {
    %0 = make_token : token
    %cst_1024_i32 = constant <i32: 1024> : tile<i32>
    %cst_1_i32 = constant <i32: 1> : tile<i32>
    %cst_1024_i32_0 = constant <i32: 1024> : tile<i32>
    %cst_1_i32_1 = constant <i32: 1> : tile<i32>
    %cst_1024_i32_2 = constant <i32: 1024> : tile<i32>
    %cst_1_i32_3 = constant <i32: 1> : tile<i32>
    %cst_1_i32_4 = constant <i32: 1> : tile<i32>
    %assume = assume bounded<0, ?>, %arg1 : tile<i32>
    %assume_5 = assume bounded<0, ?>, %arg3 : tile<i32>
    %tview = make_tensor_view %arg0, shape = [%assume, 1024], strides = [%assume_5, 1] : tile<i32> -> tensor_view<?x1024xf32, strides=[?,1]>
    %tview_6 = make_tensor_view %arg5, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %tview_7 = make_tensor_view %arg8, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %assume_8 = assume bounded<0, ?>, %arg12 : tile<i32>
    %assume_9 = assume bounded<0, ?>, %arg13 : tile<i32>
    %assume_10 = assume bounded<0, ?>, %arg14 : tile<i32>
    %tview_11 = make_tensor_view %arg11, shape = [%assume_8, %assume_9], strides = [%assume_10, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
    %cst_0_i32 = constant <i32: 0> : tile<i32>
    %pview = make_partition_view %tview : partition_view<tile=(4x1024), tensor_view<?x1024xf32, strides=[?,1]>>
    %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(4x1024), tensor_view<?x1024xf32, strides=[?,1]>>, tile<i32> -> tile<4x1024xf32>, token
    %reduce = reduce %tile dim=1 identities=[0.000000e+00 : f32] : tile<4x1024xf32> -> tile<4xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %10 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %10 : tile<f32>
    }
    %reshape = reshape %reduce : tile<4xf32> -> tile<4x1xf32>
    %cst_1024_f32 = constant <f32: 1.024000e+03> : tile<f32>
    %reshape_12 = reshape %cst_1024_f32 : tile<f32> -> tile<1x1xf32>
    %bcast = broadcast %reshape_12 : tile<1x1xf32> -> tile<4x1xf32>
    %1 = divf %reshape, %bcast  : tile<4x1xf32>
    %bcast_13 = broadcast %1 : tile<4x1xf32> -> tile<4x1024xf32>
    %2 = subf %tile, %bcast_13  : tile<4x1024xf32>
    %3 = mulf %2, %2  : tile<4x1024xf32>
    %reduce_14 = reduce %3 dim=1 identities=[0.000000e+00 : f32] : tile<4x1024xf32> -> tile<4xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %10 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %10 : tile<f32>
    }
    %reshape_15 = reshape %reduce_14 : tile<4xf32> -> tile<4x1xf32>
    %cst_1024_f32_16 = constant <f32: 1.024000e+03> : tile<f32>
    %reshape_17 = reshape %cst_1024_f32_16 : tile<f32> -> tile<1x1xf32>
    %bcast_18 = broadcast %reshape_17 : tile<1x1xf32> -> tile<4x1xf32>
    %4 = divf %reshape_15, %bcast_18  : tile<4x1xf32>
    %cst_f32 = constant <f32: 9.99999974E-6> : tile<f32>
    %reshape_19 = reshape %cst_f32 : tile<f32> -> tile<1x1xf32>
    %bcast_20 = broadcast %reshape_19 : tile<1x1xf32> -> tile<4x1xf32>
    %5 = addf %4, %bcast_20  : tile<4x1xf32>
    %6 = rsqrt %5 : tile<4x1xf32>
    %cst_0_i32_21 = constant <i32: 0> : tile<i32>
    %pview_22 = make_partition_view %tview_6 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %tile_23, %result_token_24 = load_view_tko weak %pview_22[%cst_0_i32_21] token = %0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %reshape_25 = reshape %tile_23 : tile<1024xf32> -> tile<1x1024xf32>
    %cst_0_i32_26 = constant <i32: 0> : tile<i32>
    %pview_27 = make_partition_view %tview_7 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %tile_28, %result_token_29 = load_view_tko weak %pview_27[%cst_0_i32_26] token = %0 : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %reshape_30 = reshape %tile_28 : tile<1024xf32> -> tile<1x1024xf32>
    %cst_0_i32_31 = constant <i32: 0> : tile<i32>
    %bcast_32 = broadcast %6 : tile<4x1xf32> -> tile<4x1024xf32>
    %7 = mulf %2, %bcast_32  : tile<4x1024xf32>
    %bcast_33 = broadcast %reshape_25 : tile<1x1024xf32> -> tile<4x1024xf32>
    %bcast_34 = broadcast %reshape_30 : tile<1x1024xf32> -> tile<4x1024xf32>
    %8 = fma %7, %bcast_33, %bcast_34  : tile<4x1024xf32>
    %pview_35 = make_partition_view %tview_11 : partition_view<tile=(4x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %9 = store_view_tko weak %8, %pview_35[%blockId_x, %cst_0_i32_31] token = %0 : tile<4x1024xf32>, partition_view<tile=(4x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
