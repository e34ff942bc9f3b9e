// A hand-made port of histogram_i32 (the cuTile Python kernel after
// tile-normalize) whose atomic_rmw_tko lost its mask: out-of-range bins
// would be written. The diff must FAIL and name the unmasked memory op.
// RUN: tile-opt %s > /dev/null
// RUN: not tile-diff %s --diff-against=%fixtures/python/histogram_i32.v13_3.tileirbc | FileCheck %s
// CHECK: verdict: FAIL
// CHECK: fail: [mask] {{.*}}'atomic_rmw_tko' #1 has no mask; the reference masks it

cuda_tile.module @kernels {
  entry @histogram_i32_Kt2_A1i32_1t1_A1i32_1t1_I1024(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) {
    %0 = assume bounded<0, ?>, %arg1 : tile<i32>
    %tview = make_tensor_view %arg0, shape = [%0], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %pview = make_partition_view %tview : partition_view<tile=(1024), tensor_view<?xi32, strides=[1]>>
    %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
    %1 = make_token : token
    %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %1 : partition_view<tile=(1024), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<1024xi32>, token
    %reshape = reshape %arg3 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bcast = broadcast %reshape : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %cst_1024_i32 = constant <i32: 1024> : tile<i32>
    %2 = muli %blockId_x, %cst_1024_i32 : tile<i32>
    %reshape_0 = reshape %2 : tile<i32> -> tile<1xi32>
    %bcast_1 = broadcast %reshape_0 : tile<1xi32> -> tile<1024xi32>
    %3 = iota : tile<1024xi32>
    %4 = addi %bcast_1, %3 : tile<1024xi32>
    %reshape_2 = reshape %0 : tile<i32> -> tile<1xi32>
    %bcast_3 = broadcast %reshape_2 : tile<1xi32> -> tile<1024xi32>
    %5 = cmpi less_than %4, %bcast_3, signed : tile<1024xi32> -> tile<1024xi1>
    %cst_0_i32 = constant <i32: 0> : tile<1024xi32>
    %6 = cmpi greater_than_or_equal %tile, %cst_0_i32, signed : tile<1024xi32> -> tile<1024xi1>
    %7 = andi %5, %6 : tile<1024xi1>
    %8 = assume bounded<0, ?>, %arg4 : tile<i32>
    %reshape_4 = reshape %8 : tile<i32> -> tile<1xi32>
    %bcast_5 = broadcast %reshape_4 : tile<1xi32> -> tile<1024xi32>
    %9 = cmpi less_than %tile, %bcast_5, signed : tile<1024xi32> -> tile<1024xi1>
    %10 = andi %7, %9 : tile<1024xi1>
    %cst_m1_i32 = constant <i32: -1> : tile<1024xi32>
    %11 = select %10, %tile, %cst_m1_i32 : tile<1024xi1>, tile<1024xi32>
    %12 = exti %11 signed : tile<1024xi32> -> tile<1024xi64>
    %13 = offset %bcast, %12 : tile<1024xptr<i32>>, tile<1024xi64> -> tile<1024xptr<i32>>
    %cst_1_i32 = constant <i32: 1> : tile<1024xi32>
    %14 = exti %8 signed : tile<i32> -> tile<i64>
    %reshape_6 = reshape %14 : tile<i64> -> tile<1xi64>
    %bcast_7 = broadcast %reshape_6 : tile<1xi64> -> tile<1024xi64>
    %15 = cmpi less_than %12, %bcast_7, unsigned : tile<1024xi64> -> tile<1024xi1>
    %result, %result_token_8 = atomic_rmw_tko relaxed device %13, add, %cst_1_i32 token=%1 : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xi32>, token
  }
}

