// RUN: tile-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

cuda_tile.module @m {
  testing$func @f(%c: tile<4xi1>) {
    // expected-note @above {{prior use here}}
    // expected-error @below {{expects different type than prior uses}}
    if %c {
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%c: tile<i32>) {
    // expected-error @below {{operand #0 must be rank-0 tile of i1}}
    "cuda_tile.if"(%c) ({
      yield
    }, {
    }) : (!cuda_tile.tile<i32>) -> ()
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %x: tile<i32>) {
    // expected-error @below {{has results, so it needs an else region}}
    %r = if %c -> (tile<i32>) {
      yield %x : tile<i32>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %x: tile<i32>) {
    // expected-error @below {{else region yields () but the results are ('!cuda_tile.tile<i32>')}}
    %r = if %c -> (tile<i32>) {
      yield %x : tile<i32>
    } else {
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %x: tile<i32>) {
    // expected-error @below {{then region yields ('!cuda_tile.tile<i32>') but the results are ()}}
    if %c {
      yield %x : tile<i32>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %x: tile<i32>, %y: tile<i64>) {
    // expected-error @below {{else region yields ('!cuda_tile.tile<i64>') but the results are ('!cuda_tile.tile<i32>')}}
    %r = if %c -> (tile<i32>) {
      yield %x : tile<i32>
    } else {
      yield %y : tile<i64>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %v: tensor_view<4xf32, strides=[1]>) {
    // expected-error @below {{result 0 is a tensor_view}}
    %r = if %c -> (tensor_view<4xf32, strides=[1]>) {
      yield %v : tensor_view<4xf32, strides=[1]>
    } else {
      yield %v : tensor_view<4xf32, strides=[1]>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%c: tile<i1>) {
    // expected-error @below {{then region must end with 'yield', 'continue', 'break' or 'return'}}
    "cuda_tile.if"(%c) ({
      "test.terminator"() : () -> ()
    }, {
    }) : (!cuda_tile.tile<i1>) -> ()
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%c: tile<i1>) {
    // expected-error @below {{region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
    "cuda_tile.if"(%c) ({
    }, {
    }) : (!cuda_tile.tile<i1>) -> ()
  }
}
