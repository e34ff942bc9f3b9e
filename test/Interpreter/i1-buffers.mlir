// A tensor of i1 takes one byte per element (only 4-bit types pack two to a
// byte): all eight elements of an 8-element i1 argument are addressable.
// RUN: tile-run %s --entry copy --arg 0=full:i1:8:1 --arg 1=zeros:i1:8 --print-outputs | FileCheck %s

cuda_tile.module @m {
  // CHECK: arg 1 = 8xi1 [1, 1, 1, 1, 1, 1, 1, 1]
  testing$func @copy(%src: tile<ptr<i1>>, %dst: tile<ptr<i1>>) {
    %tvs = make_tensor_view %src, shape = [8], strides = [1] : tensor_view<8xi1, strides=[1]>
    %tvd = make_tensor_view %dst, shape = [8], strides = [1] : tensor_view<8xi1, strides=[1]>
    %pvs = make_partition_view %tvs : partition_view<tile=(8), tensor_view<8xi1, strides=[1]>>
    %pvd = make_partition_view %tvd : partition_view<tile=(8), tensor_view<8xi1, strides=[1]>>
    %zero = constant <i32: 0> : tile<i32>
    %v, %t = load_view_tko weak %pvs[%zero] : partition_view<tile=(8), tensor_view<8xi1, strides=[1]>>, tile<i32> -> tile<8xi1>, token
    %t2 = store_view_tko weak %v, %pvd[%zero] token = %t : tile<8xi1>, partition_view<tile=(8), tensor_view<8xi1, strides=[1]>>, tile<i32> -> token
    return
  }
}
