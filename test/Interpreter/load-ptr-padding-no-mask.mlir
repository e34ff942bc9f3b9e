// load_ptr_tko with a padding value and no mask loads every element: the
// padding is never used (cuTile Python's ct.gather(..., check_bounds=False)).
// RUN: tile-run %s --entry gather_f32 --arg 0=iota:f32:8 --print-outputs | FileCheck %s --check-prefix=F32
// RUN: tile-run %s --entry gather_i1 --arg 0=zeros:i1:8 --print-outputs | FileCheck %s --check-prefix=I1
// The real cuTile files gather table[idx[i]]; their padding (0, true) must
// not show up in the output.
// RUN: tile-run %S/../Bytecode/Inputs/gather_no_mask_f32.v13_3.tileirbc --arg 0=iota:i32:8 --arg 1=@0.shape[0] --arg 2=@0.stride[0] --arg 3=full:f32:8:7.5 --arg 4=@3.shape[0] --arg 5=@3.stride[0] --arg 6=zeros:f32:8 --arg 7=@6.shape[0] --arg 8=@6.stride[0] --print-outputs | FileCheck %s --check-prefix=CUTILE-F32
// RUN: tile-run %S/../Bytecode/Inputs/gather_no_mask_i1.v13_3.tileirbc --arg 0=iota:i32:8 --arg 1=@0.shape[0] --arg 2=@0.stride[0] --arg 3=zeros:i1:8 --arg 4=@3.shape[0] --arg 5=@3.stride[0] --arg 6=full:i1:8:1 --arg 7=@6.shape[0] --arg 8=@6.stride[0] --print-outputs | FileCheck %s --check-prefix=CUTILE-I1
// CUTILE-F32: arg 6 = 8xf32 [7.5, 7.5, 7.5, 7.5, 7.5, 7.5, 7.5, 7.5]
// CUTILE-I1: arg 6 = 8xi1 [0, 0, 0, 0, 0, 0, 0, 0]

cuda_tile.module @m {
  // F32: result 0 = 8xf32 [0, 1, 2, 3, 4, 5, 6, 7]
  testing$func @gather_f32(%p: tile<ptr<f32>>) -> tile<8xf32> {
    %r = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b = broadcast %r : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %i = iota : tile<8xi32>
    %ps = offset %b, %i : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %pad = constant <f32: -1.0> : tile<8xf32>
    %v, %t = load_ptr_tko weak %ps, %pad : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    return %v : tile<8xf32>
  }

  // I1: result 0 = 8xi1 [0, 0, 0, 0, 0, 0, 0, 0]
  testing$func @gather_i1(%p: tile<ptr<i1>>) -> tile<8xi1> {
    %r = reshape %p : tile<ptr<i1>> -> tile<1xptr<i1>>
    %b = broadcast %r : tile<1xptr<i1>> -> tile<8xptr<i1>>
    %i = iota : tile<8xi32>
    %ps = offset %b, %i : tile<8xptr<i1>>, tile<8xi32> -> tile<8xptr<i1>>
    %pad = constant <i1: true> : tile<8xi1>
    %v, %t = load_ptr_tko weak %ps, padding_value = %pad : tile<8xptr<i1>>, tile<8xi1> -> tile<8xi1>, token
    return %v : tile<8xi1>
  }
}
