// RUN: tile-opt %s --tile-simt-remove-layout-conversions --canonicalize --split-input-file | FileCheck %s

#k = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#t = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>

// A^T B^T (TileGym's *_tatb GEMMs): both operands are read as they are,
// with lhs_transposed and rhs_transposed; the transposes go.
// CHECK-LABEL: gpu.func @tatb
// CHECK-SAME: (%[[A:[^:]*]]: tensor<64x128xf16, {{[^%]*}}>, %[[B:[^:]*]]: tensor<64x64xf16
// CHECK-NOT: convert_layout
// CHECK: tile_simt.mma %[[A]], %[[B]], %{{.*}} {lhs_transposed, rhs_transposed} : tensor<64x128xf16, {{.*}}>, tensor<64x64xf16, {{.*}}> -> tensor<128x64xf32
gpu.module @m {
gpu.func @tatb(%a: tensor<64x128xf16, #k>, %b: tensor<64x64xf16, #k>, %c: tensor<128x64xf32, #acc>) -> tensor<128x64xf32, #acc> {
  %at = tile_simt.convert_layout %a {permutation = array<i32: 1, 0>} : tensor<64x128xf16, #k> -> tensor<128x64xf16, #t>
  %bt = tile_simt.convert_layout %b {permutation = array<i32: 1, 0>} : tensor<64x64xf16, #k> -> tensor<64x64xf16, #t>
  %r = tile_simt.mma %at, %bt, %c : tensor<128x64xf16, #t>, tensor<64x64xf16, #t> -> tensor<128x64xf32, #acc>
  gpu.return %r : tensor<128x64xf32, #acc>
}
}

// -----

#k3 = #tile_simt.blocked<sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]>
#t3 = #tile_simt.blocked<sizePerThread = [1, 1, 8], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>

// One matrix of a batched load, transposed and then reshaped to 2-d (the
// persistent bmm's A^T): the reshape is redone on the loaded tile, as a
// slice of its layout, and the product reads that with lhs_transposed.
// CHECK-LABEL: gpu.func @batched
// CHECK-SAME: (%[[A:[^:]*]]: tensor<1x64x128xf16, {{[^%]*}}>, %[[B:[^:]*]]: tensor
// CHECK-NOT: convert_layout
// CHECK: %[[R:.*]] = tile_simt.reshape %[[A]] : tensor<1x64x128xf16, #tile_simt.blocked<sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], {{.*}}>> -> tensor<64x128xf16, #tile_simt.slice<dim = 0, parent = <sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], {{.*}}>>>
// CHECK: tile_simt.mma %[[R]], %[[B]], %{{.*}} {lhs_transposed} : tensor<64x128xf16, #tile_simt.slice<dim = 0, {{.*}}>>, tensor<64x64xf16
gpu.module @m2 {
gpu.func @batched(%a: tensor<1x64x128xf16, #k3>, %b: tensor<64x64xf16, #acc>, %c: tensor<128x64xf32, #acc>) -> tensor<128x64xf32, #acc> {
  %at = tile_simt.convert_layout %a {permutation = array<i32: 0, 2, 1>} : tensor<1x64x128xf16, #k3> -> tensor<1x128x64xf16, #t3>
  %a2 = tile_simt.reshape %at : tensor<1x128x64xf16, #t3> -> tensor<128x64xf16, #tile_simt.slice<dim = 0, parent = #t3>>
  %r = tile_simt.mma %a2, %b, %c : tensor<128x64xf16, #tile_simt.slice<dim = 0, parent = #t3>>, tensor<64x64xf16, #acc> -> tensor<128x64xf32, #acc>
  gpu.return %r : tensor<128x64xf32, #acc>
}
}

// -----

#k = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>

// A conversion without a permutation is no transpose: left alone.
// CHECK-LABEL: gpu.func @plain
// CHECK: tile_simt.convert_layout
// CHECK-NOT: transposed
gpu.module @m3 {
gpu.func @plain(%a: tensor<64x64xf16, #k>, %b: tensor<64x64xf16, #acc>, %c: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %a2 = tile_simt.convert_layout %a : tensor<64x64xf16, #k> -> tensor<64x64xf16, #acc>
  %r = tile_simt.mma %a2, %b, %c : tensor<64x64xf16, #acc>, tensor<64x64xf16, #acc> -> tensor<64x64xf32, #acc>
  gpu.return %r : tensor<64x64xf32, #acc>
}
}
