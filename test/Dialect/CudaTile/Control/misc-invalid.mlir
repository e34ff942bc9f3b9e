// RUN: tile-opt %s -split-input-file -verify-diagnostics

// assert, print_tko and the grid queries.

cuda_tile.module @m {
  testing$func @f(%c: tile<4xi32>) {
    // expected-error @below {{operand #0 must be tile of i1}}
    assert %c, "msg" : tile<4xi32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<f32>) {
    // expected-error @below {{format string takes 2 operands, got 1}}
    %t = print_tko "%f and %f", %x : tile<f32> -> token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<f32>) {
    // expected-error @below {{format string takes 0 operands, got 1}}
    %t = print_tko "100%%", %x : tile<f32> -> token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<f32>) {
    // expected-error @below {{format string has an unterminated conversion at offset 3}}
    %t = print_tko "x: %5", %x : tile<f32> -> token
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<f32>) {
    // expected-error @below {{expected '->'}}
    print_tko "x: %f", %x : tile<f32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tensor_view<4xf32, strides=[1]>) {
    // expected-error @below {{operand #0 must be variadic of tile}}
    %t = "cuda_tile.print_tko"(%x) <{str = "%f", operandSegmentSizes = array<i32: 1, 0>}> : (!cuda_tile.tensor_view<4xf32, strides=[1]>) -> !cuda_tile.token
  }
}

// -----
cuda_tile.module @m {
  entry @f() {
    // expected-error @below {{result #0 must be rank-0 tile of i32}}
    %x, %y, %z = get_tile_block_id : tile<i64>
  }
}

// -----
cuda_tile.module @m {
  entry @f() {
    // expected-error @below {{result #0 must be rank-0 tile of i32}}
    %x, %y, %z = get_num_tile_blocks : tile<4xi32>
  }
}

// -----
cuda_tile.module @m {
  entry @f() {
    // expected-error @below {{result #2 must be rank-0 tile of i32, but got '!cuda_tile.tile<i16>'}}
    %x, %y, %z = "cuda_tile.get_num_tile_blocks"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i16>)
  }
}
