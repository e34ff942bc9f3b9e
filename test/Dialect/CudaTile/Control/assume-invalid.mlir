// RUN: tile-opt %s -split-input-file -verify-diagnostics

// assume asks its predicate whether it applies to the value's type.

cuda_tile.module @m {
  testing$func @f(%x: tile<f32>) {
    // expected-error @below {{div_by applies to tiles of integers or pointers}}
    %y = assume div_by<16>, %x : tile<f32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @below {{div_by 'along' 1 is out of range for rank 1}}
    %y = assume div_by<16, every 2 along 1>, %x : tile<8xi32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @below {{same_elements needs one group size per dimension (1), got 2}}
    %y = assume same_elements<[1, 2]>, %x : tile<8xi32>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf16>) {
    // expected-error @below {{bounded applies to tiles of integers}}
    %y = assume bounded<0, ?>, %x : tile<8xf16>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xi8>) {
    // expected-error @below {{bound 300 does not fit in i8}}
    %y = assume bounded<0, 300>, %x : tile<8xi8>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xi8>) {
    // expected-error @below {{unknown assume predicate 'even', expected div_by, same_elements or bounded}}
    %y = assume even<2>, %x : tile<8xi8>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xi8>) {
    // expected-error @below {{expected an assume predicate, got 1 : i64}}
    %y = assume 1, %x : tile<8xi8>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xi8>) {
    // expected-error @below {{Invalid attribute `predicate` in property conversion}}
    %y = "cuda_tile.assume"(%x) <{predicate = 1 : i32}> : (!cuda_tile.tile<8xi8>) -> !cuda_tile.tile<8xi8>
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xi8>) {
    // expected-error @below {{all of {value, result} have same type}}
    %y = "cuda_tile.assume"(%x) <{predicate = #cuda_tile.div_by<2>}> : (!cuda_tile.tile<8xi8>) -> !cuda_tile.tile<8xi16>
  }
}
