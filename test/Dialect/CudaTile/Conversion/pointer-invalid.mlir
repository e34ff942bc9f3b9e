// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{operand #0 must be tile of i64}}
    %0 = int_to_ptr %a : tile<4xi32> -> tile<4xptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi64>) {
    // expected-error @below {{result #0 must be tile of pointers}}
    %0 = int_to_ptr %a : tile<4xi64> -> tile<4xi64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi64>) {
    // expected-error @below {{all of {source, result} have same shape}}
    %0 = int_to_ptr %a : tile<4xi64> -> tile<2xptr<f32>>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xptr<f32>>) {
    // expected-error @below {{result #0 must be tile of i64}}
    %0 = ptr_to_int %a : tile<4xptr<f32>> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi64>) {
    // expected-error @below {{operand #0 must be tile of pointers}}
    %0 = ptr_to_int %a : tile<4xi64> -> tile<4xi64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xptr<f32>>) {
    // expected-error @below {{all of {source, result} have same shape}}
    %0 = ptr_to_ptr %a : tile<4xptr<f32>> -> tile<8xptr<f16>>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xptr<f32>>) {
    // expected-error @below {{result #0 must be tile of pointers}}
    %0 = ptr_to_ptr %a : tile<4xptr<f32>> -> tile<4xi64>
  }
}
