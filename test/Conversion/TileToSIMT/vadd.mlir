// RUN: tile-opt --cutile-rs-text %fixtures/cutile-rs/vadd_f32.ir.txt -convert-tile-to-simt | FileCheck %s
// RUN: tile-opt --cutile-rs-text %fixtures/cutile-rs/vadd_f32.ir.txt -convert-tile-to-simt=num-warps=8 | FileCheck %s --check-prefix=W8

// The entry becomes a kernel whose parameters are its rank-0 tiles in order.
// CHECK: module attributes {gpu.container_module}
// CHECK: gpu.module @vadd_f32_k
// CHECK-LABEL: gpu.func @vadd_f32_entry(%{{.*}}: !llvm.ptr<1>, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: !llvm.ptr<1>, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: !llvm.ptr<1>, %{{.*}}: i32, %{{.*}}: i32) kernel
// CHECK-SAME: known_block_size = array<i32: 128, 1, 1>
// CHECK: gpu.block_id {{ *}}x
// CHECK: tile_simt.load_tile {{.*}} : !llvm.ptr<1> -> tensor<1024xf32, #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>>
// CHECK: tile_simt.load_tile
// CHECK: arith.addf {{.*}} : tensor<1024xf32, #tile_simt.blocked
// CHECK: tile_simt.store_tile
// CHECK: gpu.return

// W8: known_block_size = array<i32: 256, 1, 1>
// W8: warpsPerCTA = [8]
