// RUN: tile-opt %s --tile-simt-remove-layout-conversions --split-input-file | FileCheck %s

// A gather's index vectors are made in one dimension and reshaped into the
// 4-d pointer tile (unit dims around the one they index). The tile's layout
// spreads threads over those unit dims, which no layout of the vector's
// shape can say, so the reshape cannot simply take the conversion across.
// The conversion then reshapes too and moves on through the element-wise
// chain: iota, splats and broadcasts are rebuilt in the tile's layout at the
// 4-d shape (each thread computes the entries its own elements read), and
// what is loaded is loaded again at that shape. TileGym's paged prefill
// loops: 19 conversions per trip -> 2 (the gathered K and V tiles).

#v = #tile_simt.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]>
#v4 = #tile_simt.blocked<sizePerThread = [1, 2, 1, 1], threadsPerWarp = [1, 32, 1, 1], warpsPerCTA = [1, 8, 1, 1], order = [3, 2, 1, 0]>
#t = #tile_simt.blocked<sizePerThread = [1, 1, 1, 2], threadsPerWarp = [1, 1, 1, 32], warpsPerCTA = [2, 4, 1, 1], order = [3, 2, 1, 0]>

// CHECK-LABEL: gpu.func @row_index
// CHECK-NOT: convert_layout
// CHECK: %[[I:.*]] = tile_simt.iota : tensor<1x16x1x1xi64, #tile_simt.blocked<sizePerThread = [1, 1, 1, 2], threadsPerWarp = [1, 1, 1, 32], warpsPerCTA = [2, 4, 1, 1]
// CHECK-NOT: convert_layout
// CHECK: arith.addi %{{.*}}, %[[I]] : tensor<1x16x1x1xi64, #tile_simt.blocked<sizePerThread = [1, 1, 1, 2]
// CHECK-NOT: convert_layout
// CHECK: arith.muli {{.*}} : tensor<1x16x1x1xi64
// CHECK-NOT: convert_layout
// CHECK: arith.cmpi ult, {{.*}} : tensor<1x16x1x1xi64
// CHECK-NOT: convert_layout
// CHECK: gpu.return
gpu.module @m {
gpu.func @row_index(%base: i64, %stride: i64, %n: i64) -> (tensor<2x16x1x128xi64, #t>, tensor<2x16x1x128xi1, #t>) {
  %i = tile_simt.iota : tensor<16xi64, #v>
  %s = tile_simt.splat %base : i64 -> tensor<1xi64, #v>
  %sb = tile_simt.broadcast %s : tensor<1xi64, #v> -> tensor<16xi64, #v>
  %row = arith.addi %sb, %i : tensor<16xi64, #v>
  %st = tile_simt.splat %stride : i64 -> tensor<1xi64, #v>
  %stb = tile_simt.broadcast %st : tensor<1xi64, #v> -> tensor<16xi64, #v>
  %off = arith.muli %row, %stb : tensor<16xi64, #v>
  %nn = tile_simt.splat %n : i64 -> tensor<1xi64, #v>
  %nb = tile_simt.broadcast %nn : tensor<1xi64, #v> -> tensor<16xi64, #v>
  %in = arith.cmpi ult, %row, %nb : tensor<16xi64, #v>
  %off4 = tile_simt.reshape %off : tensor<16xi64, #v> -> tensor<1x16x1x1xi64, #v4>
  %offc = tile_simt.convert_layout %off4 : tensor<1x16x1x1xi64, #v4> -> tensor<1x16x1x1xi64, #t>
  %offb = tile_simt.broadcast %offc : tensor<1x16x1x1xi64, #t> -> tensor<2x16x1x128xi64, #t>
  %in4 = tile_simt.reshape %in : tensor<16xi1, #v> -> tensor<1x16x1x1xi1, #v4>
  %inc = tile_simt.convert_layout %in4 : tensor<1x16x1x1xi1, #v4> -> tensor<1x16x1x1xi1, #t>
  %inb = tile_simt.broadcast %inc : tensor<1x16x1x1xi1, #t> -> tensor<2x16x1x128xi1, #t>
  gpu.return %offb, %inb : tensor<2x16x1x128xi64, #t>, tensor<2x16x1x128xi1, #t>
}
}

// -----

#v = #tile_simt.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]>
#v4 = #tile_simt.blocked<sizePerThread = [2, 1, 1, 1], threadsPerWarp = [32, 1, 1, 1], warpsPerCTA = [8, 1, 1, 1], order = [3, 2, 1, 0]>
#t = #tile_simt.blocked<sizePerThread = [1, 1, 1, 2], threadsPerWarp = [1, 1, 1, 32], warpsPerCTA = [2, 4, 1, 1], order = [3, 2, 1, 0]>

