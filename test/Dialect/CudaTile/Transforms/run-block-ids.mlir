// Second opinion from the CPU interpreter: tile-normalize-block-ids keeps
// the kernel's outputs (merged block ids, dropped and reordered assumes).
// RUN: tile-opt %s --tile-normalize-block-ids -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: tile-run --diff %s %t.mlir --entry ids --arg 0=rand:f32:64 '--arg=1=@0.shape[0]' --arg 2=zeros:f32:64 --grid 4 | FileCheck %s --check-prefix=INTERP
// INTERP: SAME: every output agrees within tolerance

// CHECK-LABEL: entry @ids
// CHECK: %[[N:.*]] = assume bounded<0, ?>, %arg1
// CHECK-NEXT: assume div_by<16>, %[[N]]
// CHECK: %[[X:.*]], %{{.*}}, %{{.*}} = get_tile_block_id
// CHECK-NOT: get_tile_block_id
// CHECK: load_view_tko weak %{{.*}}[%[[X]]]
// CHECK: store_view_tko weak %{{.*}}[%[[X]]]

!tv = !cuda_tile.tensor_view<?xf32, strides=[1]>
!pv = !cuda_tile.partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
cuda_tile.module @m {
  entry @ids(%x: tile<ptr<f32>>, %n: tile<i32>, %z: tile<ptr<f32>>) {
    %d = assume div_by<16>, %n : tile<i32>
    %an = assume bounded<0, ?>, %d : tile<i32>
    %t = make_token : token
    %tvx = make_tensor_view %x, shape = [%an], strides = [1] : tile<i32> -> !tv
    %tvz = make_tensor_view %z, shape = [%an], strides = [1] : tile<i32> -> !tv
    %px = make_partition_view %tvx : !pv
    %pz = make_partition_view %tvz : !pv
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %ab = assume bounded<0, ?>, %b : tile<i32>
    %v, %t1 = load_view_tko weak %px[%ab] token = %t : !pv, tile<i32> -> tile<16xf32>, token
    %w = mulf %v, %v : tile<16xf32>
    %b2, %by2, %bz2 = get_tile_block_id : tile<i32>
    %ab2 = assume bounded<0, ?>, %b2 : tile<i32>
    %t2 = store_view_tko weak %w, %pz[%ab2] token = %t1 : tile<16xf32>, !pv, tile<i32> -> token
    return
  }
}
