// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  // expected-error @below {{tile dimensions must be positive powers of two, got 3}}
  testing$func @f(%a: tile<3xf32>) {}
}

// -----
cuda_tile.module @m {
  // expected-error @below {{more than 2^24}}
  testing$func @f(%a: tile<8192x4096xf32>) {}
}

// -----
cuda_tile.module @m {
  // expected-error @below {{needs an even element count}}
  testing$func @f(%a: tile<f4E2M1FN>) {}
}

// -----
cuda_tile.module @m {
  // expected-error @below {{invalid tile element type}}
  testing$func @f(%a: tile<4xindex>) {}
}

// -----
cuda_tile.module @m {
  // expected-error @below {{has 1 strides}}
  testing$func @f(%a: tensor_view<4x4xf32, strides=[1]>) {}
}

// -----
cuda_tile.module @m {
  // expected-error @below {{expected strictly positive integer, got 0}}
  testing$func @f(%a: tensor_view<4xf32, strides=[0]>) {}
}

// -----
cuda_tile.module @m {
  // expected-error @below {{tile rank (1) must equal the tensor_view rank (2)}}
  testing$func @f(%a: partition_view<tile=(4), tensor_view<4x4xf32, strides=[4,1]>>) {}
}

// -----
cuda_tile.module @m {
  // expected-error @below {{dim_map is not a permutation}}
  testing$func @f(%a: partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[4,1]>, dim_map=[0, 0]>) {}
}

// -----
cuda_tile.module @m {
  // expected-error @below {{padding_value nan needs a float element type}}
  testing$func @f(%a: partition_view<tile=(4), padding_value = nan, tensor_view<4xi32, strides=[1]>>) {}
}

// -----
cuda_tile.module @m {
  // expected-error @below {{unknown padding_value 'huge'}}
  testing$func @f(%a: partition_view<tile=(4), padding_value = huge, tensor_view<4xf32, strides=[1]>>) {}
}

// -----
cuda_tile.module @m {
  // expected-error @below {{expected 2 traversal strides, got 1}}
  testing$func @f(%a: strided_view<tile=(4x4), traversal_strides=[4], tensor_view<8x8xf32, strides=[8,1]>>) {}
}

// -----
cuda_tile.module @m {
  // expected-error @below {{sparse_dim 2 is out of range}}
  testing$func @f(%a: gather_scatter_view<tile=(8x16), tensor_view<?x?xf16, strides=[?,1]>, sparse_dim=2>) {}
}

// -----
cuda_tile.module @m {
  // expected-error @below {{pointee must be an integer or float type}}
  testing$func @f(%a: tile<ptr<index>>) {}
}
