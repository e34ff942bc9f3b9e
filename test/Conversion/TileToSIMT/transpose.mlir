// RUN: tile-opt --cutile-rs-text %fixtures/cutile-rs/transpose_f32.ir.txt -convert-tile-to-simt | FileCheck %s

// permute moves data through shared memory with padded rows.
// CHECK-LABEL: gpu.func @transpose_f32_entry
// CHECK: tile_simt.load_tile {{.*}} -> tensor<32x32xf32
// CHECK: tile_simt.convert_layout {{.*}}permutation = array<i32: 1, 0>{{.*}}shared = #tile_simt.shared<vec = 1, perPhase = 1, maxPhase = 1, padding = 1, order = [1, 0]>
// CHECK: tile_simt.store_tile
