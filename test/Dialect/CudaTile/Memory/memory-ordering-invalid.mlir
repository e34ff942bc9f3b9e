// RUN: tile-opt %s -split-input-file -verify-diagnostics

// Orderings and scopes of loads and stores (views and pointers alike).
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, %i: tile<i32>) {
    // expected-error @below {{load cannot have 'release' ordering; expected weak, relaxed or acquire}}
    %x, %t = load_view_tko release device %pv[%i, %i] : partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x8xf32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, %i: tile<i32>) {
    // expected-error @below {{weak load takes no memory scope, got 'device'}}
    %x, %t = load_view_tko weak device %pv[%i, %i] : partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x8xf32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, %i: tile<i32>) {
    // expected-error @below {{load with 'relaxed' ordering needs a memory scope (tl_blk, device or sys)}}
    %x, %t = load_view_tko relaxed %pv[%i, %i] : partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x8xf32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, %i: tile<i32>, %v: tile<4x8xf32>) {
    // expected-error @below {{store cannot have 'acquire' ordering; expected weak, relaxed or release}}
    %t = store_view_tko acquire device %v, %pv[%i, %i] : tile<4x8xf32>, partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, %i: tile<i32>, %v: tile<4x8xf32>) {
    // expected-error @below {{weak store takes no memory scope, got 'sys'}}
    %t = store_view_tko weak sys %v, %pv[%i, %i] : tile<4x8xf32>, partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, %i: tile<i32>, %v: tile<4x8xf32>) {
    // expected-error @below {{store with 'release' ordering needs a memory scope}}
    %t = store_view_tko release %v, %pv[%i, %i] : tile<4x8xf32>, partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{load cannot have 'acq_rel' ordering}}
    %x, %t = load_ptr_tko acq_rel device %p : tile<8xptr<f32>> -> tile<8xf32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{load with 'acquire' ordering needs a memory scope}}
    %x, %t = load_ptr_tko acquire %p : tile<8xptr<f32>> -> tile<8xf32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %v: tile<8xf32>) {
    // expected-error @below {{store cannot have 'acquire' ordering}}
    %t = store_ptr_tko acquire device %p, %v : tile<8xptr<f32>>, tile<8xf32> -> token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %v: tile<8xf32>) {
    // expected-error @below {{weak store takes no memory scope, got 'tl_blk'}}
    %t = store_ptr_tko weak tl_blk %p, %v : tile<8xptr<f32>>, tile<8xf32> -> token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{unknown memory ordering 'strong'}}
    %x, %t = load_ptr_tko strong %p : tile<8xptr<f32>> -> tile<8xf32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{unknown memory scope 'gpu'}}
    %x, %t = load_ptr_tko relaxed gpu %p : tile<8xptr<f32>> -> tile<8xf32>, token
  }
}
