// RUN: tile-opt %s --tile-simt-fold-access-guards | FileCheck %s

// An scf.if around one load_tile (else: a splat of its padding) or one
// store_tile becomes the access with extent select(cond, extent, 0): the
// pure address arithmetic moves out, nothing branches. A load whose else
// yields another value than its padding, or an if that also does other
// work, stays.
#l = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: gpu.func @guarded
// CHECK-NOT: scf.if
// CHECK: %[[P:.*]] = llvm.getelementptr %arg0[%arg3]
// CHECK: %[[E:.*]] = arith.select %arg1, %arg2, %{{.*}} : i64
// CHECK: %[[T:.*]] = tile_simt.load_tile %[[P]][%c0_i64] shape[%[[E]]]
// CHECK: %[[Q:.*]] = llvm.getelementptr %arg4[%arg3]
// CHECK: %[[E2:.*]] = arith.select %arg1, %arg2, %{{.*}} : i64
// CHECK: tile_simt.store_tile %[[T]], %[[Q]][%c0_i64] shape[%[[E2]]]
// CHECK-LABEL: gpu.func @not_padding
// CHECK: scf.if
// CHECK: tile_simt.load_tile
gpu.module @m {
gpu.func @guarded(%p: !llvm.ptr<1>, %c: i1, %n: i64, %row: i64, %q: !llvm.ptr<1>) kernel {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %pad = arith.constant 0.0 : f32
  %cst = arith.constant dense<0.0> : tensor<1xf32, #l>
  %t = scf.if %c -> (tensor<512xf32, #l>) {
    %a = llvm.getelementptr %p[%row] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %v = tile_simt.load_tile %a[%c0] shape[%n] strides[%c1] index i64 padding(%pad : f32) : !llvm.ptr<1> -> tensor<512xf32, #l>
    scf.yield %v : tensor<512xf32, #l>
  } else {
    %z = tile_simt.broadcast %cst : tensor<1xf32, #l> -> tensor<512xf32, #l>
    scf.yield %z : tensor<512xf32, #l>
  }
  scf.if %c {
    %b = llvm.getelementptr %q[%row] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    tile_simt.store_tile %t, %b[%c0] shape[%n] strides[%c1] index i64 : tensor<512xf32, #l>, !llvm.ptr<1>
  }
  gpu.return
}
gpu.func @not_padding(%p: !llvm.ptr<1>, %c: i1, %n: i64, %q: !llvm.ptr<1>) kernel {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %pad = arith.constant 0.0 : f32
  %cst = arith.constant dense<1.0> : tensor<1xf32, #l>
  %t = scf.if %c -> (tensor<512xf32, #l>) {
    %v = tile_simt.load_tile %p[%c0] shape[%n] strides[%c1] index i64 padding(%pad : f32) : !llvm.ptr<1> -> tensor<512xf32, #l>
    scf.yield %v : tensor<512xf32, #l>
  } else {
    %z = tile_simt.broadcast %cst : tensor<1xf32, #l> -> tensor<512xf32, #l>
    scf.yield %z : tensor<512xf32, #l>
  }
  tile_simt.store_tile %t, %q[%c0] shape[%n] strides[%c1] index i64 : tensor<512xf32, #l>, !llvm.ptr<1>
  gpu.return
}
}
