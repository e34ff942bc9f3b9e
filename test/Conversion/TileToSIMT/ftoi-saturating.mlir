// RUN: tile-opt %s -convert-tile-to-simt -canonicalize | FileCheck %s
// RUN: tile-opt %s --tile-to-ptx=chip=sm_80 -o /dev/null

// ftoi `saturating` (13.4): fptosi, then out-of-range inputs clamp to the
// i8 range (at +-128.0) and NaN gives 0; without the flag, the plain
// conversion only.
// CHECK-LABEL: gpu.func @sat
// CHECK-DAG: %[[HI:.*]] = arith.constant dense<1.280000e+02> : tensor<128xf32
// CHECK-DAG: %[[LO:.*]] = arith.constant dense<-1.280000e+02> : tensor<128xf32
// CHECK-DAG: %[[MAX:.*]] = arith.constant dense<127> : tensor<128xi8
// CHECK-DAG: %[[MIN:.*]] = arith.constant dense<-128> : tensor<128xi8
// CHECK-DAG: %[[ZERO:.*]] = arith.constant dense<0> : tensor<128xi8
// CHECK: %[[X:.*]] = tile_simt.load_tile
// CHECK: %[[R:.*]] = arith.fptosi %[[X]]
// CHECK: %[[GE:.*]] = arith.cmpf oge, %[[X]], %[[HI]]
// CHECK: %[[LE:.*]] = arith.cmpf ole, %[[X]], %[[LO]]
// CHECK: %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]]
// CHECK: %[[S1:.*]] = arith.select %[[GE]], %[[MAX]], %[[R]]
// CHECK: %[[S2:.*]] = arith.select %[[LE]], %[[MIN]], %[[S1]]
// CHECK: %[[S3:.*]] = arith.select %[[NAN]], %[[ZERO]], %[[S2]]
// CHECK: tile_simt.store_tile %[[S3]]
// CHECK: %[[P:.*]] = arith.fptosi %[[X]]
// CHECK-NOT: arith.cmpf
// CHECK: tile_simt.store_tile %[[P]]
cuda_tile.module @m {
  entry @sat(%p: tile<ptr<f32>>, %q: tile<ptr<i8>>) {
    %v = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %pv = make_partition_view %v : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %w = make_tensor_view %q, shape = [256], strides = [1] : tensor_view<256xi8, strides=[1]>
    %qv = make_partition_view %w : partition_view<tile=(128), tensor_view<256xi8, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %s = ftoi %x signed saturating : tile<128xf32> -> tile<128xi8>
    %t2 = store_view_tko weak %s, %qv[%c0] : tile<128xi8>, partition_view<tile=(128), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    %u = ftoi %x signed : tile<128xf32> -> tile<128xi8>
    %t3 = store_view_tko weak %u, %qv[%c1] : tile<128xi8>, partition_view<tile=(128), tensor_view<256xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}
