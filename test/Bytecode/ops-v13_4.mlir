// What 13.4 added (fpowi, insert, memory_fence_alias_tko, the two grid
// dependency controls, ftoi saturating, view inbounds) survives bytecode at
// 13.4, and the import writes back to the same bytes.
// export-refuse-13_4.test checks that 13.3 refuses each of them.
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.4 %s -o %t.34
// RUN: tile-translate --cudatilebc-to-mlir %t.34 | FileCheck %s
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.4 %t.34 -o %t.34b
// RUN: cmp %t.34 %t.34b
// The header says 13.4.
// RUN: od -A n -t u1 -j 8 -N 2 %t.34 | FileCheck %s --check-prefix=HDR
// HDR: 13 4

// CHECK-LABEL: entry @v13_4
// CHECK-SAME: (%[[I:[A-Za-z0-9_]+]]: tile<i32>, %[[P:[A-Za-z0-9_]+]]: tile<ptr<f32>>)
// CHECK: %[[X:[A-Za-z0-9_]+]] = constant <f32: [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tile<4xf32>
// CHECK: %[[N:[A-Za-z0-9_]+]] = constant <i32: [1, 2, 3, -4]> : tile<4xi32>
// CHECK: %[[S:[A-Za-z0-9_]+]] = constant <f32: 5.000000e+00> : tile<2xf32>
// CHECK: fpowi %[[X]], %[[N]] : tile<4xf32>, tile<4xi32>
// CHECK: insert %[[S]], %[[X]][%[[I]]] : tile<2xf32> -> tile<4xf32>
// CHECK: ftoi %[[X]] signed saturating : tile<4xf32> -> tile<4xi8>
// CHECK: ftoi %[[X]] signed : tile<4xf32> -> tile<4xi8>
// CHECK: %[[W:[A-Za-z0-9_]+]] = gdc_wait_tko : token
// CHECK: %[[F:[A-Za-z0-9_]+]] = memory_fence_alias_tko %[[W]] : token
// CHECK: gdc_launch_dependents_tko token = %[[F]] : token
// CHECK: gdc_launch_dependents_tko : token
// CHECK: load_view_tko weak %{{.*}}[%[[I]], %[[I]]] inbounds = [true, false] :
// CHECK: load_view_tko weak %{{.*}}[%[[I]], %[[I]]] :
// CHECK: store_view_tko weak %{{.*}}, %{{.*}}[%[[I]], %[[I]]] inbounds = [false, true] :
cuda_tile.module @m {
  entry @v13_4(%i: tile<i32>, %p: tile<ptr<f32>>) {
    %x = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %n = constant <i32: [1, 2, 3, -4]> : tile<4xi32>
    %s = constant <f32: 5.0> : tile<2xf32>
    %0 = fpowi %x, %n : tile<4xf32>, tile<4xi32>
    %1 = insert %s, %x[%i] : tile<2xf32> -> tile<4xf32>
    %2 = ftoi %x signed saturating : tile<4xf32> -> tile<4xi8>
    %3 = ftoi %x signed : tile<4xf32> -> tile<4xi8>
    %w = gdc_wait_tko : token
    %f = memory_fence_alias_tko %w : token
    %l = gdc_launch_dependents_tko token = %f : token
    %l2 = gdc_launch_dependents_tko : token
    %v = make_tensor_view %p, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %pv = make_partition_view %v : partition_view<tile=(4x4), tensor_view<64x64xf32, strides=[64,1]>>
    %y, %t = load_view_tko weak %pv[%i, %i] inbounds = [true, false] : partition_view<tile=(4x4), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<4x4xf32>, token
    // All false is the attribute's absence.
    %z, %t1 = load_view_tko weak %pv[%i, %i] inbounds = [false, false] : partition_view<tile=(4x4), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<4x4xf32>, token
    %t2 = store_view_tko weak %y, %pv[%i, %i] inbounds = [false, true] : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}
