// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s

// i64 view extents and indices: the whole access (offsets, extents,
// strides) is i64, static i32 parts are widened; nothing is truncated.
// CHECK-LABEL: gpu.func @view_i64
// CHECK-SAME: (%[[P:.*]]: !llvm.ptr<1>, %[[N:.*]]: i64, %[[I:.*]]: i64)
// CHECK: %[[T:.*]] = arith.constant 1024 : i64
// CHECK: %[[OFF:.*]] = arith.muli %[[I]], %[[T]] : i64
// CHECK: %[[S:.*]] = arith.extsi %{{.*}} : i32 to i64
// CHECK: tile_simt.load_tile %[[P]][%[[OFF]]] shape[%[[N]]] strides[%[[S]]] index i64 {{.*}}: !llvm.ptr<1> -> tensor<1024xf32
// i32 indices into an i64 view are zero-extended (indices are unsigned).
// CHECK: %[[X:.*]] = arith.extui %{{.*}} : i32 to i64
// CHECK: arith.muli %[[X]], %{{.*}} : i64
// CHECK: tile_simt.store_tile {{.*}} shape[%[[N]]] {{.*}} index i64 {{.*}}: tensor<1024xf32
// The tile count is computed in i64, then given the result's declared type.
// CHECK: %[[UP:.*]] = arith.addi %[[N]], %{{.*}} : i64
// CHECK: %[[CNT:.*]] = arith.divui %[[UP]], %{{.*}} : i64
// CHECK: arith.trunci %[[CNT]] : i64 to i32
cuda_tile.module @m {
  entry @view_i64(%p: tile<ptr<f32>>, %n: tile<i64>, %i: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %t, %tok = load_view_tko weak %pv[%i] : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i64> -> tile<1024xf32>, token
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %tok2 = store_view_tko weak %t, %pv[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %nt = get_index_space_shape %pv : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>> -> tile<i32>
    return
  }
}
