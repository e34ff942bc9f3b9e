// Benchmark kernel (not a fixture), written by python/bench/make_bench_kernels.py
// from python/fixtures/kernels.py (cuTile Python 1.7.0, bytecode 13.3) and
// printed by tile-translate --cudatile-to-mlir. Do not edit by hand.
// Flash-attention forward (causal), TileGym's softmax (exp2 flush_to_zero, scale in one
// FMA); Q K V Out f16 [B*H, L, 128], sm_scale f32; 128x128 tiles, div_by 16
// shapes/strides/base addresses. Python ABI: per array ptr, 3 shapes, 3 strides, then
// sm_scale. Grid (ceil(L/128), B*H, 1).
cuda_tile.module @kernels {
  entry @attention_tgn128_d128_causal_Kt2_A3f16_3i16v16l0_4s128t1_p16_A3f16_3i16v16l0_4s128t1_p16_A3f16_3i16v16l0_4s128t1_p16_A3f16_3i16v16l0_4s128t1_p16_Sf32_I128_I128_I128_I1(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f16>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<f32>) optimization_hints=<default = {}> {
    %0 = make_token : token
    %1 = assume div_by<16>, %arg0 : tile<ptr<f16>>
    %2 = assume div_by<16>, %arg1 : tile<i32>
    %3 = assume div_by<16>, %arg2 : tile<i32>
    %4 = assume div_by<16>, %arg4 : tile<i32>
    %5 = assume div_by<16>, %arg5 : tile<i32>
    %6 = assume div_by<16>, %arg7 : tile<ptr<f16>>
    %7 = assume div_by<16>, %arg8 : tile<i32>
    %8 = assume div_by<16>, %arg9 : tile<i32>
    %9 = assume div_by<16>, %arg11 : tile<i32>
    %10 = assume div_by<16>, %arg12 : tile<i32>
    %11 = assume div_by<16>, %arg14 : tile<ptr<f16>>
    %12 = assume div_by<16>, %arg15 : tile<i32>
    %13 = assume div_by<16>, %arg16 : tile<i32>
    %14 = assume div_by<16>, %arg18 : tile<i32>
    %15 = assume div_by<16>, %arg19 : tile<i32>
    %16 = assume div_by<16>, %arg21 : tile<ptr<f16>>
    %17 = assume div_by<16>, %arg22 : tile<i32>
    %18 = assume div_by<16>, %arg23 : tile<i32>
    %19 = assume div_by<16>, %arg25 : tile<i32>
    %20 = assume div_by<16>, %arg26 : tile<i32>
    %cst_128_i32 = constant <i32: 128> : tile<i32>
    %cst_1_i32 = constant <i32: 1> : tile<i32>
    %cst_128_i32_0 = constant <i32: 128> : tile<i32>
    %cst_1_i32_1 = constant <i32: 1> : tile<i32>
    %cst_128_i32_2 = constant <i32: 128> : tile<i32>
    %cst_1_i32_3 = constant <i32: 1> : tile<i32>
    %cst_128_i32_4 = constant <i32: 128> : tile<i32>
    %cst_1_i32_5 = constant <i32: 1> : tile<i32>
    %21 = assume bounded<0, ?>, %2 : tile<i32>
    %22 = assume div_by<16>, %21 : tile<i32>
    %23 = assume bounded<0, ?>, %3 : tile<i32>
    %24 = assume div_by<16>, %23 : tile<i32>
    %25 = assume bounded<0, ?>, %4 : tile<i32>
    %26 = assume div_by<16>, %25 : tile<i32>
    %27 = assume bounded<0, ?>, %5 : tile<i32>
    %28 = assume div_by<16>, %27 : tile<i32>
    %tview = make_tensor_view %1, shape = [%22, %24, 128], strides = [%26, %28, 1] : tile<i32> -> tensor_view<?x?x128xf16, strides=[?,?,1]>
    %29 = assume bounded<0, ?>, %7 : tile<i32>
    %30 = assume div_by<16>, %29 : tile<i32>
    %31 = assume bounded<0, ?>, %8 : tile<i32>
    %32 = assume div_by<16>, %31 : tile<i32>
    %33 = assume bounded<0, ?>, %9 : tile<i32>
    %34 = assume div_by<16>, %33 : tile<i32>
    %35 = assume bounded<0, ?>, %10 : tile<i32>
    %36 = assume div_by<16>, %35 : tile<i32>
    %tview_6 = make_tensor_view %6, shape = [%30, %32, 128], strides = [%34, %36, 1] : tile<i32> -> tensor_view<?x?x128xf16, strides=[?,?,1]>
    %37 = assume bounded<0, ?>, %12 : tile<i32>
    %38 = assume div_by<16>, %37 : tile<i32>
    %39 = assume bounded<0, ?>, %13 : tile<i32>
    %40 = assume div_by<16>, %39 : tile<i32>
    %41 = assume bounded<0, ?>, %14 : tile<i32>
    %42 = assume div_by<16>, %41 : tile<i32>
    %43 = assume bounded<0, ?>, %15 : tile<i32>
    %44 = assume div_by<16>, %43 : tile<i32>
    %tview_7 = make_tensor_view %11, shape = [%38, %40, 128], strides = [%42, %44, 1] : tile<i32> -> tensor_view<?x?x128xf16, strides=[?,?,1]>
    %45 = assume bounded<0, ?>, %17 : tile<i32>
    %46 = assume div_by<16>, %45 : tile<i32>
    %47 = assume bounded<0, ?>, %18 : tile<i32>
    %48 = assume div_by<16>, %47 : tile<i32>
    %49 = assume bounded<0, ?>, %19 : tile<i32>
    %50 = assume div_by<16>, %49 : tile<i32>
    %51 = assume bounded<0, ?>, %20 : tile<i32>
    %52 = assume div_by<16>, %51 : tile<i32>
    %tview_8 = make_tensor_view %16, shape = [%46, %48, 128], strides = [%50, %52, 1] : tile<i32> -> tensor_view<?x?x128xf16, strides=[?,?,1]>
    %cst_128_i32_9 = constant <i32: 128> : tile<i32>
    %cst_128_i32_10 = constant <i32: 128> : tile<i32>
    %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
    %blockId_x_11, %blockId_y_12, %blockId_z_13 = get_tile_block_id : tile<i32>
    %cst_f32 = constant <f32: 1.44269502> : tile<f32>
    %53 = mulf %arg28, %cst_f32 : tile<f32>
    %54 = muli %blockId_x, %cst_128_i32_9 : tile<i32>
    %55 = iota : tile<128xi32>
    %reshape = reshape %54 : tile<i32> -> tile<1xi32>
    %bcast = broadcast %reshape : tile<1xi32> -> tile<128xi32>
    %56 = addi %bcast, %55 : tile<128xi32>
    %reshape_14 = reshape %56 : tile<128xi32> -> tile<128x1xi32>
    %57 = iota : tile<128xi32>
    %reshape_15 = reshape %57 : tile<128xi32> -> tile<1x128xi32>
    %cst_f32_16 = constant <f32: 0xFF800000> : tile<128x1xf32>
    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x1xf32>
    %cst_0_f32_17 = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %cst_0_i32 = constant <i32: 0> : tile<i32>
    %pview = make_partition_view %tview : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>
    %tile, %result_token = load_view_tko weak %pview[%blockId_y_12, %blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf16>, token
    %reshape_18 = reshape %tile : tile<1x128x128xf16> -> tile<128x128xf16>
    %cst_1_i32_19 = constant <i32: 1> : tile<i32>
    %58 = addi %blockId_x, %cst_1_i32_19 : tile<i32>
    %59 = muli %58, %cst_128_i32_9 : tile<i32>
    %60 = mini %59, %32 signed : tile<i32>
    %61 = divi %60, %cst_128_i32_10 signed rounding<positive_inf> : tile<i32>
    %62 = muli %blockId_x, %cst_128_i32_9 : tile<i32>
    %63 = divi %62, %cst_128_i32_10 signed rounding<negative_inf> : tile<i32>
    %64 = divi %32, %cst_128_i32_10 signed rounding<negative_inf> : tile<i32>
    %65 = mini %63, %64 signed : tile<i32>
    %cst_0_i32_20 = constant <i32: 0> : tile<i32>
    %cst_1_i32_21 = constant <i32: 1> : tile<i32>
    %cst_0_i32_22 = constant <i32: 0> : tile<i32>
    %pview_23 = make_partition_view %tview_6 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>
    %cst_0_f32_24 = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %reshape_25 = reshape %53 : tile<f32> -> tile<1x1xf32>
    %bcast_26 = broadcast %reshape_25 : tile<1x1xf32> -> tile<128x1xf32>
    %reshape_27 = reshape %53 : tile<f32> -> tile<1x1xf32>
    %bcast_28 = broadcast %reshape_27 : tile<1x1xf32> -> tile<128x128xf32>
    %cst_0_i32_29 = constant <i32: 0> : tile<i32>
    %pview_30 = make_partition_view %tview_7 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>
    %66 = mini %61, %65 signed : tile<i32>
    %67 = maxi %cst_0_i32_20, %65 signed : tile<i32>
    %68:3 = for %arg29 in (%cst_0_i32_20 to %66, step %cst_1_i32_21) : tile<i32> iter_values(%arg30 = %cst_0_f32_17, %arg31 = %cst_0_f32, %arg32 = %cst_f32_16) -> (tile<128x128xf32>, tile<128x1xf32>, tile<128x1xf32>) {
      %tile_35, %result_token_36 = load_view_tko weak %pview_23[%blockId_y_12, %arg29, %cst_0_i32_22] token = %0 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf16>, token
      %reshape_37 = reshape %tile_35 : tile<1x128x128xf16> -> tile<128x128xf16>
      %73 = permute %reshape_37 [1, 0] : tile<128x128xf16> -> tile<128x128xf16>
      %74 = mmaf %reshape_18, %73, %cst_0_f32_24 : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
      %75 = reduce %74 dim=1 identities=[0xFF800000 : f32] : tile<128x128xf32> -> tile<128xf32> 
      (%arg33: tile<f32>, %arg34: tile<f32>) {
        %88 = maxf %arg33, %arg34 : tile<f32>
        yield %88 : tile<f32>
      }
      %reshape_38 = reshape %75 : tile<128xf32> -> tile<128x1xf32>
      %76 = mulf %reshape_38, %bcast_26 : tile<128x1xf32>
      %77 = maxf %arg32, %76 : tile<128x1xf32>
      %bcast_39 = broadcast %77 : tile<128x1xf32> -> tile<128x128xf32>
      %78 = negf %bcast_39 : tile<128x128xf32>
      %79 = fma %74, %bcast_28, %78 : tile<128x128xf32>
      %80 = exp2 %79 flush_to_zero : tile<128x128xf32>
      %81 = subf %arg32, %77 : tile<128x1xf32>
      %82 = exp2 %81 flush_to_zero : tile<128x1xf32>
      %83 = reduce %80 dim=1 identities=[0.000000e+00 : f32] : tile<128x128xf32> -> tile<128xf32> 
      (%arg33: tile<f32>, %arg34: tile<f32>) {
        %88 = addf %arg33, %arg34 : tile<f32>
        yield %88 : tile<f32>
      }
      %reshape_40 = reshape %83 : tile<128xf32> -> tile<128x1xf32>
      %84 = fma %arg31, %82, %reshape_40 : tile<128x1xf32>
      %tile_41, %result_token_42 = load_view_tko weak %pview_30[%blockId_y_12, %arg29, %cst_0_i32_29] token = %0 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf16>, token
      %reshape_43 = reshape %tile_41 : tile<1x128x128xf16> -> tile<128x128xf16>
      %85 = ftof %80 : tile<128x128xf32> -> tile<128x128xf16>
      %bcast_44 = broadcast %82 : tile<128x1xf32> -> tile<128x128xf32>
      %86 = mulf %arg30, %bcast_44 : tile<128x128xf32>
      %87 = mmaf %85, %reshape_43, %86 : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
      continue %87, %84, %77 : tile<128x128xf32>, tile<128x1xf32>, tile<128x1xf32>
    }
    %69:3 = for %arg29 in (%67 to %61, step %cst_1_i32_21) : tile<i32> iter_values(%arg30 = %68#0, %arg31 = %68#1, %arg32 = %68#2) -> (tile<128x128xf32>, tile<128x1xf32>, tile<128x1xf32>) {
      %tile_35, %result_token_36 = load_view_tko weak %pview_23[%blockId_y_12, %arg29, %cst_0_i32_22] token = %0 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf16>, token
      %reshape_37 = reshape %tile_35 : tile<1x128x128xf16> -> tile<128x128xf16>
      %73 = permute %reshape_37 [1, 0] : tile<128x128xf16> -> tile<128x128xf16>
      %74 = mmaf %reshape_18, %73, %cst_0_f32_24 : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
      %75 = muli %arg29, %cst_128_i32_10 : tile<i32>
      %reshape_38 = reshape %75 : tile<i32> -> tile<1x1xi32>
      %bcast_39 = broadcast %reshape_38 : tile<1x1xi32> -> tile<1x128xi32>
      %76 = addi %bcast_39, %reshape_15 : tile<1x128xi32>
      %reshape_40 = reshape %32 : tile<i32> -> tile<1x1xi32>
      %bcast_41 = broadcast %reshape_40 : tile<1x1xi32> -> tile<1x128xi32>
      %77 = cmpi less_than %76, %bcast_41, signed : tile<1x128xi32> -> tile<1x128xi1>
      %bcast_42 = broadcast %reshape_14 : tile<128x1xi32> -> tile<128x128xi32>
      %bcast_43 = broadcast %76 : tile<1x128xi32> -> tile<128x128xi32>
      %78 = cmpi greater_than_or_equal %bcast_42, %bcast_43, signed : tile<128x128xi32> -> tile<128x128xi1>
      %bcast_44 = broadcast %77 : tile<1x128xi1> -> tile<128x128xi1>
      %79 = andi %bcast_44, %78 : tile<128x128xi1>
      %cst_f32_45 = constant <f32: 0xFF800000> : tile<f32>
      %reshape_46 = reshape %cst_f32_45 : tile<f32> -> tile<1x1xf32>
      %bcast_47 = broadcast %reshape_46 : tile<1x1xf32> -> tile<128x128xf32>
      %80 = select %79, %74, %bcast_47 : tile<128x128xi1>, tile<128x128xf32>
      %81 = reduce %80 dim=1 identities=[0xFF800000 : f32] : tile<128x128xf32> -> tile<128xf32> 
      (%arg33: tile<f32>, %arg34: tile<f32>) {
        %94 = maxf %arg33, %arg34 : tile<f32>
        yield %94 : tile<f32>
      }
      %reshape_48 = reshape %81 : tile<128xf32> -> tile<128x1xf32>
      %82 = mulf %reshape_48, %bcast_26 : tile<128x1xf32>
      %83 = maxf %arg32, %82 : tile<128x1xf32>
      %bcast_49 = broadcast %83 : tile<128x1xf32> -> tile<128x128xf32>
      %84 = negf %bcast_49 : tile<128x128xf32>
      %85 = fma %80, %bcast_28, %84 : tile<128x128xf32>
      %86 = exp2 %85 flush_to_zero : tile<128x128xf32>
      %87 = subf %arg32, %83 : tile<128x1xf32>
      %88 = exp2 %87 flush_to_zero : tile<128x1xf32>
      %89 = reduce %86 dim=1 identities=[0.000000e+00 : f32] : tile<128x128xf32> -> tile<128xf32> 
      (%arg33: tile<f32>, %arg34: tile<f32>) {
        %94 = addf %arg33, %arg34 : tile<f32>
        yield %94 : tile<f32>
      }
      %reshape_50 = reshape %89 : tile<128xf32> -> tile<128x1xf32>
      %90 = fma %arg31, %88, %reshape_50 : tile<128x1xf32>
      %tile_51, %result_token_52 = load_view_tko weak %pview_30[%blockId_y_12, %arg29, %cst_0_i32_29] token = %0 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf16>, token
      %reshape_53 = reshape %tile_51 : tile<1x128x128xf16> -> tile<128x128xf16>
      %91 = ftof %86 : tile<128x128xf32> -> tile<128x128xf16>
      %bcast_54 = broadcast %88 : tile<128x1xf32> -> tile<128x128xf32>
      %92 = mulf %arg30, %bcast_54 : tile<128x128xf32>
      %93 = mmaf %91, %reshape_53, %92 : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
      continue %93, %90, %83 : tile<128x128xf32>, tile<128x1xf32>, tile<128x1xf32>
    }
    %bcast_31 = broadcast %69#1 : tile<128x1xf32> -> tile<128x128xf32>
    %70 = divf %69#0, %bcast_31 : tile<128x128xf32>
    %71 = ftof %70 : tile<128x128xf32> -> tile<128x128xf16>
    %cst_0_i32_32 = constant <i32: 0> : tile<i32>
    %reshape_33 = reshape %71 : tile<128x128xf16> -> tile<1x128x128xf16>
    %pview_34 = make_partition_view %tview_8 : partition_view<tile=(1x128x128), tensor_view<?x?x128xf16, strides=[?,?,1]>>
    %72 = store_view_tko weak %reshape_33, %pview_34[%blockId_y_12, %blockId_x, %cst_0_i32_32] token = %0 : tile<1x128x128xf16>, partition_view<tile=(1x128x128), tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> token
  }
}
