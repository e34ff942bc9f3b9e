// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  // expected-error @below {{value must be a rank-1 tile, got '!cuda_tile.tile<2x2xf32>'}}
  global @g <f32: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf32>
}

// -----
cuda_tile.module @m {
  // expected-error @below {{value must be a rank-1 tile, got '!cuda_tile.tile<f32>'}}
  global @g <f32: 1.0> : tile<f32>
}

// -----
cuda_tile.module @m {
  // expected-error @below {{value must have a tile type, got 'tensor<2xf32>'}}
  "cuda_tile.global"() <{sym_name = "g", value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> ()
}

// -----
cuda_tile.module @m {
  // expected-error @below {{literal of shape [3] does not match the tile shape [2]}}
  global @g <f32: [1.0, 2.0, 3.0]> : tile<2xf32>
}

// -----
cuda_tile.module @m {
  // expected-error @below {{literal element type 'f16' differs from the tile's element type 'f32'}}
  global @g <f16: [1.0, 2.0]> : tile<2xf32>
}

// -----
cuda_tile.module @m {
  // expected-error @below {{integer literal out of range for 'i8'}}
  global @g <i8: [1, 256]> : tile<2xi8>
}

// -----
cuda_tile.module @m {
  // expected-error @below {{tile literal is ragged}}
  global @g <i32: [[1, 2], [3]]> : tile<2x2xi32>
}

// -----
cuda_tile.module @m {
  // expected-error @below {{expected an integer literal}}
  global @g <i32: [1.5, 2]> : tile<2xi32>
}

// -----
cuda_tile.module @m {
  // expected-error @below {{expected a tile type, got 'tensor<2xf32>'}}
  global @g <f32: [1.0, 2.0]> : tensor<2xf32>
}

// -----
cuda_tile.module @m {
  global @g <f32: [1.0, 2.0]> : tile<2xf32>
  entry @e() {
    // expected-error @below {{'@nope' is not a global}}
    %p = get_global @nope : tile<ptr<f32>>
  }
}

// -----
cuda_tile.module @m {
  global @g <f32: [1.0, 2.0]> : tile<2xf32>
  entry @e() {
    // expected-error @below {{result points to 'i32' but global '@g' holds 'f32'}}
    %p = get_global @g : tile<ptr<i32>>
  }
}

// -----
cuda_tile.module @m {
  global @g <f32: [1.0, 2.0]> : tile<2xf32>
  entry @e() {
    // expected-error @below {{result #0 must be rank-0 tile of pointer}}
    %p = get_global @g : tile<4xptr<f32>>
  }
}
