// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s

// fp8 tiles are their bytes (i8) in the SIMT layer: loads and stores move
// bytes. ftof f32 -> f8E4M3FN saturates (cuda_tile spec 5.1.3): clamp to
// +-448, round the clamped value with an arith.truncf to the fp8 type (the
// chip-dependent part, left to convert-tile-simt-to-nvvm), NaN -> +448
// (0x7e). Back to f32: the bytes read as fp8, extended exactly.
// CHECK-LABEL: gpu.func @roundtrip
// CHECK: %[[X:.*]] = tile_simt.load_tile {{.*}} -> tensor<1024xf32, #[[L:.*]]>
// CHECK: arith.constant dense<-4.480000e+02> : tensor<1024xf32
// CHECK: %[[LO:.*]] = arith.maximumf %[[X]], %{{.*}} : tensor<1024xf32, #[[L]]>
// CHECK: arith.constant dense<4.480000e+02> : tensor<1024xf32
// CHECK: %[[C:.*]] = arith.minimumf %[[LO]], %{{.*}} : tensor<1024xf32, #[[L]]>
// CHECK: %[[T:.*]] = arith.truncf %[[C]] : tensor<1024xf32, #[[L]]> to tensor<1024xf8E4M3FN, #[[L]]>
// CHECK: %[[B:.*]] = arith.bitcast %[[T]] : tensor<1024xf8E4M3FN, #[[L]]> to tensor<1024xi8, #[[L]]>
// CHECK: %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]]
// CHECK: arith.constant dense<126> : tensor<1024xi8
// CHECK: %[[Q:.*]] = arith.select %[[NAN]], %{{.*}}, %[[B]] : tensor<1024xi1, #[[L]]>, tensor<1024xi8, #[[L]]>
// CHECK: tile_simt.store_tile %[[Q]], {{.*}} : tensor<1024xi8, #[[L]]>, !llvm.ptr<1>
// CHECK: %[[R:.*]] = tile_simt.load_tile {{.*}} -> tensor<1024xi8, #[[L8:.*]]>
// CHECK: %[[F:.*]] = arith.bitcast %[[R]] : tensor<1024xi8, #[[L8]]> to tensor<1024xf8E4M3FN, #[[L8]]>
// CHECK: %[[E:.*]] = arith.extf %[[F]] : tensor<1024xf8E4M3FN, #[[L8]]> to tensor<1024xf32, #[[L8]]>
// CHECK: tile_simt.store_tile %[[E]]
cuda_tile.module @m {
  entry @roundtrip(%x: tile<ptr<f32>>, %q: tile<ptr<f8E4M3FN>>, %y: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %xv = make_tensor_view %x, shape = [4096], strides = [1] : tensor_view<4096xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(1024), tensor_view<4096xf32, strides=[1]>>
    %qv = make_tensor_view %q, shape = [4096], strides = [1] : tensor_view<4096xf8E4M3FN, strides=[1]>
    %qp = make_partition_view %qv : partition_view<tile=(1024), tensor_view<4096xf8E4M3FN, strides=[1]>>
    %yv = make_tensor_view %y, shape = [4096], strides = [1] : tensor_view<4096xf32, strides=[1]>
    %yp = make_partition_view %yv : partition_view<tile=(1024), tensor_view<4096xf32, strides=[1]>>
    %t, %tok = load_view_tko weak %xp[%bx] : partition_view<tile=(1024), tensor_view<4096xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %f8 = ftof %t : tile<1024xf32> -> tile<1024xf8E4M3FN>
    %tok2 = store_view_tko weak %f8, %qp[%bx] : tile<1024xf8E4M3FN>, partition_view<tile=(1024), tensor_view<4096xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    %r, %tok3 = load_view_tko weak %qp[%bx] token = %tok2 : partition_view<tile=(1024), tensor_view<4096xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<1024xf8E4M3FN>, token
    %back = ftof %r : tile<1024xf8E4M3FN> -> tile<1024xf32>
    %tok4 = store_view_tko weak %back, %yp[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<4096xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
