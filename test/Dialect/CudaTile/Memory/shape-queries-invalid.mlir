// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<8x8xf32, strides=[8,1]>) {
    // expected-error @below {{expected 2 result(s), one per dimension, got 1}}
    %s = "cuda_tile.get_tensor_shape"(%tv) : (!cuda_tile.tensor_view<8x8xf32, strides=[8,1]>) -> !cuda_tile.tile<i32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<8x8xf32, strides=[8,1]>) {
    // expected-error @below {{all results must have one type}}
    %s:2 = "cuda_tile.get_tensor_shape"(%tv) : (!cuda_tile.tensor_view<8x8xf32, strides=[8,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i64>)
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<8xf32, strides=[1]>) {
    // expected-error @below {{result #0 must be variadic of rank-0 tile of integer}}
    %s = "cuda_tile.get_tensor_shape"(%tv) : (!cuda_tile.tensor_view<8xf32, strides=[1]>) -> !cuda_tile.tile<f32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>) {
    // expected-error @below {{expected a tensor_view, got}}
    %s = get_tensor_shape %pv : partition_view<tile=(4), tensor_view<8xf32, strides=[1]>> -> tile<i32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<8xf32, strides=[1]>) {
    // expected-error @below {{expected a tile view, got}}
    %s = get_index_space_shape %tv : tensor_view<8xf32, strides=[1]> -> tile<i32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>) {
    // expected-error @below {{expected 2 result(s), one per dimension, got 3}}
    %s:3 = "cuda_tile.get_index_space_shape"(%pv) : (!cuda_tile.partition_view<tile=(4x4), tensor_view<8x8xf32, strides=[8,1]>>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<8xf32, strides=[1]>) {
    // expected-error @below {{operand #0 must be tile view}}
    %s = "cuda_tile.get_index_space_shape"(%tv) : (!cuda_tile.tensor_view<8xf32, strides=[1]>) -> !cuda_tile.tile<i32>
  }
}
