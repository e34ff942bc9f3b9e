// RUN: tile-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

cuda_tile.module @m {
  testing$func @f(%x: tile<f32>) {
    // expected-error @below {{has 1 iter_values but 2 types}}
    loop iter_values(%a = %x) : tile<f32>, tile<f32> {
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%v: tensor_view<4xf32, strides=[1]>) {
    // expected-error @below {{loop-carried value 0 is a tensor_view}}
    loop iter_values(%a = %v) : tensor_view<4xf32, strides=[1]> {
      continue %a : tensor_view<4xf32, strides=[1]>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%v: tensor_view<4xf32, strides=[1]>) {
    // expected-error @below {{result 0 is a tensor_view}}
    %r = loop : tensor_view<4xf32, strides=[1]> {
      break %v : tensor_view<4xf32, strides=[1]>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<f32>) {
    // expected-error @below {{body has 0 arguments but the loop has 1 iter_values}}
    "cuda_tile.loop"(%x) ({
      "cuda_tile.continue"(%x) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<f32>) -> ()
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<f32>) {
    // expected-error @below {{init value 0 has type '!cuda_tile.tile<f32>' but its region iter_value has type '!cuda_tile.tile<i32>'}}
    "cuda_tile.loop"(%x) ({
    ^bb0(%a: !cuda_tile.tile<i32>):
      "cuda_tile.continue"(%x) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<f32>) -> ()
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%c: tile<i1>) {
    "cuda_tile.loop"() ({
      // expected-error @below {{cannot end a 'cuda_tile.loop' body}}
      "test.terminator"() : () -> ()
    }) : () -> ()
  }
}
