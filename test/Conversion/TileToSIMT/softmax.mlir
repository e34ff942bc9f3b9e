// RUN: tile-opt --cutile-rs-text %fixtures/cutile-rs/softmax_rows_f32.ir.txt -convert-tile-to-simt | FileCheck %s

// A row per warp: the reduction stays inside warps; reshape and broadcast
// keep registers in place (no shared memory).
// CHECK-LABEL: gpu.func @softmax_rows_f32_entry
// CHECK: %[[X:.*]] = tile_simt.load_tile {{.*}}padding(%{{.*}} : f32){{.*}} -> tensor<4x1024xf32, #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>>
// CHECK: tile_simt.reduce %[[X]] axis = 1 : {{.*}} -> tensor<4xf32, #tile_simt.slice<dim = 1, parent = <sizePerThread = [1, 4]
// CHECK: arith.maxnumf
// CHECK: tile_simt.reshape {{.*}} -> tensor<4x1xf32, #tile_simt.blocked<sizePerThread = [1, 4]
// CHECK: tile_simt.broadcast {{.*}} -> tensor<4x1024xf32, #tile_simt.blocked<sizePerThread = [1, 4]
// CHECK: math.exp
// CHECK: tile_simt.reduce
// CHECK: arith.addf
// CHECK: arith.divf
// CHECK-NOT: convert_layout
// CHECK: tile_simt.store_tile
