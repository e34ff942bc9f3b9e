// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xi8>, %b: tile<4x16xi8>, %c: tile<4x16xi32>) {
    // expected-error @below {{shape error: dim 1 of lhs (8) and dim 0 of rhs (4) must match}}
    %0 = mmai %a, %b, %c signed signed : tile<4x8xi8>, tile<4x16xi8>, tile<4x16xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<2x2x4x8xi8>, %b: tile<2x2x8x16xi8>, %c: tile<2x2x4x16xi32>) {
    // expected-error @below {{operands must be 2D or 3D tiles}}
    %0 = mmai %a, %b, %c signed signed : tile<2x2x4x8xi8>, tile<2x2x8x16xi8>, tile<2x2x4x16xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xi16>, %b: tile<8x16xi16>, %c: tile<4x16xi32>) {
    // expected-error @below {{operand #0 must be tile of i8}}
    %0 = mmai %a, %b, %c signed signed : tile<4x8xi16>, tile<8x16xi16>, tile<4x16xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xi8>, %b: tile<8x16xi8>, %c: tile<4x16xi64>) {
    // expected-error @below {{operand #2 must be tile of i32}}
    %0 = mmai %a, %b, %c signed signed : tile<4x8xi8>, tile<8x16xi8>, tile<4x16xi64>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xi8>, %b: tile<8x16xi8>, %c: tile<4x16xi32>) {
    // expected-error @below {{expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = mmai %a, %b, %c signed maybe : tile<4x8xi8>, tile<8x16xi8>, tile<4x16xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4x8xi8>, %b: tile<8x16xi8>, %c: tile<4x16xi32>) {
    // expected-error @below {{requires attribute 'signedness_rhs'}}
    %0 = "cuda_tile.mmai"(%a, %b, %c) <{signedness_lhs = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<4x8xi8>, !cuda_tile.tile<8x16xi8>, !cuda_tile.tile<4x16xi32>) -> !cuda_tile.tile<4x16xi32>
  }
}
