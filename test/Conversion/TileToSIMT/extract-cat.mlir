// RUN: tile-opt %s --split-input-file -convert-tile-to-simt -canonicalize | FileCheck %s
// RUN: tile-opt %s --split-input-file --tile-to-ptx=chip=sm_80 -o /dev/null

// extract's index counts sub-tiles: index 1 of a 1-wide slice of dim 2 is
// element offset 1. The slice keeps the source's lanes and warps (dim 2 is
// held whole by every thread), so it needs no data movement; cat gives its
// result the first operand's layout for the same reason.
// CHECK-LABEL: gpu.func @pairs
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i32
// CHECK: %[[X:.*]] = tile_simt.load_tile {{.*}} -> tensor<1x32x2xf32, #tile_simt.blocked<sizePerThread = [1, 1, 2], threadsPerWarp = [1, 32, 1], warpsPerCTA = [4, 1, 1]
// CHECK: %[[RE:.*]] = tile_simt.extract_slice %[[X]][%[[C0]], %[[C0]], %[[C0]]] {{.*}} -> tensor<1x32x1xf32, #tile_simt.blocked<sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [4, 1, 1]
// CHECK: %[[IM:.*]] = tile_simt.extract_slice %[[X]][%[[C0]], %[[C0]], %[[C1]]]
// CHECK: tile_simt.cat %[[IM]], %{{.*}} dim = 2 : {{.*}} -> tensor<1x32x2xf32, #tile_simt.blocked<sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [4, 1, 1]
cuda_tile.module @m {
  entry @pairs(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %v = make_tensor_view %p, shape = [1, %n, 2], strides = [64, 2, 1] : tile<i32> -> tensor_view<1x?x2xf32, strides=[64,2,1]>
    %pv = make_partition_view %v : partition_view<tile=(1x32x2), tensor_view<1x?x2xf32, strides=[64,2,1]>>
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c0, %bid, %c0] : partition_view<tile=(1x32x2), tensor_view<1x?x2xf32, strides=[64,2,1]>>, tile<i32> -> tile<1x32x2xf32>, token
    %re = extract %x[%c0, %c0, %c0] : tile<1x32x2xf32> -> tile<1x32x1xf32>
    %im = extract %x[%c0, %c0, %c1] : tile<1x32x2xf32> -> tile<1x32x1xf32>
    %sw = cat %im, %re dim = 2 : tile<1x32x1xf32>, tile<1x32x1xf32> -> tile<1x32x2xf32>
    %t2 = store_view_tko weak %sw, %pv[%c0, %bid, %c0] : tile<1x32x2xf32>, partition_view<tile=(1x32x2), tensor_view<1x?x2xf32, strides=[64,2,1]>>, tile<i32> -> token
    return
  }
}

// -----

// A slice across lanes at a dynamic index gets the default layout of its
// shape (the lowering then goes through shared memory).
// CHECK-LABEL: gpu.func @dynamic
// CHECK: %[[N:.*]] = arith.constant 4 : i32
// CHECK: %[[O:.*]] = arith.muli %{{.*}}, %[[N]] : i32
// CHECK: tile_simt.extract_slice %{{.*}}[%[[O]]] : tensor<128xf32, {{.*}} -> tensor<4xf32
cuda_tile.module @m2 {
  entry @dynamic(%p: tile<ptr<f32>>, %q: tile<ptr<f32>>, %k: tile<i32>) {
    %v = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %pv = make_partition_view %v : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %w = make_tensor_view %q, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %pw = make_partition_view %w : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %s = extract %x[%k] : tile<128xf32> -> tile<4xf32>
    %t2 = store_view_tko weak %s, %pw[%c0] : tile<4xf32>, partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
