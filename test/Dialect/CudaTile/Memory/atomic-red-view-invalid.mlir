// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(64x64), padding_value = zero, tensor_view<8192x128xf32, strides=[128,1]>>, %i: tile<i32>, %v: tile<64x64xf32>) {
    // expected-error @below {{cannot reduce into a view with a padding_value}}
    %t = atomic_red_view_tko relaxed device %pv[%i, %i], addf, %v : tile<64x64xf32>, partition_view<tile=(64x64), padding_value = zero, tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%gv: gather_scatter_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, %r: tile<8xi32>, %i: tile<i32>, %v: tile<8x16xf32>) {
    // expected-error @below {{cannot reduce into a gather_scatter_view}}
    %t = atomic_red_view_tko relaxed device %gv[%r, %i], addf, %v : tile<8x16xf32>, gather_scatter_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, %i: tile<i32>, %v: tile<64x64xf32>) {
    // expected-error @below {{view reduction must be relaxed, got 'acq_rel'}}
    %t = atomic_red_view_tko acq_rel device %pv[%i, %i], addf, %v : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, %i: tile<i32>, %v: tile<64x64xf32>) {
    // expected-error @below {{view reduction takes scope tl_blk or device, not sys}}
    %t = atomic_red_view_tko relaxed sys %pv[%i, %i], addf, %v : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, %i: tile<i32>, %v: tile<64x64xf32>) {
    // expected-error @below {{atomic mode 'xchg' is not a reduction}}
    %t = atomic_red_view_tko relaxed device %pv[%i, %i], xchg, %v : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, %i: tile<i32>, %v: tile<64x64xf32>) {
    // expected-error @below {{atomic mode 'max' needs i32 or i64 elements, got 'f32'}}
    %t = atomic_red_view_tko relaxed device %pv[%i, %i], max, %v : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, %i: tile<i32>, %v: tile<32x64xf32>) {
    // expected-error @below {{value type '!cuda_tile.tile<32x64xf32>' differs from the view's tile type '!cuda_tile.tile<64x64xf32>'}}
    %t = atomic_red_view_tko relaxed device %pv[%i, %i], addf, %v : tile<32x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, %i: tile<i32>, %v: tile<64x64xf32>) {
    // expected-error @below {{expected 2 index operand(s), one per view dimension, got 1}}
    %t = atomic_red_view_tko relaxed device %pv[%i], addf, %v : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, %i: tile<i32>, %v: tile<64x64xf32>) {
    // expected-error @below {{unknown atomic mode 'mul'}}
    %t = atomic_red_view_tko relaxed device %pv[%i, %i], mul, %v : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, %i: tile<i32>, %v: tile<64x64xf32>) {
    // expected-error @below {{requires attribute 'memory_scope'}}
    %t = "cuda_tile.atomic_red_view_tko"(%pv, %i, %i, %v) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, mode = #cuda_tile.atomic_rmw_mode<addf>, operandSegmentSizes = array<i32: 1, 2, 1, 0>}> : (!cuda_tile.partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<64x64xf32>) -> !cuda_tile.token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, %i: tile<i32>, %j: tile<2xi64>, %v: tile<64x64xf32>) {
    // expected-error @below {{index 1 must be a rank-0 tile, got '!cuda_tile.tile<2xi64>'}}
    %t = atomic_red_view_tko relaxed device %pv[%i, %j], addf, %v : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32>, tile<2xi64> -> token
  }
}
