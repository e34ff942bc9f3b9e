// RUN: tile-opt %s --tile-normalize-schedule | FileCheck %s
// RUN: tile-opt %s --tile-normalize-schedule -mlir-print-op-generic | tile-opt | FileCheck %s

!tv = !cuda_tile.tensor_view<?xf32, strides=[1]>
!pv = !cuda_tile.partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>

// Views and constants built up front (either front end's habit) move to
// just before the access that needs them, operands first; the two memory
// ops keep their order.
// CHECK-LABEL: entry @place
// CHECK-NEXT: assume bounded<0, ?>, %arg1
// CHECK-NEXT: make_tensor_view %arg0
// CHECK-NEXT: make_partition_view
// CHECK-NEXT: get_tile_block_id
// CHECK-NEXT: make_token
// CHECK-NEXT: load_view_tko
// CHECK-NEXT: assume bounded<0, ?>, %arg3
// CHECK-NEXT: make_tensor_view %arg2
// CHECK-NEXT: make_partition_view
// CHECK-NEXT: store_view_tko
// CHECK-NEXT: }
cuda_tile.module @m {
  entry @place(%a: tile<ptr<f32>>, %na: tile<i32>, %b: tile<ptr<f32>>, %nb: tile<i32>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %nb0 = assume bounded<0, ?>, %nb : tile<i32>
    %tvb = make_tensor_view %b, shape = [%nb0], strides = [1] : tile<i32> -> !tv
    %na0 = assume bounded<0, ?>, %na : tile<i32>
    %tva = make_tensor_view %a, shape = [%na0], strides = [1] : tile<i32> -> !tv
    %pb = make_partition_view %tvb : !pv
    %t = make_token : token
    %pa = make_partition_view %tva : !pv
    %v, %t1 = load_view_tko weak %pa[%x] token = %t : !pv, tile<i32> -> tile<16xf32>, token
    %t2 = store_view_tko weak %v, %pb[%x] token = %t : tile<16xf32>, !pv, tile<i32> -> token
    return
  }
}
