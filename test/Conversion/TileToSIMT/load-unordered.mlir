// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s

// A weak view load whose token is make_token's (or absent) is `unordered`:
// the spec orders memory by tokens only, so it may pass the kernel's writes
// (tile-simt-prefetch-loads moves it ahead of a row loop's stores). A load
// ordered after a store by its token, or an acquire load, is not.
// CHECK-LABEL: gpu.func @tokens
// CHECK: tile_simt.load_tile {{.*}}unordered
// CHECK: tile_simt.load_tile {{.*}}unordered
// CHECK: tile_simt.store_tile
// CHECK: tile_simt.load_tile
// CHECK-NOT: unordered
// CHECK-SAME: -> tensor<16xf32
// CHECK: gpu.return
!tv = !cuda_tile.tensor_view<?xf32, strides=[1]>
!pv = !cuda_tile.partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
cuda_tile.module @m {
  entry @tokens(%x: tile<ptr<f32>>, %n: tile<i32>) {
    %t = make_token : token
    %tv = make_tensor_view %x, shape = [%n], strides = [1] : tile<i32> -> !tv
    %pv = make_partition_view %tv : !pv
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %v, %t1 = load_view_tko weak %pv[%b] token = %t : !pv, tile<i32> -> tile<16xf32>, token
    %w, %t2 = load_view_tko weak %pv[%b] : !pv, tile<i32> -> tile<16xf32>, token
    %s = addf %v, %w : tile<16xf32>
    %t3 = store_view_tko weak %s, %pv[%b] token = %t1 : tile<16xf32>, !pv, tile<i32> -> token
    %u, %t4 = load_view_tko weak %pv[%b] token = %t3 : !pv, tile<i32> -> tile<16xf32>, token
    %t5 = store_view_tko weak %u, %pv[%b] token = %t4 : tile<16xf32>, !pv, tile<i32> -> token
    return
  }
}
