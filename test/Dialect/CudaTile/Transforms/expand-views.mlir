// tile-expand-views: gather/scatter view accesses become pointer
// loads and stores masked by the tensor bounds; the CPU interpreter checks
// that both forms touch the same elements (out-of-range gathered rows read
// the padding and are not written).
// RUN: tile-opt %s --tile-expand-views -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: tile-run --diff %s %t.mlir --entry gather --arg 0=rand:f32:8x16 --arg 1=8 --arg 2=rand:i32:4:0:11 --arg 3=zeros:f32:8x16 --arg 4=zeros:i32:2 --grid 2 | FileCheck %s --check-prefix=INTERP
// RUN: tile-run --diff %s %t.mlir --entry strided --arg 0=iota:f32:10 --arg 1=zeros:f32:10 --arg 2=zeros:i32:1 --grid 4 | FileCheck %s --check-prefix=INTERP
// INTERP: SAME: every output agrees within tolerance

!tv = !cuda_tile.tensor_view<?x16xf32, strides=[16,1]>
!gv = !cuda_tile.gather_scatter_view<tile=(4x8), padding_value = neg_inf, tensor_view<?x16xf32, strides=[16,1]>, sparse_dim=0>
!dv = !cuda_tile.gather_scatter_view<tile=(4x8), tensor_view<8x16xf32, strides=[16,1]>, sparse_dim=0>
!iv = !cuda_tile.partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
!cv = !cuda_tile.partition_view<tile=(2), tensor_view<2xi32, strides=[1]>>
!sv = !cuda_tile.strided_view<tile=(2), traversal_strides=[3], padding_value = nan, tensor_view<10xf32, strides=[1]>>
!ov = !cuda_tile.strided_view<tile=(2), traversal_strides=[3], tensor_view<10xf32, strides=[1]>>
!nv = !cuda_tile.partition_view<tile=(1), tensor_view<1xi32, strides=[1]>>

cuda_tile.module @m {
  // CHECK-LABEL: entry @gather
  // CHECK-NOT: gather_scatter_view
  // CHECK: exti %{{.*}} unsigned : tile<4xi32> -> tile<4xi64>
  // CHECK: cmpi less_than %{{.*}}, %{{.*}}, unsigned : tile<4xi64>
  // CHECK: offset %{{.*}}, %{{.*}} : tile<4x8xptr<f32>>, tile<4x8xi64> -> tile<4x8xptr<f32>>
  // CHECK: constant <f32: 0xFF800000> : tile<4x8xf32>
  // CHECK: load_ptr_tko weak %{{.*}}, %{{.*}}, %{{.*}} token=%{{.*}} : tile<4x8xptr<f32>>, tile<4x8xi1>, tile<4x8xf32> -> tile<4x8xf32>, token
  // CHECK: store_ptr_tko weak %{{.*}}, %{{.*}}, %{{.*}} token=%{{.*}} : tile<4x8xptr<f32>>, tile<4x8xf32>, tile<4x8xi1> -> token
  // CHECK: divi %{{.*}}, %{{.*}} unsigned rounding<positive_inf> : tile<i64>
  entry @gather(%src: tile<ptr<f32>>, %n: tile<i32>, %idx: tile<ptr<i32>>,
                %dst: tile<ptr<f32>>, %cnt: tile<ptr<i32>>) {
    %t = make_token : token
    %tv = make_tensor_view %src, shape = [%n, 16], strides = [16, 1] : tile<i32> -> !tv
    %gv = make_gather_scatter_view %tv : !gv
    %it = make_tensor_view %idx, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %ip = make_partition_view %it : !iv
    %c0 = constant <i32: 0> : tile<i32>
    %rows, %t1 = load_view_tko weak %ip[%c0] : !iv, tile<i32> -> tile<4xi32>, token
    %x, %y, %z = get_tile_block_id : tile<i32>
    %v, %t2 = load_view_tko weak %gv[%rows, %x] token = %t1 : !gv, tile<4xi32>, tile<i32> -> tile<4x8xf32>, token
    %dt = make_tensor_view %dst, shape = [8, 16], strides = [16, 1] : tensor_view<8x16xf32, strides=[16,1]>
    %dg = make_gather_scatter_view %dt : !dv
    %t3 = store_view_tko weak %v, %dg[%rows, %x] token = %t2 : tile<4x8xf32>, !dv, tile<4xi32>, tile<i32> -> token
    // The index space: every row along the sparse dim, 16 / 8 along the other.
    %s0, %s1 = get_index_space_shape %gv : !gv -> tile<i32>
    %sr = reshape %s0 : tile<i32> -> tile<1xi32>
    %sc = reshape %s1 : tile<i32> -> tile<1xi32>
    %both = cat %sr, %sc dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %ct = make_tensor_view %cnt, shape = [2], strides = [1] : tensor_view<2xi32, strides=[1]>
    %cp = make_partition_view %ct : !cv
    %t4 = store_view_tko weak %both, %cp[%c0] token = %t3 : tile<2xi32>, !cv, tile<i32> -> token
    return
  }

  // Tiles of 2 every 3 elements of 10: the fourth tile's second element is
  // past the end (NaN padding on load, not written on store). Strided-view
  // accesses stay (they lower directly); the index space becomes
  // ceil(10 / 3).
  // CHECK-LABEL: entry @strided
  // CHECK: load_view_tko weak %{{.*}}[%{{.*}}] : strided_view
  // CHECK: store_view_tko weak
  // CHECK: divi %{{.*}}, %{{.*}} unsigned rounding<positive_inf> : tile<i64>
  // CHECK-NOT: get_index_space_shape
  entry @strided(%src: tile<ptr<f32>>, %dst: tile<ptr<f32>>, %cnt: tile<ptr<i32>>) {
    %tv = make_tensor_view %src, shape = [10], strides = [1] : tensor_view<10xf32, strides=[1]>
    %sv = make_strided_view %tv : !sv
    %x, %y, %z = get_tile_block_id : tile<i32>
    %v, %t1 = load_view_tko weak %sv[%x] : !sv, tile<i32> -> tile<2xf32>, token
    %d = addf %v, %v : tile<2xf32>
    %dt = make_tensor_view %dst, shape = [10], strides = [1] : tensor_view<10xf32, strides=[1]>
    %ov = make_strided_view %dt : !ov
    %t2 = store_view_tko weak %d, %ov[%x] token = %t1 : tile<2xf32>, !ov, tile<i32> -> token
    %n = get_index_space_shape %sv : !sv -> tile<i32>
    %nr = reshape %n : tile<i32> -> tile<1xi32>
    %ct = make_tensor_view %cnt, shape = [1], strides = [1] : tensor_view<1xi32, strides=[1]>
    %cp = make_partition_view %ct : !nv
    %c0 = constant <i32: 0> : tile<i32>
    %t3 = store_view_tko weak %nr, %cp[%c0] token = %t2 : tile<1xi32>, !nv, tile<i32> -> token
    return
  }
}
