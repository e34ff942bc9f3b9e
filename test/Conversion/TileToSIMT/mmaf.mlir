// RUN: tile-opt %s --split-input-file -convert-tile-to-simt="num-warps=4" | FileCheck %s

// A tile large enough for 16 x 8 tensor-core tiles gets the mma.sync
// accumulator layout: two adjacent columns and rows 8 x warpsPerCTA[0]
// apart per lane, 4 warps as 2 x 2 (64 x 64 each). The operands keep their
// layouts: the lowering stages them in shared memory.
// CHECK-LABEL: gpu.func @f16_f32
// CHECK: %[[C:.*]] = tile_simt.convert_layout %{{.*}} -> tensor<128x128xf32, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>>
// CHECK: tile_simt.mma %{{.*}}, %{{.*}}, %[[C]] : tensor<128x32xf16, {{.*}}>, tensor<32x128xf16, {{.*}}> -> tensor<128x128xf32, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]>>
cuda_tile.module @m {
  entry @f16_f32(%p: tile<ptr<f32>>) {
    %a = constant <f16: 1.0> : tile<128x32xf16>
    %b = constant <f16: 2.0> : tile<32x128xf16>
    %c = constant <f32: 0.0> : tile<128x128xf32>
    %r = mmaf %a, %b, %c : tile<128x32xf16>, tile<32x128xf16>, tile<128x128xf32>
    %v = make_tensor_view %p, shape = [128, 128], strides = [128, 1] : tensor_view<128x128xf32, strides=[128,1]>
    %pv = make_partition_view %v : partition_view<tile=(128x128), tensor_view<128x128xf32, strides=[128,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t = store_view_tko weak %r, %pv[%c0, %c0] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<128x128xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }
}

// -----

// One row (a decode step): no 16-row tile, so the product is computed by
// multiply-adds in the accumulator's own (default) layout.
// CHECK-LABEL: gpu.func @one_row
// CHECK-NOT: convert_layout
// CHECK: tile_simt.mma %{{.*}}, %{{.*}}, %{{.*}} : tensor<1x64xbf16, {{.*}}>, tensor<64x16xbf16, {{.*}}> -> tensor<1x16xf32, #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>>
cuda_tile.module @m2 {
  entry @one_row(%p: tile<ptr<f32>>) {
    %a = constant <bf16: 1.0> : tile<1x64xbf16>
    %b = constant <bf16: 2.0> : tile<64x16xbf16>
    %c = constant <f32: 0.0> : tile<1x16xf32>
    %r = mmaf %a, %b, %c : tile<1x64xbf16>, tile<64x16xbf16>, tile<1x16xf32>
    %v = make_tensor_view %p, shape = [1, 16], strides = [16, 1] : tensor_view<1x16xf32, strides=[16,1]>
    %pv = make_partition_view %v : partition_view<tile=(1x16), tensor_view<1x16xf32, strides=[16,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t = store_view_tko weak %r, %pv[%c0, %c0] : tile<1x16xf32>, partition_view<tile=(1x16), tensor_view<1x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }
}

// -----

// fp8 operands are decoded to f16 (exact) and multiplied as f16
// (mmaf-fp8.mlir has the chips that multiply fp8 natively); tf32 ones
// stay f32 with the `tf32` flag; plain f32 ones have no flag (exact
// multiply-adds).
// CHECK-LABEL: gpu.func @types
// CHECK: %[[E:.*]] = arith.extf %{{.*}} : tensor<64x32xf8E4M3FN, #{{.*}}> to tensor<64x32xf32
// CHECK: %[[H:.*]] = arith.truncf %[[E]] {{.*}} to tensor<64x32xf16
// CHECK: tile_simt.mma %[[H]], %{{.*}} : tensor<64x32xf16, {{.*}}>, tensor<32x64xf16, {{.*}}> -> tensor<64x64xf32
// CHECK: tile_simt.mma %{{.*}} {tf32} : tensor<64x32xf32, {{.*}}>, tensor<32x64xf32, {{.*}}> -> tensor<64x64xf32
// CHECK: tile_simt.mma %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x32xf32, {{.*}}>, tensor<32x64xf32, {{.*}}> -> tensor<64x64xf32
cuda_tile.module @m3 {
  entry @types(%p: tile<ptr<f32>>) {
    %a8 = constant <f8E4M3FN: 1.0> : tile<64x32xf8E4M3FN>
    %b8 = constant <f8E4M3FN: 2.0> : tile<32x64xf8E4M3FN>
    %at = constant <tf32: 1.0> : tile<64x32xtf32>
    %bt = constant <tf32: 2.0> : tile<32x64xtf32>
    %a = constant <f32: 1.0> : tile<64x32xf32>
    %b = constant <f32: 2.0> : tile<32x64xf32>
    %c = constant <f32: 0.0> : tile<64x64xf32>
    %r1 = mmaf %a8, %b8, %c : tile<64x32xf8E4M3FN>, tile<32x64xf8E4M3FN>, tile<64x64xf32>
    %r2 = mmaf %at, %bt, %r1 : tile<64x32xtf32>, tile<32x64xtf32>, tile<64x64xf32>
    %r3 = mmaf %a, %b, %r2 : tile<64x32xf32>, tile<32x64xf32>, tile<64x64xf32>
    %v = make_tensor_view %p, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %pv = make_partition_view %v : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t = store_view_tko weak %r3, %pv[%c0, %c0] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// -----

// mmai keeps each operand's signedness; a batched product puts whole
// batches on warps first.
// CHECK-LABEL: gpu.func @int_batched
// CHECK: tile_simt.mma %{{.*}} {lhs_signed = false} : tensor<2x64x64xi8, {{.*}}>, tensor<2x64x32xi8, {{.*}}> -> tensor<2x64x32xi32, #tile_simt.blocked<sizePerThread = [1, 1, 2], threadsPerWarp = [1, 8, 4], warpsPerCTA = [2, 2, 1], order = [2, 1, 0]>>
cuda_tile.module @m4 {
  entry @int_batched(%p: tile<ptr<i32>>) {
    %a = constant <i8: 1> : tile<2x64x64xi8>
    %b = constant <i8: 2> : tile<2x64x32xi8>
    %c = constant <i32: 0> : tile<2x64x32xi32>
    %r = mmai %a, %b, %c unsigned signed : tile<2x64x64xi8>, tile<2x64x32xi8>, tile<2x64x32xi32>
    %v = make_tensor_view %p, shape = [2, 64, 32], strides = [2048, 32, 1] : tensor_view<2x64x32xi32, strides=[2048,32,1]>
    %pv = make_partition_view %v : partition_view<tile=(2x64x32), tensor_view<2x64x32xi32, strides=[2048,32,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t = store_view_tko weak %r, %pv[%c0, %c0, %c0] : tile<2x64x32xi32>, partition_view<tile=(2x64x32), tensor_view<2x64x32xi32, strides=[2048,32,1]>>, tile<i32> -> token
    return
  }
}
