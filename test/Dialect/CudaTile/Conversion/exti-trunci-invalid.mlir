// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{extending to smaller or identical integer}}
    %0 = exti %a signed : tile<4xi32> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{extending to smaller or identical integer}}
    %0 = exti %a unsigned : tile<4xi32> -> tile<4xi16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi16>) {
    // expected-error @below {{expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = exti %a : tile<4xi16> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xf16>) {
    // expected-error @below {{operand #0 must be tile of integers}}
    %0 = exti %a signed : tile<4xf16> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi16>) {
    // expected-error @below {{all of {from, to} have same shape}}
    %0 = exti %a signed : tile<4xi16> -> tile<8xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi16>) {
    // expected-error @below {{truncating to larger or identical integer}}
    %0 = trunci %a : tile<4xi16> -> tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi16>) {
    // expected-error @below {{truncating to larger or identical integer}}
    %0 = trunci %a : tile<4xi16> -> tile<4xi16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi16>) {
    // expected-error @below {{result #0 must be tile of integers}}
    %0 = trunci %a : tile<4xi16> -> tile<4xf8E4M3FN>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi16>) {
    // expected-error @below {{all of {from, to} have same shape}}
    %0 = trunci %a : tile<4xi16> -> tile<2x2xi8>
  }
}
