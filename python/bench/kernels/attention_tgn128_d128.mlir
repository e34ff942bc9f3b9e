// Benchmark kernel (not a fixture), written by python/bench/make_bench_kernels.py
// from python/fixtures/kernels.py (cuTile Python 1.7.0, bytecode 13.3) and
// printed by tile-translate --cudatile-to-mlir. Do not edit by hand.
// Flash-attention forward, TileGym's softmax (exp2 flush_to_zero, scale in one FMA); Q K V
// Out f16 [B*H, L, 128], sm_scale f32; 128x128 tiles, no divisibility. Python ABI: per
// array ptr, 3 shapes, 3 strides, then sm_scale. Grid (ceil(L/128), B*H, 1).
cuda_tile.module @kernels {
  entry @attention_tgn128_d128_Kt2_A3f16_3l0_4s128t1_A3f16_3l0_4s128t1_A3f16_3l0_4s128t1_A3f16_3l0_4s128t1_Sf32_I128_I128_I128_I0(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f16>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<f32>) optimization_hints=<default = {}> {
    %0 = make_token : token
    %cst_128_i32 = constant <i32: 128> : tile<i32>
    %cst_1_i32 = constant <i32: 1> : tile<i32>
    %cst_128_i32_0 = constant <i32: 128> : tile<i32>
    %cst_1_i32_1 = constant <i32: 1> : tile<i32>
    %cst_128_i32_2 = constant <i32: 128> : tile<i32>
    %cst_1_i32_3 = constant <i32: 1> : tile<i32>
    %cst_128_i32_4 = constant <i32: 128> : tile<i32>
    %cst_1_i32_5 = constant <i32: 1> : tile<i32>
    %1 = assume bounded<0, ?>, %arg1 : tile<i32>
    %2 = assume bounded<0, ?>, %arg2 : tile<i32>
    %3 = assume bounded<0, ?>, %arg4 : tile<i32>
    %4 = assume bounded<0, ?>, %arg5 : tile<i32>
    %tview = make_tensor_view %arg0, shape = [%1, %2, 128], strides = [%3, %4, 1] : tile<i32> -> tensor_view<?x?x128xf16, strides=[?,?,1]>
    %5 = assume bounded<0, ?>, %arg8 : tile<i32>
    %6 = assume bounded<0, ?>, %arg9 : tile<i32>
    %7 = assume bounded<0, ?>, %arg11 : tile<i32>
    %8 = assume bounded<0, ?>, %arg12 : tile<i32>
    %tview_6 = make_tensor_view %arg7, shape = [%5, %6, 128], strides = [%7, %8, 1] : tile<i32> -> tensor_view<?x?x128xf16, strides=[?,?,1]>
    %9 = assume bounded<0, ?>, %arg15 : tile<i32>
    %10 = assume bounded<0, ?>, %arg16 : tile<i32>
    %11 = assume bounded<0, ?>, %arg18 : tile<i32>
    %12 = assume bounded<0, ?>, %arg19 : tile<i32>
    %tview_7 = make_tensor_view %arg14, shape = [%9, %10, 128], strides = [%11, %12, 1] : tile<i32> -> tensor_view<?x?x128xf16, strides=[?,?,1]>
    %13 = assume bounded<0, ?>, %arg22 : tile<i32>
    %14 = assume bounded<0, ?>, %arg23 : tile<i32>
    %15 = assume bounded<0, ?>, %arg25 : tile<i32>
    %16 = assume bounded<0, ?>, %arg26 : tile<i32>
    %tview_8 = make_tensor_view %arg21, shape = [%13, %14, 128], strides = [%15, %16, 1] : tile<i32> -> tensor_view<?x?x128xf16, strides=[?,?,1]>
    %cst_128_i32_9 = constant <i32: 128> : tile<i32>
    %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
    %blockId_x_10, %blockId_y_11, %blockId_z_12 = get_tile_block_id : tile<i32>
    %cst_f32 = constant <f32: 1.44269502> : tile<f32>
    %17 = mulf %arg28, %cst_f32 : tile<f32>
    %18 = iota : tile<128xi32>
    %reshape = reshape %18 : tile<128xi32> -> tile<1x128xi32>
    %cst_f32_13 = constant <f32: 0xFF800000> : tile<128x1xf32>
    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x1xf32>
    %cst_0_f32_14 = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %cst_0_i32 = constant <i32: 0> : tile<i32>
    %pview = make_partition_view %tview : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>
    %tile, %result_token = load_view_tko weak %pview[%blockId_y_11, %blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf16>, token
    %reshape_15 = reshape %tile : tile<1x128x128xf16> -> tile<128x128xf16>
    %19 = divi %6, %cst_128_i32_9 signed rounding<positive_inf> : tile<i32>
    %20 = divi %6, %cst_128_i32_9 signed rounding<negative_inf> : tile<i32>
    %cst_0_i32_16 = constant <i32: 0> : tile<i32>
    %cst_1_i32_17 = constant <i32: 1> : tile<i32>
    %cst_0_i32_18 = constant <i32: 0> : tile<i32>
    %pview_19 = make_partition_view %tview_6 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>
    %cst_0_f32_20 = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %reshape_21 = reshape %17 : tile<f32> -> tile<1x1xf32>
    %bcast = broadcast %reshape_21 : tile<1x1xf32> -> tile<128x1xf32>
    %reshape_22 = reshape %17 : tile<f32> -> tile<1x1xf32>
    %bcast_23 = broadcast %reshape_22 : tile<1x1xf32> -> tile<128x128xf32>
    %cst_0_i32_24 = constant <i32: 0> : tile<i32>
    %pview_25 = make_partition_view %tview_7 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>
    %21 = mini %19, %20 signed : tile<i32>
    %22 = maxi %cst_0_i32_16, %20 signed : tile<i32>
    %23:3 = for %arg29 in (%cst_0_i32_16 to %21, step %cst_1_i32_17) : tile<i32> iter_values(%arg30 = %cst_0_f32_14, %arg31 = %cst_0_f32, %arg32 = %cst_f32_13) -> (tile<128x128xf32>, tile<128x1xf32>, tile<128x1xf32>) {
      %tile_30, %result_token_31 = load_view_tko weak %pview_19[%blockId_y_11, %arg29, %cst_0_i32_18] token = %0 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf16>, token
      %reshape_32 = reshape %tile_30 : tile<1x128x128xf16> -> tile<128x128xf16>
      %28 = permute %reshape_32 [1, 0] : tile<128x128xf16> -> tile<128x128xf16>
      %29 = mmaf %reshape_15, %28, %cst_0_f32_20 : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
      %30 = reduce %29 dim=1 identities=[0xFF800000 : f32] : tile<128x128xf32> -> tile<128xf32> 
      (%arg33: tile<f32>, %arg34: tile<f32>) {
        %43 = maxf %arg33, %arg34 : tile<f32>
        yield %43 : tile<f32>
      }
      %reshape_33 = reshape %30 : tile<128xf32> -> tile<128x1xf32>
      %31 = mulf %reshape_33, %bcast : tile<128x1xf32>
      %32 = maxf %arg32, %31 : tile<128x1xf32>
      %bcast_34 = broadcast %32 : tile<128x1xf32> -> tile<128x128xf32>
      %33 = negf %bcast_34 : tile<128x128xf32>
      %34 = fma %29, %bcast_23, %33 : tile<128x128xf32>
      %35 = exp2 %34 flush_to_zero : tile<128x128xf32>
      %36 = subf %arg32, %32 : tile<128x1xf32>
      %37 = exp2 %36 flush_to_zero : tile<128x1xf32>
      %38 = reduce %35 dim=1 identities=[0.000000e+00 : f32] : tile<128x128xf32> -> tile<128xf32> 
      (%arg33: tile<f32>, %arg34: tile<f32>) {
        %43 = addf %arg33, %arg34 : tile<f32>
        yield %43 : tile<f32>
      }
      %reshape_35 = reshape %38 : tile<128xf32> -> tile<128x1xf32>
      %39 = fma %arg31, %37, %reshape_35 : tile<128x1xf32>
      %tile_36, %result_token_37 = load_view_tko weak %pview_25[%blockId_y_11, %arg29, %cst_0_i32_24] token = %0 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf16>, token
      %reshape_38 = reshape %tile_36 : tile<1x128x128xf16> -> tile<128x128xf16>
      %40 = ftof %35 : tile<128x128xf32> -> tile<128x128xf16>
      %bcast_39 = broadcast %37 : tile<128x1xf32> -> tile<128x128xf32>
      %41 = mulf %arg30, %bcast_39 : tile<128x128xf32>
      %42 = mmaf %40, %reshape_38, %41 : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
      continue %42, %39, %32 : tile<128x128xf32>, tile<128x1xf32>, tile<128x1xf32>
    }
    %24:3 = for %arg29 in (%22 to %19, step %cst_1_i32_17) : tile<i32> iter_values(%arg30 = %23#0, %arg31 = %23#1, %arg32 = %23#2) -> (tile<128x128xf32>, tile<128x1xf32>, tile<128x1xf32>) {
      %tile_30, %result_token_31 = load_view_tko weak %pview_19[%blockId_y_11, %arg29, %cst_0_i32_18] token = %0 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf16>, token
      %reshape_32 = reshape %tile_30 : tile<1x128x128xf16> -> tile<128x128xf16>
      %28 = permute %reshape_32 [1, 0] : tile<128x128xf16> -> tile<128x128xf16>
      %29 = mmaf %reshape_15, %28, %cst_0_f32_20 : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
      %30 = muli %arg29, %cst_128_i32_9 : tile<i32>
      %reshape_33 = reshape %30 : tile<i32> -> tile<1x1xi32>
      %bcast_34 = broadcast %reshape_33 : tile<1x1xi32> -> tile<1x128xi32>
      %31 = addi %bcast_34, %reshape : tile<1x128xi32>
      %reshape_35 = reshape %6 : tile<i32> -> tile<1x1xi32>
      %bcast_36 = broadcast %reshape_35 : tile<1x1xi32> -> tile<1x128xi32>
      %32 = cmpi less_than %31, %bcast_36, signed : tile<1x128xi32> -> tile<1x128xi1>
      %cst_f32_37 = constant <f32: 0xFF800000> : tile<f32>
      %bcast_38 = broadcast %32 : tile<1x128xi1> -> tile<128x128xi1>
      %reshape_39 = reshape %cst_f32_37 : tile<f32> -> tile<1x1xf32>
      %bcast_40 = broadcast %reshape_39 : tile<1x1xf32> -> tile<128x128xf32>
      %33 = select %bcast_38, %29, %bcast_40 : tile<128x128xi1>, tile<128x128xf32>
      %34 = reduce %33 dim=1 identities=[0xFF800000 : f32] : tile<128x128xf32> -> tile<128xf32> 
      (%arg33: tile<f32>, %arg34: tile<f32>) {
        %47 = maxf %arg33, %arg34 : tile<f32>
        yield %47 : tile<f32>
      }
      %reshape_41 = reshape %34 : tile<128xf32> -> tile<128x1xf32>
      %35 = mulf %reshape_41, %bcast : tile<128x1xf32>
      %36 = maxf %arg32, %35 : tile<128x1xf32>
      %bcast_42 = broadcast %36 : tile<128x1xf32> -> tile<128x128xf32>
      %37 = negf %bcast_42 : tile<128x128xf32>
      %38 = fma %33, %bcast_23, %37 : tile<128x128xf32>
      %39 = exp2 %38 flush_to_zero : tile<128x128xf32>
      %40 = subf %arg32, %36 : tile<128x1xf32>
      %41 = exp2 %40 flush_to_zero : tile<128x1xf32>
      %42 = reduce %39 dim=1 identities=[0.000000e+00 : f32] : tile<128x128xf32> -> tile<128xf32> 
      (%arg33: tile<f32>, %arg34: tile<f32>) {
        %47 = addf %arg33, %arg34 : tile<f32>
        yield %47 : tile<f32>
      }
      %reshape_43 = reshape %42 : tile<128xf32> -> tile<128x1xf32>
      %43 = fma %arg31, %41, %reshape_43 : tile<128x1xf32>
      %tile_44, %result_token_45 = load_view_tko weak %pview_25[%blockId_y_11, %arg29, %cst_0_i32_24] token = %0 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf16>, token
      %reshape_46 = reshape %tile_44 : tile<1x128x128xf16> -> tile<128x128xf16>
      %44 = ftof %39 : tile<128x128xf32> -> tile<128x128xf16>
      %bcast_47 = broadcast %41 : tile<128x1xf32> -> tile<128x128xf32>
      %45 = mulf %arg30, %bcast_47 : tile<128x128xf32>
      %46 = mmaf %44, %reshape_46, %45 : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
      continue %46, %43, %36 : tile<128x128xf32>, tile<128x1xf32>, tile<128x1xf32>
    }
    %bcast_26 = broadcast %24#1 : tile<128x1xf32> -> tile<128x128xf32>
    %25 = divf %24#0, %bcast_26 : tile<128x128xf32>
    %26 = ftof %25 : tile<128x128xf32> -> tile<128x128xf16>
    %cst_0_i32_27 = constant <i32: 0> : tile<i32>
    %reshape_28 = reshape %26 : tile<128x128xf16> -> tile<1x128x128xf16>
    %pview_29 = make_partition_view %tview_8 : partition_view<tile=(1x128x128), tensor_view<?x?x128xf16, strides=[?,?,1]>>
    %27 = store_view_tko weak %reshape_28, %pview_29[%blockId_y_11, %blockId_x, %cst_0_i32_27] token = %0 : tile<1x128x128xf16>, partition_view<tile=(1x128x128), tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> token
  }
}
