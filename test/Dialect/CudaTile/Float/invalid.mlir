// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{operand #0 must be tile of f16/bf16/f32/f64}}
    %0 = addf %a, %a : tile<4xi32>
  }
}

// -----
// 8-bit floats are storage types.
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf8E5M2>) {
    // expected-error @below {{operand #0 must be tile of f16/bf16/f32/f64}}
    %0 = sin %a : tile<4xf8E5M2>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>, %b: tile<4xf16>) {
    // expected-error @below {{all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.remf"(%a, %b) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf16>) -> !cuda_tile.tile<4xf32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>, %b: tile<2xf32>) {
    // expected-error @below {{all of {source, exponent, result} have same type}}
    %0 = "cuda_tile.pow"(%a, %b) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<2xf32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{all of {lhs, rhs, acc, result} have same type}}
    %0 = "cuda_tile.fma"(%a, %a, %a) {rounding_mode = #cuda_tile.rounding<nearest_even>} : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf64>
  }
}

// -----
// flush_to_zero exists for f32 only.
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf16>) {
    // expected-error @below {{flush_to_zero is only supported on f32, got 'f16'}}
    %0 = addf %a, %a flush_to_zero : tile<4xf16>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xbf16>) {
    // expected-error @below {{flush_to_zero is only supported on f32, got 'bf16'}}
    %0 = subf %a, %a flush_to_zero : tile<4xbf16>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf64>) {
    // expected-error @below {{flush_to_zero is only supported on f32, got 'f64'}}
    %0 = mulf %a, %a flush_to_zero : tile<4xf64>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf16>) {
    // expected-error @below {{flush_to_zero is only supported on f32, got 'f16'}}
    %0 = divf %a, %a flush_to_zero : tile<4xf16>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf16>) {
    // expected-error @below {{flush_to_zero is only supported on f32, got 'f16'}}
    %0 = fma %a, %a, %a flush_to_zero : tile<4xf16>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf64>) {
    // expected-error @below {{flush_to_zero is only supported on f32, got 'f64'}}
    %0 = sqrt %a flush_to_zero : tile<4xf64>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf16>) {
    // expected-error @below {{flush_to_zero is only supported on f32, got 'f16'}}
    %0 = rsqrt %a flush_to_zero : tile<4xf16>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xbf16>) {
    // expected-error @below {{flush_to_zero is only supported on f32, got 'bf16'}}
    %0 = exp2 %a flush_to_zero : tile<4xbf16>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf16>) {
    // expected-error @below {{flush_to_zero is only supported on f32, got 'f16'}}
    %0 = maxf %a, %a flush_to_zero : tile<4xf16>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf64>) {
    // expected-error @below {{flush_to_zero is only supported on f32, got 'f64'}}
    %0 = minf %a, %a propagate_nan flush_to_zero : tile<4xf64>
  }
}

// -----
// addf, subf, mulf and fma take the four IEEE modes only.
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'approx'}}
    %0 = addf %a, %a rounding<approx> : tile<4xf32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'full'}}
    %0 = subf %a, %a rounding<full> : tile<4xf32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'nearest_int_to_zero'}}
    %0 = mulf %a, %a rounding<nearest_int_to_zero> : tile<4xf32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', got: 'up'}}
    %0 = fma %a, %a, %a rounding<up> : tile<4xf32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{rounding mode must be one of nearest_even, zero, negative_inf, positive_inf, got approx}}
    %0 = "cuda_tile.addf"(%a, %a) {rounding_mode = #cuda_tile.rounding<approx>} : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{rounding mode must be one of nearest_even, zero, negative_inf, positive_inf, got full}}
    %0 = "cuda_tile.fma"(%a, %a, %a) {rounding_mode = #cuda_tile.rounding<full>} : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----
// The generic form must name the rounding mode of addf.
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{requires attribute 'rounding_mode'}}
    %0 = "cuda_tile.addf"(%a, %a) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', 'approx', 'full', got: 'nearest_int_to_zero'}}
    %0 = divf %a, %a rounding<nearest_int_to_zero> : tile<4xf32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{rounding mode must be one of nearest_even, zero, negative_inf, positive_inf, approx, full, got nearest_int_to_zero}}
    %0 = "cuda_tile.divf"(%a, %a) {rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>} : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----
