// Second opinion from the CPU interpreter: i64 view indices narrowed to i32
// (tile-normalize-index-width) address the same tiles.
// RUN: tile-opt %s --tile-normalize-index-width -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: tile-run --diff %s %t.mlir --entry widths --arg 0=rand:f32:64 '--arg=1=@0.shape[0]' --arg 2=zeros:f32:64 --grid 4 | FileCheck %s --check-prefix=INTERP
// INTERP: SAME: every output agrees within tolerance

// CHECK-LABEL: entry @widths
// CHECK-NOT: tile<i64> ->
// CHECK: store_view_tko

!tv = !cuda_tile.tensor_view<?xf32, strides=[1]>
!pv = !cuda_tile.partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
cuda_tile.module @m {
  entry @widths(%x: tile<ptr<f32>>, %n: tile<i32>, %z: tile<ptr<f32>>) {
    %t = make_token : token
    %tvx = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> !tv
    %tvz = make_tensor_view %z, shape = [%n], strides = [1] : tile<i32> -> !tv
    %px = make_partition_view %tvx : !pv
    %pz = make_partition_view %tvz : !pv
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %b64 = exti %b signed : tile<i32> -> tile<i64>
    %v, %t1 = load_view_tko weak %px[%b64] token = %t : !pv, tile<i64> -> tile<16xf32>, token
    %c0 = constant <i64: 0> : tile<i64>
    %f, %t2 = load_view_tko weak %px[%c0] token = %t : !pv, tile<i64> -> tile<16xf32>, token
    %s = addf %v, %f : tile<16xf32>
    %bu = exti %b unsigned : tile<i32> -> tile<i64>
    %t3 = store_view_tko weak %s, %pz[%bu] token = %t1 : tile<16xf32>, !pv, tile<i64> -> token
    return
  }
}
