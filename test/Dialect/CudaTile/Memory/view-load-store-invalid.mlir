// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, %i: tile<i32>) {
    // expected-error @below {{expected 2 index operand(s), one per view dimension, got 1}}
    %x, %t = load_view_tko weak %pv[%i] : partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x8xf32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, %i: tile<4xi32>) {
    // expected-error @below {{index 0 must be a rank-0 tile, got '!cuda_tile.tile<4xi32>'}}
    %x, %t = load_view_tko weak %pv[%i, %i] : partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, tile<4xi32> -> tile<4x8xf32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, %i: tile<i32>, %j: tile<i64>) {
    // expected-error @below {{index 1 has type '!cuda_tile.tile<i64>' but earlier indices have '!cuda_tile.tile<i32>'}}
    %x, %t = load_view_tko weak %pv[%i, %j] : partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32>, tile<i64> -> tile<4x8xf32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, %i: tile<f32>) {
    // expected-error @below {{operand #1 must be variadic of tile of integers}}
    %x, %t = load_view_tko weak %pv[%i, %i] : partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, tile<f32> -> tile<4x8xf32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, %i: tile<i32>) {
    // expected-error @below {{result type '!cuda_tile.tile<8x4xf32>' differs from the view's tile type '!cuda_tile.tile<4x8xf32>'}}
    %x, %t = load_view_tko weak %pv[%i, %i] : partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<8x4xf32>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, %i: tile<i32>) {
    // expected-error @below {{result type '!cuda_tile.tile<4x8xf16>' differs from the view's tile type '!cuda_tile.tile<4x8xf32>'}}
    %x, %t = load_view_tko weak %pv[%i, %i] : partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x8xf16>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, %i: tile<i32>, %v: tile<4x4xf32>) {
    // expected-error @below {{stored tile type '!cuda_tile.tile<4x4xf32>' differs from the view's tile type '!cuda_tile.tile<4x8xf32>'}}
    %t = store_view_tko weak %v, %pv[%i, %i] : tile<4x4xf32>, partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, %i: tile<i32>, %v: tile<4x8xf32>) {
    // expected-error @below {{expected 2 index operand(s), one per view dimension, got 3}}
    %t = store_view_tko weak %v, %pv[%i, %i, %i] : tile<4x8xf32>, partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, %i: tile<i32>) {
    // expected-error @below {{expected 2 index type(s) (or one for all), got 3}}
    %x, %t = load_view_tko weak %pv[%i, %i] : partition_view<tile=(4x8), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32>, tile<i32>, tile<i32> -> tile<4x8xf32>, token
  }
}

// -----
// gather_scatter_view: the sparse dimension takes a 1-D tile of indices.
cuda_tile.module @m {
  testing$func @f(%gv: gather_scatter_view<tile=(8x16), tensor_view<?x?xf16, strides=[?,1]>, sparse_dim=0>, %i: tile<i32>) {
    // expected-error @below {{index 0 (the sparse dimension) must be a 1-D tile, got '!cuda_tile.tile<i32>'}}
    %x, %t = load_view_tko weak %gv[%i, %i] : gather_scatter_view<tile=(8x16), tensor_view<?x?xf16, strides=[?,1]>, sparse_dim=0>, tile<i32> -> tile<8x16xf16>, token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%gv: gather_scatter_view<tile=(8x16), tensor_view<?x?xf16, strides=[?,1]>, sparse_dim=1>, %i: tile<i32>, %cols: tile<8xi32>) {
    // expected-error @below {{index 1 (the sparse dimension) holds 8 indices but the view tile has 16 rows along it}}
    %x, %t = load_view_tko weak %gv[%i, %cols] : gather_scatter_view<tile=(8x16), tensor_view<?x?xf16, strides=[?,1]>, sparse_dim=1>, tile<i32>, tile<8xi32> -> tile<8x16xf16>, token
  }
}
