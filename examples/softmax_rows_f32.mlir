// softmax_rows_f32: cuTile Python 1.7.0 kernel (python/fixtures/kernels.py), bytecode 13.3,
// disassembled by NVIDIA's tileirdisasm; wrapped in a module.
cuda_tile.module @softmax_rows_f32 {
  entry @softmax_rows_f32_Kt2_A2f32_1l0_2s1024t1_A2f32_1l0_2t1_I4_I1024(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
    %0 = make_token : token
    %cst_1024_i32 = constant <i32: 1024> : tile<i32>
    %cst_1_i32 = constant <i32: 1> : tile<i32>
    %cst_1_i32_0 = constant <i32: 1> : tile<i32>
    %assume = assume bounded<0, ?>, %arg1 : tile<i32>
    %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
    %tview = make_tensor_view %arg0, shape = [%assume, 1024], strides = [%assume_1, 1] : tile<i32> -> tensor_view<?x1024xf32, strides=[?,1]>
    %assume_2 = assume bounded<0, ?>, %arg6 : tile<i32>
    %assume_3 = assume bounded<0, ?>, %arg7 : tile<i32>
    %assume_4 = assume bounded<0, ?>, %arg8 : tile<i32>
    %tview_5 = make_tensor_view %arg5, shape = [%assume_2, %assume_3], strides = [%assume_4, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
    %cst_0_i32 = constant <i32: 0> : tile<i32>
    %pview = make_partition_view %tview : partition_view<tile=(4x1024), tensor_view<?x1024xf32, strides=[?,1]>>
    %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(4x1024), tensor_view<?x1024xf32, strides=[?,1]>>, tile<i32> -> tile<4x1024xf32>, token
    %reduce = reduce %tile dim=1 identities=[0xFF800000 : f32] : tile<4x1024xf32> -> tile<4xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %5 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %5 : tile<f32>
    }
    %reshape = reshape %reduce : tile<4xf32> -> tile<4x1xf32>
    %bcast = broadcast %reshape : tile<4x1xf32> -> tile<4x1024xf32>
    %1 = subf %tile, %bcast  : tile<4x1024xf32>
    %2 = exp %1  : tile<4x1024xf32>
    %reduce_6 = reduce %2 dim=1 identities=[0.000000e+00 : f32] : tile<4x1024xf32> -> tile<4xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %5 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %5 : tile<f32>
    }
    %reshape_7 = reshape %reduce_6 : tile<4xf32> -> tile<4x1xf32>
    %cst_0_i32_8 = constant <i32: 0> : tile<i32>
    %bcast_9 = broadcast %reshape_7 : tile<4x1xf32> -> tile<4x1024xf32>
    %3 = divf %2, %bcast_9  : tile<4x1024xf32>
    %pview_10 = make_partition_view %tview_5 : partition_view<tile=(4x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %4 = store_view_tko weak %3, %pview_10[%blockId_x, %cst_0_i32_8] token = %0 : tile<4x1024xf32>, partition_view<tile=(4x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
