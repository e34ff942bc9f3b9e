// RUN: tile-opt %s --tile-simt-remove-layout-conversions --canonicalize --split-input-file | FileCheck %s
// RUN: tile-opt %s --tile-simt-remove-layout-conversions=rematerialize-loads=false --split-input-file | FileCheck %s --check-prefix=KEEP

#row = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]>
#vec = #tile_simt.blocked<sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#vec2 = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]>

// The rmsnorm weight: load (1-D layout) -> extf -> reshape -> broadcast ->
// convert to the rows' layout. The load itself is re-issued in the slice of
// the rows' layout; no conversion is left.
// CHECK-LABEL: gpu.func @weight_chain
// CHECK: %[[W:.*]] = tile_simt.load_tile {{.*}} -> tensor<2048xf16, #tile_simt.slice<dim = 0, parent = <sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]>>>
// CHECK: arith.extf %[[W]] : tensor<2048xf16, #tile_simt.slice<dim = 0
// CHECK: tile_simt.reshape {{.*}} -> tensor<1x2048xf32, #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]>>
// CHECK: tile_simt.broadcast {{.*}} -> tensor<2x2048xf32, #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]>>
// CHECK-NOT: convert_layout
// CHECK: gpu.return
// KEEP-LABEL: gpu.func @weight_chain
// KEEP: tile_simt.load_tile {{.*}} -> tensor<2048xf16, #tile_simt.blocked<sizePerThread = [8]
// KEEP: tile_simt.convert_layout {{.*}} : tensor<2048xf16
gpu.module @m {
gpu.func @weight_chain(%p: !llvm.ptr<1>, %x: tensor<2x2048xf32, #row>) -> tensor<2x2048xf32, #row> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %n = arith.constant 2048 : i32
  %w = tile_simt.load_tile %p[%c0] shape[%n] strides[%c1] : !llvm.ptr<1> -> tensor<2048xf16, #vec>
  %wf = arith.extf %w : tensor<2048xf16, #vec> to tensor<2048xf32, #vec>
  %w2 = tile_simt.reshape %wf : tensor<2048xf32, #vec> -> tensor<1x2048xf32, #vec2>
  %wb = tile_simt.broadcast %w2 : tensor<1x2048xf32, #vec2> -> tensor<2x2048xf32, #vec2>
  %wc = tile_simt.convert_layout %wb : tensor<2x2048xf32, #vec2> -> tensor<2x2048xf32, #row>
  %r = arith.mulf %x, %wc : tensor<2x2048xf32, #row>
  gpu.return %r : tensor<2x2048xf32, #row>
}
}

// -----

#a = #tile_simt.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#b = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]>

// Splats are rebuilt in the wanted layout, through broadcasts.
// CHECK-LABEL: gpu.func @splat
// CHECK: tile_simt.splat %{{.*}} : f32 -> tensor<1x1xf32, #tile_simt.blocked<sizePerThread = [1, 8]
// CHECK-NOT: convert_layout
// CHECK: gpu.return
gpu.module @m {
gpu.func @splat(%s: f32) -> tensor<2x1xf32, #b> {
  %0 = tile_simt.splat %s : f32 -> tensor<1x1xf32, #a>
  %1 = tile_simt.broadcast %0 : tensor<1x1xf32, #a> -> tensor<2x1xf32, #a>
  %2 = tile_simt.convert_layout %1 : tensor<2x1xf32, #a> -> tensor<2x1xf32, #b>
  gpu.return %2 : tensor<2x1xf32, #b>
}
}

// -----

#a = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#b = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>

// An elementwise op with two operands that would both need a real
// conversion keeps the one conversion after it.
// CHECK-LABEL: gpu.func @two_costly
// CHECK: arith.addf %{{.*}}, %{{.*}} : tensor<512xf32, #tile_simt.blocked<sizePerThread = [4]
// CHECK-NEXT: tile_simt.convert_layout
gpu.module @m {
gpu.func @two_costly(%x: tensor<512xf32, #a>, %y: tensor<512xf32, #a>) -> tensor<512xf32, #b> {
  %0 = arith.addf %x, %y : tensor<512xf32, #a>
  %1 = tile_simt.convert_layout %0 : tensor<512xf32, #a> -> tensor<512xf32, #b>
  gpu.return %1 : tensor<512xf32, #b>
}
}

// -----

#a = #tile_simt.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
#b = #tile_simt.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>

// One costly operand and a constant: the conversion moves to the operand,
// the constant is rebuilt; a conversion back and forth disappears.
// CHECK-LABEL: gpu.func @one_costly
// CHECK-DAG: %[[C:.*]] = arith.constant dense<2.000000e+00> : tensor<512xf32, #tile_simt.blocked<sizePerThread = [1]
// CHECK-DAG: %[[X:.*]] = tile_simt.convert_layout %arg0 : tensor<512xf32, #tile_simt.blocked<sizePerThread = [4]{{.*}}> -> tensor<512xf32, #tile_simt.blocked<sizePerThread = [1]
// CHECK: arith.mulf %[[X]], %[[C]] : tensor<512xf32, #tile_simt.blocked<sizePerThread = [1]
// CHECK-LABEL: gpu.func @round_trip
// CHECK-NEXT: gpu.return %arg0
gpu.module @m {
gpu.func @one_costly(%x: tensor<512xf32, #a>) -> tensor<512xf32, #b> {
  %c = arith.constant dense<2.0> : tensor<512xf32, #a>
  %0 = arith.mulf %x, %c : tensor<512xf32, #a>
  %1 = tile_simt.convert_layout %0 : tensor<512xf32, #a> -> tensor<512xf32, #b>
  gpu.return %1 : tensor<512xf32, #b>
}
gpu.func @round_trip(%x: tensor<512xf32, #a>) -> tensor<512xf32, #a> {
  %0 = tile_simt.convert_layout %x : tensor<512xf32, #a> -> tensor<512xf32, #b>
  %1 = tile_simt.convert_layout %0 : tensor<512xf32, #b> -> tensor<512xf32, #a>
  gpu.return %1 : tensor<512xf32, #a>
}
}

// -----

#a = #tile_simt.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
#b = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]>

// silu: 1 / (1 + exp(-x)) where the 1 came as a broadcast splat in another
// layout. The broadcast splat is free anywhere, so the whole chain moves to
// x's layout and both conversions go.
// CHECK-LABEL: gpu.func @silu
// CHECK-NOT: convert_layout
// CHECK: gpu.return
gpu.module @m {
gpu.func @silu(%x: tensor<1x1024xf32, #b>) -> tensor<1x1024xf32, #b> {
  %one = arith.constant 1.0 : f32
  %s = tile_simt.splat %one : f32 -> tensor<1x1xf32, #a>
  %o = tile_simt.broadcast %s : tensor<1x1xf32, #a> -> tensor<1x1024xf32, #a>
  %xa = tile_simt.convert_layout %x : tensor<1x1024xf32, #b> -> tensor<1x1024xf32, #a>
  %n = arith.negf %xa : tensor<1x1024xf32, #a>
  %e = math.exp %n : tensor<1x1024xf32, #a>
  %d = arith.addf %o, %e : tensor<1x1024xf32, #a>
  %r = arith.divf %o, %d : tensor<1x1024xf32, #a>
  %rb = tile_simt.convert_layout %r : tensor<1x1024xf32, #a> -> tensor<1x1024xf32, #b>
  %y = arith.mulf %x, %rb : tensor<1x1024xf32, #b>
  gpu.return %y : tensor<1x1024xf32, #b>
}
}
