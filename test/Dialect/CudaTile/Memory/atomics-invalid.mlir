// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @below {{atomic mode 'addf' needs f16, bf16, f32 or f64 elements, got 'i32'}}
    %a, %t = atomic_rmw_tko relaxed device %p, addf, %v : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %v: tile<8xf32>) {
    // expected-error @below {{atomic mode 'add' needs i32 or i64 elements, got 'f32'}}
    %a, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i16>>, %v: tile<8xi16>) {
    // expected-error @below {{atomic mode 'max' needs i32 or i64 elements, got 'i16'}}
    %a, %t = atomic_rmw_tko relaxed device %p, max, %v : tile<8xptr<i16>>, tile<8xi16> -> tile<8xi16>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f16>>, %v: tile<8xf16>) {
    // expected-error @below {{atomic mode 'xchg' needs i32, i64, f32 or f64 elements, got 'f16'}}
    %a, %t = atomic_rmw_tko relaxed device %p, xchg, %v : tile<8xptr<f16>>, tile<8xf16> -> tile<8xf16>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @below {{an atomic cannot be weak}}
    %a, %t = atomic_rmw_tko weak device %p, add, %v : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @below {{unknown atomic mode 'sub'}}
    %a, %t = atomic_rmw_tko relaxed device %p, sub, %v : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i64>>, %v: tile<8xi32>) {
    // expected-error @below {{pointee type 'i64' differs from the arg element type 'i32'}}
    %a, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<8xptr<i64>>, tile<8xi32> -> tile<8xi32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>, %m: tile<4xi1>) {
    // expected-error @below {{mask shape [4] differs from the pointer tile shape [8]}}
    %a, %t = atomic_rmw_tko relaxed device %p, add, %v, %m : tile<8xptr<i32>>, tile<8xi32>, tile<4xi1> -> tile<8xi32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<4xi32>) {
    // expected-error @below {{failed to verify that all of {pointers, arg, result} have same shape}}
    %a, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<8xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
  }
}

// The scope of an atomic is required (generic form, no scope).
// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @below {{requires attribute 'memory_scope'}}
    %a, %t = "cuda_tile.atomic_rmw_tko"(%p, %v) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, mode = #cuda_tile.atomic_rmw_mode<add>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<8x!cuda_tile.ptr<i32>>, !cuda_tile.tile<8xi32>) -> (!cuda_tile.tile<8xi32>, !cuda_tile.token)
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i16>>, %c: tile<8xi16>) {
    // expected-error @below {{compare-and-swap needs i32, i64, f32 or f64 elements, got 'i16'}}
    %a, %t = atomic_cas_tko relaxed device %p, %c, %c : tile<8xptr<i16>>, tile<8xi16> -> tile<8xi16>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %c: tile<8xi32>) {
    // expected-error @below {{an atomic cannot be weak}}
    %a, %t = atomic_cas_tko weak device %p, %c, %c : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %c: tile<8xi32>) {
    // expected-error @below {{pointee type 'f32' differs from the val element type 'i32'}}
    %a, %t = atomic_cas_tko relaxed device %p, %c, %c : tile<8xptr<f32>>, tile<8xi32> -> tile<8xi32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %c: tile<8xi32>, %m: tile<2xi1>) {
    // expected-error @below {{mask shape [2] differs from the pointer tile shape [8]}}
    %a, %t = atomic_cas_tko relaxed device %p, %c, %c, %m : tile<8xptr<i32>>, tile<8xi32>, tile<2xi1> -> tile<8xi32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %c: tile<8xi32>, %v: tile<8xi64>) {
    // expected-error @below {{failed to verify that all of {cmp, val, result} have same type}}
    %a, %t = "cuda_tile.atomic_cas_tko"(%p, %c, %v) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, memory_scope = #cuda_tile.memory_scope<device>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (!cuda_tile.tile<8x!cuda_tile.ptr<i32>>, !cuda_tile.tile<8xi32>, !cuda_tile.tile<8xi64>) -> (!cuda_tile.tile<8xi32>, !cuda_tile.token)
  }
}
