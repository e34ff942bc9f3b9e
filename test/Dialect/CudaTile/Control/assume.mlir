// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @predicates
  // CHECK: assume div_by<16>, %{{.*}} : tile<i32>
  // CHECK: assume div_by<32, every 4 along 0>, %{{.*}} : tile<8xi16>
  // CHECK: assume same_elements<[1, 4, 2]>, %{{.*}} : tile<1x8x8xptr<f32>>
  // CHECK: assume bounded<5, ?>, %{{.*}} : tile<8xi16>
  // CHECK: assume bounded<?, 7>, %{{.*}} : tile<8xi16>
  // CHECK: assume div_by<16>, %{{.*}} : tile<ptr<f32>>
  // CHECK: assume div_by<8>, %{{.*}} : tensor_view<?x1024xf32, strides=[?,1]>
  testing$func @predicates(%i: tile<i32>, %s: tile<8xi16>, %p: tile<1x8x8xptr<f32>>,
                           %q: tile<ptr<f32>>, %t: tensor_view<?x1024xf32, strides=[?,1]>) {
    %0 = assume div_by<16>, %i : tile<i32>
    %1 = assume div_by<32, every 4 along 0>, %s : tile<8xi16>
    %2 = assume same_elements<[1, 4, 2]>, %p : tile<1x8x8xptr<f32>>
    %3 = assume bounded<5, ?>, %s : tile<8xi16>
    %4 = assume bounded<?, 7>, %s : tile<8xi16>
    // The full attribute spelling is accepted.
    %5 = cuda_tile.assume #cuda_tile.div_by<16>, %q : !cuda_tile.tile<!cuda_tile.ptr<f32>>
    %6 = assume div_by<8>, %t : tensor_view<?x1024xf32, strides=[?,1]>
  }
}
