// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) {
    // expected-error @below {{operand #0 must be tile of i1/i8/i16/i32/i64}}
    %0 = addi %a, %a : tile<4xf32>
  }
}

// -----
// i4 is storage-only.
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi4>) {
    // expected-error @below {{operand #0 must be tile of i1/i8/i16/i32/i64}}
    %0 = andi %a, %a : tile<4xi4>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>, %b: tile<4xi64>) {
    // expected-error @below {{all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.muli"(%a, %b) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi64>) -> !cuda_tile.tile<4xi32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>, %b: tile<8xi32>) {
    // expected-error @below {{all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.maxi"(%a, %b) {signedness = #cuda_tile.signedness<signed>} : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<8xi32>) -> !cuda_tile.tile<4xi32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{all of {source, result} have same type}}
    %0 = "cuda_tile.absi"(%a) : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi16>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: i32) {
    // expected-error @below {{operand #0 must be tile of i1/i8/i16/i32/i64}}
    %0 = "cuda_tile.negi"(%a) : (i32) -> i32
  }
}

// -----
// negi is a signed operation.
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{overflow flag 'no_unsigned_wrap' is not supported}}
    %0 = negi %a overflow<no_unsigned_wrap> : tile<4xi32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @+2 {{expected ::mlir::cuda_tile::IntegerOverflow to be one of: none, no_signed_wrap, no_unsigned_wrap, no_wrap}}
    // expected-error @+1 {{failed to parse CT_IntegerOverflowAttr parameter 'value'}}
    %0 = addi %a, %a overflow<wraps> : tile<4xi32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{rounding must be zero, negative_inf or positive_inf, got nearest_even}}
    %0 = divi %a, %a signed rounding<nearest_even> : tile<4xi32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{rounding 'negative_inf' needs 'signed' operands}}
    %0 = divi %a, %a unsigned rounding<negative_inf> : tile<4xi32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = remi %a, %a : tile<4xi32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = shri %a, %a logical : tile<4xi32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{requires attribute 'signedness'}}
    %0 = "cuda_tile.mini"(%a, %a) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected comparison predicate to be one of: 'equal', 'not_equal', 'less_than', 'less_than_or_equal', 'greater_than', 'greater_than_or_equal'}}
    %0 = cmpi lt %a, %a, signed : tile<4xi32> -> tile<4xi1>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{result #0 must be tile of i1}}
    %0 = cmpi equal %a, %a, signed : tile<4xi32> -> tile<4xi32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{result is an i1 tile of the operands' shape}}
    %0 = cmpi equal %a, %a, signed : tile<4xi32> -> tile<2xi1>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>, %b: tile<4xi16>) {
    // expected-error @below {{all of {lhs, rhs} have same type}}
    %0 = "cuda_tile.cmpi"(%a, %b) {comparison_predicate = #cuda_tile.comparison_predicate<equal>, signedness = #cuda_tile.signedness<signed>} : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi16>) -> !cuda_tile.tile<4xi1>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{requires attribute 'comparison_predicate'}}
    %0 = "cuda_tile.cmpi"(%a, %a) {signedness = #cuda_tile.signedness<signed>} : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi1>
  }
}
