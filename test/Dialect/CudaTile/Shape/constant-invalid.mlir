// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{integer constant out of range for type}}
    %0 = constant <i8: 256> : tile<i8>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{integer constant out of range for type}}
    %0 = constant <i8: -129> : tile<i8>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{integer constant out of range for type}}
    %0 = constant <i16: [1, 65536]> : tile<2xi16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{integer constant out of range for type}}
    %0 = constant <i1: 2> : tile<i1>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{integer constant out of range for type}}
    %0 = constant <i64: 0x1FFFFFFFFFFFFFFFF> : tile<i64>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{expected integer value}}
    %0 = constant <i32: true> : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{float constant out of range for type}}
    %0 = constant <f16: 0x12345678> : tile<f16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{unexpected decimal integer literal for a floating point value}}
    // expected-note @below {{add a trailing dot to make the literal a float}}
    %0 = constant <f32: 3> : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{mismatch between the element type: 'f16' and the tile element type 'f32'}}
    %0 = constant <f16: 1.0> : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{expect element type to be one of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN values, but got 'i4'}}
    %0 = constant <i4: 1> : tile<2xi4>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{inferred shape of elements literal ([2, 2]) does not match type ([4, 2])}}
    %0 = constant <i32: [[1, 2], [3, 4]]> : tile<4x2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{inferred shape of elements literal ([2]) does not match type ([])}}
    %0 = constant <i32: [1, 2]> : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{tensor literal is invalid; ranks are not consistent between elements}}
    %0 = constant <f32: [[1.0, 2.0], [3.0]]> : tile<2x2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{dense attribute cannot be empty}}
    %0 = constant <f32: []> : tile<2xf32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{expected a tile type, got 'tensor<2xf32>'}}
    %0 = constant <f32: 1.0> : tensor<2xf32>
  }
}

// -----

// The generic form bypasses the literal parser; the verifier still checks.
cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{value type '!cuda_tile.tile<4xi32>' does not match result type '!cuda_tile.tile<2xi32>'}}
    %0 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<4xi32>}> : () -> !cuda_tile.tile<2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{result #0 must be tile of numbers (no i4)}}
    %0 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<4xi4>}> : () -> !cuda_tile.tile<4xi4>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{Invalid attribute `value` in property conversion}}
    %0 = "cuda_tile.constant"() <{value = 1 : i32}> : () -> !cuda_tile.tile<i32>
  }
}
