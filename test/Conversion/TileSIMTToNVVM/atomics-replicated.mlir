// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

// A layout larger than its tile (here 128 threads for 32 elements) holds
// each element in several threads: only the copy whose unwrapped
// coordinate is inside the tile updates memory, and the old values reach
// the other copies through shared memory. A scalar belongs to thread 0.
#r = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>

// CHECK: llvm.mlir.global internal @[[S1:__tile_smem_[0-9]+]]() {{.*}} : !llvm.array<1 x i32>
// CHECK: llvm.mlir.global internal @[[S0:__tile_smem_[0-9]+]]() {{.*}} : !llvm.array<32 x i32>
// CHECK-LABEL: gpu.func @rmw
// CHECK: %[[C:.*]] = arith.ori %{{.*}}, %{{.*}} : i32
// CHECK: %[[OWN:.*]] = arith.cmpi ult, %[[C]], %c32_i32 : i32
// CHECK: %[[OLD:.*]] = scf.if %[[OWN]] -> (i32) {
// CHECK:   llvm.atomicrmw add
// CHECK: llvm.mlir.addressof @[[S0]]
// CHECK-NOT: gpu.barrier
// CHECK: scf.if %[[OWN]] {
// CHECK:   llvm.store %[[OLD]], %{{.*}} : i32, !llvm.ptr<3>
// CHECK: gpu.barrier
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// Stores of replicated elements are guarded the same way.
// CHECK: %[[OWN2:.*]] = arith.cmpi ult, %{{.*}}, %{{.*}} : i32
// CHECK: scf.if %[[OWN2]] {
// CHECK:   llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : i32, !llvm.ptr<1>
// CHECK-LABEL: gpu.func @scalar
// CHECK: %[[T0:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : i32
// CHECK: scf.if %[[T0]] -> (i32) {
// CHECK:   llvm.cmpxchg
// CHECK: llvm.mlir.addressof @[[S1]]
// CHECK: gpu.barrier
// CHECK-NOT: gpu.barrier
// CHECK: scf.if %{{.*}} {
// CHECK:   llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : i32, !llvm.ptr<1>
gpu.module @m {
gpu.func @rmw(%a: tensor<32xi64, #r>, %v: tensor<32xi32, #r>, %o: !llvm.ptr<1>) kernel {
  %0 = tile_simt.atomic_rmw add monotonic syncscope("device") %a, %v : tensor<32xi64, #r>, tensor<32xi32, #r>
  tile_simt.store_ptr %a, %0 : tensor<32xi64, #r>, tensor<32xi32, #r>
  gpu.return
}
gpu.func @scalar(%p: !llvm.ptr<1>, %x: i32) kernel {
  %0 = tile_simt.atomic_cas monotonic monotonic syncscope("device") %p, %x, %x : !llvm.ptr<1>, i32
  tile_simt.store_ptr %p, %0 : !llvm.ptr<1>, i32
  gpu.return
}
}
