// RUN: tile-translate --cudatilebc-to-mlir %S/../../Fixtures/python/attention_fwd.v13_3.tileirbc | tile-opt --convert-tile-to-simt="num-warps=4" --canonicalize --cse --tile-simt-remove-layout-conversions | FileCheck %s

// The attention fixture (cuTile Python, 64 x 64 tiles, online softmax):
// the scores S = Q K^T are reduced along their rows and P = exp2(S - max)
// is the A operand of P V. Both products get the accumulator layout with
// warps along M only ([4, 1]: every row in one warp, so the row max and
// sum are shuffles only); Q, loaded before the loop, is loaded in that
// layout (an A operand read from registers); the keys' transpose is folded
// into the product (rhs_transposed). Inside the loops no tile changes
// layout: the statistics live in slices of the accumulator layout.
// CHECK-LABEL: gpu.func @attention_fwd
// CHECK: %[[Q:.*]] = tile_simt.reshape %{{.*}} -> tensor<64x64xf16, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>>
// CHECK: scf.for
// CHECK-NOT: tile_simt.convert_layout
// CHECK: %[[S:.*]] = tile_simt.mma %[[Q]], %{{.*}}, %{{.*}} {rhs_transposed} : {{.*}} -> tensor<64x64xf32, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>>
// CHECK-NOT: tile_simt.convert_layout
// CHECK: tile_simt.reduce %{{.*}} axis = 1 : tensor<64x64xf32, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>>
// CHECK-NOT: tile_simt.convert_layout
// CHECK: tile_simt.mma %{{.*}} : tensor<64x64xf16, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>>, {{.*}} -> tensor<64x64xf32, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>>
// CHECK-NOT: tile_simt.convert_layout
// CHECK: scf.yield
