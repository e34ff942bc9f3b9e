// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s

// Gathers and scatters become tile_simt.load_ptr / store_ptr on the i64
// addresses; mask, padding and values take the layout of the addresses.
// A weak access carries no ordering; relaxed/acquire/release ones carry
// LLVM's ordering and the scope (tl_blk = block, device, sys = default).
// CHECK-LABEL: gpu.func @gather_scatter
// CHECK: %[[A:.*]] = arith.addi %{{.*}} : tensor<128xi64, #[[L:.*]]>
// CHECK: %[[V:.*]] = tile_simt.load_ptr %[[A]] mask %[[M:.*]] : tensor<128xi1, #[[L]]> other %{{.*}} : tensor<128xf32, #[[L]]> : tensor<128xi64, #[[L]]> -> tensor<128xf32, #[[L]]>
// CHECK-NOT: ordering
// CHECK: tile_simt.store_ptr %[[A]], %[[V]] mask %[[M]] : tensor<128xi1, #[[L]]> : tensor<128xi64, #[[L]]>, tensor<128xf32, #[[L]]>
// CHECK: tile_simt.load_ptr atomic acquire syncscope("device") %[[A]] : tensor<128xi64, #[[L]]> -> tensor<128xf32
// CHECK: tile_simt.load_ptr atomic monotonic syncscope("block") %[[A]] :
// CHECK: tile_simt.store_ptr atomic release %[[A]], %[[V]] :
// A rank-0 pointer is accessed directly.
// CHECK: tile_simt.load_ptr %{{.*}} mask %{{.*}} : i1 : !llvm.ptr<1> -> f32
// CHECK: gpu.return
cuda_tile.module @m {
  entry @gather_scatter(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %t = make_token : token
    %i = iota : tile<128xi32>
    %r = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b = broadcast %r : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %o = offset %b, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %nr = reshape %n : tile<i32> -> tile<1xi32>
    %nb = broadcast %nr : tile<1xi32> -> tile<128xi32>
    %m = cmpi less_than %i, %nb, signed : tile<128xi32> -> tile<128xi1>
    %z = constant <f32: 0.0> : tile<128xf32>
    %v, %t1 = load_ptr_tko weak %o, %m, %z token=%t : tile<128xptr<f32>>, tile<128xi1>, tile<128xf32> -> tile<128xf32>, token
    %t2 = store_ptr_tko weak %o, %v, %m token=%t1 : tile<128xptr<f32>>, tile<128xf32>, tile<128xi1> -> token
    %w, %t3 = load_ptr_tko acquire device %o : tile<128xptr<f32>> -> tile<128xf32>, token
    %x, %t4 = load_ptr_tko relaxed tl_blk %o : tile<128xptr<f32>> -> tile<128xf32>, token
    %t5 = store_ptr_tko release sys %o, %v : tile<128xptr<f32>>, tile<128xf32> -> token
    %c = constant <i1: true> : tile<i1>
    %s, %t6 = load_ptr_tko weak %p, %c : tile<ptr<f32>>, tile<i1> -> tile<f32>, token
    return
  }
}
