// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{integer to f8E8M0FNU conversion is not supported, please first convert to another float type}}
    %0 = itof %a signed : tile<4xi32> -> tile<4xf8E8M0FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'approx'}}
    %0 = itof %a signed rounding<approx> : tile<4xi32> -> tile<4xf32>
  }
}

// -----

// The syntax takes IEEE modes, but itof only implements nearest_even.
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{invalid rounding mode specified. Only 'nearest_even' is supported}}
    %0 = itof %a signed rounding<zero> : tile<4xi32> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi4>) {
    // expected-error @below {{operand #0 must be tile of i1/i8/i16/i32/i64}}
    %0 = itof %a signed : tile<4xi4> -> tile<4xf16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{result #0 must be tile of floats}}
    %0 = itof %a signed : tile<4xi32> -> tile<4xi64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{all of {from, to} have same shape}}
    %0 = itof %a signed : tile<4xi32> -> tile<8xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_int_to_zero', got: 'zero'}}
    %0 = ftoi %a signed rounding<zero> : tile<4xf32> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{invalid rounding mode specified. Only 'nearest_int_to_zero' is supported}}
    %0 = "cuda_tile.ftoi"(%a) <{signedness = #cuda_tile.signedness<signed>, rounding_mode = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = ftoi %a : tile<4xf32> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{operand #0 must be tile of floats}}
    %0 = ftoi %a signed : tile<4xi32> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{result #0 must be tile of i1/i8/i16/i32/i64}}
    %0 = ftoi %a signed : tile<4xf32> -> tile<4xi4>
  }
}
