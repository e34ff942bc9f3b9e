// Benchmark kernel (not a fixture), written by python/bench/make_bench_kernels.py
// from python/fixtures/kernels.py (cuTile Python 1.7.0, bytecode 13.3) and
// printed by tile-translate --cudatile-to-mlir. Do not edit by hand.
// Flash-attention forward (causal), TileGym's softmax (exp2 flush_to_zero, scale in one
// FMA); Q K V Out f16 [B*H, L, 128], sm_scale f32; 128x128 tiles, no divisibility. Python
// ABI: per array ptr, 3 shapes, 3 strides, then sm_scale. Grid (ceil(L/128), B*H, 1).
cuda_tile.module @kernels {
  entry @attention_tgn128_d128_causal_Kt2_A3f16_3l0_4s128t1_A3f16_3l0_4s128t1_A3f16_3l0_4s128t1_A3f16_3l0_4s128t1_Sf32_I128_I128_I128_I1(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f16>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<f32>) optimization_hints=<default = {}> {
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
    %cst_128_i32_10 = constant <i32: 128> : tile<i32>
    %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
    %blockId_x_11, %blockId_y_12, %blockId_z_13 = get_tile_block_id : tile<i32>
    %cst_f32 = constant <f32: 1.44269502> : tile<f32>
    %17 = mulf %arg28, %cst_f32 : tile<f32>
    %18 = muli %blockId_x, %cst_128_i32_9 : tile<i32>
    %19 = iota : tile<128xi32>
    %reshape = reshape %18 : tile<i32> -> tile<1xi32>
    %bcast = broadcast %reshape : tile<1xi32> -> tile<128xi32>
    %20 = addi %bcast, %19 : tile<128xi32>
    %reshape_14 = reshape %20 : tile<128xi32> -> tile<128x1xi32>
    %21 = iota : tile<128xi32>
    %reshape_15 = reshape %21 : tile<128xi32> -> tile<1x128xi32>
    %cst_f32_16 = constant <f32: 0xFF800000> : tile<128x1xf32>
    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x1xf32>
    %cst_0_f32_17 = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %cst_0_i32 = constant <i32: 0> : tile<i32>
    %pview = make_partition_view %tview : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>
    %tile, %result_token = load_view_tko weak %pview[%blockId_y_12, %blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf16>, token
    %reshape_18 = reshape %tile : tile<1x128x128xf16> -> tile<128x128xf16>
    %cst_1_i32_19 = constant <i32: 1> : tile<i32>
    %22 = addi %blockId_x, %cst_1_i32_19 : tile<i32>
    %23 = muli %22, %cst_128_i32_9 : tile<i32>
    %24 = mini %23, %6 signed : tile<i32>
    %25 = divi %24, %cst_128_i32_10 signed rounding<positive_inf> : tile<i32>
    %26 = muli %blockId_x, %cst_128_i32_9 : tile<i32>
    %27 = divi %26, %cst_128_i32_10 signed rounding<negative_inf> : tile<i32>
    %28 = divi %6, %cst_128_i32_10 signed rounding<negative_inf> : tile<i32>
    %29 = mini %27, %28 signed : tile<i32>
    %cst_0_i32_20 = constant <i32: 0> : tile<i32>
    %cst_1_i32_21 = constant <i32: 1> : tile<i32>
    %cst_0_i32_22 = constant <i32: 0> : tile<i32>
    %pview_23 = make_partition_view %tview_6 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>
    %cst_0_f32_24 = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %reshape_25 = reshape %17 : tile<f32> -> tile<1x1xf32>
    %bcast_26 = broadcast %reshape_25 : tile<1x1xf32> -> tile<128x1xf32>
    %reshape_27 = reshape %17 : tile<f32> -> tile<1x1xf32>
    %bcast_28 = broadcast %reshape_27 : tile<1x1xf32> -> tile<128x128xf32>
    %cst_0_i32_29 = constant <i32: 0> : tile<i32>
    %pview_30 = make_partition_view %tview_7 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>
    %30 = mini %25, %29 signed : tile<i32>
    %31 = maxi %cst_0_i32_20, %29 signed : tile<i32>
    %32:3 = for %arg29 in (%cst_0_i32_20 to %30, step %cst_1_i32_21) : tile<i32> iter_values(%arg30 = %cst_0_f32_17, %arg31 = %cst_0_f32, %arg32 = %cst_f32_16) -> (tile<128x128xf32>, tile<128x1xf32>, tile<128x1xf32>) {
      %tile_35, %result_token_36 = load_view_tko weak %pview_23[%blockId_y_12, %arg29, %cst_0_i32_22] token = %0 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf16>, token
      %reshape_37 = reshape %tile_35 : tile<1x128x128xf16> -> tile<128x128xf16>
      %37 = permute %reshape_37 [1, 0] : tile<128x128xf16> -> tile<128x128xf16>
      %38 = mmaf %reshape_18, %37, %cst_0_f32_24 : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
      %39 = reduce %38 dim=1 identities=[0xFF800000 : f32] : tile<128x128xf32> -> tile<128xf32> 
      (%arg33: tile<f32>, %arg34: tile<f32>) {
        %52 = maxf %arg33, %arg34 : tile<f32>
        yield %52 : tile<f32>
      }
      %reshape_38 = reshape %39 : tile<128xf32> -> tile<128x1xf32>
      %40 = mulf %reshape_38, %bcast_26 : tile<128x1xf32>
      %41 = maxf %arg32, %40 : tile<128x1xf32>
      %bcast_39 = broadcast %41 : tile<128x1xf32> -> tile<128x128xf32>
      %42 = negf %bcast_39 : tile<128x128xf32>
      %43 = fma %38, %bcast_28, %42 : tile<128x128xf32>
      %44 = exp2 %43 flush_to_zero : tile<128x128xf32>
      %45 = subf %arg32, %41 : tile<128x1xf32>
      %46 = exp2 %45 flush_to_zero : tile<128x1xf32>
      %47 = reduce %44 dim=1 identities=[0.000000e+00 : f32] : tile<128x128xf32> -> tile<128xf32> 
      (%arg33: tile<f32>, %arg34: tile<f32>) {
        %52 = addf %arg33, %arg34 : tile<f32>
        yield %52 : tile<f32>
      }
      %reshape_40 = reshape %47 : tile<128xf32> -> tile<128x1xf32>
      %48 = fma %arg31, %46, %reshape_40 : tile<128x1xf32>
      %tile_41, %result_token_42 = load_view_tko weak %pview_30[%blockId_y_12, %arg29, %cst_0_i32_29] token = %0 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf16>, token
      %reshape_43 = reshape %tile_41 : tile<1x128x128xf16> -> tile<128x128xf16>
      %49 = ftof %44 : tile<128x128xf32> -> tile<128x128xf16>
      %bcast_44 = broadcast %46 : tile<128x1xf32> -> tile<128x128xf32>
      %50 = mulf %arg30, %bcast_44 : tile<128x128xf32>
      %51 = mmaf %49, %reshape_43, %50 : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
      continue %51, %48, %41 : tile<128x128xf32>, tile<128x1xf32>, tile<128x1xf32>
    }
    %33:3 = for %arg29 in (%31 to %25, step %cst_1_i32_21) : tile<i32> iter_values(%arg30 = %32#0, %arg31 = %32#1, %arg32 = %32#2) -> (tile<128x128xf32>, tile<128x1xf32>, tile<128x1xf32>) {
      %tile_35, %result_token_36 = load_view_tko weak %pview_23[%blockId_y_12, %arg29, %cst_0_i32_22] token = %0 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf16>, token
      %reshape_37 = reshape %tile_35 : tile<1x128x128xf16> -> tile<128x128xf16>
      %37 = permute %reshape_37 [1, 0] : tile<128x128xf16> -> tile<128x128xf16>
      %38 = mmaf %reshape_18, %37, %cst_0_f32_24 : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
      %39 = muli %arg29, %cst_128_i32_10 : tile<i32>
      %reshape_38 = reshape %39 : tile<i32> -> tile<1x1xi32>
      %bcast_39 = broadcast %reshape_38 : tile<1x1xi32> -> tile<1x128xi32>
      %40 = addi %bcast_39, %reshape_15 : tile<1x128xi32>
      %reshape_40 = reshape %6 : tile<i32> -> tile<1x1xi32>
      %bcast_41 = broadcast %reshape_40 : tile<1x1xi32> -> tile<1x128xi32>
      %41 = cmpi less_than %40, %bcast_41, signed : tile<1x128xi32> -> tile<1x128xi1>
      %bcast_42 = broadcast %reshape_14 : tile<128x1xi32> -> tile<128x128xi32>
      %bcast_43 = broadcast %40 : tile<1x128xi32> -> tile<128x128xi32>
      %42 = cmpi greater_than_or_equal %bcast_42, %bcast_43, signed : tile<128x128xi32> -> tile<128x128xi1>
      %bcast_44 = broadcast %41 : tile<1x128xi1> -> tile<128x128xi1>
      %43 = andi %bcast_44, %42 : tile<128x128xi1>
      %cst_f32_45 = constant <f32: 0xFF800000> : tile<f32>
      %reshape_46 = reshape %cst_f32_45 : tile<f32> -> tile<1x1xf32>
      %bcast_47 = broadcast %reshape_46 : tile<1x1xf32> -> tile<128x128xf32>
      %44 = select %43, %38, %bcast_47 : tile<128x128xi1>, tile<128x128xf32>
      %45 = reduce %44 dim=1 identities=[0xFF800000 : f32] : tile<128x128xf32> -> tile<128xf32> 
      (%arg33: tile<f32>, %arg34: tile<f32>) {
        %58 = maxf %arg33, %arg34 : tile<f32>
        yield %58 : tile<f32>
      }
      %reshape_48 = reshape %45 : tile<128xf32> -> tile<128x1xf32>
      %46 = mulf %reshape_48, %bcast_26 : tile<128x1xf32>
      %47 = maxf %arg32, %46 : tile<128x1xf32>
      %bcast_49 = broadcast %47 : tile<128x1xf32> -> tile<128x128xf32>
      %48 = negf %bcast_49 : tile<128x128xf32>
      %49 = fma %44, %bcast_28, %48 : tile<128x128xf32>
      %50 = exp2 %49 flush_to_zero : tile<128x128xf32>
      %51 = subf %arg32, %47 : tile<128x1xf32>
      %52 = exp2 %51 flush_to_zero : tile<128x1xf32>
      %53 = reduce %50 dim=1 identities=[0.000000e+00 : f32] : tile<128x128xf32> -> tile<128xf32> 
      (%arg33: tile<f32>, %arg34: tile<f32>) {
        %58 = addf %arg33, %arg34 : tile<f32>
        yield %58 : tile<f32>
      }
      %reshape_50 = reshape %53 : tile<128xf32> -> tile<128x1xf32>
      %54 = fma %arg31, %52, %reshape_50 : tile<128x1xf32>
      %tile_51, %result_token_52 = load_view_tko weak %pview_30[%blockId_y_12, %arg29, %cst_0_i32_29] token = %0 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf16>, token
      %reshape_53 = reshape %tile_51 : tile<1x128x128xf16> -> tile<128x128xf16>
      %55 = ftof %50 : tile<128x128xf32> -> tile<128x128xf16>
      %bcast_54 = broadcast %52 : tile<128x1xf32> -> tile<128x128xf32>
      %56 = mulf %arg30, %bcast_54 : tile<128x128xf32>
      %57 = mmaf %55, %reshape_53, %56 : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
      continue %57, %54, %47 : tile<128x128xf32>, tile<128x1xf32>, tile<128x1xf32>
    }
    %bcast_31 = broadcast %33#1 : tile<128x1xf32> -> tile<128x128xf32>
    %34 = divf %33#0, %bcast_31 : tile<128x128xf32>
    %35 = ftof %34 : tile<128x128xf32> -> tile<128x128xf16>
    %cst_0_i32_32 = constant <i32: 0> : tile<i32>
    %reshape_33 = reshape %35 : tile<128x128xf16> -> tile<1x128x128xf16>
    %pview_34 = make_partition_view %tview_8 : partition_view<tile=(1x128x128), tensor_view<?x?x128xf16, strides=[?,?,1]>>
    %36 = store_view_tko weak %reshape_33, %pview_34[%blockId_y_12, %blockId_x, %cst_0_i32_32] token = %0 : tile<1x128x128xf16>, partition_view<tile=(1x128x128), tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> token
  }
}
