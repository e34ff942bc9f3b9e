// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @e() {
    // expected-error @below {{alignment must be a power of two, got 24}}
    %a = alloca num_elem = 64, alignment = 24 : tile<ptr<f32>>
  }
}

// -----
cuda_tile.module @m {
  entry @e() {
    // expected-error @below {{alignment must be a power of two, got 0}}
    %a = alloca num_elem = 64, alignment = 0 : tile<ptr<f32>>
  }
}

// -----
cuda_tile.module @m {
  entry @e() {
    // expected-error @below {{alignment 4 is below the 8-byte size of 'f64'}}
    %a = alloca num_elem = 64, alignment = 4 : tile<ptr<f64>>
  }
}

// -----
cuda_tile.module @m {
  entry @e() {
    // expected-error @below {{attribute 'num_elem' failed to satisfy constraint}}
    %a = alloca num_elem = -1, alignment = 4 : tile<ptr<f32>>
  }
}

// -----
cuda_tile.module @m {
  entry @e() {
    // expected-error @below {{result #0 must be rank-0 tile of pointer}}
    %a = alloca num_elem = 4, alignment = 4 : tile<4xptr<f32>>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %o: tile<4xi32>) {
    // expected-error @below {{requires the same shape for all operands and results}}
    %a = offset %p, %o : tile<8xptr<i32>>, tile<4xi32> -> tile<8xptr<i32>>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %o: tile<8xi32>) {
    // expected-error @below {{failed to verify that all of {result, ptr} have same type}}
    %a = offset %p, %o : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<f32>>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %o: tile<8xf32>) {
    // expected-error @below {{operand #1 must be tile of integers}}
    %a = offset %p, %o : tile<8xptr<i32>>, tile<8xf32> -> tile<8xptr<i32>>
  }
}
