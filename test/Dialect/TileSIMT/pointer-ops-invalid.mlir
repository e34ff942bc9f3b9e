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

// -----

#b = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
gpu.module @m {
gpu.func @vec_not_pow2(%a: tensor<512xi64, #b>) {
  // expected-error @below {{vec must be a power of two, not 3}}
  %v = tile_simt.load_ptr %a {vec = 3 : i64} : tensor<512xi64, #b> -> tensor<512xf32, #b>
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
gpu.module @m {
gpu.func @vec_too_wide(%a: tensor<32x4xi64, #b>, %v: tensor<32x4xf32, #b>) {
  // expected-error @below {{vec must divide the innermost extent of a tensor access}}
  tile_simt.store_ptr %a, %v {vec = 8 : i64} : tensor<32x4xi64, #b>, tensor<32x4xf32, #b>
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#sh = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0]>
gpu.module @m {
gpu.func @async_runs(%a: tensor<32x32xi64, #b>, %s: i32) {
  %r = tile_simt.alloc_shared : !tile_simt.smem<2x32x32xf16, #sh>
  // expected-error @below {{cannot copy 'tensor<32x32xi64, #tile_simt.blocked<sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>>' in runs of 4, 8 or 16 bytes}}
  tile_simt.async_load_ptr %a into %r[%s] {vec = 8 : i64} : tensor<32x32xi64, #b>, !tile_simt.smem<2x32x32xf16, #sh>
  gpu.return
}
}

// -----

#b = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#sh = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0]>
gpu.module @m {
gpu.func @async_slot(%a: tensor<32x32xi64, #b>, %s: i32) {
  %r = tile_simt.alloc_shared : !tile_simt.smem<2x32x64xf16, #sh>
  // expected-error @below {{does not hold the tile of}}
  tile_simt.async_load_ptr %a into %r[%s] {vec = 8 : i64} : tensor<32x32xi64, #b>, !tile_simt.smem<2x32x64xf16, #sh>
  gpu.return
}
}
