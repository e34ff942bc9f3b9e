// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s
// RUN: tile-opt %s --tile-to-ptx=chip=sm_80 --tile-emit-ptx="output=%t.ptx" -o /dev/null
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx

// tanh rounded approx on f32 is PTX's tanh.approx.f32 (one MUFU.TANH, what
// the front ends ask for with it, e.g. attention's logit soft-capping), as
// tile_simt.float tanh approx. tanh rounded otherwise keeps the correctly
// rounded expansion (math.tanh: exponentials and a division).
// CHECK-LABEL: gpu.func @tanh_modes
// CHECK: %[[A:.*]] = tile_simt.float tanh %[[X:.*]] approx : tensor<128xf32
// CHECK: math.tanh %[[A]] : tensor<128xf32
// CHECK: tile_simt.store_tile

// PTX-LABEL: .entry tanh_modes
// PTX: tanh.approx.f32
// PTX: ex2.approx
// PTX-NOT: tanh.approx.f32
cuda_tile.module @m {
  entry @tanh_modes(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %v = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pv = make_partition_view %v : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %x, %t = load_view_tko weak %pv[%bid] : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %a = tanh %x rounding<approx> : tile<128xf32>
    %e = tanh %a : tile<128xf32>
    %t2 = store_view_tko weak %e, %pv[%bid] : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
