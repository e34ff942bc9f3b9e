// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f() {
    %a = make_token : token
    // expected-error @below {{joins at least two tokens, got 1}}
    %j = join_tokens %a : token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{joins at least two tokens, got 0}}
    %j = "cuda_tile.join_tokens"() : () -> !cuda_tile.token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<i32>) {
    // expected-error @below {{operand #0 must be variadic of token}}
    %j = "cuda_tile.join_tokens"(%x, %x) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{result #0 must be token}}
    %t = "cuda_tile.make_token"() : () -> !cuda_tile.tile<i32>
  }
}
