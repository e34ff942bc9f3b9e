// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s
// RUN: tile-opt %s --tile-to-ptx=chip=sm_80 --tile-emit-ptx="output=%t.ptx" -o /dev/null
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx

// exp rounded approx on f32 is ex2.approx.f32 of x * log2(e) (a multiply
// and one MUFU.EX2, what softmax kernels ask for with it), as
// tile_simt.float exp approx. exp rounded otherwise keeps the correctly
// rounded expansion (math.exp: range reduction around ex2).
// CHECK-LABEL: gpu.func @exp_modes
// CHECK: %[[A:.*]] = tile_simt.float exp %[[X:.*]] approx : tensor<128xf32
// CHECK: math.exp %[[A]] : tensor<128xf32
// CHECK: tile_simt.store_tile

// PTX-LABEL: .entry exp_modes
// PTX: mul.rn.f32 [[S:%r[0-9]+]], %r{{[0-9]+}}, %r{{[0-9]+}};
// PTX-NEXT: ex2.approx.f32 %r{{[0-9]+}}, [[S]];
// PTX: fma.rm.f32
cuda_tile.module @m {
  entry @exp_modes(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %v = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pv = make_partition_view %v : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %x, %t = load_view_tko weak %pv[%bid] : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %a = exp %x rounding<approx> : tile<128xf32>
    %e = exp %a : tile<128xf32>
    %t2 = store_view_tko weak %e, %pv[%bid] : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
