// Benchmark kernel (not a fixture), written by python/bench/make_bench_kernels.py
// from python/fixtures/kernels.py (cuTile Python 1.7.0, bytecode 13.3) and
// printed by tile-translate --emit=mlir. Do not edit by hand.
// C = bf16(A @ B), A [M, K], B [K, N], C [M, N] bf16, f32 accumulator; 128x128x64 tiles, no
// divisibility. Python ABI: per array ptr, 2 shapes, 2 strides. Grid (ceil(M/128),
// ceil(N/128), 1).
cuda_tile.module @kernels {
  entry @gemm_bf16_Kt2_A2bf16_1l0_2t1_A2bf16_1l0_2t1_A2bf16_1l0_2t1_I128_I128_I64(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<bf16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<bf16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
    %0 = make_token : token
    %cst_1_i32 = constant <i32: 1> : tile<i32>
    %cst_1_i32_0 = constant <i32: 1> : tile<i32>
    %cst_1_i32_1 = constant <i32: 1> : tile<i32>
    %1 = assume bounded<0, ?>, %arg1 : tile<i32>
    %2 = assume bounded<0, ?>, %arg2 : tile<i32>
    %3 = assume bounded<0, ?>, %arg3 : tile<i32>
    %tview = make_tensor_view %arg0, shape = [%1, %2], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %4 = assume bounded<0, ?>, %arg6 : tile<i32>
    %5 = assume bounded<0, ?>, %arg7 : tile<i32>
    %6 = assume bounded<0, ?>, %arg8 : tile<i32>
    %tview_2 = make_tensor_view %arg5, shape = [%4, %5], strides = [%6, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %7 = assume bounded<0, ?>, %arg11 : tile<i32>
    %8 = assume bounded<0, ?>, %arg12 : tile<i32>
    %9 = assume bounded<0, ?>, %arg13 : tile<i32>
    %tview_3 = make_tensor_view %arg10, shape = [%7, %8], strides = [%9, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %cst_64_i32 = constant <i32: 64> : tile<i32>
    %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
    %blockId_x_4, %blockId_y_5, %blockId_z_6 = get_tile_block_id : tile<i32>
    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %10 = divi %2, %cst_64_i32 signed rounding<positive_inf> : tile<i32>
    %cst_0_i32 = constant <i32: 0> : tile<i32>
    %cst_1_i32_7 = constant <i32: 1> : tile<i32>
    %pview = make_partition_view %tview : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %pview_8 = make_partition_view %tview_2 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %11 = for %arg15 in (%cst_0_i32 to %10, step %cst_1_i32_7) : tile<i32> iter_values(%arg16 = %cst_0_f32) -> (tile<128x128xf32>) {
      %tile, %result_token = load_view_tko weak %pview[%blockId_x, %arg15] token = %0 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x64xbf16>, token
      %tile_10, %result_token_11 = load_view_tko weak %pview_8[%arg15, %blockId_y_5] token = %0 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %14 = mmaf %tile, %tile_10, %arg16 : tile<128x64xbf16>, tile<64x128xbf16>, tile<128x128xf32>
      continue %14 : tile<128x128xf32>
    }
    %12 = ftof %11 : tile<128x128xf32> -> tile<128x128xbf16>
    %pview_9 = make_partition_view %tview_3 : partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %13 = store_view_tko weak %12, %pview_9[%blockId_x, %blockId_y_5] token = %0 : tile<128x128xbf16>, partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
  }
}

