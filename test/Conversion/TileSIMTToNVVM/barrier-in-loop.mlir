// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

// A cross-warp reduction in a for loop's body takes two halves of its
// buffer by trip parity ((iv - lb) / step mod 2): trip i + 1 writes the
// other half, and trip i + 2 writes this one only after every thread passed
// trip i + 1's barrier, so one barrier per trip is enough.
#b1 = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: gpu.func @in_for
// CHECK: scf.for %[[IV:.*]] = %[[LB:.*]] to %{{.*}} step %[[STEP:.*]] iter_args
// CHECK: %[[D:.*]] = arith.subi %[[IV]], %[[LB]] : index
// CHECK: %[[T:.*]] = arith.divui %[[D]], %[[STEP]] : index
// CHECK: %[[P:.*]] = arith.andi %[[T]], %{{.*}} : index
// CHECK: %[[P32:.*]] = arith.index_castui %[[P]] : index to i32
// CHECK: %[[OFF:.*]] = arith.muli %[[P32]], %{{.*}} : i32
// CHECK: %[[HALF:.*]] = llvm.getelementptr %{{.*}}[%[[OFF]]]
// CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// CHECK: gpu.barrier
// CHECK-COUNT-4: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK-NOT: gpu.barrier
// CHECK: scf.yield
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
gpu.module @m {
gpu.func @in_for(%f: f32, %lb: index, %n: index, %st: index) kernel {
  %r = scf.for %i = %lb to %n step %st iter_args(%acc = %f) -> (f32) {
    %x = tile_simt.splat %acc : f32 -> tensor<1024xf32, #b1>
    %s = tile_simt.reduce %x axis = 0 : tensor<1024xf32, #b1> -> f32 {
    ^bb0(%a: f32, %c: f32):
      %t = arith.addf %a, %c : f32
      tile_simt.yield %t : f32
    }
    scf.yield %s : f32
  }
  gpu.return
}
}

// -----

// In a loop nested in another, the inner loop's next run starts again at
// trip 0: one barrier after the inner loop, none in its trips.
#b1 = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: gpu.func @nested
// CHECK: scf.for
// CHECK: scf.for
// CHECK: gpu.barrier
// CHECK-COUNT-4: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK-NOT: gpu.barrier
// CHECK: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK: scf.yield
gpu.module @m {
gpu.func @nested(%f: f32, %n: index) kernel {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %j = %c0 to %n step %c1 iter_args(%o = %f) -> (f32) {
    %q = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %o) -> (f32) {
      %x = tile_simt.splat %acc : f32 -> tensor<1024xf32, #b1>
      %s = tile_simt.reduce %x axis = 0 : tensor<1024xf32, #b1> -> f32 {
      ^bb0(%a: f32, %c: f32):
        %t = arith.addf %a, %c : f32
        tile_simt.yield %t : f32
      }
      scf.yield %s : f32
    }
    scf.yield %q : f32
  }
  gpu.return
}
}

// -----

// A while loop has no trip count to take parity from: a second barrier
// keeps the next trip's writes behind this trip's reads. Outside a loop the
// first barrier is enough.
#b1 = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: gpu.func @in_while
// CHECK: scf.while
// CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// CHECK: gpu.barrier
// CHECK-COUNT-4: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK: gpu.barrier
// CHECK: scf.yield
gpu.module @m {
gpu.func @in_while(%f: f32, %lim: f32) kernel {
  %r = scf.while (%acc = %f) : (f32) -> f32 {
    %go = arith.cmpf olt, %acc, %lim : f32
    scf.condition(%go) %acc : f32
  } do {
  ^bb0(%acc: f32):
    %x = tile_simt.splat %acc : f32 -> tensor<1024xf32, #b1>
    %s = tile_simt.reduce %x axis = 0 : tensor<1024xf32, #b1> -> f32 {
    ^bb0(%a: f32, %c: f32):
      %t = arith.addf %a, %c : f32
      tile_simt.yield %t : f32
    }
    scf.yield %s : f32
  }
  gpu.return
}
}
