// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{has 1 operands but 2 results; they must be equal}}
    %r:2 = reduce %x dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>, tile<f32>
    (%e: tile<f32>, %a: tile<f32>) {
      yield %e : tile<f32>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{expected 1 or more operands, but found 0}}
    "cuda_tile.reduce"() <{dim = 0 : i32, identities = []}> ({
      yield
    }) : () -> ()
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{has 2 identities for 1 operands; they must be equal}}
    %r = reduce %x dim=0 identities=[0.0 : f32, 0.0 : f32] : tile<8xf32> -> tile<f32>
    (%e: tile<f32>, %a: tile<f32>) {
      yield %e : tile<f32>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @below {{identity 0 has type 'f32' but operand 0 has element type 'i32'}}
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<8xi32> -> tile<i32>
    (%e: tile<i32>, %a: tile<i32>) {
      yield %e : tile<i32>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @below {{identity 0 must be an integer or float attribute, got "zero"}}
    %r = reduce %x dim=0 identities=["zero"] : tile<8xi32> -> tile<i32>
    (%e: tile<i32>, %a: tile<i32>) {
      yield %e : tile<i32>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @below {{dim 1 is out of range for operands of rank 1}}
    %r = reduce %x dim=1 identities=[0 : i32] : tile<8xi32> -> tile<8xi32>
    (%e: tile<i32>, %a: tile<i32>) {
      yield %e : tile<i32>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @below {{attribute 'dim' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
    %r = reduce %x dim=-1 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%e: tile<i32>, %a: tile<i32>) {
      yield %e : tile<i32>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8x4xi32>) {
    // expected-error @below {{result 0 must be '!cuda_tile.tile<4xi32>' (operand 0 without dim 0), got '!cuda_tile.tile<8xi32>'}}
    %r = reduce %x dim=0 identities=[0 : i32] : tile<8x4xi32> -> tile<8xi32>
    (%e: tile<i32>, %a: tile<i32>) {
      yield %e : tile<i32>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<16xi32>) {
    // expected-error @below {{requires the same shape for all operands}}
    %r:2 = reduce %x, %y dim=0 identities=[0.0 : f32, 0 : i32] : tile<8xf32>, tile<16xi32> -> tile<f32>, tile<i32>
    (%a: tile<f32>, %b: tile<f32>, %c: tile<i32>, %d: tile<i32>) {
      yield %a, %c : tile<f32>, tile<i32>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{body must take 2 arguments (an element and an accumulator per operand), got 1}}
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
    (%e: tile<f32>) {
      yield %e : tile<f32>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{body argument 1 must be '!cuda_tile.tile<f32>' (for operand 0), got '!cuda_tile.tile<1xf32>'}}
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
    (%e: tile<f32>, %a: tile<1xf32>) {
      yield %e : tile<f32>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xi32>) {
    // expected-error @below {{body argument 2 must be '!cuda_tile.tile<i32>' (for operand 1), got '!cuda_tile.tile<f32>'}}
    %r:2 = reduce %x, %y dim=0 identities=[0.0 : f32, 0 : i32] : tile<8xf32>, tile<8xi32> -> tile<f32>, tile<i32>
    (%a: tile<f32>, %b: tile<f32>, %c: tile<f32>, %d: tile<i32>) {
      yield %a, %d : tile<f32>, tile<i32>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xi32>) {
    %r:2 = reduce %x, %y dim=0 identities=[0.0 : f32, 0 : i32] : tile<8xf32>, tile<8xi32> -> tile<f32>, tile<i32>
    (%a: tile<f32>, %b: tile<f32>, %c: tile<i32>, %d: tile<i32>) {
      // expected-error @below {{must yield 2 values (one per operand), got 1}}
      yield %a : tile<f32>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xi32>) {
    %r:2 = reduce %x, %y dim=0 identities=[0.0 : f32, 0 : i32] : tile<8xf32>, tile<8xi32> -> tile<f32>, tile<i32>
    (%a: tile<f32>, %b: tile<f32>, %c: tile<i32>, %d: tile<i32>) {
      // expected-error @below {{value 1 has type '!cuda_tile.tile<f32>', expected '!cuda_tile.tile<i32>'}}
      yield %a, %b : tile<f32>, tile<f32>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
    (%e: tile<f32>, %a: tile<f32>) {
      // expected-error @below {{is not pure, so it cannot appear in the body of 'cuda_tile.reduce'}}
      %t = print_tko "%f", %e : tile<f32> -> token
      yield %e : tile<f32>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{region #0 ('body') failed to verify constraint: region with 1 blocks}}
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32> {}
  }
}
