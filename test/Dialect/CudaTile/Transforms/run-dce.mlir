// Second opinion from the CPU interpreter: the kernel before and after
// tile-normalize-dce computes the same output on generated inputs.
// RUN: tile-opt %s --tile-normalize-dce -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: tile-run --diff %s %t.mlir --entry dead --arg 0=rand:f32:64 '--arg=1=@0.shape[0]' --arg 2=zeros:f32:64 --grid 4 | FileCheck %s --check-prefix=INTERP

// The rewrite fired: dead constants, views and assumes are gone.
// CHECK-LABEL: entry @dead
// CHECK-NOT: constant <i32
// CHECK-NOT: padding_value
// CHECK-NOT: assume bounded<0, ?>, %{{c|cst}}
// CHECK: store_view_tko
// INTERP: SAME: every output agrees within tolerance

!tv = !cuda_tile.tensor_view<?xf32, strides=[1]>
!pv = !cuda_tile.partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
cuda_tile.module @m {
  entry @dead(%x: tile<ptr<f32>>, %n: tile<i32>, %z: tile<ptr<f32>>) {
    %c = constant <i32: 1024> : tile<i32>
    %c2 = constant <i32: -1> : tile<i32>
    %an = assume bounded<0, ?>, %n : tile<i32>
    %unused = assume bounded<0, ?>, %c : tile<i32>
    %t = make_token : token
    %tvx = make_tensor_view %x, shape = [%an], strides = [1] : tile<i32> -> !tv
    %tvz = make_tensor_view %z, shape = [%an], strides = [1] : tile<i32> -> !tv
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %dead_pv = make_partition_view %tvx : partition_view<tile=(16), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %px = make_partition_view %tvx : !pv
    %pz = make_partition_view %tvz : !pv
    %v, %t1 = load_view_tko weak %px[%b] token = %t : !pv, tile<i32> -> tile<16xf32>, token
    %one = constant <f32: 1.0> : tile<16xf32>
    %w = addf %v, %one : tile<16xf32>
    %t2 = store_view_tko weak %w, %pz[%b] token = %t1 : tile<16xf32>, !pv, tile<i32> -> token
    return
  }
}
