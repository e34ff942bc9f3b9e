// RUN: tile-opt %s --tile-normalize-index-width | FileCheck %s
// RUN: tile-opt %s --tile-normalize-index-width -mlir-print-op-generic | tile-opt | FileCheck %s

!tv = !cuda_tile.tensor_view<?xf32, strides=[1]>
!pv = !cuda_tile.partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>

// A sign-extended i32 index and an i64 constant index become i32.
// CHECK-LABEL: entry @widths
// CHECK: %[[X:.*]], %{{.*}}, %{{.*}} = get_tile_block_id
// CHECK: load_view_tko weak %{{.*}}[%[[X]]] {{.*}}tile<i32> ->
// CHECK: %[[C:.*]] = constant <i32: 3>
// CHECK: load_view_tko weak %{{.*}}[%[[C]]] {{.*}}tile<i32> ->
// An unsigned extension of a value not known to be >= 0 stays i64.
// CHECK: load_view_tko weak %{{.*}}[%{{.*}}] {{.*}}tile<i64> ->
cuda_tile.module @m {
  entry @widths(%a: tile<ptr<f32>>, %n: tile<i32>) {
    %t = make_token : token
    %tv = make_tensor_view %a, shape = [%n], strides = [1] : tile<i32> -> !tv
    %pv = make_partition_view %tv : !pv
    %x, %y, %z = get_tile_block_id : tile<i32>
    %x64 = exti %x signed : tile<i32> -> tile<i64>
    %v0, %t0 = load_view_tko weak %pv[%x64] token = %t : !pv, tile<i64> -> tile<16xf32>, token
    %c3 = constant <i64: 3> : tile<i64>
    %v1, %t1 = load_view_tko weak %pv[%c3] token = %t : !pv, tile<i64> -> tile<16xf32>, token
    %n64 = exti %n unsigned : tile<i32> -> tile<i64>
    %v2, %t2 = load_view_tko weak %pv[%n64] token = %t : !pv, tile<i64> -> tile<16xf32>, token
    return
  }
}
