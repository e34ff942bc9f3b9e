// What 13.3 added (pack, unpack, alloca, mmaf_scaled, strided, gather-scatter
// and atomic-reduce views, exp rounding, mmaf fast_acc, constant and private
// globals, i4 and f4E2M1FN, the producer) survives bytecode at 13.3, and the
// import writes back to the same bytes. export-refuse-newer.test checks that
// 13.2 refuses each of them.
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.3 %s -o %t.33
// RUN: tile-translate --cudatilebc-to-mlir %t.33 | FileCheck %s
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.3 %t.33 -o %t.33b
// RUN: cmp %t.33 %t.33b

// CHECK-LABEL: cuda_tile.module @kernels attributes {producer = "ops-v13_3 test"}
// CHECK: global private constant @c alignment = 16 <f16: [0.000000e+00, 1.000000e+00]> : tile<2xf16>
// CHECK: global @d <i8: 7> : tile<4xi8>
// CHECK-LABEL: entry @v13_3
// CHECK-SAME: (%[[A:[A-Za-z0-9_]+]]: tile<f32>, %[[P:[A-Za-z0-9_]+]]: tile<ptr<f32>>, %[[I:[A-Za-z0-9_]+]]: tile<i64>)
// CHECK: exp %[[A]] rounding<approx> : tile<f32>
// CHECK: %[[H:[A-Za-z0-9_]+]] = constant <f16: 1.000000e+00> : tile<64xf16>
// CHECK: %[[PK:[A-Za-z0-9_]+]] = pack %[[H]] : tile<64xf16> -> tile<128xi8>
// CHECK: unpack %[[PK]] : tile<128xi8> -> tile<64xf16>
// CHECK: %[[B8:[A-Za-z0-9_]+]] = constant <i8: 3> : tile<16xi8>
// CHECK: %[[Q:[A-Za-z0-9_]+]] = trunci %[[B8]] : tile<16xi8> -> tile<16xi4>
// CHECK: pack %[[Q]] : tile<16xi4> -> tile<8xi8>
// CHECK: alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>
// CHECK: alloca num_elem = 64, alignment = 16 global : tile<ptr<f32>>
// CHECK: %[[F4:[A-Za-z0-9_]+]] = constant <f4E2M1FN: 1.000000e+00> : tile<128x128xf4E2M1FN>
// CHECK: %[[ACC:[A-Za-z0-9_]+]] = constant <f32: 0.000000e+00> : tile<128x128xf32>
// CHECK: %[[SL:[A-Za-z0-9_]+]] = constant <f8E8M0FNU: 1.000000e+00> : tile<128x4xf8E8M0FNU>
// CHECK: %[[SR:[A-Za-z0-9_]+]] = constant <f8E8M0FNU: 1.000000e+00> : tile<4x128xf8E8M0FNU>
// CHECK: mmaf_scaled %[[F4]], %[[F4]], %[[ACC]], %[[SL]], %[[SR]] : tile<128x128xf4E2M1FN>, tile<128x128xf4E2M1FN>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
// CHECK: %[[E8:[A-Za-z0-9_]+]] = constant <f8E4M3FN: 1.000000e+00> : tile<4x8xf8E4M3FN>
// CHECK: %[[E8B:[A-Za-z0-9_]+]] = constant <f8E4M3FN: 1.000000e+00> : tile<8x2xf8E4M3FN>
// CHECK: %[[C32:[A-Za-z0-9_]+]] = constant <f32: 0.000000e+00> : tile<4x2xf32>
// CHECK: mmaf %[[E8]], %[[E8B]], %[[C32]] fast_acc : tile<4x8xf8E4M3FN>, tile<8x2xf8E4M3FN>, tile<4x2xf32>
// CHECK: %[[TV:[A-Za-z0-9_]+]] = make_tensor_view %[[P]], shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
// CHECK: %[[SV:[A-Za-z0-9_]+]] = make_strided_view %[[TV]] : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x64xf32, strides=[64,1]>>
// CHECK: %[[X:[A-Za-z0-9_]+]], %[[T:[A-Za-z0-9_]+]] = load_view_tko weak %[[SV]][%[[I]], %[[I]]] : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x64xf32, strides=[64,1]>>, tile<i64> -> tile<4x2xf32>, token
// CHECK: atomic_red_view_tko relaxed device %[[SV]][%[[I]], %[[I]]], addf, %[[X]] token = %[[T]] : tile<4x2xf32>, strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x64xf32, strides=[64,1]>>, tile<i64> -> token
// CHECK: %[[GV:[A-Za-z0-9_]+]] = make_gather_scatter_view %[[TV]] : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=0>
// CHECK: get_index_space_shape %[[GV]] : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=0> -> tile<i64>
cuda_tile.module @m attributes {producer = "ops-v13_3 test"} {
  global private constant @c alignment = 16 <f16: [0.0, 1.0]> : tile<2xf16>
  global public @d <i8: 7> : tile<4xi8>
  entry @v13_3(%a: tile<f32>, %p: tile<ptr<f32>>, %i: tile<i64>) {
    %0 = exp %a rounding<approx> : tile<f32>
    %h = constant <f16: 1.0> : tile<64xf16>
    %1 = pack %h : tile<64xf16> -> tile<128xi8>
    %2 = unpack %1 : tile<128xi8> -> tile<64xf16>
    %b8 = constant <i8: 3> : tile<16xi8>
    %q = trunci %b8 : tile<16xi8> -> tile<16xi4>
    %3 = pack %q : tile<16xi4> -> tile<8xi8>
    %4 = alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>
    %5 = alloca num_elem = 64, alignment = 16 global : tile<ptr<f32>>
    %f4 = constant <f4E2M1FN: 1.0> : tile<128x128xf4E2M1FN>
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    %sl = constant <f8E8M0FNU: 1.0> : tile<128x4xf8E8M0FNU>
    %sr = constant <f8E8M0FNU: 1.0> : tile<4x128xf8E8M0FNU>
    %6 = mmaf_scaled %f4, %f4, %acc, %sl, %sr : tile<128x128xf4E2M1FN>, tile<128x128xf4E2M1FN>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
    %e8 = constant <f8E4M3FN: 1.0> : tile<4x8xf8E4M3FN>
    %e8b = constant <f8E4M3FN: 1.0> : tile<8x2xf8E4M3FN>
    %c32 = constant <f32: 0.0> : tile<4x2xf32>
    %7 = mmaf %e8, %e8b, %c32 fast_acc : tile<4x8xf8E4M3FN>, tile<8x2xf8E4M3FN>, tile<4x2xf32>
    %tv = make_tensor_view %p, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %sv = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x64xf32, strides=[64,1]>>
    %x, %t = load_view_tko weak %sv[%i, %i] : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x64xf32, strides=[64,1]>>, tile<i64> -> tile<4x2xf32>, token
    %t2 = atomic_red_view_tko relaxed device %sv[%i, %i], addf, %x token = %t : tile<4x2xf32>, strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x64xf32, strides=[64,1]>>, tile<i64> -> token
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=0>
    %s:2 = get_index_space_shape %gv : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=0> -> tile<i64>
    return
  }
}
