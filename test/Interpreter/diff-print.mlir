// --diff runs two kernels on the same generated inputs; print_tko output.
// RUN: tile-run --diff %s %s --entry add_xy --entry-b add_yx --arg 0=rand:f32:64 --arg 1=rand:f32:64 --arg 2=zeros:f32:64 --grid 1 | FileCheck %s --check-prefix=SAME
// SAME: SAME: every output agrees within tolerance
// RUN: not tile-run --diff %s %s --entry add_xy --entry-b sub_xy --arg 0=iota:f32:64 --arg 1=full:f32:64:1 --arg 2=zeros:f32:64 | FileCheck %s --check-prefix=DIFF
// DIFF: DIFFERENT: arg 2 differs first at [0] (flat 0): 1 vs -1 (f32
// RUN: tile-run %s --entry show --grid 2 | FileCheck %s --check-prefix=PRINT
// PRINT: block 0: [0.50, 1.50]
// PRINT-NEXT: block 1: [0.50, 1.50]
// RUN: tile-run %s --entry show --grid 2 --shuffle-blocks=1 | FileCheck %s --check-prefix=SHUF
// SHUF: block 1:
// SHUF-NEXT: block 0:

cuda_tile.module @m {
  entry @add_xy(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %z: tile<ptr<f32>>) {
    %i = iota : tile<64xi32>
    %rx = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %px = broadcast %rx : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %ry = reshape %y : tile<ptr<f32>> -> tile<1xptr<f32>>
    %py = broadcast %ry : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %rz = reshape %z : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pz = broadcast %rz : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %ax = offset %px, %i : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %ay = offset %py, %i : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %az = offset %pz, %i : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %a, %t0 = load_ptr_tko weak %ax : tile<64xptr<f32>> -> tile<64xf32>, token
    %b, %t1 = load_ptr_tko weak %ay : tile<64xptr<f32>> -> tile<64xf32>, token
    %s = addf %a, %b : tile<64xf32>
    %t2 = store_ptr_tko weak %az, %s : tile<64xptr<f32>>, tile<64xf32> -> token
    return
  }
  entry @add_yx(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %z: tile<ptr<f32>>) {
    %i = iota : tile<64xi32>
    %rx = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %px = broadcast %rx : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %ry = reshape %y : tile<ptr<f32>> -> tile<1xptr<f32>>
    %py = broadcast %ry : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %rz = reshape %z : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pz = broadcast %rz : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %ax = offset %px, %i : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %ay = offset %py, %i : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %az = offset %pz, %i : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %a, %t0 = load_ptr_tko weak %ax : tile<64xptr<f32>> -> tile<64xf32>, token
    %b, %t1 = load_ptr_tko weak %ay : tile<64xptr<f32>> -> tile<64xf32>, token
    %s = addf %b, %a : tile<64xf32>
    %t2 = store_ptr_tko weak %az, %s : tile<64xptr<f32>>, tile<64xf32> -> token
    return
  }
  entry @sub_xy(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %z: tile<ptr<f32>>) {
    %i = iota : tile<64xi32>
    %rx = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %px = broadcast %rx : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %ry = reshape %y : tile<ptr<f32>> -> tile<1xptr<f32>>
    %py = broadcast %ry : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %rz = reshape %z : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pz = broadcast %rz : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %ax = offset %px, %i : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %ay = offset %py, %i : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %az = offset %pz, %i : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %a, %t0 = load_ptr_tko weak %ax : tile<64xptr<f32>> -> tile<64xf32>, token
    %b, %t1 = load_ptr_tko weak %ay : tile<64xptr<f32>> -> tile<64xf32>, token
    %s = subf %a, %b : tile<64xf32>
    %t2 = store_ptr_tko weak %az, %s : tile<64xptr<f32>>, tile<64xf32> -> token
    return
  }
  entry @show() {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v = constant <f32: [0.5, 1.5]> : tile<2xf32>
    %t = print_tko "block %d: %.2f\n", %bx, %v : tile<i32>, tile<2xf32> -> token
    return
  }
}
