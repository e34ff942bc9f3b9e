// RUN: tile-opt %s --tile-simt-prefetch-loads --split-input-file | FileCheck %s

// A paged decode's trip: K and V come from the page a gathered table entry
// names (not prefetched a trip ahead: the address reads memory). V's load
// is issued right after K's, before the product and reduction that used to
// precede it, so its latency overlaps theirs.
#k = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
#s = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#q = #tile_simt.slice<dim = 0, parent = <sizePerThread = [1, 1, 4], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]>>
// CHECK-LABEL: gpu.func @paged
// CHECK: scf.for
// CHECK: %[[PAGE:.*]] = tile_simt.load_ptr
// CHECK-NEXT: %[[K:.*]] = tile_simt.load_tile %{{.*}}[%[[PAGE]], %{{.*}}]
// CHECK-NEXT: %[[V:.*]] = tile_simt.load_tile %{{.*}}[%[[PAGE]], %{{.*}}]
// CHECK-NEXT: tile_simt.mma %{{.*}}, %[[K]], %{{.*}} {rhs_transposed}
// CHECK: tile_simt.reduce
// CHECK: tile_simt.mma %{{.*}}, %[[V]], %{{.*}}
// CHECK-NOT: tile_simt.load_tile
// CHECK: scf.yield
gpu.module @m {
gpu.func @paged(%pk: !llvm.ptr<1>, %pv: !llvm.ptr<1>, %table: !llvm.ptr<1>, %pages: i32, %n: i32, %ub: i32, %q: tensor<4x128xbf16, #q>, %acc0: tensor<4x128xf32, #s>) -> tensor<4x128xf32, #s> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c128 = arith.constant 128 : i32
  %zero = arith.constant dense<0.0> : tensor<4x16xf32, #s>
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %acc0) -> (tensor<4x128xf32, #s>) : i32 {
    %addr = llvm.getelementptr %table[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %true = arith.constant true
    %page = tile_simt.load_ptr %addr mask %true : i1 other %c0 : i32 : !llvm.ptr<1> -> i32
    %k = tile_simt.load_tile %pk[%page, %c0] shape[%pages, %c128] strides[%c128, %c1] {unordered} : !llvm.ptr<1> -> tensor<16x128xbf16, #k>
    %s = tile_simt.mma %q, %k, %zero {rhs_transposed} : tensor<4x128xbf16, #q>, tensor<16x128xbf16, #k> -> tensor<4x16xf32, #s>
    %m = tile_simt.reduce %s axis = 1 : tensor<4x16xf32, #s> -> tensor<4xf32, #tile_simt.slice<dim = 1, parent = #s>> {
    ^bb0(%x: f32, %y: f32):
      %mx = arith.maxnumf %x, %y : f32
      tile_simt.yield %mx : f32
    }
    %p = arith.truncf %s : tensor<4x16xf32, #s> to tensor<4x16xbf16, #s>
    %v = tile_simt.load_tile %pv[%page, %c0] shape[%pages, %c128] strides[%c128, %c1] {unordered} : !llvm.ptr<1> -> tensor<16x128xbf16, #k>
    %o = tile_simt.mma %p, %v, %acc : tensor<4x16xbf16, #s>, tensor<16x128xbf16, #k> -> tensor<4x128xf32, #s>
    scf.yield %o : tensor<4x128xf32, #s>
  }
  gpu.return %r : tensor<4x128xf32, #s>
}
}

// -----

// A load that is not unordered stays behind the trip's last write before
// it; an unordered one may pass it. Neither passes an inner loop.
#l = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: gpu.func @ordered
// CHECK: scf.for
// CHECK: %[[U:.*]] = tile_simt.load_tile %{{.*}} {unordered}
// CHECK-NEXT: tile_simt.store_tile
// CHECK-NEXT: %[[O:.*]] = tile_simt.load_tile
// CHECK-NEXT: arith.addf %[[O]], %[[U]]
// CHECK-NEXT: scf.for
// CHECK: tile_simt.store_tile
// CHECK-NEXT: }
// CHECK-NEXT: tile_simt.load_tile
gpu.module @m2 {
gpu.func @ordered(%p: !llvm.ptr<1>, %n: i32, %ub: i32, %t: tensor<512xf32, #l>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %ub step %c1 : i32 {
    tile_simt.store_tile %t, %p[%i] shape[%n] strides[%c1] : tensor<512xf32, #l>, !llvm.ptr<1>
    %o = tile_simt.load_tile %p[%i] shape[%n] strides[%c1] : !llvm.ptr<1> -> tensor<512xf32, #l>
    %u = tile_simt.load_tile %p[%i] shape[%n] strides[%c1] {unordered} : !llvm.ptr<1> -> tensor<512xf32, #l>
    %w = arith.addf %o, %u : tensor<512xf32, #l>
    scf.for %j = %c0 to %ub step %c1 : i32 {
      tile_simt.store_tile %w, %p[%j] shape[%n] strides[%c1] : tensor<512xf32, #l>, !llvm.ptr<1>
    }
    %l = tile_simt.load_tile %p[%c0] shape[%n] strides[%c1] {unordered} : !llvm.ptr<1> -> tensor<512xf32, #l>
    tile_simt.store_tile %l, %p[%i] shape[%n] strides[%c1] : tensor<512xf32, #l>, !llvm.ptr<1>
  }
  gpu.return
}
}
