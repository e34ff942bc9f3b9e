// RUN: tile-opt %s --cse --canonicalize | FileCheck %s

// A weak load_ptr only reads: an unused one goes, and two of one address
// with no write between them are one. An atomic one orders the accesses
// around it (a write effect to MLIR): it stays, unused or repeated.
// CHECK-LABEL: gpu.func @weak
// CHECK-COUNT-1: tile_simt.load_ptr
// CHECK-NOT: tile_simt.load_ptr
// CHECK: arith.addi %[[X:.*]], %[[X]] : i32
// CHECK-LABEL: gpu.func @atomic
// CHECK-COUNT-3: tile_simt.load_ptr atomic acquire
gpu.module @m {
gpu.func @weak(%p: !llvm.ptr<1>, %m: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %unused = tile_simt.load_ptr %p mask %m : i1 other %c0 : i32 : !llvm.ptr<1> -> i32
  %a = tile_simt.load_ptr %p : !llvm.ptr<1> -> i32
  %b = tile_simt.load_ptr %p : !llvm.ptr<1> -> i32
  %s = arith.addi %a, %b : i32
  gpu.return %s : i32
}
gpu.func @atomic(%p: !llvm.ptr<1>) -> i32 {
  %unused = tile_simt.load_ptr atomic acquire %p : !llvm.ptr<1> -> i32
  %a = tile_simt.load_ptr atomic acquire %p : !llvm.ptr<1> -> i32
  %b = tile_simt.load_ptr atomic acquire %p : !llvm.ptr<1> -> i32
  %s = arith.addi %a, %b : i32
  gpu.return %s : i32
}
}
