// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s
// RUN: tile-opt %s --tile-to-ptx=chip=sm_80 -o /dev/null

// flush_to_zero replaces subnormal inputs and results by zeros of their sign
// (PTX's .ftz): |x| < 2^-126 selects copysign(0, x).
// CHECK-LABEL: gpu.func @ftz_mul
// CHECK: %[[MIN:.*]] = arith.constant dense<1.17549435E-38> : tensor<128xf32
// CHECK: %[[AX:.*]] = math.absf %{{.*}} : tensor<128xf32
// CHECK: %[[SUB:.*]] = arith.cmpf olt, %[[AX]], %[[MIN]]
// CHECK: %[[Z:.*]] = math.copysign
// CHECK: %[[X:.*]] = arith.select %[[SUB]], %[[Z]]
// CHECK: %[[P:.*]] = arith.mulf %[[X]], %{{.*}} : tensor<128xf32
// CHECK: math.absf %[[P]]
// CHECK: arith.select
// CHECK: tile_simt.store_tile
cuda_tile.module @m {
  entry @ftz_mul(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %v = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pv = make_partition_view %v : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %x, %t = load_view_tko weak %pv[%bid] : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %y = mulf %x, %x flush_to_zero : tile<128xf32>
    %e = exp2 %y flush_to_zero : tile<128xf32>
    %t2 = store_view_tko weak %e, %pv[%bid] : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
