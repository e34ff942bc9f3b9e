// Second opinion from the CPU interpreter: removing an assert that cannot
// fail (tile-normalize-asserts) keeps the outputs; the runtime one stays.
// RUN: tile-opt %s --tile-normalize-asserts -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: tile-run --diff %s %t.mlir --entry checks --arg 0=rand:f32:64 '--arg=1=@0.shape[0]' --arg 2=zeros:f32:64 --grid 4 | FileCheck %s --check-prefix=INTERP
// INTERP: SAME: every output agrees within tolerance

// CHECK-LABEL: entry @checks
// CHECK-NOT: "always"
// CHECK: assert %{{.*}}, "runtime"

!tv = !cuda_tile.tensor_view<?xf32, strides=[1]>
!pv = !cuda_tile.partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
cuda_tile.module @m {
  entry @checks(%x: tile<ptr<f32>>, %n: tile<i32>, %z: tile<ptr<f32>>) {
    %c4 = constant <i32: 4> : tile<i32>
    %c16 = constant <i32: 16> : tile<i32>
    %ok = cmpi less_than %c4, %c16, signed : tile<i32> -> tile<i1>
    assert %ok, "always" : tile<i1>
    %rt = cmpi less_than %c4, %n, signed : tile<i32> -> tile<i1>
    assert %rt, "runtime" : tile<i1>
    %t = make_token : token
    %tvx = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> !tv
    %tvz = make_tensor_view %z, shape = [%n], strides = [1] : tile<i32> -> !tv
    %px = make_partition_view %tvx : !pv
    %pz = make_partition_view %tvz : !pv
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %v, %t1 = load_view_tko weak %px[%b] token = %t : !pv, tile<i32> -> tile<16xf32>, token
    %t2 = store_view_tko weak %v, %pz[%b] token = %t1 : tile<16xf32>, !pv, tile<i32> -> token
    return
  }
}
