// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  // expected-error @below {{unknown pointer attribute 'broadcast'}}
  entry @k(%a: tile<ptr<f32, <broadcast>>>) {
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<ptr<f32, <multicast>>>) {
    // expected-error @below {{the base of '!cuda_tile.tensor_view<4xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>' is '!cuda_tile.tile<ptr<f32, <multicast>>>', not '!cuda_tile.tile<ptr<f32>>'}}
    %t = make_tensor_view %a, shape = [4], strides = [1] : tile<ptr<f32>> -> tensor_view<4xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<ptr<f32, <multicast>>>) {
    // expected-error @below {{tensor_view must keep its base pointer's attribute}}
    %t = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32, <multicast>>>) -> !cuda_tile.tensor_view<4xf32, strides=[1]>
    return
  }
}
