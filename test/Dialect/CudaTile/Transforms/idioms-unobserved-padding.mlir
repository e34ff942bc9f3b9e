// tile-normalize-idioms (6): a masked pointer load loses its padding when
// its lanes reach only stores under the same mask through lane-wise ops; a
// load whose lanes a reduction reads, or that is stored under another mask,
// keeps it. The interpreter (undefined loaded lanes poisoned) agrees.
// RUN: tile-opt %s --tile-normalize-idioms -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: tile-run --diff %s %t.mlir --entry scale --poison-undefined --arg 0=rand:f32:100 --arg 1=zeros:f32:100 --arg 2=100 | FileCheck %s --check-prefix=INTERP
// RUN: tile-run --diff %s %t.mlir --entry scale --poison-undefined --arg 0=rand:f32:100 --arg 1=zeros:f32:100 --arg 2=37 | FileCheck %s --check-prefix=INTERP
// INTERP: SAME: every output agrees within tolerance

// CHECK-LABEL: entry @scale
// CHECK: load_ptr_tko weak %{{[^,]*}}, %{{[^,]*}} : tile<128xptr<f32>>, tile<128xi1> -> tile<128xf32>, token
// CHECK-LABEL: entry @summed
// CHECK: load_ptr_tko weak %{{.*}}, %{{.*}}, %{{.*}} : tile<128xptr<f32>>, tile<128xi1>, tile<128xf32>
// CHECK-LABEL: entry @other_mask
// CHECK: load_ptr_tko weak %{{.*}}, %{{.*}}, %{{.*}} : tile<128xptr<f32>>, tile<128xi1>, tile<128xf32>
cuda_tile.module @m {
  entry @scale(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>) {
    %i = iota : tile<128xi32>
    %n1 = reshape %n : tile<i32> -> tile<1xi32>
    %nb = broadcast %n1 : tile<1xi32> -> tile<128xi32>
    %m = cmpi less_than %i, %nb, signed : tile<128xi32> -> tile<128xi1>
    %x1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xb = broadcast %x1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %px = offset %xb, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %zero = constant <f32: 0.0> : tile<128xf32>
    %v, %t = load_ptr_tko weak %px, %m, %zero : tile<128xptr<f32>>, tile<128xi1>, tile<128xf32> -> tile<128xf32>, token
    %two = constant <f32: 2.0> : tile<128xf32>
    %w = mulf %v, %two : tile<128xf32>
    %e = exp %w : tile<128xf32>
    %y1 = reshape %y : tile<ptr<f32>> -> tile<1xptr<f32>>
    %yb = broadcast %y1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %py = offset %yb, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %t2 = store_ptr_tko weak %py, %e, %m : tile<128xptr<f32>>, tile<128xf32>, tile<128xi1> -> token
    return
  }

  entry @summed(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>) {
    %i = iota : tile<128xi32>
    %n1 = reshape %n : tile<i32> -> tile<1xi32>
    %nb = broadcast %n1 : tile<1xi32> -> tile<128xi32>
    %m = cmpi less_than %i, %nb, signed : tile<128xi32> -> tile<128xi1>
    %x1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xb = broadcast %x1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %px = offset %xb, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %zero = constant <f32: 0.0> : tile<128xf32>
    %v, %t = load_ptr_tko weak %px, %m, %zero : tile<128xptr<f32>>, tile<128xi1>, tile<128xf32> -> tile<128xf32>, token
    %s = reduce %v dim=0 identities=[0.0 : f32] : tile<128xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      %c = addf %a, %b : tile<f32>
      yield %c : tile<f32>
    }
    %t2 = store_ptr_tko weak %y, %s : tile<ptr<f32>>, tile<f32> -> token
    return
  }

  entry @other_mask(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>, %k: tile<i32>) {
    %i = iota : tile<128xi32>
    %n1 = reshape %n : tile<i32> -> tile<1xi32>
    %nb = broadcast %n1 : tile<1xi32> -> tile<128xi32>
    %m = cmpi less_than %i, %nb, signed : tile<128xi32> -> tile<128xi1>
    %k1 = reshape %k : tile<i32> -> tile<1xi32>
    %kb = broadcast %k1 : tile<1xi32> -> tile<128xi32>
    %m2 = cmpi less_than %i, %kb, signed : tile<128xi32> -> tile<128xi1>
    %x1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xb = broadcast %x1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %px = offset %xb, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %zero = constant <f32: 0.0> : tile<128xf32>
    %v, %t = load_ptr_tko weak %px, %m, %zero : tile<128xptr<f32>>, tile<128xi1>, tile<128xf32> -> tile<128xf32>, token
    %y1 = reshape %y : tile<ptr<f32>> -> tile<1xptr<f32>>
    %yb = broadcast %y1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %py = offset %yb, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %t2 = store_ptr_tko weak %py, %v, %m2 : tile<128xptr<f32>>, tile<128xf32>, tile<128xi1> -> token
    return
  }
}
