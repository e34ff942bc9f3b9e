// RUN: tile-opt %s -split-input-file -verify-diagnostics

#b = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#c = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
gpu.module @m {
gpu.func @layouts(%a: tensor<512xi64, #b>, %m: tensor<512xi1, #c>) {
  // expected-error @below {{mask must have the shape and layout of the addresses}}
  %v = tile_simt.load_ptr %a mask %m : tensor<512xi1, #c> : tensor<512xi64, #b> -> tensor<512xf32, #b>
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
gpu.module @m {
gpu.func @addresses(%a: tensor<512xi32, #b>) {
  // expected-error @below {{addresses must be i64}}
  %v = tile_simt.load_ptr %a : tensor<512xi32, #b> -> tensor<512xf32, #b>
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
gpu.module @m {
gpu.func @load_release(%a: tensor<512xi64, #b>) {
  // expected-error @below {{a load cannot have ordering release}}
  %v = tile_simt.load_ptr atomic release %a : tensor<512xi64, #b> -> tensor<512xf32, #b>
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
gpu.module @m {
gpu.func @store_acquire(%a: tensor<512xi64, #b>, %v: tensor<512xf32, #b>) {
  // expected-error @below {{a store cannot have ordering acquire}}
  tile_simt.store_ptr atomic acquire %a, %v : tensor<512xi64, #b>, tensor<512xf32, #b>
  gpu.return
}
}

// -----

gpu.module @m {
gpu.func @scalar(%p: !llvm.ptr<1>, %m: i32) {
  // expected-error @below {{mask must be i1}}
  %v = tile_simt.load_ptr %p mask %m : i32 : !llvm.ptr<1> -> f32
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
gpu.module @m {
gpu.func @rmw_not_atomic(%a: tensor<512xi64, #b>, %v: tensor<512xi32, #b>) {
  // expected-error @below {{needs an atomic ordering}}
  %o = tile_simt.atomic_rmw add not_atomic %a, %v : tensor<512xi64, #b>, tensor<512xi32, #b>
  gpu.return
}
}

// -----

gpu.module @m {
gpu.func @cas_failure(%p: !llvm.ptr<1>, %v: i32) {
  // expected-error @below {{failure ordering cannot release}}
  %o = tile_simt.atomic_cas acq_rel acq_rel %p, %v, %v : !llvm.ptr<1>, i32
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
gpu.module @m {
gpu.func @red_not_atomic(%v: tensor<512xf32, #b>, %p: !llvm.ptr<1>, %i: i32) {
  // expected-error @below {{needs an atomic ordering}}
  tile_simt.atomic_red_tile fadd not_atomic %v, %p[%i] shape[%i] strides[%i] : tensor<512xf32, #b>, !llvm.ptr<1>
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
gpu.module @m {
gpu.func @red_rank(%v: tensor<512xf32, #b>, %p: !llvm.ptr<1>, %i: i32) {
  // expected-error @below {{needs one offset, extent and stride per dim (1)}}
  tile_simt.atomic_red_tile fadd monotonic %v, %p[%i, %i] shape[%i] strides[%i] : tensor<512xf32, #b>, !llvm.ptr<1>
  gpu.return
}
}
