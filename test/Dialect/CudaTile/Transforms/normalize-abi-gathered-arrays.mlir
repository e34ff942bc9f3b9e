// tile-normalize-abi=gathered-arrays: a pointer reached without a
// tensor_view takes the extents and strides cuTile Python passes after it
// when they are only assumed of; a scalar the kernel computes with ends the
// run, and an odd run is no group. Without the option they stay scalars.
// RUN: tile-opt %s --tile-normalize-abi=gathered-arrays=true | FileCheck %s
// RUN: tile-opt %s --tile-normalize-abi | FileCheck %s --check-prefix=PLAIN

!tv = !cuda_tile.tensor_view<?xi32, strides=[1]>
!pv = !cuda_tile.partition_view<tile=(16), tensor_view<?xi32, strides=[1]>>

// The histogram's bins (args 3-5), reached through `offset`, read and
// written by an atomic; arg 6 is a scalar the kernel computes with.
// CHECK-LABEL: entry @histogram
// CHECK: tileir.abi = [{access = "read", args = array<i64: 0, 1, 2>, kind = "tensor", rank = 1 : i64}, {access = "readwrite", args = array<i64: 3, 4, 5>, kind = "tensor", rank = 1 : i64}, {args = array<i64: 6>, kind = "scalar"}]
// PLAIN-LABEL: entry @histogram
// PLAIN: tileir.abi = [{access = "read", args = array<i64: 0, 1, 2>, kind = "tensor", rank = 1 : i64}, {args = array<i64: 3>, kind = "scalar"}, {args = array<i64: 4>, kind = "scalar"}, {args = array<i64: 5>, kind = "scalar"}, {args = array<i64: 6>, kind = "scalar"}]

// One assumed integer after the pointer: an odd run, no group.
// CHECK-LABEL: entry @odd
// CHECK: tileir.abi = [{args = array<i64: 0>, kind = "scalar"}, {args = array<i64: 1>, kind = "scalar"}]
// A pointer made into a tensor_view whose extents are not the arguments
// after it follows no front end's ABI: x and its extents stay scalars.
// CHECK-LABEL: entry @viewed
// CHECK: tileir.abi = [{args = array<i64: 0>, kind = "scalar"}, {args = array<i64: 1>, kind = "scalar"}, {args = array<i64: 2>, kind = "scalar"}]
cuda_tile.module @m {
  entry @histogram(%v: tile<ptr<i32>>, %vn: tile<i32>, %vs: tile<i32>,
                   %h: tile<ptr<i32>>, %hn: tile<i32>, %hs: tile<i32>,
                   %nbins: tile<i32>) {
    %t = make_token : token
    %an = assume bounded<0, ?>, %hn : tile<i32>
    %tv = make_tensor_view %v, shape = [%vn], strides = [1] : tile<i32> -> !tv
    %pv = make_partition_view %tv : !pv
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %x, %t1 = load_view_tko weak %pv[%b] token = %t : !pv, tile<i32> -> tile<16xi32>, token
    %r = reshape %nbins : tile<i32> -> tile<1xi32>
    %n = broadcast %r : tile<1xi32> -> tile<16xi32>
    %bin = remi %x, %n signed : tile<16xi32>
    %hr = reshape %h : tile<ptr<i32>> -> tile<1xptr<i32>>
    %hb = broadcast %hr : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %p = offset %hb, %bin : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %one = constant <i32: 1> : tile<16xi32>
    %old, %t2 = atomic_rmw_tko relaxed device %p, add, %one token = %t1 : tile<16xptr<i32>>, tile<16xi32> -> tile<16xi32>, token
    return
  }
  entry @odd(%h: tile<ptr<i32>>, %hn: tile<i32>) {
    %an = assume bounded<0, ?>, %hn : tile<i32>
    return
  }
  entry @viewed(%x: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>) {
    %mm = assume bounded<0, ?>, %m : tile<i32>
    %nn = assume bounded<0, ?>, %n : tile<i32>
    %xv = make_tensor_view %x, shape = [%mm, %nn], strides = [%nn, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    return
  }
}
