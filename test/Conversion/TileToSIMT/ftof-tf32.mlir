// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s

// tf32 tiles are f32 in the SIMT layer (4 bytes of storage). f32 -> tf32
// rounds the 13 low mantissa bits to nearest even on the bits, Inf and NaN
// unchanged (cuda_tile spec 5.1.3); tf32 -> f32 is the value itself, and
// f16 -> tf32 is exact (10 mantissa bits), so no rounding.
// CHECK-LABEL: gpu.func @tf32
// CHECK: %[[X:.*]] = tile_simt.load_tile {{.*}} -> tensor<1024xf32, #[[L:.*]]>
// CHECK: %[[I:.*]] = arith.bitcast %[[X]] : tensor<1024xf32, #[[L]]> to tensor<1024xi32, #[[L]]>
// CHECK: %[[SH:.*]] = arith.shrui %[[I]], %{{.*}} : tensor<1024xi32
// CHECK: %[[LSB:.*]] = arith.andi %[[SH]], %{{.*}} : tensor<1024xi32
// CHECK: %[[A:.*]] = arith.addi %[[I]], %{{.*}} : tensor<1024xi32
// CHECK: %[[B:.*]] = arith.addi %[[A]], %[[LSB]] : tensor<1024xi32
// CHECK: %[[M:.*]] = arith.andi %[[B]], %{{.*}} : tensor<1024xi32
// CHECK: %[[MAG:.*]] = arith.andi %[[I]], %{{.*}} : tensor<1024xi32
// CHECK: %[[SP:.*]] = arith.cmpi uge, %[[MAG]], %{{.*}} : tensor<1024xi32
// CHECK: %[[S:.*]] = arith.select %[[SP]], %[[I]], %[[M]]
// CHECK: %[[R:.*]] = arith.bitcast %[[S]] : tensor<1024xi32, #[[L]]> to tensor<1024xf32, #[[L]]>
// CHECK: tile_simt.store_tile %[[R]], {{.*}} : tensor<1024xf32, #[[L]]>, !llvm.ptr<1>
// tf32 back to f32: nothing to do.
// CHECK: %[[T:.*]] = tile_simt.load_tile {{.*}} -> tensor<1024xf32
// CHECK: tile_simt.store_tile %[[T]]
// f16 -> tf32: an exact extension only.
// CHECK: %[[H:.*]] = tile_simt.load_tile {{.*}} -> tensor<1024xf16
// CHECK: %[[HE:.*]] = arith.extf %[[H]] {{.*}} to tensor<1024xf32
// CHECK: tile_simt.store_tile %[[HE]]
cuda_tile.module @m {
  entry @tf32(%x: tile<ptr<f32>>, %t: tile<ptr<tf32>>, %h: tile<ptr<f16>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %xv = make_tensor_view %x, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %tv = make_tensor_view %t, shape = [1024], strides = [1] : tensor_view<1024xtf32, strides=[1]>
    %tp = make_partition_view %tv : partition_view<tile=(1024), tensor_view<1024xtf32, strides=[1]>>
    %hv = make_tensor_view %h, shape = [1024], strides = [1] : tensor_view<1024xf16, strides=[1]>
    %hp = make_partition_view %hv : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>
    %a, %t1 = load_view_tko weak %xp[%c0] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %r = ftof %a : tile<1024xf32> -> tile<1024xtf32>
    %t2 = store_view_tko weak %r, %tp[%c0] : tile<1024xtf32>, partition_view<tile=(1024), tensor_view<1024xtf32, strides=[1]>>, tile<i32> -> token
    %b, %t3 = load_view_tko weak %tp[%c0] token=%t2 : partition_view<tile=(1024), tensor_view<1024xtf32, strides=[1]>>, tile<i32> -> tile<1024xtf32>, token
    %bf = ftof %b : tile<1024xtf32> -> tile<1024xf32>
    %t4 = store_view_tko weak %bf, %xp[%c0] token=%t3 : tile<1024xf32>, partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> token
    %c, %t5 = load_view_tko weak %hp[%c0] : partition_view<tile=(1024), tensor_view<1024xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %ct = ftof %c : tile<1024xf16> -> tile<1024xtf32>
    %t6 = store_view_tko weak %ct, %tp[%c0] token=%t4 : tile<1024xtf32>, partition_view<tile=(1024), tensor_view<1024xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
