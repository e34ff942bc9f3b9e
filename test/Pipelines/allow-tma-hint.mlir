// cuda_tile's `allow_tma` hint on a load reaches tile_simt.load_tile (the
// entry for the chip, else `default`), and `allow_tma = false` keeps that
// operand's ring on cp.async on sm_90a, where the accelerator is the
// default: the GEMM of tma-gemm.mlir with the hint on its B load. A, in
// the warpgroups' row order, then keeps cp.async too (it takes the
// accelerator only beside no cp.async ring): the kernel takes no
// descriptor for its loads (C's store, which would take one, is left to
// tma-store-hint.mlir: tma-store=0 here).
// RUN: tile-opt %s --tile-to-ptx="chip=sm_90a tma-store=0" --tile-emit-ptx="output=%t.ptx manifest=%t.json" -o /dev/null
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: FileCheck %s --input-file=%t.json --check-prefix=MANIFEST
// RUN: tile-opt %s --pass-pipeline='builtin.module(tile-normalize-abi,tile-expand-views,tile-raise-pointer-accesses,convert-tile-to-simt{chip=sm_90a})' | FileCheck %s --check-prefix=SIMT

// CHECK-LABEL: .visible .entry gemm_f16
// CHECK-NOT: _param_15
// CHECK-NOT: cp.async.bulk.tensor
// CHECK: cp.async.cg.shared.global
// CHECK-NOT: cp.async.bulk.tensor
// MANIFEST-NOT: "tensormap"
// SIMT: tile_simt.load_tile {{.*}}allow_tma = false
cuda_tile.module @kernels {
  entry @gemm_f16_Kt2_A2f16_1v16l0_2t1_3i16_p16_A2f16_1v16l0_2t1_3i16_p16_A2f16_1v16l0_2t1_3i16_p16_I128_I128_I64_I8(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
    %0 = make_token : token
    %1 = assume div_by<16>, %arg0 : tile<ptr<f16>>
    %2 = assume div_by<16>, %arg1 : tile<i32>
    %3 = assume div_by<16>, %arg2 : tile<i32>
    %4 = assume div_by<16>, %arg3 : tile<i32>
    %5 = assume div_by<16>, %arg5 : tile<ptr<f16>>
    %6 = assume div_by<16>, %arg6 : tile<i32>
    %7 = assume div_by<16>, %arg7 : tile<i32>
    %8 = assume div_by<16>, %arg8 : tile<i32>
    %9 = assume div_by<16>, %arg10 : tile<ptr<f16>>
    %10 = assume div_by<16>, %arg11 : tile<i32>
    %11 = assume div_by<16>, %arg12 : tile<i32>
    %12 = assume div_by<16>, %arg13 : tile<i32>
    %cst_1_i32 = constant <i32: 1> : tile<i32>
    %cst_1_i32_0 = constant <i32: 1> : tile<i32>
    %cst_1_i32_1 = constant <i32: 1> : tile<i32>
    %13 = assume bounded<0, ?>, %2 : tile<i32>
    %14 = assume div_by<16>, %13 : tile<i32>
    %15 = assume bounded<0, ?>, %3 : tile<i32>
    %16 = assume div_by<16>, %15 : tile<i32>
    %17 = assume bounded<0, ?>, %4 : tile<i32>
    %18 = assume div_by<16>, %17 : tile<i32>
    %tview = make_tensor_view %1, shape = [%14, %16], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume bounded<0, ?>, %6 : tile<i32>
    %20 = assume div_by<16>, %19 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = assume div_by<16>, %21 : tile<i32>
    %23 = assume bounded<0, ?>, %8 : tile<i32>
    %24 = assume div_by<16>, %23 : tile<i32>
    %tview_2 = make_tensor_view %5, shape = [%20, %22], strides = [%24, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %25 = assume bounded<0, ?>, %10 : tile<i32>
    %26 = assume div_by<16>, %25 : tile<i32>
    %27 = assume bounded<0, ?>, %11 : tile<i32>
    %28 = assume div_by<16>, %27 : tile<i32>
    %29 = assume bounded<0, ?>, %12 : tile<i32>
    %30 = assume div_by<16>, %29 : tile<i32>
    %tview_3 = make_tensor_view %9, shape = [%26, %28], strides = [%30, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %cst_128_i32 = constant <i32: 128> : tile<i32>
    %cst_128_i32_4 = constant <i32: 128> : tile<i32>
    %cst_64_i32 = constant <i32: 64> : tile<i32>
    %cst_8_i32 = constant <i32: 8> : tile<i32>
    %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
    %31 = divi %14, %cst_128_i32 signed rounding<positive_inf> : tile<i32>
    %32 = divi %22, %cst_128_i32_4 signed rounding<positive_inf> : tile<i32>
    %33 = muli %cst_8_i32, %32 : tile<i32>
    %34 = divi %blockId_x, %33 signed rounding<negative_inf> : tile<i32>
    %35 = muli %34, %cst_8_i32 : tile<i32>
    %36 = subi %31, %35 : tile<i32>
    %37 = mini %36, %cst_8_i32 signed : tile<i32>
    %38 = remi %blockId_x, %33 signed : tile<i32>
    %cst_0_i32 = constant <i32: 0> : tile<i32>
    %39 = cmpi less_than %38, %cst_0_i32, signed : tile<i32> -> tile<i1>
    %40 = cmpi less_than %33, %cst_0_i32, signed : tile<i32> -> tile<i1>
    %41 = xori %39, %40 : tile<i1>
    %42 = cmpi not_equal %38, %cst_0_i32, signed : tile<i32> -> tile<i1>
    %43 = andi %41, %42 : tile<i1>
    %44 = addi %38, %33 : tile<i32>
    %45 = select %43, %44, %38 : tile<i1>, tile<i32>
    %46 = remi %45, %37 signed : tile<i32>
    %cst_0_i32_5 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %46, %cst_0_i32_5, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %37, %cst_0_i32_5, signed : tile<i32> -> tile<i1>
    %49 = xori %47, %48 : tile<i1>
    %50 = cmpi not_equal %46, %cst_0_i32_5, signed : tile<i32> -> tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %46, %37 : tile<i32>
    %53 = select %51, %52, %46 : tile<i1>, tile<i32>
    %54 = addi %35, %53 : tile<i32>
    %55 = remi %blockId_x, %33 signed : tile<i32>
    %cst_0_i32_6 = constant <i32: 0> : tile<i32>
    %56 = cmpi less_than %55, %cst_0_i32_6, signed : tile<i32> -> tile<i1>
    %57 = cmpi less_than %33, %cst_0_i32_6, signed : tile<i32> -> tile<i1>
    %58 = xori %56, %57 : tile<i1>
    %59 = cmpi not_equal %55, %cst_0_i32_6, signed : tile<i32> -> tile<i1>
    %60 = andi %58, %59 : tile<i1>
    %61 = addi %55, %33 : tile<i32>
    %62 = select %60, %61, %55 : tile<i1>, tile<i32>
    %63 = divi %62, %37 signed rounding<negative_inf> : tile<i32>
    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %64 = divi %16, %cst_64_i32 signed rounding<positive_inf> : tile<i32>
    %cst_0_i32_7 = constant <i32: 0> : tile<i32>
    %cst_1_i32_8 = constant <i32: 1> : tile<i32>
    %pview = make_partition_view %tview : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %pview_9 = make_partition_view %tview_2 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %65 = for %arg15 in (%cst_0_i32_7 to %64, step %cst_1_i32_8) : tile<i32> iter_values(%arg16 = %cst_0_f32) -> (tile<128x128xf32>) {
      %tile, %result_token = load_view_tko weak %pview[%54, %arg15] token = %0 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %tile_11, %result_token_12 = load_view_tko weak %pview_9[%arg15, %63] token = %0 optimization_hints = <default = {allow_tma = false}> : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %68 = mmaf %tile, %tile_11, %arg16 : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
      continue %68 : tile<128x128xf32>
    }
    %66 = ftof %65 : tile<128x128xf32> -> tile<128x128xf16>
    %pview_10 = make_partition_view %tview_3 : partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>>
    %67 = store_view_tko weak %66, %pview_10[%54, %63] token = %0 : tile<128x128xf16>, partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
  }
}

