// RUN: tile-opt %s -split-input-file -convert-tile-to-simt | FileCheck %s

// A `return` inside an `if` ends the kernel for the whole (uniform) CTA:
// the rest of the entry runs only where the `if` did not return.
// CHECK-LABEL: gpu.func @early_return
// CHECK: %[[IF:.*]]:2 = scf.if %{{.*}} -> (i1, i1) {
// CHECK: scf.yield %true{{.*}}, %false
// CHECK: } else {
// CHECK: scf.yield %false{{.*}}, %false
// CHECK: scf.if %[[IF]]#0 -> (i1, i1) {
// CHECK: } else {
// CHECK: tile_simt.store_ptr
// CHECK: gpu.return
cuda_tile.module @m {
  entry @early_return(%dst: tile<ptr<f32>>, %n: tile<i32>, %x: tile<f32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %done = cmpi greater_than_or_equal %bid, %n, signed : tile<i32> -> tile<i1>
    if %done {
      return
    }
    %t = store_ptr_tko weak %dst, %x : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}

// -----

// Reshaping a one-element tile to rank 0 reads the element every thread
// holds (tile_simt.to_scalar).
// CHECK-LABEL: gpu.func @rank0_reshape
// CHECK: %[[S:.*]] = tile_simt.to_scalar %{{.*}} : tensor<1x1xf32, {{.*}}> -> f32
// CHECK: tile_simt.store_ptr %{{.*}}, %[[S]]
cuda_tile.module @m {
  entry @rank0_reshape(%dst: tile<ptr<f32>>, %x: tile<f32>) {
    %a = reshape %x : tile<f32> -> tile<1x1xf32>
    %b = addf %a, %a : tile<1x1xf32>
    %c = reshape %b : tile<1x1xf32> -> tile<f32>
    %t = store_ptr_tko weak %dst, %c : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}
