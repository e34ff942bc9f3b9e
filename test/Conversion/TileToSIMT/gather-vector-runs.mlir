// RUN: tile-opt %s --split-input-file -convert-tile-to-simt="vectorize-gathers=1" | FileCheck %s
// RUN: tile-opt %s --split-input-file -convert-tile-to-simt | FileCheck %s --check-prefix=OFF

// vectorize-gathers: a gather of whole rows (a token's row, as a fused MoE
// reads A: row index * 2048 + column) through a 16-byte aligned base, its
// mask a strict bound against a multiple of 16 and its padding a splat,
// moves aligned runs of 8 bf16 (16 bytes) at once: `vec = 8`. Its addresses
// move to the bf16 default layout, 8 consecutive elements per thread
// (sizePerThread [1, 8]), where their own (from the i32 column offsets)
// gives 4.
// CHECK-LABEL: gpu.func @rows
// CHECK: tile_simt.load_ptr %{{.*}} : tensor<16xi64
// CHECK-NOT: vec =
// CHECK: tile_simt.load_ptr %{{.*}} mask %{{.*}} other %{{.*}} {vec = 8 : i64} : tensor<16x64xi64, #tile_simt.blocked<sizePerThread = [1, 8]
// The scatter back through the same pointers and mask: the same runs.
// CHECK: tile_simt.store_ptr %{{.*}}, %{{.*}} mask %{{.*}} {vec = 8 : i64} : tensor<16x64xi64, #tile_simt.blocked<sizePerThread = [1, 8]
// OFF-LABEL: gpu.func @rows
// OFF-NOT: vec =
cuda_tile.module @m {
  entry @rows(%p: tile<ptr<bf16>>, %rp: tile<ptr<i32>>, %n: tile<i32>) {
    %t = make_token : token
    %i16 = iota : tile<16xi32>
    %rpr = reshape %rp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %rpb = broadcast %rpr : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %rpo = offset %rpb, %i16 : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %rows, %t0 = load_ptr_tko weak %rpo token=%t : tile<16xptr<i32>> -> tile<16xi32>, token
    %pa = assume div_by<16>, %p : tile<ptr<bf16>>
    %na = assume div_by<16>, %n : tile<i32>
    %c2048 = constant <i32: 2048> : tile<16x1xi32>
    %r2 = reshape %rows : tile<16xi32> -> tile<16x1xi32>
    %base = muli %r2, %c2048 : tile<16x1xi32>
    %rb = broadcast %base : tile<16x1xi32> -> tile<16x64xi32>
    %i = iota : tile<64xi32>
    %ir = reshape %i : tile<64xi32> -> tile<1x64xi32>
    %ib = broadcast %ir : tile<1x64xi32> -> tile<16x64xi32>
    %idx = addi %rb, %ib : tile<16x64xi32>
    %nr = reshape %na : tile<i32> -> tile<1x1xi32>
    %nb = broadcast %nr : tile<1x1xi32> -> tile<16x64xi32>
    %m = cmpi less_than %idx, %nb, signed : tile<16x64xi32> -> tile<16x64xi1>
    %pr = reshape %pa : tile<ptr<bf16>> -> tile<1x1xptr<bf16>>
    %pb = broadcast %pr : tile<1x1xptr<bf16>> -> tile<16x64xptr<bf16>>
    %o = offset %pb, %idx : tile<16x64xptr<bf16>>, tile<16x64xi32> -> tile<16x64xptr<bf16>>
    %z = constant <bf16: 0.0> : tile<16x64xbf16>
    %v, %t1 = load_ptr_tko weak %o, %m, %z token=%t0 : tile<16x64xptr<bf16>>, tile<16x64xi1>, tile<16x64xbf16> -> tile<16x64xbf16>, token
    %t2 = store_ptr_tko weak %o, %v, %m token=%t1 : tile<16x64xptr<bf16>>, tile<16x64xbf16>, tile<16x64xi1> -> token
    return
  }
}

// -----

// What keeps a run from one access: a bound with nothing known of its
// divisor (the mask may change inside a run), a `<=` bound (s + j <= t
// changes at j = 0 when s == t), a base of unknown alignment, and a column
// stride of 2 (no run at all). None of these loads records `vec`.
// CHECK-LABEL: gpu.func @no_runs
// CHECK-NOT: vec =
// CHECK: gpu.return
cuda_tile.module @m {
  entry @no_runs(%p: tile<ptr<f32>>, %q: tile<ptr<f32>>, %n: tile<i32>) {
    %t = make_token : token
    %pa = assume div_by<16>, %p : tile<ptr<f32>>
    %na = assume div_by<16>, %n : tile<i32>
    %i = iota : tile<64xi32>
    %nr = reshape %n : tile<i32> -> tile<1xi32>
    %nb = broadcast %nr : tile<1xi32> -> tile<64xi32>
    %nar = reshape %na : tile<i32> -> tile<1xi32>
    %nab = broadcast %nar : tile<1xi32> -> tile<64xi32>
    %pr = reshape %pa : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pr : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %o = offset %pb, %i : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %m1 = cmpi less_than %i, %nb, signed : tile<64xi32> -> tile<64xi1>
    %a, %t1 = load_ptr_tko weak %o, %m1 token=%t : tile<64xptr<f32>>, tile<64xi1> -> tile<64xf32>, token
    %m2 = cmpi less_than_or_equal %i, %nab, signed : tile<64xi32> -> tile<64xi1>
    %b, %t2 = load_ptr_tko weak %o, %m2 token=%t1 : tile<64xptr<f32>>, tile<64xi1> -> tile<64xf32>, token
    %qr = reshape %q : tile<ptr<f32>> -> tile<1xptr<f32>>
    %qb = broadcast %qr : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %oq = offset %qb, %i : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %c, %t3 = load_ptr_tko weak %oq token=%t2 : tile<64xptr<f32>> -> tile<64xf32>, token
    %c2 = constant <i32: 2> : tile<64xi32>
    %i2 = muli %i, %c2 : tile<64xi32>
    %o2 = offset %pb, %i2 : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %d, %t4 = load_ptr_tko weak %o2 token=%t3 : tile<64xptr<f32>> -> tile<64xf32>, token
    return
  }
}
