// ring-bytes deepens a K loop's rings whose slots are small: 64x32 and 32x64
// f16 tiles take 4 KB a slot each, 8 KB a stage, so num-stages' 3 keep 24 KB
// in flight; ring-bytes=49152 asks for 6 stages. A latency hint still chooses
// the depth where the loads carry one (latency 10: 5 slots), and the rings
// stop short of half a block's shared memory where a second CTA had room
// (ring-bytes=1048576: 8 stages, each 9.5 KB with its padded rows, fit in
// half of sm_80's 163 KB beside the loop's scratch; 9 would not).
// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(convert-tile-to-simt{chip=sm_80},canonicalize,cse,tile-simt-remove-layout-conversions,tile-simt-fold-access-guards,tile-simt-pipeline-mma{chip=sm_80 ring-bytes=49152})' | FileCheck %s
// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(convert-tile-to-simt{chip=sm_80},canonicalize,cse,tile-simt-remove-layout-conversions,tile-simt-fold-access-guards,tile-simt-pipeline-mma{chip=sm_80})' | FileCheck %s --check-prefix=DEFAULT
// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(convert-tile-to-simt{chip=sm_80},canonicalize,cse,tile-simt-remove-layout-conversions,tile-simt-fold-access-guards,tile-simt-pipeline-mma{chip=sm_80 ring-bytes=1048576})' | FileCheck %s --check-prefix=HALF

// CHECK-LABEL: gpu.func @small_slots
// CHECK-COUNT-2: tile_simt.alloc_shared : !tile_simt.smem<6x
// CHECK: scf.for
// DEFAULT-LABEL: gpu.func @small_slots
// DEFAULT-COUNT-2: tile_simt.alloc_shared : !tile_simt.smem<3x
// HALF-LABEL: gpu.func @small_slots
// HALF-COUNT-2: tile_simt.alloc_shared : !tile_simt.smem<8x
cuda_tile.module @m1 {
  entry @small_slots(%a0: tile<ptr<f16>>, %b0: tile<ptr<f16>>, %c: tile<ptr<f32>>, %k0: tile<i32>) {
    %a = assume div_by<16>, %a0 : tile<ptr<f16>>
    %b = assume div_by<16>, %b0 : tile<ptr<f16>>
    %k = assume div_by<16>, %k0 : tile<i32>
    %va = make_tensor_view %a, shape = [64, %k], strides = [%k, 1] : tile<i32> -> tensor_view<64x?xf16, strides=[?,1]>
    %vb = make_tensor_view %b, shape = [%k, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf16, strides=[64,1]>
    %vc = make_tensor_view %c, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %pa = make_partition_view %va : partition_view<tile=(64x32), padding_value = zero, tensor_view<64x?xf16, strides=[?,1]>>
    %pb = make_partition_view %vb : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x64xf16, strides=[64,1]>>
    %pc = make_partition_view %vc : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c32 = constant <i32: 32> : tile<i32>
    %n = divi %k, %c32 signed rounding<positive_inf> : tile<i32>
    %z = constant <f32: 0.0> : tile<64x64xf32>
    %r = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %z) -> (tile<64x64xf32>) {
      %x, %t0 = load_view_tko weak %pa[%c0, %i] : partition_view<tile=(64x32), padding_value = zero, tensor_view<64x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x32xf16>, token
      %y, %t1 = load_view_tko weak %pb[%i, %c0] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x64xf16, strides=[64,1]>>, tile<i32> -> tile<32x64xf16>, token
      %p = mmaf %x, %y, %acc : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %p : tile<64x64xf32>
    }
    %t = store_view_tko weak %r, %pc[%c0, %c0] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// -----

// CHECK-LABEL: gpu.func @hinted
// CHECK-COUNT-2: tile_simt.alloc_shared : !tile_simt.smem<5x
cuda_tile.module @m2 {
  entry @hinted(%a0: tile<ptr<f16>>, %b0: tile<ptr<f16>>, %c: tile<ptr<f32>>, %k0: tile<i32>) {
    %a = assume div_by<16>, %a0 : tile<ptr<f16>>
    %b = assume div_by<16>, %b0 : tile<ptr<f16>>
    %k = assume div_by<16>, %k0 : tile<i32>
    %va = make_tensor_view %a, shape = [64, %k], strides = [%k, 1] : tile<i32> -> tensor_view<64x?xf16, strides=[?,1]>
    %vb = make_tensor_view %b, shape = [%k, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf16, strides=[64,1]>
    %vc = make_tensor_view %c, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %pa = make_partition_view %va : partition_view<tile=(64x32), padding_value = zero, tensor_view<64x?xf16, strides=[?,1]>>
    %pb = make_partition_view %vb : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x64xf16, strides=[64,1]>>
    %pc = make_partition_view %vc : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c32 = constant <i32: 32> : tile<i32>
    %n = divi %k, %c32 signed rounding<positive_inf> : tile<i32>
    %z = constant <f32: 0.0> : tile<64x64xf32>
    %r = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %z) -> (tile<64x64xf32>) {
      %x, %t0 = load_view_tko weak %pa[%c0, %i] optimization_hints = <default = {latency = 10}> : partition_view<tile=(64x32), padding_value = zero, tensor_view<64x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x32xf16>, token
      %y, %t1 = load_view_tko weak %pb[%i, %c0] optimization_hints = <default = {latency = 2}> : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x64xf16, strides=[64,1]>>, tile<i32> -> tile<32x64xf16>, token
      %p = mmaf %x, %y, %acc : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %p : tile<64x64xf32>
    }
    %t = store_view_tko weak %r, %pc[%c0, %c0] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

