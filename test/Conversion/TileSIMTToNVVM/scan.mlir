// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

#rows = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#b1 = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#own = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]>

// Only the scan across warps needs shared memory (2 repetitions x 4 warps).
// CHECK: llvm.mlir.global internal @__tile_smem_0() {{.*}} : !llvm.array<8 x i32>
// CHECK-NOT: llvm.mlir.global

// A row per warp (1024 = 8 repetitions x 32 lanes x 4 registers): in-thread
// scans, shfl.up by 1, 2, 4, 8, 16 on the chunk totals, the exclusive
// prefix from the lane below, the warp total from lane 31 (idx), and a
// carry across repetitions in registers: no shared memory.
// CHECK-LABEL: gpu.func @scan_row_per_warp
// CHECK-NOT: llvm.mlir.addressof
// CHECK-NOT: gpu.barrier
// CHECK: gpu.shuffle  up %{{.*}}, %c1_i32
// CHECK: gpu.shuffle  up %{{.*}}, %c2_i32
// CHECK: gpu.shuffle  up %{{.*}}, %c4_i32
// CHECK: gpu.shuffle  up %{{.*}}, %c8_i32
// CHECK: gpu.shuffle  up %{{.*}}, %c16_i32
// CHECK: gpu.shuffle  up %{{.*}}, %c1_i32
// CHECK: gpu.shuffle  idx
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
gpu.module @m {
gpu.func @scan_row_per_warp(%f: f32) kernel {
  %x = tile_simt.splat %f : f32 -> tensor<4x1024xf32, #rows>
  %s = tile_simt.scan %x axis = 1 : tensor<4x1024xf32, #rows> -> tensor<4x1024xf32, #rows> {
  ^bb0(%a: f32, %c: f32):
    %t = arith.addf %a, %c : f32
    tile_simt.yield %t : f32
  }
  gpu.return
}

// Four warps split the axis: their totals go through shared memory,
// behind one barrier (a second only in loops, where a later trip rewrites
// the buffer).
// CHECK-LABEL: gpu.func @scan_across_warps
// CHECK: gpu.shuffle  up
// CHECK: llvm.store %{{.*}}, %{{.*}} : i32, !llvm.ptr<3>
// CHECK: gpu.barrier
// CHECK-COUNT-8: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
gpu.func @scan_across_warps(%v: i32) kernel {
  %x = tile_simt.splat %v : i32 -> tensor<1024xi32, #b1>
  %s = tile_simt.scan %x axis = 0 : tensor<1024xi32, #b1> -> tensor<1024xi32, #b1> {
  ^bb0(%a: i32, %c: i32):
    %t = arith.muli %a, %c : i32
    tile_simt.yield %t : i32
  }
  gpu.return
}

// `reverse` walks from the end: shfl.down, and the total comes from lane 0.
// CHECK-LABEL: gpu.func @scan_reverse
// CHECK: gpu.shuffle  down %{{.*}}, %c1_i32
// CHECK: gpu.shuffle  down %{{.*}}, %c16_i32
// CHECK: gpu.shuffle  idx
// CHECK-NOT: gpu.shuffle  up
// CHECK: gpu.return
gpu.func @scan_reverse(%f: f32) kernel {
  %x = tile_simt.splat %f : f32 -> tensor<4x1024xf32, #rows>
  %s = tile_simt.scan %x axis = 1 reverse : tensor<4x1024xf32, #rows> -> tensor<4x1024xf32, #rows> {
  ^bb0(%a: f32, %c: f32):
    %t = arith.maximumf %a, %c : f32
    tile_simt.yield %t : f32
  }
  gpu.return
}

// An axis held whole by each thread needs no shuffles: 7 in-thread
// combines per row (the first element is its own prefix).
// CHECK-LABEL: gpu.func @scan_in_thread
// CHECK-NOT: gpu.shuffle
// CHECK-COUNT-7: arith.addf
// CHECK-NOT: arith.addf
// CHECK: gpu.return
gpu.func @scan_in_thread(%f: f32) kernel {
  %x = tile_simt.splat %f : f32 -> tensor<128x8xf32, #own>
  %s = tile_simt.scan %x axis = 1 : tensor<128x8xf32, #own> -> tensor<128x8xf32, #own> {
  ^bb0(%a: f32, %c: f32):
    %t = arith.addf %a, %c : f32
    tile_simt.yield %t : f32
  }
  gpu.return
}
}
