// Second opinion from the CPU interpreter: a constant extent and stride
// folded into the tensor_view type (tile-normalize-static-extents) address
// the same elements.
// RUN: tile-opt %s --tile-normalize-static-extents -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: tile-run --diff %s %t.mlir --entry fold --arg 0=rand:f32:8x64 '--arg=1=@0.shape[0]' --arg 2=zeros:f32:8x64 --grid 2 | FileCheck %s --check-prefix=INTERP
// INTERP: SAME: every output agrees within tolerance

// CHECK-LABEL: entry @fold
// CHECK: tensor_view<?x64xf32, strides=[64,1]>

!pv = !cuda_tile.partition_view<tile=(4x64), tensor_view<?x?xf32, strides=[?,1]>>
cuda_tile.module @m {
  entry @fold(%a: tile<ptr<f32>>, %m: tile<i32>, %z: tile<ptr<f32>>) {
    %t = make_token : token
    %c = constant <i32: 64> : tile<i32>
    %ac = assume bounded<0, ?>, %c : tile<i32>
    %tv = make_tensor_view %a, shape = [%m, %ac], strides = [%c, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pv = make_partition_view %tv : !pv
    %tz = make_tensor_view %z, shape = [%m, %ac], strides = [%c, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pz = make_partition_view %tz : !pv
    %x, %y, %w = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %v, %t1 = load_view_tko weak %pv[%x, %c0] token = %t : !pv, tile<i32> -> tile<4x64xf32>, token
    %d = addf %v, %v : tile<4x64xf32>
    %t2 = store_view_tko weak %d, %pz[%x, %c0] token = %t1 : tile<4x64xf32>, !pv, tile<i32> -> token
    return
  }
}