// divf approx and full exist for f32 only.
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf16>) {
    // expected-error @below {{rounding<approx> is only supported on f32, got 'f16'}}
    %0 = divf %a, %a rounding<approx> : tile<4xf16>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf64>) {
    // expected-error @below {{rounding<full> is only supported on f32, got 'f64'}}
    %0 = divf %a, %a rounding<full> : tile<4xf64>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected rounding mode to be one of: 'nearest_even', 'zero', 'negative_inf', 'positive_inf', 'approx', got: 'full'}}
    %0 = sqrt %a rounding<full> : tile<4xf32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{rounding mode must be one of nearest_even, zero, negative_inf, positive_inf, approx, got full}}
    %0 = "cuda_tile.sqrt"(%a) {rounding_mode = #cuda_tile.rounding<full>} : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xbf16>) {
    // expected-error @below {{rounding<approx> is only supported on f32, got 'bf16'}}
    %0 = sqrt %a rounding<approx> : tile<4xbf16>
  }
}

// -----
// exp and tanh: full (default) or approx.
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected rounding mode to be one of: 'approx', 'full', got: 'nearest_even'}}
    %0 = exp %a rounding<nearest_even> : tile<4xf32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected rounding mode to be one of: 'approx', 'full', got: 'zero'}}
    %0 = tanh %a rounding<zero> : tile<4xf32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{rounding mode must be one of approx, full, got nearest_even}}
    %0 = "cuda_tile.tanh"(%a) {rounding_mode = #cuda_tile.rounding<nearest_even>} : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{rounding mode must be one of approx, full, got zero}}
    %0 = "cuda_tile.exp"(%a) {rounding_mode = #cuda_tile.rounding<zero>} : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf16>) {
    // expected-error @below {{rounding<approx> is only supported on f32, got 'f16'}}
    %0 = exp %a rounding<approx> : tile<4xf16>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf64>) {
    // expected-error @below {{rounding<approx> is only supported on f32, got 'f64'}}
    %0 = tanh %a rounding<approx> : tile<4xf64>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected comparison ordering to be one of: 'ordered', 'unordered'}}
    %0 = cmpf equal %a, %a : tile<4xf32> -> tile<4xi1>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{expected comparison predicate to be one of: 'equal', 'not_equal', 'less_than', 'less_than_or_equal', 'greater_than', 'greater_than_or_equal'}}
    %0 = cmpf eq ordered %a, %a : tile<4xf32> -> tile<4xi1>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{result #0 must be tile of i1}}
    %0 = cmpf equal ordered %a, %a : tile<4xf32> -> tile<4xf32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{result is an i1 tile of the operands' shape}}
    %0 = cmpf equal ordered %a, %a : tile<4xf32> -> tile<i1>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{operand #0 must be tile of f16/bf16/f32/f64}}
    %0 = cmpf equal ordered %a, %a : tile<4xi32> -> tile<4xi1>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{requires attribute 'comparison_ordering'}}
    %0 = "cuda_tile.cmpf"(%a, %a) {comparison_predicate = #cuda_tile.comparison_predicate<equal>} : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xi1>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>, %b: tile<4xf64>) {
    // expected-error @below {{all of {lhs, rhs} have same type}}
    %0 = "cuda_tile.cmpf"(%a, %b) {comparison_ordering = #cuda_tile.comparison_ordering<ordered>, comparison_predicate = #cuda_tile.comparison_predicate<equal>} : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf64>) -> !cuda_tile.tile<4xi1>
  }
}
