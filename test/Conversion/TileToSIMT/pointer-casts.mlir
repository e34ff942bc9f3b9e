// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s

// ptr_to_int / int_to_ptr / ptr_to_ptr on tiles keep the i64 addresses as
// they are (no move, no instruction); on rank-0 tiles they are LLVM casts,
// and int_to_ptr(ptr_to_int(p)) folds to p.
// CHECK-LABEL: gpu.func @casts
// CHECK-SAME: (%[[P:[a-z0-9]+]]: !llvm.ptr<1>)
// CHECK: %[[B:.*]] = tile_simt.broadcast
// CHECK-NOT: tile_simt.convert_layout
// CHECK: tile_simt.load_ptr %[[B]] : tensor<128xi64, #[[L:.*]]> -> tensor<128xf32, #[[L]]>
// CHECK: tile_simt.load_ptr %[[P]] : !llvm.ptr<1> -> f32
cuda_tile.module @m {
  entry @casts(%p: tile<ptr<f32>>) {
    %r = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b = broadcast %r : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %i = ptr_to_int %b : tile<128xptr<f32>> -> tile<128xi64>
    %q = int_to_ptr %i : tile<128xi64> -> tile<128xptr<i32>>
    %q2 = ptr_to_ptr %q : tile<128xptr<i32>> -> tile<128xptr<f32>>
    %s = ptr_to_int %p : tile<ptr<f32>> -> tile<i64>
    %sp = int_to_ptr %s : tile<i64> -> tile<ptr<f32>>
    %v, %t = load_ptr_tko weak %q2 : tile<128xptr<f32>> -> tile<128xf32>, token
    %w, %t3 = load_ptr_tko weak %sp : tile<ptr<f32>> -> tile<f32>, token
    %t2 = store_ptr_tko weak %q2, %v : tile<128xptr<f32>>, tile<128xf32> -> token
    return
  }
}
