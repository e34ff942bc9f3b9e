// tile-raise-pointer-accesses: a pointer tile base + row * ld + col, rows and
// columns start + iota, masked by row < M and col < N, is a strided-view
// box; the CPU interpreter checks both forms load and store the same
// elements (ragged edges included). A pointer tile that is not a box stays.
// RUN: tile-opt %s --tile-raise-pointer-accesses -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: tile-run --diff %s %t.mlir --entry copy --arg 0=rand:f32:100x70 --arg 1=100 --arg 2=70 --arg 3=zeros:f32:100x70 --grid 4,3 | FileCheck %s --check-prefix=INTERP
// INTERP: SAME: every output agrees within tolerance

// CHECK-LABEL: entry @copy
// CHECK: make_tensor_view %{{.*}}, shape = [%{{.*}}, %{{.*}}], strides = [%{{.*}}, 1] : tile<i64> -> tensor_view<?x?xf32, strides=[?,1]>
// CHECK: make_strided_view %{{.*}} : strided_view<tile=(32x32), traversal_strides=[1,1], padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
// CHECK: load_view_tko weak
// CHECK-NOT: load_ptr_tko
// CHECK: store_view_tko weak
// CHECK-NOT: store_ptr_tko
// CHECK-LABEL: entry @not_a_box
// CHECK: load_ptr_tko
cuda_tile.module @m {
  entry @copy(%x: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %y: tile<ptr<f32>>) {
    %t = make_token : token
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c32 = constant <i32: 32> : tile<i32>
    %r0 = muli %bx, %c32 : tile<i32>
    %c0 = muli %by, %c32 : tile<i32>
    %io = iota : tile<32xi32>
    %r0r = reshape %r0 : tile<i32> -> tile<1xi32>
    %r0b = broadcast %r0r : tile<1xi32> -> tile<32xi32>
    %rows = addi %r0b, %io : tile<32xi32>
    %c0r = reshape %c0 : tile<i32> -> tile<1xi32>
    %c0b = broadcast %c0r : tile<1xi32> -> tile<32xi32>
    %cols = addi %io, %c0b : tile<32xi32>
    %rr = reshape %rows : tile<32xi32> -> tile<32x1xi32>
    %rw = exti %rr signed : tile<32x1xi32> -> tile<32x1xi64>
    %R = broadcast %rw : tile<32x1xi64> -> tile<32x32xi64>
    %cr = reshape %cols : tile<32xi32> -> tile<1x32xi32>
    %cw = exti %cr signed : tile<1x32xi32> -> tile<1x32xi64>
    %C = broadcast %cw : tile<1x32xi64> -> tile<32x32xi64>
    %m64 = exti %m signed : tile<i32> -> tile<i64>
    %n64 = exti %n signed : tile<i32> -> tile<i64>
    %mr = reshape %m64 : tile<i64> -> tile<1x1xi64>
    %M = broadcast %mr : tile<1x1xi64> -> tile<32x32xi64>
    %nr = reshape %n64 : tile<i64> -> tile<1x1xi64>
    %N = broadcast %nr : tile<1x1xi64> -> tile<32x32xi64>
    %inr = cmpi less_than %R, %M, unsigned : tile<32x32xi64> -> tile<32x32xi1>
    %inc = cmpi less_than %C, %N, unsigned : tile<32x32xi64> -> tile<32x32xi1>
    %mask = andi %inr, %inc : tile<32x32xi1>
    %off0 = muli %R, %N : tile<32x32xi64>
    %off = addi %off0, %C : tile<32x32xi64>
    %xr = reshape %x : tile<ptr<f32>> -> tile<1x1xptr<f32>>
    %xb = broadcast %xr : tile<1x1xptr<f32>> -> tile<32x32xptr<f32>>
    %xp = offset %xb, %off : tile<32x32xptr<f32>>, tile<32x32xi64> -> tile<32x32xptr<f32>>
    %ninf = constant <f32: 0xFF800000> : tile<32x32xf32>
    %v, %t1 = load_ptr_tko weak %xp, %mask, %ninf token=%t : tile<32x32xptr<f32>>, tile<32x32xi1>, tile<32x32xf32> -> tile<32x32xf32>, token
    %d = addf %v, %v : tile<32x32xf32>
    %yr = reshape %y : tile<ptr<f32>> -> tile<1x1xptr<f32>>
    %yb = broadcast %yr : tile<1x1xptr<f32>> -> tile<32x32xptr<f32>>
    %yp = offset %yb, %off : tile<32x32xptr<f32>>, tile<32x32xi64> -> tile<32x32xptr<f32>>
    %t2 = store_ptr_tko weak %yp, %d, %mask token=%t1 : tile<32x32xptr<f32>>, tile<32x32xf32>, tile<32x32xi1> -> token
    return
  }

  // Rows gathered through loaded indices: not a box.
  entry @not_a_box(%x: tile<ptr<f32>>, %idx: tile<ptr<i64>>) {
    %ir = reshape %idx : tile<ptr<i64>> -> tile<1xptr<i64>>
    %ib = broadcast %ir : tile<1xptr<i64>> -> tile<32xptr<i64>>
    %io = iota : tile<32xi64>
    %ip = offset %ib, %io : tile<32xptr<i64>>, tile<32xi64> -> tile<32xptr<i64>>
    %rows, %t0 = load_ptr_tko weak %ip : tile<32xptr<i64>> -> tile<32xi64>, token
    %xr = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xb = broadcast %xr : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %xp = offset %xb, %rows : tile<32xptr<f32>>, tile<32xi64> -> tile<32xptr<f32>>
    %v, %t1 = load_ptr_tko weak %xp : tile<32xptr<f32>> -> tile<32xf32>, token
    %t2 = store_ptr_tko weak %xp, %v : tile<32xptr<f32>>, tile<32xf32> -> token
    return
  }
}
