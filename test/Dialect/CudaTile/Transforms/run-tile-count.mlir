// Second opinion from the CPU interpreter: a loop whose trip count is
// get_index_space_shape and the same loop counting ceil(K / 32)
// (tile-normalize-tile-count) sum the same row tiles. K = 80 is ragged.
// RUN: tile-opt %s --tile-normalize-tile-count -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: tile-run --diff %s %t.mlir --entry rowsum --arg 0=rand:f32:4x80 '--arg=1=@0.shape[0]' '--arg=2=@0.shape[1]' '--arg=3=@0.stride[0]' --arg 4=zeros:f32:4x32 --grid 1 | FileCheck %s --check-prefix=INTERP
// INTERP: SAME: every output agrees within tolerance

// CHECK-LABEL: entry @rowsum
// CHECK-NOT: get_index_space_shape
// CHECK: divi %{{.*}}, %{{.*}} signed rounding<positive_inf>

!tv = !cuda_tile.tensor_view<?x?xf32, strides=[?,1]>
!pv = !cuda_tile.partition_view<tile=(4x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
!ov = !cuda_tile.tensor_view<4x32xf32, strides=[32,1]>
!opv = !cuda_tile.partition_view<tile=(4x32), tensor_view<4x32xf32, strides=[32,1]>>
cuda_tile.module @m {
  entry @rowsum(%a: tile<ptr<f32>>, %m: tile<i32>, %k: tile<i32>, %s: tile<i32>, %out: tile<ptr<f32>>) {
    %t = make_token : token
    %am = assume bounded<0, ?>, %m : tile<i32>
    %ak = assume bounded<0, ?>, %k : tile<i32>
    %tv = make_tensor_view %a, shape = [%am, %ak], strides = [%s, 1] : tile<i32> -> !tv
    %pv = make_partition_view %tv : !pv
    %rows, %cols = get_index_space_shape %pv : !pv -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<4x32xf32>
    %sum = for %iv in (%c0 to %cols, step %c1) : tile<i32> iter_values(%acc = %zero) -> (tile<4x32xf32>) {
      %v, %t1 = load_view_tko weak %pv[%c0, %iv] token = %t : !pv, tile<i32> -> tile<4x32xf32>, token
      %n = addf %acc, %v : tile<4x32xf32>
      continue %n : tile<4x32xf32>
    }
    %ov = make_tensor_view %out, shape = [4, 32], strides = [32, 1] : !ov
    %opv = make_partition_view %ov : !opv
    %t2 = store_view_tko weak %sum, %opv[%c0, %c0] token = %t : tile<4x32xf32>, !opv, tile<i32> -> token
    return
  }
}
