// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s

// e2m1 tiles are their 4 bits in an i8 in the SIMT layer. ftof to e2m1
// counts the rounding boundaries |x| passes (a midpoint belongs to the even
// code: `ogt` after an even code, `oge` after an odd one), ORs in the sign,
// and sends NaN to +0. Back to f32 the fields are placed in an f32's bits.
// CHECK-LABEL: gpu.func @round
// CHECK: %[[X:.*]] = tile_simt.load_tile {{.*}} -> tensor<1024xf32, #[[L:.*]]>
// CHECK: %[[BITS:.*]] = arith.bitcast %[[X]] : tensor<1024xf32, #[[L]]> to tensor<1024xi32, #[[L]]>
// CHECK: arith.andi %[[BITS]], %{{.*}} : tensor<1024xi32
// CHECK: %[[A:.*]] = arith.bitcast %{{.*}} : tensor<1024xi32, #[[L]]> to tensor<1024xf32, #[[L]]>
// CHECK: arith.constant dense<2.500000e-01>
// CHECK: arith.cmpf ogt, %[[A]]
// CHECK: arith.constant dense<7.500000e-01>
// CHECK: arith.cmpf oge, %[[A]]
// CHECK: arith.constant dense<5.000000e+00>
// CHECK: arith.cmpf ogt, %[[A]]
// CHECK: arith.shrui %[[BITS]]
// CHECK: %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]]
// CHECK: %[[Q:.*]] = arith.select %[[NAN]], %{{.*}}, %{{.*}} : tensor<1024xi1, #[[L]]>, tensor<1024xi8, #[[L]]>
// CHECK: %[[W:.*]] = arith.extui %[[Q]] : tensor<1024xi8, #[[L]]> to tensor<1024xi32, #[[L]]>
// CHECK: arith.constant dense<126>
// CHECK: arith.constant dense<1056964608>
// CHECK: %[[F:.*]] = arith.bitcast %{{.*}} : tensor<1024xi32, #[[L]]> to tensor<1024xf32, #[[L]]>
// CHECK: tile_simt.store_tile %[[F]]
cuda_tile.module @m {
  entry @round(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %xv = make_tensor_view %x, shape = [4096], strides = [1] : tensor_view<4096xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(1024), tensor_view<4096xf32, strides=[1]>>
    %yv = make_tensor_view %y, shape = [4096], strides = [1] : tensor_view<4096xf32, strides=[1]>
    %yp = make_partition_view %yv : partition_view<tile=(1024), tensor_view<4096xf32, strides=[1]>>
    %t, %tok = load_view_tko weak %xp[%bx] : partition_view<tile=(1024), tensor_view<4096xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %q = ftof %t : tile<1024xf32> -> tile<1024xf4E2M1FN>
    %r = ftof %q : tile<1024xf4E2M1FN> -> tile<1024xf32>
    %tok2 = store_view_tko weak %r, %yp[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<4096xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
