// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%a: tile<8xf16>, %b: tile<8xf16>, %c: tile<8xf32>) {
    // expected-error @below {{operands must be 2D or 3D tiles}}
    %0 = mmaf %a, %b, %c : tile<8xf16>, tile<8xf16>, tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xf16>, %b: tile<4x2xf16>, %c: tile<4x2xf32>) {
    // expected-error @below {{shape error: dim 1 of lhs (8) and dim 0 of rhs (4) must match}}
    %0 = mmaf %a, %b, %c : tile<4x8xf16>, tile<4x2xf16>, tile<4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xf16>, %b: tile<8x2xf16>, %c: tile<2x2xf32>) {
    // expected-error @below {{shape error: dim 0 of lhs (4) and dim 0 of acc (2) must match}}
    %0 = mmaf %a, %b, %c : tile<4x8xf16>, tile<8x2xf16>, tile<2x2xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xf16>, %b: tile<8x2xf16>, %c: tile<4x4xf32>) {
    // expected-error @below {{shape error: dim 1 of rhs (2) and dim 1 of acc (4) must match}}
    %0 = mmaf %a, %b, %c : tile<4x8xf16>, tile<8x2xf16>, tile<4x4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x4x8xf16>, %b: tile<4x8x2xf16>, %c: tile<2x4x2xf32>) {
    // expected-error @below {{shape error: dim 0 of lhs (2) and dim 0 of rhs (4) must match}}
    %0 = mmaf %a, %b, %c : tile<2x4x8xf16>, tile<4x8x2xf16>, tile<2x4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x4x8xf16>, %b: tile<2x8x2xf16>, %c: tile<4x4x2xf32>) {
    // expected-error @below {{shape error: dim 0 of lhs (2) and dim 0 of acc (4) must match}}
    %0 = mmaf %a, %b, %c : tile<2x4x8xf16>, tile<2x8x2xf16>, tile<4x4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xbf16>, %b: tile<8x2xbf16>, %c: tile<4x2xf16>) {
    // expected-error @below {{unsupported combination of element types. Input type 'bf16' expects accumulator/result type to be one of {f32}, but got 'f16'}}
    %0 = mmaf %a, %b, %c : tile<4x8xbf16>, tile<8x2xbf16>, tile<4x2xf16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xf64>, %b: tile<8x2xf64>, %c: tile<4x2xf32>) {
    // expected-error @below {{Input type 'f64' expects accumulator/result type to be one of {f64}, but got 'f32'}}
    %0 = mmaf %a, %b, %c : tile<4x8xf64>, tile<8x2xf64>, tile<4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xf8E4M3FN>, %b: tile<8x2xf8E4M3FN>, %c: tile<4x2xf64>) {
    // expected-error @below {{Input type 'f8E4M3FN' expects accumulator/result type to be one of {f16, f32}, but got 'f64'}}
    %0 = mmaf %a, %b, %c : tile<4x8xf8E4M3FN>, tile<8x2xf8E4M3FN>, tile<4x2xf64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xf16>, %b: tile<8x2xbf16>, %c: tile<4x2xf32>) {
    // expected-error @below {{all of {lhs, rhs} have same element type}}
    %0 = mmaf %a, %b, %c : tile<4x8xf16>, tile<8x2xbf16>, tile<4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xf8E8M0FNU>, %b: tile<8x2xf8E8M0FNU>, %c: tile<4x2xf32>) {
    // expected-error @below {{operand #0 must be tile of f16/bf16/f32/f64/tf32/f8E4M3FN/f8E5M2}}
    %0 = mmaf %a, %b, %c : tile<4x8xf8E8M0FNU>, tile<8x2xf8E8M0FNU>, tile<4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xf16>, %b: tile<8x2xf16>, %c: tile<4x2xbf16>) {
    // expected-error @below {{operand #2 must be tile of f16/f32/f64}}
    %0 = mmaf %a, %b, %c : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xbf16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xf16>, %b: tile<8x2xf16>, %c: tile<4x2xf32>) {
    // expected-error @below {{all of {acc, result} have same type}}
    %0 = "cuda_tile.mmaf"(%a, %b, %c) : (!cuda_tile.tile<4x8xf16>, !cuda_tile.tile<8x2xf16>, !cuda_tile.tile<4x2xf32>) -> !cuda_tile.tile<2x4x2xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xf16>, %b: tile<2x8x2xf16>, %c: tile<4x2xf32>) {
    // expected-error @below {{all of {lhs, rhs, acc} have same rank}}
    %0 = mmaf %a, %b, %c : tile<4x8xf16>, tile<2x8x2xf16>, tile<4x2xf32>
  }
}
