// tile-raise-pointer-accesses on a row-per-block kernel as cuTile Python
// writes it: the row's offset `row * ld` and the guard `row < rows` are
// computed on broadcast scalars. Those ops are computed once on the scalar
// (and broadcast), so the offset is a coordinate term plus a uniform rest,
// and the guard becomes an `if` around the view and its access (the padding and the
// input token where it is false). The grid has more blocks than rows: the
// interpreter checks that blocks past the last row load padding and store
// nothing, as the mask said.
// RUN: tile-opt %s --tile-raise-pointer-accesses -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: tile-run --diff %s %t.mlir --entry rows --arg 0=rand:f32:5x70 --arg 1=5 --arg 2=70 --arg 3=70 --arg 4=rand:f32:7x70 --grid 7 | FileCheck %s --check-prefix=INTERP
// INTERP: SAME: every output agrees within tolerance

// CHECK-LABEL: entry @rows
// CHECK: %[[OK:.*]] = cmpi less_than %{{.*}}, %{{.*}}, unsigned : tile<i64> -> tile<i1>
// CHECK: %[[ROW:.*]] = muli %{{.*}}, %{{.*}} : tile<i64>
// CHECK: %[[LD:.*]]:2 = if %[[OK]] -> (tile<128xf32>, token) {
// CHECK: %[[BASE:.*]] = offset %{{.*}}, %[[ROW]] : tile<ptr<f32>>, tile<i64>
// CHECK-NEXT: make_tensor_view %[[BASE]], shape = [%{{.*}}], strides = [1]
// CHECK-NEXT: make_strided_view
// CHECK-NEXT: load_view_tko weak
// CHECK-NEXT: yield
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %{{.*}}, %{{.*}} : tile<128xf32>, token
// CHECK-NOT: load_ptr_tko
// CHECK: if %[[OK]] -> (token) {
// CHECK: store_view_tko weak
// CHECK-NOT: store_ptr_tko
cuda_tile.module @m {
  entry @rows(%x: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %ld: tile<i32>, %y: tile<ptr<f32>>) {
    %t = make_token : token
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %row = exti %bx signed : tile<i32> -> tile<i64>
    %rowr = reshape %row : tile<i64> -> tile<1xi64>
    %rowb = broadcast %rowr : tile<1xi64> -> tile<128xi64>
    %m64 = exti %m signed : tile<i32> -> tile<i64>
    %mr = reshape %m64 : tile<i64> -> tile<1xi64>
    %mb = broadcast %mr : tile<1xi64> -> tile<128xi64>
    %inrow = cmpi less_than %rowb, %mb, unsigned : tile<128xi64> -> tile<128xi1>
    %ld64 = exti %ld signed : tile<i32> -> tile<i64>
    %ldr = reshape %ld64 : tile<i64> -> tile<1xi64>
    %ldb = broadcast %ldr : tile<1xi64> -> tile<128xi64>
    %rowoff = muli %rowb, %ldb : tile<128xi64>
    %io = iota : tile<128xi32>
    %col = exti %io signed : tile<128xi32> -> tile<128xi64>
    %n64 = exti %n signed : tile<i32> -> tile<i64>
    %nr = reshape %n64 : tile<i64> -> tile<1xi64>
    %nb = broadcast %nr : tile<1xi64> -> tile<128xi64>
    %incol = cmpi less_than %col, %nb, unsigned : tile<128xi64> -> tile<128xi1>
    %mask = andi %inrow, %incol : tile<128xi1>
    %off = addi %rowoff, %col : tile<128xi64>
    %xr = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xb = broadcast %xr : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %xp = offset %xb, %off : tile<128xptr<f32>>, tile<128xi64> -> tile<128xptr<f32>>
    %zero = constant <f32: 0.0> : tile<128xf32>
    %v, %t1 = load_ptr_tko weak %xp, %mask, %zero token=%t : tile<128xptr<f32>>, tile<128xi1>, tile<128xf32> -> tile<128xf32>, token
    %one = constant <f32: 1.0> : tile<128xf32>
    %d = addf %v, %one : tile<128xf32>
    %yr = reshape %y : tile<ptr<f32>> -> tile<1xptr<f32>>
    %yb = broadcast %yr : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %yp = offset %yb, %off : tile<128xptr<f32>>, tile<128xi64> -> tile<128xptr<f32>>
    %t2 = store_ptr_tko weak %yp, %d, %mask token=%t1 : tile<128xptr<f32>>, tile<128xf32>, tile<128xi1> -> token
    return
  }
}
