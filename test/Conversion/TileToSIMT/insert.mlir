// RUN: tile-opt %s --split-input-file -convert-tile-to-simt -canonicalize | FileCheck %s
// RUN: tile-opt %s --split-input-file --tile-to-ptx=chip=sm_80 --tile-emit-ptx -o /dev/null | FileCheck %s --check-prefix=PTX

// insert mirrors extract: its index counts sub-tiles (index 1 of a 1-wide
// slice of dim 2 is element offset 1), and the slice takes the layout in
// which each thread holds its part of the destination, so the constant
// offsets need no data movement (a register selection, no shared memory).
// CHECK-LABEL: gpu.func @swap
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i32
// CHECK: %[[X:.*]] = tile_simt.load_tile
// CHECK: %[[RE:.*]] = tile_simt.extract_slice %[[X]][%[[C0]], %[[C0]], %[[C0]]]
// CHECK: %[[IM:.*]] = tile_simt.extract_slice %[[X]][%[[C0]], %[[C0]], %[[C1]]]
// CHECK: %[[A:.*]] = tile_simt.insert_slice %[[IM]] into %[[X]][%[[C0]], %[[C0]], %[[C0]]]
// CHECK: tile_simt.insert_slice %[[RE]] into %[[A]][%[[C0]], %[[C0]], %[[C1]]]
// PTX-LABEL: .visible .entry swap(
// PTX-NOT: st.shared
// PTX: st.global
cuda_tile.module @m {
  entry @swap(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %v = make_tensor_view %p, shape = [1, %n, 2], strides = [64, 2, 1] : tile<i32> -> tensor_view<1x?x2xf32, strides=[64,2,1]>
    %pv = make_partition_view %v : partition_view<tile=(1x32x2), tensor_view<1x?x2xf32, strides=[64,2,1]>>
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c0, %bid, %c0] : partition_view<tile=(1x32x2), tensor_view<1x?x2xf32, strides=[64,2,1]>>, tile<i32> -> tile<1x32x2xf32>, token
    %re = extract %x[%c0, %c0, %c0] : tile<1x32x2xf32> -> tile<1x32x1xf32>
    %im = extract %x[%c0, %c0, %c1] : tile<1x32x2xf32> -> tile<1x32x1xf32>
    %a = insert %im, %x[%c0, %c0, %c0] : tile<1x32x1xf32> -> tile<1x32x2xf32>
    %sw = insert %re, %a[%c0, %c0, %c1] : tile<1x32x1xf32> -> tile<1x32x2xf32>
    %t2 = store_view_tko weak %sw, %pv[%c0, %bid, %c0] : tile<1x32x2xf32>, partition_view<tile=(1x32x2), tensor_view<1x?x2xf32, strides=[64,2,1]>>, tile<i32> -> token
    return
  }
}

// -----

// A run-time index goes through shared memory: the destination, a barrier,
// the slice at its offset, a barrier, then each thread reads its registers.
// CHECK-LABEL: gpu.func @dynamic
// CHECK: tile_simt.insert_slice
// PTX-LABEL: .visible .entry dynamic(
// PTX: st.shared
// PTX: bar.sync
// PTX: st.shared
// PTX: bar.sync
// PTX: ld.shared
cuda_tile.module @m {
  entry @dynamic(%p: tile<ptr<f32>>, %k: tile<i32>) {
    %v = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %pv = make_partition_view %v : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %s = constant <f32: 5.0> : tile<16xf32>
    %y = insert %s, %x[%k] : tile<16xf32> -> tile<128xf32>
    %t2 = store_view_tko weak %y, %pv[%c0] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
