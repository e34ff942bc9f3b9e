// The interpreter has one GPU and no multicast group: a multimem op (13.5)
// is refused at its line with a non-zero exit, never run as a plain store.
// RUN: not tile-run %s --arg 0=zeros:f32:128 --arg 1=0 --grid 1 2>&1 | FileCheck %s
// CHECK: multimem-refused.mlir:[[@LINE+6]]:{{[0-9]+}}: error: tile-run: op 'cuda_tile.multimem_store_view_tko' is not supported by the interpreter
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32, <multicast>>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(128), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %x = constant <f32: 1.0> : tile<128xf32>
    %t = multimem_store_view_tko weak %pv, %x[%i] : partition_view<tile=(128), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<128xf32>, tile<i32> -> token
    return
  }
}
