// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error @below {{shape entry 0 is 128 but the tensor_view type says ?}}
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<?xf32, strides=[1]>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error @below {{strides entry 0 is ? but the tensor_view type says 1}}
    %tv = make_tensor_view %p, shape = [8], strides = [%n] : tile<i32> -> tensor_view<8xf32, strides=[1]>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>) {
    // expected-error @below {{shape has 1 entries but the tensor_view has rank 2}}
    %tv = make_tensor_view %p, shape = [8], strides = [8, 1] : tensor_view<8x8xf32, strides=[8,1]>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>) {
    // expected-error @below {{expected a tensor_view type, got '!cuda_tile.tile<f32>'}}
    %tv = make_tensor_view %p, shape = [], strides = [] : tile<f32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error @below {{expected '->'}}
    %tv = make_tensor_view %p, shape = [%n], strides = [1] : tensor_view<?xf32, strides=[1]>
  }
}

// Generic form: the result type decides how many dynamic operands there are.
// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error @below {{expected 1 dynamic shape operand(s), got 0}}
    %tv = "cuda_tile.make_tensor_view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>) -> !cuda_tile.tensor_view<?xf32, strides=[1]>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error @below {{expected 0 dynamic stride operand(s), got 1}}
    %tv = "cuda_tile.make_tensor_view"(%p, %n) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<8xf32, strides=[1]>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>, %n: tile<i32>, %s: tile<i64>) {
    // expected-error @below {{dynamic shape and stride operands must share one type}}
    %tv = "cuda_tile.make_tensor_view"(%p, %n, %s) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i64>) -> !cuda_tile.tensor_view<?xf32, strides=[?]>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f16>>) {
    // expected-error @below {{base points to 'f16' but the tensor_view holds 'f32'}}
    %tv = "cuda_tile.make_tensor_view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f16>>) -> !cuda_tile.tensor_view<8xf32, strides=[1]>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<4xptr<f32>>) {
    // expected-error @below {{operand #0 must be rank-0 tile of pointer}}
    %tv = "cuda_tile.make_tensor_view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<4x!cuda_tile.ptr<f32>>) -> !cuda_tile.tensor_view<8xf32, strides=[1]>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>, %n: tile<4xi32>) {
    // expected-error @below {{operand #1 must be variadic of rank-0 tile of integer}}
    %tv = "cuda_tile.make_tensor_view"(%p, %n) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]>
  }
}
