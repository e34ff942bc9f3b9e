// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

#b = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#s = #tile_simt.slice<dim = 1, parent = #b>
#b1 = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>

gpu.module @m {
// CHECK-LABEL: gpu.func @layouts
gpu.func @layouts(%p: !llvm.ptr<1>, %m: i32, %n: i32, %i: i32, %f: f32) {
  %c1 = arith.constant 1 : i32
  // CHECK: tile_simt.load_tile %{{.*}}[%{{.*}}, %{{.*}}] shape[%{{.*}}, %{{.*}}] strides[%{{.*}}, %{{.*}}] padding(%{{.*}} : f32) {base_align = 16 : i64} : !llvm.ptr<1> -> tensor<4x1024xf32, #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>>
  %t = tile_simt.load_tile %p[%i, %i] shape [%m, %n] strides [%n, %c1] padding(%f : f32) {base_align = 16 : i64} : !llvm.ptr<1> -> tensor<4x1024xf32, #b>
  // CHECK: tile_simt.reduce %{{.*}} axis = 1
  // CHECK: arith.maxnumf
  // CHECK: tile_simt.yield
  %r = tile_simt.reduce %t axis = 1 : tensor<4x1024xf32, #b> -> tensor<4xf32, #s> {
  ^bb0(%a: f32, %c: f32):
    %x = arith.maxnumf %a, %c : f32
    tile_simt.yield %x : f32
  }
  // CHECK: tile_simt.reshape
  %e = tile_simt.reshape %r : tensor<4xf32, #s> -> tensor<4x1xf32, #b>
  // CHECK: tile_simt.broadcast
  %bb = tile_simt.broadcast %e : tensor<4x1xf32, #b> -> tensor<4x1024xf32, #b>
  // CHECK: tile_simt.scan %{{.*}} axis = 0 reverse
  %sc = tile_simt.scan %bb axis = 0 reverse : tensor<4x1024xf32, #b> -> tensor<4x1024xf32, #b> {
  ^bb0(%a: f32, %c: f32):
    %x = arith.addf %a, %c : f32
    tile_simt.yield %x : f32
  }
  // CHECK: tile_simt.convert_layout %{{.*}} {permutation = array<i32: 1, 0>}
  %tr = tile_simt.convert_layout %sc {permutation = array<i32: 1, 0>} : tensor<4x1024xf32, #b> -> tensor<1024x4xf32, #b>
  // CHECK: tile_simt.store_tile
  tile_simt.store_tile %tr, %p[%i, %i] shape [%n, %m] strides [%m, %c1] : tensor<1024x4xf32, #b>, !llvm.ptr<1>
  // CHECK: tile_simt.splat %{{.*}} : f32 -> tensor<1024xf32
  %sp = tile_simt.splat %f : f32 -> tensor<1024xf32, #b1>
  // CHECK: tile_simt.iota : tensor<1024xi32
  %io = tile_simt.iota : tensor<1024xi32, #b1>
  gpu.return
}
}

#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>
#op = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
gpu.module @mma {
// CHECK-LABEL: gpu.func @mma
gpu.func @mma(%a: tensor<32x32xi8, #op>, %b: tensor<32x32xi8, #op>, %c: tensor<32x32xi32, #acc>,
              %x: tensor<32x32xf32, #op>, %d: tensor<32x32xf32, #acc>) {
  // CHECK: tile_simt.mma %{{.*}}, %{{.*}}, %{{.*}} {rhs_signed = false} : tensor<32x32xi8
  %r = tile_simt.mma %a, %b, %c {rhs_signed = false} : tensor<32x32xi8, #op>, tensor<32x32xi8, #op> -> tensor<32x32xi32, #acc>
  // CHECK: tile_simt.mma %{{.*}}, %{{.*}}, %{{.*}} {tf32} : tensor<32x32xf32
  %s = tile_simt.mma %x, %x, %d {tf32} : tensor<32x32xf32, #op>, tensor<32x32xf32, #op> -> tensor<32x32xf32, #acc>
  gpu.return
}
}

#sh = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0]>
#op3 = #tile_simt.blocked<sizePerThread = [1, 1, 8], threadsPerWarp = [1, 8, 4], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]>
gpu.module @async {
// CHECK-LABEL: gpu.func @ring
gpu.func @ring(%p: !llvm.ptr<1>, %m: i32, %k: i32, %slot: i32, %live: i1, %c: tensor<32x32xf32, #acc>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  // CHECK: tile_simt.alloc_shared : !tile_simt.smem<2x32x32xf16, #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 8, order = [1, 0]>>
  %r = tile_simt.alloc_shared : !tile_simt.smem<2x32x32xf16, #sh>
  // CHECK: tile_simt.async_load_tile %{{.*}}[%{{.*}}, %{{.*}}] shape[%{{.*}}, %{{.*}}] strides[%{{.*}}, %{{.*}}] into %{{.*}}[%{{.*}}] if %{{.*}} as tensor<32x32xf16
  tile_simt.async_load_tile %p[%c0, %c0] shape[%m, %k] strides[%k, %c1] into %r[%slot] if %live as tensor<32x32xf16, #op> {base_align = 16 : i64, shape_div = array<i64: 8, 8>, stride_div = array<i64: 8, 1>} : !llvm.ptr<1>, !tile_simt.smem<2x32x32xf16, #sh>
  // CHECK: tile_simt.async_load_tile %{{.*}} into %{{.*}}[%{{.*}}] as
  tile_simt.async_load_tile %p[%c0, %c0] shape[%m, %k] strides[%k, %c1] into %r[%slot] as tensor<32x32xf16, #op> {base_align = 16 : i64, shape_div = array<i64: 8, 8>, stride_div = array<i64: 8, 1>} : !llvm.ptr<1>, !tile_simt.smem<2x32x32xf16, #sh>
  // CHECK: tile_simt.async_commit
  tile_simt.async_commit
  // CHECK: tile_simt.async_wait 0
  tile_simt.async_wait 0
  // CHECK: tile_simt.read_slot %{{.*}}[%{{.*}}] : !tile_simt.smem<2x32x32xf16, {{.*}}> -> tensor<32x32xf16
  %a = tile_simt.read_slot %r[%slot] : !tile_simt.smem<2x32x32xf16, #sh> -> tensor<32x32xf16, #op>
  // CHECK: tile_simt.read_slot %{{.*}}[%{{.*}}] : !tile_simt.smem<2x32x32xf16, {{.*}}> -> tensor<1x32x32xf16
  %a3 = tile_simt.read_slot %r[%c0] : !tile_simt.smem<2x32x32xf16, #sh> -> tensor<1x32x32xf16, #op3>
  gpu.return
}
}
