// RUN: tile-opt %s -split-input-file -verify-diagnostics

// continue/break/yield/return placement and operand types.

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{expects parent op to be one of 'cuda_tile.for, cuda_tile.if, cuda_tile.loop'}}
    continue
  }
}

// -----
cuda_tile.module @m {
  // expected-note @below {{found ancestor 'cuda_tile.testing$func'}}
  testing$func @f(%c: tile<i1>) {
    if %c {
      // expected-error @below {{must be nested in 'cuda_tile.for' or 'cuda_tile.loop' through 'cuda_tile.if' ops only}}
      continue
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>, %c: tile<i1>) {
    loop {
      // expected-note @below {{found ancestor 'cuda_tile.reduce'}}
      %r = reduce %x dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
      (%e: tile<i32>, %a: tile<i32>) {
        "cuda_tile.if"(%c) ({
          // expected-error @below {{must be nested in 'cuda_tile.loop' through 'cuda_tile.if' ops only}}
          break
        }, {}) : (!cuda_tile.tile<i1>) -> ()
        yield %e : tile<i32>
      }
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>, %x: tile<f32>) {
    %r = for %iv in (%lb to %lb, step %lb) : tile<i32> iter_values(%a = %x) -> (tile<f32>) {
      // expected-error @below {{operand types () must match the iter_values of the enclosing 'for' ('!cuda_tile.tile<f32>')}}
      continue
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>, %c: tile<i1>) {
    for %iv in (%lb to %lb, step %lb) : tile<i32> {
      if %c {
        // expected-error @below {{operand types ('!cuda_tile.tile<i32>') must match the iter_values of the enclosing 'for' ()}}
        continue %iv : tile<i32>
      }
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<f32>) {
    loop iter_values(%a = %x) : tile<f32> -> tile<i32> {
      %r = loop : tile<i32> {}
      // expected-error @below {{operand types ('!cuda_tile.tile<i32>') must match the iter_values of the enclosing 'loop' ('!cuda_tile.tile<f32>')}}
      continue %r : tile<i32>
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>) {
    for %iv in (%lb to %lb, step %lb) : tile<i32> {
      // expected-error @below {{expects parent op to be one of 'cuda_tile.if, cuda_tile.loop'}}
      break
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%lb: tile<i32>, %c: tile<i1>) {
    // expected-note @below {{found ancestor 'cuda_tile.for'}}
    for %iv in (%lb to %lb, step %lb) : tile<i32> {
      if %c {
        // expected-error @below {{must be nested in 'cuda_tile.loop' through 'cuda_tile.if' ops only}}
        break
      }
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<f32>) {
    %r = loop : tile<f32> {
      // expected-error @below {{operand types () must match the result types of the enclosing 'loop' ('!cuda_tile.tile<f32>')}}
      break
    }
  }
}

// -----
cuda_tile.module @m {
  testing$func @f(%x: tile<f32>) {
    // expected-error @below {{expects parent op to be one of 'cuda_tile.if, cuda_tile.reduce, cuda_tile.scan'}}
    "cuda_tile.yield"() : () -> ()
  }
}

// -----
cuda_tile.module @m {
  entry @f() {
    loop {
      // expected-error @below {{must not appear inside a loop ('cuda_tile.loop')}}
      return
    }
  }
}

// -----
cuda_tile.module @m {
  entry @f(%lb: tile<i32>, %c: tile<i1>) {
    for %iv in (%lb to %lb, step %lb) : tile<i32> {
      if %c {
        // expected-error @below {{must not appear inside a loop ('cuda_tile.for')}}
        return
      }
    }
  }
}
