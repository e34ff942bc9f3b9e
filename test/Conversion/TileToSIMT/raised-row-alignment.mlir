// RUN: tile-opt %s --tile-raise-pointer-accesses -convert-tile-to-simt | FileCheck %s

// A row kernel as the Python front end writes it (one CTA per row: base +
// row * stride + column, masked by row < M and column < N) is raised to a
// strided-view tile at index 0 of a view whose base is `offset %x, row *
// stride`. The Divisibility analysis keeps the row base's alignment: x is
// 16-byte aligned and row * stride a multiple of 16 elements, and the tile
// index 0 is a multiple of every power of two. So the load and the store
// know a 16-byte aligned base (whole 16-byte vectors, no run-time alignment
// test); before, offset and the constant 0 gave 4 (one f32).

// CHECK-LABEL: gpu.func @row
// CHECK: tile_simt.load_tile {{.*}}base_align = 16 : i64, shape_div = array<i64: 16>
// CHECK: tile_simt.store_tile {{.*}}base_align = 16 : i64, shape_div = array<i64: 16>
// CHECK-LABEL: gpu.func @row_unaligned
// CHECK: tile_simt.load_tile {{.*}}base_align = 4 : i64
cuda_tile.module @m {
  entry @row(%x: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %ld: tile<i32>, %y: tile<ptr<f32>>) {
    %t = make_token : token
    %xa = assume div_by<16>, %x : tile<ptr<f32>>
    %ya = assume div_by<16>, %y : tile<ptr<f32>>
    %na = assume div_by<16>, %n : tile<i32>
    %lda = assume div_by<16>, %ld : tile<i32>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %io = iota : tile<2048xi32>
    %row = exti %bx signed : tile<i32> -> tile<i64>
    %rowr = reshape %row : tile<i64> -> tile<1xi64>
    %R = broadcast %rowr : tile<1xi64> -> tile<2048xi64>
    %m64 = exti %m signed : tile<i32> -> tile<i64>
    %mr = reshape %m64 : tile<i64> -> tile<1xi64>
    %M = broadcast %mr : tile<1xi64> -> tile<2048xi64>
    %inr = cmpi less_than %R, %M, unsigned : tile<2048xi64> -> tile<2048xi1>
    %ld64 = exti %lda signed : tile<i32> -> tile<i64>
    %ldr = reshape %ld64 : tile<i64> -> tile<1xi64>
    %LD = broadcast %ldr : tile<1xi64> -> tile<2048xi64>
    %rowoff = muli %R, %LD : tile<2048xi64>
    %C = exti %io signed : tile<2048xi32> -> tile<2048xi64>
    %n64 = exti %na signed : tile<i32> -> tile<i64>
    %nr = reshape %n64 : tile<i64> -> tile<1xi64>
    %N = broadcast %nr : tile<1xi64> -> tile<2048xi64>
    %inc = cmpi less_than %C, %N, unsigned : tile<2048xi64> -> tile<2048xi1>
    %mask = andi %inr, %inc : tile<2048xi1>
    %off = addi %rowoff, %C : tile<2048xi64>
    %xr = reshape %xa : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xb = broadcast %xr : tile<1xptr<f32>> -> tile<2048xptr<f32>>
    %xp = offset %xb, %off : tile<2048xptr<f32>>, tile<2048xi64> -> tile<2048xptr<f32>>
    %z = constant <f32: 0.0> : tile<2048xf32>
    %v, %t1 = load_ptr_tko weak %xp, %mask, %z token=%t : tile<2048xptr<f32>>, tile<2048xi1>, tile<2048xf32> -> tile<2048xf32>, token
    %d = addf %v, %v : tile<2048xf32>
    %yr = reshape %ya : tile<ptr<f32>> -> tile<1xptr<f32>>
    %yb = broadcast %yr : tile<1xptr<f32>> -> tile<2048xptr<f32>>
    %yp = offset %yb, %off : tile<2048xptr<f32>>, tile<2048xi64> -> tile<2048xptr<f32>>
    %t2 = store_ptr_tko weak %yp, %d, %mask token=%t1 : tile<2048xptr<f32>>, tile<2048xf32>, tile<2048xi1> -> token
    return
  }
  // The same with a stride of no known factor: rows start anywhere.
  entry @row_unaligned(%x: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %ld: tile<i32>, %y: tile<ptr<f32>>) {
    %t = make_token : token
    %xa = assume div_by<16>, %x : tile<ptr<f32>>
    %na = assume div_by<16>, %n : tile<i32>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %io = iota : tile<2048xi32>
    %row = exti %bx signed : tile<i32> -> tile<i64>
    %rowr = reshape %row : tile<i64> -> tile<1xi64>
    %R = broadcast %rowr : tile<1xi64> -> tile<2048xi64>
    %m64 = exti %m signed : tile<i32> -> tile<i64>
    %mr = reshape %m64 : tile<i64> -> tile<1xi64>
    %M = broadcast %mr : tile<1xi64> -> tile<2048xi64>
    %inr = cmpi less_than %R, %M, unsigned : tile<2048xi64> -> tile<2048xi1>
    %ld64 = exti %ld signed : tile<i32> -> tile<i64>
    %ldr = reshape %ld64 : tile<i64> -> tile<1xi64>
    %LD = broadcast %ldr : tile<1xi64> -> tile<2048xi64>
    %rowoff = muli %R, %LD : tile<2048xi64>
    %C = exti %io signed : tile<2048xi32> -> tile<2048xi64>
    %n64 = exti %na signed : tile<i32> -> tile<i64>
    %nr = reshape %n64 : tile<i64> -> tile<1xi64>
    %N = broadcast %nr : tile<1xi64> -> tile<2048xi64>
    %inc = cmpi less_than %C, %N, unsigned : tile<2048xi64> -> tile<2048xi1>
    %mask = andi %inr, %inc : tile<2048xi1>
    %off = addi %rowoff, %C : tile<2048xi64>
    %xr = reshape %xa : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xb = broadcast %xr : tile<1xptr<f32>> -> tile<2048xptr<f32>>
    %xp = offset %xb, %off : tile<2048xptr<f32>>, tile<2048xi64> -> tile<2048xptr<f32>>
    %z = constant <f32: 0.0> : tile<2048xf32>
    %v, %t1 = load_ptr_tko weak %xp, %mask, %z token=%t : tile<2048xptr<f32>>, tile<2048xi1>, tile<2048xf32> -> tile<2048xf32>, token
    %yr = reshape %y : tile<ptr<f32>> -> tile<1xptr<f32>>
    %yb = broadcast %yr : tile<1xptr<f32>> -> tile<2048xptr<f32>>
    %yp = offset %yb, %off : tile<2048xptr<f32>>, tile<2048xi64> -> tile<2048xptr<f32>>
    %t2 = store_ptr_tko weak %yp, %v, %mask token=%t1 : tile<2048xptr<f32>>, tile<2048xf32>, tile<2048xi1> -> token
    return
  }
}
