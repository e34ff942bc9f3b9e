// The multimem view ops (13.5) are refused by the lowering with the reason
// the target gives: Tile IR allows multicast pointers on sm_100 and later
// only (NVIDIA's tileiras refuses them on sm_80 and sm_90 too), and on those
// chips TileIR has no lowering for them yet. The message names the op and
// its source line.
// RUN: not tile-opt %s --tile-to-ptx=chip=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90
// RUN: not tile-opt %s --tile-to-ptx=chip=sm_100a -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM100
// SM90: multimem-refused.mlir:[[@LINE+7]]:{{[0-9]+}}: error: 'cuda_tile.multimem_store_view_tko' needs multicast pointers, which Tile IR allows on sm_100 and later only (target: sm_90)
// SM100: multimem-refused.mlir:[[@LINE+6]]:{{[0-9]+}}: error: 'cuda_tile.multimem_store_view_tko' has no SIMT lowering yet (multicast memory)
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32, <multicast>>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(128), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %x = constant <f32: 1.0> : tile<128xf32>
    %t = multimem_store_view_tko weak %pv, %x[%i] : partition_view<tile=(128), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<128xf32>, tile<i32> -> token
    return
  }
}
