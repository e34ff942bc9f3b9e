// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s
// RUN: tile-opt %s --tile-to-ptx=chip=sm_80 --tile-emit-ptx="output=%t.ptx" -o /dev/null
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t.ptx

// flush_to_zero replaces subnormal inputs and results by zeros of their sign
// (PTX's .ftz). On f32 ops PTX has it for, it is the op's own .ftz form
// (tile_simt.float ... ftz); elsewhere (maxf) the inputs and the result are
// flushed, each by one `flush` (x + -0.0 with .ftz). Division rounded
// approx is div.approx, which arith cannot say either.
// CHECK-LABEL: gpu.func @ftz_ops
// CHECK: %[[P:.*]] = tile_simt.float mul %[[X:.*]], %[[X]] ftz : tensor<128xf32
// CHECK: %[[E:.*]] = tile_simt.float exp2 %[[P]] ftz : tensor<128xf32
// CHECK: %[[D:.*]] = tile_simt.float div %[[E]], %[[X]] ftz approx : tensor<128xf32
// CHECK: %[[Q:.*]] = tile_simt.float div %[[D]], %[[X]] approx : tensor<128xf32
// CHECK: %[[FQ:.*]] = tile_simt.float flush %[[Q]] ftz
// CHECK: %[[FX:.*]] = tile_simt.float flush %[[X]] ftz
// CHECK: %[[M:.*]] = arith.maximumf %[[FQ]], %[[FX]]
// CHECK: tile_simt.float flush %[[M]] ftz
// CHECK-NOT: math.absf
// CHECK: tile_simt.store_tile

// PTX-LABEL: .entry ftz_ops
// PTX: mul.rn.ftz.f32
// PTX: ex2.approx.ftz.f32
// PTX: div.approx.ftz.f32
// PTX: div.approx.f32
// PTX: add.rn.ftz.f32
// PTX: max.NaN.f32
// PTX-NOT: abs.f32
cuda_tile.module @m {
  entry @ftz_ops(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %v = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pv = make_partition_view %v : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %x, %t = load_view_tko weak %pv[%bid] : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %y = mulf %x, %x flush_to_zero : tile<128xf32>
    %e = exp2 %y flush_to_zero : tile<128xf32>
    %d = divf %e, %x rounding<approx> flush_to_zero : tile<128xf32>
    %q = divf %d, %x rounding<approx> : tile<128xf32>
    %m = maxf %q, %x flush_to_zero propagate_nan : tile<128xf32>
    %t2 = store_view_tko weak %m, %pv[%bid] : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
