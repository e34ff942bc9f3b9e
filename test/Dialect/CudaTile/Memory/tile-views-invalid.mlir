// RUN: tile-opt %s -split-input-file -verify-diagnostics

// The operand must be the view's own tensor_view.
cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<8xf32, strides=[1]>) {
    // expected-note @above {{prior use here}}
    // expected-error @below {{use of value '%tv' expects different type than prior uses}}
    %a = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<8xf32, strides=[1]>) {
    // expected-error @below {{failed to verify that the operand is the view's tensor_view}}
    %a = "cuda_tile.make_partition_view"(%tv) : (!cuda_tile.tensor_view<8xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<8xf32, strides=[1]>) {
    // expected-error @below {{failed to verify that the operand is the view's tensor_view}}
    %a = "cuda_tile.make_strided_view"(%tv) : (!cuda_tile.tensor_view<8xf32, strides=[1]>) -> !cuda_tile.strided_view<tile=(4), traversal_strides=[4], tensor_view<8xf16, strides=[1]>>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<8x8xf32, strides=[8,1]>) {
    // expected-error @below {{failed to verify that the operand is the view's tensor_view}}
    %a = "cuda_tile.make_gather_scatter_view"(%tv) : (!cuda_tile.tensor_view<8x8xf32, strides=[8,1]>) -> !cuda_tile.gather_scatter_view<tile=(4x4), tensor_view<?x8xf32, strides=[8,1]>, sparse_dim=0>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<8xf32, strides=[1]>) {
    // expected-error @below {{result #0 must be make_partition_view result}}
    %a = "cuda_tile.make_partition_view"(%tv) : (!cuda_tile.tensor_view<8xf32, strides=[1]>) -> !cuda_tile.strided_view<tile=(4), traversal_strides=[4], tensor_view<8xf32, strides=[1]>>
  }
}

// -----
// The partition tile must have the tensor's rank (a type rule, seen here).
cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<8x8xf32, strides=[8,1]>) {
    // expected-error @below {{tile rank (1) must equal the tensor_view rank (2)}}
    %a = make_partition_view %tv : partition_view<tile=(4), tensor_view<8x8xf32, strides=[8,1]>>
  }
}
