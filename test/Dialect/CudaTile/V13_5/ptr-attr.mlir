// Pointer attributes (13.4: none; 13.5: unicast, multicast) on ptr and on
// the tensor_view made from it; both spellings of the ptr form parse.
// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s

// CHECK-LABEL: entry @k
// CHECK-SAME: tile<ptr<f32, <multicast>>>, %{{.*}}: tile<ptr<f16, <unicast>>>, %{{.*}}: tile<ptr<f32, <none>>>, %{{.*}}: tile<ptr<f32>>
// CHECK: make_tensor_view %{{.*}}, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1], #cuda_tile.ptr_attr<multicast>>
// CHECK: make_tensor_view %{{.*}}, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1], #cuda_tile.ptr_attr<unicast>>
// CHECK: make_tensor_view %{{.*}}, shape = [], strides = [] : tensor_view<f32, #cuda_tile.ptr_attr<none>>
// CHECK: make_tensor_view %{{.*}}, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
cuda_tile.module @m {
  entry @k(%a: tile<ptr<f32, <multicast>>>, %b: tile<ptr<f16, #cuda_tile.ptr_attr<unicast>>>,
           %c: tile<ptr<f32, <none>>>, %d: tile<ptr<f32>>) {
    %ta = make_tensor_view %a, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1], #cuda_tile.ptr_attr<multicast>>
    %tb = make_tensor_view %b, shape = [64], strides = [1] : tile<ptr<f16, <unicast>>> -> tensor_view<64xf16, strides=[1], #cuda_tile.ptr_attr<unicast>>
    %tc = make_tensor_view %c, shape = [], strides = [] : tensor_view<f32, #cuda_tile.ptr_attr<none>>
    %td = make_tensor_view %d, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    return
  }
}
