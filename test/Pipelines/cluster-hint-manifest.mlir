// The num_cta_in_cga hint for the chip (sm_90 entry, else default) is
// recorded in the launch manifest: a launcher may group the grid into
// clusters of that many CTAs where it divides. The binary does not require
// clusters (an element-wise kernel: no product for tile-split-clusters to
// share; split-clusters-ptx.mlir has one that is split). Without the hint the
// manifest has no such field; sm_80 has no
// clusters (only 1 is valid there, and then it is recorded as 1).
// RUN: tile-opt %s --tile-to-ptx=chip=sm_90 --tile-emit-ptx="output=%t.ptx manifest=%t.json" -o /dev/null
// RUN: FileCheck %s --input-file=%t.json
// RUN: FileCheck %s --input-file=%t.ptx --check-prefix=PTX

// (fields in alphabetical order)
// CHECK: "num_cta_in_cga": 2,
// CHECK: "symbol": "clustered"
// CHECK-NOT: num_cta_in_cga
// CHECK: "symbol": "plain"
// PTX-NOT: .reqnctapercluster
// PTX-NOT: .explicitcluster
!pv = !cuda_tile.partition_view<tile=(1024), tensor_view<4096xf32, strides=[1]>>
cuda_tile.module @m {
  entry @clustered(%p: tile<ptr<f32>>, %q: tile<ptr<f32>>) optimization_hints=<sm_90 = {num_cta_in_cga = 2}, default = {num_cta_in_cga = 1}> {
    %tv = make_tensor_view %p, shape = [4096], strides = [1] : tensor_view<4096xf32, strides=[1]>
    %pv = make_partition_view %tv : !pv
    %qv0 = make_tensor_view %q, shape = [4096], strides = [1] : tensor_view<4096xf32, strides=[1]>
    %qv = make_partition_view %qv0 : !pv
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %x, %t = load_view_tko weak %pv[%bx] : !pv, tile<i32> -> tile<1024xf32>, token
    %e = exp %x : tile<1024xf32>
    %t2 = store_view_tko weak %e, %qv[%bx] token = %t : tile<1024xf32>, !pv, tile<i32> -> token
    return
  }
  entry @plain(%p: tile<ptr<f32>>, %q: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [4096], strides = [1] : tensor_view<4096xf32, strides=[1]>
    %pv = make_partition_view %tv : !pv
    %qv0 = make_tensor_view %q, shape = [4096], strides = [1] : tensor_view<4096xf32, strides=[1]>
    %qv = make_partition_view %qv0 : !pv
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %x, %t = load_view_tko weak %pv[%bx] : !pv, tile<i32> -> tile<1024xf32>, token
    %e = exp %x : tile<1024xf32>
    %t2 = store_view_tko weak %e, %qv[%bx] token = %t : tile<1024xf32>, !pv, tile<i32> -> token
    return
  }
}
