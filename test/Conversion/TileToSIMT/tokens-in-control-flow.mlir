// RUN: tile-opt %s -split-input-file -convert-tile-to-simt | FileCheck %s

// Tokens only order memory accesses, and each thread issues its own in
// program order: as loop-carried values and `if` results they lower to
// nothing. (A token in a `for` used to crash the lowering; TileGym's
// grid-stride loops carry one around every gather/scatter.)

// CHECK-LABEL: gpu.func @persistent_gather_scatter
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}}  : i32 {
// CHECK: tile_simt.load_ptr
// CHECK: tile_simt.store_ptr
// CHECK-NOT: token
// CHECK: gpu.return
cuda_tile.module @m {
  entry @persistent_gather_scatter(%src: tile<ptr<f32>>, %dst: tile<ptr<f32>>, %n: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %nb, %ny, %nz = get_num_tile_blocks : tile<i32>
    %t0 = make_token : token
    %r = reshape %src : tile<ptr<f32>> -> tile<1xptr<f32>>
    %sp = broadcast %r : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %w = reshape %dst : tile<ptr<f32>> -> tile<1xptr<f32>>
    %dp = broadcast %w : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %io = iota : tile<128xi32>
    %tf = for %i in (%bid to %n, step %nb) : tile<i32> iter_values(%t = %t0) -> (token) {
      %ir = reshape %i : tile<i32> -> tile<1xi32>
      %ib = broadcast %ir : tile<1xi32> -> tile<128xi32>
      %off = addi %io, %ib : tile<128xi32>
      %p = offset %sp, %off : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
      %q = offset %dp, %off : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
      %v, %t1 = load_ptr_tko weak %p token = %t : tile<128xptr<f32>> -> tile<128xf32>, token
      %t2 = store_ptr_tko weak %q, %v token = %t1 : tile<128xptr<f32>>, tile<128xf32> -> token
      continue %t2 : token
    }
    return
  }
}

// -----

// CHECK-LABEL: gpu.func @token_from_if
// CHECK: scf.if %{{.*}} {
// CHECK: tile_simt.store_ptr
// CHECK-NOT: token
// CHECK: gpu.return
cuda_tile.module @m {
  entry @token_from_if(%dst: tile<ptr<f32>>, %c: tile<i1>, %x: tile<f32>) {
    %t0 = make_token : token
    %t = if %c -> (token) {
      %t1 = store_ptr_tko weak %dst, %x token = %t0 : tile<ptr<f32>>, tile<f32> -> token
      yield %t1 : token
    } else {
      yield %t0 : token
    }
    %t2 = store_ptr_tko weak %dst, %x token = %t : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}

// -----

// CHECK-LABEL: gpu.func @token_in_loop
// CHECK: scf.while (%{{.*}} = %{{.*}}) : (i32) -> i32 {
// CHECK-NOT: token
// CHECK: gpu.return
cuda_tile.module @m {
  entry @token_in_loop(%dst: tile<ptr<i32>>, %n: tile<i32>) {
    %t0 = make_token : token
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r:2 = loop iter_values(%i = %c0, %t = %t0) : tile<i32>, token -> tile<i32>, token {
      %lt = cmpi less_than %i, %n, signed : tile<i32> -> tile<i1>
      if %lt {
      } else {
        break %i, %t : tile<i32>, token
      }
      %t1 = store_ptr_tko weak %dst, %i token = %t : tile<ptr<i32>>, tile<i32> -> token
      %j = addi %i, %c1 : tile<i32>
      continue %j, %t1 : tile<i32>, token
    }
    return
  }
}
