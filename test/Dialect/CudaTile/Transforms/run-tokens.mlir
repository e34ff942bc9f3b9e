// Second opinion from the CPU interpreter: tile-normalize-tokens keeps the
// outputs of a read-modify-write kernel (one token per tensor becomes one,
// the edge from a load of %y to the store into %x goes, the x->x one stays).
// RUN: tile-opt %s --tile-normalize-tokens -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: tile-run --diff %s %t.mlir --entry rmw --arg 0=rand:f32:64 --arg 1=rand:f32:64 '--arg=2=@0.shape[0]' --grid 4 --shuffle-blocks=7 | FileCheck %s --check-prefix=INTERP
// INTERP: SAME: every output agrees within tolerance

// CHECK-LABEL: entry @rmw
// CHECK-NEXT: %[[T:.*]] = make_token
// CHECK-NOT: make_token
// CHECK: %{{.*}}, %[[TX:.*]] = load_view_tko weak %{{.*}} token = %[[T]]
// CHECK: %{{.*}}, %{{.*}} = load_view_tko weak %{{.*}} token = %[[T]]
// CHECK: store_view_tko weak %{{.*}} token = %[[TX]]

!tv = !cuda_tile.tensor_view<?xf32, strides=[1]>
!pv = !cuda_tile.partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
cuda_tile.module @m {
  entry @rmw(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>) {
    %tx = make_token : token
    %ty = make_token : token
    %tvx = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> !tv
    %tvy = make_tensor_view %y, shape = [%n], strides = [1] : tile<i32> -> !tv
    %px = make_partition_view %tvx : !pv
    %py = make_partition_view %tvy : !pv
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %a, %t1 = load_view_tko weak %px[%b] token = %tx : !pv, tile<i32> -> tile<16xf32>, token
    %c, %t2 = load_view_tko weak %py[%b] token = %t1 : !pv, tile<i32> -> tile<16xf32>, token
    %s = addf %a, %c : tile<16xf32>
    %t3 = store_view_tko weak %s, %px[%b] token = %t2 : tile<16xf32>, !pv, tile<i32> -> token
    return
  }
}
