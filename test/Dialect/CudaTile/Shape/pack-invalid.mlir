// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%a: tile<8x8xf16>) {
    // expected-error @below {{expects source and result to be rank-1 tiles}}
    %0 = pack %a : tile<8x8xf16> -> tile<8x16xi8>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64xf16>) {
    // expected-error @below {{expects source and result to have the same size in bytes, but got source tile size 128 bytes and result tile size 64 bytes}}
    %0 = pack %a : tile<64xf16> -> tile<64xi8>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64xi8>) {
    // expected-error @below {{expects source and result to have different element type widths}}
    %0 = pack %a : tile<64xi8> -> tile<64xi8>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi1>) {
    // expected-error @below {{expects source tile to be byte-aligned}}
    %0 = pack %a : tile<4xi1> -> tile<1xi8>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<64xf32>) {
    // expected-error @below {{result #0 must be tile of i8}}
    %0 = pack %a : tile<64xf32> -> tile<128xi16>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<8xi8>) {
    // expected-error @below {{expects result tile to be byte-aligned}}
    %0 = unpack %a : tile<8xi8> -> tile<4xi1>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<8xi8>) {
    // expected-error @below {{expects source and result to have the same size in bytes, but got source tile size 8 bytes and result tile size 16 bytes}}
    %0 = unpack %a : tile<8xi8> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<8xi16>) {
    // expected-error @below {{operand #0 must be tile of i8}}
    %0 = unpack %a : tile<8xi16> -> tile<4xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<8xptr<f32>>) {
    // expected-error @below {{operand #0 must be tile of numbers}}
    %0 = pack %a : tile<8xptr<f32>> -> tile<64xi8>
  }
}
