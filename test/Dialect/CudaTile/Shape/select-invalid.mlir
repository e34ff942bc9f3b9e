// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%c: tile<4xi32>, %a: tile<4xf32>) {
    // expected-error @below {{operand #0 must be tile of i1}}
    %0 = select %c, %a, %a : tile<4xi32>, tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<2xi1>, %a: tile<4xf32>) {
    // expected-error @below {{all of {cond, val_if_true, val_if_false, result} have same shape}}
    %0 = select %c, %a, %a : tile<2xi1>, tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<4xi1>, %a: tile<4xf32>, %b: tile<4xf16>) {
    // expected-error @below {{all of {val_if_true, val_if_false, result} have same type}}
    %0 = "cuda_tile.select"(%c, %a, %b) : (!cuda_tile.tile<4xi1>, !cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf16>) -> !cuda_tile.tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<4xi1>, %a: tile<4xf4E2M1FN>) {
    // expected-error @below {{cannot operate on sub-byte type F4E2M1FN}}
    %0 = select %c, %a, %a : tile<4xi1>, tile<4xf4E2M1FN>
  }
}