// Page indices read from memory, by the offset and by the mask: the two
// conversions of the widened entries are one, which moves on through the
// widening to the load, issued at the 4-d shape (each inserted unit dim at
// offset 0 of extent 1). Each thread loads the entry its elements use.
// CHECK-LABEL: gpu.func @page_index
// CHECK-NOT: convert_layout
// CHECK: %[[L:.*]] = tile_simt.load_tile {{.*}} -> tensor<2x1x1x1xi32, #tile_simt.blocked<sizePerThread = [1, 1, 1, 2]
// CHECK: %[[W:.*]] = arith.extui %[[L]] : tensor<2x1x1x1xi32
// CHECK: arith.muli %[[W]], {{.*}} : tensor<2x1x1x1xi64
// CHECK: arith.cmpi ult, %[[W]], {{.*}} : tensor<2x1x1x1xi64
// CHECK-NOT: convert_layout
// CHECK: gpu.return
gpu.module @m {
gpu.func @page_index(%p: !llvm.ptr<1>, %at: i32, %n: i32, %stride: i64, %pages: i64) -> (tensor<2x16x1x128xi64, #t>, tensor<2x16x1x128xi1, #t>) {
  %c1 = arith.constant 1 : i32
  %pg = tile_simt.load_tile %p[%at] shape[%n] strides[%c1] : !llvm.ptr<1> -> tensor<2xi32, #v>
  %w = arith.extui %pg : tensor<2xi32, #v> to tensor<2xi64, #v>
  %st = tile_simt.splat %stride : i64 -> tensor<1xi64, #v>
  %stb = tile_simt.broadcast %st : tensor<1xi64, #v> -> tensor<2xi64, #v>
  %off = arith.muli %w, %stb : tensor<2xi64, #v>
  %np = tile_simt.splat %pages : i64 -> tensor<1xi64, #v>
  %npb = tile_simt.broadcast %np : tensor<1xi64, #v> -> tensor<2xi64, #v>
  %in = arith.cmpi ult, %w, %npb : tensor<2xi64, #v>
  %off4 = tile_simt.reshape %off : tensor<2xi64, #v> -> tensor<2x1x1x1xi64, #v4>
  %offc = tile_simt.convert_layout %off4 : tensor<2x1x1x1xi64, #v4> -> tensor<2x1x1x1xi64, #t>
  %offb = tile_simt.broadcast %offc : tensor<2x1x1x1xi64, #t> -> tensor<2x16x1x128xi64, #t>
  %in4 = tile_simt.reshape %in : tensor<2xi1, #v> -> tensor<2x1x1x1xi1, #v4>
  %inc = tile_simt.convert_layout %in4 : tensor<2x1x1x1xi1, #v4> -> tensor<2x1x1x1xi1, #t>
  %inb = tile_simt.broadcast %inc : tensor<2x1x1x1xi1, #t> -> tensor<2x16x1x128xi1, #t>
  gpu.return %offb, %inb : tensor<2x16x1x128xi64, #t>, tensor<2x16x1x128xi1, #t>
}
}

// -----

#v = #tile_simt.blocked<sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [16], order = [0]>
#t = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [16, 1], order = [1, 0]>

// A weight vector loaded in one dimension and read as a column of the
// 32 x 1024 tile (layer norm over dim 0): loaded again in the slice of the
// tile's layout, which reshapes into it without moving registers.
// CHECK-LABEL: gpu.func @column
// CHECK: %[[L:.*]] = tile_simt.load_tile %arg0[%arg1] {{.*}} -> tensor<32xbf16, #tile_simt.slice<dim = 1
// CHECK: %[[R:.*]] = tile_simt.reshape %[[L]]
// CHECK-NOT: convert_layout
// CHECK: tile_simt.broadcast %[[R]]
gpu.module @m {
gpu.func @column(%p: !llvm.ptr<1>, %at: i32, %n: i32) -> tensor<32x1024xbf16, #t> {
  %c1 = arith.constant 1 : i32
  %w = tile_simt.load_tile %p[%at] shape[%n] strides[%c1] : !llvm.ptr<1> -> tensor<32xbf16, #v>
  %c = tile_simt.convert_layout %w : tensor<32xbf16, #v> -> tensor<32x1xbf16, #t>
  %b = tile_simt.broadcast %c : tensor<32x1xbf16, #t> -> tensor<32x1024xbf16, #t>
  gpu.return %b : tensor<32x1024xbf16, #t>
}
}

// -----

#v = #tile_simt.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]>
#t = #tile_simt.blocked<sizePerThread = [1, 1, 1, 2], threadsPerWarp = [1, 1, 1, 32], warpsPerCTA = [2, 4, 1, 1], order = [3, 2, 1, 0]>

// Page entries loaded in one dimension and read along dim 0 of the 4-d
// tile, whose threads are spread over the three unit dims: no layout of the
// entries' shape reshapes into it, so they are loaded at the 4-d shape, each
// new unit dim read at offset 0 of extent 1.
// CHECK-LABEL: gpu.func @pages
// CHECK: %[[L:.*]] = tile_simt.load_tile %arg0[%arg1, %c0_i32, %c0_i32, %c0_i32] shape[%arg2, %c1_i32, %c1_i32, %c1_i32] strides[%c1_i32, %c1_i32, %c1_i32, %c1_i32] {{.*}} -> tensor<2x1x1x1xi32, #tile_simt.blocked<sizePerThread = [1, 1, 1, 2]
// CHECK-NOT: convert_layout
// CHECK: tile_simt.broadcast %[[L]]
gpu.module @m {
gpu.func @pages(%p: !llvm.ptr<1>, %at: i32, %n: i32) -> tensor<2x16x1x128xi32, #t> {
  %c1 = arith.constant 1 : i32
  %w = tile_simt.load_tile %p[%at] shape[%n] strides[%c1] : !llvm.ptr<1> -> tensor<2xi32, #v>
  %c = tile_simt.convert_layout %w : tensor<2xi32, #v> -> tensor<2x1x1x1xi32, #t>
  %b = tile_simt.broadcast %c : tensor<2x1x1x1xi32, #t> -> tensor<2x16x1x128xi32, #t>
  gpu.return %b : tensor<2x16x1x128xi32, #t>
}
}
