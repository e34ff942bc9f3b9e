// RUN: tile-opt %s -split-input-file --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

// Scratch buffers share bytes: a kernel's pool is its largest buffer (the
// others' arrays go), and a barrier separates one conversion's reads from
// the next one's writes. Two conversions in a row take three barriers:
// write, barrier, read, barrier, write, barrier, read.
#a = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#c = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: gpu.module @two
// CHECK: llvm.mlir.global internal @[[P:__tile_smem_[0-9]+]]() {{.*}} : !llvm.array<1024 x f32>
// CHECK-NOT: llvm.mlir.global
// CHECK-LABEL: gpu.func @in_a_row
// CHECK: llvm.mlir.addressof @[[P]]
// CHECK-COUNT-4: llvm.store {{.*}} : f32, !llvm.ptr<3>
// CHECK-NEXT: gpu.barrier
// CHECK-COUNT-4: llvm.load {{.*}} : !llvm.ptr<3> -> f32
// CHECK-NOT: gpu.barrier
// CHECK: llvm.mlir.addressof @[[P]]
// CHECK-NOT: llvm.store
// CHECK: gpu.barrier
// CHECK-NEXT: llvm.store
// CHECK-COUNT-7: llvm.store {{.*}} : f32, !llvm.ptr<3>
// CHECK-NEXT: gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
gpu.module @two {
gpu.func @in_a_row(%x: tensor<512xf32, #a>, %y: tensor<1024xf32, #a>) kernel {
  %c = tile_simt.convert_layout %x : tensor<512xf32, #a> -> tensor<512xf32, #c>
  %d = tile_simt.convert_layout %y : tensor<1024xf32, #a> -> tensor<1024xf32, #c>
  gpu.return
}
}

// -----

// A conversion in a loop ends each trip with a barrier (its next trip
// rewrites the buffer): the conversion after the loop needs no other.
// One before the loop is kept from the loop's writes by one barrier ahead
// of the loop, not one in every trip.
#a = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#c = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: gpu.func @loop
// CHECK-COUNT-4: llvm.load {{.*}} : !llvm.ptr<3> -> f32
// CHECK-NOT: llvm.store
// CHECK: gpu.barrier
// CHECK-NEXT: scf.for
// CHECK-NOT: gpu.barrier
// CHECK: llvm.store
// CHECK: gpu.barrier
// CHECK: llvm.load
// CHECK: gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK: llvm.store
// CHECK: gpu.barrier
// CHECK: llvm.load
// CHECK: gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK: scf.yield
// CHECK-NOT: gpu.barrier
// CHECK: llvm.store
// CHECK: gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
gpu.module @m {
gpu.func @loop(%x: tensor<512xf32, #a>, %n: index) kernel {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = tile_simt.convert_layout %x : tensor<512xf32, #a> -> tensor<512xf32, #c>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (tensor<512xf32, #a>) {
    %t = tile_simt.convert_layout %acc : tensor<512xf32, #a> -> tensor<512xf32, #c>
    %u = tile_simt.convert_layout %t : tensor<512xf32, #c> -> tensor<512xf32, #a>
    scf.yield %u : tensor<512xf32, #a>
  }
  %e = tile_simt.convert_layout %r : tensor<512xf32, #a> -> tensor<512xf32, #c>
  gpu.return
}
}

// -----

// Paths: a conversion in one branch of an if and one after it. The if has
// no barrier on the else path, so the one after needs its own; a reduction
// before the if conflicts with the branch's writes (inside the branch, as
// the branch is where the writes are).
#a = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#c = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: gpu.func @branch
// CHECK: llvm.store {{.*}} : f32, !llvm.ptr<3>
// CHECK: gpu.barrier
// CHECK-COUNT-4: llvm.load {{.*}} : !llvm.ptr<3> -> f32
// CHECK-NOT: gpu.barrier
// CHECK: scf.if
// CHECK-NOT: llvm.store
// CHECK: gpu.barrier
// CHECK-NEXT: llvm.store
// CHECK-COUNT-3: llvm.store {{.*}} : f32, !llvm.ptr<3>
// CHECK-NEXT: gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK: scf.yield
// CHECK-NOT: llvm.store
// CHECK: gpu.barrier
// CHECK-NEXT: llvm.store
// CHECK-COUNT-3: llvm.store {{.*}} : f32, !llvm.ptr<3>
// CHECK-NEXT: gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
gpu.module @m {
gpu.func @branch(%x: tensor<512xf32, #a>, %p: i1) kernel {
  %s = tile_simt.reduce %x axis = 0 : tensor<512xf32, #a> -> f32 {
  ^bb0(%u: f32, %v: f32):
    %t = arith.addf %u, %v : f32
    tile_simt.yield %t : f32
  }
  %r = scf.if %p -> (tensor<512xf32, #c>) {
    %t = tile_simt.convert_layout %x : tensor<512xf32, #a> -> tensor<512xf32, #c>
    scf.yield %t : tensor<512xf32, #c>
  } else {
    %t = tile_simt.splat %s : f32 -> tensor<512xf32, #c>
    scf.yield %t : tensor<512xf32, #c>
  }
  %e = tile_simt.convert_layout %x : tensor<512xf32, #a> -> tensor<512xf32, #c>
  gpu.return
}
}

// -----

// A store only some threads make (the owners of a replicated atomic's old
// values) sits in an scf.if whose condition differs between threads: the
// barrier goes before that if, never into it.
#r = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#a = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#c = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK-LABEL: gpu.func @guarded
// CHECK-COUNT-4: llvm.load {{.*}} : !llvm.ptr<3> -> f32
// CHECK: llvm.atomicrmw add
// CHECK-NOT: gpu.barrier
// CHECK: gpu.barrier
// CHECK-NEXT: scf.if
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} : i32, !llvm.ptr<3>
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
gpu.module @m {
gpu.func @guarded(%x: tensor<512xf32, #a>, %p: tensor<32xi64, #r>, %v: tensor<32xi32, #r>) kernel {
  %e = tile_simt.convert_layout %x : tensor<512xf32, #a> -> tensor<512xf32, #c>
  %0 = tile_simt.atomic_rmw add monotonic syncscope("device") %p, %v : tensor<32xi64, #r>, tensor<32xi32, #r>
  tile_simt.store_ptr %p, %0 : tensor<32xi64, #r>, tensor<32xi32, #r>
  gpu.return
}
}
