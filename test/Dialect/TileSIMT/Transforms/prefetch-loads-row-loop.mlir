// RUN: tile-opt %s --tile-simt-prefetch-loads=distance=1 --split-input-file | FileCheck %s

// A row loop (a CTA normalizing its rows one by one): the loads of the next
// row are issued before this row's reduction and store. They are
// `unordered` (weak, with a token no write made), so they may pass the
// store of the trip.
#l = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: gpu.func @rows
// CHECK: %[[X0:.*]] = tile_simt.load_tile %{{.*}}[%{{.*}}] {{.*}}unordered
// CHECK: scf.for %[[IV:.*]] = %{{.*}} to %{{.*}} step %[[ST:.*]] iter_args(%[[X:.*]] = %[[X0]])
// CHECK: %[[NEXT:.*]] = arith.addi %[[IV]], %[[ST]] : i32
// CHECK: %[[XN:.*]] = tile_simt.load_tile
// CHECK: tile_simt.reduce %[[X]]
// CHECK: tile_simt.store_tile
// CHECK: scf.yield %[[XN]]
gpu.module @m {
gpu.func @rows(%px: !llvm.ptr<1>, %py: !llvm.ptr<1>, %rows: i32, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  scf.for %i = %c0 to %c8 step %c1 : i32 {
    %off = arith.muli %i, %n : i32
    %x = tile_simt.load_tile %px[%off] shape[%n] strides[%c1] {unordered} : !llvm.ptr<1> -> tensor<512xf32, #l>
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

// The same loop whose load is ordered after the kernel's writes: it stays.
#l = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: gpu.func @ordered
// CHECK: scf.for
// CHECK-NEXT: arith.muli
// CHECK-NEXT: tile_simt.load_tile
gpu.module @m2 {
gpu.func @ordered(%px: !llvm.ptr<1>, %py: !llvm.ptr<1>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  scf.for %i = %c0 to %c8 step %c1 : i32 {
    %off = arith.muli %i, %n : i32
    %x = tile_simt.load_tile %px[%off] shape[%n] strides[%c1] : !llvm.ptr<1> -> tensor<512xf32, #l>
    tile_simt.store_tile %x, %py[%off] shape[%n] strides[%c1] : tensor<512xf32, #l>, !llvm.ptr<1>
  }
  gpu.return
}
}

// -----

// A loop that only reads (a row's sum over chunks): its loads move ahead
// whatever their tokens.
#l = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: gpu.func @chunks
// CHECK: tile_simt.load_tile
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %[[X:.*]] = %{{.*}})
// CHECK: %[[XN:.*]] = tile_simt.load_tile
// CHECK: arith.addf %{{.*}}, %[[X]]
// CHECK: scf.yield %{{.*}}, %[[XN]]
gpu.module @m3 {
gpu.func @chunks(%px: !llvm.ptr<1>, %n: i32, %chunks: i32, %z: tensor<512xf32, #l>) -> tensor<512xf32, #l> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c512 = arith.constant 512 : i32
  %r = scf.for %i = %c0 to %chunks step %c1 iter_args(%acc = %z) -> (tensor<512xf32, #l>) : i32 {
    %off = arith.muli %i, %c512 : i32
    %x = tile_simt.load_tile %px[%off] shape[%n] strides[%c1] : !llvm.ptr<1> -> tensor<512xf32, #l>
    %s = arith.addf %acc, %x : tensor<512xf32, #l>
    scf.yield %s : tensor<512xf32, #l>
  }
  gpu.return %r : tensor<512xf32, #l>
}
}

// -----

// A loop that runs once has no next trip: its load stays.
#l = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: gpu.func @once
// CHECK: scf.for
// CHECK-NEXT: arith.muli
// CHECK-NEXT: tile_simt.load_tile
gpu.module @m4 {
gpu.func @once(%px: !llvm.ptr<1>, %n: i32, %z: tensor<512xf32, #l>) -> tensor<512xf32, #l> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c512 = arith.constant 512 : i32
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %z) -> (tensor<512xf32, #l>) : i32 {
    %off = arith.muli %i, %c512 : i32
    %x = tile_simt.load_tile %px[%off] shape[%n] strides[%c1] : !llvm.ptr<1> -> tensor<512xf32, #l>
    %s = arith.addf %acc, %x : tensor<512xf32, #l>
    scf.yield %s : tensor<512xf32, #l>
  }
  gpu.return %r : tensor<512xf32, #l>
}
}
