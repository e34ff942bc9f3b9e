// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s

// divi rounds toward zero by default; rounding<positive_inf> (cdiv, as the
// Python front end counts tiles) and rounding<negative_inf> correct the
// truncating quotient by one where the remainder says so.

// CHECK-LABEL: gpu.func @ceil_signed
// CHECK: %[[Q:.*]] = arith.divsi %[[X:.*]], %[[Y:.*]] : i32
// CHECK: %[[R:.*]] = arith.remsi %[[X]], %[[Y]] : i32
// CHECK: %[[NZ:.*]] = arith.cmpi ne, %[[R]]
// CHECK: %[[RN:.*]] = arith.cmpi slt, %[[R]]
// CHECK: %[[YN:.*]] = arith.cmpi slt, %[[Y]]
// CHECK: %[[SIDE:.*]] = arith.cmpi eq, %[[RN]], %[[YN]] : i1
// CHECK: %[[ADJ:.*]] = arith.andi %[[NZ]], %[[SIDE]] : i1
// CHECK: %[[E:.*]] = arith.extui %[[ADJ]] : i1 to i32
// CHECK: arith.addi %[[Q]], %[[E]] : i32
// CHECK-LABEL: gpu.func @floor_signed
// CHECK: arith.divsi
// CHECK: arith.cmpi ne, %{{.*}}, %{{.*}} : i1
// CHECK: arith.subi
// CHECK-LABEL: gpu.func @ceil_unsigned
// CHECK: arith.divui
// CHECK: arith.remui
// CHECK: arith.addi
// CHECK-LABEL: gpu.func @trunc
// CHECK: arith.divsi
// CHECK-NOT: arith.remsi
// CHECK: gpu.return
cuda_tile.module @m {
  entry @ceil_signed(%x: tile<i32>, %y: tile<i32>, %p: tile<ptr<i32>>) {
    %q = divi %x, %y signed rounding<positive_inf> : tile<i32>
    %v = make_tensor_view %p, shape = [1], strides = [1] : tensor_view<1xi32, strides=[1]>
    %t = make_token : token
    %q1 = reshape %q : tile<i32> -> tile<1xi32>
    %pv = make_partition_view %v : partition_view<tile=(1), tensor_view<1xi32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t2 = store_view_tko weak %q1, %pv[%c0] token = %t : tile<1xi32>, partition_view<tile=(1), tensor_view<1xi32, strides=[1]>>, tile<i32> -> token
  }
  entry @floor_signed(%x: tile<i32>, %y: tile<i32>, %p: tile<ptr<i32>>) {
    %q = divi %x, %y signed rounding<negative_inf> : tile<i32>
    %v = make_tensor_view %p, shape = [1], strides = [1] : tensor_view<1xi32, strides=[1]>
    %t = make_token : token
    %q1 = reshape %q : tile<i32> -> tile<1xi32>
    %pv = make_partition_view %v : partition_view<tile=(1), tensor_view<1xi32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t2 = store_view_tko weak %q1, %pv[%c0] token = %t : tile<1xi32>, partition_view<tile=(1), tensor_view<1xi32, strides=[1]>>, tile<i32> -> token
  }
  entry @ceil_unsigned(%x: tile<i32>, %y: tile<i32>, %p: tile<ptr<i32>>) {
    %q = divi %x, %y unsigned rounding<positive_inf> : tile<i32>
    %v = make_tensor_view %p, shape = [1], strides = [1] : tensor_view<1xi32, strides=[1]>
    %t = make_token : token
    %q1 = reshape %q : tile<i32> -> tile<1xi32>
    %pv = make_partition_view %v : partition_view<tile=(1), tensor_view<1xi32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t2 = store_view_tko weak %q1, %pv[%c0] token = %t : tile<1xi32>, partition_view<tile=(1), tensor_view<1xi32, strides=[1]>>, tile<i32> -> token
  }
  entry @trunc(%x: tile<i32>, %y: tile<i32>, %p: tile<ptr<i32>>) {
    %q = divi %x, %y signed : tile<i32>
    %v = make_tensor_view %p, shape = [1], strides = [1] : tensor_view<1xi32, strides=[1]>
    %t = make_token : token
    %q1 = reshape %q : tile<i32> -> tile<1xi32>
    %pv = make_partition_view %v : partition_view<tile=(1), tensor_view<1xi32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t2 = store_view_tko weak %q1, %pv[%c0] token = %t : tile<1xi32>, partition_view<tile=(1), tensor_view<1xi32, strides=[1]>>, tile<i32> -> token
  }
}
