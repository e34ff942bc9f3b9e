// RUN: tile-opt %s -split-input-file -verify-diagnostics

// scan shares reduce's checks (see reduce-invalid.mlir); these cover the
// scan-specific ones and that the shared ones run.

cuda_tile.module @m {
  testing$func @f(%x: tile<8x4xf32>) {
    // expected-error @below {{result 0 must have the type of operand 0 ('!cuda_tile.tile<8x4xf32>'), got '!cuda_tile.tile<4xf32>'}}
    %r = scan %x dim=0 reverse=false identities=[0.0 : f32] : tile<8x4xf32> -> tile<4xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      yield %e : tile<f32>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{dim 3 is out of range for operands of rank 1}}
    %r = scan %x dim=3 reverse=true identities=[0.0 : f32] : tile<8xf32> -> tile<8xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      yield %e : tile<f32>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{body must take 2 arguments (an element and an accumulator per operand), got 0}}
    %r = scan %x dim=0 reverse=false identities=[0.0 : f32] : tile<8xf32> -> tile<8xf32>
    () {
      yield
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %c: tile<i1>) {
    %r = scan %x dim=0 reverse=false identities=[0.0 : f32] : tile<8xf32> -> tile<8xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      // expected-error @below {{is not pure, so it cannot appear in the body of 'cuda_tile.scan'}}
      assert %c, "no" : tile<i1>
      yield %e : tile<f32>
    }
  }
}
