// Benchmark kernel (not a fixture), written by python/bench/make_bench_kernels.py
// from python/fixtures/kernels.py (cuTile Python 1.7.0, bytecode 13.3) and
// printed by tile-translate --cudatile-to-mlir. Do not edit by hand.
// Flash-attention forward, TileGym's softmax (exp2 flush_to_zero, scale in one FMA); Q K V
// Out f16 [B*H, L, 128], sm_scale f32; 128x128 tiles, div_by 16 shapes/strides/base
// addresses. Python ABI: per array ptr, 3 shapes, 3 strides, then sm_scale. Grid
// (ceil(L/128), B*H, 1).
cuda_tile.module @kernels {
  entry @attention_tgn128_d128_Kt2_A3f16_3i16v16l0_4s128t1_p16_A3f16_3i16v16l0_4s128t1_p16_A3f16_3i16v16l0_4s128t1_p16_A3f16_3i16v16l0_4s128t1_p16_Sf32_I128_I128_I128_I0(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f16>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<f32>) optimization_hints=<default = {}> {
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
    %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
    %blockId_x_10, %blockId_y_11, %blockId_z_12 = get_tile_block_id : tile<i32>
    %cst_f32 = constant <f32: 1.44269502> : tile<f32>
    %53 = mulf %arg28, %cst_f32 : tile<f32>
    %54 = iota : tile<128xi32>
    %reshape = reshape %54 : tile<128xi32> -> tile<1x128xi32>
    %cst_f32_13 = constant <f32: 0xFF800000> : tile<128x1xf32>
    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x1xf32>
    %cst_0_f32_14 = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %cst_0_i32 = constant <i32: 0> : tile<i32>
    %pview = make_partition_view %tview : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>
    %tile, %result_token = load_view_tko weak %pview[%blockId_y_11, %blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf16>, token
    %reshape_15 = reshape %tile : tile<1x128x128xf16> -> tile<128x128xf16>
    %55 = divi %32, %cst_128_i32_9 signed rounding<positive_inf> : tile<i32>
    %56 = divi %32, %cst_128_i32_9 signed rounding<negative_inf> : tile<i32>
    %cst_0_i32_16 = constant <i32: 0> : tile<i32>
    %cst_1_i32_17 = constant <i32: 1> : tile<i32>
    %cst_0_i32_18 = constant <i32: 0> : tile<i32>
    %pview_19 = make_partition_view %tview_6 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>
    %cst_0_f32_20 = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %reshape_21 = reshape %53 : tile<f32> -> tile<1x1xf32>
    %bcast = broadcast %reshape_21 : tile<1x1xf32> -> tile<128x1xf32>
    %reshape_22 = reshape %53 : tile<f32> -> tile<1x1xf32>
    %bcast_23 = broadcast %reshape_22 : tile<1x1xf32> -> tile<128x128xf32>
    %cst_0_i32_24 = constant <i32: 0> : tile<i32>
    %pview_25 = make_partition_view %tview_7 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>
    %57 = mini %55, %56 signed : tile<i32>
    %58 = maxi %cst_0_i32_16, %56 signed : tile<i32>
    %59:3 = for %arg29 in (%cst_0_i32_16 to %57, step %cst_1_i32_17) : tile<i32> iter_values(%arg30 = %cst_0_f32_14, %arg31 = %cst_0_f32, %arg32 = %cst_f32_13) -> (tile<128x128xf32>, tile<128x1xf32>, tile<128x1xf32>) {
      %tile_30, %result_token_31 = load_view_tko weak %pview_19[%blockId_y_11, %arg29, %cst_0_i32_18] token = %0 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf16>, token
      %reshape_32 = reshape %tile_30 : tile<1x128x128xf16> -> tile<128x128xf16>
      %64 = permute %reshape_32 [1, 0] : tile<128x128xf16> -> tile<128x128xf16>
      %65 = mmaf %reshape_15, %64, %cst_0_f32_20 : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
      %66 = reduce %65 dim=1 identities=[0xFF800000 : f32] : tile<128x128xf32> -> tile<128xf32> 
      (%arg33: tile<f32>, %arg34: tile<f32>) {
        %79 = maxf %arg33, %arg34 : tile<f32>
        yield %79 : tile<f32>
      }
      %reshape_33 = reshape %66 : tile<128xf32> -> tile<128x1xf32>
      %67 = mulf %reshape_33, %bcast : tile<128x1xf32>
      %68 = maxf %arg32, %67 : tile<128x1xf32>
      %bcast_34 = broadcast %68 : tile<128x1xf32> -> tile<128x128xf32>
      %69 = negf %bcast_34 : tile<128x128xf32>
      %70 = fma %65, %bcast_23, %69 : tile<128x128xf32>
      %71 = exp2 %70 flush_to_zero : tile<128x128xf32>
      %72 = subf %arg32, %68 : tile<128x1xf32>
      %73 = exp2 %72 flush_to_zero : tile<128x1xf32>
      %74 = reduce %71 dim=1 identities=[0.000000e+00 : f32] : tile<128x128xf32> -> tile<128xf32> 
      (%arg33: tile<f32>, %arg34: tile<f32>) {
        %79 = addf %arg33, %arg34 : tile<f32>
        yield %79 : tile<f32>
      }
      %reshape_35 = reshape %74 : tile<128xf32> -> tile<128x1xf32>
      %75 = fma %arg31, %73, %reshape_35 : tile<128x1xf32>
      %tile_36, %result_token_37 = load_view_tko weak %pview_25[%blockId_y_11, %arg29, %cst_0_i32_24] token = %0 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf16>, token
      %reshape_38 = reshape %tile_36 : tile<1x128x128xf16> -> tile<128x128xf16>
      %76 = ftof %71 : tile<128x128xf32> -> tile<128x128xf16>
      %bcast_39 = broadcast %73 : tile<128x1xf32> -> tile<128x128xf32>
      %77 = mulf %arg30, %bcast_39 : tile<128x128xf32>
      %78 = mmaf %76, %reshape_38, %77 : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
      continue %78, %75, %68 : tile<128x128xf32>, tile<128x1xf32>, tile<128x1xf32>
    }
    %60:3 = for %arg29 in (%58 to %55, step %cst_1_i32_17) : tile<i32> iter_values(%arg30 = %59#0, %arg31 = %59#1, %arg32 = %59#2) -> (tile<128x128xf32>, tile<128x1xf32>, tile<128x1xf32>) {
      %tile_30, %result_token_31 = load_view_tko weak %pview_19[%blockId_y_11, %arg29, %cst_0_i32_18] token = %0 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf16>, token
      %reshape_32 = reshape %tile_30 : tile<1x128x128xf16> -> tile<128x128xf16>
      %64 = permute %reshape_32 [1, 0] : tile<128x128xf16> -> tile<128x128xf16>
      %65 = mmaf %reshape_15, %64, %cst_0_f32_20 : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
      %66 = muli %arg29, %cst_128_i32_9 : tile<i32>
      %reshape_33 = reshape %66 : tile<i32> -> tile<1x1xi32>
      %bcast_34 = broadcast %reshape_33 : tile<1x1xi32> -> tile<1x128xi32>
      %67 = addi %bcast_34, %reshape : tile<1x128xi32>
      %reshape_35 = reshape %32 : tile<i32> -> tile<1x1xi32>
      %bcast_36 = broadcast %reshape_35 : tile<1x1xi32> -> tile<1x128xi32>
      %68 = cmpi less_than %67, %bcast_36, signed : tile<1x128xi32> -> tile<1x128xi1>
      %cst_f32_37 = constant <f32: 0xFF800000> : tile<f32>
      %bcast_38 = broadcast %68 : tile<1x128xi1> -> tile<128x128xi1>
      %reshape_39 = reshape %cst_f32_37 : tile<f32> -> tile<1x1xf32>
      %bcast_40 = broadcast %reshape_39 : tile<1x1xf32> -> tile<128x128xf32>
      %69 = select %bcast_38, %65, %bcast_40 : tile<128x128xi1>, tile<128x128xf32>
      %70 = reduce %69 dim=1 identities=[0xFF800000 : f32] : tile<128x128xf32> -> tile<128xf32> 
      (%arg33: tile<f32>, %arg34: tile<f32>) {
        %83 = maxf %arg33, %arg34 : tile<f32>
        yield %83 : tile<f32>
      }
      %reshape_41 = reshape %70 : tile<128xf32> -> tile<128x1xf32>
      %71 = mulf %reshape_41, %bcast : tile<128x1xf32>
      %72 = maxf %arg32, %71 : tile<128x1xf32>
      %bcast_42 = broadcast %72 : tile<128x1xf32> -> tile<128x128xf32>
      %73 = negf %bcast_42 : tile<128x128xf32>
      %74 = fma %69, %bcast_23, %73 : tile<128x128xf32>
      %75 = exp2 %74 flush_to_zero : tile<128x128xf32>
      %76 = subf %arg32, %72 : tile<128x1xf32>
      %77 = exp2 %76 flush_to_zero : tile<128x1xf32>
      %78 = reduce %75 dim=1 identities=[0.000000e+00 : f32] : tile<128x128xf32> -> tile<128xf32> 
      (%arg33: tile<f32>, %arg34: tile<f32>) {
        %83 = addf %arg33, %arg34 : tile<f32>
        yield %83 : tile<f32>
      }
      %reshape_43 = reshape %78 : tile<128xf32> -> tile<128x1xf32>
      %79 = fma %arg31, %77, %reshape_43 : tile<128x1xf32>
      %tile_44, %result_token_45 = load_view_tko weak %pview_25[%blockId_y_11, %arg29, %cst_0_i32_24] token = %0 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf16>, token
      %reshape_46 = reshape %tile_44 : tile<1x128x128xf16> -> tile<128x128xf16>
      %80 = ftof %75 : tile<128x128xf32> -> tile<128x128xf16>
      %bcast_47 = broadcast %77 : tile<128x1xf32> -> tile<128x128xf32>
      %81 = mulf %arg30, %bcast_47 : tile<128x128xf32>
      %82 = mmaf %80, %reshape_46, %81 : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
      continue %82, %79, %72 : tile<128x128xf32>, tile<128x1xf32>, tile<128x1xf32>
    }
    %bcast_26 = broadcast %60#1 : tile<128x1xf32> -> tile<128x128xf32>
    %61 = divf %60#0, %bcast_26 : tile<128x128xf32>
    %62 = ftof %61 : tile<128x128xf32> -> tile<128x128xf16>
    %cst_0_i32_27 = constant <i32: 0> : tile<i32>
    %reshape_28 = reshape %62 : tile<128x128xf16> -> tile<1x128x128xf16>
    %pview_29 = make_partition_view %tview_8 : partition_view<tile=(1x128x128), tensor_view<?x?x128xf16, strides=[?,?,1]>>
    %63 = store_view_tko weak %reshape_28, %pview_29[%blockId_y_11, %blockId_x, %cst_0_i32_27] token = %0 : tile<1x128x128xf16>, partition_view<tile=(1x128x128), tensor_view<?x?x128xf16, strides=[?,?,1]>>, tile<i32> -> token
  }
}
