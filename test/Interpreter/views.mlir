// Tensor and tile views: a ragged partition read with every padding value,
// dim_map, strided views, masked stores and index-space queries.
// RUN: tile-run %s --entry pads --arg 0=iota:f32:6 --print-outputs | FileCheck %s --check-prefix=PAD
// RUN: tile-run %s --entry transposed --arg 0=iota:i32:4x6 --print-outputs | FileCheck %s --check-prefix=DIM
// RUN: tile-run %s --entry strided --arg 0=iota:f32:10 --print-outputs | FileCheck %s --check-prefix=STR
// RUN: tile-run %s --entry masked_store --arg 0=zeros:f32:6 --print-outputs | FileCheck %s --check-prefix=STORE
// RUN: tile-run %s --entry pads --arg 0=iota:f32:6 --poison-undefined --print-outputs | FileCheck %s --check-prefix=POISON

!tv6 = !cuda_tile.tensor_view<6xf32, strides=[1]>
cuda_tile.module @m {
  // Tile 1 of a 6-element tensor in tiles of 4 holds elements 4 and 5, then
  // two padded lanes.
  // PAD: result 0 = 4xf32 [4, 5, 0, 0]
  // PAD: result 1 = 4xf32 [4, 5, -0, -0]
  // PAD: result 2 = 4xf32 [4, 5, nan, nan]
  // PAD: result 3 = 4xf32 [4, 5, inf, inf]
  // PAD: result 4 = 4xf32 [4, 5, -inf, -inf]
  // PAD: result 5 = 4xf32 [4, 5, 0, 0]
  // PAD: result 6 = 1xi32 [2]
  // POISON: result 5 = 4xf32 [4, 5, nan, nan]
  testing$func @pads(%p: tile<ptr<f32>>) -> (tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<1xi32>) {
    %tv = make_tensor_view %p, shape = [6], strides = [1] : tensor_view<6xf32, strides=[1]>
    %one = constant <i32: 1> : tile<i32>
    %v0 = make_partition_view %tv : partition_view<tile=(4), padding_value = zero, tensor_view<6xf32, strides=[1]>>
    %v1 = make_partition_view %tv : partition_view<tile=(4), padding_value = neg_zero, tensor_view<6xf32, strides=[1]>>
    %v2 = make_partition_view %tv : partition_view<tile=(4), padding_value = nan, tensor_view<6xf32, strides=[1]>>
    %v3 = make_partition_view %tv : partition_view<tile=(4), padding_value = pos_inf, tensor_view<6xf32, strides=[1]>>
    %v4 = make_partition_view %tv : partition_view<tile=(4), padding_value = neg_inf, tensor_view<6xf32, strides=[1]>>
    %v5 = make_partition_view %tv : partition_view<tile=(4), tensor_view<6xf32, strides=[1]>>
    %a0, %t0 = load_view_tko weak %v0[%one] : partition_view<tile=(4), padding_value = zero, tensor_view<6xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %a1, %t1 = load_view_tko weak %v1[%one] : partition_view<tile=(4), padding_value = neg_zero, tensor_view<6xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %a2, %t2 = load_view_tko weak %v2[%one] : partition_view<tile=(4), padding_value = nan, tensor_view<6xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %a3, %t3 = load_view_tko weak %v3[%one] : partition_view<tile=(4), padding_value = pos_inf, tensor_view<6xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %a4, %t4 = load_view_tko weak %v4[%one] : partition_view<tile=(4), padding_value = neg_inf, tensor_view<6xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %a5, %t5 = load_view_tko weak %v5[%one] : partition_view<tile=(4), tensor_view<6xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %n = get_index_space_shape %v0 : partition_view<tile=(4), padding_value = zero, tensor_view<6xf32, strides=[1]>> -> tile<i32>
    %nn = reshape %n : tile<i32> -> tile<1xi32>
    return %a0, %a1, %a2, %a3, %a4, %a5, %nn : tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<1xi32>
  }

  // dim_map=[1, 0] on a 4x6 row-major tensor: tile (2x2) at index (1, 0)
  // covers columns 2-3 of rows 0-1, transposed: [[2, 8], [3, 9]].
  // DIM: result 0 = 2x2xi32 {{\[\[}}2, 8], [3, 9]]
  testing$func @transposed(%p: tile<ptr<i32>>) -> tile<2x2xi32> {
    %tv = make_tensor_view %p, shape = [4, 6], strides = [6, 1] : tensor_view<4x6xi32, strides=[6,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<4x6xi32, strides=[6,1]>, dim_map=[1, 0]>
    %i = constant <i32: 1> : tile<i32>
    %j = constant <i32: 0> : tile<i32>
    %a, %t = load_view_tko weak %pv[%i, %j] : partition_view<tile=(2x2), tensor_view<4x6xi32, strides=[6,1]>, dim_map=[1, 0]>, tile<i32> -> tile<2x2xi32>, token
    return %a : tile<2x2xi32>
  }

  // Tiles of 2 every 3 elements: tile 3 starts at 9, its second lane pads.
  // STR: result 0 = 2xf32 [9, -inf]
  testing$func @strided(%p: tile<ptr<f32>>) -> tile<2xf32> {
    %tv = make_tensor_view %p, shape = [10], strides = [1] : tensor_view<10xf32, strides=[1]>
    %sv = make_strided_view %tv : strided_view<tile=(2), traversal_strides=[3], padding_value = neg_inf, tensor_view<10xf32, strides=[1]>>
    %i = constant <i32: 3> : tile<i32>
    %a, %t = load_view_tko weak %sv[%i] : strided_view<tile=(2), traversal_strides=[3], padding_value = neg_inf, tensor_view<10xf32, strides=[1]>>, tile<i32> -> tile<2xf32>, token
    return %a : tile<2xf32>
  }

  // Stores write only the in-bounds lanes of a ragged tile.
  // STORE: arg 0 = 6xf32 [0, 0, 0, 0, 7, 7]
  testing$func @masked_store(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [6], strides = [1] : tensor_view<6xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<6xf32, strides=[1]>>
    %v = constant <f32: 7.0> : tile<4xf32>
    %one = constant <i32: 1> : tile<i32>
    %t = store_view_tko weak %v, %pv[%one] : tile<4xf32>, partition_view<tile=(4), tensor_view<6xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
