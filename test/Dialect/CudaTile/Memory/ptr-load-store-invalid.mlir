// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{pointer tile shape [8] differs from the result shape [16]}}
    %x, %t = load_ptr_tko weak %p : tile<8xptr<f32>> -> tile<16xf32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{pointee type 'f32' differs from the result element type 'f16'}}
    %x, %t = load_ptr_tko weak %p : tile<8xptr<f32>> -> tile<8xf16>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %m: tile<4xi1>) {
    // expected-error @below {{mask shape [4] differs from the pointer tile shape [8]}}
    %x, %t = load_ptr_tko weak %p, %m : tile<8xptr<f32>>, tile<4xi1> -> tile<8xf32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %m: tile<8xi32>, %pad: tile<8xf32>) {
    // expected-error @below {{operand #1 must be tile of i1, but got}}
    %x, %t = load_ptr_tko weak %p, %m, %pad : tile<8xptr<f32>>, tile<8xi32>, tile<8xf32> -> tile<8xf32>, token
  }
}

// -----
// A lone operand that is not a tile of i1 is the padding value.
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %m: tile<8xi32>) {
    // expected-error @below {{padding value type '!cuda_tile.tile<8xi32>' differs from the result type '!cuda_tile.tile<8xf32>'}}
    %x, %t = load_ptr_tko weak %p, %m : tile<8xptr<f32>>, tile<8xi32> -> tile<8xf32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %m: tile<8xi1>, %pad: tile<8xf16>) {
    // expected-error @below {{padding value type '!cuda_tile.tile<8xf16>' differs from the result type '!cuda_tile.tile<8xf32>'}}
    %x, %t = load_ptr_tko weak %p, %m, %pad : tile<8xptr<f32>>, tile<8xi1>, tile<8xf16> -> tile<8xf32>, token
  }
}

// -----
// Without a mask the padding value is unused but must still be typed like
// the result.
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %pad: tile<4xf32>) {
    // expected-error @below {{padding value type '!cuda_tile.tile<4xf32>' differs from the result type '!cuda_tile.tile<8xf32>'}}
    %x, %t = "cuda_tile.load_ptr_tko"(%p, %pad) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (!cuda_tile.tile<8x!cuda_tile.ptr<f32>>, !cuda_tile.tile<4xf32>) -> (!cuda_tile.tile<8xf32>, !cuda_tile.token)
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i1>>, %pad: tile<8xf32>) {
    // expected-error @below {{padding value type '!cuda_tile.tile<8xf32>' differs from the result type '!cuda_tile.tile<8xi1>'}}
    %x, %t = load_ptr_tko weak %p, padding_value = %pad : tile<8xptr<i1>>, tile<8xf32> -> tile<8xi1>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %m: tile<8xi1>, %pad: tile<8xf32>) {
    // Nothing follows a marked padding value.
    // expected-error @below {{expected ':'}}
    %x, %t = load_ptr_tko weak %p, padding_value = %pad, %m : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> tile<8xf32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %m: tile<8xi1>, %pad: tile<8xf32>) {
    // expected-error @below {{expected ':'}}
    %x, %t = load_ptr_tko weak %p, %m, %pad, %pad : tile<8xptr<f32>>, tile<8xi1>, tile<8xf32> -> tile<8xf32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %v: tile<8xi32>) {
    // expected-error @below {{pointee type 'f32' differs from the value element type 'i32'}}
    %t = store_ptr_tko weak %p, %v : tile<8xptr<f32>>, tile<8xi32> -> token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %v: tile<4xf32>) {
    // expected-error @below {{pointer tile shape [8] differs from the value shape [4]}}
    %t = store_ptr_tko weak %p, %v : tile<8xptr<f32>>, tile<4xf32> -> token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %v: tile<8xf32>, %m: tile<2xi1>) {
    // expected-error @below {{mask shape [2] differs from the pointer tile shape [8]}}
    %t = store_ptr_tko weak %p, %v, %m : tile<8xptr<f32>>, tile<8xf32>, tile<2xi1> -> token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xf32>) {
    // expected-error @below {{operand #0 must be tile of pointers}}
    %x, %t = "cuda_tile.load_ptr_tko"(%p) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!cuda_tile.tile<8xf32>) -> (!cuda_tile.tile<8xf32>, !cuda_tile.token)
  }
}
