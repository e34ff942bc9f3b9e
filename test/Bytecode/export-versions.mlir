// One module written at 13.1, 13.2 and 13.3 reads back the same each time.
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.1 %s -o %t.31
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.2 %s -o %t.32
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.3 %s -o %t.33
// RUN: tile-translate --cudatilebc-to-mlir %t.31 | FileCheck %s
// RUN: tile-translate --cudatilebc-to-mlir %t.32 | FileCheck %s
// RUN: tile-translate --cudatilebc-to-mlir %t.33 | FileCheck %s
// CHECK-LABEL: cuda_tile.module @kernels
// CHECK: global @g alignment = 16 <i32: [1, 2, 3, 4]> : tile<4xi32>
// CHECK: entry @k(%[[P:.*]]: tile<ptr<f32>>, %[[N:.*]]: tile<i32>)
// CHECK: make_token
// CHECK: assume div_by<16>, %[[P]]
// CHECK: assume bounded<0, ?>, %[[N]]
// CHECK: make_tensor_view
// CHECK: get_global @g : tile<ptr<i32>>
cuda_tile.module @m {
  global @g alignment = 16 <i32: [1, 2, 3, 4]> : tile<4xi32>
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %t = make_token : token
    %pa = assume div_by<16>, %p : tile<ptr<f32>>
    %na = assume bounded<0, ?>, %n : tile<i32>
    %tv = make_tensor_view %pa, shape = [%na], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %g = get_global @g : tile<ptr<i32>>
    return
  }
}
