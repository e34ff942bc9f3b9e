// RUN: tile-opt %s --tile-simt-prefetch-loads --split-input-file | FileCheck %s
// RUN: tile-opt %s --tile-simt-prefetch-loads=distance=2 --split-input-file | FileCheck %s --check-prefix=TWO

// A row loop whose load carries a `latency` hint of 6 (heavy DRAM
// traffic): loaded 3 trips ahead (the ring depth 4 tile-simt-pipeline-mma
// gives that hint, less the slot being read). The first three rows are
// loaded before the loop, which carries three tiles; each trip loads the
// row three steps on and passes the other two down. distance=2 does not
// override the hint.
#l = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: gpu.func @hinted
// CHECK: %[[X0:.*]] = tile_simt.load_tile %{{.*}} {{.*}}latency = 6
// CHECK: %[[X1:.*]] = tile_simt.load_tile %{{.*}} {{.*}}latency = 6
// CHECK: %[[X2:.*]] = tile_simt.load_tile %{{.*}} {{.*}}latency = 6
// CHECK: scf.for %[[IV:.*]] = %{{.*}} to %{{.*}} step %[[ST:.*]] iter_args(%[[A:.*]] = %[[X0]], %[[B:.*]] = %[[X1]], %[[C:.*]] = %[[X2]])
// CHECK: %[[K:.*]] = arith.constant 3 : i32
// CHECK: %[[D:.*]] = arith.muli %[[ST]], %[[K]] : i32
// CHECK: %[[NEXT:.*]] = arith.addi %[[IV]], %[[D]] : i32
// CHECK: %[[XN:.*]] = tile_simt.load_tile
// CHECK: tile_simt.reduce %[[A]]
// CHECK: scf.yield %[[B]], %[[C]], %[[XN]]
// TWO-LABEL: gpu.func @hinted
// TWO: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}})
gpu.module @m {
gpu.func @hinted(%px: !llvm.ptr<1>, %py: !llvm.ptr<1>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  scf.for %i = %c0 to %c8 step %c1 : i32 {
    %off = arith.muli %i, %n : i32
    %x = tile_simt.load_tile %px[%off] shape[%n] strides[%c1] {latency = 6 : i64, unordered} : !llvm.ptr<1> -> tensor<512xf32, #l>
    %s = tile_simt.reduce %x axis = 0 : tensor<512xf32, #l> -> f32 {
    ^bb0(%a: f32, %b: f32):
      %t = arith.addf %a, %b : f32
      tile_simt.yield %t : f32
    }
    %sp = tile_simt.splat %s : f32 -> tensor<1xf32, #l>
    %sb = tile_simt.broadcast %sp : tensor<1xf32, #l> -> tensor<512xf32, #l>
    %y = arith.divf %x, %sb : tensor<512xf32, #l>
    tile_simt.store_tile %y, %py[%off] shape[%n] strides[%c1] : tensor<512xf32, #l>, !llvm.ptr<1>
  }
  gpu.return
}
}

// -----

// Without a hint the pass option sets a row loop's distance (3 by
// default; a K loop's is 1: prefetch-loads.mlir). A loop of 2 trips has one
// to load ahead at most, whatever the hint asks.
#l = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: gpu.func @unhinted
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (tensor<512xf32, {{.*}}>, tensor<512xf32, {{.*}}>, tensor<512xf32
// CHECK-LABEL: gpu.func @two_trips
// CHECK: scf.for {{.*}} iter_args(%{{[^,]*}} = %{{[^,]*}}) -> (tensor<512xf32
// TWO-LABEL: gpu.func @unhinted
// TWO: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (tensor<512xf32, {{.*}}>, tensor<512xf32
// TWO-LABEL: gpu.func @two_trips
// TWO: scf.for {{.*}} iter_args(%{{[^,]*}} = %{{[^,]*}}) -> (tensor<512xf32
gpu.module @m2 {
gpu.func @unhinted(%px: !llvm.ptr<1>, %py: !llvm.ptr<1>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  scf.for %i = %c0 to %c8 step %c1 : i32 {
    %off = arith.muli %i, %n : i32
    %x = tile_simt.load_tile %px[%off] shape[%n] strides[%c1] {unordered} : !llvm.ptr<1> -> tensor<512xf32, #l>
    tile_simt.store_tile %x, %py[%off] shape[%n] strides[%c1] : tensor<512xf32, #l>, !llvm.ptr<1>
  }
  gpu.return
}
gpu.func @two_trips(%px: !llvm.ptr<1>, %py: !llvm.ptr<1>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  scf.for %i = %c0 to %c2 step %c1 : i32 {
    %off = arith.muli %i, %n : i32
    %x = tile_simt.load_tile %px[%off] shape[%n] strides[%c1] {latency = 10 : i64, unordered} : !llvm.ptr<1> -> tensor<512xf32, #l>
    tile_simt.store_tile %x, %py[%off] shape[%n] strides[%c1] : tensor<512xf32, #l>, !llvm.ptr<1>
  }
  gpu.return
}
}
