// RUN: tile-opt %s --tile-simt-remove-layout-conversions --canonicalize --split-input-file | FileCheck %s

#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#blk = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#col = #tile_simt.blocked<sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]>

// An accumulator converted out and back around a product with a broadcast
// row (attention's acc * alpha): the conversion back moves to the operands,
// where the accumulator's pair composes away and the broadcast's costs its
// 128-element source, fewer than the 128 x 64 one removed. What is left is
// one conversion of the row.
// CHECK-LABEL: gpu.func @rescale
// CHECK: %[[R:.*]] = tile_simt.convert_layout %{{.*}} : tensor<128x1xf32, #tile_simt.blocked<sizePerThread = [1, 1], threadsPerWarp = [32, 1]{{.*}}> -> tensor<128x1xf32, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4]
// CHECK: %[[B:.*]] = tile_simt.broadcast %[[R]]
// CHECK: arith.mulf %{{.*}}, %[[B]] : tensor<128x64xf32, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4]
// CHECK-NOT: convert_layout
// CHECK: gpu.return
gpu.module @m {
gpu.func @rescale(%acc: tensor<128x64xf32, #acc>, %alpha: tensor<128x1xf32, #col>) -> tensor<128x64xf32, #acc> {
  %0 = tile_simt.convert_layout %acc : tensor<128x64xf32, #acc> -> tensor<128x64xf32, #blk>
  %1 = tile_simt.convert_layout %alpha : tensor<128x1xf32, #col> -> tensor<128x1xf32, #blk>
  %2 = tile_simt.broadcast %1 : tensor<128x1xf32, #blk> -> tensor<128x64xf32, #blk>
  %3 = arith.mulf %0, %2 : tensor<128x64xf32, #blk>
  %4 = tile_simt.convert_layout %3 : tensor<128x64xf32, #blk> -> tensor<128x64xf32, #acc>
  gpu.return %4 : tensor<128x64xf32, #acc>
}
}

// -----

#a = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#p = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>

// An iota is rebuilt in the wanted layout: each thread computes its own
// coordinates.
// CHECK-LABEL: gpu.func @iota
// CHECK: tile_simt.iota : tensor<64xi32, #tile_simt.slice<dim = 0
// CHECK-NOT: convert_layout
gpu.module @m2 {
gpu.func @iota() -> tensor<64xi32, #tile_simt.slice<dim = 0, parent = #p>> {
  %0 = tile_simt.iota : tensor<64xi32, #a>
  %1 = tile_simt.convert_layout %0 : tensor<64xi32, #a> -> tensor<64xi32, #tile_simt.slice<dim = 0, parent = #p>>
  gpu.return %1 : tensor<64xi32, #tile_simt.slice<dim = 0, parent = #p>>
}
}

// -----

#k = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
#t = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>

// A product of a transpose (Q K^T) reads the keys as they are, with
// rhs_transposed (the transpose, now unused, goes).
// CHECK-LABEL: gpu.func @keys
// CHECK-SAME: (%[[Q:.*]]: tensor<64x128xf16, {{.*}}>, %[[K:.*]]: tensor<64x128xf16
// CHECK-NOT: convert_layout
// CHECK: tile_simt.mma %[[Q]], %[[K]], %{{.*}} {rhs_transposed} : tensor<64x128xf16, {{.*}}>, tensor<64x128xf16, {{.*}}> -> tensor<64x64xf32
gpu.module @m3 {
gpu.func @keys(%q: tensor<64x128xf16, #k>, %k: tensor<64x128xf16, #k>, %c: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %kt = tile_simt.convert_layout %k {permutation = array<i32: 1, 0>} : tensor<64x128xf16, #k> -> tensor<128x64xf16, #t>
  %r = tile_simt.mma %q, %kt, %c : tensor<64x128xf16, #k>, tensor<128x64xf16, #t> -> tensor<64x64xf32, #acc>
  gpu.return %r : tensor<64x64xf32, #acc>
}
}

// -----

#blk = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>

// A sliding-window mask (TileGym's attention variant: keep key - query in
// [lo, hi]) is five element-wise ops deep from its coordinates; each thread
// recomputes its own elements in the scores' layout instead of sending the
// mask through shared memory.
// CHECK-LABEL: gpu.func @window_mask
// CHECK-NOT: convert_layout
// CHECK: arith.select %{{.*}} : tensor<64x64xi1, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4]
gpu.module @m5 {
gpu.func @window_mask(%s: tensor<64x64xf32, #acc>, %q0: i32, %k0: i32, %lo: i32, %hi: i32) -> tensor<64x64xf32, #acc> {
  %qs = tile_simt.splat %q0 : i32 -> tensor<64x1xi32, #blk>
  %ks = tile_simt.splat %k0 : i32 -> tensor<1x64xi32, #blk>
  %i = tile_simt.iota : tensor<64xi32, #tile_simt.slice<dim = 1, parent = #blk>>
  %j = tile_simt.iota : tensor<64xi32, #tile_simt.slice<dim = 0, parent = #blk>>
  %ir = tile_simt.reshape %i : tensor<64xi32, #tile_simt.slice<dim = 1, parent = #blk>> -> tensor<64x1xi32, #blk>
  %jr = tile_simt.reshape %j : tensor<64xi32, #tile_simt.slice<dim = 0, parent = #blk>> -> tensor<1x64xi32, #blk>
  %row = arith.addi %qs, %ir : tensor<64x1xi32, #blk>
  %col0 = arith.addi %ks, %jr : tensor<1x64xi32, #blk>
  %ls = tile_simt.splat %lo : i32 -> tensor<1x64xi32, #blk>
  %col = arith.subi %col0, %ls : tensor<1x64xi32, #blk>
  %rb = tile_simt.broadcast %row : tensor<64x1xi32, #blk> -> tensor<64x64xi32, #blk>
  %cb = tile_simt.broadcast %col : tensor<1x64xi32, #blk> -> tensor<64x64xi32, #blk>
  %d = arith.subi %cb, %rb : tensor<64x64xi32, #blk>
  %los = tile_simt.splat %lo : i32 -> tensor<64x64xi32, #blk>
  %his = tile_simt.splat %hi : i32 -> tensor<64x64xi32, #blk>
  %ge = arith.cmpi sge, %d, %los : tensor<64x64xi32, #blk>
  %le = arith.cmpi sle, %d, %his : tensor<64x64xi32, #blk>
  %keep = arith.andi %ge, %le : tensor<64x64xi1, #blk>
  %keepA = tile_simt.convert_layout %keep : tensor<64x64xi1, #blk> -> tensor<64x64xi1, #acc>
  %ninf = arith.constant dense<-1.000000e+09> : tensor<64x64xf32, #acc>
  %r = arith.select %keepA, %s, %ninf : tensor<64x64xi1, #acc>, tensor<64x64xf32, #acc>
  gpu.return %r : tensor<64x64xf32, #acc>
}
}
