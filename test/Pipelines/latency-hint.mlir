// The `latency` hint of a K loop's operand loads (1-10: how heavy their DRAM
// traffic will be) sets how many slots tile-simt-pipeline-mma gives their
// rings, so how many trips are in flight: 2 for 1-2, 3 for 3-5, 4 for 6-8,
// 5 for 9-10, the largest the loads ask for; without a hint the pass's
// num-stages (3). The hint for the chip wins over `default`.
// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(convert-tile-to-simt{chip=sm_80},canonicalize,cse,tile-simt-remove-layout-conversions,tile-simt-fold-access-guards,tile-simt-pipeline-mma{chip=sm_80})' | FileCheck %s
// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(convert-tile-to-simt{chip=sm_90a},canonicalize,cse,tile-simt-remove-layout-conversions,tile-simt-fold-access-guards,tile-simt-pipeline-mma{chip=sm_90a})' | FileCheck %s --check-prefix=SM90A

// CHECK-LABEL: gpu.func @heavy
// CHECK-COUNT-2: tile_simt.alloc_shared : !tile_simt.smem<5x
// CHECK: scf.for
// CHECK: tile_simt.async_wait 3
// SM90A-LABEL: gpu.func @heavy
// SM90A-COUNT-2: tile_simt.alloc_shared : !tile_simt.smem<5x
cuda_tile.module @m {
  entry @heavy(%a0: tile<ptr<f16>>, %b0: tile<ptr<f16>>, %c: tile<ptr<f32>>, %k0: tile<i32>) {
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

// -----

// CHECK-LABEL: gpu.func @light
// CHECK-COUNT-2: tile_simt.alloc_shared : !tile_simt.smem<2x
// CHECK: scf.for
// CHECK: tile_simt.async_wait 0
// The chip's own entry (sm_90a: 7, 4 slots) wins over `default`.
// SM90A-LABEL: gpu.func @light
// SM90A-COUNT-2: tile_simt.alloc_shared : !tile_simt.smem<4x
cuda_tile.module @m2 {
  entry @light(%a0: tile<ptr<f16>>, %b0: tile<ptr<f16>>, %c: tile<ptr<f32>>, %k0: tile<i32>) {
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
      %x, %t0 = load_view_tko weak %pa[%c0, %i] optimization_hints = <sm_90a = {latency = 7}, default = {latency = 1}> : partition_view<tile=(64x32), padding_value = zero, tensor_view<64x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x32xf16>, token
      %y, %t1 = load_view_tko weak %pb[%i, %c0] optimization_hints = <default = {latency = 2}> : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x64xf16, strides=[64,1]>>, tile<i32> -> tile<32x64xf16>, token
      %p = mmaf %x, %y, %acc : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %p : tile<64x64xf32>
    }
    %t = store_view_tko weak %r, %pc[%c0, %c0] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// -----

// CHECK-LABEL: gpu.func @unhinted
// CHECK-COUNT-2: tile_simt.alloc_shared : !tile_simt.smem<3x
cuda_tile.module @m3 {
  entry @unhinted(%a0: tile<ptr<f16>>, %b0: tile<ptr<f16>>, %c: tile<ptr<f32>>, %k0: tile<i32>) {
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
