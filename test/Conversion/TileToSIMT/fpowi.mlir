// RUN: tile-opt %s --split-input-file -convert-tile-to-simt -canonicalize | FileCheck %s
// RUN: tile-opt %s --split-input-file --tile-to-ptx=chip=sm_80 --tile-emit-ptx -o /dev/null | FileCheck %s --check-prefix=PTX

// A constant exponent unrolls: x**5 = x * (x*x)**2, three products;
// x**-2 = 1 / (x*x). No powi, no library call.
// CHECK-LABEL: gpu.func @const_exp
// CHECK-NOT: math.fpowi
// CHECK: %[[X:.*]] = tile_simt.load_tile
// CHECK: %[[X2:.*]] = arith.mulf %[[X]], %[[X]]
// CHECK: %[[X4:.*]] = arith.mulf %[[X2]], %[[X2]]
// CHECK: %[[X5:.*]] = arith.mulf %[[X]], %[[X4]]
// CHECK-NOT: arith.select
// CHECK: tile_simt.store_tile %[[X5]]
// CHECK: %[[Y2:.*]] = arith.mulf %[[X]], %[[X]]
// CHECK: %[[R:.*]] = arith.divf %{{.*}}, %[[Y2]]
// CHECK: tile_simt.store_tile %[[R]]
// PTX-LABEL: .visible .entry const_exp(
// PTX-NOT: call
// PTX: mul.rn.f32
// PTX: {{(div|rcp)}}.rn.f32
cuda_tile.module @m {
  entry @const_exp(%p: tile<ptr<f32>>) {
    %v = make_tensor_view %p, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %pv = make_partition_view %v : partition_view<tile=(128), tensor_view<256xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(128), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %five = constant <i32: 5> : tile<128xi32>
    %y = fpowi %x, %five : tile<128xf32>, tile<128xi32>
    %t2 = store_view_tko weak %y, %pv[%c0] : tile<128xf32>, partition_view<tile=(128), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    %m2 = constant <i32: -2> : tile<128xi32>
    %z = fpowi %x, %m2 : tile<128xf32>, tile<128xi32>
    %t3 = store_view_tko weak %z, %pv[%c1] : tile<128xf32>, partition_view<tile=(128), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

// A per-element exponent tests each of its bits (8 for i8) with selects;
// a negative one takes the reciprocal.
// CHECK-LABEL: gpu.func @var_exp
// CHECK-NOT: math.fpowi
// CHECK: arith.cmpi slt
// CHECK-COUNT-8: arith.select
// CHECK: arith.divf
// CHECK: arith.select
// CHECK: tile_simt.store_tile
// PTX-LABEL: .visible .entry var_exp(
// PTX-NOT: call
// PTX: mul.rn.f32
cuda_tile.module @m {
  entry @var_exp(%p: tile<ptr<f32>>, %q: tile<ptr<i8>>) {
    %v = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %pv = make_partition_view %v : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %w = make_tensor_view %q, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %qv = make_partition_view %w : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %n, %t1 = load_view_tko weak %qv[%c0] : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
    %y = fpowi %x, %n : tile<128xf32>, tile<128xi8>
    %t2 = store_view_tko weak %y, %pv[%c0] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
