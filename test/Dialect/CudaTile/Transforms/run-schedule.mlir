// Second opinion from the CPU interpreter: moving pure ops next to their
// first user (tile-normalize-schedule) keeps the outputs.
// RUN: tile-opt %s --tile-normalize-schedule -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: tile-run --diff %s %t.mlir --entry sched --arg 0=rand:f32:64 --arg 1=rand:f32:64 '--arg=2=@0.shape[0]' --arg 3=zeros:f32:64 --grid 4 | FileCheck %s --check-prefix=INTERP
// INTERP: SAME: every output agrees within tolerance

// The view of %y moved from the top to just before its load.
// CHECK-LABEL: entry @sched
// CHECK: load_view_tko
// CHECK: make_tensor_view %arg1
// CHECK: load_view_tko

!tv = !cuda_tile.tensor_view<?xf32, strides=[1]>
!pv = !cuda_tile.partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
cuda_tile.module @m {
  entry @sched(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>, %z: tile<ptr<f32>>) {
    %tvz = make_tensor_view %z, shape = [%n], strides = [1] : tile<i32> -> !tv
    %tvy = make_tensor_view %y, shape = [%n], strides = [1] : tile<i32> -> !tv
    %tvx = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> !tv
    %py = make_partition_view %tvy : !pv
    %pz = make_partition_view %tvz : !pv
    %px = make_partition_view %tvx : !pv
    %two = constant <f32: 2.0> : tile<16xf32>
    %t = make_token : token
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %a, %t1 = load_view_tko weak %px[%b] token = %t : !pv, tile<i32> -> tile<16xf32>, token
    %c, %t2 = load_view_tko weak %py[%b] token = %t : !pv, tile<i32> -> tile<16xf32>, token
    %m = mulf %a, %two : tile<16xf32>
    %s = subf %m, %c : tile<16xf32>
    %t3 = store_view_tko weak %s, %pz[%b] token = %t : tile<16xf32>, !pv, tile<i32> -> token
    return
  }
}
