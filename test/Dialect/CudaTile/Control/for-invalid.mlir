// RUN: tile-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>, %ub: tile<i64>, %s: tile<i32>) {
    // expected-note @above {{prior use here}}
    // expected-error @below {{expects different type than prior uses}}
    for %iv in (%lb to %ub, step %s) : tile<i32> {
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%lb: tile<f32>) {
    // expected-error @below {{operand #0 must be rank-0 tile of integer}}
    for %iv in (%lb to %lb, step %lb) : tile<f32> {
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%lb: tile<4xi32>) {
    // expected-error @below {{operand #0 must be rank-0 tile of integer}}
    for %iv in (%lb to %lb, step %lb) : tile<4xi32> {
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>, %x: tile<f32>) {
    // expected-error @below {{has 1 iter_values but 2 types}}
    %r = for %iv in (%lb to %lb, step %lb) : tile<i32> iter_values(%a = %x) -> (tile<f32>, tile<f32>) {
      continue %a : tile<f32>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>, %v: tensor_view<4xf32, strides=[1]>) {
    // expected-error @below {{loop-carried value 0 is a tensor_view}}
    %r = for %iv in (%lb to %lb, step %lb) : tile<i32> iter_values(%a = %v) -> (tensor_view<4xf32, strides=[1]>) {
      continue %a : tensor_view<4xf32, strides=[1]>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>, %v: partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>) {
    // expected-error @below {{loop-carried value 0 is a tile view}}
    %r = for %iv in (%lb to %lb, step %lb) : tile<i32> iter_values(%a = %v) -> (partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>) {
      continue %a : partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>
    }
  }
}

// -----
// Generic form: the induction variable must have the bounds' type.
cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>) {
    // expected-error @below {{induction variable type '!cuda_tile.tile<i64>' must match the bounds and step type '!cuda_tile.tile<i32>'}}
    "cuda_tile.for"(%lb, %lb, %lb) ({
    ^bb0(%iv: !cuda_tile.tile<i64>):
      continue
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>, %x: tile<f32>) {
    // expected-error @below {{body has 1 arguments, expected the induction variable and 1 iter_values}}
    %r = "cuda_tile.for"(%lb, %lb, %lb, %x) ({
    ^bb0(%iv: !cuda_tile.tile<i32>):
      continue %x : tile<f32>
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>, %x: tile<f32>) {
    // expected-error @below {{init value 0 has type '!cuda_tile.tile<f32>' but its region iter_value has type '!cuda_tile.tile<f16>'}}
    %r = "cuda_tile.for"(%lb, %lb, %lb, %x) ({
    ^bb0(%iv: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<f16>):
      continue %x : tile<f32>
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>, %x: tile<f32>) {
    // expected-error @below {{all of {initValues, resultValues} have same type}}
    %r = "cuda_tile.for"(%lb, %lb, %lb, %x) ({
    ^bb0(%iv: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<f32>):
      continue %a : tile<f32>
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f16>
  }
}

// -----
// The body of a for ends with continue only.
cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>) {
    // expected-error @below {{expects regions to end with 'cuda_tile.continue'}}
    // expected-note @below {{the absence of terminator implies 'cuda_tile.continue'}}
    "cuda_tile.for"(%lb, %lb, %lb) ({
    ^bb0(%iv: !cuda_tile.tile<i32>):
      "test.terminator"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
  }
}
