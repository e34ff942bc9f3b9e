// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{converting tiles must not be a no-op}}
    %0 = ftof %a : tile<4xf32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{invalid rounding mode specified. Only 'nearest_even' is supported}}
    %0 = ftof %a rounding<zero> : tile<4xf32> -> tile<4xf16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{invalid rounding mode specified for conversion to f8E8M0FNU. Only 'zero' and 'positive_inf' are supported}}
    %0 = ftof %a : tile<4xf32> -> tile<4xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'nearest_int_to_zero'}}
    %0 = ftof %a rounding<nearest_int_to_zero> : tile<4xf32> -> tile<4xf16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{operand #0 must be tile of floats}}
    %0 = ftof %a : tile<4xi32> -> tile<4xf16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{all of {from, to} have same shape}}
    %0 = ftof %a : tile<4xf32> -> tile<2xf16>
  }
}
