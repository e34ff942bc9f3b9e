// Benchmark kernel (not a fixture), written by python/bench/make_bench_kernels.py
// from python/fixtures/kernels.py (cuTile Python 1.7.0, bytecode 13.3) and
// printed by tile-translate --cudatile-to-mlir. Do not edit by hand.
// C = bf16(A @ B), A [M, K], B [K, N], C [M, N] bf16, f32 accumulator; 128x256x64 tiles, no
// divisibility; the fixture matmul_grouped_f16 (1-D grid in groups of 8 tile rows,
// TileGym's order). Python ABI: per array ptr, 2 shapes, 2 strides. Grid (ceil(M/128) *
// ceil(N/256), 1, 1).
cuda_tile.module @kernels {
  entry @gemm_bf16_Kt2_A2bf16_1l0_2t1_A2bf16_1l0_2t1_A2bf16_1l0_2t1_I128_I256_I64_I8(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<bf16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<bf16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
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
    %cst_128_i32 = constant <i32: 128> : tile<i32>
    %cst_256_i32 = constant <i32: 256> : tile<i32>
    %cst_64_i32 = constant <i32: 64> : tile<i32>
    %cst_8_i32 = constant <i32: 8> : tile<i32>
    %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
    %10 = divi %1, %cst_128_i32 signed rounding<positive_inf> : tile<i32>
    %11 = divi %5, %cst_256_i32 signed rounding<positive_inf> : tile<i32>
    %12 = muli %cst_8_i32, %11 : tile<i32>
    %13 = divi %blockId_x, %12 signed rounding<negative_inf> : tile<i32>
    %14 = muli %13, %cst_8_i32 : tile<i32>
    %15 = subi %10, %14 : tile<i32>
    %16 = mini %15, %cst_8_i32 signed : tile<i32>
    %17 = remi %blockId_x, %12 signed : tile<i32>
    %cst_0_i32 = constant <i32: 0> : tile<i32>
    %18 = cmpi less_than %17, %cst_0_i32, signed : tile<i32> -> tile<i1>
    %19 = cmpi less_than %12, %cst_0_i32, signed : tile<i32> -> tile<i1>
    %20 = xori %18, %19 : tile<i1>
    %21 = cmpi not_equal %17, %cst_0_i32, signed : tile<i32> -> tile<i1>
    %22 = andi %20, %21 : tile<i1>
    %23 = addi %17, %12 : tile<i32>
    %24 = select %22, %23, %17 : tile<i1>, tile<i32>
    %25 = remi %24, %16 signed : tile<i32>
    %cst_0_i32_4 = constant <i32: 0> : tile<i32>
    %26 = cmpi less_than %25, %cst_0_i32_4, signed : tile<i32> -> tile<i1>
    %27 = cmpi less_than %16, %cst_0_i32_4, signed : tile<i32> -> tile<i1>
    %28 = xori %26, %27 : tile<i1>
    %29 = cmpi not_equal %25, %cst_0_i32_4, signed : tile<i32> -> tile<i1>
    %30 = andi %28, %29 : tile<i1>
    %31 = addi %25, %16 : tile<i32>
    %32 = select %30, %31, %25 : tile<i1>, tile<i32>
    %33 = addi %14, %32 : tile<i32>
    %34 = remi %blockId_x, %12 signed : tile<i32>
    %cst_0_i32_5 = constant <i32: 0> : tile<i32>
    %35 = cmpi less_than %34, %cst_0_i32_5, signed : tile<i32> -> tile<i1>
    %36 = cmpi less_than %12, %cst_0_i32_5, signed : tile<i32> -> tile<i1>
    %37 = xori %35, %36 : tile<i1>
    %38 = cmpi not_equal %34, %cst_0_i32_5, signed : tile<i32> -> tile<i1>
    %39 = andi %37, %38 : tile<i1>
    %40 = addi %34, %12 : tile<i32>
    %41 = select %39, %40, %34 : tile<i1>, tile<i32>
    %42 = divi %41, %16 signed rounding<negative_inf> : tile<i32>
    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x256xf32>
    %43 = divi %2, %cst_64_i32 signed rounding<positive_inf> : tile<i32>
    %cst_0_i32_6 = constant <i32: 0> : tile<i32>
    %cst_1_i32_7 = constant <i32: 1> : tile<i32>
    %pview = make_partition_view %tview : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %pview_8 = make_partition_view %tview_2 : partition_view<tile=(64x256), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %44 = for %arg15 in (%cst_0_i32_6 to %43, step %cst_1_i32_7) : tile<i32> iter_values(%arg16 = %cst_0_f32) -> (tile<128x256xf32>) {
      %tile, %result_token = load_view_tko weak %pview[%33, %arg15] token = %0 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x64xbf16>, token
      %tile_10, %result_token_11 = load_view_tko weak %pview_8[%arg15, %42] token = %0 : partition_view<tile=(64x256), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x256xbf16>, token
      %47 = mmaf %tile, %tile_10, %arg16 : tile<128x64xbf16>, tile<64x256xbf16>, tile<128x256xf32>
      continue %47 : tile<128x256xf32>
    }
    %45 = ftof %44 : tile<128x256xf32> -> tile<128x256xbf16>
    %pview_9 = make_partition_view %tview_3 : partition_view<tile=(128x256), tensor_view<?x?xbf16, strides=[?,1]>>
    %46 = store_view_tko weak %45, %pview_9[%33, %42] token = %0 : tile<128x256xbf16>, partition_view<tile=(128x256), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
  }
}

