// A hand-made port of rowsum_f32 (the cutile-rs kernel after tile-normalize)
// that reduces the wrong axis: dim=0 instead of dim=1. The diff must FAIL and
// name the reduction (the tile shapes change with it and are named too).
// RUN: tile-opt %s > /dev/null
// RUN: not tile-diff %s --diff-against=%fixtures/python/rowsum_f32.v13_3.tileirbc | FileCheck %s
// CHECK: verdict: FAIL
// CHECK-DAG: fail: [reduce] {{.*}}reduction #0 differs: port 'reduce dim=0 {{.*}}', reference 'reduce dim=1
// CHECK-DAG: fail: [tile-shape] {{.*}}tile shape 256 of the port is not in the reference

cuda_tile.module @kernels {
  entry @rowsum_f32_entry(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) {
    %cst_0_i32 = constant <i32: 0> : tile<i32>
    %0 = assume bounded<0, ?>, %arg7 : tile<i32>
    %cst_256_i32 = constant <i32: 256> : tile<i32>
    %1 = divi %0, %cst_256_i32 signed rounding<positive_inf> : tile<i32>
    %cst_1_i32 = constant <i32: 1> : tile<i32>
    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<16x256xf32>
    %2 = assume bounded<0, ?>, %arg6 : tile<i32>
    %3 = assume bounded<0, ?>, %arg8 : tile<i32>
    %tview = make_tensor_view %arg5, shape = [%2, %0], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pview = make_partition_view %tview : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
    %4 = make_token : token
    %5 = for %arg10 in (%cst_0_i32 to %1, step %cst_1_i32) : tile<i32> iter_values(%arg11 = %cst_0_f32) -> (tile<16x256xf32>) {
      %tile, %result_token = load_view_tko weak %pview[%blockId_x, %arg10] token = %4 : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x256xf32>, token
      %9 = addf %arg11, %tile : tile<16x256xf32>
      continue %9 : tile<16x256xf32>
    }
    %6 = reduce %5 dim=0 identities=[0.000000e+00 : f32] : tile<16x256xf32> -> tile<256xf32> 
    (%arg10: tile<f32>, %arg11: tile<f32>) {
      %9 = addf %arg10, %arg11 : tile<f32>
      yield %9 : tile<f32>
    }
    %7 = assume bounded<0, ?>, %arg1 : tile<i32>
    %tview_0 = make_tensor_view %arg0, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pview_1 = make_partition_view %tview_0 : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    %8 = store_view_tko weak %6, %pview_1[%blockId_x] token = %4 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  }
}

