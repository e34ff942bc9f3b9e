// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf8E4M3FN>, %c: tile<64x64xf32>, %l: tile<64x4xf8E8M0FNU>, %r: tile<4x64xf8E8M0FNU>) {
    // expected-error @below {{shape error: f8 element type requires block scale factor of lhs_scale and rhs_scale to be 32, but got 16}}
    %0 = mmaf_scaled %a, %a, %c, %l, %r : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x4xf8E8M0FNU>, tile<4x64xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf8E4M3FN>, %c: tile<64x64xf32>, %l: tile<64x2xf8E4M3FN>, %r: tile<2x64xf8E4M3FN>) {
    // expected-error @below {{unsupported combination of element types. Scale type 'f8E4M3FN' expects lhs and rhs element types to be f4E2M1FN, but got 'f8E4M3FN'}}
    %0 = mmaf_scaled %a, %a, %c, %l, %r : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x2xf8E4M3FN>, tile<2x64xf8E4M3FN>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf4E2M1FN>, %c: tile<64x64xf32>, %l: tile<64x2xf8E4M3FN>, %r: tile<2x64xf8E4M3FN>) {
    // expected-error @below {{shape error: f4E2M1FN element type with f8E4M3FN scales requires block scale factor of lhs_scale and rhs_scale to be 16, but got 32}}
    %0 = mmaf_scaled %a, %a, %c, %l, %r : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x2xf8E4M3FN>, tile<2x64xf8E4M3FN>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf4E2M1FN>, %c: tile<64x64xf32>, %l: tile<64x1xf8E8M0FNU>, %r: tile<1x64xf8E8M0FNU>) {
    // expected-error @below {{shape error: f4E2M1FN element type with f8E8M0FNU scales requires block scale factor of lhs_scale and rhs_scale to be 16 or 32, but got 64}}
    %0 = mmaf_scaled %a, %a, %c, %l, %r : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x1xf8E8M0FNU>, tile<1x64xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf4E2M1FN>, %c: tile<64x64xf32>, %l: tile<64x128xf8E8M0FNU>, %r: tile<128x64xf8E8M0FNU>) {
    // expected-error @below {{shape error: dim 1 of lhs_scale (128) must be a divisor of dim 1 of lhs (64)}}
    %0 = mmaf_scaled %a, %a, %c, %l, %r : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x128xf8E8M0FNU>, tile<128x64xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf4E2M1FN>, %c: tile<64x64xf32>, %l: tile<32x2xf8E8M0FNU>, %r: tile<2x64xf8E8M0FNU>) {
    // expected-error @below {{shape error: dim 0 of lhs (64) and dim 0 of lhs_scale (32) must match}}
    %0 = mmaf_scaled %a, %a, %c, %l, %r : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<32x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf4E2M1FN>, %c: tile<64x64xf32>, %l: tile<64x2xf8E8M0FNU>, %r: tile<2x32xf8E8M0FNU>) {
    // expected-error @below {{shape error: dim 1 of rhs (64) and dim 1 of rhs_scale (32) must match}}
    %0 = mmaf_scaled %a, %a, %c, %l, %r : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf4E2M1FN>, %c: tile<64x64xf32>, %l: tile<64x2xf8E8M0FNU>, %r: tile<4x64xf8E8M0FNU>) {
    // expected-error @below {{shape error: dim 1 of lhs_scale (2) and dim 0 of rhs_scale (4) must match}}
    %0 = mmaf_scaled %a, %a, %c, %l, %r : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<4x64xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x64x64xf4E2M1FN>, %c: tile<2x64x64xf32>, %l: tile<4x64x2xf8E8M0FNU>, %r: tile<2x2x64xf8E8M0FNU>) {
    // expected-error @below {{shape error: dim 0 of lhs (2) and dim 0 of lhs_scale (4) must match}}
    %0 = mmaf_scaled %a, %a, %c, %l, %r : tile<2x64x64xf4E2M1FN>, tile<2x64x64xf4E2M1FN>, tile<2x64x64xf32>, tile<4x64x2xf8E8M0FNU>, tile<2x2x64xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x64x64xf4E2M1FN>, %c: tile<2x64x64xf32>, %l: tile<2x64x2xf8E8M0FNU>, %r: tile<4x2x64xf8E8M0FNU>) {
    // expected-error @below {{shape error: dim 0 of rhs (2) and dim 0 of rhs_scale (4) must match}}
    %0 = mmaf_scaled %a, %a, %c, %l, %r : tile<2x64x64xf4E2M1FN>, tile<2x64x64xf4E2M1FN>, tile<2x64x64xf32>, tile<2x64x2xf8E8M0FNU>, tile<4x2x64xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf4E2M1FN>, %c: tile<64x64xf32>, %l: tile<64x2xf8E8M0FNU>, %r: tile<2x64xf8E4M3FN>) {
    // expected-error @below {{all of {lhs_scale, rhs_scale} have same element type}}
    %0 = mmaf_scaled %a, %a, %c, %l, %r : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E4M3FN>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf16>, %c: tile<64x64xf32>, %l: tile<64x2xf8E8M0FNU>, %r: tile<2x64xf8E8M0FNU>) {
    // expected-error @below {{operand #0 must be tile of f8E4M3FN/f8E5M2/f4E2M1FN}}
    %0 = mmaf_scaled %a, %a, %c, %l, %r : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf4E2M1FN>, %c: tile<64x64xf16>, %l: tile<64x2xf8E8M0FNU>, %r: tile<2x64xf8E8M0FNU>) {
    // expected-error @below {{operand #2 must be tile of f32}}
    %0 = mmaf_scaled %a, %a, %c, %l, %r : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf16>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf4E2M1FN>, %c: tile<64x64xf32>, %l: tile<64x2xf16>, %r: tile<2x64xf16>) {
    // expected-error @below {{operand #3 must be tile of f8E4M3FN/f8E8M0FNU}}
    %0 = mmaf_scaled %a, %a, %c, %l, %r : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x2xf16>, tile<2x64xf16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64x64xf8E4M3FN>, %c: tile<64x64xf32>, %l: tile<64x2xfnv8E5M3FNU>, %r: tile<2x64xfnv8E5M3FNU>) {
    // expected-error @below {{unsupported combination of element types. Scale type '!cuda_tile.fnv8E5M3FNU' expects lhs and rhs element types to be f4E2M1FN, but got 'f8E4M3FN'}}
    %0 = mmaf_scaled %a, %a, %c, %l, %r : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x2xfnv8E5M3FNU>, tile<2x64xfnv8E5M3FNU>
  }
}
